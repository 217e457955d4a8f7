"""marshmallow's messages with their codes: each field's ``default_error_messages``, each
validator's message and the request schemas' own (``Unknown field.``) become ``Coded``
strings, so that a refusal keeps its code and the values marshmallow formats it with, and
is worded in the asker's language from its code (``api.errors.messages``).

marshmallow formats and passes on a message as a string; a ``Coded`` string is one, and stays
itself through ``str.format``. The English words are marshmallow's own."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from marshmallow import fields, validate

from api.errors.messages import Coded

# (field class, message key) → code: every message a request schema's field can give.
FIELD_CODES: Mapping[tuple[type[fields.Field[Any]], str], str] = {
    (fields.Field, "required"): "field.missing",
    (fields.Field, "null"): "field.null",
    (fields.Field, "validator_failed"): "field.invalid-value",
    (fields.String, "invalid"): "field.not-a-string",
    (fields.String, "invalid_utf8"): "field.not-utf8",
    (fields.Integer, "invalid"): "field.not-an-integer",
    (fields.Number, "invalid"): "field.not-a-number",
    (fields.Number, "too_large"): "field.number-too-large",
    (fields.Float, "special"): "field.not-special-number",
    (fields.Decimal, "special"): "field.not-special-number",
    (fields.Boolean, "invalid"): "field.not-a-boolean",
    (fields.List, "invalid"): "field.not-a-list",
    (fields.Tuple, "invalid"): "field.not-a-tuple",
    (fields.Mapping, "invalid"): "field.not-a-mapping",
    (fields.Nested, "type"): "field.invalid-type",
    (fields.Enum, "unknown"): "field.one-of",
}
# (validator class, message attribute) → code.
VALIDATOR_CODES: Mapping[tuple[type[validate.Validator], str], str] = {
    (validate.OneOf, "default_message"): "field.one-of",
    (validate.Equal, "default_message"): "field.equal",
    (validate.Regexp, "default_message"): "field.pattern",
    (validate.NoneOf, "default_message"): "field.invalid-input",
    (validate.Predicate, "default_message"): "field.invalid-input",
    (validate.Length, "message_min"): "field.length-min",
    (validate.Length, "message_max"): "field.length-max",
    (validate.Length, "message_all"): "field.length-between",
    (validate.Length, "message_equal"): "field.length-equal",
    (validate.Range, "message_min"): "field.range-min",
    (validate.Range, "message_max"): "field.range-max",
    (validate.Range, "message_all"): "field.range",
}
# A request schema's own messages (``RequestSchema.error_messages``).
SCHEMA_MESSAGES: dict[str, str] = {"type": Coded("field.invalid-input-type", "Invalid input type."),
                   "unknown": Coded("field.unknown", "Unknown field.")}


def _coded(message: object, code: str) -> object:
    return message if isinstance(message, Coded) or not isinstance(message, str) \
        else Coded(code, message)


def install() -> None:
    """Give marshmallow's messages their codes, once (the classes' own defaults: every field
    and validator made afterwards, and before, reads them when it refuses)."""
    for (kind, key), code in FIELD_CODES.items():
        own = dict(kind.__dict__.get("default_error_messages", {}))
        own[key] = _coded(own.get(key, _inherited(kind, key)), code)
        kind.default_error_messages = own
    for (checker, name), code in VALIDATOR_CODES.items():
        setattr(checker, name, _coded(getattr(checker, name), code))


def _inherited(kind: type[fields.Field[Any]], key: str) -> object:
    for base in kind.__mro__:
        found = base.__dict__.get("default_error_messages", {}).get(key)
        if found is not None:
            return found
    raise KeyError(f"{kind.__name__} has no message {key}")
