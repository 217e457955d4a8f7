"""Bauernschnapsen through the API as API-bauernschnapsen.md documents it: the card to beat,
Farbzwang und Stichzwang also against the partner, the trump only where it wins, the
rulesets, the marriage, tricks of four or three, the score of a hand and of a contract, the
Bummerl, the contracts list, a round check to the decision, and problems naming the field."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from api.games.bauernschnapsen.game_api import ROUND_EXAMPLE

API = "/api/v1/bauernschnapsen"
LANGS = ("de", "en", "fr")


def verdicts(answer: dict[str, Any]) -> dict[str, tuple[bool, str]]:
    return {c["card"]: (c["legal"], c["rule"]["id"]) for c in answer["cards"]}


def test_head_the_partners_card(client: FlaskClient) -> None:
    """B-9: "Hat ein Spieler nun die Möglichkeit, einen Stich - auch gegen seinen eigenen
    Mitspieler - zu machen, so muss er diesen machen." """
    answer = client.get(f"{API}/legal-cards?contract=normal:bells&hand=LA,LU,HK,BO"
                        "&trick=LO,LK&lang=en").json
    assert answer["legal"] == ["LA"]
    assert verdicts(answer)["LU"] == (False, "B-9")
    assert (answer["trick"]["winning_card"], answer["trick"]["winning_index"]) == ("LK", 1)
    assert "even against your partner" in answer["cards"][1]["rule"]["explanation"]
    assert answer["cards"][0]["rule"]["facts"]["to_beat"] == "LK"


def test_the_ruleset_lifts_the_duty_to_head_in_the_normal_game(client: FlaskClient) -> None:
    """RB3: under stichzwang_ansagen the normal game has no Stichzwang; a Gang has."""
    body = {"contract": {"type": "normal", "trump": "bells"}, "hand": ["LA", "LU", "HK"],
            "trick": ["LO", "LK"], "ruleset": "stichzwang_ansagen", "lang": "de"}
    answer = client.post(f"{API}/legal-cards", json=body).json
    assert (answer["ruleset"], answer["legal"]) == ("stichzwang_ansagen", ["LA", "LU"])
    answer = client.post(f"{API}/legal-cards", json={**body, "contract": {"type": "gang"}}).json
    assert answer["legal"] == ["LA"]


def test_void_a_trump_only_where_it_wins(client: FlaskClient) -> None:
    """B-11: "muss Trumpf nur dann ausgespielt werden, wenn es den Stich bedeutet." """
    answer = client.get(f"{API}/legal-cards?contract=normal:hearts&hand=HK,HU,BA"
                        "&trick=LA,HO&lang=fr").json
    assert answer["legal"] == ["HK"]
    assert {rule for _, rule in verdicts(answer).values()} == {"B-11"}
    answer = client.get(f"{API}/legal-cards?contract=normal:hearts&hand=HO,HU,BA"
                        "&trick=LA,HK").json
    assert answer["legal"] == ["HO", "HU", "BA"]


def test_a_marriage_with_the_lead(client: FlaskClient) -> None:
    body = {"contract": {"type": "normal", "trump": "acorns"}, "hand": ["AK", "AO", "LA"],
            "marriage": "acorns", "lang": "de"}
    answer = client.post(f"{API}/legal-cards", json=body).json
    assert answer["legal"] == ["AK", "AO"]
    assert "40er" in answer["cards"][2]["rule"]["explanation"]
    refused = client.post(f"{API}/legal-cards", json={**body, "contract": {"type": "gang"}})
    assert refused.status_code == 422
    assert refused.json["errors"][0]["code"] == "bauernschnapsen.marriage-not-allowed.contract"


def test_tricks_of_four_and_of_three(client: FlaskClient) -> None:
    answer = client.get(f"{API}/trick?contract=normal:hearts&trick=AK,A10,HU,AA&lang=en").json
    assert (answer["winner"], answer["winning_card"], answer["points"], answer["complete"]) == (
        2, "HU", 27, True)
    assert answer["rule"]["id"] == "B-6"
    bettler = client.get(f"{API}/trick?contract=bettler&trick=AK,A10,HU").json
    assert (bettler["winner"], bettler["complete"], bettler["rule"]["id"]) == (1, True, "B-7")
    too_big = client.get(f"{API}/trick?contract=bettler&trick=AK,A10,HU,AA")
    assert too_big.status_code == 422
    loch = client.get(f"{API}/trick?contract=zehnerloch&trick=AA,A10,AK,LA&lang=en").json
    assert (loch["winning_card"], loch["points"]) == ("A10", 36)


