"""Flask's and werkzeug's classes as this app uses them: the request (carrying what the steps
note about it), the response (its header list
handed on as it is where werkzeug's copy would change nothing), no sessions, and Flask asking
once per function whether it is a coroutine function. The bypasses of library behaviour pay
for themselves in ``bench/http_floor.py --ab``; the figures are named beside each.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any

from flask import Flask, Request, Response, request
from flask.sessions import NullSession, SessionInterface, SessionMixin


def current_request() -> QueryRequest:
    """The request itself, for a step that reads several of its attributes: each read through
    Flask's ``request`` proxy looks the request up again (``_get_current_object`` is how
    Flask's documentation says to reach the object behind a proxy)."""
    return request._get_current_object()  # type: ignore[attr-defined]


class QueryRequest(Request):
    """The request, carrying what the steps around the view note about it (read back there
    as attributes, not looked up in ``g`` through its proxy each time). Its query is
    werkzeug's: splitting it by hand bought 2.4 % of a permalink's throughput
    (``bench/seam.py``), under the 3 % a bypass must pay."""

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


_HIGH_BYTE = re.compile(rb"[\x80-\xff]")


def _is_utf8(text: bytes) -> bool:
    try:
        text.decode()
    except UnicodeDecodeError:
        return False
    return True


_NOT_COPIED_AS_THEY_ARE = frozenset({"location", "content-location"})


class Answer(Response):
    """A response that hands its header list to the WSGI server as it is whenever
    ``get_wsgi_headers`` would change nothing in it (no ``Location`` or
    ``Content-Location`` to make absolute, a ``Content-Length`` already set, a status that
    keeps its body): that copy validated every header again, one by one. Switched off, varied
    GET throughput fell by 13 % and POST by 16 % (``bench/http_floor.py --ab``, 10,000
    questions, 5 alternating rounds, 2026-12-01, a shared machine at load 19-27; in-process
    ``bench/seam.py``: 4.5 %)."""

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
    layer of a view, on every request; the answer never changes. Switched off, varied GET and
    POST throughput each fell by 24 % (``bench/http_floor.py --ab``, as above; in-process
    ``bench/seam.py``: 3.2 %)."""

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
