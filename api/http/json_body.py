"""Reading a JSON request body safely, before any schema looks at it.

* The size limit holds for every body: one with a ``Content-Length`` over it is refused
  unread, and a chunked one is read only up to the limit and then refused, never cut short
  and answered from its prefix.
* orjson reads the body; the standard library reads again whatever orjson refuses (its
  messages say where the syntax breaks; it accepts NaN, infinities and lone surrogates, which
  orjson refuses) and any number orjson would not keep as an integer. What both accept, they
  read alike. Two results are not fit to go further: arrays and objects nested so deep that
  the parser (or any recursive code after it) runs out of stack, and strings with a lone UTF-16
  surrogate (``"\\ud800"`` is valid JSON, yet no Unicode character, and breaks the UTF-8
  encoding of any answer that quotes it). Both are refused with a pointer to where they are.
* An object that gives a member twice is refused, pointing at the member: both readers
  would keep the last value, a silent guess (a query parameter given twice is refused too).
* A batch has a budget of JSON values besides its size, so that reading it cannot hold a
  worker for seconds, and a budget of work (``api.http.work``: a round check counts its
  plays), so that answering it cannot; its answer has a size limit too (``answer_size``).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

import orjson
from flask import Flask, Request, Response, current_app, g
from werkzeug.exceptions import HTTPException

from api.errors.messages import Text, text
from api.errors.problems import Problem, field_error
from api.http.json_members import check_member_names, refuse_members_twice
from api.http.work import BATCH_WORK_BUDGET, request_work
from api.request.flask_classes import QueryRequest
from api.seam.parser import is_tracking_parameter

MAX_BODY_BYTES = 64 * 1024
BATCH_PATH = "/api/v1/batch"
BATCH_BODY_BYTES = 4 * 1024 * 1024
# The largest answer sent (a batch's; a single answer is far smaller). Over it: 413 with
# how to split. The work budget keeps the costliest batch of today's games near 4 MB.
MAX_ANSWER_BYTES = 8 * 1024 * 1024
# Arrays and objects inside one another; the deepest valid body (a batch question with a
# Schafkopf history) nests 6.
MAX_DEPTH = 32
# Every string, number, boolean, null, list and object of a batch counts one. A question
# about the last trick of a Schafkopf round with its whole history is about 45; at this
# budget the costliest batch (all of it unknown fields or unreadable cards) takes about a
# third of a second of one worker.
BATCH_VALUE_BUDGET = 50_000
_CHUNK = 64 * 1024
# A lone surrogate can only come from a \uD800–\uDFFF escape: raw surrogate bytes are not
# UTF-8 and fail decoding. Bodies without such an escape skip the string check.
_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F]")
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")
# orjson reads an integer of 19 digits or more as a float when it passes 64 bits, where the
# standard library keeps it an integer: a body with such a run of digits is left to the latter.
_DIGITS_AS_ZERO = bytes.maketrans(b"123456789", b"000000000")
_LONG_NUMBER = b"0" * 19


def install(app: Flask) -> None:
    """The size limit; ``batch_size`` and ``read_json_body`` run before every request
    (``api.http.steps``)."""
    app.config.setdefault("MAX_CONTENT_LENGTH", MAX_BODY_BYTES)


def batch_size(req: QueryRequest) -> None:
    """A batch may carry more than a single question's 64 KiB."""
    if req.path == BATCH_PATH:
        req.max_content_length = BATCH_BODY_BYTES


