"""Stichfest HTTP API: a thin flask-smorest adapter around the ``rules`` package."""

from __future__ import annotations

import hashlib
import logging
import os
import time
from collections.abc import Mapping
from typing import Any

from flask import Flask, Response, g, request
from werkzeug.datastructures import Headers
from werkzeug.exceptions import HTTPException

from api import (
    access_log,
    batch,
    body,
    catalogue,
    embed,
    errors,
    guard,
    openapi_shape,
    ops,
    pages,
    ratelimit,
    service,
    service_doc,
)
from api.games import ADAPTERS
from api.json_provider import OrjsonProvider
from api.problems import Problem
from api.smorest import Api, problem_for_http_exception

MAX_BODY_BYTES = body.MAX_BODY_BYTES
# Request headers that make a GET conditional (or partial): only then does werkzeug compare.
CONDITIONAL_HEADERS = frozenset({"If-None-Match", "If-Modified-Since", "If-Match",
                                 "If-Unmodified-Since", "If-Range", "Range"})
CORS_HEADERS = "Content-Type, Accept-Language, If-None-Match, X-Request-ID"
EXPOSED_HEADERS = ("ETag, Content-Language, Retry-After, Server-Timing, RateLimit-Limit, "
                   "RateLimit-Remaining, RateLimit-Reset, RateLimit-Policy, X-Request-ID")
# Every HTML page that sets no policy of its own (the docs): this server's resources only,
# no framing. The embed page sets its own, which allows framing.
PAGE_POLICY = ("default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
               "img-src 'self' data:; connect-src 'self'; font-src 'self' data:; "
               "frame-ancestors 'none'; base-uri 'none'; form-action 'none'")
API_DESCRIPTION = """Which cards may I play, and who wins the trick? Every card of the hand comes
back legal or illegal with the rule that decided it: a stable rule id, a title, an explanation
about this card in this situation (German, English or French) and the rule's source.

Errors are RFC 9457 `application/problem+json` with an `errors` list that points at the
offending field (`pointer` in JSON bodies, `parameter` in query strings).
Named examples with their responses: [/api/v1/examples](/api/v1/examples). Permalinks and
examples answer a browser (or `format=html`) with a page of the same answer, and
`format=svg` with a picture of the position; JSON stays the default. The embeddable
checker: [/api/v1/embed/demo](/api/v1/embed/demo). See also [/llms.txt](/llms.txt) and the
[interactive docs](/api/v1/docs)."""


def create_app(config: Mapping[str, Any] | None = None) -> Flask:
    """The application factory (the Procfile runs it under gunicorn)."""
    app = Flask(__name__)
    app.json = OrjsonProvider(app)
    app.config.update(
        API_TITLE="Stichfest",
        API_VERSION="1.0.0",
        OPENAPI_VERSION="3.1.0",
        OPENAPI_URL_PREFIX=None,  # the committed document is served by api.service
        MAX_CONTENT_LENGTH=MAX_BODY_BYTES,
        API_SPEC_OPTIONS={
            "info": {"description": API_DESCRIPTION,
                     "license": {"name": "MIT", "identifier": "MIT"}},
            "servers": [{"url": "/", "description": "this server"}],
            "externalDocs": {"description": "Named examples with their responses",
                             "url": "/api/v1/examples"},
        },
    )
    app.config.update(
        RATE_LIMIT=os.environ.get("STICHFEST_RATE_LIMIT"),
        RATE_LIMIT_STORAGE=os.environ.get("STICHFEST_RATE_LIMIT_STORAGE", "memory://"),
        ACCESS_LOG=access_log.enabled_by(os.environ.get("STICHFEST_ACCESS_LOG")),
        **guard.settings_from_environment(),
    )
    app.config.update(config or {})
    api = Api(app)
    for adapter in ADAPTERS.values():
        api.register_blueprint(adapter.blueprint)
    api.register_blueprint(batch.blp)
    api.register_blueprint(catalogue.blp)
    app.register_blueprint(service.blp)
    app.register_blueprint(embed.blp)
    # Only the generators of these files (api.examples, api.openapi_export) start without them.
    if app.config.get("LOAD_PACKAGED_DATA", True):
        app.config["EXAMPLES"] = service.load_examples()
        app.config["OPENAPI_DOCUMENT"] = service.load_openapi_document()
    app.extensions["stichfest_api"] = api

    app.register_error_handler(Problem, lambda problem: problem.to_response())
    errors.install(app)
    app.register_error_handler(HTTPException,
                               lambda error: problem_for_http_exception(error).to_response())
    app.register_error_handler(Exception, _internal_error)
    # Before each request, in this order: clock, request id, host and size checks, rate
    # limit, JSON body (hooks inserted at the front run first).
    ratelimit.install(app, app.config["RATE_LIMIT"], app.config["RATE_LIMIT_STORAGE"])
    body.install(app)
    guard.install(app)
    access_log.install(app, app.config["ACCESS_LOG"])
    ops.install(app)
    app.after_request(_common_headers)
    pages.install(app)  # after: pages are made before the common headers are worked out
    return app


