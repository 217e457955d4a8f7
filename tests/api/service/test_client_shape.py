"""The document types each game's round check as its answers are (api/service/
client_shape.py): every field a round's tricks carry is declared in the game's own trick
schema, and every declared required field is there, so that a generated client reads
Coiffeur's direction and Doppelkopf's trick facts without a cast."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from api.games.registry import GAME_APIS

ROUND_GAMES = [game for game, api in GAME_APIS.items() if api.round_examples]
SCHEMAS = "#/components/schemas/"


def _resolved(document: dict[str, Any], node: dict[str, Any]) -> dict[str, Any]:
    ref = node.get("$ref") or next(
        (part["$ref"] for part in node.get("anyOf", ()) if "$ref" in part), None)
    if ref is None:
        return node
    found: dict[str, Any] = document["components"]["schemas"][ref.removeprefix(SCHEMAS)]
    return found


@pytest.mark.parametrize("game", ROUND_GAMES)
def test_every_field_of_a_rounds_tricks_is_declared(client: FlaskClient, game: str) -> None:
    document = client.get("/api/v1/openapi.json").json
    answer_schema = document["paths"][f"/api/v1/{game}/rounds/check"]["post"]["responses"][
        "200"]["content"]["application/json"]["schema"]
    tricks = _resolved(document, _resolved(document, answer_schema)["properties"]["tricks"][
        "items"])
    declared, required = set(tricks["properties"]), set(tricks["required"])
    for name, body in GAME_APIS[game].round_examples.items():
        answer = client.post(f"/api/v1/{game}/rounds/check", json=body).json
        assert answer["tricks"], name
        for trick in answer["tricks"]:
            assert set(trick) <= declared, (name, set(trick) - declared)
            assert required <= set(trick), (name, required - set(trick))
