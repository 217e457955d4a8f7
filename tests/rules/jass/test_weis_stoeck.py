"""Weis (J-S2, R6) and Stöck (J-S1), each case naming the sentence it checks."""

from __future__ import annotations

import pytest

from rules.errors import PositionError
from rules.jass.contract import parse_contract
from rules.jass.stoeck import Play, announcement_timing, holds_stoeck
from rules.jass.weis import Declaration, TieBreak, compare, read_weis, weis_of_hand
from tests.rules.jass.cases import cards

ROSES = parse_contract("trump:roses")


@pytest.mark.parametrize(("weis", "points"), [
    ("R6 R7 R8", 20), ("R6 R7 R8 R9", 50), ("R6 R7 R8 R9 R10", 100),
    ("R6 R7 R8 R9 R10 RU", 150), ("R6 R7 R8 R9 R10 RU RO", 200),
    ("R6 R7 R8 R9 R10 RU RO RK", 250), ("R6 R7 R8 R9 R10 RU RO RK RA", 300),
    ("AU BU RU SU", 200), ("A9 B9 R9 S9", 150), ("AA BA RA SA", 100), ("AK BK RK SK", 100),
    ("AO BO RO SO", 100), ("A10 B10 R10 S10", 100),
])
def test_weis_values_r6(weis: str, points: int) -> None:
    # R6: "3 cards 20, 4 cards 50, 5 cards 100, 6 cards 150, 7 cards 200, 8 cards 250, 9 cards
    # 300. Four of a kind: four Unders 200, four Nines 150, four Aces/Kings/Obers/Tens 100"
    assert read_weis(cards(weis)).points == points


@pytest.mark.parametrize("not_weis", ["A6 B6 R6 S6", "A8 B8 R8 S8", "R6 R7 R9", "R6 R7",
                                      "R6 R7 A8", "RO RK RA R6"])
def test_not_a_weis_r6(not_weis: str) -> None:
    # "four 6, 7 or 8 are no Weis"; a sequence is three or more in one suit
    with pytest.raises(PositionError):
        read_weis(cards(not_weis))


def test_weis_never_reversed() -> None:
    # [S000] "Der Weis wird nie umgekehrt — er zählt immer von der Sechs aufwärts."
    with pytest.raises(PositionError):
        read_weis(cards("RK RA R6"))  # no wrapping from the Ass to the Sechs
    assert read_weis(cards("RK RA RO")).top.value == "ace"  # O, K, A counted upwards
    found = weis_of_hand(cards("RK RA RO A6 A7 A8 BU SU S9"))
    assert sorted((w.kind.value, w.points, w.top.value) for w in found) == [
        ("sequence", 20, "8"), ("sequence", 20, "ace")]


def test_a_card_counts_in_a_sequence_and_four_of_a_kind_r6() -> None:
    # R6: "A card may count in one sequence and one four-of-a-kind at once."
    found = weis_of_hand(cards("R9 R10 RU AU BU SU A6 B7 S8"))
    assert sorted(w.points for w in found) == [20, 200]


def test_best_declaration_keeps_long_sequences_whole() -> None:
    found = weis_of_hand(cards("S6 S7 S8 S9 S10 SU SO SK SA"))
    assert [w.points for w in found] == [300]


def declared(seat: int, *weis: str) -> Declaration:
    return Declaration(seat, tuple(read_weis(cards(w)) for w in weis))


@pytest.mark.parametrize(("declarations", "team", "step", "points"), [
    # J-S2 "Beim Weis zählt die beste Meldung eines Teams: Sie entscheidet den Vergleich und
    # bringt dem Team die eigenen Weis-Punkte und jene des Partners."
    ([declared(0, "R6 R7 R8"), declared(1, "A6 A7 A8 A9"), declared(2, "B6 B7 B8")], 1,
     TieBreak.POINTS, 50),
    ([declared(0, "R6 R7 R8 R9 R10"), declared(1, "AA BA RA SA"), declared(2, "B6 B7 B8")],
     0, TieBreak.CARDS, 120),  # 100 with five cards beats 100 with four
    ([declared(1, "AO BO RO SO"), declared(2, "AK BK RK SK")], 0, TieBreak.TOP_CARD, 100),
    ([declared(1, "A6 A7 A8"), declared(2, "R6 R7 R8")], 0, TieBreak.TRUMP_SUIT, 20),
    ([declared(3, "A6 A7 A8"), declared(2, "B6 B7 B8")], 0, TieBreak.SEAT, 20),
    ([declared(3, "A6 A7 A8"), declared(1, "B6 B7 B8")], 1, TieBreak.UNCONTESTED, 40),
])
def test_weis_comparison_r6(declarations: list[Declaration], team: int, step: TieBreak,
                            points: int) -> None:
    result = compare(declarations, ROSES)
    assert (result.winner_team, result.decided_by) == (team, step)
    assert result.team_points[team] == points
    assert result.team_points[1 - team] == 0


def test_weis_in_obenabe_is_compared_the_same_way_r6() -> None:
    result = compare([declared(1, "A7 A8 A9"), declared(2, "B6 B7 B8")],
                     parse_contract("undenufe"))
    assert (result.winner_team, result.decided_by) == (1, TieBreak.TOP_CARD)


def test_stoeck_only_in_trump_contracts_js1() -> None:
    # "Bei Obenabe und Undenufe gibt es keinen Stöck, weil beide Varianten keine Trumpffarbe
    # haben."
    assert holds_stoeck(cards("RK RO A6"), ROSES)
    assert not holds_stoeck(cards("RK A6"), ROSES)
    assert not holds_stoeck(cards("RK RO A6"), parse_contract("obenabe"))


def play(seq: str, seats: str) -> tuple[Play, ...]:
    return tuple(Play(i // 4, i % 4, int(seat), card)
                 for i, (card, seat) in enumerate(zip(cards(seq), seats, strict=True)))


@pytest.mark.parametrize(("announced_after", "case", "valid"), [
    (4, "in_time", True),  # "Der Stöck wird beim Ausspielen der zweiten Karte angesagt."
    (0, "too_early", False),  # "Die erste Karte allein löst noch keine Meldung aus."
    (5, "too_late", False),  # "hat die nächste Person diese Karte bereits gedeckt ... verloren"
    (None, "too_late", False),
])
def test_stoeck_announcement_timing_js1(announced_after: int | None, case: str,
                                        valid: bool) -> None:
    # Seat 0 leads the King, wins, leads the Ober: the Ober is the second card (index 4).
    plays = play("RK R6 R7 R8 RO A6", "012301")
    timing = announcement_timing(plays, 0, ROSES, announced_after)
    assert (timing.case, timing.valid) == (case, valid)


def test_stoeck_either_order_and_pending_js1() -> None:
    # "Auch die umgekehrte Reihenfolge gilt: Wird zuerst der Ober gespielt, folgt die Meldung
    # beim Ausspielen des Königs."
    plays = play("RO R6 R7 R8 RK", "01230")
    assert announcement_timing(plays, 0, ROSES, None).case == "pending"
    assert announcement_timing(plays, 0, ROSES, 4).valid
    assert announcement_timing(plays, 1, ROSES, 4).case == "not_held"
