"""Skat over HTTP: the contract's answers as API-skat.md gives them, the bids, the score with
its refusals, the round check with the Skat set apart, the German deck's names and pictures."""

from __future__ import annotations

import random
from typing import Any

import pytest
from flask.testing import FlaskClient

from rules.skat.contract import SkatContract, contract_from_parts
from rules.skat.game import SKAT
from rules.skat.legality import legal_cards
from tests.rules.skat.deals import deal, play_out

CODE = SKAT.deck.code
SCORE_BODY: dict[str, Any] = {
    "contract": {"type": "suit", "trump": "clubs", "hand": True, "schneider": True},
    "bid": 60, "declarer_cards": ["CJ", "CA", "C10", "C9", "C8", "HA", "H10", "SA", "S10", "D7"],
    "skat": ["HJ", "D8"], "declarer_points": 95, "declarer_trick_count": 9, "table_size": 3,
    "lang": "de"}


def test_the_contracts_example_herz_bube_led(client: FlaskClient) -> None:
    """API-skat.md: clubs game, Herz-Bube led → legal ["DJ"]; H7 and HA illegal with S-14."""
    answer = client.get("/api/v1/skat/legal-cards?contract=suit:clubs&hand=DJ,H7,HA,S8"
                        "&trick=HJ").json
    assert answer["legal"] == ["DJ"]
    rules = {c["card"]: c["rule"]["id"] for c in answer["cards"]}
    assert (rules["H7"], rules["HA"]) == ("S-14", "S-14")
    assert answer["ruleset"] == "isko"
    assert answer["trick"]["led"] == "trump"
    assert "Herz-Bube" in answer["cards"][1]["rule"]["explanation"]


def test_the_score_example_as_the_contract_gives_it(client: FlaskClient) -> None:
    answer = client.post("/api/v1/skat/score", json=SCORE_BODY).json
    assert [(f["id"], f["value"], f["label"], f["rule"]) for f in answer["factors"]] == [
        ("spitzen", 1, "mit 1", "S-18"), ("game", 1, "Spiel", "S-20"),
        ("hand", 1, "Hand", "S-11"), ("schneider", 1, "Schneider", "S-22"),
        ("schneider_announced", 1, "Schneider angesagt", "S-24")]
    assert {k: answer[k] for k in ("won", "winner", "winning_side", "multiplier",
                                   "game_value", "overbid", "scored_value",
                                   "declarer_score")} == {
        "won": True, "winner": "declarer", "winning_side": "declarer", "multiplier": 5,
        "game_value": 60, "overbid": False, "scored_value": 60, "declarer_score": 60}
    assert answer["augen"] == {"declarer": 95, "opponents": 25, "skat": 2}
    assert answer["spitzen"] == {"with": True, "count": 1, "cards": ["CJ"]}
    assert answer["seeger_fabian"] == {"table_size": 3, "declarer": 110, "others_each": 0}
    assert answer["reckoning"] == ("mit 1, Spiel 2, Hand 3, Schneider 4, Schneider angesagt "
                                   "5, mal Kreuz 12 = 60")


def test_the_score_in_the_tricks_form_equals_the_counts_form(client: FlaskClient) -> None:
    rng = random.Random(7)
    hands, skat = deal(rng)
    contract = contract_from_parts({"type": "grand"})
    tricks = play_out(rng, contract, hands)
    mine = [[CODE(c) for c in t] for w, t in tricks if w == 0]
    theirs = [[CODE(c) for c in t] for w, t in tricks if w != 0]
    base = {"contract": {"type": "grand"}, "bid": 18, "skat": [CODE(c) for c in skat],
            "declarer_cards": [CODE(c) for c in hands[0]]}
    by_tricks = client.post("/api/v1/skat/score", json={
        **base, "declarer_tricks": mine, "opponent_tricks": theirs})
    assert by_tricks.status_code == 200, by_tricks.json
    points = sum(SKAT.points(SKAT.deck.parse(c), contract) for t in mine for c in t) + sum(
        SKAT.points(c, contract) for c in skat)
    by_counts = client.post("/api/v1/skat/score", json={
        **base, "declarer_points": points, "declarer_trick_count": len(mine)}).json
    assert by_tricks.json == by_counts


