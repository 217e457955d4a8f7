"""The OpenAPI document defines each shared enum and parameter once and refers to it."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from api.http.negotiation import LANGUAGES
from api.schemas.game import askable_rulesets
from api.seam.openapi_shape import shape
from generators.openapi import REPOSITORY_COPY
from rules.registry import GAMES

DOCUMENT: dict[str, Any] = json.loads(REPOSITORY_COPY.read_text(encoding="utf-8"))


def enums(node: Any) -> Iterator[tuple[Any, ...]]:
    if isinstance(node, dict):
        if isinstance(node.get("enum"), list):
            yield tuple(node["enum"])
        for key, value in node.items():
            if key not in ("example", "examples"):
                yield from enums(value)
    elif isinstance(node, list):
        for value in node:
            yield from enums(value)


def test_languages_decks_games_and_rulesets_are_defined_once() -> None:
    found = Counter(frozenset(values) for values in enums(DOCUMENT))
    shared = {frozenset(LANGUAGES), frozenset(GAMES),
              *(frozenset(game.name_decks) for game in GAMES.values()),
              *(frozenset(askable_rulesets(game)) for game in GAMES.values())}
    assert {values: found[values] for values in shared} == {values: 1 for values in shared}
    schemas = DOCUMENT["components"]["schemas"]
    for game in GAMES.values():
        # Each game's rulesets are the ids a request may name (Schafkopf: with its house
        # rules too), two games with the same ids sharing one schema.
        (parameter,) = [p for p in DOCUMENT["paths"][f"/api/v1/{game.id}/rules"]["get"][
            "parameters"] if p.get("name") == "ruleset"]
        named = parameter["schema"]["$ref"].rsplit("/", 1)[1]
        assert set(schemas[named]["enum"]) == set(askable_rulesets(game))
    assert schemas["Lang"]["enum"] == list(LANGUAGES)
    # No fixed default: the language's deck, as the description says.
    assert schemas["SwissFrenchDeck"] == {
        "type": "string", "enum": ["swiss", "french"],
        "description": "Which deck's names the explanations use: swiss or french; without "
                       "it, the language's deck: swiss for de, swiss for en, french for fr."}


def test_every_lang_parameter_refers_to_the_lang_schema() -> None:
    parameters = DOCUMENT["components"]["parameters"]
    seen = 0
    for item in DOCUMENT["paths"].values():
        operations = [operation for key, operation in item.items() if key != "parameters"]
        for operation in operations:
            for parameter in operation.get("parameters", []):
                parameter = parameters[parameter["$ref"].rsplit("/", 1)[1]] \
                    if "$ref" in parameter else parameter
                if parameter["name"] == "lang":
                    seen += 1
                    assert parameter["schema"] == {"$ref": "#/components/schemas/Lang"}
    assert seen >= 20


def test_a_shared_parameter_that_differs_between_operations_is_refused() -> None:
    def operation(description: str) -> dict[str, Any]:
        return {"parameters": [{"in": "query", "name": "lang", "description": description,
                                "schema": {"type": "string", "x-parameter": "Lang"}}]}

    document = {"paths": {"/a": {"get": operation("one")}, "/b": {"get": operation("two")}}}
    with pytest.raises(ValueError, match="x-parameter Lang"):
        shape(document)
    document["paths"]["/b"]["get"] = operation("one")
    shaped = shape(document)
    assert shaped["paths"]["/b"]["get"]["parameters"] == [{"$ref": "#/components/parameters/Lang"}]
    assert shaped["components"]["parameters"]["Lang"]["description"] == "one"


def test_a_shared_schema_takes_its_values_in_any_order_but_not_other_values() -> None:
    """Two games list the same suits in their own order (Skat's French suits first): one
    schema, in the first place's order, and no place keeps a list of its own."""
    def schema(*values: str) -> dict[str, Any]:
        return {"type": "string", "enum": list(values), "x-component": "Suit"}

    document = {"paths": {}, "components": {"schemas": {
        "A": {"properties": {"suit": schema("acorns", "clubs")}},
        "B": {"properties": {"suit": schema("clubs", "acorns")}}}}}
    schemas = shape(document)["components"]["schemas"]
    assert schemas["Suit"] == {"type": "string", "enum": ["acorns", "clubs"]}
    assert schemas["B"]["properties"]["suit"] == {"$ref": "#/components/schemas/Suit"}
    document["components"]["schemas"]["B"]["properties"]["suit"] = schema("clubs", "bells")
    with pytest.raises(ValueError, match="x-component Suit"):
        shape(document)
