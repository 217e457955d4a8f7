"""Draws a Jasstafel as SVG: for each team a Z whose top bar carries a stroke per hundred
(every fifth crossing four as a big mark), whose diagonal carries a stroke per fifty, whose
bottom bar carries a stroke per twenty, with the remainder and the total written out.

The geometry is worked out here; ``templates/jasstafel.svg`` writes it, escaping the team
names (they come from the query string) for text and attributes alike."""

from __future__ import annotations

from dataclasses import dataclass

from api.templating import render
from rules.jass.jasstafel import Tally, tally

WIDTH, HEIGHT = 640, 420
INK = "#f5f1e6"
BOARD = "#1f3b2d"

Stroke = tuple[float, float, float, float]


@dataclass(frozen=True, slots=True)
class Team:
    name: str
    score: int
    rest: int
    left: float
    right: float
    top: float
    bottom: float
    strokes: tuple[Stroke, ...]


def _strokes_on_bar(count: int, x0: float, y: float, length: float, big_marks: bool,
                    height: float = 16) -> list[Stroke]:
    """Vertical strokes along a bar; with ``big_marks`` every fifth crosses the four before."""
    strokes = []
    step = min(12.0, (length - 20) / max(count, 1))
    for i in range(count):
        x = x0 + 10 + i * step
        if big_marks and i % 5 == 4:
            strokes.append((x - 4 * step - 2, y + height / 2, x + 2, y - height / 2))
        else:
            strokes.append((x, y - height / 2, x, y + height / 2))
    return strokes


def _team(marks: Tally, name: str, top: float) -> Team:
    left, right, bottom = 40.0, 470.0, top + 150
    strokes = _strokes_on_bar(marks.hundreds, left, top - 14, right - left, True)
    for i in range(marks.fifties):  # on the diagonal, from top right to bottom left
        t = 0.35 + 0.15 * i
        x, y = right + (left - right) * t, top + (bottom - top) * t
        strokes.append((x - 10, y - 10, x + 10, y + 10))
    strokes += _strokes_on_bar(marks.twenties, left, bottom + 14, right - left, False)
    return Team(name, marks.score, marks.rest, left, right, top, bottom, tuple(strokes))


def jasstafel_svg(team1: int, team2: int, name1: str = "", name2: str = "",
                  target: int | None = None) -> str:
    title = f"Jasstafel: {name1 or 'Team 1'} {team1}, {name2 or 'Team 2'} {team2}"
    teams = (_team(tally(team1), name1 or "Team 1", 30), _team(tally(team2), name2 or "Team 2",
                                                                240))
    return render("jasstafel.svg", width=WIDTH, height=HEIGHT, board=BOARD, ink=INK,
                  title=title, teams=teams, target=target)
