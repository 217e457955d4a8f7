"""Every engine error becomes a problem document here (``api.errors.handlers`` sends it).

The engine names the field of its input that is wrong (``field``, ``index``); the adapter
says where that input sits in the request (``within``), and one error handler turns the
error into RFC 9457 problem+json that points at it: a JSON pointer for bodies, the parameter
for a permalink's query string.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import TracebackType

from flask import has_request_context, request

from api.errors.messages import Text
from api.errors.problems import Problem, field_error
from rules.errors import RulesInputError


def location() -> str:
    """Where this request's input is: ``query`` for a permalink, else ``json``."""
    if has_request_context() and request.method == "GET":
        return "query"
    return "json"


def said(error: RulesInputError) -> Text:
    """The engine's error as a message: its code and values, worded when the answer is made."""
    return Text(error.code, error.values)


def problem_from_rules_error(error: RulesInputError, where: str | None = None,
                             prefix: Sequence[str | int] = (),
                             cards: tuple[str, str | None] | None = None) -> Problem:
    """The engine's input error as a problem pointing at its field (``a/b`` → ``/a/b``);
    ``cards``: the game and deck that name its cards, where not the request's own."""
    where = where or location()
    path: list[str | int] = [*prefix]
    if error.field:
        path.extend(error.field.split("/"))
        if error.index is not None:
            path.append(error.index)
    if where == "query":  # a parameter, and the position in its comma-separated list
        path = path[:1] + ([error.index] if error.index is not None else [])
    message = said(error)
    return Problem(error.kind, message, [field_error(where, path, message)], cards=cards)


class within:  # noqa: N801  # used as a function: ``with within("contract"):``
    """Engine errors raised inside name their field below ``prefix`` of the request (the
    contract's ``trump`` is ``contract/trump``). A class rather than a generator: a
    Doppelkopf question enters one to read its ruleset, and a generator's context cost
    0.7 µs against 0.2 µs."""

    __slots__ = ("prefix",)

    def __init__(self, *prefix: str | int) -> None:
        self.prefix = prefix

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        if isinstance(error, RulesInputError):
            inner = [error.field] if error.field else []
            error.field = "/".join(str(p) for p in (*self.prefix, *inner))
        # and the error goes on, renamed (``None``: nothing is swallowed)
