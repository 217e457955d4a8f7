"""The score of one Watten round (W-18, W-20 … W-27, RW10): two points and one more per raise
held, "gehen", gespannt from two short of the target, and the state of a game."""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from typing import NamedTuple

from rules.errors import RulesInputError
from rules.watten.ruleset import check_target


class InvalidRaiseError(RulesInputError):
    """W-21, W-22, RW10: a raise out of turn, after the round, or answered otherwise."""

    kind = "invalid-raise"


class InvalidTricksError(RulesInputError):
    """W-18: tricks that do not make a finished round."""

    kind = "invalid-tricks"


class InvalidScoresError(RulesInputError):
    """W-24: scores that cannot stand before a round."""

    kind = "invalid-scores"


BASE_VALUE = 2  # W-20
TRICKS_TO_WIN = 3  # W-18
GESPANNT_BELOW = 2  # W-26: gespannt from target − 2


class Response(StrEnum):
    """W-22: the other side holds (plays on for the raised value) or goes (gives up)."""

    HOLD = "hold"
    GO = "go"


class EndedBy(StrEnum):
    TRICKS = "tricks"  # W-18
    GO = "go"  # W-22
    GESPANNT_RAISE = "gespannt_raise"  # W-27


class Raise(NamedTuple):
    """RW10: ``at`` is the number of tricks completed when the raise was made."""

    team: int
    at: int
    response: str


class ScoreItem(NamedTuple):
    item: str  # round, raise, won, go, gespannt_raise, target
    rule: str
    amount: int
    team: int | None = None


class GameState(NamedTuple):
    gespannt: tuple[bool, bool]  # W-26
    may_raise: tuple[bool, bool]  # W-27


class RoundScore(NamedTuple):
    winner: int  # the team that scores
    points: int
    ended_by: EndedBy
    value: int  # the round's value when it ended (2 + raises held)
    scores: tuple[int, int]  # after the round (W-25: points stay written)
    game_over: bool
    game_winner: int | None
    state: GameState  # for the next round, from the scores after this one
    breakdown: tuple[ScoreItem, ...]
    tricks_won: tuple[int, int]

    @property
    def gespannt(self) -> tuple[bool, bool]:
        return self.state.gespannt

    @property
    def may_raise(self) -> tuple[bool, bool]:
        return self.state.may_raise


def game_state(scores: Sequence[int], target: int) -> GameState:
    """W-26, W-27: who is gespannt, and so who may raise, at these scores."""
    check_target(target)
    low, high = _check_scores(scores, target)
    gespannt = (low >= target - GESPANNT_BELOW, high >= target - GESPANNT_BELOW)
    return GameState(gespannt, (not gespannt[0], not gespannt[1]))


def _check_scores(scores: Sequence[int], target: int) -> tuple[int, int]:
    if len(scores) != 2 or any(not 0 <= score < target for score in scores):
        raise InvalidScoresError("watten.invalid-scores", field="scores", scores=tuple(scores),
                              target=target)
    return scores[0], scores[1]


def round_end(tricks: Sequence[int]) -> int | None:
    """The number of tricks after which a team has three (W-18), or None."""
    won = [0, 0]
    for number, team in enumerate(tricks, 1):
        won[team] += 1
        if won[team] == TRICKS_TO_WIN:
            return number
    return None


def score_round(tricks: Sequence[int], raises: Sequence[Raise], scores: Sequence[int],
                target: int) -> RoundScore:
    """``tricks``: the team (0 or 1) that won each trick, in order, up to the round's end;
    ``raises`` in the order made."""
    before = game_state(scores, target)
    for index, team in enumerate(tricks):
        if team not in (0, 1):
            raise InvalidTricksError("watten.invalid-tricks.team", field="tricks", index=index,
                                  reason="team", team=team)
    end = round_end(tricks)
    if end is not None and len(tricks) > end:
        raise InvalidTricksError("watten.invalid-tricks.after-end", field="tricks", index=end,
                              reason="after_end", end=end)
    value, last, at = BASE_VALUE, None, 0
    items = [ScoreItem("round", "W-20", BASE_VALUE)]
    for index, made in enumerate(raises):
        _check_raise(made, index, last, at, end, len(tricks))
        last, at = made.team, made.at
        other = 1 - made.team
        if before.gespannt[made.team]:  # W-27: the raise gives the raised value away
            _nothing_after(raises, index)
            items.append(ScoreItem("gespannt_raise", "W-27", value + 1, other))
            return _result(other, value + 1, EndedBy.GESPANNT_RAISE, scores, target, items,
                           tricks[:made.at])
        if made.response == Response.GO:  # W-22: the raiser scores the value before it
            _nothing_after(raises, index)
            items.append(ScoreItem("go", "W-22", value, made.team))
            return _result(made.team, value, EndedBy.GO, scores, target, items,
                           tricks[:made.at])
        value += 1
        items.append(ScoreItem("raise", "W-21", 1, made.team))
    if end is None:
        raise InvalidTricksError("watten.invalid-tricks.unfinished", field="tricks",
                                 reason="unfinished", tricks=len(tricks))
    winner = tricks[end - 1]
    items.append(ScoreItem("won", "W-23", value, winner))
    return _result(winner, value, EndedBy.TRICKS, scores, target, items, tricks)


def _check_raise(made: Raise, index: int, last: int | None, at: int, end: int | None,
                 played: int) -> None:
    """RW10: a team, the tricks completed, a response; never one side twice in a row
    (W-21), never after the round's end."""
    reason = None
    if made.team not in (0, 1):
        reason = "team"
    elif made.response not in tuple(Response):
        reason = "response"
    elif made.team == last:
        reason = "same_team_twice"
    elif not at <= made.at <= played or (end is not None and made.at >= end):
        reason = "after_end" if end is not None and made.at >= end else "at"
    if reason is not None:
        # One code per reason: each has its own sentence in every language.
        raise InvalidRaiseError(f"watten.invalid-raise.{reason.replace('_', '-')}",
                                field="raises", index=index, reason=reason, team=made.team,
                                at=made.at, response=made.response)


def _nothing_after(raises: Sequence[Raise], index: int) -> None:
    """A round ended by a raise has no later raise. Tricks listed after it (the cards as
    they lay) are not counted: the round ended when the raise was made."""
    if index + 1 < len(raises):
        later = raises[index + 1]
        raise InvalidRaiseError("watten.invalid-raise.after-end", field="raises",
                                index=index + 1, reason="after_end", team=later.team,
                                at=later.at, response=later.response)


def _result(winner: int, points: int, ended_by: EndedBy, scores: Sequence[int], target: int,
            items: list[ScoreItem], tricks: Sequence[int]) -> RoundScore:
    after = [scores[0], scores[1]]
    after[winner] += points
    over = after[winner] >= target  # W-24
    if over:
        items.append(ScoreItem("target", "W-24", target, winner))
    state = (GameState((False, False), (False, False)) if over
             else game_state(after, target))
    won = (sum(1 for team in tricks if team == 0), sum(1 for team in tricks if team == 1))
    return RoundScore(winner, points, ended_by, points, (after[0], after[1]), over,
                      winner if over else None, state, tuple(items), won)
