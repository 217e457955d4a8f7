"""Coiffeur through the API as API-jass-variants.md documents it: each trick in its own
direction with the trick's number, following suit in Slalom, trump rows answered in the
Schieber's words, the count of a round, the sheet and its row sets, a whole round checked,
and problems in de, en and fr naming the field."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from typing import Any

import pytest
from flask.testing import FlaskClient

from api.games.coiffeur.game_api import ROUND_EXAMPLE
from rules.cards import Card
from rules.coiffeur.game import COIFFEUR

API = "/api/v1/coiffeur"
LANGS = ("de", "en", "fr")
SVG = "{http://www.w3.org/2000/svg}"


def verdicts(answer: dict[str, Any]) -> dict[str, tuple[bool, str]]:
    return {c["card"]: (c["legal"], c["rule"]["id"]) for c in answer["cards"]}


def test_slalom_keeps_the_duty_to_follow_and_names_the_tricks_direction(
        client: FlaskClient) -> None:
    """JC-L2; a hand of four plays trick 6, Undenufe in Slalom Obenabe (JC-4)."""
    answer = client.get(f"{API}/legal-cards?contract=slalom:obenabe&hand=B6,R9,A7,BA"
                        "&trick=B10,BK&lang=en").json
    assert verdicts(answer) == {"B6": (True, "JC-L2"), "R9": (False, "JC-L2"),
                                "A7": (False, "JC-L2"), "BA": (True, "JC-L2")}
    assert (answer["trick_number"], answer["direction"]) == (6, "undenufe")
    assert answer["contract"]["name"] == "Slalom Obenabe"
    assert "Slalom Obenabe" in answer["cards"][1]["rule"]["explanation"]
    assert answer["cards"][0]["rule"]["explanation"] == (
        "Bells were led: the 6 of Bells follows suit and is allowed; in Slalom Obenabe, too, "
        "you must follow suit.")


@pytest.mark.parametrize(("number", "winner", "direction", "points"), [
    (1, 2, "obenabe", 4 + 0 + 11 + 4), (2, 1, "undenufe", 4 + 11 + 0 + 4)])
def test_the_trick_number_decides_the_winner_and_the_points(
        client: FlaskClient, number: int, winner: int, direction: str, points: int) -> None:
    """JC-W1 and RJ5: the same four cards, trick 1 Obenabe (the Ace), trick 2 Undenufe (the
    Six, worth 11 while the Ace counts nothing)."""
    answer = client.post(f"{API}/trick", json={
        "contract": {"type": "slalom", "start": "obenabe"}, "trick": ["BK", "B6", "BA", "AK"],
        "trick_number": number, "lang": "en"}).json
    assert (answer["winner"], answer["direction"], answer["points"]) == (
        winner, direction, points)
    assert (answer["rule"]["id"], answer["trick_number"], answer["assumed"]) == (
        "JC-W1", number, [])
    assert direction.capitalize() in answer["rule"]["explanation"]


@pytest.mark.parametrize(("lang", "deck", "order", "wrong"), [
    ("fr", "french", "(6, 7, 8, 9, 10, Valet, Dame, Roi, As)", "Ober"),
    ("fr", "swiss", "(6, 7, 8, 9, 10, Valet, Ober, Roi, As)", "Dame"),
    ("de", "french", "(6, 7, 8, 9, 10, Bauer, Dame, König, Ass)", "Under"),
    ("de", "swiss", "(6, 7, 8, 9, Banner, Under, Ober, König, Ass)", "Dame")])
def test_jc_w1_names_the_order_in_the_decks_own_ranks(
        client: FlaskClient, lang: str, deck: str, order: str, wrong: str) -> None:
    """JC-W1: the order the trick's direction ranks is said with the ranks of the cards the
    asker holds: the French cards' Dame and Bauer, the Swiss cards' Ober, Under and (in
    German) Banner."""
    answer = client.get(f"{API}/trick?contract=slalom:obenabe&trick=BK,B6,BA,AK"
                        f"&trick_number=2&deck={deck}&lang={lang}").json
    said = answer["rule"]["explanation"]
    assert order in said
    assert wrong not in said


def test_a_trick_without_its_number_is_judged_as_the_first_and_says_so(
        client: FlaskClient) -> None:
    answer = client.get(f"{API}/trick?contract=guschti:undenufe&trick=BK,B6,BA,AK"
                        "&lang=fr").json
    assert (answer["winner"], answer["direction"], answer["trick_number"]) == (
        1, "undenufe", None)
    assert [note["rule"] for note in answer["assumed"]] == ["JC-W1"]
    assert "premier pli" in answer["assumed"][0]["text"]


@pytest.mark.parametrize("lang", LANGS)
def test_a_trump_row_is_answered_as_the_schieber_answers(client: FlaskClient,
                                                         lang: str) -> None:
    """JC-L1: the Schieber's rules, rule ids and words under the ruleset chosen."""
    query = f"contract=trump:roses&hand=B6,RU,R6,A7&trick=B9&ruleset=standard&lang={lang}"
    ours = client.get(f"{API}/legal-cards?{query}").json
    schieber = client.get(f"/api/v1/jass/legal-cards?{query}").json
    assert ours["cards"] == schieber["cards"]
    assert ours["direction"] == "trump"


