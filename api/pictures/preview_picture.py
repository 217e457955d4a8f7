"""The preview picture of a page (og:image): the position's cards in labelled rows, each
card the very card picture of the page's deck (``card_picture``, nested inside, since a
picture shown as an image loads nothing else) with its mark, from
``templates/page_preview.svg``; as SVG, or as the PNG the big networks show (drawn by resvg,
cached)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache

import resvg_py

from api.pictures.templating import PICTURES
from api.request.json_value import JsonObject

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
    symbol: str  # the suit's symbol and its colour (the page's text marks)
    colour: str
    # The card's own picture in the page's deck and language (card_picture.card_svg).
    draw: Callable[[], str] = field(default=lambda: "", compare=False, repr=False)



def preview_svg(heading: str, rows: Rows) -> str:
    return PICTURES.render("page_preview.svg", width=WIDTH, height=HEIGHT, heading=heading,
                           cards=_placed(rows), labels=_labels(rows))


# A nested card: its root element placed and sized, its XML declaration dropped.
_ROOT = re.compile(
    r'^(?:<\?xml[^>]*\?>\s*)?<svg ([^>]*?)viewBox="0 0 200 300" width="200" height="300"')


def nested_card(svg: str, x: float, y: float, width: float, height: float) -> str:
    return _ROOT.sub(lambda m: f'<svg {m.group(1)}viewBox="0 0 200 300" x="{x}" y="{y}" '
                     f'width="{width}" height="{height}"', svg.strip(), count=1)


@lru_cache(maxsize=128)  # keyed by the picture itself: bounded, and a shared link is asked often
def preview_png(svg: str) -> bytes:
    return bytes(resvg_py.svg_to_bytes(svg_string=svg))


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


def _placed(rows: Rows) -> list[dict[str, object]]:
    width, height = _size(rows)
    placed = []
    y: float = TOP + LABEL
    for _label, groups in rows:
        x: float = MARGIN
        for group in groups:
            for view, mark in group:
                box = (round(x, 1), round(y, 1), round(width, 1), round(height, 1))
                placed.append({"x": box[0], "y": box[1], "w": box[2], "h": box[3],
                               "card": view, "mark": mark, "rank": view.code[1:],
                               "picture": nested_card(view.draw(), *box)})
                x += width + GAP
            x += GROUP_GAP - GAP
        y += height + LABEL + 12
    return placed


def _labels(rows: Rows) -> list[JsonObject]:
    _width, height = _size(rows)
    return [{"x": MARGIN, "y": round(TOP + LABEL - 8 + i * (height + LABEL + 12), 1),
             "text": label} for i, (label, _groups) in enumerate(rows) if label]
