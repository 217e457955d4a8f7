"""Stichfest HTTP API: a thin flask-smorest adapter around the ``rules`` package."""

from __future__ import annotations

import hashlib
import json
import logging
import os
import time
from collections.abc import Mapping
from typing import Any

from flask import Flask, Response, current_app, g, request
from werkzeug.exceptions import HTTPException

from api import (
    batch,
    catalogue,
    embed,
    errors,
    openapi_shape,
    ratelimit,
    response_cache,
    service,
    service_doc,
)
from api.games import ADAPTERS
from api.json_provider import OrjsonProvider
from api.problems import Problem
from api.smorest import Api, problem_for_http_exception

MAX_BODY_BYTES = 64 * 1024
CORS_HEADERS = "Content-Type, Accept-Language, If-None-Match"
EXPOSED_HEADERS = ("ETag, Content-Language, Retry-After, Server-Timing, RateLimit-Limit, "
                   "RateLimit-Remaining, RateLimit-Reset, RateLimit-Policy")
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
Named examples with their responses: [/api/v1/examples](/api/v1/examples). The embeddable
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
        RESPONSE_CACHE=int(os.environ.get("STICHFEST_RESPONSE_CACHE", "4096")),
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
    ratelimit.install(app, app.config["RATE_LIMIT"], app.config["RATE_LIMIT_STORAGE"])
    response_cache.install(app, app.config["RESPONSE_CACHE"])
    app.before_request_funcs.setdefault(None, []).insert(0, _start_clock)
    app.before_request(_body_limit)
    app.before_request(_require_json_body)
    app.after_request(_common_headers)
    return app


def openapi_document(app: Flask) -> dict[str, Any]:
    """The OpenAPI document as the code generates it (the committed file must equal it)."""
    spec: dict[str, Any] = app.extensions["stichfest_api"].spec.to_dict()
    return openapi_shape.shape(batch.typed(service_doc.with_service_paths(spec, app)))


def _start_clock() -> None:
    g.started = time.perf_counter()


def _body_limit() -> None:
    """A batch may carry more than a single question's 64 KiB."""
    if request.path == "/api/v1/batch":
        request.max_content_length = batch.BATCH_BODY_BYTES


def _require_json_body() -> None:
    """POST bodies must be JSON; say exactly why one is not, before any schema looks at it."""
    if request.method != "POST" or request.routing_exception is not None:
        return  # 404 and 405 answer before the body is looked at
    if not request.is_json:
        raise Problem("unsupported-media-type",
                      "send the request body as application/json "
                      f"(got {request.mimetype or 'no Content-Type'})",
                      [{"pointer": "", "detail": "Content-Type must be application/json"}])
    try:
        g.json_body = json.loads(request.get_data(cache=True))
    except ValueError as error:  # JSONDecodeError and UnicodeDecodeError
        raise Problem("malformed-json", f"the request body is not valid JSON: {error}",
                      [{"pointer": "", "detail": "not valid JSON"}]) from None


def _internal_error(error: Exception) -> Response:
    logging.getLogger("stichfest").exception("unhandled error", exc_info=error)
    return Problem("internal-error", "the request could not be processed").to_response()


def _common_headers(response: Response) -> Response:
    response.headers["X-Content-Type-Options"] = "nosniff"
    started = g.get("started")
    if started is not None:  # the server's own time, for clients and benchmarks
        response.headers["Server-Timing"] = f"app;dur={(time.perf_counter() - started) * 1e3:.3f}"
    if request.path.startswith("/api/v1/"):
        _cors(response)
    lang = g.get("content_language")
    if lang:
        response.headers["Content-Language"] = lang
    if request.path.startswith("/api/v1/") and request.method in ("GET", "POST"):
        response.vary.add("Accept-Language")
    if response.mimetype == "text/html" and "Content-Security-Policy" not in response.headers:
        response.headers["Content-Security-Policy"] = PAGE_POLICY
    if request.method in ("GET", "HEAD") and response.status_code == 200:
        _cacheable(response)
        response_cache.store(current_app, response)  # before a 304 empties the body
        response.make_conditional(request)
    return response


def _cacheable(response: Response) -> None:
    """Answers to GET are a function of the URL and the language: a strong ETag, a long
    max-age, and 304 for a matching If-None-Match, so that a CDN can absorb permalinks."""
    if request.path == "/healthz":
        response.headers["Cache-Control"] = "no-store"
        return
    if response.direct_passthrough:  # files from the docs assets: Flask sets their ETag
        return
    if "ETag" not in response.headers:  # an answer from the response cache keeps its own
        response.set_etag(hashlib.sha256(response.get_data()).hexdigest()[:40])
    response.headers.setdefault("Cache-Control", "public, max-age=86400")


def _cors(response: Response) -> None:
    """Any origin may call the API from a browser, without credentials; preflights are cached."""
    response.headers["Access-Control-Allow-Origin"] = "*"
    if request.method == "OPTIONS" and "Access-Control-Request-Method" in request.headers:
        response.headers["Access-Control-Allow-Methods"] = "GET, POST, OPTIONS"
        response.headers["Access-Control-Allow-Headers"] = CORS_HEADERS
        response.headers["Access-Control-Max-Age"] = "86400"
    else:
        response.headers["Access-Control-Expose-Headers"] = EXPOSED_HEADERS
