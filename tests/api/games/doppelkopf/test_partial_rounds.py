"""``POST /doppelkopf/rounds/check`` from what is seen: the plays so far with some hands or
none. RD5: "Die Spieler, welche die Kreuz-Damen haben, bilden die Re-Partei": the parties
are told once both Kreuz Damen are placed (a known hand, a play, the one hand not known) or
two seats call Re or Kontra; until then the answer says so, and the score waits for the hands."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from api.games.doppelkopf.round import ROUND_EXAMPLE

API = "/api/v1/doppelkopf/rounds/check"
WHOLE = {**ROUND_EXAMPLE, "announcements": []}


def ask(client: FlaskClient, body: dict[str, Any]) -> Any:
    return client.post(API, json=body)


def parties(answer: dict[str, Any]) -> tuple[list[int], list[int], bool]:
    block = answer["parties"]
    return block["re"], block["kontra"], block["known"]


@pytest.mark.parametrize("unknown", [(0,), (1,), (2,), (3,), (0, 2), (1, 3), (0, 1, 2, 3)])
def test_a_round_with_hands_not_known_tells_the_parties_only_when_they_are_decided(
        client: FlaskClient, unknown: tuple[int, ...]) -> None:
    full = ask(client, WHOLE).json
    hands = [None if seat in unknown else hand for seat, hand in enumerate(WHOLE["hands"])]
    response = ask(client, {**WHOLE, "hands": hands})
    assert response.status_code == 200, response.json
    answer = response.json
    re, kontra, known = parties(answer)
    whole_re, whole_kontra, _ = parties(full)
    assert answer["score"] is None
    assert answer["unknown_hands"]["seats"] == list(unknown)
    # Seat 1 holds the other Kreuz Dame and plays it in none of the eight plays.
    seen = [s for s, hand in enumerate(WHOLE["hands"]) if "CQ" in hand and s not in unknown]
    assert known == (len(seen) == 2 or len(unknown) == 1)
    if known:
        assert (re, kontra) == (whole_re, whole_kontra)
        assert all("parties" in t["running"] for t in answer["tricks"])
    else:
        assert set(re) <= set(whole_re)
        assert set(kontra) <= set(whole_kontra)
        assert answer["parties"]["not_known"]
        assert all("parties" not in t["running"] for t in answer["tricks"])
    for mine, dealt in zip(answer["plays"], full["plays"], strict=True):
        assert mine["legal"] in (None, dealt["legal"])


@pytest.mark.parametrize(("lang", "words"), [("de", "Kreuz-Dame"), ("en", "Queens of Clubs"),
                                              ("fr", "Dame de Trèfle")])
def test_without_hands_two_re_calls_decide_the_parties(client: FlaskClient, lang: str,
                                                      words: str) -> None:
    body = {key: value for key, value in WHOLE.items() if key != "hands"}
    alone = ask(client, {**body, "lang": lang,
                         "announcements": [{"seat": 0, "call": "re", "at": 1}]}).json
    assert parties(alone) == ([0], [], False)
    assert words in alone["parties"]["not_known"]
    assert [c["in_time"] for c in alone["announcements"]] == [True]
    both = ask(client, {**body, "lang": lang, "announcements": [
        {"seat": 0, "call": "re", "at": 1}, {"seat": 1, "call": "re", "at": 2}]}).json
    assert parties(both) == ([0, 1], [2, 3], True)
    assert parties(both) == parties(ask(client, {**WHOLE, "lang": lang}).json)


@pytest.mark.parametrize(("lang", "words"), [("de", "Platz 3"), ("en", "seat 3"),
                                              ("fr", "joueur 3")])
def test_a_call_of_a_seat_whose_party_is_not_known_is_one_problem_naming_it(
        client: FlaskClient, lang: str, words: str) -> None:
    body = {key: value for key, value in WHOLE.items() if key != "hands"}
    response = ask(client, {**body, "lang": lang, "announcements": [
        {"seat": 0, "call": "re", "at": 1}, {"seat": 2, "call": "keine_90", "at": 4}]})
    assert response.status_code == 422
    problem = response.json
    assert problem["code"] == "doppelkopf.round-party-unknown"
    assert [e["pointer"] for e in problem["errors"]] == ["/announcements/1"]
    assert words in problem["detail"]
