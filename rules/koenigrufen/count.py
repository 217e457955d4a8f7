"""Counting a pile in threes (T-7 … T-10, RT2, RT3): exactly, in thirds of a point; the
groups of three the way players lay them out at the table; the win threshold as data."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import NamedTuple

from rules.cards import Card
from rules.errors import RulesInputError
from rules.koenigrufen.pack import STRENGTH, zaehlwert

WHOLE = 210  # T-9: the pack, 3 · 106 − 2 · 54 thirds = 70 points
# RT3: the win threshold in thirds: 35 Punkte 2 Blatt (default) or 35 Punkte 1 Blatt.
THRESHOLDS: Mapping[str, int] = MappingProxyType({"35/2": 107, "35/1": 106})
DEFAULT_THRESHOLD = "35/2"


class InvalidThresholdError(RulesInputError):
    """RT3: a threshold no ruleset plays."""

    kind = "invalid-threshold"


class PileCount(NamedTuple):
    cards: int
    zaehlwert_sum: int
    thirds: int  # RT2: 3 · Σ Zählwert − 2 · n
    groups: tuple[tuple[Card, ...], ...]  # one table grouping (T-7, T-8)

    @property
    def points(self) -> int:
        return self.thirds // 3

    @property
    def blatt(self) -> int:
        return self.thirds % 3


def thirds_of(cards: Sequence[Card]) -> int:
    """RT2: a pile of n cards is worth 3 · Σ Zählwert − 2 · n thirds."""
    return 3 * sum(zaehlwert(card) for card in cards) - 2 * len(cards)


def group_value(group: Sequence[Card]) -> int:
    """A group's thirds: three cards are worth Σ − 2 points (T-7), left-overs a third per
    Blatt (T-8)."""
    return thirds_of(group)


def count_pile(cards: Sequence[Card]) -> PileCount:
    """The pile's value and the groups a player lays out: each Zähler with two Blätter while
    Blätter last, the remaining Zähler in threes, then Blätter in threes, the rest last."""
    ordered = sorted(cards, key=lambda card: (-zaehlwert(card), -STRENGTH[card.ordinal]))
    zaehler = [card for card in ordered if zaehlwert(card) > 1]
    blaetter = [card for card in ordered if zaehlwert(card) == 1]
    groups: list[tuple[Card, ...]] = []
    while zaehler and len(blaetter) >= 2:
        groups.append((zaehler.pop(0), blaetter.pop(0), blaetter.pop(0)))
    rest = zaehler + blaetter
    groups.extend(tuple(rest[at:at + 3]) for at in range(0, len(rest), 3))
    return PileCount(len(cards), sum(zaehlwert(card) for card in cards), thirds_of(cards),
                     tuple(groups))


def threshold_thirds(threshold: str) -> int:
    """RT3: the thirds a positive game needs."""
    try:
        return THRESHOLDS[threshold]
    except KeyError:
        raise InvalidThresholdError("koenigrufen.invalid-threshold", field="threshold",
                                    threshold=threshold, thresholds=tuple(THRESHOLDS)) from None
