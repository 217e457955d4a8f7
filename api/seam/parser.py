"""Request parsing glue: webargs errors, unknown query parameters and engine input errors all
become problem documents that point at the offending field."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any, NoReturn

from flask import g, request
from marshmallow import EXCLUDE, INCLUDE, RAISE, Schema, ValidationError, fields, validate
from webargs.flaskparser import FlaskParser

from api.errors.messages import Text, text, with_field, with_more
from api.errors.problems import Problem, field_error
from api.seam.quick_load import DECLINE, quick_load

# A schema error on these top-level fields is more than a type error: name it as such.
_FIELD_PROBLEMS = {"contract": "unknown-contract", "ruleset": "unknown-ruleset"}
_LIST_FIELDS = {"hand", "trick"}


Found = tuple[tuple[str | int, ...], "Text | str"]  # a field's path and its message


def _flatten(messages: Any, path: tuple[str | int, ...] = ()) -> Iterator[Found]:
    if isinstance(messages, Mapping):
        for key, value in messages.items():
            yield from _flatten(value, path if key == "_schema" else (*path, key))
    elif isinstance(messages, (list, tuple)):
        for message in messages:
            yield from _flatten(message, path)
    else:  # a message keeps its code (``Coded``, a string) or is said as it is
        yield path, messages if isinstance(messages, (str, Text)) else str(messages)


def _problem_slug(path: Sequence[str | int], schema: Schema | None, data: Any) -> str:
    """The problem's kind, from what was sent and the schema it was read with (never from
    the library's wording): a missing field is a validation error, a hand or trick of a size
    the game cannot have an impossible position, a bad contract or ruleset their own kind."""
    if not path:
        return "validation-error"
    top = str(path[0])
    if _missing(data, path):
        return "validation-error"
    if top in _LIST_FIELDS and len(path) == 1 and schema is not None:
        field = schema.fields.get(top)
        value = data[top]
        validators = field.validators if field else ()
        # A permalink's list is its text; its pattern knows the list's size (``count``).
        if isinstance(value, str):
            value = value.split(",") if value else []
        sized = [v for v in (*validators, *(getattr(v, "count", None) for v in validators))
                 if isinstance(v, validate.Length)]
        if isinstance(value, list) and any(_refuses(rule, value) for rule in sized):
            return "impossible-position"
    return _FIELD_PROBLEMS.get(top, "validation-error")


def _as_posted(schema: Schema, data: Mapping[str, Any], path: tuple[str | int, ...],
               message: Text | str) -> list[Found]:
    """A permalink's list that fails its pattern, explained as the POST form of the list is
    (by a validator with ``explain``: the card that is wrong, or the list's size)."""
    field = schema.fields.get(str(path[0])) if len(path) == 1 else None
    value = data.get(str(path[0]))
    for validator in field.validators if field is not None and type(value) is str else ():
        explain = getattr(validator, "explain", None)
        if explain is not None:
            return explain(path[0], value) or [(path, message)]
    return [(path, message)]


def _object_as_text(schema: Schema, data: Mapping[str, Any], path: tuple[str | int, ...],
                    message: Text | str) -> Text | str:
    """A body that gives an object's field as text, where the schema says how to read that
    text (a contract's GET form, ``trump:roses``), is told the object it stands for."""
    field = schema.fields.get(str(path[0])) if len(path) == 1 else None
    value = data.get(str(path[0]))
    if not isinstance(field, fields.Nested) or not isinstance(value, str):
        return message
    from_slug = getattr(field.schema, "from_slug", None)
    as_object = from_slug(value) if from_slug is not None else None
    if as_object is None:
        return message
    return text("field.contract-as-text", slug=value, json=json.dumps(as_object))


def _missing(data: Any, path: Sequence[str | int]) -> bool:
    """Whether the request left out the field at ``path`` (or something on the way to it)."""
    for step in path:
        in_object = isinstance(data, Mapping) and step in data
        in_list = isinstance(data, list) and isinstance(step, int) and 0 <= step < len(data)
        if not (in_object or in_list):
            return True
        data = data[step]
    return False


def _refuses(rule: validate.Length, value: list[Any]) -> bool:
    try:
        rule(value)
    except ValidationError:
        return True
    return False


class ProblemParser(FlaskParser):
    """webargs parser that answers with problem documents instead of flask-smorest's JSON.

    A query string reaches the schema as a plain dict of the schema's own parameters (first
    value each): unknown and repeated parameters are refused by name in the view
    (``reject_unknown_query_parameters``), so the schema need not exclude anything, and a
    well-formed permalink takes the schema's quick path. Made with ``unknown=None``: the
    schema's own setting applies everywhere."""

    def parse(self, argmap: Any, req: Any = None, *, location: str | None = None,
              **options: Any) -> Any:
        """A request schema's well-formed query or JSON body is read once, on the schema's
        quick path (``api.seam.quick_load``: the same result as ``Schema.load``); anything else,
        or a validator or ``unknown`` of the caller's, goes webargs' whole way, for its
        messages. (Made with ``unknown=None``, the parser leaves ``unknown`` to the schema.)"""
        if (self.unknown is None and options.get("unknown") not in (RAISE, EXCLUDE, INCLUDE)
                and options.get("validate") is None and isinstance(argmap, Schema)):
            if location in ("query", "querystring"):
                req = req if req is not None else self.get_default_request()
                data = self.pre_load(None, schema=argmap, req=req, location=location)
            elif location == "json":
                data = g.get("json_body", DECLINE)  # set when the app read the body
            else:
                data = DECLINE
            if data is not DECLINE:
                loaded = quick_load(argmap, data)
                if loaded is not DECLINE:
                    return loaded
        return super().parse(argmap, req, location=location, **options)

    def pre_load(self, location_data: Any, *, schema: Schema, req: Any,
                 location: str) -> Any:
        if location not in ("query", "querystring"):
            return location_data
        args = req.args
        own = _single_names(schema)
        if own is not None:
            # Each of the schema's own parameters by its first value, read off the names
            # and value lists in one pass (MultiDict's public ``listvalues``).
            return {key: values[0]
                    for key, values in zip(args.keys(), args.listvalues(), strict=True)
                    if key in own}
        return {key: args.getlist(key) if many else args[key]
                for key, many in _query_fields(schema) if key in args}

    def handle_error(self, error: ValidationError, req: Any, schema: Schema, *,
                     error_status_code: int | None, error_headers: Any) -> NoReturn:
        raise problem_from_messages(error.messages, schema=schema, data=error.data)

    def load_json(self, req: Any, schema: Schema) -> Any:
        # The body was parsed once already, when the app checked that it is JSON.
        if "json_body" in g:
            return g.json_body
        return super().load_json(req, schema)

    def handle_invalid_json_error(self, error: Any, req: Any, *args: Any,
                                  **kwargs: Any) -> NoReturn:
        raise Problem("malformed-json",
                      text("body.not-json", message=_json_message(error)),
                      [{"pointer": "", "detail": text("body.not-json-shortest")}])


def _json_message(error: Any) -> Text | str:
    """The JSON parser's own message: its short "Expecting value" by code, else as it is."""
    message = str(getattr(error, "msg", error))
    return text("json.expecting-value-short") if message == "Expecting value" else message


_FIELD_NAMES: dict[type[Schema], frozenset[str]] = {}
_QUERY_FIELDS: dict[type[Schema], tuple[tuple[str, bool], ...]] = {}
_SINGLE_NAMES: dict[type[Schema], frozenset[str] | None] = {}


def _query_fields(schema: Schema) -> tuple[tuple[str, bool], ...]:
    """A query schema's parameters by the name they have in the URL, each with whether it
    is a list, worked out once."""
    found = _QUERY_FIELDS.get(type(schema))
    if found is None:
        found = _QUERY_FIELDS[type(schema)] = tuple(
            (field.data_key or name, isinstance(field, fields.List))
            for name, field in schema.load_fields.items())
    return found


def _single_names(schema: Schema) -> frozenset[str] | None:
    """A query schema's parameter names, None if any is a list; worked out once."""
    if type(schema) not in _SINGLE_NAMES:
        query_fields = _query_fields(schema)
        _SINGLE_NAMES[type(schema)] = None if any(many for _, many in query_fields) \
            else frozenset(key for key, _ in query_fields)
    return _SINGLE_NAMES[type(schema)]


def _field_names(schema: type[Schema]) -> frozenset[str]:
    names = _FIELD_NAMES.get(schema)
    if names is None:
        names = _FIELD_NAMES[schema] = frozenset(schema().fields)
    return names


def problem_from_messages(messages: Any, prefix: tuple[str | int, ...] = (), *,
                          schema: Schema | None = None, data: Any = None) -> Problem:
    """marshmallow's error messages as one problem; ``prefix`` places them in a larger body;
    ``schema`` and ``data`` (what was sent) decide the problem's kind."""
    found = list(_flatten(messages))
    # webargs nests errors under the location name; drop that level.
    location = "query" if found and found[0][0][:1] == ("query",) else "json"
    found = [(p[1:] if p and p[0] in ("json", "query") else p, m) for p, m in found]
    if location == "query" and schema is not None and isinstance(data, Mapping):
        found = [explained for path, message in found
                 for explained in _as_posted(schema, data, path, message)]
    if location == "json" and schema is not None and isinstance(data, Mapping):
        found = [(path, _object_as_text(schema, data, path, message))
                 for path, message in found]
    errors = [field_error(location, (*prefix, *path), message) for path, message in found]
    slug = _problem_slug(found[0][0], schema, data) if found else "validation-error"
    first: Found = found[0] if found else ((), text("request.invalid"))
    where = "/".join(str(p) for p in (*prefix, *first[0])) or "request"
    return Problem(slug, with_more(with_field(where, first[1]), len(found) - 1), errors)


# Parameters that sites and mailers append to links they pass on (analytics click ids and
# campaign tags): they say nothing to this API, and refusing them would break shared permalinks.
# The one list (docs/operations.md, "Limits"): click ids of the ad and social networks, Google
# Analytics' linker, mailers' campaign tags, share and referrer tags.
TRACKING_PARAMETERS = frozenset({
    "fbclid", "gclid", "gbraid", "wbraid", "dclid", "msclkid", "yclid", "twclid", "ttclid",
    "li_fat_id", "igshid", "_ga", "_gl", "mc_cid", "mc_eid", "_hsenc", "_hsmi", "mkt_tok",
    "si", "ref", "ref_src", "ref_url"})
TRACKING_PREFIX = "utm_"


def is_tracking_parameter(name: str) -> bool:
    return name in TRACKING_PARAMETERS or (
        name.startswith(TRACKING_PREFIX) and len(name) > len(TRACKING_PREFIX))


def reject_unknown_query_parameters(allowed: Iterable[str] | type[Schema]) -> None:
    """webargs drops unknown query parameters silently; a typo must not be a silent guess.
    ``allowed``: the names, or the query schema whose fields they are. Tracking parameters are
    ignored, even repeated (webargs never passes them to the view)."""
    allowed = (_field_names(allowed) if isinstance(allowed, type) and issubclass(allowed, Schema)
               else frozenset(allowed))
    args = request.args
    # The common case, a permalink of this operation's own parameters, each once: two
    # looks at the names, no lists made. (No tracking parameter is among the allowed.)
    if args.keys() <= allowed and sum(map(len, args.listvalues())) == len(args):
        return
    given = [(name, values) for name, values in args.lists()
             if not is_tracking_parameter(name)]
    unknown = [name for name, _ in given if name not in allowed]
    repeated = [name for name, values in given if len(values) > 1]
    if unknown:
        raise Problem(
            "unknown-parameter",
            text("query.unknown", name=unknown[0], allowed=", ".join(sorted(allowed)))
            if allowed else text("query.unknown-none", name=unknown[0]),
            [{"parameter": name, "detail": text("query.not-a-parameter")}
             for name in unknown])
    if repeated:
        raise Problem(
            "unknown-parameter", text("query.repeated", name=repeated[0]),
            [{"parameter": name, "detail": text("body.given-twice")} for name in repeated])
