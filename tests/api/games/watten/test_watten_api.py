"""Watten through the API as API-watten.md documents it: the trump duty with the trick's
``led_role``, ``duty`` and ``covered_by``, the blind player, the contract's special cards, each
ruleset's pack with the Weli's names and picture, tricks by role, the score with raises, the
state, a round that ends at its third won trick, and problems in de, en and fr naming the
field."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any

import pytest
from flask.testing import FlaskClient

from api.games.watten.game_api import ROUND_EXAMPLE
from rules.registry import GAMES

API = "/api/v1/watten"
LANGS = ("de", "en", "fr")
SVG = "{http://www.w3.org/2000/svg}"


def verdicts(answer: dict[str, Any]) -> dict[str, tuple[bool, str]]:
    return {c["card"]: (c["legal"], c["rule"]["id"]) for c in answer["cards"]}


def test_the_documented_example_trump_led_rechter_exempt(client: FlaskClient) -> None:
    answer = client.get(f"{API}/legal-cards?contract=under:hearts&hand=HU,H8,LK&trick=H9"
                        "&lang=en").json
    assert answer["ruleset"] == "tirol"
    assert answer["legal"] == ["HU", "H8"]
    assert verdicts(answer) == {"HU": (True, "W-15"), "H8": (True, "W-14"),
                                "LK": (False, "W-14")}
    assert "need not be played" in answer["cards"][0]["rule"]["explanation"]
    trick = answer["trick"]
    assert (trick["led_card"], trick["led_role"], trick["duty"], trick["covered_by"]) == (
        "H9", "trump", True, None)


def test_post_and_get_answer_alike(client: FlaskClient) -> None:
    body = {"contract": {"schlag": "under", "trump": "hearts"}, "hand": ["HU", "H8", "LK"],
            "trick": ["H9"], "lang": "fr"}
    posted = client.post(f"{API}/legal-cards", json=body)
    got = client.get(f"{API}/legal-cards?contract=under:hearts&hand=HU,H8,LK&trick=H9&lang=fr")
    assert posted.status_code == got.status_code == 200
    assert posted.json == got.json


def test_bavaria_only_the_rechter_led_demands_trump_until_a_kritischer_covers_it(
        client: FlaskClient) -> None:
    led = client.get(f"{API}/legal-cards?contract=7:acorns&ruleset=bayern&hand=L7,A9,HA"
                     "&trick=A7").json
    assert verdicts(led) == {"L7": (False, "RW4"), "A9": (True, "W-14B"),
                             "HA": (False, "W-14B")}
    assert led["contract"]["cards"]["kritische"] == ["HK", "B7", "A7"]
    covered = client.get(f"{API}/legal-cards?contract=ober:hearts&ruleset=bayern&hand=H8,L9"
                         "&trick=HO,HK").json
    assert covered["legal"] == ["H8", "L9"]
    assert (covered["trick"]["duty"], covered["trick"]["covered_by"]) == (False, "HK")
    plain_trump = client.get(f"{API}/legal-cards?contract=ober:hearts&ruleset=bayern"
                             "&hand=H8,L9&trick=H9").json
    assert plain_trump["trick"]["duty"] is False  # W-14B: a trump led is not the Rechter


@pytest.mark.parametrize(("announcer", "duty"), [("true", True), ("false", False)])
def test_in_a_blind_game_only_the_announcers_must_play_trump(
        client: FlaskClient, announcer: str, duty: bool) -> None:
    answer = client.get(f"{API}/legal-cards?contract=under:hearts&blind=true"
                        f"&announcer={announcer}&hand=H8,LK&trick=H9").json
    assert answer["contract"]["blind"] is True
    assert answer["trick"]["duty"] is duty
    assert ("LK" in answer["legal"]) is not duty
    posted = client.post(f"{API}/legal-cards", json={
        "contract": {"schlag": "under", "trump": "hearts", "blind": True},
        "announcer": announcer == "true", "hand": ["H8", "LK"], "trick": ["H9"]}).json
    assert posted["legal"] == answer["legal"]


@pytest.mark.parametrize(("contract", "ruleset", "cards"), [
    ("under:hearts", "tirol", {"rechter": "HU", "guate": None, "blinde": ["AU", "LU", "BU"],
                               "kritische": [], "weli": "lowest-trump"}),
    ("ace:leaves", "suedtirol", {"rechter": "LA", "guate": "L7",
                                 "blinde": ["AA", "HA", "BA"], "kritische": [],
                                 "weli": "lowest-bells"}),
    ("weli:acorns", "tirol", {"rechter": "B6", "guate": None, "blinde": [], "kritische": [],
                              "weli": "rechter"}),
    ("king:hearts", "bayern", {"rechter": "HK", "guate": None, "blinde": ["AK", "LK", "BK"],
                               "kritische": ["HK", "B7", "A7"], "weli": None}),
])
def test_the_contract_names_its_special_cards(client: FlaskClient, contract: str,
                                              ruleset: str, cards: dict[str, Any]) -> None:
    answer = client.get(f"{API}/legal-cards?contract={contract}&ruleset={ruleset}"
                        "&hand=A8").json
    assert answer["contract"]["cards"] == cards
    assert answer["contract"]["slug"] == contract


@pytest.mark.parametrize(("ruleset", "size"), [("tirol", 33), ("suedtirol", 33),
                                               ("bayern", 32)])
def test_each_rulesets_pack(client: FlaskClient, ruleset: str, size: int) -> None:
    deck = client.get(f"{API}/deck?ruleset={ruleset}").json
    assert (deck["ruleset"], deck["size"], len(deck["cards"])) == (ruleset, size, size)
    assert ("B6" in {c["code"] for c in deck["cards"]}) is (size == 33)


def test_the_weli_has_its_own_names_and_picture(client: FlaskClient) -> None:
    weli = next(c for c in client.get(f"{API}/deck").json["cards"] if c["code"] == "B6")
    assert weli["names"] == {"de": "Weli", "en": "Weli (6 of Bells)",
                             "fr": "Weli (6 de Grelot)"}
    assert (weli["suit"], weli["rank"]) == ("bells", "6")
    for lang, name in weli["names"].items():
        picture = client.get(f"{API}/cards/B6.svg?lang={lang}")
        assert picture.status_code == 200
        title = ET.fromstring(picture.data).find(f"{SVG}title")
        assert title is not None
        assert title.text == name
    for alias in ("weli", "welli", "bells-6", "Schellen-6"):
        answer = client.get(f"{API}/legal-cards?contract=under:hearts&hand={alias}&lang=en")
        assert answer.json["cards"][0]["card"] == "B6", alias


def test_a_trick_by_roles_the_first_blinde_wins(client: FlaskClient) -> None:
    answer = client.get(f"{API}/trick?contract=under:hearts&trick=LU,HA,AU,L10&lang=en").json
    assert (answer["winner"], answer["winning_card"], answer["rule"]["id"]) == (0, "LU", "W-6")
    assert [c["watten_role"] for c in answer["cards"]] == ["blind", "trump", "blind", "plain"]
    assert {c["points"] for c in answer["cards"]} == {0}
    assert answer["points"] == 0
    assert answer["led_role"] == "blind"
    assert "wins the trick" in answer["cards"][0]["explanation"]
    # Two cards: at four players (unless said) the Guate leads so far; at two it has won (W-3).
    asked = f"{API}/trick?contract=under:hearts&ruleset=suedtirol&trick=HU,HO"
    for table, whole in (("", False), ("&players=4", False), ("&players=2", True)):
        guate = client.get(asked + table).json
        assert (guate["winning_card"], guate["complete"]) == ("HO", whole), table
        assert [c["watten_role"] for c in guate["cards"]] == ["rechter", "guate"]


def _score(**body: Any) -> dict[str, Any]:
    return {"ruleset": "tirol", "lang": "en", **body}


def test_score_raise_held(client: FlaskClient) -> None:
    answer = client.post(f"{API}/score", json=_score(
        scores=[9, 4], target=11, raises=[{"team": 1, "at": 0, "response": "hold"}],
        tricks=[0, 1, 0, 0])).json
    assert (answer["winner"], answer["points"], answer["ended_by"]) == (0, 3, "tricks")
    assert (answer["scores"], answer["game_over"], answer["game_winner"]) == ([12, 4], True, 0)
    assert [(i["item"], i["rule"]) for i in answer["breakdown"]] == [
        ("round", "W-20"), ("raise", "W-21"), ("won", "W-23"), ("target", "W-24")]
    assert all(i["explanation"] for i in answer["breakdown"])


def test_score_go_and_gespannt_raise(client: FlaskClient) -> None:
    went = client.post(f"{API}/score", json=_score(
        raises=[{"team": 0, "at": 1, "response": "hold"},
                {"team": 1, "at": 2, "response": "go"}], tricks=[1, 0])).json
    # The raise held makes 3; the side that goes leaves the raiser that value (W-22).
    assert (went["winner"], went["points"], went["ended_by"]) == (1, 3, "go")
    gespannt = client.post(f"{API}/score", json=_score(
        scores=[10, 2], raises=[{"team": 0, "at": 0, "response": "hold"}], tricks=[])).json
    assert (gespannt["winner"], gespannt["points"], gespannt["ended_by"]) == (
        1, 3, "gespannt_raise")
    assert gespannt["scores"] == [10, 5]


def test_score_from_the_tricks_cards(client: FlaskClient) -> None:
    tricks = [ROUND_EXAMPLE["plays"][i:i + 4] for i in range(0, 12, 4)]
    answer = client.post(f"{API}/score", json=_score(
        contract=ROUND_EXAMPLE["contract"], trick_cards=tricks)).json
    assert (answer["winner"], answer["points"], answer["tricks_won"]) == (0, 2, [3, 0])


def test_state(client: FlaskClient) -> None:
    assert client.get(f"{API}/state?scores=9,4&target=11").json | {"explanation": ""} == {
        "scores": [9, 4], "target": 11, "gespannt": [True, False], "may_raise": [False, True],
        "explanation": ""}
    suedtirol = client.get(f"{API}/state?scores=12,13&ruleset=suedtirol").json
    assert (suedtirol["target"], suedtirol["gespannt"]) == (15, [False, True])


def test_a_round_ends_at_the_third_won_trick(client: FlaskClient) -> None:
    answer = client.post(f"{API}/rounds/check", json=ROUND_EXAMPLE).json
    assert answer["finished"] is True
    assert answer["next"] is None
    assert [t["winner"] for t in answer["tricks"]] == [0, 0, 0]
    assert (answer["tricks_won"], answer["winner"]) == ([3, 0], 0)
    assert all(p["legal"] for p in answer["plays"])
    score = answer["score"]
    assert (score["points"], score["scores"], score["revoked"]) == (3, [7, 7], False)
    unfinished = client.post(f"{API}/rounds/check", json={
        **ROUND_EXAMPLE, "plays": ROUND_EXAMPLE["plays"][:5]}).json
    assert unfinished["score"] is None
    assert unfinished["next"]["seat"] == 1
    assert unfinished["next"]["trick"]["led_role"] == "blind"


@pytest.mark.parametrize("lang", LANGS)
def test_a_play_after_the_round_is_refused(client: FlaskClient, lang: str) -> None:
    response = client.post(f"{API}/rounds/check", json={
        **ROUND_EXAMPLE, "plays": [*ROUND_EXAMPLE["plays"], "B9"], "lang": lang})
    assert response.status_code == 422
    assert response.json["code"] == "round.over"
    assert response.json["errors"][0]["pointer"] == "/plays/12"


@pytest.mark.parametrize(("lang", "word"), [("de", "Partei"), ("en", "side"),
                                            ("fr", "camp")])
def test_problems_name_the_field_in_the_askers_language(client: FlaskClient, lang: str,
                                                        word: str) -> None:
    twice = client.post(f"{API}/score", json=_score(lang=lang, tricks=[0, 0, 0], raises=[
        {"team": 0, "at": 0, "response": "hold"}, {"team": 0, "at": 1, "response": "hold"}]))
    assert twice.status_code == 422
    problem = twice.json
    assert (problem["type"].rsplit("/", 1)[1], problem["code"]) == (
        "invalid-raise", "watten.invalid-raise.same-team-twice")
    assert problem["errors"][0]["pointer"] == "/raises/1"
    assert word in problem["detail"]
    three = client.post(f"{API}/rounds/check", json={**ROUND_EXAMPLE, "players": 3,
                                                     "lang": lang})
    assert (three.status_code, three.json["code"]) == (422, "watten.unsupported-players")
    assert three.json["errors"][0]["pointer"] == "/players"
    weli = client.get(f"{API}/legal-cards?contract=under:hearts&ruleset=bayern&hand=B6"
                      f"&lang={lang}")
    assert weli.json["type"].endswith("/card-not-in-deck")
    assert weli.json["errors"][0]["parameter"] == "hand"
    schlag = client.get(f"{API}/legal-cards?contract=weli:hearts&ruleset=bayern&hand=H8"
                        f"&lang={lang}")
    assert (schlag.json["code"], schlag.json["errors"][0]["parameter"]) == (
        "watten.unknown-schlag", "contract")
    unfinished = client.post(f"{API}/score", json=_score(lang=lang, tricks=[0, 1]))
    assert (unfinished.status_code, unfinished.json["code"]) == (
        422, "watten.invalid-tricks.unfinished")
    assert unfinished.json["errors"][0]["pointer"] == "/tricks"


def test_the_problem_messages_differ_by_language(client: FlaskClient) -> None:
    said = {lang: client.post(f"{API}/score", json=_score(lang=lang, tricks=[0, 0, 0, 1])
                              ).json["detail"] for lang in LANGS}
    assert len(set(said.values())) == 3


def test_the_games_list_entry(client: FlaskClient) -> None:
    entry = next(g for g in client.get("/api/v1/games").json["games"] if g["id"] == "watten")
    assert entry["rulesets"] == ["tirol", "suedtirol", "bayern"]
    assert (entry["default_ruleset"], entry["hand_size"]) == ("tirol", 5)
    assert {c["slug"] for c in entry["contracts"]} == {
        c.slug for c in GAMES["watten"].contracts}
    assert "under:hearts" in {c["slug"] for c in entry["contracts"]}
    bayern = next(r for r in entry["ruleset_contracts"] if r["ruleset"] == "bayern")
    assert not any(c["slug"].startswith("weli:") for c in bayern["contracts"])
