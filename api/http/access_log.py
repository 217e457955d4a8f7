"""One JSON line per request on standard output, with a request id.

The id is the client's (or the proxy's) ``X-Request-ID`` when it looks like one (letters,
digits and ``._:-``, at most 128), else a new one; either way it is sent back in
``X-Request-ID`` and written in the line, so that a complaint can be matched to its request.
``STICHFEST_ACCESS_LOG=0`` (or ``off``, ``false``) switches the lines off; the id stays.
"""

from __future__ import annotations

import json
import logging
import re
import secrets
import sys
import time
from datetime import UTC, datetime

from flask import Response

from api.http.steps import AfterStep, BeforeStep
from api.request.flask_classes import QueryRequest

HEADER = "X-Request-ID"
_ENVIRON_KEY = "HTTP_X_REQUEST_ID"  # where WSGI keeps it: no header lookup needed
_SANE_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._:-]{0,127}")
OFF = ("0", "off", "false", "no")
log = logging.getLogger("stichfest.access")


class _Stdout(logging.StreamHandler):  # type: ignore[type-arg]
    """Standard output as it is when the line is written (a test runner may swap it)."""

    def emit(self, record: logging.LogRecord) -> None:
        self.stream = sys.stdout
        super().emit(record)


def _handler_once() -> None:
    """The lines go to standard output as they are, whatever the root logger does."""
    if not log.handlers:
        handler = _Stdout()
        handler.setFormatter(logging.Formatter("%(message)s"))
        log.addHandler(handler)
        log.setLevel(logging.INFO)
        log.propagate = False


def install(enabled: bool) -> tuple[list[BeforeStep], list[AfterStep]]:
    """The steps around every request (``api.http.steps``): the id before; after, the id sent
    back and, when the log is on, the line (the caller runs it last, so that it sees the
    final status and size)."""
    if not enabled:
        return [request_id], [echo_id]
    _handler_once()
    return [request_id], [echo_id, write_line]


def enabled_by(value: str | None) -> bool:
    return (value or "1").strip().lower() not in OFF


def request_id(req: QueryRequest) -> None:
    given = req.environ.get(_ENVIRON_KEY, "")
    req.request_id = given if _SANE_ID.fullmatch(given) else secrets.token_hex(16)


def echo_id(req: QueryRequest, response: Response) -> Response:
    # Added, not set: no view sends the header (a set would scan the header list for it).
    response.headers.add(HEADER, req.request_id or secrets.token_hex(16))
    return response


def write_line(req: QueryRequest, response: Response) -> Response:
    started = req.started
    log.info(json.dumps({
        "time": datetime.now(UTC).isoformat(timespec="milliseconds"),
        "request_id": req.request_id,
        "client": req.remote_addr,
        "method": req.method,
        "path": req.path,
        "query": req.query_string.decode("latin-1"),
        "status": response.status_code,
        "bytes": response.calculate_content_length(),
        "duration_ms": round((time.perf_counter() - started) * 1e3, 3) if started else None,
        "user_agent": req.headers.get("User-Agent"),
    }))
    return response
