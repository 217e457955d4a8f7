"""The headers every answer carries: Vary, nosniff, Server-Timing, CORS, Content-Language,
the pages' Content-Security-Policy, and for a GET its ETag and Cache-Control (with 304 for a
matching condition). One step after every request (``api.http.steps``)."""

from __future__ import annotations

import hashlib
import time

from flask import Response

from api.http.operator import NO_STORE
from api.request.flask_classes import QueryRequest

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

# A browser's copy cannot be purged, so an hour bounds how long a reader keeps a wording a new
# release changed; shared caches (deploy/nginx.conf, a CDN) are purged on a release, so they
# keep a day, and answer at once for another while they fetch afresh (no immutable: the URL
# does not name the engine's version).
PERMALINK_CACHING = "public, max-age=3600, s-maxage=86400, stale-while-revalidate=86400"

# Said once for every API answer (and every preflight), in the order they are added.
API_CORS = (("Access-Control-Allow-Origin", "*"),
            ("Access-Control-Expose-Headers", EXPOSED_HEADERS))
PREFLIGHT_CORS = (("Access-Control-Allow-Origin", "*"),
                  ("Access-Control-Allow-Methods", "GET, POST, OPTIONS"),
                  ("Access-Control-Allow-Headers", CORS_HEADERS),
                  ("Access-Control-Max-Age", "86400"))


def common_headers(req: QueryRequest, response: Response,
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
    # Vary: Accept where the same URL answers a browser with a page, Accept-Language only
    # where the header was read (a ``lang`` in the URL decides alone, so that shared caches
    # keep one answer for every reader); worked out together, written once.
    by_page = req.endpoint in page_endpoints
    vary = ((("Accept",) if by_page else ())
            + (("Accept-Language",) if req.accepted_language is not None else ()))
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
        cacheable(response, path, named)
        if not environ.keys().isdisjoint(CONDITIONAL_HEADERS):
            response.make_conditional(req)
    return response


def cacheable(response: Response, path: str, named: set[str]) -> None:
    """Answers to GET are a function of the URL and the language: a strong ETag, long
    lifetimes for shared caches, and 304 for a matching If-None-Match, so that a CDN (or
    deploy/nginx.conf's cache) can absorb permalinks."""
    headers = response.headers
    if path in NO_STORE:
        headers["Cache-Control"] = "no-store"
        return
    if response.direct_passthrough:  # files from the docs assets: Flask sets their ETag
        return
    if "etag" not in named:  # as set_etag writes it (a hex digest needs no escaping)
        headers.add("ETag", f'"{hashlib.sha256(response.get_data()).hexdigest()[:40]}"')
    if "cache-control" not in named:
        headers.add("Cache-Control", PERMALINK_CACHING)
