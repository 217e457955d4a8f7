"""The score of a hand (B-22 … B-26, RB4 … RB8) and the Bummerl (B-27, B-28, RB9)."""

from __future__ import annotations

import pytest

from rules.bauernschnapsen.legality import MarriageNotAllowedError
from rules.bauernschnapsen.score import (
    Hand,
    InvalidHandError,
    InvalidHandsError,
    InvalidTricksError,
    Marriage,
    TeamCount,
    Trick,
    bummerl,
    score_contract,
    score_normal,
)
from rules.cards import Suit
from tests.rules.bauernschnapsen.helpers import contract


@pytest.mark.parametrize(("loser", "points", "case"), [
    (TeamCount(40, (), 2), 1, "over_33"),
    (TeamCount(32, (), 1), 2, "below_33"),
    (TeamCount(0, (), 0), 3, "no_trick"),
])
def test_the_normal_game(loser: TeamCount, points: int, case: str) -> None:
    """B-22: "Wenn die Gegenpartei keinen einzigen Stich macht, werden drei Punkte
    abgezogen, wenn die Gegenpartei unter 33 Augen hat werden zwei Punkte"."""
    result = score_normal(0, [TeamCount(66, (), 3), loser], None)
    assert (result.winner, result.game_points, result.rule, result.case) == (
        0, points, "B-22", case)


def test_a_marriage_counts_after_a_trick() -> None:
    """RB5: the 40er of a team without a trick does not count."""
    result = score_normal(0, [TeamCount(70, (), 4), TeamCount(0, (40,), 0)], None)
    assert (result.game_points, result.points) == (3, (70, 0))
    assert score_normal(0, [TeamCount(30, (40,), 1), TeamCount(50, (), 4)],
                        None).points == (70, 50)


def test_the_last_trick_and_a_hidden_66() -> None:
    """B-23: "so gewinnt diese Runde die Mannschaft, die den letzten Stich der Runde gemacht
    hat und erhält dafür 1 Punkt." RB4: a played-out hand with 66 is refused."""
    result = score_normal(None, [TeamCount(60, (), 3), TeamCount(60, (), 2)], 1)
    assert (result.winner, result.game_points, result.rule) == (1, 1, "B-23")
    with pytest.raises(InvalidHandError):
        score_normal(None, [TeamCount(66, (), 3), TeamCount(54, (), 2)], 1)
    with pytest.raises(InvalidHandError):
        score_normal(1, [TeamCount(66, (), 3), TeamCount(54, (), 2)], None)


@pytest.mark.parametrize(("slug", "declarer", "tricks", "won", "at", "team", "points"), [
    # B-24: the Bettler lost at the declarer's first trick, for the other team (RB8).
    ("bettler", 1, [(0, 10), (1, 5)], False, 2, 0, 4),
    ("bettler", 1, [(0, 10), (2, 5), (0, 5), (2, 5), (0, 5)], True, 5, 1, 4),
    # B-25: a trick of the partner loses the Gang.
    ("gang", 0, [(0, 20), (2, 20)], False, 2, 1, 9),
    ("zehnerloch", 3, [(3, 20)] * 5, True, 5, 1, 10),
    ("kontrabauernschnapser:hearts", 1, [(1, 20)] * 4 + [(3, 20)], False, 5, 0, 24),
    # B-26: a Schnapser won at the trick that brings the declarer to 66 ...
    ("schnapser:acorns", 0, [(0, 25), (0, 24), (0, 20)], True, 3, 0, 6),
    ("schnapser:acorns", 2, [(2, 40), (2, 30)], True, 2, 0, 6),
    # ... and lost after the third trick below 66, or at a trick of anyone else (RB7).
    ("kontraschnapser:leaves", 3, [(3, 20), (3, 20), (3, 20)], False, 3, 0, 12),
    ("schnapser:acorns", 0, [(0, 40), (2, 30)], False, 2, 1, 6),
])
def test_contracts(slug: str, declarer: int, tricks: list[tuple[int, int]], won: bool,
                   at: int, team: int, points: int) -> None:
    result = score_contract(contract(slug, declarer=declarer), [Trick(*t) for t in tricks])
    assert (result.won, result.decided_at, result.scoring_team, result.game_points) == (
        won, at, team, points)


def test_the_declarers_marriage_counts_for_his_66() -> None:
    """RB6, RB7: the declarer's own 40er after his first trick."""
    schnapser = contract("schnapser:acorns", declarer=0)
    result = score_contract(schnapser, [Trick(0, 14), Trick(0, 12)],
                            [Marriage(0, Suit.ACORNS, 1)])
    assert (result.won, result.decided_at, result.declarer_points) == (True, 2, 66)
    with pytest.raises(InvalidTricksError):  # the partner's marriage does not count
        score_contract(schnapser, [Trick(0, 14), Trick(0, 12)], [Marriage(2, Suit.ACORNS, 1)])
    with pytest.raises(MarriageNotAllowedError):
        score_contract(contract("gang", declarer=0), [Trick(1, 4)],
                       [Marriage(0, Suit.ACORNS, 1)])


def test_tricks_that_decide_nothing_or_come_after() -> None:
    gang = contract("gang", declarer=0)
    with pytest.raises(InvalidTricksError):
        score_contract(gang, [Trick(0, 10)])
    with pytest.raises(InvalidTricksError):
        score_contract(gang, [Trick(1, 10), Trick(0, 10)])
    with pytest.raises(InvalidTricksError):  # RB11: the partner sits out
        score_contract(contract("bettler", declarer=0), [Trick(2, 10)])


def test_the_bummerl() -> None:
    """B-27: "The aim is to win 24 points and the game ends as soon as one team has achieved
    that." B-28: "Hat das Verliererteam null Punkte, erhält es einen „Schneider“"."""
    assert bummerl([Hand(0, 12), Hand(1, 3), Hand(0, 9), Hand(0, 4)])[1:] == (
        True, 0, 4, "bummerl", 1)
    assert bummerl([Hand(0, 12), Hand(0, 12)]).kind == "schneider"
    assert bummerl([Hand(1, 12), Hand(1, 9), Hand(1, 2), Hand(0, 24)])[3:] == (
        4, "retourschneider", 4)
    open_game = bummerl([Hand(0, 3)])
    assert (open_game.complete, open_game.totals) == (False, (3, 0))
    with pytest.raises(InvalidHandsError):  # RB9: nothing after 24
        bummerl([Hand(0, 24), Hand(1, 1)])
    with pytest.raises(InvalidHandsError):
        bummerl([Hand(0, 5)])
