"""``GET /api/v1/<game>/closing``, the closing calculator's permalink: the same answer as the
POST form for the same question (every documented example, and random small positions), a
cacheable answer, refused parameters named in the asker's language; and ``detail``: the
figures alone below ``full``."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

import pytest
from flask.testing import FlaskClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from api.games.registry import GAME_APIS
from api.games.talon.closing_schemas import closing_query_form
from api.http.headers import PERMALINK_CACHING
from tests.api.games.schnapsen.test_closing import closing_bodies
from tests.rules.schnapsen.test_closing_search import positions

GAMES = ("schnapsen", "sechsundsechzig")


def url(game: str, body: dict[str, Any]) -> str:
    query = closing_query_form(GAME_APIS[game].game, body)
    return f"/api/v1/{game}/closing?{urlencode(query)}"


@pytest.mark.parametrize("game", GAMES)
def test_the_documented_example_is_its_permalink(client: FlaskClient, game: str) -> None:
    example = GAME_APIS[game].closing_example  # type: ignore[attr-defined]
    posted = client.post(f"/api/v1/{game}/closing", json=example)
    linked = client.get(url(game, example))
    assert linked.status_code == posted.status_code == 200
    assert linked.json == posted.json
    assert linked.headers["ETag"]
    assert linked.headers["Cache-Control"] == PERMALINK_CACHING  # as every permalink
    again = client.get(url(game, example), headers={"If-None-Match": linked.headers["ETag"]})
    assert again.status_code == 304


def test_the_document_shows_the_permalink_with_the_examples_answer(client: FlaskClient
                                                                   ) -> None:
    document = client.get("/api/v1/openapi.json").json
    operation = document["paths"]["/api/v1/schnapsen/closing"]["get"]
    examples = {p["name"]: p["schema"].get("example") for p in operation["parameters"]
                if "name" in p}
    assert (examples["hand"], examples["talon_cards"], examples["tricks"], examples["me"]) == (
        "HA,HK,AA,A10,BU", 6, "LO,LA;BK,BA", "15,1")
    shown = operation["responses"]["200"]["content"]["application/json"]["example"]
    assert shown["wins"] == 156


def posted_and_linked(client: FlaskClient, game: str, body: dict[str, Any]
                      ) -> tuple[Any, Any]:
    return (client.post(f"/api/v1/{game}/closing", json=body),
            client.get(url(game, body)))


def assert_answered_alike(posted: Any, linked: Any) -> None:
    """The same answer; a refusal names its field as each form does (a query parameter, a
    body pointer), with the same code and the same words."""
    assert linked.status_code == posted.status_code, (posted.json, linked.json)
    if posted.status_code == 200:
        assert linked.json == posted.json
        return
    assert linked.json["code"] == posted.json["code"]
    assert [(e["parameter"], e["detail"]) for e in linked.json["errors"]] == [
        (e["pointer"].split("/")[1], e["detail"]) for e in posted.json["errors"]]


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(positions(), st.sampled_from(["de", "en", "fr"]), st.sampled_from(["full", "facts"]))
def test_a_small_position_gets_the_same_answer_both_ways(client: FlaskClient, drawn: Any,
                                                          lang: str, detail: str) -> None:
    rules, position = drawn
    code = rules.deck.code
    body = {"contract": {"trump": position.contract.trump.value},
            "hand": [code(c) for c in position.hand], "talon_cards": position.talon_cards,
            "trump_card": code(position.trump_card),
            "tricks": [[code(a), code(b)] for a, b in position.tricks],
            "me": {"card_points": position.me.card_points, "tricks": position.me.tricks},
            "opponent": {"card_points": position.opponent.card_points,
                         "tricks": position.opponent.tricks},
            "lang": lang, "detail": detail}
    # a drawn position may already hold 66 points: refused alike (M-16)
    assert_answered_alike(*posted_and_linked(client, rules.game_id, body))


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(closing_bodies())
def test_any_question_is_answered_or_refused_alike(client: FlaskClient,
                                                   case: tuple[str, dict[str, Any]]) -> None:
    """Mostly positions that cannot occur: the same refusal, naming the same field."""
    game, body = case
    assert_answered_alike(*posted_and_linked(client, game, body))


@pytest.mark.parametrize(("lang", "words"), [
    ("de", "die gespielten Stiche ergeben hier Stiche: 1, Punkte: 15"),
    ("en", "the tricks played give here tricks: 1, card points: 15"),
    ("fr", "les plis joués ne concordent pas : plis 1, points de cartes 15"),
])
def test_points_that_do_not_add_up_are_refused_naming_the_parameter(
        client: FlaskClient, lang: str, words: str) -> None:
    """API-closing §2: "points that do not add up" are a 422 at the field."""
    example = GAME_APIS["schnapsen"].closing_example  # type: ignore[attr-defined]
    linked = client.get(url("schnapsen", {**example, "me": {"card_points": 16, "tricks": 1},
                                          "lang": lang}))
    assert linked.status_code == 422
    error = linked.json["errors"][0]
    assert (error["parameter"], error["code"]) == ("me", "talon.closing-tally")
    assert error["detail"].startswith(words)


@pytest.mark.parametrize(("parameter", "value", "lang", "words"), [
    ("tricks", "LO,LA;BK", "de", "Die Zeichenkette passt nicht zum erwarteten Muster."),
    ("marriages", "him,hearts", "en", "String does not match expected pattern."),
    ("opponent", "14", "fr", "La chaîne ne correspond pas au motif attendu."),
])
def test_a_malformed_parameter_is_refused_by_name(client: FlaskClient, parameter: str,
                                                  value: str, lang: str, words: str) -> None:
    example = GAME_APIS["schnapsen"].closing_example  # type: ignore[attr-defined]
    query = {**closing_query_form(GAME_APIS["schnapsen"].game, example), parameter: value,
             "lang": lang}
    linked = client.get(f"/api/v1/schnapsen/closing?{urlencode(query)}")
    assert linked.status_code == 422
    assert linked.json["errors"] == [{"parameter": parameter, "detail": words,
                                      "code": "field.pattern"}]


def test_an_unknown_parameter_is_refused(client: FlaskClient) -> None:
    example = GAME_APIS["schnapsen"].closing_example  # type: ignore[attr-defined]
    linked = client.get(url("schnapsen", example) + "&talon=6")
    assert linked.status_code == 400
    assert linked.json["errors"][0]["parameter"] == "talon"


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("detail", ["facts", "ids"])
def test_detail_keeps_the_figures_and_leaves_out_the_words(client: FlaskClient, game: str,
                                                            detail: str) -> None:
    example = GAME_APIS[game].closing_example  # type: ignore[attr-defined]
    full = client.post(f"/api/v1/{game}/closing", json=example).json
    small = client.post(f"/api/v1/{game}/closing", json={**example, "detail": detail}).json
    words = {"sentence", "explanation"}
    assert set(full) - set(small) == words
    assert {k: v for k, v in small.items() if k not in ("closing", "stakes")} == {
        k: v for k, v in full.items() if k not in words | {"closing", "stakes"}}
    for part in ("closing", "stakes"):
        assert small[part]["rule"] == {"id": full[part]["rule"]["id"]}
    batch = client.post("/api/v1/batch", json={"detail": detail, "questions": [
        {"game": game, "question": "closing", "body": example}]}).json
    assert batch["answers"][0]["body"] == small
