"""Schafkopf's rulesets, the Kurzes Blatt and the whole reckoning as a client sees them:
``ruleset`` on every question, doublings with their seats, Kontras, Jungfrau, the Stock."""

from __future__ import annotations

import random
from typing import Any

import pytest
from flask.testing import FlaskClient

SCORE = "/api/v1/schafkopf/score"
ROUND = "/api/v1/schafkopf/rounds/check"
EVEN = [[f"{s}A", f"{s}K", f"{s}9", f"{s}8"] for s in "HLAB"] + [
    [f"{s}10", f"{s}O", f"{s}U", f"{s}7"] for s in "HLAB"]
RUF = {"contract": {"type": "rufspiel", "called_suit": "acorns"},
       # No Eichel-Ober: the opponents' one Laufender is not paid.
       "declarer_cards": ["H9", "LO", "HO", "BO", "AA", "A7", "B7", "L7", "AU", "LU", "HU",
                          "BU", "HA", "H10", "HK", "A8"],
       "declarer_tricks": EVEN[:5], "opponent_tricks": EVEN[5:], "lang": "en"}
SHORT_PACK = [s + r for s in "ALHB" for r in ("9", "10", "U", "O", "K", "A")]


def play_out(client: FlaskClient, body: dict[str, Any]) -> dict[str, Any]:
    """The round played to its end with the first legal card of each seat."""
    while True:
        answer = client.post(ROUND, json=body).json
        assert answer is not None
        if answer["next"] is None:
            return answer
        body["plays"].append(answer["next"]["legal"][0])


def test_the_ruleset_prices_the_game(client: FlaskClient) -> None:
    # K-H1 "Sauspiel 20"; K-H3 "Rufspiel 2"; the default keeps standard's 10.
    prices = {ruleset: client.post(SCORE, json={**RUF, "ruleset": ruleset}).json["price"]
              for ruleset in ("default", "sauspiel", "netschafkopf")}
    assert prices == {"default": 10, "sauspiel": 20, "netschafkopf": 2}


def test_doublings_and_kontras_are_lines_with_their_seats(client: FlaskClient) -> None:
    data = client.post(SCORE, json={**RUF, "ruleset": "sauspiel", "doublings": [3],
                                    "kontras": [2, 0, 1]}).json
    assert [(line["item"], line["rule"], line["seat"]) for line in data["breakdown"]
            if line["factor"] == 2] == [("doubling", "K-S2", 3), ("stoss", "K-S1", 2),
                                        ("retour", "K-S1", 0), ("kontra", "K-S3", 1)]
    assert data["price"] == 20 * 2 ** 4
    assert "player 4" in data["breakdown"][1]["explanation"]  # seat 3, counted from 1
    assert data["ruleset"] == "sauspiel"


@pytest.mark.parametrize(("body", "pointer"), [
    ({"kontras": [1, 0, 1]}, "/kontras"),  # standard: Stoß and Retour only (K-S1)
    ({"kontras": [1], "stoss": True}, "/kontras"),
    ({"ruleset": "skat"}, "/ruleset"),
    ({"doublings": [4]}, "/doublings/0"),
])
def test_a_reckoning_the_ruleset_refuses_names_its_field(client: FlaskClient,
                                                         body: dict[str, Any],
                                                         pointer: str) -> None:
    response = client.post(SCORE, json={**RUF, **body})
    assert response.status_code in (400, 422)
    assert response.json is not None
    assert any(e.get("pointer", "").startswith(pointer) for e in response.json["errors"])


# K-H7: the price (10) settled with one opponent, and half the pot of 40 out or in.
@pytest.mark.parametrize(("won", "per_declarer", "after"), [(True, 10 + 20, 0),
                                                           (False, -10 - 20, 80)])
def test_the_stock_goes_to_the_declarers_or_grows(client: FlaskClient, won: bool,
                                                  per_declarer: int, after: int) -> None:
    tricks = (EVEN[:5], EVEN[5:]) if won else (EVEN[5:], EVEN[:5])
    data = client.post(SCORE, json={**RUF, "declarer_tricks": tricks[0],
                                    "opponent_tricks": tricks[1], "stock": 40}).json
    assert data["per_player"]["declarer"] == per_declarer
    assert data["stock"]["pot_after"] == after
    assert data["stock"]["rule"]["id"] == "K-H7"


