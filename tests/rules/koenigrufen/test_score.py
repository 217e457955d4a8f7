"""The score of a game (T-30 … T-40, RT9 … RT11)."""

from __future__ import annotations

import pytest

from rules.koenigrufen.catalogue import KOENIGRUFEN_RULES
from rules.koenigrufen.score import (
    Premium,
    PremiumNotPossibleError,
    UnsupportedRuleError,
    score_game,
)
from tests.rules.koenigrufen.helpers import contract


def test_a_won_rufer_with_an_announced_pagat() -> None:
    """T-30 Rufer 1, T-34 Pagat 2; 2 v 2 each winner receives the net (T-32)."""
    score = score_game(contract("rufer:clubs"), won=True, alone=False,
                       premiums=[Premium("pagat", "declarer", True, True)])
    assert [(i.id, i.party, i.value) for i in score.items] == [
        ("game", "declarer", 1), ("pagat", "declarer", 2)]
    assert score.per_seat == (3, 3, -3)


def test_alone_the_declarer_pays_three_times() -> None:
    """T-32: 1 v 3 the soloist receives or pays 3 × the value."""
    score = score_game(contract("dreier"), won=False, alone=True)
    assert score.per_seat == (-12, None, 4)


def test_a_lost_sechserdreier_counts_double() -> None:
    """T-39."""
    assert score_game(contract("sechserdreier"), won=False, alone=True).net == -8


def test_silent_premiums_count_half_and_double_in_a_solo() -> None:
    """T-34: "silent half, in the Solospiele double"; RT9: a failed silent one counts
    nothing, a failed announced one goes to the other side at full value."""
    assert "silent half, in the Solospiele double" in KOENIGRUFEN_RULES["T-34"].quote
    silent = score_game(contract("rufer:hearts"), won=True, alone=False,
                        premiums=[Premium("uhu", "declarer", False, True),
                                  Premium("kakadu", "opponents", False, False)])
    assert [(i.id, i.value) for i in silent.items] == [("game", 1), ("uhu", 2)]
    solo = score_game(contract("solodreier"), won=True, alone=True,
                      premiums=[Premium("trull", "declarer", False, True),
                                Premium("pagat", "declarer", True, False)])
    assert [(i.id, i.party, i.value) for i in solo.items] == [
        ("game", "declarer", 8), ("trull", "declarer", 2), ("pagat", "opponents", 4)]


def test_valat_replaces_the_game() -> None:
    """T-35: "Valat 8-fach"; RT10: silent 4 ×, silent premiums drop."""
    assert KOENIGRUFEN_RULES["T-35"].quote == "Valat 8-fach"
    announced = score_game(contract("dreier"), won=True, alone=True,
                           premiums=[Premium("valat", "declarer", True, True),
                                     Premium("trull", "declarer", False, True)])
    assert [(i.id, i.value) for i in announced.items] == [("valat", 32)]
    silent = score_game(contract("rufer:hearts"), won=True, alone=False,
                        premiums=[Premium("valat", "declarer", False, True)])
    assert [(i.id, i.value) for i in silent.items] == [("valat", 4)]


@pytest.mark.parametrize(("slug", "premium"), [
    ("dreier", "koenig_ultimo"), ("farbensolo", "trull"), ("bettel", "koenige")])
def test_impossible_premiums_are_refused(slug: str, premium: str) -> None:
    """T-36 … T-38."""
    with pytest.raises(PremiumNotPossibleError):
        score_game(contract(slug), won=True, alone=True,
                   premiums=[Premium(premium, "declarer", True, True)])


def test_trischaken_payouts_are_not_answered() -> None:
    """RT14."""
    with pytest.raises(UnsupportedRuleError):
        score_game(contract("trischaken"), won=True, alone=True)
