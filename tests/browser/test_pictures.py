"""The card pictures and the Jasstafel as Chromium draws them (Debian's package, driven by
Playwright): texts measured with the real font stay inside their frames and the board, and a
screenshot of each deck and of the Jasstafel is written to ``build/screenshots/`` (not
committed) for a person to look at."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import quote

import pytest
from flask.testing import FlaskClient
from playwright.sync_api import Browser, Page

SCREENSHOTS = Path(__file__).resolve().parents[2] / "build" / "screenshots"
SHEETS = {  # screenshot → (game, deck, lang, cards): a deck's number cards, courts and ace
    "cards-swiss": ("jass", "swiss", "de", ["R9", "R10", "RU", "RO", "RK", "RA", "A6", "B7",
                                           "S8"]),
    "cards-french": ("jass", "french", "fr", ["R9", "R10", "RU", "RO", "RK", "RA", "A6", "B7",
                                             "S8"]),
    "cards-german": ("schafkopf", "german", "de", ["H7", "H8", "H9", "H10", "HU", "HO", "HK",
                                                  "HA", "LA", "AA", "BA"]),
}
TAFELN = {  # screenshot → query
    "jasstafel": "team1=1284&team2=957&name1=Wir&name2=Ihr&target=2500&lang=de",
    "jasstafel-9999": "team1=9999&team2=4099&name1=" + quote("WWWWWWWWWWWWWWWWWWWWWWWW")
                      + "&name2=" + quote("Les Dents de la Lune FC!") + "&target=10000&lang=fr",
}
# Every text's box, as drawn, in the picture's own units.
TEXT_BOXES = """() => [...document.querySelectorAll('text')].map(t => {
    const b = t.getBBox(); return {cls: t.getAttribute('class'), text: t.textContent,
                                   left: b.x, right: b.x + b.width, top: b.y,
                                   bottom: b.y + b.height}; })"""


def open_picture(browser: Browser, path: Path) -> Page:
    page = browser.new_page(viewport={"width": 700, "height": 500})
    page.goto(path.as_uri())
    return page


def save(client: FlaskClient, url: str, path: Path) -> Path:
    response = client.get(url)
    assert response.status_code == 200
    path.write_bytes(response.data)
    return path


@pytest.mark.parametrize("sheet", list(SHEETS))
def test_card_sheets(browser: Browser, client: FlaskClient, tmp_path: Path, sheet: str) -> None:
    game, deck, lang, codes = SHEETS[sheet]
    files = [save(client, f"/api/v1/{game}/cards/{code}.svg?deck={deck}&lang={lang}",
                  tmp_path / f"{code}.svg") for code in codes]
    for file in files:  # every text inside the card; a court title inside its banner
        page = open_picture(browser, file)
        boxes = page.evaluate(TEXT_BOXES)
        assert boxes
        for box in boxes:
            assert 0 <= box["left"] <= box["right"] <= 200, (file.name, box)
            assert 0 <= box["top"] <= box["bottom"] <= 300, (file.name, box)
            if box["cls"] == "court-title":
                assert 50 < box["left"] <= box["right"] < 150, (file.name, box)
        page.close()
    html = tmp_path / "sheet.html"
    html.write_text("<body style='margin:8px;background:#e6e6e6'>" + "".join(
        f"<img src='{f.name}' width='200' height='300' style='margin:4px'>" for f in files))
    page = browser.new_page(viewport={"width": 208 * len(files) + 24, "height": 330})
    page.goto(html.as_uri())
    drawn = page.evaluate("[...document.images].map(i => i.complete && i.naturalWidth)")
    assert drawn == [200] * len(files)  # each picture loaded and drawn at its size
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=SCREENSHOTS / f"{sheet}.png", full_page=True)
    page.close()


@pytest.mark.parametrize("name", list(TAFELN))
def test_jasstafel_as_drawn(browser: Browser, client: FlaskClient, tmp_path: Path,
                            name: str) -> None:
    file = save(client, f"/api/v1/jass/jasstafel.svg?{TAFELN[name]}", tmp_path / "tafel.svg")
    page = open_picture(browser, file)
    boxes = page.evaluate(TEXT_BOXES)
    for box in boxes:  # nothing clipped: every text, names included, inside the board
        assert 0 < box["left"] <= box["right"] < 640, box
        assert 0 < box["top"] <= box["bottom"] < 420, box
    names = [b for b in boxes if b["cls"] == "name"]
    totals = [b for b in boxes if b["cls"] == "total"]
    assert len(names) == len(totals) == 2
    for name_box, total in zip(names, totals, strict=True):  # a name never runs into a number
        assert name_box["bottom"] < total["top"]
    assert [b["text"] for b in boxes if b["cls"] == "target"]
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=SCREENSHOTS / f"{name}.png", clip={"x": 0, "y": 0, "width": 640,
                                                            "height": 420})
    page.close()
