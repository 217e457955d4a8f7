"""What an operator asks of a running instance:

* ``GET /healthz`` (api.service.endpoints): liveness, answers without touching anything else;
* ``GET /readyz``: whether the instance can serve, and the state of the rate-limit Redis.
  A Redis outage makes it ``degraded`` but still 200: the rate limit fails open, so the
  instance serves, and a 503 would take every instance out of the load balancer at once;
* ``GET /metrics``: Prometheus text format (api.http.metrics), counted for every request here.
  Private by default: the API's port answers 404 for it unless ``STICHFEST_METRICS_TOKEN``
  is set, and then only ``Authorization: Bearer <token>`` (else 401); with
  ``STICHFEST_METRICS_PORT`` it is served on that port instead (by the gunicorn master,
  stichfest/gunicorn_conf.py).
"""

from __future__ import annotations

import hmac
import time

from flask import Blueprint, Flask, Response, current_app, request

from api.errors.messages import text
from api.errors.problems import Problem
from api.http import metrics
from api.request.flask_classes import QueryRequest
from api.request.json_value import JsonObject
from api.seam.parser import reject_unknown_query_parameters

blp = Blueprint("ops", __name__)
NO_STORE = ("/healthz", "/readyz", "/metrics")


@blp.get("/readyz")
def readyz() -> tuple[JsonObject, int, dict[str, str]]:
    reject_unknown_query_parameters(())
    limiter = current_app.extensions.get("stichfest_rate_limiter")
    if limiter is None:
        redis = "not used (no rate limit)"
    elif not limiter.shared:
        redis = "not used (rate limit in memory)"
    else:
        redis = "up" if limiter.ping() else "down"
    status = "degraded" if redis == "down" else "ready"
    return {"status": status, "checks": {"redis": redis}}, 200, {"Cache-Control": "no-store"}


@blp.get("/metrics")
def metrics_text() -> Response:
    if current_app.config.get("METRICS_PORT"):
        raise Problem("not-found", text("metrics.own-port"), [])
    token = current_app.config.get("METRICS_TOKEN")
    if not token:  # a client of the API has no business reading the instance's figures
        raise Problem("not-found", text("metrics.private"), [])
    if not hmac.compare_digest(request.headers.get("Authorization", "").encode(),
                                         f"Bearer {token}".encode()):
        raise Problem("unauthorized", text("metrics.token"),
                      [{"parameter": "Authorization", "detail": text("metrics.bearer")}],
                      headers={"WWW-Authenticate": 'Bearer realm="metrics"'})
    reject_unknown_query_parameters(())
    body, content_type = metrics.exposition()
    return Response(body, content_type=content_type, headers={"Cache-Control": "no-store"})


def install(app: Flask) -> None:
    """The endpoints; the steps below run around every request (``api.http.steps``)."""
    app.register_blueprint(blp)


def start_clock(req: QueryRequest) -> None:
    req.started = time.perf_counter()


def count(req: QueryRequest, response: Response) -> Response:
    rule = req.url_rule
    operation = rule.rule if rule is not None else "unmatched"
    started = req.started
    seconds = time.perf_counter() - started if started is not None else 0.0
    metrics.observe(operation, req.method, response.status_code, seconds)
    return response
