"""The quick path for well-formed bodies (api/seam/quick_load.py) must load exactly what
marshmallow loads, and decline everything marshmallow refuses, so that the messages of a bad
request are always marshmallow's. Bodies are generated from each request schema's own fields,
mostly near-valid, with wrong types, failed validators, missing and unknown keys mixed in."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any
from unittest import mock

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from marshmallow import Schema, ValidationError, class_registry, fields, validate

import api
from api.games.batch import BatchRequest
from api.games.jass.schemas import JassScoreRequest
from api.games.registry import GAME_APIS
from api.games.schafkopf.schemas import SchafkopfScoreRequest
from api.schemas.base import RequestSchema
from api.seam.quick_load import DECLINE, compile_schema, quick_load

api.create_app()  # every blueprint's schemas defined
JassLegalCardsRequest = GAME_APIS["jass"].schemas["legal_body"]
JassTrickRequest = GAME_APIS["jass"].schemas["trick_body"]
SchnapsenLegalCardsRequest = GAME_APIS["schnapsen"].schemas["legal_body"]
SchnapsenTrickRequest = GAME_APIS["schnapsen"].schemas["trick_body"]
SchafkopfLegalCardsRequest = GAME_APIS["schafkopf"].schemas["legal_body"]
SchafkopfTrickRequest = GAME_APIS["schafkopf"].schemas["trick_body"]

# Built for each talon game (api.games.talon.schemas): found by their component names.
SCHNAPSEN_SCORE = class_registry.get_class("SchnapsenScoreRequest")
SCHNAPSEN_BUMMERL = class_registry.get_class("BummerlRequest")
JSON_SCALARS = (st.none() | st.booleans() | st.integers(-3, 200) | st.floats(allow_nan=False)
                | st.text(max_size=45))
JSON_VALUES = st.recursive(JSON_SCALARS, lambda inner: st.lists(inner, max_size=3)
                           | st.dictionaries(st.text(max_size=8), inner, max_size=3),
                           max_leaves=6)
CARD_WORDS = st.sampled_from(["R6", "AU", "HO", "LA", "b10", "roses-king", "", "X" * 41, "ZZ"])


def _subclasses(kind: type[Schema]) -> Iterator[type[Schema]]:
    for sub in kind.__subclasses__():
        yield sub
        yield from _subclasses(sub)


REQUEST_SCHEMAS = sorted({cls for cls in _subclasses(RequestSchema)}, key=lambda c: c.__name__)


def _limits(field: fields.Field[Any], kind: type, low: int, high: int) -> tuple[int, int]:
    for rule in field.validators:
        if isinstance(rule, validate.Length) and kind is validate.Length:
            if rule.equal is not None:
                return rule.equal, rule.equal
            low, high = rule.min or low, rule.max if rule.max is not None else high
        if isinstance(rule, validate.Range) and kind is validate.Range:
            low = int(rule.min) if rule.min is not None else low
            high = int(rule.max) if rule.max is not None else high
    return low, min(high, low + 12)


def _valid(field: fields.Field[Any], depth: int) -> st.SearchStrategy[Any]:
    """A value of the field's own kind that passes its validators (most of the time)."""
    if isinstance(field, fields.Nested):
        return _valid_body(field.schema, depth + 1)
    if isinstance(field, fields.List):
        low, high = _limits(field, validate.Length, 0, 12)
        return st.lists(_valid(field.inner, depth + 1), min_size=low, max_size=high)
    if isinstance(field, fields.Dict):
        return st.dictionaries(st.text(max_size=8), JSON_VALUES, max_size=3)
    if isinstance(field, fields.Boolean):
        return st.booleans()
    if isinstance(field, fields.Integer):
        return st.integers(*_limits(field, validate.Range, -3, 200))
    for rule in field.validators:
        if isinstance(rule, validate.OneOf):
            return st.sampled_from(list(rule.choices))
        if isinstance(rule, validate.Regexp):
            return st.from_regex(rule.regex, fullmatch=True)
    return CARD_WORDS


def _valid_body(schema: Schema, depth: int = 0) -> st.SearchStrategy[dict[str, Any]]:
    keys = {field.data_key or name: field for name, field in schema.load_fields.items()}
    return st.fixed_dictionaries(
        {key: _valid(field, depth) for key, field in keys.items() if field.required},
        optional={key: _valid(field, depth) for key, field in keys.items()
                  if not field.required})


def _spoilt(body: Any, data: st.DataObject) -> Any:
    """One thing wrong: a value of another kind, a missing key or an unknown key."""
    if not isinstance(body, dict):
        return data.draw(JSON_VALUES)
    how = data.draw(st.sampled_from(["value", "missing", "unknown", "nested"]))
    if how == "unknown":
        return {**body, data.draw(st.text(max_size=8)): data.draw(JSON_VALUES)}
    if not body:
        return data.draw(JSON_VALUES)
    key = data.draw(st.sampled_from(sorted(body)))
    if how == "missing":
        return {k: v for k, v in body.items() if k != key}
    if how == "nested" and isinstance(body[key], dict):
        return {**body, key: _spoilt(body[key], data)}
    if how == "nested" and isinstance(body[key], list) and body[key]:
        index = data.draw(st.integers(0, len(body[key]) - 1))
        item = body[key][index]
        spoilt_item = _spoilt(item, data) if isinstance(item, dict) else data.draw(JSON_VALUES)
        return {**body, key: [*body[key][:index], spoilt_item, *body[key][index + 1:]]}
    return {**body, key: data.draw(JSON_VALUES | CARD_WORDS)}


