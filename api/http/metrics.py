"""Prometheus metrics (the ``prometheus-client`` package).

Under gunicorn every worker is a process of its own: gunicorn.conf.py points
``PROMETHEUS_MULTIPROC_DIR`` at a directory before the app is imported, each worker writes
its figures there, and ``/metrics`` adds them up across the workers (the client's
multiprocess mode). Without that variable (tests, a single process) the default registry is
used. Labels are bounded sets: the route's rule (not the raw path), the method, the status.
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
REQUESTS = Counter("stichfest_requests_total", "Requests answered, by operation and status",
                   ("operation", "method", "status"))
LATENCY = Histogram("stichfest_request_duration_seconds", "Time to answer a request",
                    ("operation",),
                    buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5))
RATE_LIMITED = Counter("stichfest_rate_limit_rejections_total",
                       "Requests refused with 429 by the rate limit")
# The most recent word of any live worker: 1 Redis answered, 0 it did not.
REDIS_UP = Gauge("stichfest_redis_up", "Whether the rate-limit Redis answered the last call",
                 multiprocess_mode="livemostrecent")


_SERIES: dict[tuple[str, str, int], tuple[Counter, Histogram]] = {}


def observe(operation: str, method: str, status: int, seconds: float) -> None:
    # One labelled child per (operation, method, status), looked up once: the labels are
    # bounded sets (routes, methods, statuses), and .labels() takes a lock every call.
    series = _SERIES.get((operation, method, status))
    if series is None:
        series = _SERIES[operation, method, status] = (
            REQUESTS.labels(operation, method, str(status)), LATENCY.labels(operation))
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
