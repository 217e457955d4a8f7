"""Fields whose OpenAPI schema apispec cannot derive: an answer field that takes one of
several shapes (a ``oneOf`` of their schemas) and a field documented by a literal schema.
apispec's converter learns them here; its own attribute functions run first, so these win."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, fields


class OneOfNested(fields.Raw):
    """One of ``choices`` (schema classes, or a field for an unnamed shape such as a map;
    ``keyword`` anyOf where one value can fit several): answers are sent as built, never dumped, so the field only documents them."""

    def __init__(self, *choices: type[Schema] | fields.Field, keyword: str = "oneOf",
                 **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.choices, self.keyword = choices, keyword


class Declared(fields.Raw):
    """Any value loaded as given; the document declares ``declared`` for it."""

    def __init__(self, declared: dict[str, Any], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.declared = declared


def one_of2properties(self: Any, field: fields.Field, **_kwargs: Any) -> dict[str, Any]:
    """apispec attribute function: each choice resolved (so registered) as a component."""
    if isinstance(field, Declared):
        return dict(field.declared)
    if not isinstance(field, OneOfNested):
        return {}
    return {field.keyword: [self.field2property(choice) if isinstance(choice, fields.Field)
                      else self.resolve_nested_schema(choice) for choice in field.choices]}
