"""The house rules a client asks after a ruleset's id (``standard+sie``) through the API, in
de, en and fr: the Sie (K-H13) in contract parsing, /score, the round check, /compare and
/rules; the Bettel with Stichzwang (K-H10) and the Bettel ouvert (K-H11) now askable; the
problems of a Sie the ruleset or the hand does not allow, and of a house rule it cannot take."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from api.games.schafkopf.round import SIE_ROUND_EXAMPLE

K = "/api/v1/schafkopf/legal-cards"
SCORE = "/api/v1/schafkopf/score"
ROUND = "/api/v1/schafkopf/rounds/check"
SIE = ["AO", "LO", "HO", "BO", "AU", "LU", "HU", "BU"]
REST = ["AA", "A10", "AK", "A9", "A8", "A7", "LA", "L10", "LK", "L9", "L8", "L7", "HA", "H10",
        "HK", "H9", "H8", "H7", "BA", "B10", "BK", "B9", "B8", "B7"]
LANGS = ("de", "en", "fr")


def _sie_score(lang: str, cards: list[str] | None = None, **extra: Any) -> dict[str, Any]:
    held = cards or SIE
    return {"contract": {"type": "sie"}, "ruleset": "standard+sie", "declarer_cards": held,
            "declarer_tricks": [[held[i], *REST[3 * i:3 * i + 3]] for i in range(8)],
            "opponent_tricks": [], "lang": lang, **extra}


# --- K-H13: the Sie -------------------------------------------------------------------------

SIE_REFUSED = {"de": "ein Sie wird im Regelwerk standard nicht gespielt",
               "en": "a Sie is not played under the standard ruleset",
               "fr": "le Sie ne se joue pas selon les règles standard"}


@pytest.mark.parametrize("lang", LANGS)
def test_a_sie_is_refused_where_the_ruleset_has_none(client: FlaskClient, lang: str) -> None:
    # K-H13: a house rule; standard, the default, has no Sie (GET slug and POST body alike).
    got = client.get(f"{K}?contract=sie&hand=AO,LO&lang={lang}")
    assert got.status_code == 422
    assert got.json["detail"].startswith(SIE_REFUSED[lang])
    assert got.json["errors"][0]["parameter"] == "contract"
    assert got.json["errors"][0]["code"] == "schafkopf.sie-not-in-ruleset"
    posted = client.post(K, json={"contract": {"type": "sie"}, "hand": ["AO"], "lang": lang})
    assert posted.status_code == 422
    assert posted.json["errors"][0]["pointer"] == "/contract/type"
    assert posted.json["detail"].startswith(SIE_REFUSED[lang])


def test_a_sie_is_asked_with_the_house_rule(client: FlaskClient) -> None:
    # K-H13 'beim "Sie" hat er 4 Damen (Ober) und 4 Buben (Unter).': the eight trumps.
    got = client.get(f"{K}?contract=sie&hand=AO,LO&trick=A7&ruleset=standard%2Bsie&lang=en")
    assert got.status_code == 200
    assert got.json["ruleset"] == "standard+sie"  # the answer names the house rule
    assert got.json["contract"]["trumps"] == SIE
    assert got.json["contract"]["name"] == "Sie"
    assert got.json["legal"] == ["AO", "LO"]  # void in Eichel: any card (K-6)
    body = client.post(K, json={"contract": {"type": "sie"}, "hand": ["AO", "LO"],
                                "trick": ["A7"], "ruleset": "standard+sie", "lang": "en"})
    assert body.json == got.json


SIE_LINE = {"de": "Der Sie verdoppelt das Tout noch einmal.",
            "en": "The Sie doubles the Tout once more.", "fr": "Le Sie double encore le Tout."}


@pytest.mark.parametrize("lang", LANGS)
def test_a_sie_scores_a_tout_doubled(client: FlaskClient, lang: str) -> None:
    # K-H13 (our reading): the Solo's base with the Laufende, doubled as a Tout, then again.
    got = client.post(SCORE, json=_sie_score(lang))
    assert got.status_code == 200
    answer = got.json
    assert (answer["rule"]["id"], answer["winner"], answer["ruleset"]) == (
        "K-H13", "declarers", "standard+sie")
    assert [(x["item"], x["rule"], x["factor"]) for x in answer["breakdown"]] == [
        ("base", "K-H13", 1), ("laufende", "K-17", 1), ("tout", "K-19", 2),
        ("sie", "K-H13", 2)]
    assert answer["breakdown"][-1]["explanation"] == SIE_LINE[lang]
    assert answer["price"] == (50 + 80) * 4
    assert answer["per_player"] == {"declarer": 3 * 520, "opponent": -520}


SIE_HAND = {"de": "der Spieler eines Sie hat alle vier Ober und alle vier Unter",
            "en": "a Sie's declarer holds the four Ober and the four Unter",
            "fr": "le preneur d'un Sie tient les quatre Ober et les quatre Unter"}


@pytest.mark.parametrize("lang", LANGS)
def test_a_sie_without_the_eight_cards_is_refused(client: FlaskClient, lang: str) -> None:
    # K-H13: the declarer holds the four Ober and the four Unter; /score and the round check.
    short = [*SIE[:7], "A7"]
    rest = [c for c in REST if c != "A7"] + ["BU"]
    body = _sie_score(lang, short)
    body["declarer_tricks"] = [[short[i], *rest[3 * i:3 * i + 3]] for i in range(8)]
    got = client.post(SCORE, json=body)
    assert got.status_code == 422
    assert got.json["errors"][0]["pointer"] == "/declarer_cards"
    assert got.json["detail"].startswith(SIE_HAND[lang])
    hands = [list(h) for h in SIE_ROUND_EXAMPLE["hands"]]
    hands[2][7], hands[3][0] = hands[3][0], hands[2][7]  # the Schellen-Unter for the Eichel 7
    round_body = {**SIE_ROUND_EXAMPLE, "hands": hands, "plays": [], "lang": lang}
    checked = client.post(ROUND, json=round_body)
    assert checked.status_code == 422
    assert checked.json["errors"][0]["pointer"] == "/hands/2"
    assert checked.json["detail"].startswith(SIE_HAND[lang])


def test_a_whole_sie_round_is_won_with_every_trick(client: FlaskClient) -> None:
    got = client.post(ROUND, json=SIE_ROUND_EXAMPLE)
    assert got.status_code == 200
    assert got.json["revokes"] == []
    assert [t["winner"] for t in got.json["tricks"]] == [2] * 8
    assert got.json["score"]["rule"]["id"] == "K-H13"
    assert got.json["score"]["price"] == 520


def test_a_sie_outranks_a_solo_tout_in_the_bidding(client: FlaskClient) -> None:
    got = client.post("/api/v1/schafkopf/compare", json={
        "bids": [{"seat": 0, "contract": {"type": "solo", "trump": "hearts", "tout": True}},
                 {"seat": 3, "contract": {"type": "sie"}}],
        "ruleset": "netschafkopf+sie", "lang": "en"})
    assert got.status_code == 200
    assert (got.json["winner"]["seat"], got.json["reason"], got.json["rule"]["id"]) == (
        3, "rank", "K-H13")


SHORT_SIE = {"de": "ein Sie braucht alle vier Ober und alle vier Unter in einer Hand",
             "en": "a Sie needs the four Ober and the four Unter in one hand",
             "fr": "un Sie demande les quatre Ober et les quatre Unter dans une main"}


@pytest.mark.parametrize("lang", LANGS)
def test_the_short_pack_takes_no_sie(client: FlaskClient, lang: str) -> None:
    # K-H2: six a hand; a Sie needs eight cards (GET parameter and POST field alike).
    got = client.get(f"{K}?contract=wenz&hand=AO&ruleset=sauspiel-kurz%2Bsie&lang={lang}")
    assert got.status_code == 400
    assert got.json["type"].endswith("/unsupported-house-rule")
    assert got.json["errors"][0]["parameter"] == "ruleset"
    assert got.json["detail"].startswith(SHORT_SIE[lang])
    posted = client.post(SCORE, json={**_sie_score(lang), "ruleset": "sauspiel-kurz+sie"})
    assert posted.status_code == 400
    assert posted.json["errors"][0]["pointer"] == "/ruleset"
    refused = client.post(SCORE, json={**_sie_score(lang), "ruleset": "sauspiel-kurz"})
    assert refused.status_code == 422
    assert refused.json["errors"][0]["pointer"] == "/contract/type"


@pytest.mark.parametrize(("asked", "code"), [("standard+kontra", "schafkopf.house-rule"),
                                             ("standard+sie+sie", "schafkopf.house-rule-order")])
def test_an_unknown_or_repeated_house_rule_is_refused(client: FlaskClient, asked: str,
                                                      code: str) -> None:
    got = client.post(SCORE, json={**_sie_score("fr"), "ruleset": asked})
    assert got.status_code == 400
    assert got.json["type"].endswith("/unsupported-house-rule")
    assert got.json["errors"][0]["code"] == code
    assert got.json["errors"][0]["pointer"] == "/ruleset"


def test_the_rules_of_a_ruleset_with_house_rules(client: FlaskClient) -> None:
    with_sie = {r["id"] for r in client.get(
        "/api/v1/schafkopf/rules?ruleset=standard%2Bsie").json["rules"]}
    standard = {r["id"] for r in client.get(
        "/api/v1/schafkopf/rules?ruleset=standard").json["rules"]}
    assert with_sie == standard | {"K-H13"}
    pack = client.get("/api/v1/schafkopf/deck?ruleset=standard-kurz%2Bbettel-ouvert").json
    assert len(pack["cards"]) == 24


# --- K-H10, K-H11: the Bettel's house rules ---------------------------------------------------

STICHZWANG = {"de": "Stichzwang", "en": "Stichzwang", "fr": "Stichzwang"}


@pytest.mark.parametrize("lang", LANGS)
def test_a_bettel_with_stichzwang_is_askable(client: FlaskClient, lang: str) -> None:
    # K-H10 "a player who follows suit must beat the best card of the trick if one of his
    # cards of that suit can": the Eichel-König and -Sau beat the Ober, the Sieben must not go.
    query = f"{K}?contract=bettel&hand=AK,A7,AA,L7&trick=AO&lang={lang}"
    got = client.get(query + "&ruleset=standard%2Bbettel-stichzwang")
    assert got.status_code == 200
    assert got.json["legal"] == ["AK", "AA"]
    seven = next(c for c in got.json["cards"] if c["card"] == "A7")
    assert seven["rule"]["id"] == "K-H10"
    assert STICHZWANG[lang] in seven["rule"]["explanation"]
    assert client.get(query).json["legal"] == ["AK", "A7", "AA"]  # standard: no Stichzwang


def test_a_bettel_ouvert_is_askable(client: FlaskClient) -> None:
    # K-H11: the Bettel's Tout form, won with no trick, its price doubled.
    low = ["A7", "A8", "L7", "L8", "H7", "H8", "B7", "B8"]
    others = [c for c in [*SIE, *REST] if c not in low]
    bettel: dict[str, Any] = {
        "contract": {"type": "bettel", "tout": True}, "lang": "en", "declarer_cards": low,
        "declarer_tricks": [],
        "opponent_tricks": [[low[i], *others[3 * i:3 * i + 3]] for i in range(8)]}
    refused = client.post(SCORE, json=bettel)
    assert refused.status_code == 422
    assert refused.json["errors"][0]["pointer"] == "/contract/tout"
    got = client.post(SCORE, json={**bettel, "ruleset": "sauspiel+bettel-ouvert"})
    assert got.status_code == 200
    assert got.json["rule"]["id"] == "K-H11"
    assert got.json["ruleset"] == "sauspiel+bettel-ouvert"
    assert [x["item"] for x in got.json["breakdown"]] == ["base", "ouvert"]


def test_the_games_list_names_the_house_rules(client: FlaskClient) -> None:
    # K-H13, K-H10, K-H11: what each adds, and which rulesets it may follow (K-H2's six cards
    # cannot hold a Sie).
    game = next(g for g in client.get("/api/v1/games").json["games"] if g["id"] == "schafkopf")
    house = {h["id"]: h for h in game["house_rules"]}
    assert list(house) == ["sie", "bettel-stichzwang", "bettel-ouvert", "hoechster-trumpf",
                           "jungfrau", "jungfrau-einzeln", "jungfrau-einzeln-mehrfach"]
    assert [(h["rule"], [c["slug"] for c in h["contracts"]]) for h in house.values()] == [
        ("K-H13", ["sie"]), ("K-H10", []), ("K-H11", ["bettel"]), ("K-H15", []),
        ("K-H5", []), ("K-H16", []), ("K-H17", [])]
    assert house["sie"]["contracts"][0]["body"] == {"type": "sie"}
    assert house["bettel-stichzwang"]["names"]["de"] == "Bettel mit Stichzwang"
    assert "sauspiel-kurz" not in house["sie"]["rulesets"]
    assert "sauspiel-kurz" in house["bettel-ouvert"]["rulesets"]
    for other in client.get("/api/v1/games").json["games"]:
        if other["id"] != "schafkopf":
            assert other["house_rules"] == []


@pytest.mark.parametrize(("lang", "words"), [
    ("de", "Regeln von Sauspiel + Bettel mit Stichzwang"),
    ("en", "Sauspiel rules + Bettel with Stichzwang"),
    ("fr", "+ Bettel avec Stichzwang")])
def test_a_page_names_the_house_rules_in_words(client: FlaskClient, lang: str,
                                               words: str) -> None:
    got = client.get(f"{K}?contract=bettel&ruleset=sauspiel%2Bbettel-stichzwang&hand=AK,A7"
                     f"&trick=AO&format=html&lang={lang}")
    assert got.status_code == 200
    assert words in got.data.decode()


@pytest.mark.parametrize("lang", LANGS)
def test_a_batch_question_with_a_house_rule_refused_gets_its_own_problem(
        client: FlaskClient, lang: str) -> None:
    """The batch's promise: a bad question gets its own problem entry and the others are
    answered. A house rule the game refuses used to fail the whole batch (400, pointer
    ``/ruleset``)."""
    good = {"contract": {"type": "wenz"}, "hand": ["AO", "AA"], "lang": lang}
    got = client.post("/api/v1/batch", json={"questions": [
        {"game": "schafkopf", "question": "legal-cards",
         "body": {**good, "ruleset": "sauspiel+nothing"}},
        {"game": "schafkopf", "question": "legal-cards", "body": good}]})
    assert got.status_code == 200, got.get_data(as_text=True)
    assert (got.json["answered"], got.json["failed"]) == (1, 1)
    refused, answered = got.json["answers"]
    assert refused["status"] == 400
    assert refused["problem"]["code"] == "schafkopf.house-rule"
    assert refused["problem"]["errors"][0]["pointer"] == "/questions/0/body/ruleset"
    single = client.post(K, json={**good, "ruleset": "sauspiel+nothing"})
    assert refused["problem"]["detail"] == single.json["detail"]  # in the question's language
    assert answered["status"] == 200
