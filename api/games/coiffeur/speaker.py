"""Coiffeur sentences: the Schieber's verdicts and tricks in the game's own words, and the
Coiffeur's contracts named."""

from __future__ import annotations

import functools
from collections.abc import Iterable
from dataclasses import dataclass

from api.words.speaker import Speaker
from rules.cards import Card, Suit
from rules.coiffeur.contract import CoiffeurContract, Kind
from rules.jass.legality import NAELL_RANK
from rules.jass.ranking import PUUR_RANK
from rules.verdict import Facts, Verdict


@dataclass(frozen=True, slots=True)
class CoiffeurSpeaker(Speaker):
    game: str = "coiffeur"
    lang: str = "de"
    deck: str = "swiss"

    def name_contract(self, contract: CoiffeurContract) -> str:
        if contract.kind is Kind.TRUMP and contract.trump is not None:
            return self.say("contract.trump", trump=self.suit(contract.trump))
        if contract.kind in (Kind.OBENABE, Kind.UNDENUFE):
            return self.say(f"contract.{contract.kind.value}")
        if contract.kind is Kind.MISERE:
            return self.say(f"contract.misere.{contract.direction_word}")
        start = contract.start.value if contract.start else ""
        return self.say(f"contract.{contract.kind.value}.{start}")

    def direction(self, contract: CoiffeurContract, number: int | None) -> str:
        """The direction a trick is played in, by its name (Obenabe, Undenufe)."""
        direction = contract.direction(number)
        return self.say(f"contract.{direction.value}") if direction else ""

    def nouns(self) -> Iterable[str]:
        yield from Speaker.nouns(self)
        # The Puur and the Näll of every trump suit, by their names.
        yield from (_role_name(self, Card(suit, rank)) for suit in self.words.suits
                    for rank in (PUUR_RANK, NAELL_RANK))

    def named(self, card: Card, trump: object) -> str:
        """A card as a sentence names it: the Puur and the Näll by their names as well."""
        if card.suit is not trump or card.rank not in (PUUR_RANK, NAELL_RANK):
            return self.words.prose[card.ordinal]
        return _role_name(self, card)

    def variants(self, verdict: Verdict, facts: Facts) -> tuple[str, ...]:
        # Able to follow, and the ruleset lets a trump be played instead (J-V1).
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
        return self.say("team", team=team)


@functools.cache
def _role_name(speaker: CoiffeurSpeaker, card: Card) -> str:
    role = "puur" if card.rank is PUUR_RANK else "naell"
    return speaker.say(f"trump_name.{role}", card=speaker.the_card(card))
