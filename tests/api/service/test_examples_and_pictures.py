"""Named examples (committed responses equal the engine's), card pictures, the embed pages."""

from __future__ import annotations

import base64
import hashlib
import html
import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from flask.testing import FlaskClient

from api.games.examples import EXAMPLES
from api.pages.embed import snippets
from api.service.examples import EXAMPLES_FILE
from generators.examples import generate
from rules.registry import GAMES

SVG = "{http://www.w3.org/2000/svg}"


def test_committed_examples_equal_the_engines_answers() -> None:
    committed = json.loads(EXAMPLES_FILE.read_text(encoding="utf-8"))
    assert committed == generate(), (
        "api/data/examples.json is out of date: run `python -m generators.examples`")


def test_examples_cover_the_games_and_name_rules(client: FlaskClient) -> None:
    data = client.get("/api/v1/examples").json
    assert data["count"] == len(EXAMPLES) >= 30
    assert {e["game"] for e in data["examples"]} == set(GAMES)  # every game has examples
    assert len({e["id"] for e in data["examples"]}) == data["count"]
    for entry in data["examples"]:
        assert entry["rule"] in GAMES[entry["game"]].catalogue
        assert entry["source_sentence"]
        assert entry["permalink"].startswith(f"/api/v1/{entry['game']}/")
        live = (client.post(entry["permalink"], json=entry["body"])
                if entry.get("method") == "POST" else client.get(entry["permalink"]))
        assert live.status_code == 200
        assert live.json == entry["response"]
    one = client.get("/api/v1/examples/jass-farbzwang").json
    assert one["response"]["legal"] == ["B6"]
    assert client.get("/api/v1/examples?game=schnapsen").json["count"] == sum(
        e.game == "schnapsen" for e in EXAMPLES)
    assert client.get("/api/v1/examples/nope").status_code == 404


def test_openapi_document_links_to_the_examples(client: FlaskClient) -> None:
    document = client.get("/api/v1/openapi.json").json
    assert document["externalDocs"]["url"] == "/api/v1/examples"
    assert "/api/v1/examples" in document["info"]["description"]
    assert "/api/v1/examples" in document["paths"]


@pytest.mark.parametrize(("game", "deck", "decks"),
                         [(g.id, g.deck, g.name_decks) for g in GAMES.values()])
def test_every_card_has_a_picture(client: FlaskClient, game: str, deck: object,
                                  decks: tuple[str, str]) -> None:
    names = {c["code"]: c for c in client.get(f"/api/v1/{game}/deck").json["cards"]}
    for card in deck.cards:  # type: ignore[attr-defined]
        code = deck.code(card)  # type: ignore[attr-defined]
        for which in decks:
            response = client.get(f"/api/v1/{game}/cards/{code}.svg?deck={which}&lang=en")
            assert response.status_code == 200
            assert response.mimetype == "image/svg+xml"
            root = ET.fromstring(response.data)
            title = root.find(f"{SVG}title")
            assert title is not None
            # The native deck's names are the card's own; another deck's are under its name
            # (Skat: german), or in the block the deck answer calls "french" (Doppelkopf's
            # native deck is the French one, its other the German).
            entry = names[code]
            other = entry.get(which) or entry.get("french") or entry
            expected = (entry if which == decks[0] else other)["names"]["en"]
            assert title.text == expected


def test_card_picture_errors(client: FlaskClient) -> None:
    assert client.get("/api/v1/jass/cards/X9.svg").status_code == 404
    wrong_deck = client.get("/api/v1/jass/cards/RU.svg?deck=german")
    assert wrong_deck.status_code == 422
    assert wrong_deck.json["errors"][0]["parameter"] == "deck"


def test_embed_script_and_pages(client: FlaskClient) -> None:
    script = client.get("/api/v1/embed.js")
    assert script.mimetype == "text/javascript"
    assert b'customElements.define("stichfest-checker"' in script.data
    # One script with its parts put in: the words, the style and the round view.
    assert b"@include" not in script.data
    assert b"const TEXT = {" in script.data
    assert b"const ROUND_VIEW = {" in script.data
    assert b"localStorage" not in script.data
    assert b"document.cookie" not in script.data
    page = client.get("/api/v1/embed?lang=fr&game=schafkopf")
    assert page.status_code == 200
    assert "frame-ancestors *" in page.headers["Content-Security-Policy"]
    assert 'lang="fr" game="schafkopf"' in page.get_data(as_text=True)
    assert "Set-Cookie" not in page.headers
    assert not re.search(r"(src|href)=\"https?://", page.get_data(as_text=True))
    demo = client.get("/api/v1/embed/demo?lang=en").get_data(as_text=True)
    shown = html.unescape("".join(re.findall(r"<pre>(.*?)</pre>", demo, re.S)))
    assert '<iframe class="stichfest" src=' in shown  # the snippets are shown as text to copy
    assert 'event.origin !== "http://localhost:8000"' in shown  # the lines that size it
    assert '<stichfest-checker lang="en"' in shown
    assert client.get("/api/v1/embed?lang=it").status_code == 422


def test_the_demo_runs_the_host_lines_by_their_hash_only(client: FlaskClient) -> None:
    demo = client.get("/api/v1/embed/demo?lang=de")
    inline = re.findall(r"<script>(.*?)</script>", demo.get_data(as_text=True), re.S)
    assert len(inline) == 1
    digest = base64.b64encode(hashlib.sha256(inline[0].encode()).digest()).decode()
    policy = demo.headers["Content-Security-Policy"]
    assert f"script-src 'self' 'sha256-{digest}';" in policy
    assert "unsafe-inline" not in policy.split("script-src")[1].split(";")[0]


def test_the_frame_takes_a_position_and_refuses_a_wrong_one(client: FlaskClient) -> None:
    page = client.get("/api/v1/embed?lang=fr&game=jass&contract=trump:roses&ruleset=standard"
                      "&deck=french&hand=roses-under,b6&trick=B10&view=trick")
    assert page.status_code == 200
    assert ('<stichfest-checker lang="fr" game="jass" contract="trump:roses" '
            'ruleset="standard" deck="french" hand="RU,B6" trick="B10" view="trick" '
            'post-height>') in page.get_data(as_text=True)
    for query, name in (("game=schnapsen&deck=swiss", "deck"), ("contract=wenz", "contract"),
                        ("hand=RU,X9", "hand"), ("trick=RU,RU", "trick"),
                        ("game=schafkopf&ruleset=jasvel", "ruleset"), ("view=table", "view"),
                        ("colour=red", "colour")):
        refused = client.get(f"/api/v1/embed?{query}")
        assert refused.status_code in (400, 422), query
        assert refused.json["errors"][0]["parameter"] == name


def test_the_readme_shows_the_snippets_as_served() -> None:
    """A site owner copies the README's snippets: they are the ones the demo page shows."""
    readme = (Path(__file__).resolve().parents[3] / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```html\n(.*?)\n```", readme, re.S)
    assert list(snippets("https://API-HOST", "de", "jass")) == blocks[:2]
