"""The result of a hand (N-9, N-10, N-14, N-15, N-16, R9, N-D1) and the Bummerl (N-16)."""

from __future__ import annotations

import pytest

from rules.errors import PositionError
from rules.schnapsen.score import AtClosing, HandFacts, PlayerTally, bummerl, score_hand
from tests.said import raises_said


def facts(p0: tuple[int, int], p1: tuple[int, int], m0: tuple[int, ...] = (),
          m1: tuple[int, ...] = (), **ending: object) -> HandFacts:
    return HandFacts((PlayerTally(p0[0], p0[1], m0), PlayerTally(p1[0], p1[1], m1)),
                     **ending)  # type: ignore[arg-type]


@pytest.mark.parametrize(("loser", "points", "case"), [
    ((40, 2), 1, "33_or_more"),  # BCLINS "33+ 1"
    ((33, 2), 1, "33_or_more"),
    ((32, 2), 2, "under_33"),  # "< 33 2"
    ((0, 0), 3, "no_trick"),  # "no tricks 3"
])
def test_game_points_n14(loser: tuple[int, int], points: int, case: str) -> None:
    result = score_hand(facts((70, 4), loser, claimed_66_by=0))
    assert (result.winner, result.game_points, result.points_case) == (0, points, case)
    assert (result.rule_id, result.points_rule_id) == ("N-10", "N-14")


def test_marriage_counts_towards_66_only_with_a_trick_n10() -> None:
    result = score_hand(facts((46, 2), (30, 2), m0=(20,), claimed_66_by=0))
    assert result.totals[0] == 66
    assert result.winner == 0
    no_trick = facts((0, 0), (60, 4), m0=(40,), last_trick_by=1)
    assert score_hand(no_trick).totals[0] == 0


def test_successful_closer_is_scored_on_the_opponent_at_closing_n15() -> None:
    # BCLINS: "depending on how many points their opponent had ... when the deck was closed"
    result = score_hand(facts((70, 4), (40, 3), closed_by=0,
                              at_closing=AtClosing(20, 1), claimed_66_by=0))
    assert (result.winner, result.game_points, result.rule_id) == (0, 2, "N-15")
    assert result.points_rule_id == "N-15"
    untouched = score_hand(facts((70, 4), (40, 3), closed_by=0, at_closing=AtClosing(0, 0),
                                 claimed_66_by=0))
    assert untouched.game_points == 3


@pytest.mark.parametrize(("opponent_tricks", "points", "case"), [
    (1, 2, "closer_failed"),
    (0, 3, "opponent_had_no_trick"),  # "3 game points if the non-closer had no tricks"
])
def test_failed_closing_n15(opponent_tricks: int, points: int, case: str) -> None:
    result = score_hand(facts((50, 3), (70, 4), closed_by=0,
                              at_closing=AtClosing(10, opponent_tricks), claimed_66_by=1))
    assert (result.winner, result.game_points, result.points_case) == (1, points, case)
    played_out = score_hand(facts((60, 5), (60, 5), closed_by=0,
                                  at_closing=AtClosing(10, opponent_tricks)))
    assert (played_out.winner, played_out.game_points) == (1, points)


def test_last_trick_wins_when_nobody_claims_r9() -> None:
    # BCLINS: "the winner of the last trick automatically wins the game"
    result = score_hand(facts((65, 5), (55, 5), last_trick_by=1))
    assert (result.winner, result.game_points, result.rule_id) == (1, 1, "R9")
    assert score_hand(facts((90, 8), (30, 2), last_trick_by=0)).game_points == 2


def test_renonce_loses_with_three_game_points_n9() -> None:
    # [S002] "Am Tisch bedeutet ein Verstoß gegen den Zwang den Verlust des Spiels mit 3
    # Punkten."
    result = score_hand(facts((70, 4), (30, 2), claimed_66_by=0, renonce_by=0))
    assert (result.winner, result.game_points, result.rule_id) == (1, 3, "N-9")


@pytest.mark.parametrize(("opponent_tricks", "points"), [(2, 2), (0, 3)])
def test_wrong_claim_of_66_nd1(opponent_tricks: int, points: int) -> None:
    opponent_points = 20 if opponent_tricks else 0
    result = score_hand(facts((60, 4), (opponent_points, opponent_tricks), claimed_66_by=0))
    assert (result.winner, result.game_points, result.rule_id) == (1, points, "N-D1")


@pytest.mark.parametrize(("bad", "field"), [
    (facts((121, 4), (0, 0), claimed_66_by=0), "players/0/card_points"),
    (facts((70, 11), (0, 0), claimed_66_by=0), "players/0/tricks"),
    (facts((70, 6), (60, 5), claimed_66_by=0), "players"),
    (facts((70, 4), (30, 2), m0=(30,), claimed_66_by=0), "players/0/marriages"),
    (facts((70, 4), (30, 2), m0=(40,), m1=(40,), claimed_66_by=0), "players"),
    (facts((70, 4), (30, 0), claimed_66_by=0), "players/1/tricks"),
    (facts((70, 4), (30, 2), closed_by=0, claimed_66_by=0), "at_closing"),
    (facts((70, 4), (30, 2)), "last_trick_by"),
])
def test_impossible_hands_are_refused(bad: HandFacts, field: str) -> None:
    with pytest.raises(PositionError) as raised:
        score_hand(bad)
    assert raised.value.field == field


def test_bummerl_counts_down_from_seven_n16() -> None:
    # [S002] "Bummerl: Von sieben herunter"
    standings = bummerl([(0, 3), (1, 1), (0, 2), (0, 2)])
    assert [s.remaining for s in standings] == [(4, 7), (4, 6), (2, 6), (0, 6)]
    assert standings[-1].winner == 0
    assert all(s.winner is None for s in standings[:-1])
    with raises_said(PositionError, "already won"):
        bummerl([(0, 3), (0, 3), (0, 3), (1, 1)])
