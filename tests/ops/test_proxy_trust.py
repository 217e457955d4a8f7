"""An instance that trusts a proxy but is reachable directly trusted a
forged ``X-Forwarded-For`` from anyone (a hop count), so a new forged address per request
passed the rate limit (700 requests, 700 × 200 at 600/minute). The proxies are named by
address now (``STICHFEST_TRUSTED_PROXIES``); the header of anyone else is ignored."""

from __future__ import annotations

from pathlib import Path

from tests.ops.servers import PERMALINK, get, gunicorn

LIMIT = 20


def test_a_forged_forwarded_for_from_a_non_proxy_is_ignored(tmp_path: Path) -> None:
    env = {"STICHFEST_TRUSTED_PROXIES": "127.0.0.1", "STICHFEST_RATE_LIMIT": f"{LIMIT}/minute",
           "WEB_CONCURRENCY": "1"}  # one worker: the in-memory count is the instance's
    with gunicorn(tmp_path / "server.log", env) as (port, _):
        forged = [get(port, PERMALINK, {"X-Forwarded-For": f"203.0.113.{i}"},
                      source="127.0.0.5")[0] for i in range(LIMIT + 10)]
        # From the proxy the header names the client: each of them has its own count.
        proxied = [get(port, PERMALINK, {"X-Forwarded-For": f"203.0.113.{i}"},
                       source="127.0.0.1")[0] for i in range(LIMIT + 10)]
        repeated = [get(port, PERMALINK, {"X-Forwarded-For": "198.51.100.1"},
                        source="127.0.0.1")[0] for _ in range(LIMIT + 1)]
    assert forged == [200] * LIMIT + [429] * 10
    assert proxied == [200] * (LIMIT + 10)
    assert repeated == [200] * LIMIT + [429]
    lines = (tmp_path / "server.log").read_text()
    assert '"client": "127.0.0.5"' in lines
    assert '"client": "203.0.113.' in lines  # the proxied ones, by the client's address
