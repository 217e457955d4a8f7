"""POST and GET /api/v1/jass/legal-cards as a client sees them."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

URL = "/api/v1/jass/legal-cards"
BODY: dict[str, Any] = {"contract": {"type": "trump", "trump": "acorns"},
                        "hand": ["R6", "RK", "AU", "A8", "B10"], "trick": ["R9", "A7"]}
PERMALINK = URL + "?contract=trump:acorns&hand=R6,RK,AU,A8,B10&trick=R9,A7"


def test_every_card_comes_back_with_its_rule(client: FlaskClient) -> None:
    response = client.post(URL, json=BODY)
    assert response.status_code == 200
    data = response.json
    assert data["game"] == "jass"
    assert data["ruleset"] == "jasvel"
    assert data["lang"] == "de"
    assert data["contract"] == {"type": "trump", "trump": "acorns", "slug": "trump:acorns",
                                "name": "Trumpf Eicheln"}
    assert data["legal"] == ["R6", "RK"]
    assert [c["card"] for c in data["cards"]] == BODY["hand"]
    by_card = {c["card"]: c for c in data["cards"]}
    assert by_card["R6"]["rule"]["explanation"] == (
        "Rosen wurde ausgespielt: Rosen-6 bedient und ist erlaubt; du musst Rosen bedienen, "
        "ob du damit den Stich machst oder nicht.")
    assert by_card["AU"]["legal"] is False
    assert by_card["AU"]["rule"]["id"] == "J-L2"
    assert "Puur" in by_card["AU"]["rule"]["explanation"]
    assert by_card["R6"]["rule"]["source"].startswith("https://jasvel.org/")
    assert data["trick"] == {"cards": ["R9", "A7"], "led_card": "R9", "led_suit": "roses",
                             "led": "roses", "winning_card": "A7", "winning_index": 1,
                             "highest_trump": "A7", "points": 0}


def test_get_permalink_gives_the_same_answer_as_post(client: FlaskClient) -> None:
    assert client.get(PERMALINK).json == client.post(URL, json=BODY).json


def test_cards_in_suit_rank_form_answer_in_codes(client: FlaskClient) -> None:
    body = {**BODY, "hand": ["roses-6", "Rosen-König", "clubs-jack", "acorns-8", "diamonds-10"],
            "trick": ["hearts-9", "eicheln-7"]}
    assert client.post(URL, json=body).json == client.post(URL, json=BODY).json


def test_puur_kept_back_names_the_puur_exception(client: FlaskClient) -> None:
    # [S000] "Trumpf ist Schellen ... den Schellen-Puur und den Eicheln-König."
    response = client.get(URL + "?contract=trump:bells&hand=BU,AK&trick=R6&lang=en")
    cards = {c["card"]: c for c in response.json["cards"]}
    assert response.json["legal"] == ["BU", "AK"]
    assert cards["BU"]["rule"]["id"] == "J-L6"
    assert cards["BU"]["rule"]["title"] == "The Puur exception"
    assert "need not" in cards["BU"]["rule"]["explanation"]


@pytest.mark.parametrize(("query", "header", "lang", "title"), [
    ("", None, "de", "Farbzwang"),
    ("&lang=en", None, "en", "Follow suit (Farbzwang)"),
    ("&lang=fr", "en", "fr", "Obligation de fournir"),
    ("", "fr-CH,fr;q=0.9,en;q=0.5", "fr", "Obligation de fournir"),
    ("", "en-GB", "en", "Follow suit (Farbzwang)"),
    ("", "it", "de", "Farbzwang"),
])
def test_language_by_parameter_or_accept_language(client: FlaskClient, query: str,
                                                  header: str | None, lang: str,
                                                  title: str) -> None:
    headers = {"Accept-Language": header} if header else {}
    response = client.get(PERMALINK + query, headers=headers)
    assert response.json["lang"] == lang
    assert response.headers["Content-Language"] == lang
    # Only an answer Accept-Language decided varies by it.
    assert ("Accept-Language" in response.headers["Vary"]) == ("lang=" not in query)
    assert response.json["cards"][0]["rule"]["title"] == title


def test_french_deck_names_in_explanations(client: FlaskClient) -> None:
    response = client.get(PERMALINK + "&deck=french&lang=de")
    assert response.json["cards"][0]["rule"]["explanation"].startswith(
        "Herz wurde ausgespielt: Herz-6 bedient")


def test_standard_ruleset_allows_trumping_instead_of_following(client: FlaskClient) -> None:
    response = client.post(URL, json={**BODY, "trick": ["R9"], "ruleset": "standard"})
    assert response.json["ruleset"] == "standard"
    assert response.json["legal"] == ["R6", "RK", "AU", "A8"]
    assert {c["card"]: c["rule"]["id"] for c in response.json["cards"]}["A8"] == "J-V1"


def test_leader_may_lead_anything(client: FlaskClient) -> None:
    response = client.post(URL, json={**BODY, "trick": []})
    assert response.json["legal"] == BODY["hand"]
    assert {c["rule"]["id"] for c in response.json["cards"]} == {"J-L1"}
    assert response.json["trick"]["led_suit"] is None
    absent = client.post(URL, json={"contract": BODY["contract"], "hand": BODY["hand"]})
    assert absent.json == response.json


def test_obenabe_and_undenufe(client: FlaskClient) -> None:
    for contract in ("obenabe", "undenufe"):
        response = client.post(URL, json={"contract": {"type": contract},
                                          "hand": ["R6", "AA"], "trick": ["R10"]})
        assert response.json["legal"] == ["R6"]
        assert response.json["contract"]["trump"] is None
        assert {c["rule"]["id"] for c in response.json["cards"]} == {"J-L8"}
