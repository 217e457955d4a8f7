"""Well-formed JSON bodies loaded without marshmallow's general machinery.

A request schema's fields are compiled once into plain checks. A body that passes every check
loads to exactly what ``Schema.load`` returns; anything else (a wrong type, a failed
validator, a missing or unknown field) declines, and marshmallow loads it for its messages.
A schema with a field kind or hook not compiled here always declines. Marshmallow's general
path was a fifth of a batch question's time; tests/api/test_quick_load.py holds the two
paths together on generated bodies, valid and not.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from marshmallow import RAISE, Schema, ValidationError, fields, missing, validate
from marshmallow.decorators import POST_LOAD, PRE_LOAD, VALIDATES, VALIDATES_SCHEMA


class _Decline:
    """The body is not plainly well formed: marshmallow decides, with its messages."""


DECLINE: Final = _Decline()
Check = Callable[[Any], Any]  # the loaded value, or DECLINE


def quick_load(schema: Schema, data: object) -> Any:
    """``schema.load(data)`` for a well-formed body, else ``DECLINE``."""
    loader: Check | None = getattr(schema, "_quick_loader", None)
    if loader is None:
        loader = compile_schema(schema) or _always_decline
        schema._quick_loader = loader  # type: ignore[attr-defined]
    return loader(data)


def _always_decline(value: object) -> _Decline:
    return DECLINE


def compile_schema(schema: Schema) -> Check | None:
    """The schema's loader, or None when it has something only marshmallow can do."""
    if (schema.many or schema.partial or schema.unknown != RAISE
            or any(schema._hooks[tag] for tag in (PRE_LOAD, POST_LOAD, VALIDATES,
                                                  VALIDATES_SCHEMA))):
        return None
    plan: list[tuple[str, str, Check, bool, Any]] = []
    for name, field in schema.load_fields.items():
        check = _compile_field(field)
        if check is None or field.attribute is not None:
            return None
        plan.append((field.data_key or name, name, check, field.required, field.load_default))
    known = frozenset(key for key, *_ in plan)

    def load(data: Any) -> Any:
        if type(data) is not dict or not data.keys() <= known:
            return DECLINE
        loaded: dict[str, Any] = {}
        for key, name, check, required, default in plan:
            value = data.get(key, missing)
            if value is missing:
                if required:
                    return DECLINE
                if default is not missing:
                    loaded[name] = default() if callable(default) else default
                continue
            value = check(value)
            if value is DECLINE:
                return DECLINE
            loaded[name] = value
        return loaded

    return load


def _compile_field(field: fields.Field[Any]) -> Check | None:
    if field.pre_load or field.post_load:
        return None
    kind = _KINDS.get(type(field))
    if kind is None:
        return None
    value_check = kind(field)
    if value_check is None:
        return None
    tests = tuple(_passes(validator) for validator in field.validators)
    if not tests:
        return value_check
    if len(tests) == 1:
        test = tests[0]

        def checked_once(value: Any) -> Any:
            value = value_check(value)
            return value if value is not DECLINE and test(value) else DECLINE

        return checked_once

    def checked(value: Any) -> Any:
        value = value_check(value)
        if value is DECLINE or not all(test(value) for test in tests):
            return DECLINE
        return value

    return checked


def _passes(validator: Callable[[Any], Any]) -> Callable[[Any], bool]:
    """Whether a value passes a validator. marshmallow's length, choice and pattern
    validators are read as the plain tests they make (the values are already of the field's
    JSON type); any other validator is asked."""
    kind = type(validator)
    if kind is validate.Length:
        length: validate.Length = validator  # type: ignore[assignment]
        low, high, equal = length.min, length.max, length.equal
        if equal is not None:
            return lambda value: len(value) == equal
        return lambda value: ((low is None or len(value) >= low)
                              and (high is None or len(value) <= high))
    if kind is validate.OneOf:
        choices = validator.choices  # type: ignore[attr-defined]
        try:
            choice_set = frozenset(choices)
        except TypeError:  # unhashable choices: marshmallow's own test
            choice_set = None
        if choice_set is not None:
            def chosen(value: Any) -> bool:
                try:
                    return value in choice_set
                except TypeError:  # an unhashable value (a list) is none of them
                    return False

            return chosen
    if kind is validate.Regexp:
        regex = validator.regex  # type: ignore[attr-defined]
        return lambda value: regex.match(value) is not None

    def asked(value: Any) -> bool:
        try:
            validator(value)
        except ValidationError:
            return False
        return True

    return asked


def _of_type(expected: type) -> Callable[[fields.Field[Any]], Check]:
    # JSON gives exactly str, int, bool; marshmallow's conversions of other types (bytes,
    # "1" for an Integer, 1 for a Boolean) are left to marshmallow.
    def compile_kind(field: fields.Field[Any]) -> Check:
        def check(value: Any) -> Any:
            return value if type(value) is expected else DECLINE
        return check
    return compile_kind


def _list(field: fields.Field[Any]) -> Check | None:
    item = _compile_field(field.inner) if isinstance(field, fields.List) else None
    if item is None:
        return None

    def check(value: Any) -> Any:
        if type(value) is not list:
            return DECLINE
        items = []
        for each in value:
            loaded = item(each)
            if loaded is DECLINE:
                return DECLINE
            items.append(loaded)
        return items

    return check


def _nested(field: fields.Field[Any]) -> Check | None:
    if (not isinstance(field, fields.Nested) or field.many or field.unknown is not None
            or not isinstance(field.schema, Schema)):
        return None
    return compile_schema(field.schema)


def _plain_dict(field: fields.Field[Any]) -> Check | None:
    if not isinstance(field, fields.Dict) or field.key_field or field.value_field:
        return None

    def check(value: Any) -> Any:
        return dict(value) if type(value) is dict else DECLINE

    return check


Compiler = Callable[[fields.Field[Any]], Check | None]
_KINDS: dict[type, Compiler] = {
    fields.String: _of_type(str), fields.Integer: _of_type(int),
    fields.Boolean: _of_type(bool), fields.List: _list, fields.Nested: _nested,
    fields.Dict: _plain_dict}


def loads_like(kind: type[fields.Field[Any]], base: type[fields.Field[Any]]) -> None:
    """Declares that ``kind`` loads every well-formed JSON value exactly as ``base`` does
    (it is only faster or stricter on other values)."""
    _KINDS[kind] = _KINDS[base]