def test_the_count_of_a_misere(client: FlaskClient) -> None:
    """JC-6: the declaring team writes its opponents' points."""
    tricks = [["R8", "R6", "RO", "R9"], ["AA", "A6", "A10", "A7"], ["S9", "SA", "S6", "SU"],
              ["B6", "B7", "BA", "B9"], ["RK", "RA", "R7", "RU"], ["A8", "AO", "AK", "AU"],
              ["S10", "SK", "S8", "S7"], ["B8", "BO", "B10", "BK"], ["R10", "A9", "SO", "BU"]]
    answers = [client.post(f"{API}/score", json={
        "contract": {"type": "misere", "direction": "obenabe"}, "declarer_team": team,
        "leader": 1, "tricks": tricks, "lang": "en"}).json for team in (0, 1)]
    assert answers[0]["team_points"] == answers[1]["team_points"]
    assert sum(answers[0]["team_points"]) == 157
    assert [a["row_points"] for a in answers] == [answers[0]["team_points"][1],
                                                  answers[0]["team_points"][0]]
    assert answers[0]["rule"]["id"] == "JC-6"
    assert [t["direction"] for t in answers[0]["tricks_detail"]] == ["obenabe"] * 9


def test_the_sheet_adds_up_and_names_the_open_rows(client: FlaskClient) -> None:
    answer = client.post(f"{API}/sheet", json={
        "sheet": "jassreglement-8", "names": ["Wir", "Ihr"], "lang": "de",
        "entries": [{"team": 0, "row": "acorns", "points": 100},
                    {"team": 1, "row": "obenabe", "points": 120},
                    {"team": 0, "row": "joker-7", "points": 90,
                     "contract": {"type": "undenufe"}}]}).json
    assert answer["totals"] == [100 + 90 * 7, 120 * 5]
    assert answer["open"][1] == ["acorns", "roses", "shields", "bells", "undenufe",
                                 "joker-7", "joker-8"]
    assert (answer["leader"], answer["difference"], answer["winner"]) == (0, 130, None)
    assert answer["rows"][6]["teams"][0]["contract"]["type"] == "undenufe"
    assert "Wir" in answer["rule"]["explanation"]


@pytest.mark.parametrize(("lang", "opening"), [
    ("de", "Team 1 führt"), ("en", "Team 1 leads"), ("fr", "Équipe 1 mène")])
def test_the_sheets_sentence_opens_with_a_capital(client: FlaskClient, lang: str,
                                                  opening: str) -> None:
    """JC-S3: the leader is said in a sentence; without names the teams count from 1."""
    answer = client.post(f"{API}/sheet", json={
        "sheet": "jassreglement-8", "entries": [{"team": 0, "row": "acorns", "points": 100}],
        "lang": lang}).json
    assert answer["rule"]["explanation"].startswith(opening)


@pytest.mark.parametrize(("lang", "detail"), [
    ("de", "'slalom:obenabe' kann auf dieser Tafel nicht in der Joker-Zeile 'joker-8' "
           "gespielt werden"),
    ("en", "'slalom:obenabe' cannot be played in the joker row 'joker-8' of this sheet"),
    ("fr", "« slalom:obenabe » ne peut pas être joué dans la ligne joker « joker-8 » de ce "
           "tableau")])
def test_a_sheet_problem_quotes_the_ids_it_was_sent(client: FlaskClient, lang: str,
                                                    detail: str) -> None:
    """RJ8: a joker row takes only a contract its sheet allows; the row and contract ids the
    asker sent are quoted, never read as words of the sentence (« Joker joker-8 »)."""
    response = client.post(f"{API}/sheet", json={"lang": lang, "entries": [
        {"team": 0, "row": "joker-8", "points": 1,
         "contract": {"type": "slalom", "start": "obenabe"}}]})
    assert response.json["detail"] == detail


