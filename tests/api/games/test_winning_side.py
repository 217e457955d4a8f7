"""``winning_side``: every score answer names its winner in one shape,
beside each game's own v1 ``winner`` field, which keeps its old shape for existing clients."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from api.games.jass.answers import SCORE_EXAMPLE, TARGET_EXAMPLE
from tests.api.games.schafkopf.test_schafkopf import SOLO_SCORE

SCORE_OPERATIONS = ("jassScore", "jassTarget", "schnapsenScore", "schnapsenBummerl",
                    "schafkopfScore")


def post(client: FlaskClient, path: str, body: dict[str, Any]) -> dict[str, Any]:
    response = client.post(path, json=body)
    assert response.status_code == 200, response.json
    answer: dict[str, Any] = response.json
    return answer


def test_every_score_answer_documents_one_shared_shape(client: FlaskClient) -> None:
    spec = client.get("/api/v1/openapi.json").json
    schemas = spec["components"]["schemas"]
    for operation in SCORE_OPERATIONS:
        found = [op for item in spec["paths"].values() for op in item.values()
                 if isinstance(op, dict) and op.get("operationId") == operation]
        assert len(found) == 1, operation
        ref = found[0]["responses"]["200"]["content"]["application/json"]["schema"]["$ref"]
        properties = schemas[ref.rsplit("/", 1)[1]]["properties"]
        # one shared enum, null beside it (a nullable enum inline is one client type per use)
        assert properties["winning_side"] == {"anyOf": [
            {"$ref": "#/components/schemas/WinningSide"}, {"type": "null"}]}, operation
    assert None not in schemas["WinningSide"]["enum"]
    assert schemas["WinningSide"]["type"] == "string"


def test_jass_round_won_by_the_team_with_more_points(client: FlaskClient) -> None:
    data = post(client, "/api/v1/jass/score", SCORE_EXAMPLE)
    totals = [team["total"] for team in data["teams"]]
    assert totals[0] != totals[1]
    assert data["winning_side"] == f"team-{totals.index(max(totals))}"


@pytest.mark.parametrize(("before", "parts", "side"), [
    ([985, 960], {"weis": [0, 50], "stoeck": [20, 0], "tricks": [90, 67]}, "team-1"),
    ([100, 200], {"weis": [0, 0], "stoeck": [0, 0], "tricks": [90, 67]}, None)])
def test_jass_target(client: FlaskClient, before: list[int], parts: dict[str, list[int]],
                     side: str | None) -> None:
    data = post(client, "/api/v1/jass/target", {**TARGET_EXAMPLE, "before": before,
                                                 "parts": parts})
    assert data["winning_side"] == side
    assert data["winner"] == (None if side is None else int(side[-1]))


def test_schnapsen_hand_and_bummerl(client: FlaskClient) -> None:
    hand = post(client, "/api/v1/schnapsen/score", {
        "players": [{"card_points": 50, "tricks": 3}, {"card_points": 70, "tricks": 4}],
        "closed_by": 0, "at_closing": {"opponent_points": 0, "opponent_tricks": 0},
        "claimed_66_by": 1})
    assert (hand["winner"], hand["winning_side"]) == (1, "player-1")
    running = post(client, "/api/v1/schnapsen/bummerl",
                   {"hands": [{"winner": 1, "game_points": 3}]})
    assert (running["complete"], running["winning_side"]) == (False, None)
    won = post(client, "/api/v1/schnapsen/bummerl", {"hands": [
        {"winner": 1, "game_points": 3}, {"winner": 1, "game_points": 3},
        {"winner": 1, "game_points": 1}]})
    assert (won["winner"], won["winning_side"]) == (1, "player-1")


def test_schafkopf_game_and_ramsch(client: FlaskClient) -> None:
    solo = post(client, "/api/v1/schafkopf/score", SOLO_SCORE)
    assert (solo["winner"], solo["winning_side"]) == ("declarers", "declarers")
    tricks = [["HA", "LA", "AA", "A7"], ["H10", "L10", "B7", "L7"], ["A10", "HK", "LK", "H7"],
              ["BA", "HO", "LO", "L9"], ["B10", "BK", "AO", "BO"], ["AK", "HU", "LU", "A8"],
              ["AU", "BU", "H9", "H8"], ["B9", "B8", "A9", "L8"]]
    ramsch = post(client, "/api/v1/schafkopf/score", {
        "contract": {"type": "ramsch"},
        "players": [{"tricks": [tricks[0], tricks[6]]},
                    {"tricks": [tricks[1], tricks[3], tricks[7]]},
                    {"tricks": [tricks[2], tricks[5]]}, {"tricks": [tricks[4]]}]})
    assert (ramsch["losers"], ramsch["winning_side"]) == ([1], None)
    durchmarsch = post(client, "/api/v1/schafkopf/score", {
        "contract": {"type": "ramsch"},
        "players": [{"tricks": []}, {"tricks": []}, {"tricks": tricks}, {"tricks": []}]})
    assert (durchmarsch["winner"], durchmarsch["winning_side"]) == ("durchmarsch", "player-2")
