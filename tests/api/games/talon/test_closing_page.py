"""The closing calculator's permalink as a page (``format=html``, or a browser's Accept): the
very figures of its JSON answer, the sentence, the best leads as cards and every first lead,
in de, en and fr, with the social preview tags; below ``detail=full`` the JSON stays."""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qsl, urlencode, urlsplit

import pytest
from flask.testing import FlaskClient

from api.games.registry import GAME_APIS
from api.games.talon.closing_schemas import closing_query_form
from tests.api.pages.page_tree import Element, meta, parse

GAMES = ("schnapsen", "sechsundsechzig")
BROWSER = {"Accept": "text/html,application/xhtml+xml,*/*;q=0.8"}
PERCENT = {"de": "{n}\u00a0%", "en": "{n}%", "fr": "{n}\u00a0%"}


def link(game: str, lang: str, **extra: str) -> str:
    example = GAME_APIS[game].closing_example  # type: ignore[attr-defined]
    query = {**closing_query_form(GAME_APIS[game].game, example), "lang": lang, **extra}
    return f"/api/v1/{game}/closing?{urlencode(query)}"


def _percent(share: float, lang: str) -> str:
    number = f"{share * 100:.1f}"
    return PERCENT[lang].format(n=number if lang == "en" else number.replace(".", ","))


def _cells(row: Element) -> list[str]:
    return [cell.text().strip() for cell in row.find_all(lambda e: e.tag == "td")]


@pytest.mark.parametrize("lang", ["de", "en", "fr"])
@pytest.mark.parametrize("game", GAMES)
def test_the_page_shows_the_answers_figures(client: FlaskClient, game: str, lang: str) -> None:
    answer: dict[str, Any] = client.get(link(game, lang)).json
    page = client.get(link(game, lang, format="html"))
    assert page.status_code == 200
    assert page.mimetype == "text/html"
    assert page.headers["Content-Language"] == lang
    root = parse(page.get_data(as_text=True))
    section = root.first("section", "closing")
    assert (section.attrs["data-wins"], section.attrs["data-deals"]) == (
        str(answer["wins"]), str(answer["deals"]))
    assert section.first("p", "sentence").text() == answer["sentence"]
    assert section.first("dd", "wins").text() == f"{answer['wins']} / {answer['deals']}"
    assert section.first("dd", "probability").text() == _percent(answer["probability"], lang)
    best = section.first("ul", "best-leads")
    assert [li.attrs["data-card"] for li in best.find_all(lambda e: e.tag == "li")] == \
        answer["best_leads"]
    names = {c["code"]: c["names"][lang] for c in client.get(
        f"/api/v1/{game}/deck").json["cards"]}
    assert [span.text() for span in best.find_all(lambda e: e.tag == "span")] == [
        names[code] for code in answer["best_leads"]]
    rows = section.find_all(lambda e: e.tag == "tr" and "lead" in e.classes())
    assert [(r.attrs["data-card"], int(r.attrs["data-wins"])) for r in rows] == [
        (lead["card"], lead["wins"]) for lead in answer["leads"]]
    assert [_cells(r)[2] for r in rows] == [_percent(lead["probability"], lang)
                                          for lead in answer["leads"]]
    tags = meta(root)
    assert tags["og:description"] == answer["sentence"]
    shared = urlsplit(tags["og:url"])
    assert shared.path == f"/api/v1/{game}/closing"
    assert dict(parse_qsl(shared.query)) == dict(parse_qsl(urlsplit(link(game, lang)).query))
    assert urlsplit(tags["og:image"]).path == f"/api/v1/{game}/closing.png"


@pytest.mark.parametrize("game", GAMES)
def test_a_browser_gets_the_page_and_an_app_the_json(client: FlaskClient, game: str) -> None:
    assert client.get(link(game, "en"), headers=BROWSER).mimetype == "text/html"
    assert client.get(link(game, "en")).mimetype == "application/json"
    sized = client.get(link(game, "en", detail="facts"), headers=BROWSER)
    assert sized.mimetype == "application/json"


def test_the_preview_picture_shows_the_hand(client: FlaskClient) -> None:
    picture = client.get(link("schnapsen", "de", format="svg"))
    assert picture.status_code == 200
    assert picture.mimetype == "image/svg+xml"
    assert "Herz-Ass" in picture.get_data(as_text=True)
