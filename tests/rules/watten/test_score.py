"""The score of a round (W-18, W-20 … W-27, RW10) and the state of a game."""

from __future__ import annotations

import pytest

from rules.errors import RulesInputError
from rules.watten.score import Raise
from tests.rules.watten.helpers import game


def test_a_round_without_raises_is_worth_two() -> None:
    # "Ein einfach gewonnenes Spiel erbringt zwei Punkte."
    score = game().score([0, 1, 0, 0], scores=[3, 4])
    assert (score.winner, score.points, score.ended_by, score.scores) == (0, 2, "tricks",
                                                                          (5, 4))
    assert score.tricks_won == (3, 1)
    assert [(i.item, i.rule, i.amount) for i in score.breakdown] == [
        ("round", "W-20", 2), ("won", "W-23", 2)]


def test_each_raise_held_adds_one() -> None:
    # "um eins erhöhen (bieten) … aber nur abwechselnd von beiden Parteien."
    score = game().score([1, 1, 0, 1], [Raise(0, 0, "hold"), Raise(1, 1, "hold")], [0, 0])
    assert (score.winner, score.value, score.scores) == (1, 4, (0, 4))
    assert [i.rule for i in score.breakdown] == ["W-20", "W-21", "W-21", "W-23"]


def test_going_gives_the_raiser_the_value_before_the_raise() -> None:
    # "wobei das Spiel mit der alten Punktzahl gewertet wird"
    score = game().score([0], [Raise(1, 0, "hold"), Raise(0, 1, "go")], [0, 0])
    assert (score.winner, score.points, score.ended_by) == (0, 3, "go")


def test_a_gespannt_sides_raise_gives_the_raised_value_away() -> None:
    # "Ist jemand gestrichen und bietet 3, schreibt das gegnerische Team … das Gebot."
    score = game().score([0, 0, 0], [Raise(0, 0, "hold")], [9, 4], 11)
    assert (score.winner, score.points, score.ended_by, score.scores) == (
        1, 3, "gespannt_raise", (9, 7))
    assert score.breakdown[-1].rule == "W-27"
    assert (score.gespannt, score.may_raise) == ((True, False), (False, True))


def test_the_other_side_may_raise_against_a_gespannt_side() -> None:
    score = game().score([0, 1, 1, 1], [Raise(1, 2, "hold")], [9, 4], 11)
    assert (score.winner, score.points, score.ended_by) == (1, 3, "tricks")


def test_reaching_the_target_ends_the_game() -> None:
    score = game().score([1, 1, 1], [], [3, 10], 11)
    assert (score.game_over, score.game_winner, score.scores) == (True, 1, (3, 12))
    assert score.breakdown[-1].rule == "W-24"


@pytest.mark.parametrize(("scores", "target", "gespannt"), [
    ((9, 4), 11, (True, False)), ((8, 10), 11, (False, True)), ((13, 12), 15, (True, False)),
    ((11, 10), 13, (True, False)), ((16, 15), 18, (True, False)), ((0, 0), 11, (False, False)),
])
def test_gespannt_from_two_short_of_the_target(scores: tuple[int, int], target: int,
                                               gespannt: tuple[bool, bool]) -> None:
    # "Bei 9 und 10 ist die Schrift gestrichen." (W-26)
    state = game().state(scores, target)
    assert state.gespannt == gespannt
    assert state.may_raise == (not gespannt[0], not gespannt[1])


def test_the_default_target_is_the_rulesets() -> None:
    assert [game(r).target() for r in ("tirol", "suedtirol", "bayern")] == [11, 15, 15]
    assert game("suedtirol").state([13, 0]).gespannt == (True, False)


@pytest.mark.parametrize(("tricks", "raises", "code", "reason"), [
    ([0, 0, 0], [Raise(0, 0, "hold"), Raise(0, 1, "hold")], "watten.invalid-raise",
     "same_team_twice"),
    ([0, 0, 0], [Raise(1, 3, "hold")], "watten.invalid-raise", "after_end"),
    ([0, 0, 0], [Raise(1, 0, "fold")], "watten.invalid-raise", "response"),
    ([0, 0, 0], [Raise(2, 0, "hold")], "watten.invalid-raise", "team"),
    ([0, 1], [Raise(1, 1, "go"), Raise(0, 1, "hold")], "watten.invalid-raise", "after_end"),
    ([0, 0], [], "watten.invalid-tricks", "unfinished"),
    ([0, 0, 0, 1], [], "watten.invalid-tricks", "after_end"),
    ([0, 2, 0], [], "watten.invalid-tricks", "team"),
])
def test_invalid_rounds_are_refused(tricks: list[int], raises: list[Raise], code: str,
                                    reason: str) -> None:
    with pytest.raises(RulesInputError) as raised:
        game().score(tricks, raises, [0, 0])
    assert (raised.value.code, raised.value.values["reason"]) == (
        f"{code}.{reason.replace('_', '-')}", reason)


@pytest.mark.parametrize("target", [10, 12, 21])
def test_only_the_targets_played(target: int) -> None:
    with pytest.raises(RulesInputError) as raised:
        game().state([0, 0], target)
    assert (raised.value.code, raised.value.field) == ("watten.invalid-target", "target")