def test_the_sheets_are_data(client: FlaskClient) -> None:
    sheets = {s["id"]: s for s in client.get(f"{API}/sheets").json}
    assert [r["multiplier"] for r in sheets["jassen-10"]["rows"]] == list(range(1, 11))
    assert sheets["jassreglement-8"]["joker_choices"] == ["obenabe", "trump", "undenufe"]


@pytest.mark.parametrize(("entries", "pointer", "code"), [
    ([{"team": 0, "row": "acorns", "points": 1}, {"team": 0, "row": "slalom", "points": 1}],
     "/entries/1/row", "coiffeur.unknown-row"),
    ([{"team": 1, "row": "acorns", "points": 1}, {"team": 1, "row": "acorns", "points": 2}],
     "/entries/1/row", "coiffeur.row-already-played"),
    ([{"team": 0, "row": "joker-8", "points": 1, "contract": {"type": "slalom",
                                                             "start": "obenabe"}}],
     "/entries/0/contract", "coiffeur.invalid-joker-contract"),
    ([{"team": 0, "row": "roses", "points": 200}], "/entries/0/points",
     "coiffeur.invalid-points"),
    ([{"team": 0, "row": "joker-7", "points": 1, "contract": {"type": "slalom"}}],
     "/entries/0/contract/start", "coiffeur.needs-start"),
])
@pytest.mark.parametrize("lang", LANGS)
def test_sheet_problems_name_the_entry_in_the_askers_language(
        client: FlaskClient, entries: list[dict[str, Any]], pointer: str, code: str,
        lang: str) -> None:
    response = client.post(f"{API}/sheet", json={"entries": entries, "lang": lang})
    assert 400 <= response.status_code < 500
    problem = response.json
    assert (problem["code"], problem["errors"][0]["pointer"]) == (code, pointer)
    english = client.post(f"{API}/sheet", json={"entries": entries, "lang": "en"}).json
    assert (problem["detail"] != english["detail"]) is (lang != "en")


def test_a_whole_round_of_slalom(client: FlaskClient) -> None:
    answer = client.post(f"{API}/rounds/check", json=ROUND_EXAMPLE).json
    assert answer["finished"]
    assert answer["revokes"] == []
    assert [t["direction"] for t in answer["tricks"]] == ["obenabe", "undenufe"] * 4 + [
        "obenabe"]
    assert {t["rule"]["id"] for t in answer["tricks"]} == {"JC-W1"}
    score = answer["score"]
    assert score["row_points"] == score["team_points"][0]
    assert sum(t["points"] for t in answer["tricks"]) + 5 == sum(score["team_points"])


def test_an_unfinished_round_judges_the_next_trick_in_its_direction(
        client: FlaskClient) -> None:
    body = {**ROUND_EXAMPLE, "plays": ROUND_EXAMPLE["plays"][:5]}
    following = client.post(f"{API}/rounds/check", json=body).json["next"]
    assert (following["trick_number"], following["direction"]) == (2, "undenufe")


def _round_with_a_revoke() -> dict[str, Any]:
    """The example's deal played out with random legal cards, except that seat 1 discards
    in the first trick while holding the led suit."""
    contract = COIFFEUR.parse_contract("slalom:obenabe")
    hands = [list(COIFFEUR.deck.parse_all(hand)) for hand in ROUND_EXAMPLE["hands"]]
    rng, leader, plays = random.Random(3), 0, []
    for number in range(1, 10):
        trick: list[Card] = []
        for place in range(4):
            seat = (leader + place) % 4
            judged = COIFFEUR.judge(COIFFEUR.position(contract, hands[seat], trick)).verdicts
            pick = [v.card for v in judged if v.legal is not (number == 1 and seat == 1)]
            card = rng.choice(pick)
            hands[seat].remove(card)
            trick.append(card)
        leader = (leader + COIFFEUR.judge_trick(trick, contract.in_trick(number)).winner) % 4
        plays += trick
    return {**ROUND_EXAMPLE, "plays": [COIFFEUR.deck.code(card) for card in plays]}


def test_a_revoke_is_reported_and_the_round_not_counted(client: FlaskClient) -> None:
    """RJ9: revokes are reported, the trick still counts; a score only for a clean round."""
    answer = client.post(f"{API}/rounds/check", json=_round_with_a_revoke()).json
    assert answer["finished"]
    assert [(r["seat"], r["trick"], r["rule"]["id"]) for r in answer["revokes"]] == [
        (1, 1, "JC-L2")]
    assert len(answer["tricks"]) == 9
    assert answer["score"] is None