@pytest.mark.parametrize(("contract", "code"), [
    ({"type": "bettler", "trump": "hearts"}, "bauernschnapsen.invalid-contract.no-trump"),
    ({"type": "schnapser"}, "bauernschnapsen.invalid-contract.trump-missing"),
])
def test_contract_problems(client: FlaskClient, contract: dict[str, str], code: str) -> None:
    for lang in LANGS:
        answer = client.post(f"{API}/legal-cards", json={"contract": contract, "hand": ["AK"],
                                                          "lang": lang})
        assert answer.status_code == 400
        assert answer.json["errors"][0]["code"] == code
        assert answer.json["errors"][0]["pointer"].startswith("/contract")


def test_house_contracts_and_rules_are_refused_by_name(client: FlaskClient) -> None:
    """B-20, RB1: a house contract is no contract form; doubling is named and refused."""
    answer = client.get(f"{API}/legal-cards?contract=herrenschnapser&hand=AK&lang=de")
    assert answer.status_code == 422
    assert answer.json["errors"][0]["parameter"] == "contract"
    land = client.get(f"{API}/legal-cards?contract=land&hand=AK&lang=de").json
    assert land["contract"]["type"] == "gang"
    answer = client.post(f"{API}/legal-cards", json={
        "contract": {"type": "gang"}, "hand": ["AK"], "fleck": True, "lang": "en"})
    assert answer.status_code == 400
    assert answer.json["type"].endswith("unsupported-house-rule")
    assert answer.json["errors"][0]["pointer"] == "/fleck"


def test_the_score_of_a_normal_game_and_of_a_contract(client: FlaskClient) -> None:
    answer = client.post(f"{API}/score", json={
        "contract": {"type": "normal", "trump": "hearts"}, "first_to_66": 0,
        "teams": [{"card_points": 58, "marriages": [40], "tricks": 3},
                  {"card_points": 30, "tricks": 1}], "lang": "en"}).json
    assert (answer["winner"], answer["game_points"], answer["points"], answer["rule"]["id"]) == (
        0, 2, [98, 30], "B-22")
    answer = client.post(f"{API}/score", json={
        "contract": {"type": "gang"}, "declarer": 2,
        "tricks": [{"winner": 2, "points": 20}, {"winner": 0, "points": 10}]}).json
    assert (answer["won"], answer["decided_at"], answer["scoring_team"],
            answer["game_points"]) == (False, 2, 1, 9)
    refused = client.post(f"{API}/score", json={
        "contract": {"type": "bauernschnapser", "trump": "hearts"}, "declarer": 2,
        "tricks": [{"winner": 2, "points": 20}]})
    assert refused.status_code == 422
    assert refused.json["errors"][0]["pointer"] == "/declarer"


def test_the_bummerl(client: FlaskClient) -> None:
    answer = client.post(f"{API}/bummerl", json={
        "hands": [{"team": 1, "game_points": 12}, {"team": 1, "game_points": 9},
                  {"team": 1, "game_points": 2}, {"team": 0, "game_points": 24}],
        "count": "down", "lang": "de"}).json
    assert (answer["winner"], answer["kind"], answer["bummerl"], answer["shown"]) == (
        0, "retourschneider", 4, [0, 1])
    assert "Retourschneider" in answer["explanation"]


def test_the_contracts_list(client: FlaskClient) -> None:
    listed = {c["type"]: c for c in client.get(f"{API}/contracts?lang=en").json["contracts"]}
    assert listed["bettler"]["partner_sits_out"] is True
    assert (listed["kontrabauernschnapser"]["value"],
            listed["kontrabauernschnapser"]["announcers"]) == (24, [1, 3])


