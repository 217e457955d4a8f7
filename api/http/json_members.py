"""No JSON member given twice in one object: both readers keep the last value, a silent
guess, so such a body is refused with a pointer to the member (``api.http.json_body``)."""

from __future__ import annotations

import json
from typing import Any

from api.errors.messages import text as message
from api.errors.problems import Problem, field_error
from api.request.json_value import JsonObject

Path = tuple[str | int, ...]


def check_member_names(body: object, raw: bytes) -> None:
    """Both readers keep the last of two members of the same name: a client that sends
    ``"lang"`` twice would get an answer to one of them, where a query parameter given twice
    is refused. Every member has its colon; a body with no more colons than members read
    (nearly every body: card codes and contract objects hold none) has no member twice.
    Any other is read again by the standard library, which shows every member."""
    colons = raw.count(b":")
    if colons == 0 or (type(body) in (dict, list) and colons == _member_count(body)):
        return
    refuse_members_twice(raw)


def refuse_members_twice(raw: bytes) -> None:
    """The problem naming the first member given twice, if any (the body has more colons
    than members read: one may be given twice, or a string holds a colon)."""
    text = raw.decode("utf-8")
    try:
        json.loads(text, object_pairs_hook=_refusing_twice)
    except _GivenTwice:
        pass  # located below, the slower way
    else:
        return
    found = _first_twice(json.loads(text, object_pairs_hook=_Members))
    if found is not None:
        path, name = found
        raise Problem("malformed-json", message("body.member-twice", name=name),
                      [field_error("json", (*path, name), message("body.given-twice"))])


class _GivenTwice(Exception):
    pass


def _refusing_twice(pairs: list[tuple[str, Any]]) -> JsonObject:
    """An object as the standard library reads it, unless it gives a name twice."""
    members = dict(pairs)
    if len(members) < len(pairs):
        raise _GivenTwice
    return members


class _Members(JsonObject):
    """An object as the standard library reads it, with the first name it was given twice."""

    def __init__(self, pairs: list[tuple[str, Any]]) -> None:
        super().__init__(pairs)
        self.twice: str | None = None
        if len(self) < len(pairs):
            seen: set[str] = set()
            for name, _ in pairs:
                if name in seen:
                    self.twice = name
                    break
                seen.add(name)


def _first_twice(body: object) -> tuple[Path, str] | None:
    """The path of the first object (in document order) with a name given twice, and it."""
    stack: list[tuple[Path, object]] = [((), body)]
    while stack:
        path, value = stack.pop()
        if type(value) is _Members:
            if value.twice is not None:
                return path, value.twice
            stack.extend(((*path, k), v) for k, v in reversed(value.items()))
        elif type(value) is list:
            stack.extend(((*path, i), v) for i, v in reversed(list(enumerate(value))))
    return None


def _member_count(value: Any) -> int:
    """The number of object members in a value (nested no deeper than ``MAX_DEPTH``: checked
    before)."""
    count = len(value) if type(value) is dict else 0
    for member in value.values() if type(value) is dict else value:
        if type(member) is dict or type(member) is list:
            count += _member_count(member)
    return count
