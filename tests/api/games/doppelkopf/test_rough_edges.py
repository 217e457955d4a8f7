"""Doppelkopf's rough edges: who leads a Pflichtsolo (D-9, RD13), the round's
"winning so far" in trick 12 under the Dullen house rules (RD2), and the deck answer's block
of the German names (RD15)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from flask.testing import FlaskClient

from rules.doppelkopf.contract import ContractType, DoppelkopfContract
from tests.rules.doppelkopf.deals import codes, deal, play_out

API = "/api/v1/doppelkopf"
DAMENSOLO = DoppelkopfContract(ContractType.DAMENSOLO)
# D-9 [TSR 4.2.2] "Der Solospieler hat hierbei die Aufspielpflicht zum ersten Stich." /
# RD13 "The first trick is led by that player (seat 0), except in a Pflichtsolo, where the
# soloist leads."
SOLOIST = 2


def _pflicht_round(plays: int) -> dict[str, Any]:
    hands = deal(random.Random(11))
    tricks = play_out(DAMENSOLO, hands, SOLOIST, random.Random(12))
    cards = [c for trick in tricks for c in trick]
    return {"contract": {"type": "damensolo", "soloist": SOLOIST, "pflicht": True},
            "hands": [codes(h) for h in hands], "plays": codes(cards[:plays]), "lang": "en"}


@pytest.mark.parametrize("plays", [1, 5, 48])
def test_d9_the_soloist_of_a_pflichtsolo_leads_the_first_trick(
        client: FlaskClient, plays: int) -> None:
    answer = client.post(f"{API}/rounds/check", json=_pflicht_round(plays))
    assert answer.status_code == 200, answer.json
    assert answer.json["leader"] == SOLOIST
    assert answer.json["plays"][0]["seat"] == SOLOIST
    assert answer.json["revokes"] == []
    if answer.json["tricks"]:
        assert answer.json["tricks"][0]["leader"] == SOLOIST
    if plays == 1:
        assert answer.json["next"]["seat"] == SOLOIST + 1


def test_d9_a_pflichtsolo_is_scored_with_the_soloist_leading(client: FlaskClient) -> None:
    body = _pflicht_round(48)
    tricks = [body["plays"][i:i + 4] for i in range(0, 48, 4)]
    answer = client.post(f"{API}/score", json={
        "contract": body["contract"], "hands": body["hands"], "tricks": tricks, "lang": "en"})
    assert answer.status_code == 200, answer.json
    assert answer.json["tricks"][0]["leader"] == SOLOIST


# Each contradiction of D-9 refused with the field named (never a silent guess).
REFUSED = [
    ({"type": "normal", "pflicht": True}, None, 400, "invalid-contract", "/contract/pflicht"),
    ({"type": "stille_hochzeit", "pflicht": True}, None, 400, "invalid-contract",
     "/contract/pflicht"),  # D-12: announced as no solo, so never a Pflichtsolo
    ({"type": "damensolo", "pflicht": True}, None, 422, "unknown-contract",
     "/contract/soloist"),
    ({"type": "damensolo", "pflicht": True, "soloist": SOLOIST}, 0, 422,
     "impossible-position", "/leader"),
]


@pytest.mark.parametrize(("contract", "leader", "status", "kind", "pointer"), REFUSED)
def test_d9_a_pflichtsolo_that_contradicts_who_leads_is_refused(
        client: FlaskClient, contract: dict[str, Any], leader: int | None, status: int,
        kind: str, pointer: str) -> None:
    body = {**_pflicht_round(4), "contract": contract, "lang": "en"}
    if leader is not None:
        body["leader"] = leader
    answer = client.post(f"{API}/rounds/check", json=body)
    assert answer.status_code == status, answer.json
    assert answer.json["type"] == f"/api/v1/problems/{kind}"
    assert answer.json["errors"][0]["pointer"] == pointer
    assert "D-9" in answer.json["detail"]


def test_a_lustsolo_is_led_by_the_seat_given(client: FlaskClient) -> None:
    # D-9 [TSR 4.3.1] "Beim Lustsolo spielt der linke Nachbar des Kartengebers zum ersten
    # Stich auf." The body's seats count from that neighbour or name the leader.
    body = {**_pflicht_round(1), "leader": SOLOIST}
    body["contract"] = {"type": "damensolo", "soloist": SOLOIST}
    assert client.post(f"{API}/rounds/check", json=body).json["leader"] == SOLOIST
    del body["leader"]
    assert client.post(f"{API}/rounds/check", json=body).json["leader"] == 0


# RD2 "'Last trick' means trick 12": the Dulle played first stays the higher there under
# `dulle`, and the second beats it under `dulle-immer`. Seat 0 wins tricks 1-11 with higher
# trumps and leads the last Herz 10, seat 1 adds the other.
HANDS = [["H10", "CQ", "SQ", "SQ", "HQ", "HQ", "DQ", "DQ", "CJ", "CJ", "SJ", "SJ"],
         ["H10", "CQ", "HJ", "HJ", "DJ", "DJ", "DA", "DA", "D10", "D10", "DK", "DK"],
         ["D9", "CA", "CA", "C10", "C10", "CK", "CK", "C9", "C9", "SA", "SA", "S10"],
         ["D9", "S10", "SK", "SK", "S9", "S9", "HA", "HA", "HK", "HK", "H9", "H9"]]
PLAYS = [c for i in range(1, 12) for c in (HANDS[0][i], HANDS[1][i], HANDS[2][i - 1],
                                           HANDS[3][i - 1])] + ["H10", "H10"]


@pytest.mark.parametrize("ruleset", ["ddv", "dulle", "dulle-immer"])
def test_rd2_the_next_answer_in_trick_12_names_the_winner_the_trick_answer_names(
        client: FlaskClient, ruleset: str) -> None:
    round_answer = client.post(f"{API}/rounds/check", json={
        "contract": {"type": "normal"}, "ruleset": ruleset, "hands": HANDS, "plays": PLAYS,
        "lang": "en"}).json
    so_far = round_answer["next"]["trick"]
    trick = client.get(f"{API}/trick?contract=normal&trick=H10,H10&ruleset={ruleset}"
                       "&trick_number=12&lang=en").json
    assert (round_answer["next"]["seat"], len(round_answer["tricks"])) == (2, 11)
    assert so_far["winning_index"] == trick["winner"] == (1 if ruleset == "dulle-immer" else 0)
    finished = client.post(f"{API}/rounds/check", json={
        "contract": {"type": "normal"}, "ruleset": ruleset, "hands": HANDS,
        "plays": [*PLAYS, "S10", "H9"], "lang": "en"}).json
    assert finished["tricks"][-1]["winner"] == trick["winner"]


def test_rd15_the_deck_names_its_german_block_german(client: FlaskClient) -> None:
    """RD15 "The German-deck names are accepted as aliases: Eichel ↔ Kreuz (`acorns`) …";
    the block keeps its v1 name `french` and is also `german`, as Skat's deck answer has it."""
    deck = client.get(f"{API}/deck").json
    queen = next(c for c in deck["cards"] if c["code"] == "CQ")
    assert queen["german"] == queen["french"] == {
        "suit": "acorns", "rank": "ober",
        "names": {"de": "Eichel-Ober", "en": "Ober of Acorns", "fr": "Ober de Gland"}}
    clubs = deck["suits"][0]
    assert (clubs["german"], clubs["german_names"]["de"]) == ("acorns", "Eichel")
    assert clubs["french_names"] == clubs["german_names"]


def test_the_rounds_tricks_carry_the_facts_the_trick_answer_gives(client: FlaskClient) -> None:
    """API-doppelkopf.md, whole rounds: "`tricks` (`number`, `leader`, `cards`, `winner`,
    `winning_card`, `points` and `facts`)"; each the trick answer's for that trick number
    (`karlchen` "means the trick is trick 12 and a Kreuz Bube wins it", RD11)."""
    hands = deal(random.Random(21))
    normal = DoppelkopfContract(ContractType.STILLE_HOCHZEIT if sum(
        "CQ" in codes(h) for h in hands) == 1 else ContractType.NORMAL)
    tricks = play_out(normal, hands, 0, random.Random(22))
    answer = client.post(f"{API}/rounds/check", json={
        "contract": {"type": normal.type.value}, "hands": [codes(h) for h in hands],
        "plays": [c for t in tricks for c in codes(t)], "lang": "en"}).json
    for number, played in enumerate(answer["tricks"], 1):
        alone = client.get(f"{API}/trick?contract={normal.slug}&trick={','.join(played['cards'])}"
                           f"&trick_number={number}").json
        assert played["facts"] == alone["facts"], number
    assert [t["cards"] for t in answer["tricks"]] == [codes(t) for t in tricks]