def test_a_bettler_round_skips_the_partner(client: FlaskClient) -> None:
    answer = client.post(f"{API}/rounds/check", json=ROUND_EXAMPLE).json
    assert answer["leader"] == 1
    assert [len(t["cards"]) for t in answer["tricks"]] == [3, 3]
    assert {p["seat"] for p in answer["plays"]} == {0, 1, 2}
    assert (answer["score"], answer["next"]["seat"]) == (None, 0)
    won = client.post(f"{API}/rounds/check", json={
        **ROUND_EXAMPLE, "plays": [*ROUND_EXAMPLE["plays"], "HA", "HU", "HK", "BA", "BU", "H10",
                                   "A10", "LO", "AO"]}).json
    assert won["finished"]
    assert (won["score"]["won"], won["score"]["scoring_team"], won["score"]["game_points"]) == (
        True, 1, 4)
    after = client.post(f"{API}/rounds/check", json={**ROUND_EXAMPLE, "declarer": 0})
    assert after.status_code == 422


def test_a_round_marriage_without_its_pair_names_the_marriage(client: FlaskClient) -> None:
    body = {"contract": {"type": "normal", "trump": "acorns"},
            "hands": [["AK", "LO", "A10", "LA", "HA"], ["AU", "LU", "HU", "BU", "AO"],
                      ["AA", "LK", "L10", "HK", "H10"], ["HO", "BO", "BK", "B10", "BA"]],
            "plays": ["AK"], "marriages": [{"seat": 0, "suit": "acorns", "trick": 1}],
            "lang": "fr"}
    answer = client.post(f"{API}/rounds/check", json=body)
    assert answer.status_code == 422
    assert answer.json["errors"][0]["pointer"] == "/marriages/0"
    assert "Ober de Gland" in answer.json["errors"][0]["detail"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_score_cites_its_rule_in_the_askers_language(client: FlaskClient, lang: str) -> None:
    """The score's rule, as every game's answers cite one: id, title, explanation, source."""
    answer = client.post(f"{API}/score", json={
        "contract": {"type": "gang"}, "declarer": 2, "lang": lang,
        "tricks": [{"winner": 2, "points": 20}, {"winner": 0, "points": 10}]}).json
    rule = answer["rule"]
    listed = client.get(f"{API}/rules/{rule['id']}").json
    assert rule["id"] == "B-25"
    assert rule["title"] == listed["title"][lang]
    assert rule["source"] == listed["source"]
    assert rule["explanation"] == answer["explanation"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_led_card_still_ahead_is_named_once(client: FlaskClient, lang: str) -> None:
    """B-9: with only the led card in the trick, it is both led and the card to beat."""
    names = {c["code"]: c["names"][lang] for c in client.get(f"{API}/deck").json["cards"]}
    for hand in ("LA,LO,LU", "LU,AK"):
        answer = client.get(f"{API}/legal-cards?contract=normal:bells&hand={hand}"
                            f"&trick=LK&lang={lang}").json
        for card in answer["cards"]:
            sentence = card["rule"]["explanation"]
            assert sentence.count(names["LK"]) == 1, sentence


@pytest.mark.parametrize("lang", LANGS)
def test_a_refused_declarer_is_worded_without_contract_ids(client: FlaskClient, lang: str) -> None:
    """The problems of /score name no contract by its id inside a sentence."""
    for contract, declarer in (({"type": "bauernschnapser", "trump": "hearts"}, 2),
                               ({"type": "gang"}, None)):
        refused = client.post(f"{API}/score", json={
            "contract": contract, "declarer": declarer, "lang": lang,
            "tricks": [{"winner": 2, "points": 20}]})
        assert refused.status_code == 422
        assert refused.json["errors"][0]["pointer"] == "/declarer"
        assert contract["type"] not in refused.json["detail"], refused.json["detail"]


@pytest.mark.parametrize("lang", LANGS)
def test_the_contracts_list_names_a_trump_contract_once_by_its_trump(client: FlaskClient,
                                                                     lang: str) -> None:
    """B-12 … B-19: a contract whose trump the declarer chooses says the trump word once."""
    trump = {"de": "Trumpf", "en": "trump", "fr": "atout"}[lang]
    contracts = client.get(f"{API}/contracts?lang={lang}").json["contracts"]
    for contract in contracts:
        assert contract["name"].lower().count(trump.lower()) == int(contract["trump"]), contract