def test_a_netschafkopf_ramsch_with_a_jungfrau_and_a_tie(client: FlaskClient) -> None:
    # K-H4 "Bei Augengleichheit verliert, wer den höheren Ober hatte"; K-H5 Jungfrau doubles.
    players = [{"tricks": [["AA", "A10", "AU", "HO"], ["HA", "H10", "HK", "L9"]],
                "hand": ["HO", "HA", "AA", "A10", "H10", "HK", "L9", "AU"]},
               {"tricks": [["AO", "A7", "A8", "A9"], ["AK", "LK", "H9", "B7"],
                           ["HU", "LO", "BU", "B8"]],
                "hand": ["AO", "A7", "A8", "A9", "AK", "LK", "H9", "B7"]},
               {"tricks": [["BA", "B10", "BK", "H8"], ["LA", "L10", "B9", "H7"],
                           ["BO", "LU", "L8", "L7"]],
                "hand": ["BO", "BA", "B10", "BK", "LA", "L10", "B9", "LU"]},
               {"tricks": [], "hand": ["LO", "HU", "BU", "B8", "H8", "H7", "L8", "L7"]}]
    body = {"contract": {"type": "ramsch"}, "players": players, "lang": "de"}
    net = client.post(SCORE, json={**body, "ruleset": "netschafkopf"}).json
    assert (net["losers"], net["rule"]["id"], net["price"]) == ([0], "K-H4", 2)
    assert net["jungfrauen"] == [3]
    assert "höheren Ober" in net["rule"]["explanation"]
    standard = client.post(SCORE, json=body).json
    assert (standard["losers"], standard["rule"]["id"], standard["price"]) == ([2], "R13", 10)


def test_a_short_pack_round_is_dealt_played_and_reckoned(client: FlaskClient) -> None:
    deck = SHORT_PACK[:]
    random.Random(4).shuffle(deck)
    hands = [deck[i * 6:i * 6 + 6] for i in range(4)]
    answer = play_out(client, {"contract": {"type": "wenz"}, "hands": hands, "plays": [],
                               "declarer": 1, "ruleset": "sauspiel-kurz", "doublings": [0],
                               "lang": "fr"})
    assert answer["finished"]
    assert len(answer["tricks"]) == 6
    assert answer["revokes"] == []
    score = answer["score"]
    assert score["augen"]["declarers"] + score["augen"]["opponents"] == 120
    assert score["breakdown"][-1]["item"] == "doubling"
    assert answer["ruleset"] == "sauspiel-kurz"


def test_a_long_pack_card_in_a_short_pack_deal_is_refused(client: FlaskClient) -> None:
    hands = [SHORT_PACK[i * 6:i * 6 + 6] for i in range(4)]
    hands[0][0] = "A7"
    response = client.post(ROUND, json={"contract": {"type": "wenz"}, "hands": hands,
                                        "plays": [], "declarer": 0, "ruleset": "standard-kurz"})
    assert response.status_code == 422
    response = client.get("/api/v1/schafkopf/legal-cards?contract=wenz&hand=A7,AA"
                          "&ruleset=sauspiel-kurz")
    assert response.status_code == 422
    assert response.json is not None
    assert response.json["errors"][0]["parameter"] == "hand"


def test_a_short_pack_legal_cards_answer_counts_six_tricks(client: FlaskClient) -> None:
    data = client.post("/api/v1/schafkopf/legal-cards", json={
        "contract": {"type": "solo", "trump": "hearts"}, "hand": ["H9", "HA"],
        "trick": ["HK"], "ruleset": "netschafkopf-kurz"}).json
    assert data["trick_number"] == 5
    assert "H8" not in data["contract"]["trumps"]
    assert len(data["contract"]["trumps"]) == 12


def test_the_deck_of_a_ruleset_is_its_pack(client: FlaskClient) -> None:
    # K-H2: "24 cards, the Neun up".
    short = client.get("/api/v1/schafkopf/deck?ruleset=sauspiel-kurz").json
    assert short is not None
    assert short["size"] == 24
    assert {c["code"] for c in short["cards"]} == set(SHORT_PACK)
    assert sum(c["points"]["all"] for c in short["cards"]) == 120
    assert client.get("/api/v1/schafkopf/deck").json == client.get(
        "/api/v1/schafkopf/deck?ruleset=standard").json
    assert client.get("/api/v1/schafkopf/deck?ruleset=kurz").status_code == 422
