"""Card pictures that look like the real cards (pips in the deck's layout,
court figures with their title, the Swiss rose as a rose, legible colours) and a Jasstafel
that fits 24-character names, writes large counts as digits and labels the target."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from itertools import combinations, pairwise
from urllib.parse import quote

import pytest
from flask.testing import FlaskClient

from rules.cards import Suit
from rules.koenigrufen.pack import ROMAN
from rules.registry import GAMES

SVG = "{http://www.w3.org/2000/svg}"
DECKS = {game_id: (game.deck, game.name_decks) for game_id, game in GAMES.items()}
ALL_PICTURES = [(game, deck, code) for game, (cards, decks) in DECKS.items() for deck in decks
                for code in (cards.code(card) for card in cards.cards)]
PIPS = {"6": 6, "7": 7, "8": 8, "9": 9, "10": 10, "A": 1,
        "1": 1, "2": 2, "3": 3, "4": 4}  # the Tarock pack's red pips
COURTS = {  # (game, deck, lang) → titles of Under, Ober, King as printed on the card
    ("jass", "swiss", "de"): ("Under", "Ober", "König"),
    ("jass", "swiss", "fr"): ("Valet", "Ober", "Roi"),  # Romandie says valet (the glossary)
    ("jass", "french", "en"): ("Jack", "Queen", "King"),
    ("jass", "french", "fr"): ("Valet", "Dame", "Roi"),
    ("jass", "french", "de"): ("Bauer", "Dame", "König"),  # Swiss: Bauer
    ("schafkopf", "german", "de"): ("Unter", "Ober", "König"),
    ("schnapsen", "german", "en"): ("Unter", "Ober", "King"),
}


def picture(client: FlaskClient, path: str) -> ET.Element:
    response = client.get(path)
    assert response.status_code == 200
    assert response.mimetype == "image/svg+xml"
    return ET.fromstring(response.data)


def card(client: FlaskClient, game: str, code: str, deck: str, lang: str = "en") -> ET.Element:
    return picture(client, f"/api/v1/{game}/cards/{code}.svg?deck={deck}&lang={lang}")


def placed(root: ET.Element, cls: str) -> list[tuple[float, float, float]]:
    """Centre and size of each ``<use class=cls>`` from its translate() scale()."""
    boxes = []
    for use in root.iter(f"{SVG}use"):
        if use.get("class") == cls:
            match = re.search(r"translate\(([-\d.]+) ([-\d.]+)\) scale\(([\d.]+)\)",
                              use.get("transform", ""))
            assert match, use.attrib
            x, y, scale = (float(v) for v in match.groups())
            boxes.append((x + 50 * scale, y + 50 * scale, 100 * scale))
    return boxes


def luminance(colour: str) -> float:
    channels = [int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    r, g, b = (c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(one: str, other: str) -> float:
    high, low = sorted((luminance(one), luminance(other)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize(("game", "deck", "code"), ALL_PICTURES)
def test_number_cards_show_their_pips(client: FlaskClient, game: str, deck: str,
                                      code: str) -> None:
    """Before: one suit icon and a letter on every card, whatever its number."""
    root = card(client, game, code, deck)
    rank = code[1:]
    pips = placed(root, "pip")
    if DECKS[game][0].parse(code).suit is Suit.TAROCK:  # a numeral on a picture, no pips
        numerals = [t.text for t in root.iter(f"{SVG}text") if t.get("class") == "numeral"]
        assert pips == []
        assert numerals == ([] if rank == "S" else [ROMAN[int(rank) - 1]])
        return
    if rank not in PIPS:
        assert pips == []  # a court card: its figure holds the symbol
        return
    banner = deck == "swiss" and rank == "10"  # the Swiss 10 is the Banner in every game
    assert len(pips) == (1 if banner else PIPS[rank])
    for x, y, size in pips:  # on the card, clear of the corner index (top left, bottom right)
        assert 0 < x - size / 2 < x + size / 2 < 200
        assert 0 < y - size / 2 < y + size / 2 < 300
        assert x - size / 2 > 38 or y - size / 2 > 64
        assert x + size / 2 < 162 or y + size / 2 < 236
    for (x1, y1, s1), (x2, y2, s2) in combinations(pips, 2):  # pips do not run into each other
        assert ((x1 - x2) ** 2 + (y1 - y2) ** 2) ** 0.5 >= 0.9 * max(s1, s2)
    if banner:  # the Swiss 10 is the Banner: one symbol on a flag
        assert root.find(f".//{SVG}path[@class='banner']") is not None


@pytest.mark.parametrize(("game", "deck", "lang"), list(COURTS))
def test_court_cards_carry_figure_and_title(client: FlaskClient, game: str, deck: str,
                                            lang: str) -> None:
    """Before: "U", "O", "K" in a corner and a suit icon; no figure, no title."""
    cards = DECKS[game][0]
    suit = cards.code(cards.cards[0])[0]
    heights = {}
    for rank, title in zip("UOK", COURTS[game, deck, lang], strict=True):
        root = card(client, game, f"{suit}{rank}", deck, lang)
        shown = [t.text for t in root.iter(f"{SVG}text") if t.get("class") == "court-title"]
        assert shown == [title]
        named = root.find(f"{SVG}title")  # the card's name in the asked language
        assert named is not None
        assert title in (named.text or "")
        indices = {t.text for t in root.iter(f"{SVG}text") if t.get("class") == "index"}
        assert indices == {title[0]}  # the index is the title's initial: J, V, B, U, …
        assert root.find(f".//{SVG}rect[@class='frame']") is not None
        assert root.find(f".//{SVG}g[@class='figure']") is not None
        emblems = placed(root, "emblem")
        assert emblems
        heights[rank] = emblems[0][1]
    if deck != "french":  # the Ober holds his symbol high, the Unter low
        assert heights["O"] < 100 < heights["U"]


def test_the_swiss_rose_has_petals(client: FlaskClient) -> None:
    """Before: a pink ring."""
    root = card(client, "jass", "RA", "swiss")
    rose = root.find(f".//{SVG}g[@id='sf-rose']")
    assert rose is not None
    petals = [e for e in rose.iter() if "petal" in (e.get("class") or "").split()]
    assert len(petals) >= 5
    assert [e for e in rose.iter() if "sepal" in (e.get("class") or "").split()]


@pytest.mark.parametrize(("game", "deck"), [(g, d) for g, (_, ds) in DECKS.items() for d in ds])
def test_suit_symbols_and_indices_stand_out_on_the_card(client: FlaskClient, game: str,
                                                        deck: str) -> None:
    """Before: Schellen's yellow had a contrast of 1.94:1 on white."""
    cards = DECKS[game][0]
    for one in {cards.code(c)[0]: c for c in cards.cards}.values():
        root = card(client, game, cards.code(one), deck)
        face = root.find(f"{SVG}rect")
        assert face is not None
        edges = [e for e in root.iter() if "edge" in (e.get("class") or "").split()]
        assert edges
        for edge in edges:  # the symbol's outline (or solid fill) against the card
            colour = edge.get("stroke") or edge.get("fill") or ""
            assert contrast(colour, "#ffffff") >= 3
            assert contrast(colour, face.get("fill", "")) >= 3
        for index in (t for t in root.iter(f"{SVG}text") if t.get("class") == "index"):
            assert contrast(index.get("fill", ""), face.get("fill", "")) >= 4.5


