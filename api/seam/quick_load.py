"""Well-formed JSON bodies loaded without marshmallow's general machinery.

It pays for itself: without it the app answered 16 % fewer GET and 21 % fewer POST questions
(bench/README.md). Reading ``schema._hooks`` (marshmallow's decorator registry) is how it knows
a schema has no hook it would skip: such a schema always declines.

A request schema is compiled once into a flat plan: one specialised check per field (a type
test and the field's validators folded into one closure: choices as a frozenset, lengths and
ranges as bounds, a list of card codes tested item by item in one loop), and one loop over
the plan per body. A body that passes every check loads to exactly what ``Schema.load``
returns; anything else (a wrong type, a failed validator, a missing or unknown field)
declines, and marshmallow loads it for its messages. A schema with a field kind or hook not
compiled here always declines. tests/api/test_quick_load.py holds the two paths together on
generated bodies, valid and not.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any, Final, TypeGuard
from weakref import WeakKeyDictionary

from marshmallow import RAISE, Schema, ValidationError, fields, missing, validate
from marshmallow.decorators import POST_LOAD, PRE_LOAD, VALIDATES, VALIDATES_SCHEMA

from api.request.json_value import JsonObject


class _Decline:
    """The body is not plainly well formed: marshmallow decides, with its messages."""


DECLINE: Final = _Decline()
Check = Callable[[Any], Any]  # the loaded value, or DECLINE
Test = Callable[[Any], bool]
# (JSON key, loaded name, check, required, default or missing, whether the default is made)
Step = tuple[str, str, Check, bool, Any, bool]


def quick_load(schema: Schema, data: object) -> Any:
    """``schema.load(data)`` for a well-formed body, else ``DECLINE``."""
    return quick_loader(schema)(data)


# Each schema instance's compiled loader, made on first use; weakly held, so that a schema
# made for one request (a batch builds none, but a caller may) does not stay.
_LOADERS: WeakKeyDictionary[Schema, Check] = WeakKeyDictionary()


def quick_loader(schema: Schema) -> Check:
    """The schema's compiled loader."""
    loader = _LOADERS.get(schema)
    if loader is None:
        loader = _LOADERS[schema] = compile_schema(schema) or _always_decline
    return loader


def _always_decline(value: object) -> _Decline:
    return DECLINE


def compile_schema(schema: Schema) -> Check | None:
    """The schema's loader, or None when it has something only marshmallow can do."""
    if (schema.many or schema.partial or schema.unknown != RAISE
            or any(schema._hooks[tag] for tag in (PRE_LOAD, POST_LOAD, VALIDATES,
                                                  VALIDATES_SCHEMA))):
        return None
    plan: list[Step] = []
    for name, field in schema.load_fields.items():
        check = compile_field(field)
        if check is None or field.attribute is not None:
            return None
        default = field.load_default
        plan.append((field.data_key or name, name, check, field.required, default,
                     callable(default)))
    known = frozenset(step[0] for step in plan)
    steps = tuple(plan)

    def load(data: Any) -> Any:
        if type(data) is not dict or not data.keys() <= known:
            return DECLINE
        loaded: JsonObject = {}
        for key, name, check, required, default, made in steps:
            if key in data:
                value = check(data[key])
                if value is DECLINE:
                    return DECLINE
                loaded[name] = value
            elif required:
                return DECLINE
            elif default is not missing:
                loaded[name] = default() if made else default
        return loaded

    return load


def compile_field(field: fields.Field[Any]) -> Check | None:
    """One check for the field's value: its kind and every validator, or None."""
    if field.pre_load or field.post_load:
        return None
    kind = _KINDS.get(type(field))
    return None if kind is None else kind(field)


def _bounds(validator: Any, sized: bool) -> tuple[float, float] | None:
    """A length (``sized``) or inclusive range validator as the bounds it tests, else None."""
    if sized and type(validator) is validate.Length:
        if validator.equal is not None:
            return validator.equal, validator.equal
        return (validator.min if validator.min is not None else 0,
                validator.max if validator.max is not None else math.inf)
    if (not sized and type(validator) is validate.Range and validator.min_inclusive
            and validator.max_inclusive):
        return (validator.min if validator.min is not None else -math.inf,
                validator.max if validator.max is not None else math.inf)
    return None


