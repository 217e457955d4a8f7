"""D4: with the rate limit on Redis, stopping Redis turned every request into a 500 and a
frozen Redis made each request wait and fail. Against a real redis-server that the test
stops, restarts and freezes: answers stay 200 (the limit fails open, one warning), /healthz
stays cheap, /readyz and /metrics report Redis, and the limit comes back by itself."""

from __future__ import annotations

import logging
import signal
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from flask import Flask
from werkzeug.serving import make_server

from api import create_app
from tests.ops.servers import METRICS, METRICS_TOKEN, PERMALINK, get, redis_server

LIMIT = 5
CLIENT_TIMEOUT = 3.0  # a client's patience; a frozen Redis without timeouts outlasts it


@contextmanager
def serve(app: Flask) -> Iterator[int]:
    httpd = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield httpd.server_port
    finally:
        httpd.shutdown()


def statuses(port: int, count: int) -> list[tuple[int, bool]]:
    """Status of each request and whether it carried the rate-limit headers."""
    found = []
    for _ in range(count):
        status, headers, _ = get(port, PERMALINK, timeout=CLIENT_TIMEOUT)
        found.append((status, "ratelimit-limit" in headers))
    return found


def readiness(port: int) -> str:
    status, _, body = get(port, "/readyz", timeout=CLIENT_TIMEOUT)
    assert status == 200
    return body.decode()


def limited_app(redis_url: str) -> Flask:
    return create_app({"RATE_LIMIT": f"{LIMIT}/minute", "RATE_LIMIT_STORAGE": redis_url,
                       "ACCESS_LOG": False, "METRICS_TOKEN": METRICS_TOKEN})


def test_stopped_redis_fails_open_and_the_limit_comes_back(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    with redis_server(tmp_path) as redis, serve(limited_app(redis.url)) as port, \
            caplog.at_level(logging.WARNING, "stichfest.ratelimit"):
        assert [s for s, _ in statuses(port, LIMIT + 1)] == [200] * LIMIT + [429]

        redis.stop()
        assert statuses(port, 12) == [(200, False)] * 12  # not limited, not failed
        warnings = [r for r in caplog.records if "unavailable" in r.getMessage()]
        assert len(warnings) == 1  # once per interval, not once per request
        assert get(port, "/healthz", timeout=CLIENT_TIMEOUT)[0] == 200
        assert '"status":"degraded"' in readiness(port)
        assert '"redis":"down"' in readiness(port)
        assert b"stichfest_redis_up 0.0" in get(port, "/metrics", METRICS)[2]

        redis.start()  # same port, empty: the count starts again
        deadline = time.monotonic() + 15
        while not statuses(port, 1)[0][1] and time.monotonic() < deadline:
            time.sleep(0.2)
        assert [s for s, _ in statuses(port, LIMIT + 1)][-1] == 429
        assert any("is back" in r.getMessage() for r in caplog.records)
        assert '"redis":"up"' in readiness(port)
        assert b"stichfest_redis_up 1.0" in get(port, "/metrics", METRICS)[2]


def test_frozen_redis_costs_no_request_its_answer(tmp_path: Path) -> None:
    """SIGSTOP: connections are accepted and nothing answers, the worst case for a client
    without timeouts."""
    with redis_server(tmp_path) as redis, serve(limited_app(redis.url)) as port:
        assert statuses(port, 1) == [(200, True)]
        redis.signal(signal.SIGSTOP)
        try:
            assert [s for s, _ in statuses(port, 12)] == [200] * 12
            assert get(port, "/healthz", timeout=CLIENT_TIMEOUT)[0] == 200
            assert '"redis":"down"' in readiness(port)
        finally:
            redis.signal(signal.SIGCONT)
        deadline = time.monotonic() + 15
        while not statuses(port, 1)[0][1] and time.monotonic() < deadline:
            time.sleep(0.2)
        assert statuses(port, 1) == [(200, True)]  # limited again, by itself
