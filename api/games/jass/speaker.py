"""Jass sentences: the Schieber's (``api.games.schieber``), its contracts and its Weis."""

from __future__ import annotations

from dataclasses import dataclass

from api.games.schieber.speaker import SchieberSpeaker
from api.words.card_names import in_prose
from rules.jass.contract import JassContract
from rules.jass.weis import Weis


@dataclass(frozen=True, slots=True)
class JassSpeaker(SchieberSpeaker):
    game: str = "jass"

    def name_contract(self, contract: JassContract) -> str:
        if contract.trump is None:
            return self.say(f"contract.{contract.mode.value}")
        return self.say("contract.trump", trump=self.suit(contract.trump))

    def weis(self, weis: Weis) -> str:
        if weis.suit is None:  # by its plural, as players say it (vier Könige, carré de Rois)
            return self.say("weis.four_of_a_kind", rank=self.say(f"weis.four.{weis.top.value}"))
        # A sequence by its Swiss name (Vierblatt), its top card with the article French
        # gives it (« jusqu'au Valet », « jusqu'à l'As »).
        return self.say("weis.sequence", blatt=self.say(f"weis.blatt.{len(weis.cards)}"),
                        suit=self.suit(weis.suit),
                        top=in_prose(self.lang, self.rank(weis.top), self.rank(weis.top)))