def read_json_body(req: QueryRequest) -> None:
    """POST bodies must be JSON; say exactly why one is not, before any schema looks at it."""
    if req.method != "POST" or req.routing_exception is not None:
        return  # 404 and 405 answer before the body is looked at
    if req.query_string:
        refuse_query_parameters(req)
    # The plain media type is taken as it is; any other is parsed (parameters, case, +json).
    if req.environ.get("CONTENT_TYPE") != "application/json" and not req.is_json:
        raise Problem("unsupported-media-type",
                      text("body.media-type", got=req.mimetype) if req.mimetype
                      else text("body.media-type-none"),
                      [{"pointer": "", "detail": text("body.content-type")}])
    raw = read_limited(req, req.max_content_length or MAX_BODY_BYTES)
    body = checked_json(raw, check_strings=_SURROGATE_ESCAPE.search(raw) is not None,
                        budget=BATCH_VALUE_BUDGET if req.path == BATCH_PATH else None)
    g.json_body = body
    g.request_work = work = request_work(req.path, body)
    if req.path == BATCH_PATH and work > BATCH_WORK_BUDGET:
        parts = -(-work // BATCH_WORK_BUDGET)
        raise Problem("too-much-work", text("batch.too-much-work", work=work,
                                            budget=BATCH_WORK_BUDGET, parts=parts),
                      [{"pointer": "/questions", "detail": text(
                          "batch.work-units", work=work, budget=BATCH_WORK_BUDGET)}])


def answer_size(req: QueryRequest, response: Response) -> Response:
    """After the view: an answer over ``MAX_ANSWER_BYTES`` (the app's setting) is not sent;
    the client gets 413 and how to split its batch instead. The answer's length is known
    (a JSON answer is made whole), so this costs a comparison."""
    limit = current_app.config.get("MAX_ANSWER_BYTES", MAX_ANSWER_BYTES)
    size = response.content_length
    if size is None or size <= limit or response.status_code != 200:
        return response
    body = g.get("json_body")
    questions = body.get("questions") if isinstance(body, dict) else None
    count = len(questions) if isinstance(questions, list) else 1
    parts = -(-size // limit)
    per_part = max(1, count // parts)
    return Problem("answer-too-large", text("batch.answer-too-large", size=size, limit=limit,
                                            parts=parts, per_part=per_part),
                   [{"pointer": "/questions" if questions is not None else "",
                     "detail": text("batch.answer-at-most", limit=limit)}]).to_response()


def refuse_query_parameters(req: QueryRequest) -> None:
    """A POST takes its question from the body alone: a query parameter (``?lang=fr``) would
    be dropped unread, a silent guess. Tracking parameters are ignored, as in a permalink."""
    names = [name for name in req.args if not is_tracking_parameter(name)]
    if names:
        raise Problem("unknown-parameter",
                      text("query.post-takes-none", name=names[0]),
                      [{"parameter": name, "detail": text("query.not-a-parameter")}
                       for name in names])


def checked_json(raw: bytes, *, check_strings: bool, budget: int | None) -> Any:
    """The JSON value of a body that passes ``check_values``, or the problem that says why
    there is none. A body orjson reads that fails the checks is read again by the standard
    library, for the problem it always had: the standard library's own recursion limit
    stops a body nested some hundreds deep before the checks can name the place."""
    if _LONG_NUMBER not in raw.translate(_DIGITS_AS_ZERO):
        try:
            body = orjson.loads(raw)
        except orjson.JSONDecodeError:
            pass  # the standard library decides, with its message
        else:
            try:
                check_values(body, raw, check_strings=check_strings, budget=budget)
            except Problem:
                pass
            else:
                return body
    body = standard_json(raw)
    check_values(body, raw, check_strings=check_strings, budget=budget)
    return body


def standard_json(raw: bytes) -> Any:
    """The standard library's reading of a body, or the problem that says why it has none."""
    try:
        # Decoded strictly here: json.loads would let encoded surrogates through from bytes.
        return json.loads(raw.decode("utf-8"))
    except RecursionError:
        raise _too_deep(()) from None
    except UnicodeDecodeError as error:
        raise Problem("malformed-json", text("body.not-utf8", at=error.start,
                                             byte=f"{raw[error.start]:02x}"),
                      [{"pointer": "", "detail": text("body.not-utf8-short")}]) from None
    except ValueError as error:  # JSONDecodeError, a number with too many digits
        raise Problem("malformed-json", text("body.not-json", message=json_error(error)),
                      [{"pointer": "", "detail": text("body.not-json-short")}]) from None


# The standard library's JSON messages (``JSONDecodeError.msg``), each by its code.
_JSON_CODES = {
    "Expecting value": "json.expecting-value",
    "Expecting property name enclosed in double quotes": "json.expecting-name",
    "Expecting ':' delimiter": "json.expecting-colon",
    "Expecting ',' delimiter": "json.expecting-comma",
    "Unterminated string starting at": "json.unterminated-string",
    "Invalid control character at": "json.control-character",
    "Invalid \\escape": "json.invalid-escape",
    "Invalid \\uXXXX escape": "json.invalid-unicode-escape",
    "Extra data": "json.extra-data",
}


def json_error(error: ValueError) -> Text | str:
    """Why the body is not JSON, by the parser's code and position (a number with too many
    digits, which has none, as its message)."""
    if isinstance(error, json.JSONDecodeError) and error.msg in _JSON_CODES:
        return text(_JSON_CODES[error.msg], line=error.lineno, column=error.colno,
                    char=error.pos)
    return str(error)


def read_limited(req: Request, limit: int) -> bytes:
    """The whole body, or 413 once it passes ``limit`` bytes (with or without a length); a
    body of exactly ``limit`` bytes is read. A server that frames the body itself (gunicorn
    says so with ``wsgi.input_terminated``) is read here with the limit counted here:
    werkzeug's stream for such a server refused any read after the limit, so a body of
    exactly the limit was refused. A body whose framing breaks (a chunk size that is no hex
    number, a chunk without its CRLF) is the client's fault: 400, not the server's error."""
    if req.content_length is not None and req.content_length > limit:
        raise _too_large(limit)
    environ = req.environ
    stream = environ["wsgi.input"] if environ.get("wsgi.input_terminated") else req.stream
    chunks: list[bytes] = []
    size = 0
    while True:
        try:
            chunk = stream.read(min(_CHUNK, limit + 1 - size))
        except HTTPException:
            raise
        except Exception as error:  # the server's framing error, whatever its class
            raise Problem("bad-framing", text("request.bad-framing", error=type(error).__name__),
                          [{"pointer": "", "detail": text("request.unreadable-framing")}]
                          ) from None
        if not chunk:
            return b"".join(chunks)
        size += len(chunk)
        if size > limit:
            raise _too_large(limit)
        chunks.append(chunk)


def _too_large(limit: int) -> Problem:
    return Problem("payload-too-large",
                   text("body.over-limit", limit=limit),
                   [{"pointer": "", "detail": text("request.at-most-bytes", limit=limit)}])


def check_values(body: object, raw: bytes, *, check_strings: bool, budget: int | None) -> None:
    """Depth, lone surrogates (when the raw body may hold one), the batch budget, and no
    member given twice in one object. Nearly every body has no surrogate escape: its depth,
    values and members are counted in one walk (a batch of 1,000 questions has some 14,000
    arrays and objects; two walks cost 15 % of its instructions, ``bench/instructions.py``)."""
    if check_strings:
        _check_nesting(body, raw, check_strings=check_strings, budget=budget)
        check_member_names(body, raw)
        return
    colons = raw.count(b":")
    if colons == 0 and _shallow(raw, budget):
        return
    values, members = _tally(body)
    _within_budget(values, budget)
    if colons and not (type(body) in (dict, list) and colons == members):
        refuse_members_twice(raw)


def _shallow(raw: bytes, budget: int | None) -> bool:
    """No array or object can nest deeper than there are ``[`` and ``{`` in the body, and it
    holds at most one value more than its arrays, objects and commas."""
    containers = raw.count(b"[") + raw.count(b"{")
    return containers <= MAX_DEPTH and (
        budget is None or 1 + containers + raw.count(b",") <= budget)


def _tally(body: object) -> tuple[int, int]:
    """The number of values and of object members, refusing a body nested too deep. The walk
    goes one depth at a time, each depth's members gathered into one list (half the
    instructions of a walk that stacks each array and object with its depth); the first
    fault in document order is located again, so the order of the walk does not matter."""
    if type(body) is not dict and type(body) is not list:
        return 1, 0
    values, members, depth = 1, 0, 0
    level: list[Any] = [body]
    while level:
        depth += 1
        if depth > MAX_DEPTH:
            raise _too_deep(_locate(body, lambda v, d: d > MAX_DEPTH))
        inside: list[Any] = []
        for value in level:
            if type(value) is dict:
                members += len(value)
                inside += value.values()
            else:
                inside += value
        values += len(inside)
        level = [member for member in inside if type(member) is dict or type(member) is list]
    return values, members


def _within_budget(count: int, budget: int | None) -> None:
    if budget is not None and count > budget:
        raise Problem("over-budget", text("body.over-budget", budget=budget),
                      [{"pointer": "/questions", "detail": text(
                          "body.values-over-budget", count=count, budget=budget)}])


def _check_nesting(body: object, raw: bytes, *, check_strings: bool, budget: int | None) -> None:
    """Depth, lone surrogates (when the raw body may hold one) and the batch budget. The walk
    keeps no paths (a batch has tens of thousands of values); a fault is located again.
    A body with few brackets and commas needs no walk: no array or object can nest deeper
    than there are ``[`` and ``{`` in it, and it holds at most one value more than its
    arrays, objects and commas."""
    if not check_strings and _shallow(raw, budget):
        return
    _within_budget(_tally(body)[0] if not check_strings else _walk(body), budget)


def _walk(body: object) -> int:
    """The number of values, refusing a body nested too deep or with a lone surrogate (in
    a string or a member name), whichever the walk meets first."""
    count = 0
    stack: list[tuple[Any, int]] = [(body, 0)]
    while stack:
        value, depth = stack.pop()
        count += 1
        kind = type(value)
        if kind is dict or kind is list:
            depth += 1
            if depth > MAX_DEPTH:
                raise _too_deep(_locate(body, lambda v, d: d > MAX_DEPTH))
            members = value.values() if kind is dict else value
            stack.extend((member, depth) for member in members)
            if kind is dict and any(map(_is_lone, value)):
                # The pointer cannot name the member (it would not encode): its object.
                raise _lone(_locate(body, lambda v, d: type(v) is dict
                                    and any(map(_is_lone, v))), in_name=True)
        elif kind is str and _is_lone(value):
            raise _lone(_locate(body, lambda v, d: type(v) is str and _is_lone(v)))
    return count


def _is_lone(value: object) -> bool:
    return type(value) is str and _LONE_SURROGATE.search(value) is not None


Path = tuple[str | int, ...]


def _locate(body: object, fault: Callable[[object, int], bool]) -> Path:
    """The path of the first value (in document order) for which ``fault(value, depth)``."""
    stack: list[tuple[Path, object, int]] = [((), body, 0)]
    while stack:
        path, value, depth = stack.pop()
        if type(value) in (dict, list):
            depth += 1
        if fault(value, depth):
            return path
        if type(value) is dict:
            stack.extend(((*path, k), v, depth) for k, v in reversed(value.items()))
        elif type(value) is list:
            stack.extend(((*path, i), v, depth) for i, v in reversed(list(enumerate(value))))
    return ()


def _encodable(path: Path) -> Path:
    """A pointer through a member name with a lone surrogate would not encode: it stops at
    that member's object."""
    for index, step in enumerate(path):
        if _is_lone(step):
            return path[:index]
    return path


def _lone(path: Path, *, in_name: bool = False) -> Problem:
    if in_name or _encodable(path) != path:  # the surrogate is in a member's name
        return Problem("invalid-unicode", text("body.lone-surrogate-name"),
                       [field_error("json", _encodable(path),
                                    text("body.lone-surrogate-name-short"))])
    return Problem("invalid-unicode", text("body.lone-surrogate"),
                   [field_error("json", path, text("body.lone-surrogate-short"))])


def _too_deep(path: Path) -> Problem:
    return Problem("nesting-too-deep",
                   text("body.too-deep", limit=MAX_DEPTH),
                   [field_error("json", _encodable(path[:MAX_DEPTH]),
                                text("body.at-most-levels", limit=MAX_DEPTH))])