def _marshmallow(schema: Schema, body: object) -> tuple[str, object]:
    """What marshmallow alone answers (the quick path switched off, nested schemas too)."""
    with mock.patch("api.schemas.base.quick_load", return_value=DECLINE):
        try:
            return "loaded", schema.load(body)
        except ValidationError as error:
            return "refused", error.messages


# One budget of bodies a run, shared by every request schema, so that a new game adds schemas,
# not minutes to the suite; each run draws new bodies, and a failing one is replayed first.
BODIES_PER_RUN = 6000
EXAMPLES = max(30, BODIES_PER_RUN // len(REQUEST_SCHEMAS))


@pytest.mark.parametrize("schema_class", REQUEST_SCHEMAS, ids=lambda c: c.__name__)
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_quick_path_loads_what_marshmallow_loads_and_declines_what_it_refuses(
        schema_class: type[Schema], data: st.DataObject) -> None:
    schema = schema_class()
    body = data.draw(_valid_body(schema))
    kind = data.draw(st.sampled_from(["valid", "spoilt", "spoilt twice", "any JSON"]))
    if kind == "spoilt":
        body = _spoilt(body, data)
    elif kind == "spoilt twice":
        body = _spoilt(_spoilt(body, data), data)
    elif kind == "any JSON":
        body = data.draw(JSON_VALUES)
    quick = quick_load(schema, body)
    outcome, expected = _marshmallow(schema, body)
    if outcome == "refused":
        assert quick is DECLINE
    elif quick is not DECLINE:
        assert quick == expected
        assert list(quick) == list(expected)  # the same keys in the same order


# The bodies clients send most: each must take the quick path, or it has stopped paying off.
WELL_FORMED = [
    (JassLegalCardsRequest, {"contract": {"type": "trump", "trump": "roses"},
                             "hand": ["B6", "R9", "A7"], "trick": ["B10"], "lang": "en"}),
    (JassTrickRequest, {"contract": {"type": "obenabe"}, "trick": ["R6", "RA"]}),
    (SchnapsenLegalCardsRequest, {"contract": {"trump": "hearts"}, "hand": ["AA", "HU"],
                                  "trick": ["AK"], "talon": "closed"}),
    (SchnapsenTrickRequest, {"contract": {"trump": "hearts"}, "trick": ["AA", "HU"]}),
    (SchafkopfLegalCardsRequest, {"contract": {"type": "rufspiel", "called_suit": "acorns"},
                                  "hand": ["AA", "A7", "HO"], "trick": ["A9"]}),
    (SchafkopfTrickRequest, {"contract": {"type": "wenz"}, "trick": ["AU", "A10"]}),
    (SCHNAPSEN_SCORE, {"players": [{"card_points": 50, "tricks": 3},
                                         {"card_points": 70, "tricks": 4}]}),
    (BatchRequest, {"questions": [{"game": "jass", "question": "trick",
                                   "body": {"trick": ["R6"]}}]}),
]


@pytest.mark.parametrize(("schema_class", "body"), WELL_FORMED,
                         ids=[c.__name__ for c, _ in WELL_FORMED])
def test_well_formed_bodies_take_the_quick_path(schema_class: type[Schema],
                                                body: dict[str, Any]) -> None:
    schema = schema_class()
    quick = quick_load(schema, body)
    assert quick is not DECLINE
    assert ("loaded", quick) == _marshmallow(schema, body)


@pytest.mark.parametrize("schema_class", [JassScoreRequest, SCHNAPSEN_BUMMERL])
def test_schemas_of_compiled_kinds_compile(schema_class: type[Schema]) -> None:
    assert compile_schema(schema_class()) is not None


def test_a_dict_with_typed_keys_is_left_to_marshmallow() -> None:
    # The Schafkopf tariff's base prices are checked key by key: marshmallow does that.
    assert compile_schema(SchafkopfScoreRequest()) is None


def test_a_schema_with_a_hook_is_left_to_marshmallow() -> None:
    from marshmallow import validates_schema

    class Hooked(RequestSchema):
        a = fields.String()

        @validates_schema
        def never_b(self, data: dict[str, Any], **kwargs: Any) -> None:
            if data.get("a") == "b":
                raise ValidationError("not b")

    assert compile_schema(Hooked()) is None
    with pytest.raises(ValidationError):
        Hooked().load({"a": "b"})


def test_a_bad_card_in_a_list_is_named_by_its_index() -> None:
    with pytest.raises(ValidationError) as raised:
        JassTrickRequest().load({"contract": {"type": "obenabe"}, "trick": ["R6", ""]})
    assert raised.value.messages == {"trick": {1: ["Length must be between 1 and 40."]}}
