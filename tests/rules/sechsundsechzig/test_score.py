"""The result of a 66 hand (M-15 … M-19, RM7 … RM10) and the Bummerl (M-20, RM11): table cases
naming the rule and quoting the source (RULES-66.md)."""

from __future__ import annotations

import pytest

from rules.errors import PositionError
from rules.schnapsen.score import AtClosing, HandFacts, PlayerTally, bummerl, score_hand
from tests.rules.sechsundsechzig.helpers import RULES
from tests.said import raises_said


def facts(p0: tuple[int, int], p1: tuple[int, int], m0: tuple[int, ...] = (),
          m1: tuple[int, ...] = (), **ending: object) -> HandFacts:
    return HandFacts((PlayerTally(p0[0], p0[1], m0), PlayerTally(p1[0], p1[1], m1)),
                     **ending)  # type: ignore[arg-type]


# [MEYERS] "Ist der Gegner noch »Schneider«, d. h. hat er weniger als 33, so hat man doppelt,
# ist er »schwarz«, d. h. hat er gar keinen Stich, so hat man dreifach gewonnen."
@pytest.mark.parametrize(("loser", "points", "case"), [
    ((40, 2), 1, "33_or_more"),
    ((33, 2), 1, "33_or_more"),
    ((32, 2), 2, "under_33"),
    ((0, 0), 3, "no_trick"),
    ((0, 1), 2, "under_33"),  # M-17: a trick of two Nines is a trick: not Schwarz
])
def test_right_claim_and_game_points_m16_m17(loser: tuple[int, int], points: int,
                                             case: str) -> None:
    # [KS66INFO] "Um ein Spiel gewonnen zu haben, muß man in den hereingebrachten Stichen 66
    # Augen zählen oder gemeldet haben."
    result = score_hand(facts((70, 4), loser, claimed_66_by=0), RULES)
    assert (result.winner, result.game_points, result.points_case) == (0, points, case)
    assert (result.rule_id, result.points_rule_id) == ("M-16", "M-17")


@pytest.mark.parametrize(("opponent_tricks", "points", "case"), [
    (2, 2, "failed"), (0, 3, "no_trick")])
def test_wrong_claim_loses_m16(opponent_tricks: int, points: int, case: str) -> None:
    # M-16 "A wrong claim loses."; RM8: "the opponent scores 2, or 3 if the opponent had no
    # trick yet"
    opponent = (20 if opponent_tricks else 0, opponent_tricks)
    result = score_hand(facts((60, 3), opponent, claimed_66_by=0), RULES)
    assert (result.winner, result.game_points, result.rule_id, result.points_case) == (
        1, points, "M-16", case)


def test_closing_won_is_scored_at_the_closing_m18() -> None:
    # RM9 "the closer who reaches 66 first scores M-17 on the opponent's points and tricks at
    # the closing"
    result = score_hand(facts((70, 4), (40, 3), closed_by=0, at_closing=AtClosing(20, 1),
                              claimed_66_by=0), RULES)
    assert (result.winner, result.game_points, result.rule_id) == (0, 2, "M-18")


@pytest.mark.parametrize(("opponent_tricks", "points"), [(1, 2), (0, 3)])
def test_closing_failed_m18(opponent_tricks: int, points: int) -> None:
    # RM9 "otherwise the opponent scores 2, or 3 if he had no trick at the closing. A closed hand
    # played out without the closer's claim is a failed closing."
    claimed = score_hand(facts((50, 3), (70, 4), closed_by=0,
                               at_closing=AtClosing(10, opponent_tricks), claimed_66_by=1), RULES)
    played = score_hand(facts((60, 5), (60, 5), closed_by=0,
                              at_closing=AtClosing(10, opponent_tricks), last_trick_by=0), RULES)
    for result in (claimed, played):
        assert (result.winner, result.game_points, result.rule_id) == (1, points, "M-18")
    assert played.totals == (60, 60)  # M-15: no 10 for the last trick after a closing


def test_played_out_the_10_decides_m15_m19() -> None:
    # [KS66INFO] "Der letzte Stich, wenn alle Karten zu Ende gespielt sind, zählt 10 Augen mehr
    # als man darin hat."; [MEYERS] "manchmal entscheidet erst der letzte Stich, für den dann 10
    # zugezählt werden"
    result = score_hand(facts((60, 6), (60, 6), last_trick_by=1), RULES)
    assert result.totals == (60, 70)
    assert (result.winner, result.game_points, result.rule_id, result.case) == (
        1, 1, "M-19", "most_points")


def test_played_out_points_not_the_last_trick_m19() -> None:
    # RM10 "Not offered: 'the last trick wins regardless' (R9 is Schnapsen's)": 80 : 40 + 10.
    result = score_hand(facts((80, 7), (40, 5), last_trick_by=1), RULES)
    assert (result.winner, result.totals) == (0, (80, 50))


def test_staender_m19() -> None:
    # [BICYCLE-4] "If each side has 65, neither scores, and 1 game point is added to the score of
    # the winners of the next hand."
    result = score_hand(facts((65, 6), (55, 6), last_trick_by=1), RULES)
    assert result.totals == (65, 65)
    assert (result.winner, result.game_points, result.rule_id, result.case) == (
        None, 0, "M-19", "staender")


def test_a_claim_after_the_twelfth_trick_counts_the_10_rm7() -> None:
    # RM7 "A claim after that trick counts them."
    result = score_hand(facts((58, 6), (62, 6), claimed_66_by=0, last_trick_by=0), RULES)
    assert (result.winner, result.totals[0], result.rule_id) == (0, 68, "M-16")


def test_schwarz_counts_a_trick_of_two_nines_m17() -> None:
    # M-17 "3 if the loser took no trick (Schwarz — a trick of two Nines is a trick)"
    nines = score_hand(facts((120, 11), (0, 1), last_trick_by=0), RULES)
    none = score_hand(facts((120, 12), (0, 0), last_trick_by=0), RULES)
    assert (nines.game_points, nines.points_case) == (2, "under_33")
    assert (none.game_points, none.points_case) == (3, "no_trick")


@pytest.mark.parametrize("played", [facts((60, 5), (50, 6), last_trick_by=0),
                                    facts((60, 6), (50, 6), last_trick_by=0)])
def test_played_out_needs_every_card_rm10(played: HandFacts) -> None:
    with raises_said(PositionError, "12 tricks and 120 card points"):
        score_hand(played, RULES)


def test_no_revoke_penalty_in_section_m() -> None:
    with raises_said(PositionError, "no penalty for a revoke"):
        score_hand(facts((60, 6), (60, 6), last_trick_by=0, renonce_by=1), RULES)


def test_bummerl_with_a_staender_carry_m20_rm11() -> None:
    # [BICYCLE-4] "The side that scores 7 game points first, wins."; RM11 "a Ständer's carry
    # added to the next winner's points"
    standings = bummerl([(None, 0), (None, 0), (0, 2), (1, 3), (0, 3)], RULES)
    assert [s.remaining for s in standings] == [(7, 7), (7, 7), (3, 7), (3, 4), (0, 4)]
    assert [s.carry for s in standings] == [1, 2, 0, 0, 0]
    assert standings[-1].winner == 0


def test_schnapsen_has_no_staender() -> None:
    with raises_said(PositionError, r"1, 2 or 3 game points$"):
        bummerl([(None, 0)])
