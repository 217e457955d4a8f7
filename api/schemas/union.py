"""Fields whose OpenAPI schema apispec cannot derive: an answer field that takes one of
several shapes (a ``oneOf`` of their schemas) and a field documented by a literal schema.
apispec's converter learns them here; its own attribute functions run first, so these win."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields


class OneOfNested(fields.Raw):
    """One of ``choices`` (schema classes, or a field for an unnamed shape such as a map):
    answers are sent as built, never dumped, so the field only documents them."""

    def __init__(self, *choices: type[Schema] | fields.Field[Any], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.choices = choices


class Declared(fields.Raw):
    """Any value loaded as given; the document declares ``declared`` for it."""

    def __init__(self, declared: dict[str, Any], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.declared = declared


def union2properties(self: Any, field: fields.Field[Any], **_kwargs: Any) -> dict[str, Any]:
    """apispec attribute function: a literal schema as declared; a oneOf with each schema
    choice resolved (so registered) as a component."""
    if isinstance(field, Declared):
        return dict(field.declared)
    if not isinstance(field, OneOfNested):
        return {}
    return {"oneOf": [self.field2property(choice) if isinstance(choice, fields.Field)
                      else self.resolve_nested_schema(choice) for choice in field.choices]}
