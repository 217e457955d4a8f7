"""Rate limiting that an operator switches on by environment variable:

* ``STICHFEST_RATE_LIMIT``: e.g. ``120/minute`` (off when unset);
* ``STICHFEST_RATE_LIMIT_STORAGE``: ``memory://`` for one instance (default) or
  ``redis://host:6379`` for several instances sharing one count.

Over the limit: 429 problem+json with ``Retry-After``; every limited answer carries
``RateLimit-Limit``, ``RateLimit-Remaining``, ``RateLimit-Reset`` and ``RateLimit-Policy``.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

from flask import Flask, Response, g, request
from limits import parse, storage, strategies

from api.problems import Problem

EXEMPT = ("/healthz",)


@dataclass(frozen=True, slots=True)
class Window:
    limit: int
    remaining: int
    reset_in: int  # seconds until the window resets
    policy: str


class RateLimiter:
    def __init__(self, spec: str, storage_uri: str) -> None:
        self.item = parse(spec)
        self.limiter = strategies.FixedWindowRateLimiter(storage.storage_from_string(storage_uri))
        self.policy = f"{self.item.amount};w={self.item.get_expiry()}"

    def hit(self, key: str) -> tuple[bool, Window]:
        allowed = self.limiter.hit(self.item, key)
        stats = self.limiter.get_window_stats(self.item, key)
        reset_in = max(1, math.ceil(stats.reset_time - time.time()))
        return allowed, Window(self.item.amount, stats.remaining, reset_in, self.policy)


def install(app: Flask, spec: str | None, storage_uri: str) -> None:
    """Count every request per client address; answer 429 once the window is used up."""
    if not spec:
        return
    limiter = RateLimiter(spec, storage_uri)
    app.extensions["stichfest_rate_limiter"] = limiter

    def check() -> None:
        if request.path in EXEMPT or request.method == "OPTIONS":
            return
        allowed, window = limiter.hit(request.remote_addr or "unknown")
        g.rate_window = window
        if not allowed:
            raise Problem("rate-limited", f"more than {window.limit} requests in the window; "
                          f"try again in {window.reset_in} s", [],
                          headers={"Retry-After": str(window.reset_in)})

    def headers(response: Response) -> Response:
        window: Window | None = g.get("rate_window")
        if window is not None:
            response.headers["RateLimit-Limit"] = str(window.limit)
            response.headers["RateLimit-Remaining"] = str(window.remaining)
            response.headers["RateLimit-Reset"] = str(window.reset_in)
            response.headers["RateLimit-Policy"] = window.policy
        return response

    app.before_request_funcs.setdefault(None, []).insert(0, check)
    app.after_request(headers)
