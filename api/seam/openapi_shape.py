"""The OpenAPI document in the shape a client generator wants: each enum that several fields
share (the language, a game's decks and rulesets, …) is one named schema, and each query
parameter that several operations share (``lang``, ``deck``, ``ruleset``, …) is one named
parameter, referenced with ``$ref`` wherever it appears.

The schemas say what they share with markers in the field metadata (``api.schemas.base.
shared``), which apispec copies into the generated document as ``x-`` extensions:
``x-component: NAME`` on a schema, ``x-parameter: NAME`` on a query parameter's schema. This
module works on the generated document only, so no library internals are involved; the
markers do not survive it.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from api.errors.problems import PROBLEM_MIMETYPE

SCHEMAS = "#/components/schemas/"
PARAMETERS = "#/components/parameters/"
MARKERS = ("x-component", "x-parameter")
METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")
# Values that are data, not schemas: never look for markers in them.
DATA_KEYS = frozenset({"example", "examples", "default", "enum", "const"})

Located = tuple[list[Any], int]  # a parameter list and the parameter's index in it


def truncated_example(value: Any, summary: str) -> dict[str, Any]:
    """A named example that leaves out list items or object members (what it shows is as
    answered): ``x-truncated`` says so to tools, the summary to readers."""
    return {"summary": f"{summary} (shortened)", "value": value, "x-truncated": True}


def shape(document: dict[str, Any]) -> dict[str, Any]:
    """A copy of ``document`` with the marked schemas and parameters shared."""
    document = json.loads(json.dumps(document))  # no dict is shared between two places
    components = document.setdefault("components", {})
    parameters = _marked_parameters(document)  # before the schemas lose their markers
    _share_schemas(document, components.setdefault("schemas", {}))
    _problem_media_type(components.get("responses", {}))
    if parameters:
        _share_parameters(parameters, components.setdefault("parameters", {}))
    return document


def _problem_media_type(responses: dict[str, Any]) -> None:
    """flask-smorest documents its error responses as application/json; every error this
    API sends is application/problem+json (RFC 9457)."""
    for response in responses.values():
        content = response.get("content", {})
        if "application/json" in content:
            content[PROBLEM_MIMETYPE] = content.pop("application/json")


def _marked_parameters(document: dict[str, Any]) -> dict[str, list[Located]]:
    found: dict[str, list[Located]] = {}
    for listed in _parameter_lists(document):
        for index, parameter in enumerate(listed):
            name = parameter.get("schema", {}).pop("x-parameter", None)
            if name is not None:
                found.setdefault(name, []).append((listed, index))
    return found


def _parameter_lists(document: dict[str, Any]) -> Iterator[list[Any]]:
    for item in document.get("paths", {}).values():
        if "parameters" in item:
            yield item["parameters"]
        for method in METHODS:
            if "parameters" in item.get(method, {}):
                yield item[method]["parameters"]


def _share_schemas(document: dict[str, Any], schemas: dict[str, Any]) -> None:
    found: dict[str, list[dict[str, Any]]] = {}
    for schema in _marked_schemas(document):
        found.setdefault(schema["x-component"], []).append(schema)
    for name, places in found.items():
        if name in schemas:
            raise ValueError(f"x-component {name}: a schema of that name exists already")
        shared = schemas[name] = _common(name, places)
        for place in places:
            rest = {key: value for key, value in place.items() if key not in MARKERS
                    and key != "enum" and shared.get(key) != value}
            place.clear()
            place.update({"$ref": SCHEMAS + name, **rest})
    for schema in _marked_schemas(document):  # a body property's x-parameter: not a parameter
        schema.pop("x-parameter", None)


def _marked_schemas(node: Any) -> Iterator[dict[str, Any]]:
    if isinstance(node, dict):
        if any(marker in node for marker in MARKERS):
            yield node
        for key, value in node.items():
            if key not in DATA_KEYS:
                yield from _marked_schemas(value)
    elif isinstance(node, list):
        for value in node:
            yield from _marked_schemas(value)


def _common(name: str, places: list[dict[str, Any]]) -> dict[str, Any]:
    """What every place of a shared schema says alike; a place keeps what it adds."""
    first = places[0]
    for place in places[1:]:  # the same values, in any order: the first place's order
        if place.get("type") != first.get("type") or _values(place) != _values(first):
            raise ValueError(f"x-component {name}: {place} differs from {first}")
    common = {key: value for key, value in first.items() if key not in MARKERS and (
        key == "enum" or all(place.get(key, _ABSENT) == value for place in places))}
    # apispec moves a query parameter's description out of its schema: the bodies' one
    # describes the shared schema when they agree.
    descriptions = {place["description"] for place in places if "description" in place}
    if "description" not in common and len(descriptions) == 1:
        common["description"] = descriptions.pop()
    return common


_ABSENT = object()


def _values(schema: dict[str, Any]) -> list[str]:
    return sorted(json.dumps(value) for value in schema.get("enum", []))


def _share_parameters(found: dict[str, list[Located]], parameters: dict[str, Any]) -> None:
    for name, places in found.items():
        listed, index = places[0]
        parameter = listed[index]
        for other_list, other_index in places[1:]:
            if other_list[other_index] != parameter:
                raise ValueError(f"x-parameter {name}: {other_list[other_index]} differs "
                                 f"from {parameter}")
        if name in parameters:
            raise ValueError(f"x-parameter {name}: a parameter of that name exists already")
        parameters[name] = parameter
        for place_list, place_index in places:
            place_list[place_index] = {"$ref": PARAMETERS + name}
