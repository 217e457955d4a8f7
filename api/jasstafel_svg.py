"""Draws a Jasstafel as SVG: for each team a Z whose top bar carries a stroke per hundred
(every fifth crossing four as a big mark), whose diagonal carries a stroke per fifty, whose
bottom bar carries a stroke per twenty, with the remainder and the total written out."""

from __future__ import annotations

from xml.sax.saxutils import escape

from rules.jass.jasstafel import Tally, tally

WIDTH, HEIGHT = 640, 420
INK = "#f5f1e6"
BOARD = "#1f3b2d"
CHALK = 'stroke="#f5f1e6" stroke-width="3" stroke-linecap="round"'


def _strokes_on_bar(count: int, x0: float, y: float, length: float, big_marks: bool,
                    height: float = 16) -> list[str]:
    """Vertical strokes along a bar; with ``big_marks`` every fifth crosses the four before."""
    parts = []
    step = min(12.0, (length - 20) / max(count, 1))
    for i in range(count):
        x = x0 + 10 + i * step
        if big_marks and i % 5 == 4:
            parts.append(f'<line x1="{x - 4 * step - 2:.1f}" y1="{y + height / 2:.1f}" '
                         f'x2="{x + 2:.1f}" y2="{y - height / 2:.1f}" {CHALK}/>')
        else:
            parts.append(f'<line x1="{x:.1f}" y1="{y - height / 2:.1f}" x2="{x:.1f}" '
                         f'y2="{y + height / 2:.1f}" {CHALK}/>')
    return parts


def _team(marks: Tally, name: str, top: float) -> list[str]:
    left, right, bottom = 40.0, 470.0, top + 150
    parts = [
        f'<g class="team" data-score="{marks.score}">',
        f'<path d="M {left} {top} L {right} {top} L {left} {bottom} L {right} {bottom}" '
        f'fill="none" {CHALK}/>',
        *_strokes_on_bar(marks.hundreds, left, top - 14, right - left, True),
    ]
    for i in range(marks.fifties):  # on the diagonal, from top right to bottom left
        t = 0.35 + 0.15 * i
        x, y = right + (left - right) * t, top + (bottom - top) * t
        parts.append(f'<line x1="{x - 10:.1f}" y1="{y - 10:.1f}" x2="{x + 10:.1f}" '
                     f'y2="{y + 10:.1f}" {CHALK}/>')
    parts += _strokes_on_bar(marks.twenties, left, bottom + 14, right - left, False)
    parts += [
        f'<text x="{right + 30}" y="{top + 40}" font-size="22" fill="{INK}" '
        f'font-family="sans-serif">{escape(name)}</text>',
        f'<text class="rest" x="{right + 30}" y="{bottom}" font-size="28" fill="{INK}" '
        f'font-family="sans-serif">{marks.rest}</text>',
        f'<text class="total" x="{right + 30}" y="{top + 90}" font-size="34" '
        f'font-weight="bold" fill="{INK}" font-family="sans-serif">{marks.score}</text>',
        "</g>",
    ]
    return parts


def jasstafel_svg(team1: int, team2: int, name1: str = "", name2: str = "",
                  target: int | None = None) -> str:
    title = f"Jasstafel: {name1 or 'Team 1'} {team1}, {name2 or 'Team 2'} {team2}"
    parts = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" '
        f'width="{WIDTH}" height="{HEIGHT}" role="img" aria-label="{escape(title)}">',
        f"<title>{escape(title)}</title>",
        f'<rect width="{WIDTH}" height="{HEIGHT}" rx="18" fill="{BOARD}"/>',
        f'<line x1="20" y1="{HEIGHT / 2}" x2="{WIDTH - 20}" y2="{HEIGHT / 2}" '
        f'stroke="{INK}" stroke-width="1" stroke-dasharray="6 6"/>',
        *_team(tally(team1), name1 or "Team 1", 30),
        *_team(tally(team2), name2 or "Team 2", 240),
    ]
    if target is not None:
        parts.append(f'<text class="target" x="{WIDTH - 30}" y="{HEIGHT / 2 - 8}" '
                     f'text-anchor="end" font-size="16" fill="{INK}" '
                     f'font-family="sans-serif">{target}</text>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"
