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

from flask import Flask, Response, g, request

HEADER = "X-Request-ID"
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


def install(app: Flask, enabled: bool) -> None:
    app.before_request_funcs.setdefault(None, []).insert(0, _request_id)
    app.after_request(_echo_id)
    if enabled:
        _handler_once()
        # after_request hooks run last-registered first: registered here, early, this one
        # runs after the others and sees the final status and size.
        app.after_request_funcs.setdefault(None, []).insert(0, _write_line)


def enabled_by(value: str | None) -> bool:
    return (value or "1").strip().lower() not in OFF


def _request_id() -> None:
    given = request.headers.get(HEADER, "")
    g.request_id = given if _SANE_ID.fullmatch(given) else secrets.token_hex(16)


def _echo_id(response: Response) -> Response:
    response.headers[HEADER] = g.get("request_id") or secrets.token_hex(16)
    return response


def _write_line(response: Response) -> Response:
    started = g.get("started")
    log.info(json.dumps({
        "time": datetime.now(UTC).isoformat(timespec="milliseconds"),
        "request_id": g.get("request_id"),
        "client": request.remote_addr,
        "method": request.method,
        "path": request.path,
        "query": request.query_string.decode("latin-1"),
        "status": response.status_code,
        "bytes": response.calculate_content_length(),
        "duration_ms": round((time.perf_counter() - started) * 1e3, 3) if started else None,
        "user_agent": request.headers.get("User-Agent"),
    }))
    return response
