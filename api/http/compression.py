"""Compressed answers on gunicorn's own port too, as nginx compresses them in front of it:
Flask-Compress, for every answer a client accepts compressed (zstd, br, gzip or deflate),
JSON and problems, pages, scripts, pictures and the documentation's files.

The OpenAPI document is compressed once per worker and algorithm (gzip takes about 100 ms for
its 3 MB, and it never changes while the worker runs); every other answer afresh."""

from __future__ import annotations

from collections.abc import Callable

from flask import Flask, Request, Response
from flask_compress import Compress

from api.request.flask_classes import QueryRequest

DOCUMENT = "/api/v1/openapi.json"
MIMETYPES = ["application/json", "application/problem+json", "text/html", "text/css",
             "text/javascript", "application/javascript", "text/plain", "text/markdown",
             "image/svg+xml"]


class DocumentOnly:
    """The cache Flask-Compress is given: it keeps the OpenAPI document's compressed bytes
    and nothing else (permalinks are unbounded; their answers are small)."""

    def __init__(self) -> None:
        self.kept: dict[str, bytes] = {}

    def get(self, key: str) -> bytes | None:
        return self.kept.get(key)

    def set(self, key: str, value: bytes) -> None:
        if key.endswith(";" + DOCUMENT):
            self.kept[key] = value


def _key(request: Request) -> str:
    return request.path


def install(app: Flask) -> Callable[[QueryRequest, Response], Response]:
    """Flask-Compress set up for the app, as an after step: it runs after the common headers
    (the ETag of the uncompressed answer, then the library's own with the algorithm) and
    before the metrics and the access line, which count the bytes sent."""
    app.config.update(COMPRESS_REGISTER=False, COMPRESS_MIMETYPES=MIMETYPES,
                      COMPRESS_CACHE_KEY=_key, COMPRESS_CACHE_BACKEND=DocumentOnly)
    compress = Compress(app)

    def compressed(req: QueryRequest, response: Response) -> Response:
        return compress.after_request(response)
    return compressed
