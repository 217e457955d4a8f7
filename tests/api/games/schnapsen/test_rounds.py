"""``POST /schnapsen/rounds/check``: ``next`` is the legal-cards answer (talon state, talon
size, turned-up card and won trick derived) at every prefix, actions are shown with their
rule, a Renonce loses the hand (N-9), and bad hands point at the play or the action."""

from __future__ import annotations

import random
from typing import Any

import pytest
from flask.testing import FlaskClient

from api.games.schnapsen.game_api import ROUND_EXAMPLE
from tests.rules.schnapsen.test_round_check import play, shuffled_deal

CODE = {"acorns": "A", "leaves": "L", "hearts": "H", "bells": "B"}


def body_of(seed: int, illegal_at: int | None = None) -> tuple[dict[str, Any], int | None]:
    from rules.schnapsen.game import SCHNAPSEN

    code = SCHNAPSEN.deck.code
    rng = random.Random(seed)
    deal = shuffled_deal(rng)
    plays, moves, revoke = play(deal, seed % 2, rng, illegal_at=illegal_at)
    return {"contract": {"trump": deal["contract"].trump.value}, "leader": seed % 2,
            "hands": [[code(c) for c in h] for h in deal["hands"]],
            "talon": [code(c) for c in deal["stack"]], "trump_card": code(deal["turned"]),
            "plays": [code(c) for c in plays],
            "actions": [{"before": m.before, "action": m.action.value} for m in moves],
            "lang": "en"}, revoke


def check(client: FlaskClient, body: dict[str, Any]) -> dict[str, Any]:
    response = client.post("/api/v1/schnapsen/rounds/check", json=body)
    assert response.status_code == 200, response.json
    answer: dict[str, Any] = response.json
    return answer


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_next_is_legal_cards_at_every_prefix(client: FlaskClient, seed: int) -> None:
    body, _ = body_of(seed)
    whole = check(client, body)
    for cut in range(len(body["plays"])):
        actions = [a for a in body["actions"] if a["before"] < cut]
        answer = check(client, {**body, "plays": body["plays"][:cut], "actions": actions})
        following = answer["next"]
        seat = whole["plays"][cut]["seat"]
        asked = {"contract": body["contract"], "lang": "en", "talon": following["talon"],
                 "hand": [c["card"] for c in following["cards"]],
                 "trick": body["plays"][cut - len(following["trick"]["cards"]):cut],
                 **derived(body, answer, seat)}
        legal = client.post("/api/v1/schnapsen/legal-cards", json=asked)
        assert legal.status_code == 200, (asked, legal.json)
        assert following == {"seat": seat, **legal.json}
    assert whole["next"] is None
    assert whole["score"]["game_points"] in (1, 2, 3)
    assert whole["score"]["revoked"] is False


def derived(body: dict[str, Any], answer: dict[str, Any], seat: int) -> dict[str, Any]:
    """Talon size, turned-up card and won trick, counted as a client would count them."""
    tricks, talon = answer["tricks"], answer["next"]["talon"]
    closing = [a for a in answer["actions"] if a["action"] == "close"]
    fields: dict[str, Any] = {
        "talon_cards": 0 if talon == "exhausted" else closing[0]["talon_cards"] if closing
        else 10 - 2 * len(tricks),
        "won_a_trick": any(t["winner"] == seat for t in tricks)}
    if talon != "exhausted":  # the turned-up card, or the trump Unter exchanged for it
        exchanged = any(a["action"] == "exchange_trump" for a in answer["actions"])
        fields["trump_card"] = CODE[body["contract"]["trump"]] + "U" if exchanged \
            else body["trump_card"]
    return fields


def test_the_documented_hand(client: FlaskClient) -> None:
    answer = check(client, ROUND_EXAMPLE)
    assert [a["rule"]["id"] for a in answer["actions"]] == ["R8", "N-10", "N-13"]
    assert answer["next"]["seat"] == 1
    assert answer["next"]["talon"] == "closed"
    assert answer["tricks"][-1]["running"]["seats"] == [21, 15]
    assert answer["first_revoke"] is None


def test_a_renonce_loses_the_hand_with_three(client: FlaskClient) -> None:
    for seed in range(40):
        body, revoke = body_of(seed, illegal_at=15)
        if revoke is not None:
            break
    answer = check(client, body)
    assert answer["first_revoke"]["index"] == 15
    score = answer["score"]
    assert (score["winner"], score["game_points"]) == (1 - answer["plays"][15]["seat"], 3)
    assert score["rule"]["id"] == "N-9"
    assert score["revoked"] is True
    assert "note" not in score


@pytest.mark.parametrize(("change", "pointer"), [
    ({"actions": [{"before": 1, "action": "close"}]}, "/actions/0"),  # not on lead
    ({"actions": [{"before": 4, "action": "close"},
                  {"before": 4, "action": "exchange_trump"}]}, "/actions/1"),
    ({"plays": ["HK", "BU", "LA", "LK", "AK", "AA", "AA"]}, "/plays/6"),
    ({"plays": ["AA"]}, "/plays/0"),  # seat 0 does not hold it
    ({"talon": ["AK", "AO", "AU", "L10", "LO", "LU", "BA", "BK", "HK"]}, "/talon"),
    ({"trump_card": "AA"}, "/trump_card"),
])
def test_bad_hands_point_at_the_play_or_action(client: FlaskClient, change: dict[str, Any],
                                               pointer: str) -> None:
    body = {**ROUND_EXAMPLE, "actions": [], **change}
    response = client.post("/api/v1/schnapsen/rounds/check", json=body)
    assert response.status_code == 422, response.json
    assert response.json["errors"][0]["pointer"].startswith(pointer)


def test_a_closing_before_the_next_play(client: FlaskClient) -> None:
    """The leader closed and has not led yet: ``next`` is the position after the closing."""
    body = {**ROUND_EXAMPLE, "plays": ROUND_EXAMPLE["plays"][:4]}
    answer = check(client, body)
    assert answer["actions"][-1]["before"] == 4
    assert answer["next"]["talon"] == "closed"
    legal = client.post("/api/v1/schnapsen/legal-cards", json={
        "contract": body["contract"], "hand": ["HO", "HA", "B10", "AK", "AU"],
        "talon": "closed", "talon_cards": 6, "trump_card": "HU", "won_a_trick": True,
        "lang": "en"}).json
    assert answer["next"] == {"seat": 0, **legal}
    marriage_later = {**body, "actions": [{"before": 4, "action": "marriage"}]}
    response = client.post("/api/v1/schnapsen/rounds/check", json=marriage_later)
    assert response.json["errors"][0]["pointer"] == "/actions/0"
