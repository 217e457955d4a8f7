"""Every enum of the OpenAPI document one named component, referenced with ``$ref`` wherever
it is used, and each list of values defined once: a generator then makes one type of it, not
one per field (openapi-python-client names an inline enum after its model and field).

apispec writes a field's enum inline and registers schemas, never fields, as components, so
this works on the generated document, last (after ``api.service.client_shape``). Components
named in the field metadata (``api.schemas.base.shared``) keep their names; two components
with the same values become the first of them; an enum still inline becomes the component
of its values, or a new one named after the schemas and field that use it. An enum of one
value is a constant (``const``, OpenAPI 3.1): no type for a generator to make.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

SCHEMAS = "#/components/schemas/"
IO_WORDS = frozenset({"In", "Out", "Request", "Response"})  # the schema's part, not the field's
DATA_KEYS = frozenset({"example", "examples", "default", "enum", "const"})
Values = tuple[str, tuple[str, ...]]  # the type and the values (JSON, sorted): order aside


def named_enums(document: dict[str, Any]) -> dict[str, Any]:
    """``document`` (a fresh copy of its own) with each enum one component."""
    schemas = document["components"]["schemas"]
    named: dict[Values, str] = {}
    renamed: dict[str, str] = {}
    for name, schema in schemas.items():
        if isinstance(schema.get("enum"), list):
            renamed[name] = named.setdefault(_values(schema), name)
    _merge(document, schemas, renamed)
    places = list(_inline_enums(document))
    by_values: dict[Values, list[Place]] = {}
    for place in places:
        node = place.node
        if len([v for v in node["enum"] if v is not None]) == 1 and None not in node["enum"]:
            (node["const"],) = node.pop("enum")
            continue
        by_values.setdefault(_values(node), []).append(place)
    for values, found in by_values.items():
        if values not in named:
            named[values] = _new_name(found, schemas)
            first = found[0].node
            schemas[named[values]] = {"type": values[0], "enum": [
                v for v in first["enum"] if v is not None]}
        for place in found:
            _refer(place.node, named[values])
    return document


@dataclass(frozen=True, slots=True)
class Place:
    """An inline enum: its schema, and the names of what holds it (schema, field)."""

    node: dict[str, Any]
    owner: str
    field: str


def _values(schema: dict[str, Any]) -> Values:
    kinds = schema.get("type", "string")
    kind = next(k for k in kinds if k != "null") if isinstance(kinds, list) else kinds
    return kind, tuple(sorted(json.dumps(v) for v in schema["enum"] if v is not None))


def _merge(document: dict[str, Any], schemas: dict[str, Any], renamed: dict[str, str]) -> None:
    """Each component whose values an earlier one has is dropped for the earlier one; where
    their descriptions differ, each reference keeps its own (its field's words)."""
    gone = {old: new for old, new in renamed.items() if old != new}
    if not gone:
        return
    said = {old: schemas[old].get("description") for old in renamed}
    for new in set(gone.values()):
        texts = {said[old] for old, kept in renamed.items() if kept == new}
        if len(texts) > 1:
            schemas[new].pop("description", None)
    for old in gone:
        del schemas[old]

    def visit(node: Any) -> None:
        if isinstance(node, list):
            for item in node:
                visit(item)
        elif isinstance(node, dict):
            ref = node.get("$ref", "")
            old = ref.removeprefix(SCHEMAS) if ref.startswith(SCHEMAS) else ""
            if old in renamed:
                node["$ref"] = SCHEMAS + renamed[old]
                if "description" not in schemas[renamed[old]] and said[old] \
                        and "description" not in node:
                    node["description"] = said[old]
            for key, value in node.items():
                if key not in DATA_KEYS:
                    visit(value)

    visit(document)


def _inline_enums(document: dict[str, Any]) -> Iterator[Place]:
    def walk(node: Any, owner: str, field: str) -> Iterator[Place]:
        if isinstance(node, list):
            for item in node:
                yield from walk(item, owner, field)
            return
        if not isinstance(node, dict):
            return
        if isinstance(node.get("enum"), list):
            yield Place(node, owner, field)
        for key, value in node.items():
            if key in DATA_KEYS:
                continue
            if key == "properties":
                for prop, sub in value.items():
                    yield from walk(sub, owner, prop)
            elif key == "parameters" and isinstance(value, list):
                for parameter in value:
                    yield from walk(parameter, owner, parameter.get("name", field))
            else:
                yield from walk(value, owner, field)

    for name, schema in document["components"]["schemas"].items():
        top = {k: v for k, v in schema.items() if k != "enum"}  # a component is named
        yield from walk(top, name, "")
    for part, entries in document["components"].items():
        if part != "schemas":
            for name, entry in entries.items():
                yield from walk(entry, "", entry.get("name", name) if isinstance(entry, dict)
                                else name)
    for path, item in document["paths"].items():
        for method, operation in item.items():
            owner = _pascal(operation.get("operationId", "")) if isinstance(
                operation, dict) and method != "parameters" else ""
            yield from walk(operation, owner or _pascal(path), "")


def _new_name(places: list[Place], schemas: dict[str, Any]) -> str:
    """The field's name after the words its schemas' names begin with alike
    (``WattenTarget`` for ``WattenScoreRequest.target`` and ``WattenRoundCheckRequest.target``)
    or, where fields of that name hold other values, after the first schema's."""
    owners = [_words(place.owner) for place in places if place.owner]
    start = _common_start(owners)
    end = _common_start([words[len(start):][::-1] for words in owners])[::-1]
    while end and end[-1] in IO_WORDS:
        end.pop()
    fields = {_pascal(place.field) for place in places}
    field = fields.pop() if len(fields) == 1 else _pascal(places[0].field)
    for name in ("".join(start + end) + field, places[0].owner + field):
        if name and name not in schemas:
            return name
    raise ValueError(f"no name for the enum of {places[0].owner}.{places[0].field}")


def _common_start(lists: list[list[str]]) -> list[str]:
    common: list[str] = []
    for words in zip(*lists, strict=False):
        if len(set(words)) > 1:
            break
        common.append(words[0])
    return common


def _refer(node: dict[str, Any], name: str) -> None:
    """An inline enum made a reference, keeping the field's own words; a nullable one as
    ``anyOf [$ref, null]``."""
    nullable = None in node["enum"] or (isinstance(node.get("type"), list)
                                        and "null" in node["type"])
    rest = {k: v for k, v in node.items() if k not in ("type", "enum")}
    node.clear()
    if nullable:
        node.update({"anyOf": [{"$ref": SCHEMAS + name}, {"type": "null"}], **rest})
    else:
        node.update({"$ref": SCHEMAS + name, **rest})


def _words(name: str) -> list[str]:
    return re.findall(r"[A-Z][a-z0-9]*|[a-z0-9]+", name)


def _pascal(name: str) -> str:
    return "".join(part[:1].upper() + part[1:] for part in re.split(r"[^A-Za-z0-9]+", name))
