"""One spelling per contract, in every form: each contract's GET form (a permalink, a page),
its JSON form (a POST, a batch question) and the served document's enums name it alike, and
answers spell it so; the other spellings a game knows are accepted as documented aliases of
the same contract. An unknown contract, on a GET as on a POST, is refused with the valid
forms listed, in the asker's language."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import parse_qsl, urlsplit

import pytest
from flask.testing import FlaskClient

from api.errors.texts.validation import TEXTS
from api.games.examples import EXAMPLES
from api.schemas.game import contract_schema
from rules.registry import GAMES

LANGS = ("de", "en", "fr")


def _position(game_id: str) -> dict[str, str]:
    """A legal-cards question of the game but its contract (hand, trick, the talon's state
    in Schnapsen), from its first named example."""
    example = next(e for e in EXAMPLES
                   if e.game == game_id and "/legal-cards?" in e.permalink)
    return {k: v for k, v in parse_qsl(urlsplit(example.permalink).query)
            if k not in ("contract", "lang")}


def _body(game_id: str) -> dict[str, Any]:
    """The same position as a JSON body: the card lists as lists."""
    return {k: v.split(",") if k in ("hand", "trick") else v
            for k, v in _position(game_id).items()}


def _get_forms(game_id: str) -> list[str]:
    """Every contract's GET form: type, or type:suit, or (Schnapsen) the suit alone, the
    suit by its id (the French deck's names are accepted too, R16)."""
    return list(dict.fromkeys(contract.slug for contract in GAMES[game_id].contracts))


CASES = [(game_id, form) for game_id in GAMES for form in _get_forms(game_id)]
SPELLINGS = [(game_id, form.type, word) for game_id, game in GAMES.items()
             for form in game.contract_forms for word in form.spellings]


def _ask(client: FlaskClient, game_id: str, get_form: str, json_form: Any) -> list[Any]:
    """The same question in the four forms: GET, page, POST, batch."""
    path = f"/api/v1/{game_id}/legal-cards"
    query = {"contract": get_form, "lang": "en", **_position(game_id)}
    body = {"contract": json_form, "lang": "en", **_body(game_id)}
    got = client.get(path, query_string=query)
    page = client.get(path, query_string={**query, "format": "html"},
                      headers={"Accept": "text/html"})
    posted = client.post(path, json=body)
    batch = client.post("/api/v1/batch", json={"questions": [
        {"game": game_id, "question": "legal-cards", "body": body}]})
    assert batch.status_code == 200, batch.get_data(as_text=True)
    answer = batch.get_json()["answers"][0]
    return [(got.status_code, got.get_json()), (page.status_code, page.mimetype),
            (posted.status_code, posted.get_json()), (answer["status"], answer.get("body"))]


@pytest.mark.parametrize(("game_id", "get_form"), CASES)
def test_each_contract_is_spelled_alike_in_every_form(client: FlaskClient, game_id: str,
                                                      get_form: str) -> None:
    json_form = contract_schema(GAMES[game_id]).from_slug(get_form)
    assert json_form is not None
    (get_status, got), (page_status, page_type), (post_status, posted), (batch_status, batch) = \
        _ask(client, game_id, get_form, json_form)
    assert (get_status, page_status, post_status, batch_status) == (200, 200, 200, 200), \
        (got, posted, batch)
    assert page_type == "text/html"
    assert got["contract"]["slug"] == get_form  # answers spell it as it was asked
    assert got == posted == batch
    if "type" in json_form:
        assert got["contract"]["type"] == json_form["type"]


@pytest.mark.parametrize(("game_id", "kind", "spelling"), SPELLINGS)
def test_an_alias_names_the_same_contract_in_every_form(client: FlaskClient, game_id: str,
                                                        kind: str, spelling: str) -> None:
    canonical = _ask(client, game_id, kind, {"type": kind})
    aliased = _ask(client, game_id, spelling, {"type": spelling})
    assert aliased == canonical
    assert canonical[0][1]["contract"]["slug"] == kind


def test_doppelkopf_has_the_measured_alias() -> None:
    """The stille Hochzeit was asked ``stille-hochzeit`` on a GET and ``stille_hochzeit`` in
    JSON: one spelling now, the other an alias."""
    assert ("doppelkopf", "stille_hochzeit", "stille-hochzeit") in SPELLINGS


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_document_spells_each_type_as_the_get_form_does(client: FlaskClient,
                                                             game_id: str) -> None:
    """The served document: each JSON ``type`` the POST lists is written the same way in
    the GET form's pattern, and its aliases are described."""
    document = client.get("/api/v1/openapi.json").get_json()
    operation = document["paths"][f"/api/v1/{game_id}/legal-cards"]
    parameter = next(p for p in operation["get"]["parameters"] if p["name"] == "contract")
    pattern = parameter["schema"]["pattern"]
    schemas = document["components"]["schemas"]
    contract = schemas[f"{game_id.title()}Contract"]
    types = contract["properties"].get("type", {})
    if "$ref" in types:  # the field's own words beside the reference, else the schema's
        types = {**schemas[types["$ref"].rsplit("/", 1)[1]], **types}
    for kind in types.get("enum", []):
        form = next(f for f in GAMES[game_id].contract_forms if f.type == kind)
        written = [kind] if form.suit_field is None else [f"{kind}:{s}" for s in form.suits]
        assert all(re.fullmatch(pattern, w) for w in written), (kind, pattern)
    for form in GAMES[game_id].contract_forms:
        for word in form.spellings:
            assert f"{word} for {form.type}" in parameter["description"]
            assert f"{word} for {form.type}" in types["description"]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", list(GAMES))
def test_an_unknown_contract_is_refused_with_the_valid_forms(client: FlaskClient, game_id: str,
                                                             lang: str) -> None:
    path = f"/api/v1/{game_id}/legal-cards"
    got = client.get(path, query_string={"contract": "nonsense", **_position(game_id)},
                     headers={"Accept-Language": lang})
    assert got.status_code == 422
    problem = got.get_json()
    assert problem["type"] == "/api/v1/problems/unknown-contract"
    forms = ", ".join(_get_forms(game_id))
    said = TEXTS[lang]["field.one-of"].format(choices=forms)
    assert problem["errors"] == [{"parameter": "contract", "detail": said,
                                  "code": "field.one-of"}]
    assert "pattern" not in problem["detail"]
