"""The Schafkopf endpoints as a client sees them."""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient

URL = "/api/v1/schafkopf/legal-cards"
RUF = {"type": "rufspiel", "called_suit": "acorns"}


def by_card(data: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {c["card"]: c for c in data["cards"]}


def test_rufspiel_search_of_the_called_ace(client: FlaskClient) -> None:
    data = client.post(URL, json={"contract": RUF, "trick": ["A9"],
                                  "hand": ["AA", "A7", "HO", "LU", "B9", "L10", "HK", "B8"]}).json
    assert data["legal"] == ["AA"]
    assert by_card(data)["AA"]["rule"]["id"] == "K-9"
    assert by_card(data)["A7"]["rule"]["id"] == "K-9"
    # A full hand is in the first trick: no earlier trick, nothing assumed.
    assert data["called_ace"] == {"card": "AA", "searched": False, "assumed": False}
    assert data["assumptions"] == []
    assert len(data["contract"]["trumps"]) == 14
    assert data["trick_number"] == 1


def test_unsearched_called_ace_may_not_be_discarded(client: FlaskClient) -> None:
    history = "LA,LK,L8,L7;BA,B10,B9,BK;HA,HK,H9,H8;B7,AK,A8,BU;LU,LO,AO,BO"
    data = client.get(f"{URL}?contract=rufspiel:acorns&hand=AA,HO,B8&trick=L9"
                      f"&history={history}&lang=en").json
    assert data["legal"] == ["HO", "B8"]
    assert by_card(data)["AA"]["rule"]["id"] == "K-9"
    assert "before the last trick" in by_card(data)["AA"]["rule"]["explanation"]
    assert data["called_ace"] == {"card": "AA", "searched": False, "assumed": False}
    assert data["assumptions"] == []


def test_called_ace_free_after_its_suit_was_led(client: FlaskClient) -> None:
    data = client.post(URL, json={
        "contract": RUF, "hand": ["AA", "HO", "B8"], "trick": ["L9"],
        "history": [["A9", "AK", "A8", "A7"], ["BA", "B10", "B9", "BK"],
                    ["HA", "HK", "H9", "H8"], ["L10", "LK", "L8", "L7"],
                    ["LU", "LO", "AO", "BO"]]}).json
    assert data["legal"] == ["AA", "HO", "B8"]
    assert by_card(data)["AA"]["rule"]["id"] == "R10"


def test_farbwenz_ober_of_a_plain_suit_follows_its_suit(client: FlaskClient) -> None:
    data = client.post(URL, json={"contract": {"type": "farbwenz", "trump": "hearts"},
                                  "hand": ["LO", "LA", "HK", "B7"], "trick": ["L9"],
                                  "lang": "en"}).json
    assert data["legal"] == ["LO", "LA"]
    assert "not a trump but an ordinary Leaves card" in by_card(data)["LO"]["rule"]["explanation"]
    assert len(data["contract"]["trumps"]) == 11


def test_farbwenz_unter_lead_is_a_trump_lead(client: FlaskClient) -> None:
    data = client.get(URL + "?contract=farbwenz:hearts&hand=LO,LA,HK,B7&trick=LU").json
    assert data["legal"] == ["HK"]
    assert "ist im Herz-Farbwenz Trumpf, nicht Gras" in by_card(data)["LA"]["rule"][
        "explanation"]
    assert data["trick"]["led"] == "trump"


def test_wenz_and_geier(client: FlaskClient) -> None:
    wenz = client.get(URL + "?contract=wenz&hand=LO,AU,H7&trick=LK&lang=en").json
    assert wenz["legal"] == ["LO"]
    assert len(wenz["contract"]["trumps"]) == 4
    geier = client.get(URL + "?contract=geier&hand=LU,LO,B7&trick=L9").json
    assert geier["legal"] == ["LU"]


def test_trick(client: FlaskClient) -> None:
    data = client.get("/api/v1/schafkopf/trick?contract=farbwenz:hearts&trick=L9,LO,HU,LA"
                      "&lang=en").json
    assert (data["winner"], data["winning_card"], data["points"]) == (2, "HU", 16)
    assert data["rule"]["id"] == "K-7"
    assert [c["role"] for c in data["cards"]] == ["led_suit", "led_suit", "trump", "led_suit"]


def test_callable_aces(client: FlaskClient) -> None:
    data = client.get("/api/v1/schafkopf/callable-aces?hand=A7,A9,LA,L8,HO,HU,B10,BK").json
    assert data["callable"] == ["AA", "BA"]
    assert {o["ace"]: o["allowed"] for o in data["options"]} == {"AA": True, "LA": False,
                                                                 "BA": True}


def test_compare_bids(client: FlaskClient) -> None:
    data = client.post("/api/v1/schafkopf/compare", json={"bids": [
        {"seat": 0, "contract": RUF},
        {"seat": 3, "contract": {"type": "farbwenz", "trump": "hearts"}},
        {"seat": 1, "contract": {"type": "farbwenz", "trump": "acorns"}}]}).json
    assert data["winner"]["seat"] == 1
    assert data["reason"] == "seat"
    assert [b["seat"] for b in data["bids"]] == [1, 3, 0]
    contracts = client.get("/api/v1/schafkopf/contracts").json["contracts"]
    order = [(c["type"], c["tout"]) for c in contracts if c["type"] not in (
        "geier", "farbgeier", "ramsch")]
    # The Bettel ranks with the Farbwenz (K-20, our reading).
    assert order == [("rufspiel", False), ("farbwenz", False), ("bettel", False),
                     ("wenz", False),
                     ("solo", False), ("farbwenz", True), ("wenz", True), ("solo", True)]


SOLO_SCORE = {
    "contract": {"type": "solo", "trump": "hearts"},
    "declarer_cards": ["AO", "LO", "HO", "AU", "HA", "H10", "LA", "L10"],
    "declarer_tricks": [["AO", "H7", "B9", "A8"], ["LO", "HK", "B7", "BK"],
                        ["HO", "BO", "H9", "L7"], ["AU", "LU", "BU", "H8"],
                        ["HA", "A7", "B8", "L8"], ["H10", "HU", "AA", "A10"]],
    "opponent_tricks": [["LA", "LK", "L9", "A9"], ["L10", "BA", "B10", "AK"]],
    "lang": "en"}


def test_score_solo(client: FlaskClient) -> None:
    data = client.post("/api/v1/schafkopf/score", json=SOLO_SCORE).json
    assert data["winner"] == "declarers"
    assert data["rule"]["id"] == "K-4"
    assert data["augen"] == {"declarers": 70, "opponents": 50}
    assert data["tricks"] == {"declarers": 6, "opponents": 2}
    assert data["laufende"] == {"count": 3, "party": "declarers", "paid": 3}
    assert [(line["item"], line["amount"]) for line in data["breakdown"]] == [
        ("base", 50), ("laufende", 30)]
    assert data["price"] == 80
    assert data["per_player"] == {"declarer": 240, "opponent": -80}
    assert data["schneider"] is False


def test_score_ramsch(client: FlaskClient) -> None:
    tricks = [["HA", "LA", "AA", "A7"], ["H10", "L10", "B7", "L7"], ["A10", "HK", "LK", "H7"],
              ["BA", "HO", "LO", "L9"], ["B10", "BK", "AO", "BO"], ["AK", "HU", "LU", "A8"],
              ["AU", "BU", "H9", "H8"], ["B9", "B8", "A9", "L8"]]
    data = client.post("/api/v1/schafkopf/score", json={
        "contract": {"type": "ramsch"},
        "players": [{"tricks": [tricks[0], tricks[6]]},
                    {"tricks": [tricks[1], tricks[3], tricks[7]]},
                    {"tricks": [tricks[2], tricks[5]]}, {"tricks": [tricks[4]]}]}).json
    assert data["losers"] == [1]
    assert data["rule"]["id"] == "R13"
    assert data["payments"] == [10, -30, 10, 10]


def test_deck_and_rules(client: FlaskClient) -> None:
    deck = client.get("/api/v1/schafkopf/deck").json
    assert deck["size"] == 32
    assert sum(c["points"]["all"] for c in deck["cards"]) == 120
    rule = client.get("/api/v1/schafkopf/rules/K-11").json
    assert rule["title"]["en"] == "Farbwenz"
