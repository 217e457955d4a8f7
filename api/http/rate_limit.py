"""Rate limiting that an operator switches on by environment variable:

* ``STICHFEST_RATE_LIMIT``: e.g. ``120/minute`` (off when unset);
* ``STICHFEST_RATE_LIMIT_STORAGE``: ``memory://`` for one instance (default) or
  ``redis://host:6379`` for several instances sharing one count.

A request counts its work (``api.http.work``): 1, a round check its plays, a batch the sum of
its questions. The 1 is charged on arrival; the rest only once the request is answered (a
request over what is left is refused unread, uncharged), so that a batch a proxy sends again
because its instance died mid-way is charged once, by the instance that answers it. Over the
limit: 429 problem+json with ``Retry-After``; every limited answer carries
``RateLimit-Limit``, ``RateLimit-Remaining``, ``RateLimit-Reset`` and ``RateLimit-Policy``.

The limit is a guard, not a dependency: when Redis is away (refused, or frozen and not
answering), requests are answered without it (fail open) instead of failing. Redis gets short
connect and read timeouts and no retries; after a failure it is left alone for
``RETRY_AFTER`` seconds, so that a frozen Redis costs one request a timeout, not every
request. A warning is logged at most once per ``WARN_EVERY`` seconds while it stays away, and
the first successful call afterwards is logged as recovery.
"""

from __future__ import annotations

import logging
import math
import threading
import time
from dataclasses import dataclass
from typing import Any

from flask import Flask, Response, g
from limits import parse, storage, strategies
from redis.backoff import NoBackoff
from redis.retry import Retry

from api.errors.messages import text
from api.errors.problems import Problem
from api.http import metrics
from api.http.steps import AfterStep, BeforeStep
from api.request.flask_classes import QueryRequest

EXEMPT = ("/healthz", "/readyz", "/metrics")
CONNECT_TIMEOUT = 0.25  # seconds: Redis is expected on the same network
READ_TIMEOUT = 0.25
RETRY_AFTER = 2.0
WARN_EVERY = 60.0
log = logging.getLogger("stichfest.ratelimit")


@dataclass(frozen=True, slots=True)
class Window:
    limit: int
    remaining: int
    reset_in: int  # seconds until the window resets
    policy: str


