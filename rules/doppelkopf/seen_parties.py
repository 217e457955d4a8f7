"""The parties of a Doppelkopf round from what is seen (D-4, D-5, D-11, RD5): the hands of
some seats or of none, the plays so far and the Re and Kontra calls. A seat whose hand is not
known holds the cards it is seen to play (``rules.round_known``); the Kreuz Damen no one is
seen to hold are with the one seat whose hand is not known, where only one is not.

The parties are known once both Kreuz Damen are placed, once two seats call Re or two call
Kontra, or from the contract (a solo's soloist, a Hochzeit's hochzeiter); else they are not
known (None), and nothing that needs them is judged.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from rules.cards import Card
from rules.doppelkopf.contract import ContractType, DoppelkopfContract
from rules.doppelkopf.deck import COPIES, KREUZ_DAME, PLAYERS
from rules.doppelkopf.reckoning import Parties, PlayedTrick, find_parties


def _holders(hands: Sequence[Sequence[Card]], unknown: Sequence[int]) -> list[int]:
    """The seat of each Kreuz Dame as far as it is placed (a seat twice for both)."""
    seen = [seat for seat, hand in enumerate(hands) for card in hand if card == KREUZ_DAME]
    if len(unknown) == 1:  # the copies not seen can only be with that seat
        seen += [unknown[0]] * (COPIES - len(seen))
    return seen


def _queens(holders: Iterable[int]) -> list[list[Card]]:
    """Hands that hold just the Kreuz Damen where they are placed (what parties turn on)."""
    placed = list(holders)
    return [[KREUZ_DAME] * placed.count(seat) for seat in range(PLAYERS)]


def seen_parties(contract: DoppelkopfContract, hands: Sequence[Sequence[Card]],
                 unknown: Sequence[int], played: Sequence[PlayedTrick],
                 calls: Iterable[tuple[int, str]] = (), soloist: int | None = None,
                 hochzeiter: int | None = None) -> Parties | None:
    """Who is Re as far as the seen cards and the seats' Re/Kontra ``calls`` decide it;
    None while it is not decided. ``hands``: each seat's cards at the deal as known."""
    if not unknown or contract.shape.suit != "fixed":
        return find_parties(contract, hands, played, soloist, hochzeiter)
    holders = _holders(hands, unknown)
    if contract.type is not ContractType.NORMAL:
        # A Hochzeit (announced or silent) is one seat's two Kreuz Damen: named, or both seen.
        given = hochzeiter if contract.type is ContractType.HOCHZEIT else soloist
        both = given if given is not None else (
            holders[0] if len(holders) == COPIES and holders[0] == holders[1] else None)
        if both is None:
            return None
        placed = holders + [both] * (COPIES - len(holders))
        return find_parties(contract, _queens(placed), played, soloist, hochzeiter)
    if len(holders) == COPIES:
        return find_parties(contract, _queens(holders), played)
    said = list(calls)
    re = set(holders) | {seat for seat, call in said if call == "re"}
    kontra = {seat for seat, call in said if call == "kontra"}
    if len(kontra) == COPIES and not re & kontra:
        re = set(range(PLAYERS)) - kontra
    if len(re) != COPIES or re & kontra:
        return None
    return Parties(tuple(sorted(re)), tuple(s for s in range(PLAYERS) if s not in re), False)


def seen_sides(hands: Sequence[Sequence[Card]], unknown: Sequence[int],
               calls: Iterable[tuple[int, str]]) -> tuple[frozenset[int], frozenset[int]]:
    """The seats known to be Re (a Kreuz Dame seen, a Re call) and known to be Kontra (a
    Kontra call), while the parties are not yet known."""
    said = list(calls)
    re = set(_holders(hands, unknown)) | {seat for seat, call in said if call == "re"}
    return frozenset(re), frozenset(seat for seat, call in said if call == "kontra")
