"""The compiled plans (api/seam/quick_load.py) against marshmallow's own ``Schema.load``, the
reference, value by value: every field of every request schema is given, in an otherwise
valid body, each value of a table of edges (every JSON type, the field's own choices and
their near misses, lengths and ranges at and beyond their bounds, a query's boolean words)
and is left out. Where marshmallow refuses, the plan declines (so the problem document is
marshmallow's); where the plan loads, it loads what marshmallow loads, keys in order."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any
from unittest import mock

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from marshmallow import Schema, ValidationError, fields, validate

from api.games.contract_reader import contracts_by_parts
from api.games.registry import GAME_APIS
from api.schemas.game import permalink_example
from api.seam.quick_load import DECLINE, quick_load
from tests.api.seam.test_quick_load import REQUEST_SCHEMAS, _valid_body

Test = Callable[[type[Schema], st.DataObject], None]

EDGES: list[Any] = [
    None, True, False, 0, 1, 2, -1, 1.0, 0.0, 0.5, 10**20, "", " ", "a", "R6", "R6,AU",
    "R6,", ",", "R6;AU", "X" * 40, "X" * 41, "X" * 40 + "\n", "trump:roses", "TRUE", "true",
    "false", "1", "0", "on", "off", "yes", "maybe", [], [""], ["R6"], ["R6", "AU"], [1],
    [None], ["X" * 41], [["R6"]], ["R6"] * 13, {}, {"type": "trump"}, {"x": 1},
    # integers as a query writes them, and what int() reads besides
    "6", "-0", "06", "1_0", " 6", "6\n", "+6", "\u0666", "\uff16", "9" * 5000]


def _edges(field: fields.Field[Any]) -> Iterator[Any]:
    """The field's own values and their near misses."""
    yield from EDGES
    if isinstance(field, fields.Boolean):
        yield from sorted(map(str, field.truthy | field.falsy))
    for rule in field.validators:
        if isinstance(rule, validate.OneOf):
            for choice in rule.choices:
                yield from (choice, str(choice).upper(), f"{choice} ", [choice])
        if isinstance(rule, validate.Length):
            for size in {rule.min, rule.max, rule.equal} - {None}:
                for near in (size - 1, size, size + 1):
                    yield "R" * max(near, 0)
                    yield ["R6"] * max(near, 0)
        if isinstance(rule, validate.Range):
            for end in {rule.min, rule.max} - {None}:
                yield from (end - 1, end, end + 1, float(end), str(end))


def _marshmallow(schema: Schema, body: object) -> tuple[str, object]:
    try:
        return "loaded", schema.load(body)
    except ValidationError as error:
        return "refused", error.messages


def _agree(schema: Schema, body: object) -> None:
    quick = quick_load(schema, body)
    with mock.patch("api.schemas.base.quick_load", return_value=DECLINE):
        outcome, expected = _marshmallow(schema, body)
    if outcome == "refused":
        assert quick is DECLINE, (body, expected)
    elif quick is not DECLINE:
        assert (quick, list(quick)) == (expected, list(expected)), body