def test_the_sheet_is_drawn_with_its_rows_and_totals(client: FlaskClient) -> None:
    """The sheet as a picture like the Jasstafel: a line per row, the totals of /sheet, the
    teams' names escaped."""
    body = {"entries": [{"team": 0, "row": "acorns", "points": 100},
                        {"team": 1, "row": "joker-7", "points": 90,
                         "contract": {"type": "obenabe"}}],
            "names": ["<Wir>", "Ihr"], "lang": "de"}
    response = client.post(f"{API}/sheet.svg", json=body)
    assert response.mimetype == "image/svg+xml"
    root = ET.fromstring(response.get_data(as_text=True))
    texts = {cls: [t.text for t in root.iter(f"{SVG}text") if t.get("class") == cls]
             for cls in ("name", "total", "label")}
    totals = client.post(f"{API}/sheet", json=body).json["totals"]
    assert texts["total"] == [str(total) for total in totals] == ["100", "630"]
    assert texts["name"] == ["<Wir>", "Ihr"]
    assert texts["label"][:2] == ["Eicheln ×1", "Rosen ×2"]
    assert len(root.findall(f"{SVG}g")) == 8


@pytest.mark.parametrize(("lang", "word"), [("de", "Karten"), ("en", "cards"),
                                             ("fr", "cartes")])
def test_a_trick_number_the_hand_contradicts_is_refused_in_the_askers_language(
        client: FlaskClient, lang: str, word: str) -> None:
    """API-jass-variants: legal-cards derives the number from the hand (10 − cards in hand)
    and refuses a contradicting value; four cards in hand are trick 6, not 2."""
    body = {"contract": {"type": "slalom", "start": "obenabe"},
            "hand": ["B6", "R9", "A7", "BA"], "trick": ["B10", "BK"], "lang": lang}
    for response in (client.post(f"{API}/legal-cards", json={**body, "trick_number": 2}),
                     client.get(f"{API}/legal-cards?contract=slalom:obenabe&hand=B6,R9,A7,BA"
                                f"&trick=B10,BK&trick_number=2&lang={lang}")):
        assert response.status_code == 422
        problem = response.json
        assert (problem["type"].endswith("impossible-position"), problem["code"]) == (
            True, "coiffeur.trick-number")
        assert [e.get("pointer") or e["parameter"] for e in problem["errors"]] in (
            ["/trick_number"], ["trick_number"])  # POST names a pointer, GET a parameter
        assert word in problem["detail"]
        assert "6" in problem["detail"]
    agreed = client.post(f"{API}/legal-cards", json={**body, "trick_number": 6}).json
    assert (agreed["trick_number"], agreed["direction"]) == (6, "undenufe")


def test_a_trump_rows_tricks_are_played_in_trump_in_the_count_and_the_round(
        client: FlaskClient) -> None:
    """API-jass-variants.md: a trick's direction is obenabe, undenufe or trump; a trump row's
    nine tricks say trump in the count and in the round check, as legal-cards says it."""
    tricks = [["R8", "R6", "RO", "R9"], ["AA", "A6", "A10", "A7"], ["S9", "SA", "S6", "SU"],
              ["B6", "B7", "BA", "B9"], ["RK", "RA", "R7", "RU"], ["A8", "AO", "AK", "AU"],
              ["S10", "SK", "S8", "S7"], ["B8", "BO", "B10", "BK"], ["R10", "A9", "SO", "BU"]]
    contract = {"type": "trump", "trump": "shields"}
    scored = client.post(f"{API}/score", json={
        "contract": contract, "declarer_team": 0, "leader": 1, "tricks": tricks}).json
    assert [t["direction"] for t in scored["tricks_detail"]] == ["trump"] * 9
    first_trick = {**ROUND_EXAMPLE, "contract": contract, "plays": ROUND_EXAMPLE["plays"][:4]}
    checked = client.post(f"{API}/rounds/check", json=first_trick).json
    assert [t["direction"] for t in checked["tricks"]] == ["trump"]


@pytest.mark.parametrize(("lang", "said"), [("de", "Team 2 hat die Zeile"),
                                            ("en", "team 2 has already played"),
                                            ("fr", "l'équipe 2 a déjà joué")])
def test_a_row_played_twice_names_the_team_as_the_answers_count_it(
        client: FlaskClient, lang: str, said: str) -> None:
    """Team 1 is the API's ``team: 1`` counted from 1, as the sheet's sentences count it."""
    entries = [{"team": 1, "row": "acorns", "points": 1}, {"team": 1, "row": "acorns",
                                                          "points": 2}]
    problem = client.post(f"{API}/sheet", json={"entries": entries, "lang": lang}).json
    assert said in problem["detail"]
