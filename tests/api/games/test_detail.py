"""``detail``: the answer at three sizes in legal-cards and trick (GET and POST), the batch
(per question and batch-wide) and the round check, for every game of the registry. Each
size's answer fits the operation's documented schema; ``facts`` and ``ids`` are exactly
``full`` with fields left out (a property over random positions, tricks and round prefixes);
bad values get the usual problem naming the field; the GET sizes are cached apart (their own
ETags)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest
from flask.testing import FlaskClient
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from api.errors.problems import Problem
from api.games.answers import legal_cards_answer, trick_answer
from api.games.registry import GAME_APIS
from api.games.rounds import round_answer
from api.schemas.game import query_form
from rules.errors import RulesInputError
from rules.registry import GAMES
from tests.api.service.test_openapi_examples import errors, escape

SMALLER = ("facts", "ids")
WORDED = ("title", "explanation", "source")  # what facts leaves out of a rule
ROUND_GAMES = [g for g, a in GAME_APIS.items() if a.has_rounds]


def cut(answer: Any, detail: str) -> Any:
    """``answer`` (a full one) with what ``detail`` leaves out removed from every rule."""
    if isinstance(answer, list):
        return [cut(item, detail) for item in answer]
    if not isinstance(answer, dict):
        return answer
    out = {}
    for key, value in answer.items():
        if key == "rule" and isinstance(value, dict):
            dropped = WORDED + (("facts",) if detail == "ids" else ())
            out[key] = {k: v for k, v in value.items() if k not in dropped}
        elif key == "score":  # a finished round's count is the same at every size
            out[key] = value
        elif key in ("explanation", "not_known", "waiting"):  # sentences: full only
            continue
        else:
            out[key] = cut(value, detail)
    return out


def rules_in(answer: Any) -> list[dict[str, Any]]:
    """Every rule the answer cites (outside a round's count)."""
    if isinstance(answer, list):
        return [rule for item in answer for rule in rules_in(item)]
    if not isinstance(answer, dict):
        return []
    found = [answer["rule"]] if isinstance(answer.get("rule"), dict) else []
    return found + [rule for key, value in answer.items() if key not in ("rule", "score")
                    for rule in rules_in(value)]


def schema_errors(path: str, method: str, answer: Any) -> list[str]:
    location = f"#/paths/{escape(path)}/{method}/responses/200/content/application~1json"
    return errors(location, answer)


def first_example(game: str) -> dict[str, Any]:
    return dict(next(iter(GAME_APIS[game].legal_examples.values())))


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("detail", SMALLER)
def test_legal_cards_at_each_size(client: FlaskClient, game: str, detail: str) -> None:
    body = first_example(game)
    path = f"/api/v1/{game}/legal-cards"
    full = client.post(path, json=body).json
    posted = client.post(path, json={**body, "detail": detail})
    got = client.get(path, query_string={**query_form(GAMES[game], body), "detail": detail})
    assert posted.status_code == got.status_code == 200
    assert posted.json == got.json == cut(full, detail)
    assert schema_errors(path, "post", posted.json) == []
    assert schema_errors(path, "get", got.json) == []
    cited = rules_in(posted.json["cards"])
    assert cited
    assert all(set(rule) == ({"id", "facts"} if detail == "facts" else {"id"})
                         for rule in cited)
    assert posted.json["legal"] == full["legal"]


@pytest.mark.parametrize("game", list(GAMES))
def test_full_is_the_default_and_the_same_answer(client: FlaskClient, game: str) -> None:
    body = first_example(game)
    path = f"/api/v1/{game}/legal-cards"
    plain = client.post(path, json=body)
    assert client.post(path, json={**body, "detail": "full"}).data == plain.data
    assert all({"id", "title", "explanation", "source", "facts"} <= set(card["rule"])
               for card in plain.json["cards"])


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("detail", SMALLER)
def test_trick_at_each_size(client: FlaskClient, game: str, detail: str) -> None:
    body = dict(GAME_APIS[game].trick_example)
    path = f"/api/v1/{game}/trick"
    full = client.post(path, json=body).json
    posted = client.post(path, json={**body, "detail": detail})
    got = client.get(path, query_string={**query_form(GAMES[game], body), "detail": detail})
    assert posted.status_code == got.status_code == 200, posted.get_data(as_text=True)
    assert posted.json == got.json == cut(full, detail)
    assert schema_errors(path, "post", posted.json) == []
    assert schema_errors(path, "get", got.json) == []
    assert posted.json["rule"] == {"id": full["rule"]["id"]}
    assert all("explanation" in c for c in full["cards"])
    assert not any("explanation" in c for c in posted.json["cards"])
    assert posted.json["winner"] == full["winner"]


@pytest.mark.parametrize("game", ROUND_GAMES)
@pytest.mark.parametrize("detail", SMALLER)
def test_round_check_at_each_size(client: FlaskClient, game: str, detail: str) -> None:
    path = f"/api/v1/{game}/rounds/check"
    checked = 0
    for body in GAME_APIS[game].round_examples.values():  # type: ignore[union-attr]
        # the whole round (its count) and prefixes (the next seat's legal cards)
        for cut_at in range(len(body["plays"]), 0, -1):
            asked = {**body, "plays": body["plays"][:cut_at]}
            whole = client.post(path, json=asked)
            if whole.status_code != 200:
                continue  # a prefix that cuts an action (Schnapsen) from its play
            full = whole.json
            checked += 1
            if checked > 3:
                break
            sized = client.post(path, json={**asked, "detail": detail})
            assert sized.status_code == 200, sized.get_data(as_text=True)
            assert sized.json == cut(full, detail)
            assert schema_errors(path, "post", sized.json) == []
            assert rules_in(sized.json["plays"])
    assert checked >= 2


@pytest.mark.parametrize("detail", SMALLER)
def test_batch_default_and_per_question(client: FlaskClient, detail: str) -> None:
    questions = [{"game": game, "question": "legal-cards", "body": first_example(game)}
                 for game in GAMES]
    trick = {"game": "jass", "question": "trick", "body": dict(GAME_APIS["jass"].trick_example)}
    own = {**questions[0], "body": {**questions[0]["body"], "detail": "full"}}
    full = client.post("/api/v1/batch", json={"questions": [*questions, trick]}).json
    sized = client.post("/api/v1/batch",
                        json={"detail": detail, "questions": [*questions, trick, own]})
    assert sized.status_code == 200
    answers = sized.json["answers"]
    assert schema_errors("/api/v1/batch", "post", sized.json) == []
    for got, whole in zip(answers, full["answers"][:-1], strict=False):
        assert got["body"] == cut(whole["body"], detail)
    assert answers[-2]["body"] == cut(full["answers"][-1]["body"], detail)  # a trick too
    assert "explanation" not in answers[-2]["body"]["cards"][0]
    assert answers[-1]["body"] == full["answers"][0]["body"]  # the question's own detail wins
    per_question = client.post("/api/v1/batch", json={"questions": [
        {**q, "body": {**q["body"], "detail": detail}} for q in questions]}).json
    assert [a["body"] for a in per_question["answers"]] == [a["body"] for a in answers[:-2]]


@pytest.mark.parametrize(("method", "where"), [
    ("get", {"parameter": "detail"}), ("post", {"pointer": "/detail"}),
    ("batch", {"pointer": "/detail"}), ("batch-question", {"pointer": "/questions/0/body/detail"}),
    ("round", {"pointer": "/detail"})])
def test_a_bad_detail_is_a_problem_naming_it(client: FlaskClient, method: str,
                                             where: dict[str, str]) -> None:
    body = first_example("jass")
    if method == "get":
        response = client.get("/api/v1/jass/legal-cards", query_string={
            **query_form(GAMES["jass"], body), "detail": "short"})
    elif method == "post":
        response = client.post("/api/v1/jass/legal-cards", json={**body, "detail": "short"})
    elif method == "round":
        round_body = next(iter(GAME_APIS["jass"].round_examples.values()))  # type: ignore
        response = client.post("/api/v1/jass/rounds/check",
                               json={**round_body, "detail": "short"})
    else:
        question = {"game": "jass", "question": "legal-cards", "body": body}
        if method == "batch-question":
            question["body"] = {**body, "detail": "short"}
        response = client.post("/api/v1/batch", json={
            "questions": [question], **({"detail": "short"} if method == "batch" else {})})
        if method == "batch-question":
            assert response.status_code == 200
            problem = response.json["answers"][0]["problem"]
            assert problem["errors"][0]["pointer"] == where["pointer"]
            return
    assert response.status_code == 422, response.get_data(as_text=True)
    assert response.mimetype == "application/problem+json"
    (error,) = response.json["errors"]
    assert {k: error[k] for k in where} == where
    assert "full, facts, ids" in error["detail"]


def test_each_size_has_its_own_etag_and_the_same_vary(client: FlaskClient) -> None:
    query = query_form(GAMES["schafkopf"], first_example("schafkopf"))
    answers = {detail: client.get("/api/v1/schafkopf/legal-cards",
                                  query_string={**query, "detail": detail})
               for detail in ("full", *SMALLER)}
    tags = {detail: r.headers["ETag"] for detail, r in answers.items()}
    assert len(set(tags.values())) == 3
    # The example's link names its lang: only the page and the encoding are negotiated.
    assert {r.headers["Vary"] for r in answers.values()} == {"Accept, Accept-Encoding"}
    sizes = [len(answers[d].data) for d in ("full", "facts", "ids")]
    assert sizes == sorted(sizes, reverse=True)
    assert sizes[2] < sizes[0] / 2
    again = client.get("/api/v1/schafkopf/legal-cards",
                       query_string={**query, "detail": "ids"},
                       headers={"If-None-Match": tags["ids"]})
    assert again.status_code == 304
    other = client.get("/api/v1/schafkopf/legal-cards",
                       query_string={**query, "detail": "facts"},
                       headers={"If-None-Match": tags["ids"]})
    assert other.status_code == 200


def test_a_page_is_only_the_full_answer(client: FlaskClient) -> None:
    query = {**query_form(GAMES["jass"], first_example("jass")), "detail": "ids"}
    page = client.get("/api/v1/jass/legal-cards", query_string={**query, "format": "html"})
    assert page.status_code == 422
    assert page.json["errors"][0]["parameter"] == "detail"
    trick = {**query_form(GAMES["jass"], dict(GAME_APIS["jass"].trick_example)),
             "detail": "facts", "format": "html"}
    trick_page = client.get("/api/v1/jass/trick", query_string=trick)
    assert trick_page.status_code == 422
    assert trick_page.json["errors"][0]["parameter"] == "detail"
    browser = client.get("/api/v1/jass/legal-cards", query_string=query,
                         headers={"Accept": "text/html,*/*;q=0.8"})
    assert browser.status_code == 200
    assert browser.mimetype == "application/json"


# -- the property: facts and ids are full with fields left out ------------------------------

@st.composite
def positions(draw: st.DrawFn) -> tuple[str, dict[str, Any]]:
    """A game's first example with a random contract (its JSON form), hand and trick."""
    game_id = draw(st.sampled_from(list(GAMES)))
    adapter, game = GAME_APIS[game_id], GAMES[game_id]
    forms = sorted(adapter.contract_reader.parts_table, key=sorted)
    contract = dict(draw(st.sampled_from(forms)))
    cards = list(dict.fromkeys(game.deck.code(c) for c in game.deck.cards))
    trick = draw(st.lists(st.sampled_from(cards), max_size=game.players - 1, unique=True))
    rest = [c for c in cards if c not in trick]
    hand = draw(st.lists(st.sampled_from(rest), min_size=1, max_size=game.hand_size,
                         unique=True))
    body = {**first_example(game_id), "contract": contract, "hand": hand, "trick": trick}
    return game_id, body


def answered(answer: Any, adapter_id: str, body: Mapping[str, Any]) -> Any:
    try:
        return answer(GAME_APIS[adapter_id], dict(body))
    except (RulesInputError, Problem):
        return None


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                   HealthCheck.filter_too_much])
@given(positions(), st.sampled_from(SMALLER))
def test_smaller_sizes_are_full_with_fields_left_out(app: Any, position: tuple[str, Any],
                                                     detail: str) -> None:
    game_id, body = position
    with app.test_request_context():
        full = answered(legal_cards_answer, game_id, body)
        assume(full is not None)  # a position the game refuses (e.g. a marriage not held)
        sized = answered(legal_cards_answer, game_id, {**body, "detail": detail})
    assert sized == cut(full, detail)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), st.sampled_from(list(GAMES)), st.sampled_from(SMALLER))