@pytest.mark.parametrize(("game", "deck", "code"), ALL_PICTURES[::7])
def test_card_pictures_are_small_and_self_contained(client: FlaskClient, game: str, deck: str,
                                                    code: str) -> None:
    response = client.get(f"/api/v1/{game}/cards/{code}.svg?deck={deck}")
    assert len(response.data) < 6000
    root = ET.fromstring(response.data)
    for element in root.iter():
        for name, value in element.attrib.items():
            if name.endswith("href"):
                assert value.startswith("#")
                assert root.find(f".//*[@id='{value[1:]}']") is not None
        assert element.tag.removeprefix(SVG) not in ("image", "style", "script", "foreignObject")
        assert element.get("font-family") in (None, "sans-serif", "serif")
    assert b"url(" not in response.data


TAFEL = "/api/v1/jass/jasstafel.svg"


def team_groups(root: ET.Element) -> list[ET.Element]:
    return [g for g in root.iter(f"{SVG}g") if g.get("class") == "team"]


@pytest.mark.parametrize("name", ["W" * 24, "Les Dents de la Lune FC!", "漢" * 24,
                                  '"<&>\'' * 4 + "ÄÖÜé"])
def test_jasstafel_fits_names_of_the_accepted_length(client: FlaskClient, name: str) -> None:
    """Before: names were clipped from about 14 characters on (24 are accepted)."""
    root = picture(client, f"{TAFEL}?team1=1284&team2=957&name1={quote(name)}&name2=Ihr")
    width = float(root.get("width", ""))
    names = [t for t in root.iter(f"{SVG}text") if t.get("class") == "name"]
    assert [t.text for t in names] == [name, "Ihr"]
    for text in names:  # even if every glyph were a full em wide
        size = float(text.get("font-size", ""))
        assert size >= 12
        assert float(text.get("x", "")) + size * len(text.text or "") <= width - 20


