"""Prometheus metrics (the ``prometheus-client`` package).

Under gunicorn every worker is a process of its own: stichfest/gunicorn_conf.py points
``PROMETHEUS_MULTIPROC_DIR`` at a directory before the app is imported, each worker writes
its figures there, and ``/metrics`` adds them up across the workers (the client's
multiprocess mode). Without that variable (tests, a single process) the default registry is
used. Every label comes from a fixed set, whatever a client sends: the route's rule (not
the raw path; ``unmatched`` for no route), the method if it is one of HTTP's (RFC 9110, plus
PATCH), else ``other``, and the status class (``2xx`` … ``5xx``). A label taken from the
request as it came made a new series of every invented method: 80,000 of them took a worker
from 57 to 223 MiB and ``/metrics`` to 6.4 MB.
"""

from __future__ import annotations

import os

from prometheus_client import (
    CONTENT_TYPE_LATEST,
    REGISTRY,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
    multiprocess,
)

# prometheus_client chose its way of storing values when it was imported, by this variable.
MULTIPROCESS = bool(os.environ.get("PROMETHEUS_MULTIPROC_DIR"))
REQUESTS = Counter("stichfest_requests_total",
                   "Requests answered, by operation, method and status class",
                   ("operation", "method", "status"))
LATENCY = Histogram("stichfest_request_duration_seconds", "Time to answer a request",
                    ("operation",),
                    buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5))
RATE_LIMITED = Counter("stichfest_rate_limit_rejections_total",
                       "Requests refused with 429 by the rate limit")
# The most recent word of any live worker: 1 Redis answered, 0 it did not.
REDIS_UP = Gauge("stichfest_redis_up", "Whether the rate-limit Redis answered the last call",
                 multiprocess_mode="livemostrecent")


METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE",
                     "CONNECT"})
OTHER = "other"
_SERIES: dict[tuple[str, str, str], tuple[Counter, Histogram]] = {}


def labels(operation: str, method: str, status: int) -> tuple[str, str, str]:
    """The labels of a request, each from its fixed set (``operation`` is a route's rule or
    ``unmatched``, a set the app fixes)."""
    status_class = f"{status // 100}xx" if 100 <= status <= 599 else OTHER
    return operation, method if method in METHODS else OTHER, status_class


def observe(operation: str, method: str, status: int, seconds: float) -> None:
    # One labelled child per label set, looked up once (.labels() takes a lock every call);
    # the sets are fixed, so this stays as small as they are.
    key = labels(operation, method, status)
    series = _SERIES.get(key)
    if series is None:
        series = _SERIES[key] = (REQUESTS.labels(*key), LATENCY.labels(operation))
    series[0].inc()
    series[1].observe(seconds)


def rate_limited() -> None:
    RATE_LIMITED.inc()


def redis_up(up: bool) -> None:
    REDIS_UP.set(1 if up else 0)


def exposition() -> tuple[bytes, str]:
    """The text format, summed over all workers when running under gunicorn."""
    if MULTIPROCESS:
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)  # type: ignore[no-untyped-call]
        return generate_latest(registry), CONTENT_TYPE_LATEST
    return generate_latest(REGISTRY), CONTENT_TYPE_LATEST
