"""The Doppelkopf endpoints as a client sees them: the two-copy deck, legal cards and tricks
with the Dullen rule of each ruleset, the score in both forms, the Vorbehalt, a whole round
and the batch."""

from __future__ import annotations

import random
from typing import Any

import pytest
from flask.testing import FlaskClient

from rules.doppelkopf.contract import ContractType, DoppelkopfContract
from rules.doppelkopf.deck import KREUZ_DAME
from rules.doppelkopf.ruleset import RULESETS
from tests.rules.doppelkopf.deals import codes, deal, play_out

API = "/api/v1/doppelkopf"
NORMAL = DoppelkopfContract(ContractType.NORMAL)


def test_the_deck_has_24_cards_twice(client: FlaskClient) -> None:
    # D-1 [TSR 2.2.1] "Jede Karte ist doppelt im Spiel."
    deck = client.get(f"{API}/deck").json
    assert (deck["size"], deck["copies"], len(deck["cards"])) == (48, 2, 24)
    queen = next(c for c in deck["cards"] if c["code"] == "CQ")
    assert (queen["suit"], queen["rank"], queen["copies"], queen["augen"]) == (
        "clubs", "queen", 2, 3)
    assert queen["names"]["de"] == "Kreuz-Dame"
    assert 2 * sum(c["augen"] for c in deck["cards"]) == 240


def test_the_kreuz_dame_is_trump_and_does_not_follow_kreuz(client: FlaskClient) -> None:
    # D-19 [TSR 5.2.2] "… eine Karte der aufgespielten Fehlfarbe oder der geforderten
    # Trumpffarbe zugeben (bedienen)."
    answer = client.get(f"{API}/legal-cards?contract=normal&hand=CQ,H10,CA,C9,C9,HA"
                        "&trick=CK").json
    assert answer["legal"] == ["CA", "C9", "C9"]  # a card held twice is listed twice
    first = answer["cards"][0]["rule"]
    assert first["id"] == "D-19"
    assert "Kreuz-Dame ist Trumpf und bedient Kreuz nicht" in first["explanation"]
    assert first["facts"]["card_is_trump"] is True
    assert answer["trick_number"] == 7  # 13 − 6 cards in hand (RD2)
    copies = [c for c in answer["cards"] if c["card"] == "C9"]
    assert copies[0]["rule"] == copies[1]["rule"]


def test_german_deck_names_are_accepted(client: FlaskClient) -> None:
    # RD15: Eichel = Kreuz, Ober = Dame
    answer = client.post(f"{API}/legal-cards", json={
        "contract": {"type": "normal"}, "hand": ["acorns-ober", "kreuz-dame", "schellen-9"],
        "trick": ["eichel-ass"], "lang": "en"}).json
    assert [c["card"] for c in answer["cards"]] == ["CQ", "CQ", "D9"]
    assert answer["legal"] == ["CQ", "CQ", "D9"]  # void in Kreuz: any card (D-20)


def test_a_third_copy_is_refused_by_name(client: FlaskClient) -> None:
    # RD14: "no card may appear more than twice; otherwise the answer is 422"
    response = client.get(f"{API}/legal-cards?contract=normal&hand=H10,H10,CA&trick=H10&lang=en")
    assert response.status_code == 422
    # The card is named in the asker's words (English here), no longer by its id.
    assert "10 of Hearts appears 3 times" in response.json["detail"]
    response = client.post(f"{API}/trick", json={
        "contract": {"type": "normal"}, "trick": ["CA", "C9"],
        "history": [["CA", "CA", "C10", "CK"]], "lang": "en"})
    assert response.status_code == 422
    assert "Ace of Clubs appears 3 times" in response.json["detail"]


@pytest.mark.parametrize(("ruleset", "number", "winner", "rule"), [
    ("ddv", 5, 0, "D-22"), ("dulle", 5, 2, "D-V1"), ("dulle", 12, 0, "D-V1"),
    ("dulle-immer", 12, 2, "D-V1")])
def test_two_dullen_by_ruleset(client: FlaskClient, ruleset: str, number: int, winner: int,
                               rule: str) -> None:
    # D-22 [5.3.3] "Dies gilt auch für die Herz 10." / D-V1: the house rulesets
    answer = client.get(f"{API}/trick?contract=normal&trick=H10,CQ,H10,DA&ruleset={ruleset}"
                        f"&trick_number={number}").json
    assert (answer["winner"], answer["rule"]["id"]) == (winner, rule)
    assert answer["options"]["dulle"] in ("first", "second_except_last", "second")
    assert [c["explanation"].endswith("Diese Karte macht den Stich.") for c in answer["cards"]] == [
        i == winner for i in range(4)]  # only one of the two copies wins
    assert answer["facts"]["fuechse"] == [3]


