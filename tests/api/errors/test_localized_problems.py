"""Problems in the asker's language, as answers are (``lang``, then Accept-Language, then
German), each with the same stable code in every language; English as it always was."""

from __future__ import annotations

import json
from typing import Any

import pytest
from flask.testing import FlaskClient

from api.schemas.game import query_form
from api.service.problem_texts import problem_types
from rules.registry import GAMES
from tests.api.errors.test_errors import CASES
from tests.samples import SAMPLES

LANGS = ("de", "en", "fr")


def ask(client: FlaskClient, method: str, url: str, sent: Any, lang: str) -> Any:
    """The request in ``lang``, said by Accept-Language (a body or link keeps its own)."""
    headers = {"Accept-Language": lang}
    if method == "GET":
        return client.get(url, headers=headers)
    if isinstance(sent, (bytes, str)):
        return client.post(url, data=sent, content_type="application/json", headers=headers)
    return client.post(url, json=sent, headers=headers)


def _texts(problem: dict[str, Any]) -> list[str]:
    return [problem["detail"], *(error["detail"] for error in problem["errors"])]


def _codes(problem: dict[str, Any]) -> list[str]:
    return [problem["code"], *(error["code"] for error in problem["errors"])]


def test_the_visitors_german_is_answered_in_german(client: FlaskClient) -> None:
    """An unknown card is answered in German to a German visitor, not in English."""
    german = client.get("/api/v1/jass/trick?contract=trump:acorns&trick=R9,XX&lang=de")
    assert german.status_code == 422
    assert german.headers["Content-Language"] == "de"
    assert german.json["title"] == "Unbekannte Karte"
    assert german.json["detail"].startswith("'XX' ist kein Kartencode des Jass-Blatts")
    assert german.json["code"] == "card.not-a-code"
    assert german.json["errors"] == [{"parameter": "trick", "index": 1, "code": "card.not-a-code",
                                      "detail": german.json["detail"]}]


def test_english_is_the_message_as_it_always_was(client: FlaskClient) -> None:
    english = client.get("/api/v1/jass/trick?contract=trump:acorns&trick=R9,XX&lang=en")
    assert english.json["detail"] == (
        "'XX' is not a card code of the Jass deck; codes are a suit letter (A, B, R, S) and a "
        "rank (6, 7, 8, 9, 10, U, O, K, A), e.g. 'SA', or write 'suit-rank' such as "
        "'shields-ace'")
    assert english.json["title"] == "Unknown card"


@pytest.mark.parametrize("case", CASES, ids=[case[0] for case in CASES])
def test_no_problem_in_german_or_french_holds_the_english_message(
        client: FlaskClient, case: tuple[str, str, str, Any, int, str, str]) -> None:
    _, method, url, sent, status, slug, _ = case
    answered = {lang: ask(client, method, url, sent, lang) for lang in LANGS}
    problems = {lang: response.json for lang, response in answered.items()}
    for lang, response in answered.items():
        assert response.status_code == status, (lang, problems[lang])
        assert response.headers["Content-Language"] == lang
    english = _texts(problems["en"])
    for lang in ("de", "fr"):
        assert problems[lang]["type"] == problems["en"]["type"] == f"/api/v1/problems/{slug}"
        assert _codes(problems[lang]) == _codes(problems["en"]), lang
        for text, english_text in zip(_texts(problems[lang]), english, strict=True):
            assert english_text not in text, (lang, text)
    # Every message has its own code, never the problem type's fallback of an unknown text.
    assert not set(_codes(problems["en"])) & set(problem_types()), problems["en"]


# No card in any game's pack ("XX" is Königrufen's Tarock XX).
NO_CARD = "ZZ"


def _bad_questions(game_id: str) -> list[tuple[str, str, Any]]:
    sample = SAMPLES[game_id]
    game = sample.game
    slug = game.contracts[0].slug
    body = {k: v for k, v in sample.legal_body.items() if k != "lang"}  # Accept-Language says
    return [
        ("GET", f"/api/v1/{game_id}/legal-cards?contract={slug}&hand={NO_CARD},{sample.hand[0]}",
         None),
        # One card more often than the pack holds it (twice in a Doppelkopf trick is fine).
        ("GET", f"/api/v1/{game_id}/trick?contract={slug}&trick="
                + ",".join([sample.trick[0]] * (game.deck.copies + 1)), None),
        ("POST", f"/api/v1/{game_id}/legal-cards", {**body, "hand": "not a list"}),
        ("POST", f"/api/v1/{game_id}/legal-cards", {**body, "contract": slug}),
        ("POST", f"/api/v1/{game_id}/trick", {"contract": body["contract"], "trick": [],
                                               "colour": "red"}),
        ("POST", f"/api/v1/{game_id}/rounds/check", {"contract": body["contract"],
                                                      "plays": [NO_CARD]}),
    ]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_answers_its_problems_in_each_language(client: FlaskClient,
                                                          game_id: str) -> None:
    for method, url, sent in _bad_questions(game_id):
        problems = {lang: ask(client, method, url, sent, lang).json for lang in LANGS}
        assert problems["en"]["status"] in (400, 422), (url, problems["en"])
        for lang in ("de", "fr"):
            assert _codes(problems[lang]) == _codes(problems["en"])
            for text, english in zip(_texts(problems[lang]), _texts(problems["en"]),
                                     strict=True):
                assert english not in text, (url, lang, text)
        assert not set(_codes(problems["en"])) & set(problem_types()), (url, problems["en"])


