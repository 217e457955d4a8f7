"""Jass sentences: contracts, verdicts, the trick winner and each card of a trick."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass

from api.explain import Speaker
from rules.cards import Card, Suit
from rules.jass.contract import JassContract
from rules.jass.trick import Role, TrickCard, TrickResult
from rules.jass.weis import Weis
from rules.verdict import Verdict


@dataclass(frozen=True, slots=True)
class JassSpeaker(Speaker):
    game: str = "jass"
    lang: str = "de"
    deck: str = "swiss"

    def contract(self, contract: JassContract) -> str:
        return _contract_name(self, contract)

    def verdicts(self, verdicts: Sequence[Verdict], contract: JassContract,
                 led_suit: Suit | None, highest_trump: Card | None) -> list[str]:
        """Each verdict's sentence; the words of the situation are looked up once per hand."""
        shared = {"led_suit": self.suit(led_suit) if led_suit else "",
                  "highest_trump": self.card(highest_trump) if highest_trump else "",
                  "contract": self.contract(contract)}
        return self.verdict_sentences(verdicts, shared)

    def weis(self, weis: Weis) -> str:
        if weis.suit is None:
            return self.say("weis.four_of_a_kind", rank=self.rank(weis.top))
        return self.say("weis.sequence", length=len(weis.cards), suit=self.suit(weis.suit),
                        top=self.rank(weis.top))

    def team(self, team: int) -> str:
        return self.say("team", team=team)

    def player(self, seat: int) -> str:
        return self.say("player", index=seat)

    def trick_winner(self, result: TrickResult) -> str:
        return self.say(f"trick.{result.rule_id}.{result.case}",
                        card=self.card(result.winning_card), led_suit=self.suit(result.led_suit))

    def trick_card(self, trick_card: TrickCard, result: TrickResult,
                   contract: JassContract) -> str:
        role = trick_card.role.value
        if trick_card.role is Role.OFF_SUIT and not contract.has_trump:
            role = "off_suit_no_trump"
        sentence = self.say(f"trick_card.{role}", card=self.card(trick_card.card),
                            led_suit=self.suit(result.led_suit), points=trick_card.points)
        if trick_card.card == result.winning_card:
            sentence += " " + self.say("trick_card.winner")
        return sentence


@functools.cache
def _contract_name(speaker: JassSpeaker, contract: JassContract) -> str:
    if contract.trump is None:
        return speaker.say(f"contract.{contract.mode.value}")
    return speaker.say("contract.trump", trump=speaker.suit(contract.trump))
