"""Example titles in the reader's language: every named example of every
game has its title in de, en and fr, in the JSON (``titles``; ``title`` stays the English one,
as in v1) and on its page and the examples' index in the page's language."""

from __future__ import annotations

import html
import re

import pytest
from flask.testing import FlaskClient

from api.games.examples import EXAMPLES
from rules.registry import GAMES

BROWSER = {"Accept": "text/html"}
IDS = [example.id for example in EXAMPLES]


def listed(client: FlaskClient) -> dict[str, dict[str, str]]:
    answer = client.get("/api/v1/examples").get_json()
    return {entry["id"]: {"title": entry["title"], **entry["titles"]}
            for entry in answer["examples"]}


def test_every_example_has_its_title_in_each_language(client: FlaskClient) -> None:
    titles = listed(client)
    assert sorted(titles) == sorted(IDS)
    for example_id, words in titles.items():
        assert words["en"] == words["title"], example_id
        # German and French words of their own, never the English title again.
        assert words["de"] != words["en"], example_id
        assert words["fr"] != words["en"], example_id
        # French typography: a no-break space before the colon.
        assert not re.search(r"[^\u00a0]:", words["fr"]), words["fr"]


@pytest.mark.parametrize("lang", ["de", "en", "fr"])
def test_the_page_and_the_index_show_the_title_of_the_pages_language(
        client: FlaskClient, lang: str) -> None:
    titles = listed(client)
    index = html.unescape(client.get(f"/api/v1/examples?lang={lang}",
                                     headers=BROWSER).get_data(as_text=True))
    for example_id, words in titles.items():
        assert f">{words[lang]}</a>" in index, (example_id, words[lang])
    first_of_each_game = {e.game: e.id for e in reversed(EXAMPLES)}
    assert len(first_of_each_game) == len(GAMES)
    for example_id in first_of_each_game.values():
        page = client.get(f"/api/v1/examples/{example_id}?lang={lang}", headers=BROWSER)
        heading = re.search(r"<h1[^>]*>(.*?)</h1>", page.get_data(as_text=True), re.S)
        assert heading is not None
        assert html.unescape(heading.group(1)).strip() == titles[example_id][lang]
