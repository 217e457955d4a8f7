"""The examples page links each game's positions as a quiz: the link opens the framed
checker in quiz mode, in the page's language, for that game; the frame refuses a mode it
does not have, naming the option."""

from __future__ import annotations

import re

import pytest
from flask.testing import FlaskClient

from rules.registry import GAMES

WORDS = {"de": "Üben", "en": "Practise", "fr": "S’exercer"}


@pytest.mark.parametrize("lang", ["de", "en", "fr"])
def test_each_game_of_the_examples_page_links_its_quiz(client: FlaskClient, lang: str) -> None:
    page = client.get(f"/api/v1/examples?lang={lang}", headers={"Accept": "text/html"})
    links = re.findall(r'<a class="quiz-link" href="([^"]+)">([^<]+)</a>',
                       page.get_data(as_text=True))
    games = {e["game"] for e in client.get("/api/v1/examples").json["examples"]}
    assert [href.replace("&amp;", "&") for href, _ in links] == [
        f"/api/v1/embed?lang={lang}&game={game}&mode=quiz" for game in GAMES if game in games]
    assert all(words.startswith(WORDS[lang]) for _, words in links)
    for href, _ in links:
        frame = client.get(href.replace("&amp;", "&"), headers={"Accept": "text/html"})
        assert frame.status_code == 200
        assert re.search(rf'<stichfest-checker lang="{lang}" game="\w+" mode="quiz"',
                         frame.get_data(as_text=True))


def test_the_frame_refuses_a_mode_it_does_not_have(client: FlaskClient) -> None:
    refused = client.get("/api/v1/embed?game=jass&mode=exam")
    assert refused.status_code == 422
    assert refused.json["errors"][0]["parameter"] == "mode"
    assert client.get("/api/v1/embed?game=jass&theme=blue").json["errors"][0][
        "parameter"] == "theme"
