"""Stöck (J-S1): King and Ober of trumps in one hand, 20 points, announced with the second of
the two cards; lost once the next player has covered it. Never in Obenabe or Undenufe."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.cards import Card, Rank
from rules.jass.contract import JassContract

STOECK_POINTS = 20


def stoeck_cards(contract: JassContract) -> tuple[Card, Card] | None:
    if contract.trump is None:
        return None
    return Card(contract.trump, Rank.KING), Card(contract.trump, Rank.OBER)


def holds_stoeck(hand: Sequence[Card], contract: JassContract) -> bool:
    pair = stoeck_cards(contract)
    return pair is not None and all(card in hand for card in pair)


@dataclass(frozen=True, slots=True)
class Play:
    """One card played: in which trick, at which place, by which seat."""

    trick: int
    place: int
    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class StoeckTiming:
    case: str  # "no_trump", "not_held", "pending", "too_early", "in_time", "too_late"
    valid: bool
    second: Play | None  # the second of King and Ober, once played
    covered_by: Play | None  # the next card after it


def announcement_timing(plays: Sequence[Play], seat: int, contract: JassContract,
                        announced_after: int | None) -> StoeckTiming:
    """Was the Stöck announced in time? ``announced_after`` is the index into ``plays`` of the
    card after which the player announced (None: not announced yet)."""
    pair = stoeck_cards(contract)
    if pair is None:
        return StoeckTiming("no_trump", False, None, None)
    mine = [p for p in plays if p.card in pair]
    if any(p.seat != seat for p in mine):
        return StoeckTiming("not_held", False, None, None)
    if len(mine) < 2:
        return StoeckTiming("pending", False, None, None)
    second = max(mine, key=plays.index)
    index = plays.index(second)
    covered = plays[index + 1] if index + 1 < len(plays) else None
    if announced_after is None or announced_after > index:
        return StoeckTiming("too_late" if covered is not None else "pending", False, second,
                            covered)
    if announced_after < index:
        return StoeckTiming("too_early", False, second, covered)
    return StoeckTiming("in_time", True, second, covered)
