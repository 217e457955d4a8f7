"""The sentences of the Schieber games (Jass, Differenzler, Coiffeur): verdicts naming the
Puur and the Näll, the trick's cards, the teams and players, in the words of each game's texts."""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from api.words.speaker import Speaker
from rules.cards import Card, Suit
from rules.game import Role, TrickCard
from rules.jass.legality import NAELL_RANK
from rules.jass.ranking import PUUR_RANK
from rules.verdict import Facts, Verdict


@dataclass(frozen=True, slots=True)
class SchieberSpeaker(Speaker):
    game: str = "jass"
    lang: str = "de"
    deck: str = "swiss"

    def nouns(self) -> Iterable[str]:
        yield from Speaker.nouns(self)
        # The Puur and the Näll of every trump suit, by their names.
        yield from (_role_name(self, Card(suit, rank)) for suit in self.words.suits
                    for rank in (PUUR_RANK, NAELL_RANK))

    def named(self, card: Card, trump: object) -> str:
        """A card as a sentence names it: the Puur and the Näll by their names as well, since
        the reasoning about them depends on what they are."""
        if card.suit is not trump or card.rank not in (PUUR_RANK, NAELL_RANK):
            return self.words.prose[card.ordinal]
        return _role_names(self)[card.ordinal]

    def trick_card_name(self, trick_card: TrickCard) -> str:
        # A trump in a trick is of the trump suit: the Puur and the Näll go by their names.
        card = trick_card.card
        return self.named(card, card.suit) if trick_card.role is Role.TRUMP else self.card(card)

    def variants(self, verdict: Verdict, facts: Facts) -> tuple[str, ...]:
        # Able to follow, and the ruleset lets a trump be played instead (J-V1): the duty to
        # follow is said together with that exception, or not at all.
        if facts["can_follow"] and facts["legal_trumps"]:
            return ("or_overtrump",) if facts["highest_trump"] else ("or_trump",)
        return ()

    def shared_words(self, facts: Facts, contract: str) -> dict[str, object]:
        trump, led = facts["trump_suit"], facts["led_suit"]

        def card(key: str) -> str:
            value = facts[key]
            return self.named(value, trump) if isinstance(value, Card) else ""

        return {"highest_trump": card("highest_trump"), "higher_trump": card("higher_trump"),
                "puur": card("puur"), "contract": contract,
                "led_suit": self.suit(led) if isinstance(led, Suit) else ""}

    def own_words(self, verdict: Verdict, own: Facts, shared: Facts) -> dict[str, object]:
        trump, obliging = shared["trump_suit"], own["obliging_card"]
        return {"card": self.named(verdict.card, trump),
                "evidence": self.named(obliging, trump) if isinstance(obliging, Card) else ""}

    def team(self, team: int) -> str:
        return self.say("team", team=team + 1)  # people count teams and seats from 1

    def player(self, seat: int) -> str:
        return self.say("player", index=seat + 1)


@functools.cache
def _role_names(speaker: SchieberSpeaker) -> Mapping[int, str]:
    """The Puur's and the Näll's names of every suit by the card's ordinal (a Card key would
    call ``Card.__hash__`` per sentence)."""
    return {Card(suit, rank).ordinal: _role_name(speaker, Card(suit, rank))
            for suit in speaker.words.suits for rank in (PUUR_RANK, NAELL_RANK)}


@functools.cache
def _role_name(speaker: SchieberSpeaker, card: Card) -> str:
    role = "puur" if card.rank is PUUR_RANK else "naell"
    return speaker.say(f"trump_name.{role}", card=speaker.the_card(card))
