"""Flask's and werkzeug's classes as this app uses them: the request (carrying what the steps
note about it) and no sessions. Two bypasses that were here went back to the library's own
methods: neither bought the 3 % of throughput a bypass must pay (bench/README.md).
"""

from __future__ import annotations

import re
from typing import Any

from flask import Flask, Request, Response, request
from flask.sessions import NullSession, SessionInterface, SessionMixin

from api.request.json_value import JsonObject


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

    def __init__(self, environ: JsonObject, populate_request: bool = True,
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
    """Flask with this app's request class and no sessions."""

    request_class = QueryRequest
    session_interface = NoSessions()
