"""Doppelkopf sentences: contracts, verdicts, tricks, announcements, points and Vorbehalte."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from api.words.printed_suit import printed_trick_card, with_printed_note
from api.words.speaker import Speaker
from rules.cards import Card, Suit
from rules.doppelkopf.contract import DoppelkopfContract
from rules.doppelkopf.ranking import TRUMP
from rules.game import TrickCard, TrickOutcome
from rules.verdict import Facts, PositionFacts, Verdict


@dataclass(frozen=True, slots=True)
class DoppelkopfSpeaker(Speaker):
    game: str = "doppelkopf"
    lang: str = "de"
    deck: str = "french"

    def name_contract(self, contract: DoppelkopfContract) -> str:
        return self.say(f"contract.{contract.type.value}",
                        suit=self.suit(contract.trump) if contract.trump else "")

    def contract(self, contract: DoppelkopfContract) -> str:
        # The name does not depend on the ruleset or the trick the contract is played in.
        return Speaker.contract(self, contract.plain)

    def shared_words(self, facts: Facts, contract: str) -> dict[str, object]:
        led, led_card = facts["led"], facts["led_card"]
        return {"contract": contract,
                "led": self.the_card(led_card) if isinstance(led_card, Card) else "",
                "led_suit": self.suit(led) if isinstance(led, Suit)
                else self.say("trump") if led == TRUMP else "",
                "printed_suit": self.suit(led_card.suit) if isinstance(led_card, Card)
                else ""}

    def verdict_sentences(self, verdicts: Sequence[Verdict], facts: PositionFacts,
                          contract: Any) -> list[str]:
        """D-19: a Dame, Bube or Herz 10 that is trump never follows its printed suit, and
        every verdict of a hand holding one where it matters says so."""
        return with_printed_note(self, Speaker.verdict_sentences(self, verdicts, facts, contract),
                                 verdicts, facts, ("trump_is_not_led_suit",),
                                 ("printed_suit_is_not_trump",))

    def trick_card(self, trick_card: TrickCard, outcome: TrickOutcome, has_trumps: bool) -> str:
        return printed_trick_card(self, trick_card, outcome, lambda: Speaker.trick_card(
            self, trick_card, outcome, has_trumps))

    def party(self, party: str) -> str:
        return self.say(f"party.{party}")

    def level(self, level: str) -> str:
        return self.say(f"level.{level}")