def test_without_a_trick_number_the_answer_says_it_assumed_one(client: FlaskClient) -> None:
    answer = client.get(f"{API}/trick?contract=normal&trick=H10,CQ,H10,DA&ruleset=dulle").json
    assert answer["winner"] == 2
    assert [a["rule"] for a in answer["assumed"]] == ["RD2"]
    history = [["CA", "C9", "CK", "C10"]] * 1
    answer = client.post(f"{API}/trick", json={
        "contract": {"type": "normal"}, "trick": ["H10", "CQ", "H10", "DA"],
        "ruleset": "dulle", "history": history, "trick_number": 3})
    assert answer.status_code == 422  # history says trick 2


def test_the_karlchen_fact(client: FlaskClient) -> None:
    answer = client.get(f"{API}/trick?contract=normal&trick=CJ,C10,CA,SA&trick_number=12").json
    assert answer["facts"]["karlchen"] is True


def test_summary_form_every_point_named(client: FlaskClient) -> None:
    # D-32: Re's "keine 90" needs 151; D-34: gewonnen, unter 90, Re angesagt 2, keine 90
    answer = client.post(f"{API}/score", json={
        "contract": {"type": "normal"}, "augen": {"re": 151, "kontra": 89},
        "tricks_won": {"re": 9, "kontra": 3},
        "announcements": [{"party": "re", "call": "keine_90"}],
        "sonderpunkte": [{"kind": "fuchs_gefangen", "party": "re"}], "lang": "en"}).json
    assert answer["winner"] == "re"
    assert [(p["id"], p["points"]) for p in answer["breakdown"]] == [
        ("gewonnen", 1), ("unter_90", 1), ("re_angesagt", 2), ("re_keine_90", 1)]
    assert answer["game_value"] == 5
    assert answer["sonderpunkte_re"] == 1
    assert answer["per_player"] == {"re": 6, "kontra": -6}
    assert answer["announcements"][0]["counts"] == ["ansage", "keine_90"]
    assert answer["announcements"][0]["in_time"] is None  # no seat and no "at"


def test_summary_form_refuses_augen_that_do_not_sum_to_240(client: FlaskClient) -> None:
    response = client.post(f"{API}/score", json={
        "contract": {"type": "normal"}, "augen": {"re": 151, "kontra": 90},
        "tricks_won": {"re": 9, "kontra": 3}})
    assert response.status_code == 422
    assert "240" in response.json["detail"]


def _played(seed: int) -> tuple[list[Any], list[Any]]:
    rng = random.Random(seed)
    while True:
        hands = deal(rng)
        if sum(KREUZ_DAME in h for h in hands) == 2:
            return hands, play_out(NORMAL, hands, 0, rng)


def test_tricks_form_sums_to_zero_and_flags_a_late_call(client: FlaskClient) -> None:
    hands, tricks = _played(5)
    re_seat = next(s for s, h in enumerate(hands) if KREUZ_DAME in h)
    answer = client.post(f"{API}/score", json={
        "contract": {"type": "normal"}, "leader": 0, "hands": [codes(h) for h in hands],
        "tricks": [codes(t) for t in tricks],
        "announcements": [{"seat": re_seat, "call": "re", "at": 20}]}).json
    assert sum(answer["per_seat"]) == 0
    assert answer["checks"]["sum_zero"] is True
    assert answer["augen"]["re"] + answer["augen"]["kontra"] == 240
    call = answer["announcements"][0]
    assert (call["in_time"], call["rule"]["id"]) == (False, "D-24")  # RD10: scored as given
    assert "re_angesagt" in {p["id"] for p in answer["breakdown"]} or answer["winner"] is None


def test_a_call_for_the_other_party_is_refused(client: FlaskClient) -> None:
    hands, tricks = _played(6)
    kontra = next(s for s, h in enumerate(hands) if KREUZ_DAME not in h)
    response = client.post(f"{API}/score", json={
        "contract": {"type": "normal"}, "hands": [codes(h) for h in hands],
        "tricks": [codes(t) for t in tricks],
        "announcements": [{"seat": kontra, "call": "re", "at": 0}]})
    assert response.status_code == 422
    assert response.json["errors"][0]["pointer"] == "/announcements/0/call"