def _choices(validator: Any) -> frozenset[Any] | None:
    """The values a choice validator passes as they are: marshmallow's OneOf, or a kind of
    it that says it passes each of its choices (``passes_its_choices``) and may refuse other
    values in its own words, which marshmallow then gives (the body declines)."""
    if type(validator) is not validate.OneOf and not (
            isinstance(validator, validate.OneOf)
            and getattr(type(validator), "passes_its_choices", False)):
        return None
    try:
        return frozenset(validator.choices)
    except TypeError:  # unhashable choices: marshmallow's own test
        return None


def _plain_pattern(validator: Any) -> TypeGuard[validate.Regexp]:
    """marshmallow's Regexp, or a kind of it that tests values the same way (its own call)."""
    return (isinstance(validator, validate.Regexp)
            and type(validator).__call__ is validate.Regexp.__call__)


def _passes(validator: Callable[[Any], Any], sized: bool) -> Test:
    """Whether a value (already of the field's JSON type) passes a validator: marshmallow's
    length, range, choice and pattern validators as the plain tests they make; any other
    validator is asked."""
    bounds = _bounds(validator, sized)
    if bounds is not None:
        low, high = bounds
        if sized:
            return lambda value: low <= len(value) <= high
        return lambda value: low <= value <= high
    choices = _choices(validator)
    if choices is not None:
        def chosen(value: Any) -> bool:
            try:
                return value in choices
            except TypeError:  # an unhashable value (a list) is none of them
                return False

        return chosen
    if _plain_pattern(validator):
        match = validator.regex.match
        return lambda value: match(value) is not None

    def asked(value: Any) -> bool:
        try:
            validator(value)
        except ValidationError:
            return False
        return True

    return asked


def _scalar(expected: type[Any], validators: Sequence[Any]) -> Check:
    """A value of exactly one JSON type, loaded as itself; a lone validator folded in."""
    sized = expected is str
    only = validators[0] if len(validators) == 1 else None
    bounds = None if only is None else _bounds(only, sized)
    choices = None if only is None else _choices(only)

    def plain(value: Any) -> Any:
        return value if type(value) is expected else DECLINE

    if not validators:
        return plain
    if choices is not None:
        def chosen(value: Any) -> Any:
            return value if type(value) is expected and value in choices else DECLINE
        return chosen
    if bounds is not None and sized:
        low, high = bounds

        def sized_within(value: Any) -> Any:
            return value if type(value) is expected and low <= len(value) <= high else DECLINE
        return sized_within
    if sized and _plain_pattern(only):
        match = only.regex.match

        def matched(value: Any) -> Any:
            return value if type(value) is expected and match(value) is not None else DECLINE
        return matched
    if bounds is not None:
        low, high = bounds

        def within(value: Any) -> Any:
            return value if type(value) is expected and low <= value <= high else DECLINE
        return within
    return _with_tests(plain, validators, sized)


def _of_type(expected: type) -> Callable[[fields.Field[Any]], Check]:
    """JSON gives exactly str, int, bool; marshmallow's conversions of other types (bytes,
    "1" for an Integer) are left to marshmallow."""
    def compile_kind(field: fields.Field[Any]) -> Check:
        return _scalar(expected, field.validators)
    return compile_kind


def _integer(field: fields.Field[Any]) -> Check | None:
    """A JSON integer as itself; unless the field is strict, a query's text too, read by
    ``int`` as marshmallow reads it."""
    if not isinstance(field, fields.Integer):
        return None
    exact = _scalar(int, field.validators)
    if field.strict:
        return exact
    written = getattr(field, "text_pattern", None)  # the field's own test of the text first

    def from_text(value: Any) -> Any:
        if type(value) is str:
            if written is not None and written.fullmatch(value) is None:
                return DECLINE
            try:
                value = int(value)
            except ValueError:
                return DECLINE
        return exact(value)

    return from_text


