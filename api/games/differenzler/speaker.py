"""Differenzler sentences: the trump contract, verdicts naming the Puur and the Nell as the
Schieber's do, the trick, the players and each player's difference."""

from __future__ import annotations

import functools
from collections.abc import Iterable
from dataclasses import dataclass

from api.words.speaker import Speaker
from rules.cards import Card, Suit
from rules.differenzler.score import PlayerScore
from rules.jass.contract import JassContract
from rules.jass.legality import NAELL_RANK
from rules.jass.ranking import PUUR_RANK
from rules.verdict import Facts, Verdict


@dataclass(frozen=True, slots=True)
class DifferenzlerSpeaker(Speaker):
    game: str = "differenzler"
    lang: str = "de"
    deck: str = "swiss"

    def name_contract(self, contract: JassContract) -> str:
        return self.say("contract.trump", trump=self.suit(contract.trump or Suit.ROSES))

    def nouns(self) -> Iterable[str]:
        yield from Speaker.nouns(self)
        yield from (_role_name(self, Card(suit, rank)) for suit in self.words.suits
                    for rank in (PUUR_RANK, NAELL_RANK))

    def named(self, card: Card, trump: object) -> str:
        """The Puur and the Nell by their names too: what they are decides the ruling."""
        if card.suit is not trump or card.rank not in (PUUR_RANK, NAELL_RANK):
            return self.words.prose[card.ordinal]
        return _role_name(self, card)

    def variants(self, verdict: Verdict, facts: Facts) -> tuple[str, ...]:
        # Able to follow and holding a trump: the duty to follow is said with the trump that
        # may replace it (JD-L2).
        return ("or_trump",) if facts["can_follow"] and facts["legal_trumps"] else ()

    def shared_words(self, facts: Facts, contract: str) -> dict[str, object]:
        trump, led = facts["trump_suit"], facts["led_suit"]
        highest = facts["highest_trump"]
        return {"contract": contract,
                "highest_trump": self.named(highest, trump) if isinstance(highest, Card)
                else "",
                "led_suit": self.suit(led) if isinstance(led, Suit) else ""}

    def own_words(self, verdict: Verdict, own: Facts, shared: Facts) -> dict[str, object]:
        trump, obliging = shared["trump_suit"], own["obliging_card"]
        return {"card": self.named(verdict.card, trump),
                "evidence": self.named(obliging, trump) if isinstance(obliging, Card) else ""}

    def player(self, seat: int) -> str:
        return self.say("player", index=seat + 1)  # people count seats from 1

    def difference(self, score: PlayerScore) -> str:
        """JD-S3: the player's estimate, points and difference in one sentence."""
        key = "result.exact" if score.exact else "result.difference"
        return self.say(key, player=self.player(score.seat), estimate=score.estimate,
                        points=score.points, difference=score.difference, rank=score.rank)


@functools.cache
def _role_name(speaker: DifferenzlerSpeaker, card: Card) -> str:
    role = "puur" if card.rank is PUUR_RANK else "naell"
    return speaker.say(f"trump_name.{role}", card=speaker.the_card(card))