@pytest.mark.parametrize("score", [9999, 99999, 4100, 4099, 1284, 0])
def test_jasstafel_strokes_never_smear(client: FlaskClient, score: int) -> None:
    """Before: at 9,999 points 99 strokes stood 3.7 px apart on the top bar: a smear."""
    root = picture(client, f"{TAFEL}?team1={score}&team2=0")
    team = team_groups(root)[0]
    hundreds = [t.text for t in team.iter(f"{SVG}text") if t.get("class") == "hundreds"]
    bars: dict[str, list[float]] = {}  # upright strokes by the bar they stand on
    for line in team.iter(f"{SVG}line"):
        if line.get("x1") == line.get("x2"):
            bars.setdefault(line.get("y1", ""), []).append(float(line.get("x1", "")))
    for xs in bars.values():
        xs.sort()
        assert all(b - a >= 8 for a, b in pairwise(xs))
    if score // 100 > 40:  # written as digits instead of strokes
        assert hundreds == [f"{score // 100} × 100"]
        assert len(list(team.iter(f"{SVG}line"))) == (score % 100) // 50 + (score % 50) // 20
    else:
        assert hundreds == []
        assert len(list(team.iter(f"{SVG}line"))) == (
            score // 100 + (score % 100) // 50 + (score % 50) // 20)
    totals = [t.text for t in team.iter(f"{SVG}text") if t.get("class") == "total"]
    assert totals == [str(score)]


@pytest.mark.parametrize(("query", "label"), [("&lang=de", "Ziel 2500"),
                                               ("&lang=en", "Target 2500"),
                                               ("&lang=fr", "But 2500"), ("", "Ziel 2500")])
def test_jasstafel_labels_the_target(client: FlaskClient, query: str, label: str) -> None:
    """Before: a bare "2500" on the middle line."""
    root = picture(client, f"{TAFEL}?team1=1284&team2=957&target=2500{query}")
    assert [t.text for t in root.iter(f"{SVG}text") if t.get("class") == "target"] == [label]
    title = root.find(f"{SVG}title")
    assert title is not None
    assert label in (title.text or "")


def test_jasstafel_label_follows_accept_language(client: FlaskClient) -> None:
    response = client.get(f"{TAFEL}?team1=1&team2=2&target=1000",
                          headers={"Accept-Language": "fr, en;q=0.5"})
    root = ET.fromstring(response.data)
    assert [t.text for t in root.iter(f"{SVG}text") if t.get("class") == "target"] == [
        "But 1000"]
    assert [t.text for t in root.iter(f"{SVG}text") if t.get("class") == "name"] == [
        "Équipe 1", "Équipe 2"]
    assert "Accept-Language" in response.headers.get("Vary", "")
