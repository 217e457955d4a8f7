"""The checker's colours: none written into its style or script but the light and dark
palettes of ``checker_style.js`` (every surface reads them through the documented custom
properties), and each palette's text at AA contrast on its background, its marks at 3:1."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

STATIC = Path(__file__).resolve().parents[3] / "api" / "pages" / "static"
STYLE = (STATIC / "checker_style.js").read_text(encoding="utf-8")
PALETTES = re.search(r"const COLOURS = \{\n(.*?)\n\};", STYLE, re.S)
# A colour's name, never a property's (white-space).
COLOUR = re.compile(r"#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?)\(|(?<![-\w])(?:white|black)(?![-\w])")


def palette(theme: str) -> dict[str, str]:
    assert PALETTES is not None
    found = re.search(theme + r": \{(.*?)\}", PALETTES.group(1), re.S)
    assert found is not None, theme
    return dict(re.findall(r"(\w+): \"(#[0-9a-f]{6})\"", found.group(1)))


def luminance(colour: str) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(int(colour[i:i + 2], 16)) for i in (1, 3, 5))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(one: str, other: str) -> float:
    high, low = sorted((luminance(one), luminance(other)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize("name", sorted(p.name for p in STATIC.glob("*.js")))
def test_no_colour_outside_the_palettes(name: str) -> None:
    text = (STATIC / name).read_text(encoding="utf-8")
    if name == "checker_style.js":
        assert PALETTES is not None
        text = text.replace(PALETTES.group(0), "")
    assert COLOUR.findall(text) == []


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_each_palette_reads_at_aa(theme: str) -> None:
    colours = palette(theme)
    assert set(colours) >= {"color", "background", "border", "accent", "legal", "illegal",
                            "hand", "trick", "winner"}
    assert contrast(colours["color"], colours["background"]) >= 4.5
    for mark in ("border", "accent", "legal", "illegal", "hand", "trick", "winner"):
        assert contrast(colours[mark], colours["background"]) >= 3, mark
