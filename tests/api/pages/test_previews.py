"""The pages' preview pictures: og:image is a PNG that decodes, drawn with the
card pictures of the page's own deck (the deck its words use)."""

from __future__ import annotations

import re
import struct
import zlib
from urllib.parse import urlsplit

import pytest
from flask.testing import FlaskClient

from tests.api.pages.test_pages import PERMALINKS, meta, page_of, with_query


def png_size(data: bytes) -> tuple[int, int]:
    """Decodes a PNG: its chunks with their CRCs, and the image data inflated to exactly the
    rows its header announces (8-bit RGB or RGBA, a filter byte per row)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    at, chunks, pixels = 8, [], b""
    while at < len(data):
        (length,) = struct.unpack(">I", data[at:at + 4])
        kind, body = data[at + 4:at + 8], data[at + 8:at + 8 + length]
        (crc,) = struct.unpack(">I", data[at + 8 + length:at + 12 + length])
        assert zlib.crc32(kind + body) == crc
        chunks.append(kind)
        if kind == b"IDAT":
            pixels += body
        at += 12 + length
    assert chunks[0] == b"IHDR"
    assert chunks[-1] == b"IEND"
    header = data[16:29]
    width, height, depth, colour = struct.unpack(">IIBB", header[:10])
    channels = {2: 3, 6: 4}[colour]
    assert depth == 8
    assert len(zlib.decompress(pixels)) == height * (1 + width * channels)
    return width, height


@pytest.mark.parametrize(("lang", "deck", "symbols"), [
    ("de", None, {"acorn", "bell", "rose"}), ("fr", None, {"club", "diamond", "heart"}),
    ("fr", "swiss", {"acorn", "bell", "rose"}), ("en", "french", {"club", "diamond", "heart"})])
def test_the_preview_is_drawn_in_the_pages_deck(client: FlaskClient, lang: str,
                                                deck: str | None, symbols: set[str]) -> None:
    """The preview's cards are the card pictures of the page's deck (Jass in French: the
    French deck, as the page's words), never French symbols with Swiss indices."""
    url = with_query(PERMALINKS[0], f"lang={lang}" + (f"&deck={deck}" if deck else ""))
    root, _ = page_of(client, url)
    image = urlsplit(meta(root)["og:image"])
    png = client.get(f"{image.path}?{image.query}")
    assert png_size(png.data) == (1200, 630)
    svg = client.get(f"{image.path.removesuffix('.png')}.svg?{image.query}")
    used = set(re.findall(r'href="#sf-([a-z]+)"', svg.get_data(as_text=True)))
    assert used == symbols
    page = client.get(with_query(url, "format=html")).get_data(as_text=True)
    drawn_deck = deck or ("french" if lang == "fr" else None)
    for code in ("R6", "AU"):
        name = client.get("/api/v1/jass/deck").json["cards"]
        card = next(c for c in name if c["code"] == code)
        words = (card["french"]["names"] if drawn_deck == "french" else card["names"])[lang]
        assert words in page


