"""Coiffeur sentences: the Schieber's verdicts and tricks (``api.games.schieber``) in the
game's own words, and the Coiffeur's contracts named."""

from __future__ import annotations

from dataclasses import dataclass

from api.games.schieber.speaker import SchieberSpeaker
from rules.coiffeur.contract import CoiffeurContract, Kind


@dataclass(frozen=True, slots=True)
class CoiffeurSpeaker(SchieberSpeaker):
    game: str = "coiffeur"

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