def _variants(schema: Schema, body: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """The body with one field (or one field of a nested object) changed or left out."""
    for name, field in schema.load_fields.items():
        key = field.data_key or name
        yield {k: v for k, v in body.items() if k != key}
        for value in _edges(field):
            yield {**body, key: value}
        inner = body.get(key)
        if isinstance(field, fields.Nested) and isinstance(inner, dict):
            for changed in _variants(field.schema, inner):
                yield {**body, key: changed}
        if (isinstance(field, fields.List) and isinstance(field.inner, fields.Nested)
                and isinstance(inner, list) and inner and isinstance(inner[0], dict)):
            for changed in _variants(field.inner.schema, inner[0]):
                yield {**body, key: [changed, *inner[1:]]}


def for_each_schema(schemas: list[type[Schema]], examples: int) -> Callable[[Test], Any]:
    """The test run for each schema, on ``examples`` draws of generated data."""
    def decorate(test: Test) -> Any:
        drawn = settings(max_examples=examples, deadline=None,
                         suppress_health_check=[HealthCheck.too_slow])(given(data=st.data())(test))
        return pytest.mark.parametrize("schema_class", schemas, ids=lambda c: c.__name__)(drawn)
    return decorate


# One body a schema (hypothesis's simplest), given every edge of every field: the edges are
# the table, the body only carries them (a second drawn body cost a fifth of the suite's fuzz time).
@for_each_schema(REQUEST_SCHEMAS, examples=1)
def test_every_field_given_every_edge_loads_as_marshmallow_loads_it(
        schema_class: type[Schema], data: st.DataObject) -> None:
    schema = schema_class()
    body = data.draw(_valid_body(schema))
    _agree(schema, body)
    for variant in _variants(schema, body):
        _agree(schema, variant)


def _as_text(field: fields.Field[Any]) -> st.SearchStrategy[Any]:
    """A value as a query string gives it: the field's own words, numbers as text, any
    text, now and then a JSON value."""
    own: list[Any] = []
    if isinstance(field, fields.Boolean):
        own += sorted(map(str, field.truthy | field.falsy))
    for rule in field.validators:
        if isinstance(rule, validate.OneOf):
            own += [str(choice) for choice in rule.choices]
    words = st.sampled_from(own) if own else st.nothing()
    numbers = st.integers(-3, 200).map(str) if isinstance(field, fields.Integer) else st.nothing()
    regex = [rule.regex for rule in field.validators if isinstance(rule, validate.Regexp)]
    pattern = st.from_regex(regex[0], fullmatch=True) if regex else st.nothing()
    return words | numbers | pattern | st.text(max_size=12) | st.sampled_from(EDGES)


QUERY_SCHEMAS = [c for c in REQUEST_SCHEMAS if c.__name__.endswith("Query")]


@for_each_schema(QUERY_SCHEMAS, examples=60)
def test_a_query_of_any_text_loads_as_marshmallow_loads_it(
        schema_class: type[Schema], data: st.DataObject) -> None:
    schema = schema_class()
    keys = {field.data_key or name: field for name, field in schema.load_fields.items()}
    query = data.draw(st.fixed_dictionaries(
        {key: _as_text(field) for key, field in keys.items() if field.required},
        optional={key: _as_text(field) for key, field in keys.items() if not field.required}))
    _agree(schema, query)


def _permalinks() -> Iterator[tuple[str, type[Schema], dict[str, str]]]:
    for game_id, adapter in GAME_APIS.items():
        for label, body in adapter.legal_examples.items():
            schema = adapter.schemas["legal_query"]
            yield f"{game_id}-{label}", schema, permalink_example(schema, adapter.game, body)
        schema = adapter.schemas["trick_query"]
        yield (f"{game_id}-trick", schema,
               permalink_example(schema, adapter.game, adapter.trick_example))


PERMALINKS = list(_permalinks())


@pytest.mark.parametrize(("schema_class", "query"), [p[1:] for p in PERMALINKS],
                         ids=[p[0] for p in PERMALINKS])
def test_documented_permalinks_take_the_quick_path(schema_class: type[Schema],
                                                   query: dict[str, str]) -> None:
    schema = schema_class()
    for asked in (query, {**query, "tout": "true"}, {**query, "tout": "False"}):
        if "tout" in asked and "tout" not in schema.load_fields:
            continue
        quick = quick_load(schema, asked)
        assert quick is not DECLINE, asked
        with mock.patch("api.schemas.base.quick_load", return_value=DECLINE):
            assert quick == schema.load(asked)


def test_every_json_contract_form_takes_the_quick_path() -> None:
    # Each contract a game knows, in the JSON form its legal-cards body carries.
    for adapter in GAME_APIS.values():
        schema = adapter.schemas["legal_body"]().fields["contract"].schema
        for parts in contracts_by_parts(adapter.game):
            contract = dict(parts)
            quick = quick_load(schema, contract)
            assert quick is not DECLINE, contract
            with mock.patch("api.schemas.base.quick_load", return_value=DECLINE):
                assert quick == schema.load(contract)
