"""``POST /{game}/rounds/check`` from what a visitor knows: the plays so far without hands (or
with some), in every game whose round can be judged that way; otherwise one problem naming
the field that is still needed, in the asker's language."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from api.games.registry import GAME_APIS

EXAMPLES = [(game_id, label, body) for game_id, api in GAME_APIS.items()
            for label, body in api.round_examples.items() if "hands" in body]
# What these games need beyond the plays, as their rules say: Schnapsen and 66 draw from the
# talon (N-2), so a hand is known only from the deal; a Bettler's partner lays his cards
# aside (B-13).
NEEDS = {"schnapsen": "/hands", "sechsundsechzig": "/hands", "bauernschnapsen": "/hands"}


def ask(client: FlaskClient, game_id: str, body: dict[str, Any]) -> Any:
    return client.post(f"/api/v1/{game_id}/rounds/check", json=body)


@pytest.mark.parametrize(("game_id", "label", "example"), EXAMPLES,
                         ids=[f"{g}-{i}" for i, (g, _, _) in enumerate(EXAMPLES)])
@pytest.mark.parametrize("lang", ["de", "en", "fr"])
def test_the_plays_so_far_without_hands_never_contradict_the_deal(
        client: FlaskClient, game_id: str, label: str, example: dict[str, Any],
        lang: str) -> None:
    cut = len(example["plays"]) // 2 + 1
    whole = {**example, "plays": example["plays"][:cut], "lang": lang}
    seen = {key: value for key, value in whole.items() if key != "hands"}
    response = ask(client, game_id, seen)
    if game_id in NEEDS and response.status_code == 422:
        problem = response.json
        assert [e["pointer"] for e in problem["errors"]] == [NEEDS[game_id]], label
        assert "Missing data" not in problem["detail"]
        return
    assert response.status_code == 200, response.json
    answer = response.json
    full = ask(client, game_id, whole).json
    assert answer["unknown_hands"]["seats"] == list(range(len(example["hands"])))
    assert answer["score"] is None
    for mine, dealt in zip(answer["plays"], full["plays"], strict=True):
        assert (mine["seat"], mine["card"]) == (dealt["seat"], dealt["card"])
        assert mine["legal"] in (None, dealt["legal"]), (label, mine["index"])
        assert f" {mine['seat'] + 1}" in mine["not_known"]
    assert [t["winner"] for t in answer["tricks"]] == [t["winner"] for t in full["tricks"]]
    for mine, dealt in zip(answer["tricks"], full["tricks"], strict=True):
        # Points so far: each seat's always, a party's only once it is known.
        assert mine["running"]["seats"] == dealt["running"]["seats"]
        assert mine["running"].get("parties", dealt["running"].get("parties")) == \
            dealt["running"].get("parties")
    assert {r["index"] for r in answer["revokes"]} <= {r["index"] for r in full["revokes"]}
    if not full["finished"]:
        assert answer["unknown_hands"]["to_play"] == full["next"]["seat"]
        assert answer["next"] is None


SEAT = {"de": "Platz {}", "en": "Seat {}", "fr": "joueur {}"}


@pytest.mark.parametrize("lang", ["de", "en", "fr"])
def test_a_revoke_proven_by_a_later_card_is_named_with_seats_from_1(
        client: FlaskClient, lang: str) -> None:
    """J-L2: "Du darfst dann weder eine andere Farbe abwerfen noch freiwillig trumpfen."
    Seat 2 discards on the shields lead and plays a shield in the next trick."""
    answer = ask(client, "jass", {"contract": {"type": "trump", "trump": "roses"},
                                  "plays": ["S6", "A6", "S7", "S8", "SA", "S9", "SK", "SO"],
                                  "lang": lang}).json
    assert [r["index"] for r in answer["revokes"]] == [1]
    revoke = answer["first_revoke"]
    assert (revoke["seat"], revoke["legal"], revoke["rule"]["id"]) == (1, False, "J-L2")
    assert SEAT[lang].format(2) in revoke["not_known"]
    assert SEAT[lang].format(4).lower() in answer["unknown_hands"]["waiting"].lower()
    assert answer["finished"] is False


@pytest.mark.parametrize("lang", ["de", "en", "fr"])
def test_a_play_a_card_not_seen_could_forbid_is_left_open(client: FlaskClient,
                                                         lang: str) -> None:
    """J-L3: "Du darfst Herz trumpfen oder Schellen abwerfen." only when void: seat 2 trumps
    a shields lead and is never seen to hold a shield."""
    answer = ask(client, "jass", {"contract": {"type": "trump", "trump": "roses"},
                                  "plays": ["S6", "R6", "S8", "S9"], "lang": lang}).json
    trumped = answer["plays"][1]
    assert trumped["legal"] is None
    assert trumped["rule"]["explanation"] == trumped["not_known"]
    assert answer["revokes"] == []


def test_some_hands_known_tell_the_next_seat_its_allowed_cards(client: FlaskClient) -> None:
    example = GAME_APIS["jass"].round_examples
    body = dict(next(iter(example.values())))
    hands = [None, body["hands"][1], None, None]
    answer = ask(client, "jass", {**body, "hands": hands, "plays": body["plays"][:1]}).json
    assert answer["unknown_hands"]["seats"] == [0, 2, 3]
    assert answer["next"]["seat"] == 1
    assert answer["unknown_hands"]["to_play"] is None


@pytest.mark.parametrize(("lang", "words"), [("de", "Alleinspieler"), ("en", "declarer"),
                                              ("fr", "déclarant")])
def test_skat_without_declarer_is_one_problem_naming_the_declarer(
        client: FlaskClient, lang: str, words: str) -> None:
    body = {key: value for key, value in
            next(iter(GAME_APIS["skat"].round_examples.values())).items()
            if key not in ("declarer", "bid", "hands", "skat")}
    response = ask(client, "skat", {**body, "lang": lang})
    assert response.status_code == 422
    problem = response.json
    assert [e["pointer"] for e in problem["errors"]] == ["/declarer"]
    assert problem["code"] == "skat.round-needs"
    assert words in problem["detail"]


def test_a_skat_round_without_a_bid_is_scored_under_the_default_the_games_list_offers(
        client: FlaskClient) -> None:
    """S-6: "Mindestreizgebot 18": a round whose bid is left out is scored as held at the
    lowest Reizwert, the value the checker shows filled in from the games list."""
    games = {g["id"]: g for g in client.get("/api/v1/games").json["games"]}
    offered = {i["name"]: i["default"] for i in games["skat"]["round_inputs"]}
    example = next(iter(GAME_APIS["skat"].round_examples.values()))
    left_out = ask(client, "skat", {k: v for k, v in example.items() if k != "bid"})
    held = ask(client, "skat", {**example, "bid": offered["bid"]}).json
    assert offered["bid"] == 18
    assert left_out.status_code == 200
    assert left_out.json == held


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.sampled_from(EXAMPLES), st.floats(0, 1), st.integers(0, 15))
def test_some_hands_known_never_contradict_the_whole_deal(
        client: FlaskClient, case: tuple[str, str, dict[str, Any]], share: float,
        known: int) -> None:
    """The plays so far with the hands of the seats in ``known`` (a bit a seat): each verdict
    given is the whole deal's, each trick's winner and the seats' points so far too."""
    game_id, _, example = case
    plays = example["plays"][:round(share * len(example["plays"]))]
    whole = {**example, "plays": plays}
    some = [hand if known >> seat & 1 else None for seat, hand in enumerate(example["hands"])]
    response = ask(client, game_id, {**whole, "hands": some})
    full = ask(client, game_id, whole).json
    if response.status_code == 422:  # the game needs every hand (NEEDS)
        assert game_id in NEEDS
        return
    answer = response.json
    for mine, dealt in zip(answer["plays"], full["plays"], strict=True):
        assert mine["legal"] in (None, dealt["legal"])
        if known >> mine["seat"] & 1:
            assert mine["legal"] == dealt["legal"]
    assert [t["running"]["seats"] for t in answer["tricks"]] == [
        t["running"]["seats"] for t in full["tricks"]]
