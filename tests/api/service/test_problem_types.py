"""The problem types a game brings in its folder (``api/games/<game>/problems.py``, registered
with its adapter) answer as the shared ones do: their URI, status and title in the document's
enum, at ``GET /api/v1/problems/<type>``, in each language, and on the wire; the v1 contract
(API-skat.md, API-doppelkopf.md) fixes each one's status."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

from api.errors.problems import PROBLEM_TYPES
from api.games.registry import GAME_APIS
from api.service.openapi_document import openapi_document
from api.service.problem_texts import problem_types
from tests.api.games.skat.test_skat_api import SCORE_BODY

# (type, status, game): API-skat.md "400 `invalid-bid` (RS11)", "400 `invalid-announcement`
# (RS9)", "400 `unsupported-house-rule`", "Contradictions are 400 `invalid-contract`"; the
# Doppelkopf types as they first shipped (422): clients may rely on them.
V1 = [("invalid-contract", 400, None), ("unsupported-house-rule", 400, "skat"),
      ("invalid-bid", 400, "skat"), ("invalid-announcement", 400, "skat"),
      ("invalid-call", 422, "doppelkopf"), ("invalid-vorbehalt", 422, "doppelkopf")]


@pytest.mark.parametrize(("slug", "status", "game"), V1)
def test_each_type_keeps_its_uri_and_status_and_lives_with_its_game(
        client: FlaskClient, slug: str, status: int, game: str | None) -> None:
    answer = client.get(f"/api/v1/problems/{slug}", headers={"Accept-Language": "de"})
    assert answer.status_code == 200
    assert answer.json["type"] == f"/api/v1/problems/{slug}"
    assert answer.json["status"] == status
    assert answer.json["title"] != problem_types()[slug].title  # the German title
    owners = [g for g, adapter in GAME_APIS.items()
              if slug in {k.slug for k in adapter.problem_types}]
    assert owners == ([game] if game else [])
    assert (slug in PROBLEM_TYPES) is (game is None)


def test_the_document_lists_every_type(app: object) -> None:
    enum = openapi_document(app)["components"]["schemas"]["ProblemType"]["enum"]  # type: ignore[arg-type]
    assert sorted(enum) == sorted(f"/api/v1/problems/{s}" for s in problem_types())
    assert {f"/api/v1/problems/{slug}" for slug, _, _ in V1} <= set(enum)


def test_a_game_type_is_answered_on_the_wire(client: FlaskClient) -> None:
    answer = client.post("/api/v1/skat/score", json={**SCORE_BODY, "bid": 61})
    assert answer.status_code == 400
    assert answer.json["type"] == "/api/v1/problems/invalid-bid"
    assert answer.json["title"] == "Kein gültiger Reizwert"  # the body asks in German