REFUSALS = [
    ({**SCORE_BODY, "bid": 61}, 400, "invalid-bid", "/bid"),
    ({**SCORE_BODY, "contract": {"type": "null"}, "bid": 24}, 400, "invalid-announcement",
     "/contract"),
    ({**SCORE_BODY, "contract": {"type": "suit", "trump": "clubs", "schneider": True}}, 400,
     "invalid-contract", "/contract/hand"),
    ({**SCORE_BODY, "contract": {"type": "grand", "ouvert": True, "hand": False}}, 400,
     "invalid-contract", "/contract/hand"),
    ({**SCORE_BODY, "contract": {"type": "null", "schwarz": True, "hand": True}}, 400,
     "invalid-contract", "/contract/schwarz"),
    ({**SCORE_BODY, "contract": {"type": "grand", "kontra": True}}, 400,
     "unsupported-house-rule", "/contract/kontra"),
    ({**SCORE_BODY, "declarer_trick_count": 0}, 422, "impossible-position",
     "/declarer_points"),
    ({**SCORE_BODY, "declarer_trick_count": 10}, 422, "impossible-position",
     "/declarer_points"),
]


@pytest.mark.parametrize(("body", "status", "code", "pointer"), REFUSALS)
def test_refusals_name_the_field(client: FlaskClient, body: dict[str, Any], status: int,
                                 code: str, pointer: str) -> None:
    """RS5, RS9, RS11, RS1: each a problem with its stable code, pointing at the field."""
    response = client.post("/api/v1/skat/score", json=body)
    assert response.status_code == status
    assert response.json["type"].endswith("/" + code)
    assert response.json["errors"][0]["pointer"] == pointer


def test_announced_in_get_fills_in_and_refuses(client: FlaskClient) -> None:
    ok = client.get("/api/v1/skat/trick?contract=grand&announced=ouvert&trick=HA,DJ,H10")
    assert ok.json["contract"]["implied"] == ["hand", "schneider", "schwarz"]
    assert ok.json["winning_card"] == "DJ"
    refused = client.get("/api/v1/skat/trick?contract=grand&announced=bock&trick=HA,DJ,H10")
    assert refused.status_code == 400
    assert refused.json["errors"][0]["parameter"] == "announced"


def test_bids_are_the_63_reizwerte(client: FlaskClient) -> None:
    bids = client.get("/api/v1/skat/bids").json["bids"]
    assert len(bids) == 63
    assert (bids[0]["bid"], bids[-1]["bid"]) == (18, 264)
    by_bid = {b["bid"]: b["games"] for b in bids}
    assert by_bid[48] == [{"type": "suit", "trump": "clubs", "multiplier": 4},
                          {"type": "grand", "multiplier": 2}]
    assert by_bid[23] == [{"type": "null", "hand": False, "ouvert": False}]


def test_german_deck_names_and_pictures(client: FlaskClient) -> None:
    answer = client.get("/api/v1/skat/legal-cards?contract=suit:acorns&hand=eichel-unter,"
                        "rot-7&trick=rot-daus&deck=german").json
    assert answer["contract"]["trump"] == "clubs"
    assert answer["legal"] == ["H7"]
    assert "Eichel-Unter" in answer["cards"][0]["rule"]["explanation"]
    french = client.get("/api/v1/skat/cards/CJ.svg").data
    german = client.get("/api/v1/skat/cards/CJ.svg?deck=german").data
    assert french != german
    assert b"Unter" in german
    deck = client.get("/api/v1/skat/deck").json
    assert sum(c["augen"] for c in deck["cards"]) == 120
    assert deck["ranks"] == ["7", "8", "9", "10", "jack", "queen", "king", "ace"]


def _round(contract: SkatContract, seed: int) -> tuple[list[list[str]], list[str], list[str]]:
    rng = random.Random(seed)
    hands, skat = deal(rng)
    plays = [CODE(c) for _, t in play_out(rng, contract, hands) for c in t]
    return [[CODE(c) for c in h] for h in hands], [CODE(c) for c in skat], plays


def test_a_finished_round_is_scored_as_score_gives_it(client: FlaskClient) -> None:
    contract = contract_from_parts({"type": "suit", "trump": "hearts"})
    hands, skat, plays = _round(contract, 3)
    body = {"contract": {"type": "suit", "trump": "hearts"}, "declarer": 2, "bid": 18,
            "hands": hands, "skat": skat, "plays": plays}
    answer = client.post("/api/v1/skat/rounds/check", json=body).json
    assert answer["finished"] is True
    assert answer["first_revoke"] is None
    points = answer["tricks"][-1]["running"]["parties"][0] + sum(
        SKAT.points(SKAT.deck.parse(c), contract) for c in skat)
    assert answer["score"]["augen"]["declarer"] == points
    body.pop("hands")
    without_hands = client.post("/api/v1/skat/rounds/check", json=body).json
    assert without_hands["score"] == answer["score"]