def test_smaller_tricks_are_full_with_fields_left_out(app: Any, data: st.DataObject,
                                                      game_id: str, detail: str) -> None:
    game, adapter = GAMES[game_id], GAME_APIS[game_id]
    forms = sorted(adapter.contract_reader.parts_table, key=sorted)
    contract = dict(data.draw(st.sampled_from(forms)))
    cards = list(dict.fromkeys(game.deck.code(c) for c in game.deck.cards))
    trick = data.draw(st.lists(st.sampled_from(cards), min_size=1, max_size=game.players,
                               unique=True))
    body = {**adapter.trick_example, "contract": contract, "trick": trick,
            "lang": data.draw(st.sampled_from(("de", "en", "fr")))}
    with app.test_request_context():
        full = answered(trick_answer, game_id, body)
        assume(full is not None)
        sized = answered(trick_answer, game_id, {**body, "detail": detail})
    assert sized == cut(full, detail)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from([(g, name) for g in ROUND_GAMES
                        for name in GAME_APIS[g].round_examples]),  # type: ignore[union-attr]
       st.floats(0, 1), st.sampled_from(SMALLER), st.sampled_from(("de", "en", "fr")))
def test_smaller_rounds_are_full_with_fields_left_out(app: Any, named: tuple[str, str],
                                                      share: float, detail: str,
                                                      lang: str) -> None:
    game_id, name = named
    body = dict(GAME_APIS[game_id].round_examples[name])  # type: ignore[union-attr]
    body["plays"] = body["plays"][: round(share * len(body["plays"]))]
    body["lang"] = lang
    with app.test_request_context():
        full = answered(round_answer, game_id, body)
        assume(full is not None)  # a prefix that cuts an action from its play
        sized = answered(round_answer, game_id, {**body, "detail": detail})
    assert sized == cut(full, detail)


def test_the_cut_can_fail() -> None:
    """The comparison above is not vacuous: an ids answer that kept a title differs."""
    full = {"cards": [{"card": "R6", "legal": True, "rule": {"id": "J-L1", "title": "t",
                                                             "facts": {}}}]}
    assert cut(full, "ids") == {"cards": [{"card": "R6", "legal": True,
                                           "rule": {"id": "J-L1"}}]}
    assert cut(full, "ids") != full
