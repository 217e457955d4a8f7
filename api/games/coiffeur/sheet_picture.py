"""Draws the Coiffeur sheet as SVG, like the Jasstafel on its green board: a line per row
with its multiplier, each team's points and value (an open row left blank), and the totals
at the foot. The layout is worked out here; ``templates/sheet.svg`` writes it, escaping the
teams' names (they come from the request) for text and attributes alike."""

from __future__ import annotations

from dataclasses import dataclass

from api.pictures.templating import Templates
from api.words.speaker import Speaker
from rules.cards import Suit
from rules.coiffeur.sheet import Row, SheetState

TEMPLATES = Templates("api.games.coiffeur")

WIDTH = 640
MARGIN = 30
LINE = 34  # the height of a row
HEAD = 70  # the names' line
INK = "#f5f1e6"
BOARD = "#1f3b2d"
NAME_SIZE = 22
COLUMNS = (310.0, 490.0)  # each team's column: the right edge of its value


@dataclass(frozen=True, slots=True)
class Line:
    label: str
    y: float
    cells: tuple[str, ...]  # each team's "points × m = value", "" while open


def _label(row: Row, speaker: Speaker) -> str:
    if row.trump is not None:
        name = speaker.suit(Suit(row.trump))
    elif row.joker:
        name = speaker.say("row.joker")
    else:
        name = speaker.say(f"row.{row.id}")
    return f"{name} ×{row.multiplier}"


def name_size(name: str) -> float:
    """The font size at which a name fits its column even if every glyph is 1 em."""
    return min(NAME_SIZE, 170 / max(len(name), 1))


def sheet_svg(state: SheetState, names: list[str], speaker: Speaker) -> str:
    lines = []
    for at, (row, cells) in enumerate(zip(state.sheet.rows, state.cells, strict=True)):
        lines.append(Line(_label(row, speaker), HEAD + (at + 1) * LINE,
                          tuple("" if cell is None else f"{cell.points} → {cell.value}"
                                for cell in cells)))
    height = HEAD + (len(lines) + 2) * LINE
    title = f"Coiffeur: {names[0]} {state.totals[0]}, {names[1]} {state.totals[1]}"
    return TEMPLATES.render(
        "sheet.svg", width=WIDTH, height=height, margin=MARGIN, board=BOARD, ink=INK,
        title=title, lines=lines, columns=COLUMNS, head=HEAD, line=LINE,
        names=[(name, name_size(name)) for name in names], totals=state.totals,
        total_label=speaker.say("sheet.total"), total_y=height - LINE, lang=speaker.lang)
