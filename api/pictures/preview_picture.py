"""The preview picture of a page (og:image): the position's cards in labelled rows, each
card drawn plainly (rank, suit symbol) with its mark, from ``templates/page_preview.svg``.
A picture shown as an image loads nothing else, so it cannot use the card pictures."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from api.pictures.templating import PICTURES

WIDTH, HEIGHT = 1200, 630
MARGIN, TOP, LABEL = 40, 110, 30
GAP, GROUP_GAP = 10, 36
RATIO = 0.68  # a card's width to its height
Rows = list[tuple[str, list[list[tuple["CardView", str]]]]]


@dataclass(frozen=True, slots=True)
class CardView:
    code: str
    name: str  # in the page's language and deck
    picture: str  # the card picture served by this app
    symbol: str  # the suit's symbol and its colour, for the preview picture
    colour: str



def preview_svg(heading: str, rows: Rows) -> str:
    return PICTURES.render("page_preview.svg", width=WIDTH, height=HEIGHT, heading=heading,
                  cards=_placed(rows), labels=_labels(rows))


def _size(rows: Rows) -> tuple[float, float]:
    """The largest card that lets every row fit the width and all rows the height."""
    if not rows:
        return 0, 0
    row_height = (HEIGHT - TOP - MARGIN) / len(rows)
    height = min(220.0, row_height - LABEL - 12)
    for _label, groups in rows:
        count = sum(len(group) for group in groups)
        room = WIDTH - 2 * MARGIN - GROUP_GAP * (len(groups) - 1)
        if count:
            height = min(height, (room / count - GAP) / RATIO)
    return height * RATIO, height


def _placed(rows: Rows) -> list[dict[str, Any]]:
    width, height = _size(rows)
    placed = []
    y: float = TOP + LABEL
    for _label, groups in rows:
        x: float = MARGIN
        for group in groups:
            for view, mark in group:
                placed.append({"x": round(x, 1), "y": round(y, 1), "w": round(width, 1),
                               "h": round(height, 1), "card": view, "mark": mark,
                               "rank": view.code[1:]})
                x += width + GAP
            x += GROUP_GAP - GAP
        y += height + LABEL + 12
    return placed


def _labels(rows: Rows) -> list[dict[str, Any]]:
    _width, height = _size(rows)
    return [{"x": MARGIN, "y": round(TOP + LABEL - 8 + i * (height + LABEL + 12), 1),
             "text": label} for i, (label, _groups) in enumerate(rows) if label]
