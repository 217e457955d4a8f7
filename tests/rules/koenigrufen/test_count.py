"""Counting in threes (T-6 … T-10, RT2, RT3) with the counting examples players use."""

from __future__ import annotations

import pytest

from rules.koenigrufen.catalogue import KOENIGRUFEN_RULES
from rules.koenigrufen.count import (
    InvalidThresholdError,
    count_pile,
    group_value,
    thirds_of,
    threshold_thirds,
)
from rules.koenigrufen.pack import DECK
from tests.rules.koenigrufen.helpers import cards


@pytest.mark.parametrize(("pile", "points"), [
    ("HK,HQ,H2", 8),  # "König, Dame und ein Skartindl ergeben 8 Punkte"
    ("CK,T1,TS", 13),  # "König, Pagat, Gstieß ergeben 13 Punkte"
    ("H2,S7,T10", 1),  # "Drei Blätter ergeben zusammen einen Punkt"
])
def test_a_group_of_three_is_its_sum_less_two(pile: str, points: int) -> None:
    """T-7: each group of three is worth the sum of its Zählwerte minus 2."""
    assert group_value(cards(pile)) == 3 * points


def test_the_pack_is_70_points() -> None:
    """T-9: "Die 54 Karten haben nach den Regeln einen Gesamtwert von 70 Punkten." """
    assert KOENIGRUFEN_RULES["T-9"].quote.endswith("Gesamtwert von 70 Punkten.")
    assert thirds_of(DECK.cards) == 210
    counted = count_pile(DECK.cards)
    assert (counted.points, counted.blatt) == (70, 0)


def test_a_king_alone_is_4_punkte_1_blatt() -> None:
    """RT2: a single card is exact: a King alone is 4 Punkte 1 Blatt."""
    counted = count_pile(cards("HK"))
    assert (counted.thirds, counted.points, counted.blatt) == (13, 4, 1)


def test_the_groups_give_the_same_value_as_the_formula() -> None:
    """RT2: the table grouping and 3·Σ − 2·n agree; Zähler go with two Blätter first."""
    pile = cards("TS,HK,H2,D3,S7,CQ,T10")
    counted = count_pile(pile)
    assert sum(group_value(group) for group in counted.groups) == counted.thirds == 40
    assert [len(group) for group in counted.groups] == [3, 3, 1]
    assert sorted(c.ordinal for group in counted.groups for c in group) == sorted(
        c.ordinal for c in pile)


def test_the_threshold_is_35_punkte_2_blatt() -> None:
    """T-10: "Zum Gewinn des Spieles benötigt der Spieler 36 Punkte (= 35 Punkte und 2
    Blatt)."; RT3: 35/1 as data."""
    assert "35 Punkte und 2 Blatt" in KOENIGRUFEN_RULES["T-10"].quote
    assert threshold_thirds("35/2") == 35 * 3 + 2
    assert threshold_thirds("35/1") == 35 * 3 + 1
    with pytest.raises(InvalidThresholdError):
        threshold_thirds("36")
