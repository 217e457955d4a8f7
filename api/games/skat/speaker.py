"""Skat sentences: contracts with their announcements, verdicts, tricks and the score's lines.
The game's second deck is the German one (``german.`` keys, RS13)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from api.words.printed_suit import printed_trick_card, with_printed_note
from api.words.speaker import Speaker
from rules.cards import Card, Suit
from rules.game import Role, TrickCard, TrickOutcome
from rules.skat.contract import ContractType, SkatContract
from rules.skat.ranking import TRUMP
from rules.skat.score import Factor
from rules.verdict import Facts, PositionFacts, Verdict


@dataclass(frozen=True, slots=True)
class SkatSpeaker(Speaker):
    game: str = "skat"
    lang: str = "de"
    deck: str = "native"

    def name_contract(self, contract: SkatContract) -> str:
        name = self.say(f"contract.{contract.type.value}",
                        suit=self.suit(contract.trump) if contract.trump else "")
        shown = self.shown_announcements(contract)
        if not shown:
            return name
        return self.say("contract.announced", contract=name,
                        announced=", ".join(self.say(f"announce.{f}") for f in shown))

    @staticmethod
    def shown_announcements(contract: SkatContract) -> tuple[str, ...]:
        """What the name says: ouvert in suit and grand says all it implies (RS5)."""
        if contract.ouvert and contract.type is not ContractType.NULL:
            return ("ouvert",)
        return contract.announced

    def nouns(self) -> Iterable[str]:
        yield from Speaker.nouns(self)
        yield from (self.say(f"announce.{f}") for f in ("hand", "schneider", "schwarz",
                                                        "ouvert"))

    def shared_words(self, facts: Facts, contract: str) -> dict[str, object]:
        lane, led = facts["led"], facts["led_card"]
        return {"contract": contract,
                "led": self.the_card(led) if isinstance(led, Card) else "",
                "led_suit": self.suit(lane) if isinstance(lane, Suit)
                else self.say("trump") if lane == TRUMP else "",
                "printed_suit": self.suit(led.suit) if isinstance(led, Card) else ""}

    def verdict_sentences(self, verdicts: Sequence[Verdict], facts: PositionFacts,
                          contract: Any) -> list[str]:
        """S-14: a Jack is a trump, not a card of its printed suit, and every verdict of a hand
        holding one where it matters says so."""
        return with_printed_note(self, Speaker.verdict_sentences(self, verdicts, facts, contract),
                                 verdicts, facts, ("jack_is_not_led_suit", "jack_void_in_suit"),
                                 ("printed_suit_is_not_trump", "jack_led_void_trump"))

    def trick_card(self, trick_card: TrickCard, outcome: TrickOutcome, has_trumps: bool) -> str:
        """In Null the card points decide nothing (RS8), and the card's sentence says so."""
        if outcome.case != "null":
            return printed_trick_card(self, trick_card, outcome, lambda: Speaker.trick_card(
                self, trick_card, outcome, has_trumps))
        role = "led_suit" if trick_card.role is Role.LED_SUIT else "off_suit"
        sentence = self.say(f"trick_card.{role}.null", card=self.card(trick_card.card),
                            led_suit=self.led_name(outcome.led), points=trick_card.points)
        if outcome.complete and trick_card.rank_in_trick == 1:
            sentence += " " + self.say("trick_card.winner")
        return sentence

    def factor_label(self, factor: Factor, with_: bool) -> str:
        if factor.id == "spitzen":
            return self.say(f"factor.spitzen.{'with' if with_ else 'without'}",
                            count=factor.times)
        return self.say(f"factor.{factor.id}")

    def reckoning(self, factors: tuple[Factor, ...], with_: bool, base_name: str, base: int,
                  value: int) -> str:
        """"mit 2, Spiel 3, Hand 4, mal Kreuz 12 = 48": each level with the count so far."""
        parts, total = [], 0
        for factor in factors:
            total += factor.times
            label = self.factor_label(factor, with_)
            parts.append(label if factor.id == "spitzen" else f"{label} {total}")
        return self.say("reckoning.line", levels=", ".join(parts), base_name=base_name,
                        base=base, value=value)