def openapi_document(app: Flask) -> dict[str, Any]:
    """The OpenAPI document as the code generates it (the committed file must equal it)."""
    spec: dict[str, Any] = app.extensions["stichfest_api"].spec.to_dict()
    return openapi_shape.shape(pages.documented(
        batch.typed(service_doc.with_service_paths(spec, app))))


def _internal_error(error: Exception) -> Response:
    logging.getLogger("stichfest").exception("unhandled error (request %s)",
                                             g.get("request_id"), exc_info=error)
    return Problem("internal-error", "the request could not be processed").to_response()


def _common_headers(response: Response) -> Response:
    """Headers every answer carries. They are appended, not set: no view sets them, and a
    set scans the header list each time; werkzeug's conditional handling runs only for a
    request that asks a condition."""
    headers = response.headers
    api_path = request.path.startswith("/api/v1/")
    headers.add("X-Content-Type-Options", "nosniff")
    started = g.get("started")
    if started is not None:  # the server's own time, for clients and benchmarks
        headers.add("Server-Timing", f"app;dur={(time.perf_counter() - started) * 1e3:.3f}")
    if api_path:
        _cors(headers)
    lang = g.get("content_language")
    if lang:
        headers.add("Content-Language", lang)
    if api_path and request.method in ("GET", "POST"):
        if "Vary" in headers:
            response.vary.add("Accept-Language")
        else:
            headers.add("Vary", "Accept-Language")
    if response.mimetype == "text/html" and "Content-Security-Policy" not in headers:
        headers.add("Content-Security-Policy", PAGE_POLICY)
    if request.method in ("GET", "HEAD") and response.status_code == 200:
        _cacheable(response)
        if not CONDITIONAL_HEADERS.isdisjoint(request.headers.keys()):
            response.make_conditional(request)
    return response


def _cacheable(response: Response) -> None:
    """Answers to GET are a function of the URL and the language: a strong ETag, a long
    max-age, and 304 for a matching If-None-Match, so that a CDN can absorb permalinks."""
    if request.path in ops.NO_STORE:
        response.headers["Cache-Control"] = "no-store"
        return
    if response.direct_passthrough:  # files from the docs assets: Flask sets their ETag
        return
    if "ETag" not in response.headers:
        response.set_etag(hashlib.sha256(response.get_data()).hexdigest()[:40])
    response.headers.setdefault("Cache-Control", "public, max-age=86400")


def _cors(headers: Headers) -> None:
    """Any origin may call the API from a browser, without credentials; preflights are cached."""
    headers.add("Access-Control-Allow-Origin", "*")
    if request.method == "OPTIONS" and "Access-Control-Request-Method" in request.headers:
        headers.add("Access-Control-Allow-Methods", "GET, POST, OPTIONS")
        headers.add("Access-Control-Allow-Headers", CORS_HEADERS)
        headers.add("Access-Control-Max-Age", "86400")
    else:
        headers.add("Access-Control-Expose-Headers", EXPOSED_HEADERS)
