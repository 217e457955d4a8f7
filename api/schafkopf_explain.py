"""Schafkopf sentences: contracts, verdicts, tricks, called aces, bids and the reckoning."""

from __future__ import annotations

import functools
from dataclasses import dataclass

from api.explain import Speaker
from rules.cards import Suit
from rules.schafkopf.contract import SchafkopfContract
from rules.schafkopf.game import SchafkopfPosition
from rules.schafkopf.ranking import TRUMP, TrickSuit, trick_suit, trump_order
from rules.schafkopf.score import Line


@dataclass(frozen=True, slots=True)
class SchafkopfSpeaker(Speaker):
    game: str = "schafkopf"
    lang: str = "de"
    deck: str = "german"

    def contract(self, contract: SchafkopfContract) -> str:
        return _contract_name(self, contract)

    def trick_suit(self, suit: TrickSuit) -> str:
        return self.say("trump") if suit == TRUMP else self.suit(suit)

    def situation_words(self, position: SchafkopfPosition) -> dict[str, object]:
        """The words every verdict of one hand shares, looked up once per hand."""
        contract = position.contract
        led = position.trick[0] if position.trick else None
        called = contract.called_ace
        return {"led": self.card(led) if led else "",
                "led_suit": self.trick_suit(trick_suit(led, contract)) if led else "",
                "printed_suit": self.suit(led.suit) if led else "",
                "contract": self.contract(contract),
                "trump_count": _trump_count(contract),
                "called_suit": self.suit(called.suit) if called else ""}

    def assumption(self, called_suit: Suit) -> str:
        return self.say("assumption.R11", called_suit=self.suit(called_suit))

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
