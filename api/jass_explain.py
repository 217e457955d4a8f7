"""Jass sentences: contracts, verdicts, the trick winner and each card of a trick."""

from __future__ import annotations

import functools
from dataclasses import dataclass

from api.explain import Speaker
from rules.jass.contract import JassContract
from rules.jass.game import JassPosition
from rules.jass.legality import situation
from rules.jass.weis import Weis


@dataclass(frozen=True, slots=True)
class JassSpeaker(Speaker):
    game: str = "jass"
    lang: str = "de"
    deck: str = "swiss"

    def contract(self, contract: JassContract) -> str:
        return _contract_name(self, contract)

    def situation_words(self, position: JassPosition) -> dict[str, object]:
        """The words every verdict of one hand shares, looked up once per hand."""
        state = situation(position.trick, position.contract)
        return {"led_suit": self.suit(state.led_suit) if state.led_suit else "",
                "highest_trump": self.card(state.highest_trump) if state.highest_trump
                else "", "contract": self.contract(position.contract)}

    def weis(self, weis: Weis) -> str:
        if weis.suit is None:
            return self.say("weis.four_of_a_kind", rank=self.rank(weis.top))
        return self.say("weis.sequence", length=len(weis.cards), suit=self.suit(weis.suit),
                        top=self.rank(weis.top))

    def team(self, team: int) -> str:
        return self.say("team", team=team)

    def player(self, seat: int) -> str:
        return self.say("player", index=seat)


@functools.cache
def _contract_name(speaker: JassSpeaker, contract: JassContract) -> str:
    if contract.trump is None:
        return speaker.say(f"contract.{contract.mode.value}")
    return speaker.say("contract.trump", trump=speaker.suit(contract.trump))
