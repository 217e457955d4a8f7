"""The Schnapsen endpoints as a client sees them."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

URL = "/api/v1/schnapsen/legal-cards"
SECOND: dict[str, Any] = {"contract": {"trump": "hearts"},
                          "hand": ["AK", "HU", "LA", "BU", "BO"], "trick": ["AA"],
                          "talon": "closed"}


def rules_by_card(data: dict[str, Any]) -> dict[str, str]:
    return {c["card"]: c["rule"]["id"] for c in data["cards"]}


def test_second_player_with_closed_talon(client: FlaskClient) -> None:
    data = client.post(URL, json=SECOND).json
    assert data["game"] == "schnapsen"
    assert data["talon"] == "closed"
    assert data["legal"] == ["AK"]
    assert rules_by_card(data) == {"AK": "N-5", "HU": "N-7", "LA": "N-5", "BU": "N-5",
                                   "BO": "N-5"}
    assert data["cards"][0]["rule"]["explanation"] == (
        "Du hast keine höhere Eichel-Karte als Eichel-Ass, also musst du eine niedrigere "
        "Eichel-Karte zugeben (Stufe 2): Eichel-König ist erlaubt, auch wenn du den Stich "
        "verlierst.")
    assert data["actions"] == []
    # The trick so far has the same shape in every game: the Eichel-Ass leads and, alone in
    # the trick, is winning it with its 11 points.
    assert data["trick"] == {"cards": ["AA"], "led_suit": "acorns", "led_card": "AA",
                             "led": "acorns", "winning_card": "AA", "winning_index": 0,
                             "highest_trump": None, "points": 11}


def test_permalink_matches_post(client: FlaskClient) -> None:
    get = client.get(URL + "?contract=hearts&hand=AK,HU,LA,BU,BO&trick=AA&talon=closed")
    assert get.json == client.post(URL, json=SECOND).json


@pytest.mark.parametrize(("hand", "lead", "legal", "stage"), [
    ("AA,AU,HU,LA,B10", "AK", ["AA"], "head"),
    ("AK,AU,HU,LA,B10", "AA", ["AK", "AU"], "follow_lower"),
    ("HU,HA,LA,L10,BK", "AK", ["HU", "HA"], "trump"),
    ("LA,L10,BK,BO,LU", "AA", ["LA", "L10", "BK", "BO", "LU"], "any"),
])
def test_each_of_the_four_stages_is_named(client: FlaskClient, hand: str, lead: str,
                                          legal: list[str], stage: str) -> None:
    data = client.get(f"{URL}?contract=hearts&hand={hand}&trick={lead}&talon=exhausted"
                      "&lang=en").json
    assert data["legal"] == legal
    explanation = next(c for c in data["cards"] if c["card"] == legal[0])["rule"]["explanation"]
    expected = {"head": "stage 1", "follow_lower": "stage 2", "trump": "stage 3",
                "any": "stage 4"}[stage]
    assert expected in explanation


def test_open_talon_is_free_play(client: FlaskClient) -> None:
    data = client.post(URL, json={**SECOND, "talon": "open"}).json
    assert data["legal"] == SECOND["hand"]
    assert set(rules_by_card(data).values()) == {"N-4"}


def test_leader_gets_cards_and_actions(client: FlaskClient) -> None:
    data = client.post(URL, json={
        "contract": {"trump": "hearts"}, "hand": ["HK", "HO", "HU", "LA", "B10"],
        "talon": "open", "talon_cards": 6, "trump_card": "HA", "won_a_trick": True,
        "lang": "en"}).json
    assert data["legal"] == ["HK", "HO", "HU", "LA", "B10"]
    actions = {a["action"]: a for a in data["actions"]}
    assert actions["marriage"]["allowed"] is True
    assert actions["marriage"]["points"] == 40
    assert actions["marriage"]["cards"] == ["HK", "HO"]
    assert "marriage (40)" in actions["marriage"]["rule"]["explanation"]
    assert "counts at once" in actions["marriage"]["rule"]["explanation"]
    assert actions["exchange_trump"]["allowed"] is True
    assert actions["exchange_trump"]["cards"] == ["HU", "HA"]
    assert "Ace of Hearts" in actions["exchange_trump"]["rule"]["explanation"]
    assert actions["close"]["allowed"] is True
    assert actions["close"]["rule"]["id"] == "N-13"


def test_leader_without_talon_size_gets_an_open_answer(client: FlaskClient) -> None:
    data = client.post(URL, json={"contract": {"trump": "hearts"},
                                  "hand": ["HK", "BO", "HU", "LA", "B10"], "talon": "open"}).json
    actions = {(a["action"], a["suit"]): a for a in data["actions"]}
    assert actions["exchange_trump", "hearts"]["allowed"] is None
    # The sentence asks for the size of the talon in words, not by the API field's name.
    explanation = actions["exchange_trump", "hearts"]["rule"]["explanation"]
    assert "wie viele Karten im Talon liegen" in explanation
    assert "talon_cards" not in explanation
    assert actions["close", None]["allowed"] is None
    assert actions["marriage", "hearts"]["allowed"] is False  # only the King of Hearts
    assert actions["marriage", "bells"]["allowed"] is False  # only the Ober of Bells
    assert actions["marriage", "bells"]["cards"] == ["BO"]


def test_announced_marriage_restricts_the_lead(client: FlaskClient) -> None:
    data = client.post(URL, json={"contract": {"trump": "hearts"},
                                  "hand": ["BK", "BO", "HU", "LA", "B10"], "talon": "closed",
                                  "marriage": "bells"}).json
    assert data["legal"] == ["BK", "BO"]
    assert rules_by_card(data)["HU"] == "N-10"


def test_french_deck_names(client: FlaskClient) -> None:
    data = client.get(URL + "?contract=diamonds&hand=spades-ace,diamonds-jack&trick=clubs-ace"
                      "&talon=exhausted&deck=french").json
    assert data["legal"] == ["BU"]
    assert "Karo-Bube" in data["cards"][1]["rule"]["explanation"]


def test_trick_winner(client: FlaskClient) -> None:
    data = client.get("/api/v1/schnapsen/trick?contract=hearts&trick=AA,HU&lang=en").json
    assert (data["winner"], data["winning_card"], data["points"]) == (1, "HU", 13)
    assert data["rule"]["id"] == "N-3"
    assert data["rule"]["explanation"].startswith("The Unter of Hearts wins: a trump")
    kept = client.post("/api/v1/schnapsen/trick",
                       json={"contract": {"trump": "hearts"}, "trick": ["AA", "A10"]}).json
    assert kept["winner"] == 0


def test_score_of_a_closed_hand(client: FlaskClient) -> None:
    data = client.post("/api/v1/schnapsen/score", json={
        "players": [{"card_points": 58, "tricks": 4, "marriages": [20]},
                    {"card_points": 30, "tricks": 2}],
        "closed_by": 0, "at_closing": {"opponent_points": 24, "opponent_tricks": 2},
        "claimed_66_by": 0, "lang": "en"}).json
    assert (data["winner"], data["game_points"]) == (0, 2)
    assert data["rule"]["id"] == "N-15"
    assert data["points_rule"]["id"] == "N-15"
    assert data["players"][0] == {"points": 78, "card_points": 58, "marriage_points": 20,
                                  "marriages_counted": True, "tricks": 4,
                                  "reached_66": True}
    assert data["claimed_66_by"] == 0


def test_failed_closing(client: FlaskClient) -> None:
    data = client.post("/api/v1/schnapsen/score", json={
        "players": [{"card_points": 50, "tricks": 3}, {"card_points": 70, "tricks": 4}],
        "closed_by": 0, "at_closing": {"opponent_points": 0, "opponent_tricks": 0},
        "claimed_66_by": 1}).json
    assert (data["winner"], data["game_points"], data["rule"]["id"]) == (1, 3, "N-15")


def test_bummerl(client: FlaskClient) -> None:
    data = client.post("/api/v1/schnapsen/bummerl", json={"hands": [
        {"winner": 0, "game_points": 3}, {"winner": 1, "game_points": 1},
        {"winner": 0, "game_points": 2}, {"winner": 0, "game_points": 2}]}).json
    assert data["remaining"] == [0, 6]
    assert data["complete"] is True
    assert data["winner"] == 0
    assert [h["remaining"] for h in data["hands"]] == [[4, 7], [4, 6], [2, 6], [0, 6]]


def test_deck_and_rules(client: FlaskClient) -> None:
    deck = client.get("/api/v1/schnapsen/deck").json
    assert deck["size"] == 20
    assert len(deck["cards"]) == 20
    ace = next(c for c in deck["cards"] if c["code"] == "HA")
    assert ace["names"] == {"de": "Herz-Ass", "en": "Ace of Hearts", "fr": "As de Cœur"}
    assert ace["french"]["names"]["de"] == "Herz-Ass"
    assert sum(c["points"]["all"] for c in deck["cards"]) == 120
    rules = client.get("/api/v1/schnapsen/rules").json["rules"]
    assert {"N-5", "N-7", "R8", "N-D1", "N-D2"} <= {r["id"] for r in rules}
    assert client.get("/api/v1/schnapsen/rules/n-7").json["title"]["de"] == (
        "Farbzwang geht vor Stichzwang")
