"""Weis, Stöck, the round's count, the target, the Schieben and the Jasstafel over HTTP."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any

from flask.testing import FlaskClient

MATCH = ["RU R6 R7 R8", "R9 RA RK RO", "AA A6 A7 A8", "AK A9 A10 AU", "BA B6 B7 B8",
         "BK B9 B10 BU", "SA S6 S7 S8", "SK S9 S10 SU", "R10 AO BO SO"]
ROSES = {"type": "trump", "trump": "roses"}


def score(**extra: Any) -> dict[str, Any]:
    return {"contract": ROSES, "tricks": [{"cards": t.split()} for t in MATCH], **extra}


def test_weis_of_a_hand(client: FlaskClient) -> None:
    data = client.get("/api/v1/jass/weis?hand=R6,R7,R8,R9,AU,BU,RU,SU,SA&lang=en").json
    assert [(w["kind"], w["points"]) for w in data["weis"]] == [("four_of_a_kind", 200),
                                                                 ("sequence", 50)]
    assert data["total"] == 250
    assert data["weis"][1]["name"] == "four-card sequence in Roses up to the 9"


def test_weis_comparison_names_the_tie_break(client: FlaskClient) -> None:
    data = client.post("/api/v1/jass/weis/compare", json={
        "contract": ROSES, "lang": "en",
        "declarations": [{"seat": 1, "weis": [["A6", "A7", "A8"]]},
                         {"seat": 2, "weis": [["R6", "R7", "R8"]]}]}).json
    assert (data["winner_team"], data["decided_by"]) == (0, "trump_suit")
    assert data["team_points"] == [20, 0]
    assert "trump suit" in data["rule"]["explanation"]


def test_stoeck(client: FlaskClient) -> None:
    held = client.get("/api/v1/jass/stoeck?contract=trump:roses&hand=RK,RO,A6").json
    assert held["holds"] is True
    assert held["points"] == 20
    none = client.get("/api/v1/jass/stoeck?contract=obenabe&hand=RK,RO,A6").json
    assert none["holds"] is False
    assert none["cards"] == []
    timing = client.post("/api/v1/jass/stoeck", json={
        "contract": ROSES, "tricks": [["RK", "R6", "R7", "R8"], ["RO", "A6"]], "seat": 0,
        "announced_after": {"trick": 1, "card": 1}}).json
    assert (timing["case"], timing["valid"]) == ("too_late", False)
    assert (timing["second"], timing["covered_by"]) == ("RO", "A6")


def test_round_count_of_a_match(client: FlaskClient) -> None:
    data = client.post("/api/v1/jass/score", json=score(
        declarations=[{"seat": 0, "weis": [["R9", "R10", "RU"]]}], multiplier_preset="slalom",
        lang="en")).json
    assert data["multiplier"] == 1
    assert data["teams"][0]["trick_points"] == 257
    assert data["teams"][0]["total"] == 277
    assert data["check"] == {"card_points": 152, "with_last_trick": 157, "with_match": 257}
    assert [t["winner"] for t in data["tricks"]] == [0] * 9


def test_round_count_checks_who_won(client: FlaskClient) -> None:
    body = score()
    body["tricks"][0]["won_by"] = 1
    problem = client.post("/api/v1/jass/score", json=body).json
    assert problem["type"] == "/api/v1/problems/impossible-position"
    assert problem["errors"][0]["pointer"] == "/tricks/0/won_by"


def test_round_with_a_card_twice(client: FlaskClient) -> None:
    body = score()
    body["tricks"][8]["cards"] = ["R10", "AO", "BO", "RU"]
    problem = client.post("/api/v1/jass/score", json=body).json
    assert problem["type"] == "/api/v1/problems/duplicate-card"
    assert "157" in problem["detail"]


def test_target(client: FlaskClient) -> None:
    body = {"before": [985, 960], "target": 1000,
            "parts": {"weis": [0, 50], "stoeck": [20, 0], "tricks": [90, 67]}}
    jasvel = client.post("/api/v1/jass/target", json=body).json
    assert (jasvel["winner"], jasvel["step"]) == (1, "weis")
    standard = client.post("/api/v1/jass/target", json={**body, "ruleset": "standard"}).json
    assert (standard["winner"], standard["step"]) == (0, "stoeck")
    assert standard["rule"]["id"] == "J-V3"


def test_schieben(client: FlaskClient) -> None:
    data = client.post("/api/v1/jass/schieben", json={
        "dealer": 3, "choices": [{"seat": 0, "action": "push"},
                                 {"seat": 2, "action": "choose",
                                  "contract": {"type": "obenabe"}}]}).json
    assert (data["chooser"], data["first_leader"], data["pushed"]) == (2, 0, True)
    back = client.post("/api/v1/jass/schieben", json={
        "dealer": 3, "choices": [{"seat": 0, "action": "push"}, {"seat": 2, "action": "push"}]})
    assert back.status_code == 422
    assert back.json["errors"][0]["pointer"] == "/choices/1"


def test_jasstafel_svg_shows_the_numbers(client: FlaskClient) -> None:
    response = client.get("/api/v1/jass/jasstafel.svg?team1=1284&team2=957&name1=Wir"
                          "&name2=%3Cscript%3E&target=2500")
    assert response.status_code == 200
    assert response.mimetype == "image/svg+xml"
    root = ET.fromstring(response.data)
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    texts = [t.text for t in root.iter("{http://www.w3.org/2000/svg}text")]
    for shown in ("1284", "957", "14", "7", "Wir", "<script>", "Ziel 2500"):
        assert shown in texts
    teams = [g for g in root.iter("{http://www.w3.org/2000/svg}g")]
    assert [g.get("data-score") for g in teams] == ["1284", "957"]
    assert b"<script>" not in response.data
