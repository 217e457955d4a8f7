"""Every answer and request field of the served OpenAPI document is typed: no object schema
without declared properties (a map has typed values), and no property schema without a
type, a reference, an enum or a composition, so that a generated client reads every score
field without a cast (TypeScript's ``unknown``, Python's ``Any``)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from flask.testing import FlaskClient

from api.games.registry import GAME_APIS

SCHEMAS = "#/components/schemas/"
SHAPES = ("type", "$ref", "enum", "const", "oneOf", "anyOf", "allOf")
# Values, not schemas: an example or a default is data and may hold any JSON.
DATA_KEYS = frozenset({"example", "examples", "default", "enum", "const"})
# The only objects that are free-form by nature, each named by its pointer.
FREE_FORM = {
    # The OpenAPI document itself: its own standard describes it, not this one.
    "#/components/schemas/OpenApiDocument",
    # A named example's body: whatever the example's own operation takes.
    "#/components/schemas/NamedExample/properties/body",
    # A named example's answer: whatever the example's own operation answers.
    "#/components/schemas/NamedExample/properties/response",
}


def _typed(schema: dict[str, Any]) -> bool:
    return any(key in schema for key in SHAPES)


def _is_object(schema: dict[str, Any]) -> bool:
    kind = schema.get("type")
    return kind == "object" or (isinstance(kind, list) and "object" in kind)


def untyped(node: Any, at: str) -> Iterator[str]:
    """Pointers to every untyped object or property under ``node``."""
    if isinstance(node, list):
        for index, item in enumerate(node):
            yield from untyped(item, f"{at}/{index}")
        return
    if not isinstance(node, dict) or at in FREE_FORM:
        return
    if _is_object(node) and not node.get("properties"):
        values = node.get("additionalProperties")
        if not (isinstance(values, dict) and _typed(values)):
            yield at
    for name, prop in node.get("properties", {}).items():
        if isinstance(prop, dict) and not _typed(prop):
            yield f"{at}/properties/{name}"
    for key, value in node.items():
        if key not in DATA_KEYS:
            yield from untyped(value, f"{at}/{key}")



def test_no_object_or_field_is_left_untyped(document: dict[str, Any]) -> None:
    found = [*untyped(document["components"], "#/components"),
             *untyped(document["paths"], "#/paths")]
    assert found == []


def test_every_free_form_exception_is_still_in_the_document(document: dict[str, Any]
                                                            ) -> None:
    """An exception that no longer points anywhere is dropped from the list."""
    for pointer in FREE_FORM:
        node: Any = document
        for part in pointer.removeprefix("#/").split("/"):
            node = node[part]
        assert _is_object(node)


@pytest.mark.parametrize("shape", [
    {"type": "object", "additionalProperties": {}},
    {"type": ["object", "null"]},
    {"type": "object", "properties": {"fleck": {"description": "Any value."}}},
    {"type": "array", "items": {"type": "object", "additionalProperties": {}}},
])
def test_the_walker_finds_an_untyped_shape(shape: dict[str, Any]) -> None:
    assert list(untyped({"schemas": {"Probe": shape}}, "#/components")) != []


def _resolved(document: dict[str, Any], schema: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in schema:
        schema = document["components"]["schemas"][schema["$ref"].removeprefix(SCHEMAS)]
    return schema


def undeclared(document: dict[str, Any], value: Any, schema: dict[str, Any], at: str
               ) -> list[str]:
    """Where ``value`` (an answer) holds a member its schema does not declare."""
    schema = _resolved(document, schema)
    branches = [*schema.get("oneOf", ()), *schema.get("anyOf", ())]
    if branches:
        found = [undeclared(document, value, branch, at) for branch in branches
                 if _fits(document, value, branch)]
        return min(found, key=len) if found else []
    if isinstance(value, list) and "items" in schema:
        return [miss for i, item in enumerate(value)
                for miss in undeclared(document, item, schema["items"], f"{at}/{i}")]
    if not isinstance(value, dict):
        return []
    declared, rest = schema.get("properties", {}), schema.get("additionalProperties")
    out = []
    for key, member in value.items():
        if key in declared:
            out += undeclared(document, member, declared[key], f"{at}/{key}")
        elif isinstance(rest, dict) and _typed(rest):
            out += undeclared(document, member, rest, f"{at}/{key}")
        else:
            out.append(f"{at}/{key}")
    return out


def _fits(document: dict[str, Any], value: Any, schema: dict[str, Any]) -> bool:
    schema = _resolved(document, schema)
    kind = schema.get("type")
    kinds = kind if isinstance(kind, list) else [kind]
    if isinstance(value, dict):
        return ("object" in kinds or "properties" in schema or "oneOf" in schema
                or "anyOf" in schema) and set(schema.get("required", ())) <= set(value)
    return ("null" in kinds) == (value is None)


# The answers that count a game: a score, the round check's score, a closing, a target.
SCORED = ("/score", "/score/thrown-in", "/target", "/closing", "/contracts", "/rounds/check")


def answer_examples(document: dict[str, Any]) -> Iterator[tuple[str, Any, dict[str, Any]]]:
    """Each documented answer that counts a game, with its schema; a round check's score
    alone (the rest of a round check is the legal-cards and trick answers')."""
    for path, item in document["paths"].items():
        if not path.endswith(SCORED):
            continue
        for method, operation in item.items():
            media = operation.get("responses", {}).get("200", {}).get("content", {}).get(
                "application/json") if isinstance(operation, dict) else None
            if not media or "schema" not in media:
                continue
            examples = {"": media["example"]} if "example" in media else {
                name: example["value"] for name, example in media.get("examples", {}).items()}
            for name, value in examples.items():
                schema = media["schema"]
                if path.endswith("/rounds/check"):
                    schema = _resolved(document, schema)["properties"]["score"]
                    value = value["score"]
                yield f"{method} {path} {name}", value, schema


def test_every_documented_count_declares_each_member(document: dict[str, Any]) -> None:
    """The documented answers (another test asks the server for each and gets exactly it):
    nothing of a count that a client receives is left out of the schema it was generated
    from."""
    examples = list(answer_examples(document))
    assert len(examples) > 30
    found = [miss for name, value, schema in examples
             for miss in undeclared(document, value, schema, name)]
    assert found == []


def _round_score(document: dict[str, Any], game: str) -> dict[str, Any]:
    check = document["paths"][f"/api/v1/{game}/rounds/check"]["post"]["responses"]["200"][
        "content"]["application/json"]["schema"]
    response = document["components"]["schemas"][check["$ref"].removeprefix(SCHEMAS)]
    (score,) = [part for part in response["properties"]["score"]["anyOf"] if "$ref" in part]
    found: dict[str, Any] = document["components"]["schemas"][
        score["$ref"].removeprefix(SCHEMAS)]
    return found


@pytest.mark.parametrize("game", [g for g, api in GAME_APIS.items() if api.has_rounds])
def test_each_games_round_score_declares_what_the_round_answers(
        client: FlaskClient, document: dict[str, Any], game: str) -> None:
    """Every field of a finished round's score is declared in the game's own round score."""
    declared = set(_round_score(document, game)["properties"])
    for name, body in GAME_APIS[game].round_examples.items():
        score = client.post(f"/api/v1/{game}/rounds/check", json=body).json["score"]
        if score is not None:
            assert set(score) <= declared, (name, set(score) - declared)


def test_the_shared_round_check_is_one_of_the_games_by_game(document: dict[str, Any]
                                                            ) -> None:
    shared = document["components"]["schemas"]["RoundCheckResponse"]
    mapping = shared["discriminator"]["mapping"]
    assert shared["discriminator"]["propertyName"] == "game"
    assert [part["$ref"] for part in shared["oneOf"]] == list(mapping.values())
    for game, ref in mapping.items():
        variant = document["components"]["schemas"][ref.removeprefix(SCHEMAS)]
        named = variant["properties"]["game"]  # one value: a const once the enums are named
        assert named.get("enum", [named.get("const")]) == [game]
        assert "game" in variant["required"]
