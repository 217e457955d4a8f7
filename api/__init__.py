"""Stichfest HTTP API: a thin flask-smorest adapter around the ``rules`` package."""

from __future__ import annotations

import functools
import hashlib
import logging
import os
import time
from collections.abc import Mapping
from typing import Any

from flask import Flask, Response
from werkzeug.exceptions import HTTPException

from api import (
    access_log,
    batch,
    body,
    catalogue,
    embed,
    errors,
    guard,
    hooks,
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
# As the WSGI environ names them: looked up there, no header list is built.
CONDITIONAL_HEADERS = frozenset({"HTTP_IF_NONE_MATCH", "HTTP_IF_MODIFIED_SINCE",
                                 "HTTP_IF_MATCH", "HTTP_IF_UNMODIFIED_SINCE", "HTTP_IF_RANGE",
                                 "HTTP_RANGE"})
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
    app = hooks.App(__name__)
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
    limit_before, limit_after = ratelimit.install(app, app.config["RATE_LIMIT"],
                                                  app.config["RATE_LIMIT_STORAGE"])
    body.install(app)
    guard.install(app)
    id_before, id_after = access_log.install(app.config["ACCESS_LOG"])
    ops.install(app)
    page_endpoints, as_page = pages.install(app)
    # Before each request, in this order: clock, request id, host and size checks, rate
    # limit, JSON body. After it: a browser's page (made before the headers are worked out
    # for it), the common headers, metrics, the request id, the rate limit's headers, and
    # last the access line, which sees the final status and size.
    hooks.install(
        app,
        before=[ops.start_clock, *id_before, guard.check_request, *limit_before,
                body.batch_size, body.read_json_body],
        after=[as_page, functools.partial(_common_headers, page_endpoints=page_endpoints),
               ops.count, *id_after[:1], *limit_after, *id_after[1:]])
    return app


def openapi_document(app: Flask) -> dict[str, Any]:
    """The OpenAPI document as the code generates it (the committed file must equal it)."""
    spec: dict[str, Any] = app.extensions["stichfest_api"].spec.to_dict()
    return openapi_shape.shape(pages.documented(
        batch.typed(service_doc.with_service_paths(spec, app))))


def _internal_error(error: Exception) -> Response:
    logging.getLogger("stichfest").exception("unhandled error (request %s)",
                                             hooks.current_request().request_id,
                                             exc_info=error)
    return Problem("internal-error", "the request could not be processed").to_response()


# Said once for every API answer (and every preflight), in the order they are added.
API_CORS = (("Access-Control-Allow-Origin", "*"),
            ("Access-Control-Expose-Headers", EXPOSED_HEADERS))
PREFLIGHT_CORS = (("Access-Control-Allow-Origin", "*"),
                  ("Access-Control-Allow-Methods", "GET, POST, OPTIONS"),
                  ("Access-Control-Allow-Headers", CORS_HEADERS),
                  ("Access-Control-Max-Age", "86400"))


def _common_headers(req: hooks.QueryRequest, response: Response,
                    page_endpoints: frozenset[str]) -> Response:
    """Headers every answer carries. They are appended, not set: no view sets them, and a
    set scans the header list each time; werkzeug's conditional handling runs only for a
    request that asks a condition."""
    headers = response.headers
    # The names the view set, looked at once: asking the headers for a name they lack
    # raises and catches an exception inside werkzeug each time.
    named = {name.lower() for name, _ in headers}
    method, path, environ = req.method, req.path, req.environ
    api_path = path.startswith("/api/v1/")
    # Vary: Accept where the same URL answers a browser with a page, Accept-Language on the
    # API's answers; worked out together, so that the header is written once.
    by_page = req.endpoint in page_endpoints
    vary = ((("Accept",) if by_page else ())
            + (("Accept-Language",) if api_path and method in ("GET", "POST") else ()))
    if "vary" in named:
        response.vary.update(vary)
    elif vary:
        headers.add("Vary", ", ".join(vary))
    headers.add("X-Content-Type-Options", "nosniff")
    started = req.started
    if started is not None:  # the server's own time, for clients and benchmarks
        headers.add("Server-Timing", f"app;dur={(time.perf_counter() - started) * 1e3:.3f}")
    if api_path:
        preflight = method == "OPTIONS" and "HTTP_ACCESS_CONTROL_REQUEST_METHOD" in environ
        for name, value in PREFLIGHT_CORS if preflight else API_CORS:
            headers.add(name, value)  # (``extend`` costs more: it asks what it was given)
    lang = req.content_language
    if lang:
        headers.add("Content-Language", lang)
    if "content-security-policy" not in named and response.mimetype == "text/html":
        headers.add("Content-Security-Policy", PAGE_POLICY)
    if response.status_code == 200 and method in ("GET", "HEAD"):
        _cacheable(response, path, named)
        if not environ.keys().isdisjoint(CONDITIONAL_HEADERS):
            response.make_conditional(req)
    return response


def _cacheable(response: Response, path: str, named: set[str]) -> None:
    """Answers to GET are a function of the URL and the language: a strong ETag, a long
    max-age, and 304 for a matching If-None-Match, so that a CDN can absorb permalinks."""
    headers = response.headers
    if path in ops.NO_STORE:
        headers["Cache-Control"] = "no-store"
        return
    if response.direct_passthrough:  # files from the docs assets: Flask sets their ETag
        return
    if "etag" not in named:  # as set_etag writes it (a hex digest needs no escaping)
        headers.add("ETag", f'"{hashlib.sha256(response.get_data()).hexdigest()[:40]}"')
    if "cache-control" not in named:
        headers.add("Cache-Control", "public, max-age=86400")
