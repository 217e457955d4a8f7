"""The Schafkopf pieces of the round check (``api.games.rounds``): positions with the earlier
tricks as history (the called Sau searched or free, R10, R11), the parties from the declarer
and the called Sau, and the reckoning of a finished round as ``/score`` gives it."""

from __future__ import annotations

from typing import Any

from marshmallow import validate

from api.games.game_api import Body
from api.games.schafkopf.answers import Reckoning, ramsch_answer, reckoning_answer
from api.games.schafkopf.schemas import reckoning_fields
from api.schemas.base import strict_int
from rules.cards import Card
from rules.round_check import RoundCheck
from rules.schafkopf.contract import ContractType, SchafkopfContract
from rules.schafkopf.game import SCHAFKOPF
from rules.schafkopf.round import declarer_party


def _party(body: Body, contract: SchafkopfContract, check: RoundCheck) -> frozenset[int]:
    return declarer_party(contract, check.hands, body.get("declarer"))


def round_score(body: Body, contract: SchafkopfContract, check: RoundCheck,
                speaker: Any) -> dict[str, Any]:
    """The reckoning as ``/score`` gives it, from the round's own tricks and the declarer
    party's cards (for the Laufende); a Ramsch per player (R13)."""
    def tricks_of(seats: frozenset[int]) -> list[tuple[Card, ...]]:
        return [t.cards for t in check.tricks if t.winner in seats]

    reckoning = Reckoning(body)
    if contract.type is ContractType.RAMSCH:
        return ramsch_answer(contract, [tricks_of(frozenset({seat}))
                                        for seat in range(SCHAFKOPF.players)],
                             reckoning, speaker, check.hands)
    party = _party(body, contract, check)
    return reckoning_answer(
        contract, [c for seat in sorted(party) for c in check.hands[seat]], tricks_of(party),
        tricks_of(frozenset(range(SCHAFKOPF.players)) - party), reckoning, speaker)


def round_parties(body: Body, contract: SchafkopfContract, check: RoundCheck,
                  ) -> tuple[frozenset[int], ...] | None:
    """Declarer party and opponents, where the declarer is named; else seats only."""
    if contract.type is ContractType.RAMSCH or body.get("declarer") is None:
        return None
    if check.unknown:  # from what is seen: the partner once the called Sau is played
        ace, declarer = contract.called_ace, body["declarer"]
        seen = [seat for seat, hand in enumerate(check.hands) if ace in hand]
        if ace is not None and (not seen or seen[0] == declarer):
            return None
        party = frozenset({declarer, *seen})
        return party, frozenset(range(SCHAFKOPF.players)) - party
    party = _party(body, contract, check)
    return party, frozenset(range(SCHAFKOPF.players)) - party


def round_fields() -> dict[str, Any]:
    return {"declarer": strict_int(allow_none=True, load_default=None,
                                   validate=validate.Range(0, 3),
                                   metadata={"description": "The declarer's seat (not in a "
                                                            "Ramsch); in a Rufspiel the "
                                                            "partner is the holder of the "
                                                            "called Sau."}),
            **reckoning_fields()}


# Rufspiel on the Eichel-Sau, seat 0 declares, seat 2 holds the Sau. Seat 0 searches Eichel in
# trick 3 and seat 2 keeps the Sau back: a revoke (K-9 a: "muss diese zugeben, wenn die Farbe
# der Ruf-Sau angespielt wird").
ROUND_EXAMPLE: dict[str, Any] = {
    "contract": {"type": "rufspiel", "called_suit": "acorns"}, "leader": 0, "declarer": 0,
    "hands": [["AO", "LO", "HU", "H10", "HK", "A7", "B7", "L7"],
              ["HO", "BO", "AU", "LA", "L10", "LK", "A8", "B8"],
              ["LU", "BU", "HA", "AA", "A9", "B9", "L8", "L9"],
              ["H9", "H8", "H7", "A10", "AK", "BA", "B10", "BK"]],
    "plays": ["AO", "HO", "BU", "H7", "LO", "BO", "LU", "H8", "A7", "A8", "A9", "A10"],
    "lang": "en"}

# A Sie (K-H13) under the house rule +sie: seat 2 holds the four Ober and the four Unter, trumps
# the led Eichel-Sau and leads a trump to every trick after: all eight tricks, a Tout doubled.
SIE_ROUND_EXAMPLE: dict[str, Any] = {
    "contract": {"type": "sie"}, "ruleset": "standard+sie", "leader": 0, "declarer": 2,
    "hands": [["AA", "A10", "AK", "A9", "LA", "L10", "LK", "L9"],
              ["HA", "H10", "HK", "H9", "BA", "B10", "A8", "L8"],
              ["AO", "LO", "HO", "BO", "AU", "LU", "HU", "BU"],
              ["A7", "L7", "H8", "H7", "BK", "B9", "B8", "B7"]],
    "plays": ["AA", "A8", "AO", "A7", "LO", "L7", "A10", "HA", "HO", "H8", "AK", "H10", "BO",
              "H7", "A9", "HK", "AU", "BK", "LA", "H9", "LU", "B9", "L10", "BA", "HU", "B8",
              "LK", "B10", "BU", "B7", "L9", "L8"],
    "lang": "en"}
