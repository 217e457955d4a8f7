"""``POST /{game}/rounds/check``: each play's rule is the one legal-cards gives, each trick's
the one ``/trick`` gives, ``next`` is the legal-cards answer at every prefix, a finished round
is counted as ``/score`` counts it, and bad rounds are problems pointing at the play."""

from __future__ import annotations

import random
from typing import Any

import pytest
from flask.testing import FlaskClient

from api.games.jass.game_api import ROUND_EXAMPLE as JASS_EXAMPLE
from api.games.schafkopf.round import ROUND_EXAMPLE as SCHAFKOPF_EXAMPLE
from tests.rules.test_round_check import GAMES, POSITIONS, deal, play_out

CONTRACT_JSON = {"jass": {"type": "trump", "trump": "bells"},
                 "schafkopf": {"type": "rufspiel", "called_suit": "leaves"}}


def random_round(game_id: str, seed: int, illegal_at: int | None = None
                 ) -> tuple[dict[str, Any], list[list[str]], int | None]:
    """A round body (hands and plays as codes) played with random legal cards."""
    game = GAMES[game_id]
    contract = game.contract_from_parts(CONTRACT_JSON[game_id])
    rng = random.Random(seed)
    hands = deal(game, rng)
    if game_id == "schafkopf":  # the declarer: a seat without the called Sau
        declarer = next(s for s, h in enumerate(hands) if contract.called_ace not in h)
    leader = seed % game.players
    plays, revoke = play_out(game, contract, hands, leader, rng,
                             POSITIONS[game_id](contract), illegal_at)
    code = game.deck.code
    body: dict[str, Any] = {"contract": CONTRACT_JSON[game_id], "leader": leader,
                            "hands": [[code(c) for c in h] for h in hands],
                            "plays": [code(c) for c in plays], "lang": "en"}
    if game_id == "schafkopf":
        body["declarer"] = declarer
    return body, body["hands"], revoke


def check(client: FlaskClient, game_id: str, body: dict[str, Any]) -> dict[str, Any]:
    response = client.post(f"/api/v1/{game_id}/rounds/check", json=body)
    assert response.status_code == 200, response.json
    answer: dict[str, Any] = response.json
    return answer


@pytest.mark.parametrize("game_id", ["jass", "schafkopf"])
@pytest.mark.parametrize("seed", [1, 2])
def test_next_is_legal_cards_at_every_prefix(client: FlaskClient, game_id: str,
                                             seed: int) -> None:
    body, hands, _ = random_round(game_id, seed)
    plays = body["plays"]
    held = [list(h) for h in hands]
    tricks: list[list[str]] = []
    whole = check(client, game_id, body)
    for cut in range(len(plays)):
        answer = check(client, game_id, {**body, "plays": plays[:cut]})
        seat = whole["plays"][cut]["seat"]
        trick = plays[cut - cut % len(hands):cut]
        asked: dict[str, Any] = {"contract": body["contract"], "hand": held[seat],
                                 "trick": trick, "lang": "en"}
        if game_id == "schafkopf":
            asked["history"] = tricks
        legal = client.post(f"/api/v1/{game_id}/legal-cards", json=asked).json
        assert answer["next"] == {"seat": seat, **legal}
        assert answer["finished"] is False
        assert answer["score"] is None
        # The play's rule is the one legal-cards gives for that card of that hand.
        played = next(c for c in legal["cards"] if c["card"] == plays[cut])
        assert whole["plays"][cut] == {"index": cut, "seat": seat,
                                       "trick": len(tricks) + 1, "card": plays[cut],
                                       "legal": played["legal"], "rule": played["rule"]}
        held[seat].remove(plays[cut])
        if len(trick) + 1 == len(hands):
            tricks.append([*trick, plays[cut]])
    assert whole["next"] is None
    assert whole["finished"] is True


@pytest.mark.parametrize("game_id", ["jass", "schafkopf"])
def test_tricks_are_named_as_trick_names_them(client: FlaskClient, game_id: str) -> None:
    body, _, _ = random_round(game_id, 11)
    answer = check(client, game_id, body)
    leader = body["leader"]
    for number, trick in enumerate(answer["tricks"], start=1):
        alone = client.post(f"/api/v1/{game_id}/trick",
                            json={"contract": body["contract"], "trick": trick["cards"],
                                  "lang": "en"}).json
        assert trick["number"] == number
        assert trick["leader"] == leader
        assert trick["winner"] == (leader + alone["winner"]) % 4
        assert (trick["winning_card"], trick["points"], trick["rule"]) == (
            alone["winning_card"], alone["points"], alone["rule"])
        leader = trick["winner"]
    assert sum(answer["tricks"][-1]["running"]["seats"]) == (
        152 if game_id == "jass" else 120)
    assert answer["revokes"] == []
    assert answer["first_revoke"] is None


def test_a_finished_jass_round_is_counted_as_score_counts_it(client: FlaskClient) -> None:
    body, _, _ = random_round("jass", 5)
    body["declarations"] = []
    answer = check(client, "jass", body)
    tricks = [{"cards": t["cards"]} for t in answer["tricks"]]
    score = client.post("/api/v1/jass/score", json={
        "contract": body["contract"], "tricks": tricks, "first_leader": body["leader"],
        "lang": "en"}).json
    assert answer["score"] == {**score, "revoked": False}
    assert answer["score"]["check"]["with_last_trick"] == 157
    assert answer["tricks"][-1]["running"]["parties"] == [
        t["card_points"] for t in score["teams"]]
    # Without hands: the plays are the whole round, the deal is read from them.
    without = check(client, "jass", {k: v for k, v in body.items() if k != "hands"})
    assert without["score"] == answer["score"]
    assert without["plays"] == answer["plays"]


