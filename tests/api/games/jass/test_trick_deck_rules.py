"""Tricks, the deck and the rule catalogue over HTTP."""

from __future__ import annotations

from flask.testing import FlaskClient

from api.http.negotiation import LANGUAGES
from rules.jass.catalogue import JASS_RULES


def test_trick_winner_reason_and_points(client: FlaskClient) -> None:
    response = client.post("/api/v1/jass/trick", json={
        "contract": {"type": "trump", "trump": "acorns"}, "trick": ["R9", "A7", "RA", "AU"],
        "lang": "en"})
    assert response.status_code == 200
    data = response.json
    assert (data["winner"], data["winning_card"], data["points"]) == (3, "AU", 31)
    assert data["complete"] is True
    assert data["led_suit"] == "roses"
    assert data["rule"]["id"] == "J-8"
    assert data["rule"]["explanation"].startswith(
        "The Under of Acorns (the Puur, the Jack of trumps) wins: it is the highest trump")
    assert [c["role"] for c in data["cards"]] == ["led_suit", "trump", "led_suit", "trump"]
    assert [c["points"] for c in data["cards"]] == [0, 0, 11, 20]
    assert [c["points_rule"] for c in data["cards"]] == ["J-11", "J-10", "J-11", "J-10"]
    assert data["cards"][3]["rank_in_trick"] == 1
    assert data["cards"][3]["explanation"].endswith("It wins the trick.")


def test_trick_get_permalink_matches_post(client: FlaskClient) -> None:
    post = client.post("/api/v1/jass/trick", json={"contract": {"type": "undenufe"},
                                                   "trick": ["B8", "B6", "B7", "A6"]})
    get = client.get("/api/v1/jass/trick?contract=undenufe&trick=B8,B6,B7,A6")
    assert post.json == get.json
    assert get.json["winning_card"] == "B6"
    assert get.json["rule"]["id"] == "J-9"
    # Undenufe (J-13): every 8 is worth 8, every 6 is worth 11, a 7 nothing.
    assert [c["points"] for c in get.json["cards"]] == [8, 11, 0, 11]
    assert get.json["points"] == 30


def test_partial_trick(client: FlaskClient) -> None:
    data = client.get("/api/v1/jass/trick?contract=obenabe&trick=R6,RA").json
    assert data["complete"] is False
    assert data["winner"] == 1


def test_deck_lists_36_cards_with_names_in_both_decks(client: FlaskClient) -> None:
    data = client.get("/api/v1/jass/deck").json
    assert data["game"] == "jass"
    assert data["size"] == 36
    assert len(data["cards"]) == 36
    assert len({c["code"] for c in data["cards"]}) == 36
    under = next(c for c in data["cards"] if c["code"] == "RU")
    assert under["suit"] == "roses"
    assert under["rank"] == "under"
    assert under["names"] == {"de": "Rosen-Under", "en": "Under of Roses",
                              "fr": "Valet de Rose"}
    assert under["french"] == {"suit": "hearts", "rank": "jack", "names": {
        "de": "Herz-Bauer", "en": "Jack of Hearts", "fr": "Valet de Cœur"}}
    assert under["points"] == {"trump": 20, "plain": 2, "obenabe": 2, "undenufe": 2}
    assert {s["id"]: s["names"]["de"] for s in data["suits"]} == {
        "acorns": "Eicheln", "bells": "Schellen", "roses": "Rosen", "shields": "Schilten"}
    assert {s["id"]: s["french_names"]["de"] for s in data["suits"]} == {
        "acorns": "Kreuz", "bells": "Ecken", "roses": "Herz", "shields": "Schaufel"}
    assert sum(c["points"]["obenabe"] for c in data["cards"]) == 152
    assert sum(c["points"]["undenufe"] for c in data["cards"]) == 152


def test_rule_catalogue_in_three_languages(client: FlaskClient) -> None:
    data = client.get("/api/v1/jass/rules").json
    assert [r["id"] for r in data["rules"]] == list(JASS_RULES)
    for rule in data["rules"]:
        assert set(rule["title"]) == set(rule["text"]) == set(LANGUAGES)
        assert all(rule["title"].values())
        assert all(rule["text"].values())
        assert rule["source"].startswith("http")
        assert rule["quote"]
    standard = client.get("/api/v1/jass/rules?ruleset=standard").json["rules"]
    assert "J-V2" in {r["id"] for r in standard}
    assert "J-L4" not in {r["id"] for r in standard}


def test_one_rule(client: FlaskClient) -> None:
    rule = client.get("/api/v1/jass/rules/J-L6").json
    assert rule["id"] == "J-L6"
    assert rule["title"]["de"] == "Puur-Ausnahme"
    assert client.get("/api/v1/jass/rules/j-l6").json == rule
    missing = client.get("/api/v1/jass/rules/J-L99")
    assert missing.status_code == 404
    assert missing.mimetype == "application/problem+json"
