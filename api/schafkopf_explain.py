"""Schafkopf sentences: contracts, verdicts, tricks, called aces, bids and the reckoning."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass

from api.explain import Speaker
from rules.cards import Card, Suit
from rules.schafkopf.contract import SchafkopfContract
from rules.schafkopf.ranking import TRUMP, TrickSuit, points, trick_suit, trump_order
from rules.schafkopf.score import Line
from rules.schafkopf.trick import SchafkopfTrick
from rules.verdict import Verdict


@dataclass(frozen=True, slots=True)
class SchafkopfSpeaker(Speaker):
    game: str = "schafkopf"
    lang: str = "de"
    deck: str = "german"

    def contract(self, contract: SchafkopfContract) -> str:
        return _contract_name(self, contract)

    def trick_suit(self, suit: TrickSuit) -> str:
        return self.say("trump") if suit == TRUMP else self.suit(suit)

    def verdicts(self, verdicts: Sequence[Verdict], contract: SchafkopfContract,
                 led: Card | None) -> list[str]:
        """Each verdict's sentence; the words of the situation are looked up once per hand."""
        return self.verdict_sentences(verdicts, self.situation_words(contract, led))

    def situation_words(self, contract: SchafkopfContract, led: Card | None) -> dict[str, object]:
        """The words every verdict of one hand shares."""
        called = contract.called_ace
        return {"led": self.card(led) if led else "",
                "led_suit": self.trick_suit(trick_suit(led, contract)) if led else "",
                "printed_suit": self.suit(led.suit) if led else "",
                "contract": self.contract(contract),
                "trump_count": _trump_count(contract),
                "called_suit": self.suit(called.suit) if called else ""}

    def assumption(self, called_suit: Suit) -> str:
        return self.say("assumption.R11", called_suit=self.suit(called_suit))

    def trick_winner(self, trick: SchafkopfTrick, contract: SchafkopfContract) -> str:
        return self.say(f"trick.K-7.{trick.case}", card=self.card(trick.winning_card),
                        contract=self.contract(contract), led_suit=self.trick_suit(trick.led))

    def trick_card(self, card: Card, trick: SchafkopfTrick, contract: SchafkopfContract) -> str:
        suit = trick_suit(card, contract)
        role = "trump" if suit == TRUMP else "led_suit" if suit == trick.led else "off_suit"
        sentence = self.say(f"trick_card.{role}", card=self.card(card),
                            led_suit=self.trick_suit(trick.led), points=points(card))
        if trick.complete and card == trick.winning_card:
            sentence += " " + self.say("trick_card.winner")
        return sentence

    def line(self, line: Line, contract: SchafkopfContract, party: str, rate: int) -> str:
        return self.say(f"line.{line.item}", contract=self.contract(contract),
                        amount=line.amount, count=line.count,
                        party=self.say(f"party.{party}"), rate=rate)


@functools.cache
def _trump_count(contract: SchafkopfContract) -> int:
    return len(trump_order(contract))


@functools.cache
def _contract_name(speaker: SchafkopfSpeaker, contract: SchafkopfContract) -> str:
    name = speaker.say(f"contract.{contract.type.value}",
                       suit=speaker.suit(contract.suit) if contract.suit else "")
    return speaker.say("contract.tout", contract=name) if contract.tout else name
