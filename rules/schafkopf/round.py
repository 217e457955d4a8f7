"""The parties of a Schafkopf round from its deal: the declarer alone in a solo game; in a
Rufspiel the declarer and the holder of the called Sau (K-9); everyone alone in a Ramsch."""

from __future__ import annotations

from collections.abc import Sequence

from rules.cards import Card
from rules.errors import PositionError
from rules.schafkopf.contract import ContractType, SchafkopfContract
from rules.schafkopf.score import check_sie_hand


def declarer_party(contract: SchafkopfContract, hands: Sequence[Sequence[Card]],
                   declarer: int | None) -> frozenset[int]:
    """The seats of the declarer party; the partner follows from the called Sau."""
    if contract.type is ContractType.RAMSCH:
        raise PositionError("schafkopf.ramsch-no-declarer", field="declarer")
    if declarer is None:
        raise PositionError("schafkopf.names-declarer", field="declarer",
                            contract=contract.type.value)
    check_sie_hand(contract, hands[declarer], "hands", declarer)
    ace = contract.called_ace
    if ace is None:
        return frozenset({declarer})
    partner = next(seat for seat, hand in enumerate(hands) if ace in hand)
    if partner == declarer:
        raise PositionError("schafkopf.declarer-holds-ace", field="declarer", ace=ace)
    return frozenset({declarer, partner})
