"""Every enum of the served OpenAPI document is one named component (``components/schemas/
<Name>`` with its values), referenced wherever it is used, and each list of values is defined
once: a client generator then makes one type of each, not one per field."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from flask.testing import FlaskClient

from api.games.registry import GAME_APIS
from api.http.negotiation import LANGUAGES
from api.schemas.game import query_form
from api.service.enum_components import named_enums
from rules.registry import GAMES

SCHEMAS = "#/components/schemas/"
DATA_KEYS = ("example", "examples", "default", "enum", "const")



def enum_places(node: Any, path: tuple[str, ...] = ()) -> Iterator[tuple[str, ...]]:
    if isinstance(node, dict):
        if "enum" in node:
            yield path
        for key, value in node.items():
            if key not in DATA_KEYS:
                yield from enum_places(value, (*path, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from enum_places(value, (*path, str(index)))


def references(node: Any) -> Iterator[str]:
    if isinstance(node, dict):
        if isinstance(node.get("$ref"), str):
            yield node["$ref"]
        for key, value in node.items():
            if key not in DATA_KEYS:
                yield from references(value)
    elif isinstance(node, list):
        for value in node:
            yield from references(value)


def values(schema: dict[str, Any]) -> frozenset[str]:
    return frozenset(json.dumps(value) for value in schema["enum"])


def test_no_enum_is_inline(document: dict[str, Any]) -> None:
    inline = ["/".join(path) for path in enum_places(document)
              if len(path) != 3 or path[:2] != ("components", "schemas")]
    assert inline == []


def test_each_list_of_values_is_one_component_and_each_is_used(
        document: dict[str, Any]) -> None:
    schemas = document["components"]["schemas"]
    named = {name: values(schema) for name, schema in schemas.items() if "enum" in schema}
    by_values: dict[frozenset[str], list[str]] = {}
    for name, listed in named.items():
        by_values.setdefault(listed, []).append(name)
    assert [names for names in by_values.values() if len(names) > 1] == []
    used = {ref.removeprefix(SCHEMAS) for ref in references(document)}
    assert sorted(set(named) - used) == []
    assert len(named) >= 60  # the suits, talon, languages, decks, rulesets, kinds, …


@pytest.mark.parametrize("game", [g for g in GAMES if any(
    form.suit_field for form in GAMES[g].contract_forms)])
def test_a_contracts_suit_refers_to_its_suits_and_keeps_its_words(
        document: dict[str, Any], game: str) -> None:
    """The contract's suit field: a reference to the component of exactly the suits its
    types take, with the field's own description (OpenAPI 3.1: beside the reference)."""
    assert document["openapi"].startswith("3.1")
    schemas = document["components"]["schemas"]
    forms = GAMES[game].contract_forms
    contract = schemas[f"{game.title()}Contract"]["properties"]
    for field in {form.suit_field for form in forms if form.suit_field}:
        suits = {form_suit for form in forms if form.suit_field == field
                 for form_suit in form.suits}
        declared = contract[field]
        component = schemas[declared["$ref"].removeprefix(SCHEMAS)]
        assert set(component["enum"]) == suits
        # The field's words: beside the reference, or the component's where its uses agree.
        words = declared.get("description", component.get("description", ""))
        assert "suit" in words, words
        assert "names are accepted" in words, words  # French-deck or German-deck aliases


def _enum_parameters(document: dict[str, Any], game: str) -> dict[str, list[Any]]:
    """The permalink's query parameters that take an enum, with its values."""
    schemas, shared = document["components"]["schemas"], document["components"]["parameters"]
    found = {}
    for parameter in document["paths"][f"/api/v1/{game}/legal-cards"]["get"]["parameters"]:
        if "$ref" in parameter:
            parameter = shared[parameter["$ref"].removeprefix("#/components/parameters/")]
        ref = parameter["schema"].get("$ref", "")
        if ref and "enum" in schemas[ref.removeprefix(SCHEMAS)]:
            found[parameter["name"]] = schemas[ref.removeprefix(SCHEMAS)]["enum"]
    return found


@pytest.mark.parametrize("game", list(GAMES))
def test_an_unknown_value_of_an_enum_parameter_is_refused_in_the_askers_language(
        client: FlaskClient, document: dict[str, Any], game: str) -> None:
    """Each enum parameter of the permalink refuses a value outside its component: 422,
    the parameter named, the component's values listed, in the asker's language."""
    legal = dict(next(iter(GAME_APIS[game].legal_examples.values())))
    asked = query_form(GAMES[game], legal)
    parameters = _enum_parameters(document, game)
    assert {"lang", "deck", "detail", "format"} <= set(parameters)
    for name, listed in parameters.items():
        details = set()
        for lang in LANGUAGES:
            unknown = 99 if isinstance(listed[0], int) else "nowhere"
            query = {**asked, "lang": lang, name: unknown}
            answer = client.get(f"/api/v1/{game}/legal-cards", query_string=query,
                                headers={"Accept-Language": lang})
            assert answer.status_code == 422, (name, answer.json)
            assert answer.content_type == "application/problem+json"
            (error,) = answer.json["errors"]
            assert (error["parameter"], error["code"]) == (name, "field.one-of")
            assert all(str(value) in error["detail"] for value in listed), error
            details.add(error["detail"])
        assert len(details) == len(LANGUAGES), details


def test_the_document_build_names_each_enum_once() -> None:
    """Equal lists in two schemas: one component after the schemas' common words and the
    field; a component with the same values: the first one, each reference keeping its
    own words; one value: a constant; a nullable enum: the component or null."""
    document = {"openapi": "3.1.0", "paths": {}, "components": {"schemas": {
        "SkatScoreRequest": {"properties": {
            "size": {"type": "integer", "enum": [3, 4], "description": "Players."},
            "kind": {"type": "string", "enum": ["only"]}}},
        "SkatRoundCheckRequest": {"properties": {
            "size": {"type": ["integer", "null"], "enum": [4, 3, None]}}},
        "JassSuit": {"type": "string", "enum": ["a", "b"], "description": "Jass's."},
        "CoiffeurSuit": {"type": "string", "enum": ["b", "a"], "description": "Coiffeur's."},
        "Coiffeur": {"properties": {"trump": {"$ref": SCHEMAS + "CoiffeurSuit"}}}}}}
    schemas = named_enums(document)["components"]["schemas"]
    assert schemas["SkatSize"] == {"type": "integer", "enum": [3, 4]}
    assert schemas["SkatScoreRequest"]["properties"] == {
        "size": {"$ref": SCHEMAS + "SkatSize", "description": "Players."},
        "kind": {"type": "string", "const": "only"}}
    assert schemas["SkatRoundCheckRequest"]["properties"]["size"] == {
        "anyOf": [{"$ref": SCHEMAS + "SkatSize"}, {"type": "null"}]}
    assert "CoiffeurSuit" not in schemas
    assert schemas["JassSuit"] == {"type": "string", "enum": ["a", "b"]}
    assert schemas["Coiffeur"]["properties"]["trump"] == {"$ref": SCHEMAS + "JassSuit",
                                                          "description": "Coiffeur's."}