def _with_revoke(contract: SkatContract, seed: int) -> tuple[list[list[str]], list[str],
                                                            list[str]] | None:
    """A whole round in which Mittelhand answers the first lead with an illegal card, every
    other play legal; None if the seeded deal allows no revoke there."""
    rng = random.Random(seed)
    hands, skat = deal(rng)
    held = [list(h) for h in hands]
    plays: list[str] = []
    leader = 0
    for number in range(10):
        trick: list[Any] = []
        for place in range(3):
            seat = (leader + place) % 3
            legal = legal_cards(held[seat], trick, contract)
            options = [c for c in held[seat] if c not in legal] if number == place == 1 \
                else list(legal)
            if not options:
                return None
            card = rng.choice(options)
            held[seat].remove(card)
            trick.append(card)
            plays.append(CODE(card))
        leader = (leader + SKAT.judge_trick(trick, contract).winner) % 3
    return [[CODE(c) for c in h] for h in hands], [CODE(c) for c in skat], plays


def test_a_revoke_is_named_and_not_scored(client: FlaskClient) -> None:
    """RS12: a revoke gets first_revoke and score null with a note citing ISkO 4.1.3–4.1.6,
    even when the round is played to its end."""
    contract = contract_from_parts({"type": "grand"})
    found = next(r for r in (_with_revoke(contract, seed) for seed in range(200)) if r)
    hands, skat, plays = found
    answer = client.post("/api/v1/skat/rounds/check", json={
        "contract": {"type": "grand"}, "declarer": 0, "bid": 18, "hands": hands,
        "skat": skat, "plays": plays}).json
    assert answer["finished"] is True
    assert answer["first_revoke"]["index"] == 4
    assert answer["score"] is None
    assert answer["revoke_note"]["rule"] == "S-17"


def test_a_null_is_decided_by_the_declarers_first_trick(client: FlaskClient) -> None:
    """RS12: a Null ends as soon as the declarer takes a trick; scored as finished."""
    contract = contract_from_parts({"type": "null"})
    hands, skat, plays = _round(contract, 11)
    first = client.post("/api/v1/skat/rounds/check", json={
        "contract": {"type": "null"}, "declarer": 0, "bid": 23, "hands": hands, "skat": skat,
        "plays": plays}).json
    taken = next(t for t in first["tricks"] if t["winner"] == 0)
    cut = plays[:3 * taken["number"]]
    answer = client.post("/api/v1/skat/rounds/check", json={
        "contract": {"type": "null"}, "declarer": 0, "bid": 23, "hands": hands, "skat": skat,
        "plays": cut}).json
    if len(cut) < 30:
        assert answer["next"] is None
    assert answer["score"]["won"] is False
    assert answer["score"]["declarer_score"] == -46


@pytest.mark.parametrize("detail", ["full", "facts", "ids"])
def test_a_contract_is_shown_as_asked_whatever_was_asked_before(client: FlaskClient,
                                                               detail: str) -> None:
    """RS5 fills in what a Schwarz announcement implies, and the answer says which flags it
    filled in (``implied``). Two forms of one contract play alike, but each is shown as it
    was asked: the answers used to show whichever form the worker had answered first."""
    implied = {"type": "grand", "hand": True, "schwarz": True}
    explicit = {**implied, "schneider": True}
    hand = ["CJ", "SA"]

    def shown(form: dict[str, Any]) -> list[str]:
        answer = client.post("/api/v1/skat/legal-cards",
                             json={"contract": form, "hand": hand, "detail": detail})
        assert answer.status_code == 200, answer.get_data(as_text=True)
        return list(answer.json["contract"]["implied"])

    for _ in range(2):  # each form after the other, both ways round
        assert shown(implied) == ["schneider"]
        assert shown(explicit) == []
    got = client.get("/api/v1/skat/legal-cards?contract=grand&announced=hand,schwarz"
                     f"&hand=CJ,SA&detail={detail}")
    assert got.json["contract"]["implied"] == ["schneider"]
    got = client.get("/api/v1/skat/legal-cards?contract=grand&announced=hand,schneider,schwarz"
                     f"&hand=CJ,SA&detail={detail}")
    assert got.json["contract"]["implied"] == []