class StorageHealth:
    """Whether the shared storage answered lately, per worker process (threads share it)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.down_since: float | None = None
        self.retry_at = 0.0
        self.warned_at = -math.inf

    def usable(self) -> bool:
        return self.down_since is None or time.monotonic() >= self.retry_at

    def failed(self, error: Exception) -> None:
        now = time.monotonic()
        with self.lock:
            if self.down_since is None:
                self.down_since = now
            self.retry_at = now + RETRY_AFTER
            warn = now - self.warned_at >= WARN_EVERY
            if warn:
                self.warned_at = now
        metrics.redis_up(False)
        if warn:
            log.warning("rate-limit storage unavailable, requests are not limited "
                        "(fail open): %s: %s", type(error).__name__, error)

    def answered(self) -> None:
        if self.down_since is None:
            return
        with self.lock:
            down_since, self.down_since, self.warned_at = self.down_since, None, -math.inf
        metrics.redis_up(True)
        if down_since is not None:
            log.warning("rate-limit storage is back after %.1f s; limiting again",
                        time.monotonic() - down_since)


def storage_options(storage_uri: str) -> dict[str, Any]:
    if not storage_uri.startswith(("redis://", "rediss://", "redis+unix://")):
        return {}
    return {"socket_connect_timeout": CONNECT_TIMEOUT, "socket_timeout": READ_TIMEOUT,
            "retry": Retry(NoBackoff(), 0), "health_check_interval": 0}


class RateLimiter:
    def __init__(self, spec: str, storage_uri: str) -> None:
        self.item = parse(spec)
        self.storage = storage.storage_from_string(storage_uri, **storage_options(storage_uri))
        self.limiter = strategies.FixedWindowRateLimiter(self.storage)
        self.policy = f"{self.item.amount};w={self.item.get_expiry()}"
        self.shared = storage_uri.split(":", 1)[0] != "memory"
        self.health = StorageHealth()

    def hit(self, key: str, cost: int = 1) -> tuple[bool, Window | None]:
        """Allowed or not, with the window; (True, None) when the storage is away."""
        if not self.health.usable():
            return True, None
        try:
            allowed = self.limiter.hit(self.item, key, cost=cost)
            stats = self.limiter.get_window_stats(self.item, key)
        except Exception as error:  # any storage failure: the limit must not fail requests
            self.health.failed(error)
            return True, None
        self.health.answered()
        reset_in = max(1, math.ceil(stats.reset_time - time.time()))
        return allowed, Window(self.item.amount, stats.remaining, reset_in, self.policy)

    def peek(self, key: str) -> Window | None:
        """The window as it stands, charging nothing; None when the storage is away."""
        if not self.health.usable():
            return None
        try:
            stats = self.limiter.get_window_stats(self.item, key)
        except Exception as error:  # as in hit(): the limit must not fail requests
            self.health.failed(error)
            return None
        self.health.answered()
        reset_in = max(1, math.ceil(stats.reset_time - time.time()))
        return Window(self.item.amount, stats.remaining, reset_in, self.policy)

    def ping(self) -> bool:
        """For /readyz: does the storage answer now (within the short timeouts)?"""
        try:
            ok = bool(self.storage.check())
        except Exception:  # check() of some storages raises instead of answering False
            ok = False
        metrics.redis_up(ok)
        return ok


def install(app: Flask, spec: str | None, storage_uri: str
            ) -> tuple[list[BeforeStep], list[BeforeStep], list[AfterStep]]:
    """Count every request per client address; answer 429 once the window is used up. The
    steps before and after every request (``api.http.steps``): one before the body is read
    (1 for every request: a client over its limit is refused unread), one after it (the rest
    of the request's work must fit), one after the view (charging that rest); none without a
    limit."""
    if not spec:
        return [], [], []
    limiter = RateLimiter(spec, storage_uri)
    app.extensions["stichfest_rate_limiter"] = limiter
    if limiter.shared:
        metrics.redis_up(True)  # until a call says otherwise

    def check(req: QueryRequest) -> None:
        if req.path in EXEMPT or req.method == "OPTIONS":
            return
        allowed, window = limiter.hit(req.remote_addr or "unknown")
        req.rate_window = window
        if not allowed and window is not None:
            metrics.rate_limited()
            raise Problem("rate-limited", text("request.rate-limited", limit=window.limit,
                                               seconds=window.reset_in), [],
                          headers={"Retry-After": str(window.reset_in)})

    def check_work(req: QueryRequest) -> None:
        """The rest of the request's work must fit what is left; it is charged when answered."""
        work = g.get("request_work", 1)
        if work <= 1 or req.rate_window is None:
            return  # counted already, exempt, or the storage is away
        window = limiter.peek(req.remote_addr or "unknown")
        if window is None:
            return
        req.rate_window = window
        if work - 1 > window.remaining:
            metrics.rate_limited()
            raise Problem("rate-limited", text(
                "request.rate-limited-work-whole" if work > window.limit
                else "request.rate-limited-work", work=work, limit=window.limit,
                seconds=window.reset_in, units=window.limit), [],
                headers={"Retry-After": str(window.reset_in)})
        g.work_due = work - 1

    def headers(req: QueryRequest, response: Response) -> Response:
        due = g.pop("work_due", 0)
        if due and response.status_code < 500:  # answered: the rest of its work is charged
            _, charged = limiter.hit(req.remote_addr or "unknown", cost=due)
            req.rate_window = charged or req.rate_window
        window: Window | None = req.rate_window
        if window is not None:  # added, not set: nothing else sends them
            add = response.headers.add
            add("RateLimit-Limit", str(window.limit))
            add("RateLimit-Remaining", str(window.remaining))
            add("RateLimit-Reset", str(window.reset_in))
            add("RateLimit-Policy", window.policy)
        return response

    return [check], [check_work], [headers]
