"""The work around every view, as one before-request and one after-request hook.

The steps keep Flask's semantics: the before steps run in order and the first that returns a
response (or raises) ends them; the after steps run in order, each given the response of the
one before. One hook each way instead of one per step: Flask wraps and looks up every hook
for every request, which cost more than most of the steps themselves.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from flask import Flask, Request, Response, request
from flask.sessions import NullSession, SessionInterface, SessionMixin
from werkzeug.datastructures import MultiDict
from werkzeug.utils import cached_property


def current_request() -> QueryRequest:
    """The request itself, for a step that reads several of its attributes: each read through
    Flask's ``request`` proxy looks the request up again (``_get_current_object`` is how
    Flask's documentation says to reach the object behind a proxy)."""
    return request._get_current_object()  # type: ignore[attr-defined]


class QueryRequest(Request):
    """The request, carrying what the steps around the view note about it (read back there
    as attributes, not looked up in ``g`` through its proxy each time). Its query string, in
    the common case of a permalink (ASCII, nothing percent-encoded, no ``+``), is split by
    hand: the same parameters, values and order as werkzeug's ``parse_qsl`` gives, at a
    third of the cost. Any other query is werkzeug's."""

    started: float | None = None  # perf_counter when the first step ran
    request_id: str | None = None
    rate_window: Any = None  # api.http.rate_limit.Window of a limited request
    content_language: str | None = None  # the language the answer is in
    accepted_language: str | None = None  # Accept-Language's best match, once worked out

    def __init__(self, environ: dict[str, Any], populate_request: bool = True,
                 shallow: bool = False) -> None:
        super().__init__(environ, populate_request, shallow)
        query = self.query_string
        if not query.isascii() and not _is_utf8(query):
            # Bytes outside ASCII sent as they are (a browser percent-encodes them) read as
            # their percent-escapes: werkzeug decodes the query as UTF-8 and fails on a byte
            # that is none, and %FF is kept as it is, to be refused by name like any value.
            self.query_string = _HIGH_BYTE.sub(lambda byte: b"%%%02X" % byte[0][0], query)

    @cached_property
    def args(self) -> MultiDict[str, str]:
        query = self.query_string
        if not query.isascii() or b"%" in query or b"+" in query:
            return super().args
        given: dict[str, list[str]] = {}
        for pair in query.decode("ascii").split("&"):
            if pair:  # parse_qsl skips empty pairs and reads a lone name as name=""
                name, _, value = pair.partition("=")
                given.setdefault(name, []).append(value)
        return self.parameter_storage_class(given)


_HIGH_BYTE = re.compile(rb"[\x80-\xff]")


def _is_utf8(text: bytes) -> bool:
    try:
        text.decode()
    except UnicodeDecodeError:
        return False
    return True


BeforeStep = Callable[[QueryRequest], Response | None]
AfterStep = Callable[[QueryRequest, Response], Response]

_NOT_COPIED_AS_THEY_ARE = frozenset({"location", "content-location"})


class Answer(Response):
    """A response that hands its header list to the WSGI server as it is whenever
    ``get_wsgi_headers`` would change nothing in it (no ``Location`` or
    ``Content-Location`` to make absolute, a ``Content-Length`` already set, a status that
    keeps its body): that copy validated every header again, one by one."""

    def get_wsgi_response(self, environ: dict[str, Any]
                          ) -> tuple[Iterable[bytes], str, list[tuple[str, str]]]:
        status = self.status_code
        if status >= 200 and status not in (204, 304):
            names = {name.lower() for name, _ in self.headers}
            if "content-length" in names and names.isdisjoint(_NOT_COPIED_AS_THEY_ARE):
                return self.get_app_iter(environ), self.status, self.headers.to_wsgi_list()
        return super().get_wsgi_response(environ)


class NoSessions(SessionInterface):
    """This API keeps no sessions (it sets no secret key, so Flask's cookie sessions were
    always the read-only null session): every request gets the one null session, which
    cannot be written to, and nothing is saved."""

    def __init__(self) -> None:
        self.null = NullSession()

    def open_session(self, app: Flask, request: Request) -> SessionMixin:
        return self.null

    def save_session(self, app: Flask, session: SessionMixin, response: Response) -> None:
        return None


class App(Flask):
    """Flask, asking once per function whether it is a coroutine function. Flask asks
    (``ensure_sync``, its documented point to override) for every hook and every decorator
    layer of a view, on every request; the answer never changes."""

    MAX_REMEMBERED = 4096  # hooks, views and their layers: a few hundred
    request_class = QueryRequest
    response_class = Answer
    session_interface = NoSessions()

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.plain_functions: set[Callable[..., Any]] = set()

    def ensure_sync(self, func: Callable[..., Any]) -> Callable[..., Any]:
        # A method of a view is bound anew for each request: its function is remembered.
        key = getattr(func, "__func__", func)
        if key in self.plain_functions:
            return func
        synced = super().ensure_sync(func)
        if synced is func and len(self.plain_functions) < self.MAX_REMEMBERED:
            self.plain_functions.add(key)
        return synced


def install(app: Flask, before: Sequence[BeforeStep], after: Sequence[AfterStep]) -> None:
    before_steps, after_steps = tuple(before), tuple(after)

    def before_request() -> Response | None:
        req = current_request()  # once for all the steps
        for step in before_steps:
            answer = step(req)
            if answer is not None:
                return answer
        return None

    def after_request(response: Response) -> Response:
        req = current_request()
        for step in after_steps:
            response = step(req, response)
        return response

    app.before_request(before_request)
    app.after_request(after_request)
