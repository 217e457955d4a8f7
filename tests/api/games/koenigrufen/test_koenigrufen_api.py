"""Königrufen through the API as API-koenigrufen.md documents it: Stichzwang with the red pips
reversed, the Pagat rule, the Farbenspiel lead rule, the Tarocks by their own names in de, en
and fr, the deck with Zählwert and thirds, counting a pile in threes, the score of a game,
a whole round, pictures, and problems naming the field."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from typing import Any

import pytest
from flask.testing import FlaskClient

from api.games.koenigrufen.game_api import ROUND_EXAMPLE
from rules.game import legal_cards
from rules.koenigrufen.game import KOENIGRUFEN, walk
from rules.koenigrufen.pack import DECK

API = "/api/v1/koenigrufen"
SVG = "{http://www.w3.org/2000/svg}"


def verdicts(answer: dict[str, Any]) -> dict[str, tuple[bool, str]]:
    return {c["card"]: (c["legal"], c["rule"]["id"]) for c in answer["cards"]}


def test_bettel_must_beat_and_the_red_pips_run_reversed(client: FlaskClient) -> None:
    answer = client.get(f"{API}/legal-cards?contract=bettel&hand=H2,H4,H1&trick=H3").json
    assert answer["legal"] == ["H2", "H1"]
    assert answer["contract"]["family"] == "negative"
    h4 = next(c for c in answer["cards"] if c["card"] == "H4")
    assert h4["rule"]["id"] == "T-23"
    assert "1 > 2 > 3 > 4" in h4["rule"]["explanation"]
    assert h4["rule"]["facts"]["heading_card"] == "H3"
    assert h4["rule"]["facts"]["must_beat"] is True


@pytest.mark.parametrize(("lang", "name"), [("de", "Pagat"), ("en", "the Pagat"),
                                            ("fr", "le Pagat")])
def test_the_pagat_only_as_the_last_tarock(client: FlaskClient, lang: str, name: str) -> None:
    answer = client.get(f"{API}/legal-cards?contract=piccolo&hand=T1,T7,H2&trick=C7"
                        f"&lang={lang}").json
    assert verdicts(answer) == {"T1": (False, "T-25"), "T7": (True, "T-23"),
                                "H2": (False, "T-21")}
    pagat = answer["cards"][0]["rule"]["explanation"]
    assert name in pagat
    assert "VII" in pagat


def test_a_farbenspiel_forbids_a_tarock_lead_while_a_suit_card_is_held(
        client: FlaskClient) -> None:
    answer = client.post(f"{API}/legal-cards", json={
        "contract": {"type": "farbensolo"}, "hand": ["T15", "SK", "C8"], "lang": "en"}).json
    assert verdicts(answer)["T15"] == (False, "T-26")
    assert answer["legal"] == ["SK", "C8"]


def test_a_tarock_in_a_farbenspiel_wins_no_suit_trick(client: FlaskClient) -> None:
    answer = client.get(f"{API}/trick?contract=farbendreier&trick=S8,T20,SK,S7&lang=en").json
    assert (answer["winning_card"], answer["rule"]["id"]) == ("SK", "T-13")
    assert answer["count"] == {"thirds": 16, "points": 5, "blatt": 1}  # 3 · 8 − 2 · 4


def test_the_sküs_takes_the_trull(client: FlaskClient) -> None:
    answer = client.get(f"{API}/trick?contract=rufer:hearts&trick=HK,T1,TS,T21&lang=de").json
    assert (answer["winning_card"], answer["rule"]["id"]) == ("TS", "T-5")
    assert "Sküs" in answer["rule"]["explanation"]


def test_the_deck(client: FlaskClient) -> None:
    deck = client.get(f"{API}/deck").json
    assert deck["size"] == 54
    by_code = {card["code"]: card for card in deck["cards"]}
    assert by_code["T1"]["names"] == {"de": "Pagat", "en": "Pagat", "fr": "Pagat"}
    assert by_code["TS"]["names"]["de"] == "Sküs"
    assert by_code["T21"]["names"]["en"] == "Mond"
    assert by_code["T16"]["names"]["de"] == "Tarock XVI"
    assert by_code["SN"]["names"] == {"de": "Pik-Reiter", "en": "Knight of Spades",
                                      "fr": "Cavalier de Pique"}
    assert sum(card["zaehlwert"] for card in deck["cards"]) == 106
    assert sum(card["thirds"] for card in deck["cards"]) == 210
    assert "H10" not in by_code
    assert "S1" not in by_code


@pytest.mark.parametrize("alias", ["Pagat", "I", "tarock-1", "tarock-i", "T1"])
def test_the_tarocks_own_names_are_read(client: FlaskClient, alias: str) -> None:
    answer = client.get(f"{API}/trick?contract=dreier&trick={alias},H2").json
    assert answer["cards"][0]["card"] == "T1"


def test_a_pip_the_suit_lacks_is_refused(client: FlaskClient) -> None:
    problem = client.get(f"{API}/trick?contract=dreier&trick=H10,H2&lang=en").json
    assert problem["status"] == 422
    assert problem["errors"][0]["parameter"] == "trick"


def test_counting_a_pile_in_threes(client: FlaskClient) -> None:
    answer = client.post(f"{API}/count", json={"cards": ["TS", "HK", "H2", "D3", "S7", "CQ",
                                                         "T10"], "complement": True}).json
    assert (answer["thirds"], answer["points"], answer["blatt"]) == (40, 13, 1)
    assert answer["display"] == "13 Punkte 1 Blatt"
    assert answer["complement"] == {"thirds": 170, "points": 56, "blatt": 2}
    assert sorted(code for group in answer["groups"] for code in group) == sorted(
        ["TS", "HK", "H2", "D3", "S7", "CQ", "T10"])


def test_the_documented_score(client: FlaskClient) -> None:
    answer = client.post(f"{API}/score", json={
        "contract": {"type": "rufer", "called_king": "clubs"}, "declarer_thirds": 115,
        "partner": True, "premiums": [{"id": "pagat", "party": "declarer",
                                       "announced": True, "made": True}]}).json
    assert answer["won"] is True
    assert answer["declarer_count"] == {"thirds": 115, "points": 38, "blatt": 1}
    assert answer["per_seat"] == {"declarer": 3, "partner": 3, "opponent_each": -3}


@pytest.mark.parametrize(("thirds", "threshold", "won"), [
    (107, "35/2", True), (106, "35/2", False), (106, "35/1", True), (105, "35/1", False)])
def test_the_threshold(client: FlaskClient, thirds: int, threshold: str, won: bool) -> None:
    answer = client.post(f"{API}/score", json={"contract": {"type": "dreier"},
                                               "declarer_thirds": thirds,
                                               "threshold": threshold}).json
    assert answer["won"] is won
    assert answer["alone"] is True


@pytest.mark.parametrize(("body", "code", "pointer"), [
    ({"contract": {"type": "dreier"}, "declarer_thirds": 120,
      "premiums": [{"id": "koenig_ultimo", "party": "declarer", "made": True}]},
     "koenigrufen.premium-not-possible", "/premiums/0"),
    ({"contract": {"type": "dreier"}, "declarer_thirds": 300}, "koenigrufen.implausible-thirds",
     "/declarer_thirds"),
    ({"contract": {"type": "trischaken"}, "declarer_tricks": 3},
     "koenigrufen.trischaken-payout", "/contract"),
])
@pytest.mark.parametrize("lang", ["de", "en", "fr"])
def test_score_problems_name_the_field(client: FlaskClient, body: dict[str, Any], code: str,
                                       pointer: str, lang: str) -> None:
    problem = client.post(f"{API}/score", json={**body, "lang": lang}).json
    assert problem["status"] == 422
    assert problem["code"] == code
    assert problem["errors"][0]["pointer"] == pointer
    assert "{" not in problem["detail"]


def test_the_round_example_names_the_partner_when_the_king_falls(client: FlaskClient) -> None:
    answer = client.post(f"{API}/rounds/check", json=ROUND_EXAMPLE).json
    assert answer["leader"] == 0
    assert not answer["revokes"]
    assert answer["partner"] is None  # the Herz-König has not fallen yet
    assert answer["next"]["seat"] == answer["tricks"][-1]["winner"]


def test_a_whole_round_is_scored(client: FlaskClient) -> None:
    rng = random.Random(5)
    pack = list(DECK.cards)
    rng.shuffle(pack)
    hands = [tuple(pack[12 * s:12 * s + 12]) for s in range(4)]
    contract = KOENIGRUFEN.parse_contract("bettel")
    plays: list[Any] = []
    for _ in range(48):
        check = walk(KOENIGRUFEN, contract, 2, plays, hands)
        assert check.next is not None
        plays.append(legal_cards(check.next.judgement)[0])
    answer = client.post(f"{API}/rounds/check", json={
        "contract": {"type": "bettel"}, "declarer": 2,
        "hands": [[DECK.code(c) for c in hand] for hand in hands],
        "plays": [DECK.code(c) for c in plays], "lang": "en"}).json
    assert answer["leader"] == 2  # T-28: the declarer leads a negative game
    assert answer["finished"] is True
    won = sum(1 for trick in answer["tricks"] if trick["winner"] == 2) == 0
    assert answer["score"]["won"] is won


def test_a_tarock_picture_shows_its_numeral(client: FlaskClient) -> None:
    root = ET.fromstring(client.get(f"{API}/cards/T18.svg?lang=en").data)
    numerals = [t.text for t in root.iter(f"{SVG}text") if t.get("class") == "numeral"]
    assert numerals == ["XVIII"]
    title = root.find(f"{SVG}title")
    assert title is not None
    assert title.text == "Tarock XVIII"