@pytest.mark.parametrize(("declared", "game", "seat", "leader"), [
    # D-7 [4.1.5] "1. Pflichtsolo 2. Lustsolo 3. Hochzeit"; [4.1.6] the Hochzeit never plays
    (["gesund", "hochzeit", "lustsolo", "gesund"], "lustsolo", 2, 0),
    (["lustsolo", "pflichtsolo", "gesund", "gesund"], "pflichtsolo", 1, 1),
    (["gesund", "lustsolo", "lustsolo", "gesund"], "lustsolo", 1, 0),  # RD13: further forward
    (["gesund"] * 4, "normal", None, 0)])
def test_vorbehalt(client: FlaskClient, declared: list[str], game: str, seat: int | None,
                   leader: int) -> None:
    answer = client.post(f"{API}/vorbehalt", json={"declared": declared}).json
    assert (answer["game"], answer["seat"], answer["leader"]) == (game, seat, leader)


def test_a_round_with_its_parties_calls_and_next(client: FlaskClient) -> None:
    hands, tricks = _played(7)
    plays = [c for t in tricks for c in t]
    re_seat = next(s for s, h in enumerate(hands) if KREUZ_DAME in h)
    question = {"contract": {"type": "normal"}, "hands": [codes(h) for h in hands],
                "plays": codes(plays[:4]),
                "announcements": [{"seat": re_seat, "call": "re", "at": 2}]}
    answer = client.post(f"{API}/rounds/check", json=question).json
    assert answer["parties"]["re"] == sorted(s for s, h in enumerate(hands) if KREUZ_DAME in h)
    assert answer["announcements"][0]["in_time"] is True
    assert answer["next"]["seat"] in range(4)
    assert "keine_90" in answer["calls_in_time"][str(re_seat)]
    finished = client.post(f"{API}/rounds/check",
                           json={**question, "plays": codes(plays)}).json
    assert finished["finished"] is True
    assert sum(finished["score"]["per_seat"]) == 0
    batch = client.post("/api/v1/batch", json={"questions": [
        {"game": "doppelkopf", "question": "rounds/check", "body": question}]}).json
    assert batch["answers"][0]["body"]["parties"] == answer["parties"]


def test_a_summary_call_without_its_party_is_refused_by_field(client: FlaskClient) -> None:
    response = client.post(f"{API}/score", json={
        "contract": {"type": "normal"}, "augen": {"re": 151, "kontra": 89},
        "tricks_won": {"re": 9, "kontra": 3}, "announcements": [{"call": "keine_90"}]})
    assert response.status_code == 422
    assert response.json["errors"][0]["pointer"] == "/announcements/0/party"


@pytest.mark.parametrize("seed", range(11, 17))
@pytest.mark.parametrize("ruleset", ["ddv", "dulle", "dulle-immer"])
def test_a_finished_round_is_reckoned_as_score_reckons_its_tricks(
        client: FlaskClient, seed: int, ruleset: str) -> None:
    """The round check's score is the reckoning of its tricks: what ``/score`` answers for
    the same hands, tricks and announcements (without the tricks, which the round answer
    lists itself, each won by the seat ``/score`` names)."""
    rng = random.Random(seed)
    hands = deal(rng)
    while sum(KREUZ_DAME in h for h in hands) != 2:
        hands = deal(rng)
    tricks = play_out(NORMAL.playing(RULESETS[ruleset]), hands, 0, rng)
    re_seat = next(s for s, h in enumerate(hands) if KREUZ_DAME in h)
    kontra_seat = next(s for s, h in enumerate(hands) if KREUZ_DAME not in h)
    calls = [{"seat": re_seat, "call": "re", "at": 3},
             {"seat": kontra_seat, "call": "kontra", "at": 30}]
    common = {"contract": {"type": "normal"}, "ruleset": ruleset, "leader": 0,
              "hands": [codes(h) for h in hands], "announcements": calls, "lang": "en"}
    score = client.post(f"{API}/score", json={
        **common, "tricks": [codes(t) for t in tricks]}).json
    answer = client.post(f"{API}/rounds/check", json={
        **common, "plays": codes([c for t in tricks for c in t])}).json
    assert answer["finished"] is True
    scored_tricks = score.pop("tricks")
    assert answer["score"] == {**score, "revoked": False}
    assert [t["winner"] for t in answer["tricks"]] == [t["winner"] for t in scored_tricks]
    assert answer["parties"]["re"] == score["parties"]["re"]