@pytest.mark.parametrize("game_id", GAMES)
def test_a_body_that_sends_the_contracts_get_form_is_told_its_json_form(
        client: FlaskClient, game_id: str) -> None:
    """``"contract": "trump:roses"`` is told the object it stands for, not "Invalid input type."."""
    sample = SAMPLES[game_id]
    contract = sample.game.contracts[0]
    refused = client.post(f"/api/v1/{game_id}/legal-cards",
                          json={**sample.legal_body, "contract": contract.slug,
                                "lang": "en"})
    assert refused.status_code == 422
    problem = refused.json
    assert problem["code"] == "field.contract-as-text"
    assert problem["errors"][0]["pointer"] == "/contract"
    assert f"'{contract.slug}' is the GET form of a contract" in problem["detail"]
    # What the problem offers, posted, is the contract the permalink names, answered alike.
    offered = json.loads(problem["detail"].split("as an object: ", 1)[1])
    rest = {k: v for k, v in sample.legal_body.items() if k not in ("contract", "lang")}
    posted = client.post(f"/api/v1/{game_id}/legal-cards", json={**rest, "contract": offered})
    query = query_form(sample.game, {**rest, "contract": offered})
    assert query["contract"] == contract.slug
    linked = client.get(f"/api/v1/{game_id}/legal-cards", query_string=query)
    assert posted.status_code == 200, posted.json
    assert posted.json == linked.json


def test_lang_comes_before_accept_language_in_a_link_and_in_a_body(client: FlaskClient) -> None:
    link = client.get("/api/v1/jass/legal-cards?contract=trump:roses&hand=XX&lang=fr",
                      headers={"Accept-Language": "de"})
    assert link.json["title"] == "Carte inconnue"
    body = client.post("/api/v1/jass/legal-cards", json={"contract": "x", "lang": "en"},
                       headers={"Accept-Language": "fr"})
    assert body.json["errors"][0]["detail"] == "Invalid input type."
    assert body.json["title"] == "Unknown contract"


def test_without_lang_accept_language_decides_then_german(client: FlaskClient) -> None:
    url = "/api/v1/jass/legal-cards?contract=trump:roses&hand=XX"
    for accepted in ("fr-CH", "fr-CH, fr;q=0.9, de;q=0.5"):
        assert client.get(url, headers={"Accept-Language": accepted}).json["title"] == \
            "Carte inconnue"
    assert client.get(url).json["title"] == "Unbekannte Karte"
    assert client.get(url).headers["Content-Language"] == "de"


def test_a_wrong_lang_is_refused_in_the_language_the_visitor_reads(client: FlaskClient) -> None:
    """``lang=it``: not followed, Accept-Language decides, and the problem names lang;
    ``lang=EN-us``: refused too, but in English, the language it names."""
    italian = client.get("/api/v1/jass/deck?lang=it", headers={"Accept-Language": "fr"})
    assert italian.status_code == 422
    assert italian.headers["Content-Language"] == "fr"
    assert italian.json["errors"][0]["parameter"] == "lang"
    assert italian.json["detail"] == "lang : Doit être l'une de ces valeurs : de, en, fr."
    assert italian.json["code"] == "field.one-of"
    english = client.get("/api/v1/jass/deck?lang=EN-us")
    assert english.status_code == 422
    assert english.json["detail"] == "lang: Must be one of: de, en, fr."
    posted = client.post("/api/v1/jass/legal-cards",
                         json={"contract": {"type": "obenabe"}, "hand": ["R6"], "lang": "it"})
    assert posted.json["detail"] == "lang: Muss einer dieser Werte sein: de, en, fr."


def test_a_batch_answers_each_question_in_its_own_language(client: FlaskClient) -> None:
    question = {"contract": {"type": "trump", "trump": "roses"}, "hand": ["XX"]}
    answered = client.post("/api/v1/batch", json={"questions": [
        {"game": "jass", "question": "legal-cards", "body": {**question, "lang": "fr"}},
        {"game": "jass", "question": "legal-cards", "body": {**question, "lang": "en"}},
        {"game": "jass", "question": "legal-cards", "body": question}]},
        headers={"Accept-Language": "de"}).json
    titles = [a["problem"]["title"] for a in answered["answers"]]
    assert titles == ["Carte inconnue", "Unknown card", "Unbekannte Karte"]
    codes = {a["problem"]["errors"][0]["code"] for a in answered["answers"]}
    assert codes == {"card.not-a-code"}
    assert answered["answers"][0]["problem"]["errors"][0]["pointer"] == "/questions/0/body/hand/0"


def test_the_problem_codes_list_each_code_in_each_language(client: FlaskClient) -> None:
    listed = client.get("/api/v1/problem-codes").json
    by_code = {entry["code"]: entry for entry in listed["codes"]}
    assert listed["count"] == len(by_code)
    assert by_code["field.missing"] == {"code": "field.missing", "de": "Pflichtfeld fehlt.",
                                        "en": "Missing data for required field.",
                                        "fr": "Champ obligatoire manquant."}
    assert "card.not-a-code" in by_code


def test_a_problem_type_is_titled_in_the_askers_language(client: FlaskClient) -> None:
    described = client.get("/api/v1/problems/unknown-card", headers={"Accept-Language": "fr"})
    assert described.json["title"] == "Carte inconnue"
