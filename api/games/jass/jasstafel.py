"""Draws a Jasstafel as SVG: for each team a Z whose top bar carries a stroke per hundred
(every fifth crossing four as a big mark), whose diagonal carries a stroke per fifty, whose
bottom bar carries a stroke per twenty, with the remainder and the total written out.

Readable at any accepted score and name:

* Strokes stay at least 9.5 px apart: a bar holds up to ``MAX_STROKES`` (40) strokes, so the
  hundreds are drawn up to 4,099 points. From 4,100 points on the top bar carries the count
  written as chalk digits ("99 × 100" at 9,999) instead of strokes that would smear.
* A team's name has the board's whole width above its Z: 24 px a character at most, smaller
  where a name is long, so that even 24 characters each a full em wide (CJK, emoji) fit.
* The target, when given, is written on the middle line with its label ("Ziel 2500").

The geometry is worked out here; ``templates/jasstafel.svg`` writes it, escaping the team
names (they come from the query string) for text and attributes alike."""

from __future__ import annotations

from dataclasses import dataclass

from api.pictures.templating import Templates
from api.words.speaker import Speaker
from rules.jass.jasstafel import Tally, tally

TEMPLATES = Templates("api.games.jass")

WIDTH, HEIGHT = 640, 420
MARGIN = 30
INK = "#f5f1e6"
BOARD = "#1f3b2d"
NAME_SIZE = 24  # the largest font size of a name, px; a glyph is at most 1 em wide
MAX_STROKES = 40  # the most strokes a bar takes before the count is written in digits
Z_LEFT, Z_RIGHT = 40.0, 440.0

Stroke = tuple[float, float, float, float]


@dataclass(frozen=True, slots=True)
class Team:
    name: str
    name_size: float
    score: int
    rest: int
    hundreds: str  # the hundreds written out when they are too many for strokes, else ""
    top: float  # the top of this team's half of the board
    z_top: float
    z_bottom: float
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


def name_size(name: str) -> float:
    """The font size at which ``name`` fits the board's width even if every glyph is 1 em."""
    return min(NAME_SIZE, (WIDTH - 2 * MARGIN) / max(len(name), 1))


def _team(marks: Tally, name: str, top: float) -> Team:
    z_top, z_bottom = top + 82, top + 170
    hundreds = f"{marks.hundreds} × 100" if marks.hundreds > MAX_STROKES else ""
    strokes = [] if hundreds else _strokes_on_bar(marks.hundreds, Z_LEFT, z_top - 14,
                                                  Z_RIGHT - Z_LEFT, True)
    for i in range(marks.fifties):  # on the diagonal, from top right to bottom left
        t = 0.35 + 0.15 * i
        x, y = Z_RIGHT + (Z_LEFT - Z_RIGHT) * t, z_top + (z_bottom - z_top) * t
        strokes.append((x - 10, y - 10, x + 10, y + 10))
    strokes += _strokes_on_bar(marks.twenties, Z_LEFT, z_bottom + 14, Z_RIGHT - Z_LEFT, False)
    return Team(name, name_size(name), marks.score, marks.rest, hundreds, top, z_top, z_bottom,
                tuple(strokes))


def jasstafel_svg(team1: int, team2: int, name1: str = "", name2: str = "",
                  target: int | None = None, lang: str = "de") -> str:
    words = Speaker("jass", lang)
    name1 = name1 or words.say("team", team=1).capitalize()
    name2 = name2 or words.say("team", team=2).capitalize()
    target_label = "" if target is None else words.say("jasstafel.target", target=target)
    title = f"Jasstafel: {name1} {team1}, {name2} {team2}"
    if target_label:
        title += f"; {target_label}"
    teams = (_team(tally(team1), name1, 0), _team(tally(team2), name2, HEIGHT / 2))
    return TEMPLATES.render("jasstafel.svg", width=WIDTH, height=HEIGHT, margin=MARGIN, board=BOARD,
                  ink=INK, title=title, teams=teams, z_left=Z_LEFT, z_right=Z_RIGHT,
                  target=target_label, lang=lang)