def _boolean(field: fields.Field[Any]) -> Check | None:
    """marshmallow's Boolean: a value among its truthy or falsy ones (a query's "true",
    JSON's true), looked up in one table, truthy first as marshmallow asks."""
    if not isinstance(field, fields.Boolean) or not field.truthy:
        return None
    table = {**dict.fromkeys(field.falsy, False), **dict.fromkeys(field.truthy, True)}

    def check(value: Any) -> Any:
        try:
            return table.get(value, DECLINE)
        except TypeError:  # an unhashable value (a list) is neither
            return DECLINE

    return _with_tests(check, field.validators, False)


def _with_tests(check: Check, validators: Sequence[Callable[[Any], Any]],
                sized: bool) -> Check:
    if not validators:
        return check
    tests = tuple(_passes(validator, sized) for validator in validators)

    def tested(value: Any) -> Any:
        value = check(value)
        if value is DECLINE:
            return DECLINE
        for test in tests:
            if not test(value):
                return DECLINE
        return value

    return tested


def _list(field: fields.Field[Any]) -> Check | None:
    if not isinstance(field, fields.List):
        return None
    validators = field.validators
    bounds = _bounds(validators[0], True) if len(validators) == 1 else None
    if bounds is not None:
        return _list_of(field.inner, *bounds)
    check = _list_of(field.inner, 0, math.inf)
    return None if check is None else _with_tests(check, validators, True)


def _list_of(inner: fields.Field[Any], low: float, high: float) -> Check | None:
    """A list of ``low`` to ``high`` items, each loaded by the inner field."""
    only = inner.validators[0] if len(inner.validators) == 1 else None
    item_bounds = None if only is None else _bounds(only, True)
    if (type(inner) is fields.String and item_bounds is not None and not inner.pre_load
            and not inner.post_load):
        # A list of card codes: every item's type and length tested in one loop.
        item_low, item_high = item_bounds

        def codes(value: Any) -> Any:
            if type(value) is not list or not low <= len(value) <= high:
                return DECLINE
            for each in value:
                if type(each) is not str or not item_low <= len(each) <= item_high:
                    return DECLINE
            return value[:]

        return codes
    item_check = compile_field(inner)
    if item_check is None:
        return None

    def items(value: Any) -> Any:
        if type(value) is not list or not low <= len(value) <= high:
            return DECLINE
        loaded = []
        for each in value:
            each = item_check(each)
            if each is DECLINE:
                return DECLINE
            loaded.append(each)
        return loaded

    return items


def _nested(field: fields.Field[Any]) -> Check | None:
    if (not isinstance(field, fields.Nested) or field.many or field.unknown is not None
            or not isinstance(field.schema, Schema)):
        return None
    check = compile_schema(field.schema)
    return None if check is None else _with_tests(check, field.validators, False)


def _plain_dict(field: fields.Field[Any]) -> Check | None:
    if not isinstance(field, fields.Dict) or field.key_field or field.value_field:
        return None

    def check(value: Any) -> Any:
        return dict(value) if type(value) is dict else DECLINE

    return _with_tests(check, field.validators, True)


Compiler = Callable[[fields.Field[Any]], Check | None]
_KINDS: dict[type, Compiler] = {
    fields.String: _of_type(str), fields.Integer: _integer, fields.Boolean: _boolean,
    fields.List: _list, fields.Nested: _nested, fields.Dict: _plain_dict}


def loads_as_integer(kind: type[fields.Integer]) -> None:
    """Declares that ``kind`` loads as marshmallow's Integer does, after its own
    ``text_pattern`` (if any) has passed the text of a query."""
    _KINDS[kind] = _integer


def loads_as(kind: type[fields.Field[Any]], expected: type) -> None:
    """Declares that ``kind`` loads a JSON value of type ``expected`` (exactly) as itself,
    and refuses every other value."""
    _KINDS[kind] = _of_type(expected)