def test_a_revoke_is_named_and_the_round_counted_as_played(client: FlaskClient) -> None:
    for seed in range(20):
        body, _, revoke = random_round("jass", seed, illegal_at=13)
        if revoke is not None:
            break
    answer = check(client, "jass", body)
    assert [r["index"] for r in answer["revokes"]] == [13]
    assert answer["first_revoke"] == answer["plays"][13]
    assert not answer["plays"][13]["legal"]
    assert answer["score"]["revoked"] is True
    assert answer["score"]["note"].startswith("Illegal plays counted as played: 1;")


def test_a_finished_schafkopf_round_is_reckoned_as_score_reckons_it(
        client: FlaskClient) -> None:
    body, hands, _ = random_round("schafkopf", 3)
    answer = check(client, "schafkopf", body)
    partner = next(s for s, h in enumerate(hands) if "LA" in h)
    party = {body["declarer"], partner}
    won = {0: [], 1: []}  # type: dict[int, list[list[str]]]
    for trick in answer["tricks"]:
        won[0 if trick["winner"] in party else 1].append(trick["cards"])
    score = client.post("/api/v1/schafkopf/score", json={
        "contract": body["contract"], "lang": "en",
        "declarer_cards": [c for s in sorted(party) for c in hands[s]],
        "declarer_tricks": won[0], "opponent_tricks": won[1]}).json
    assert answer["score"] == {**score, "revoked": False}
    assert sum(answer["score"]["augen"].values()) == 120
    assert answer["tricks"][-1]["running"]["parties"] == [
        score["augen"]["declarers"], score["augen"]["opponents"]]


def test_the_documented_rounds(client: FlaskClient) -> None:
    jass = check(client, "jass", JASS_EXAMPLE)
    assert jass["first_revoke"]["index"] == 6
    assert jass["first_revoke"]["rule"]["id"] == "J-L2"
    assert jass["next"]["seat"] == 2
    assert jass["tricks"][1]["winner"] == 2
    schafkopf = check(client, "schafkopf", SCHAFKOPF_EXAMPLE)
    assert schafkopf["first_revoke"]["index"] == 10
    assert schafkopf["first_revoke"]["rule"]["id"] == "K-9"
    assert schafkopf["next"]["called_ace"] == {"card": "AA", "searched": True,
                                               "assumed": False}


@pytest.mark.parametrize(("change", "pointer", "kind"), [
    (lambda b: b.update(plays=[*b["plays"][:5], b["plays"][2]]), "/plays/5", "duplicate-card"),
    (lambda b: b.update(plays=[b["hands"][(b["leader"] + 1) % 4][0]]), "/plays/0",
     "impossible-position"),  # the leader plays the next seat's card
    (lambda b: b.update(plays=[*b["plays"], "XX"]), "/plays/12", "unknown-card"),
    (lambda b: b["hands"][2].pop(), "/hands/2", "impossible-position"),
    # Without hands the plays so far are checked from what is seen: a card seen twice.
    (lambda b: (b.pop("hands"), b.update(plays=[*b["plays"][:5], b["plays"][2]])),
     "/plays/5", "duplicate-card"),
])
def test_bad_rounds_are_problems_pointing_at_the_play(client: FlaskClient, change: Any,
                                                      pointer: str, kind: str) -> None:
    body, _, _ = random_round("jass", 4)
    body = {**body, "plays": body["plays"][:12], "hands": [list(h) for h in body["hands"]]}
    change(body)
    response = client.post("/api/v1/jass/rounds/check", json=body)
    assert response.status_code == 422, response.json
    assert response.json["type"].endswith(kind)
    assert response.json["errors"][0]["pointer"] == pointer


def test_plays_beyond_the_end_and_a_missing_declarer(client: FlaskClient) -> None:
    body, _, _ = random_round("jass", 9)
    response = client.post("/api/v1/jass/rounds/check",
                           json={**body, "plays": [*body["plays"], body["plays"][0]]})
    assert response.json["errors"][0]["pointer"] == "/plays/36"
    assert "ends after 36 plays" in response.json["detail"]
    body, _, _ = random_round("schafkopf", 9)
    response = client.post("/api/v1/schafkopf/rounds/check",
                           json={k: v for k, v in body.items() if k != "declarer"})
    assert response.status_code == 422
    assert response.json["errors"][0]["pointer"] == "/declarer"


def test_the_batch_asks_the_same_question(client: FlaskClient) -> None:
    body, _, _ = random_round("schafkopf", 21)
    batch = client.post("/api/v1/batch", json={"questions": [
        {"game": "schafkopf", "question": "rounds/check", "body": body},
        {"game": "jass", "question": "rounds/check",
         "body": {**JASS_EXAMPLE, "plays": ["RU", "RU"]}}]}).json
    assert batch["answers"][0]["body"] == check(client, "schafkopf", body)
    assert batch["answers"][1]["problem"]["errors"][0]["pointer"] == (
        "/questions/1/body/plays/1")


def test_a_batch_points_through_a_list_of_card_lists(client: FlaskClient) -> None:
    """A bad card in a dealt hand of a batch question: the pointer steps through the batch,
    the hands and the hand (it once came out as /hands~12/0, one escaped step)."""
    hands: list[list[str]] = [[], [], ["R6", "XX"], []]
    batch = client.post("/api/v1/batch", json={"questions": [
        {"game": "jass", "question": "rounds/check",
         "body": {**JASS_EXAMPLE, "plays": ["R6"], "hands": hands}}]})
    assert batch.status_code == 200
    problem = batch.json["answers"][0]["problem"]
    assert problem["type"] == "/api/v1/problems/unknown-card"
    assert [e["pointer"] for e in problem["errors"]] == ["/questions/0/body/hands/2/1"]
