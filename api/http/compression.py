"""Compressed answers on gunicorn's own port too, as nginx compresses them in front of it:
Flask-Compress, for every answer a client accepts compressed (zstd, br, gzip or deflate),
JSON and problems, pages, scripts, pictures and the documentation's files.

The OpenAPI document and the documentation page's Swagger UI files are compressed once per
worker and algorithm (gzip takes about 100 ms for the document's 3 MB, and none of them
changes while the worker runs); every other answer afresh. The Swagger UI files are sent by
the library as files, which Flask-Compress streams in br, zstd or deflate but never gzip: read
whole, a gzip client gets the 1.7 MB bundle as 0.5 MB too."""

from __future__ import annotations

from collections.abc import Callable

from flask import Flask, Request, Response
from flask_compress import Compress

from api.request.flask_classes import QueryRequest

DOCUMENT = "/api/v1/openapi.json"
ASSETS = "/api/v1/docs/assets/"
MIMETYPES = ["application/json", "application/problem+json", "text/html", "text/css",
             "text/javascript", "application/javascript", "text/plain", "text/markdown",
             "image/svg+xml"]


class DocumentOnly:
    """The cache Flask-Compress is given: it keeps the compressed bytes of the OpenAPI
    document and the Swagger UI files and nothing else (permalinks are unbounded; their
    answers are small)."""

    def __init__(self) -> None:
        self.kept: dict[str, bytes] = {}

    def get(self, key: str) -> bytes | None:
        return self.kept.get(key)

    def set(self, key: str, value: bytes) -> None:
        path = key.partition(";")[2]
        if path == DOCUMENT or path.startswith(ASSETS):
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
        if req.path.startswith(ASSETS) and response.direct_passthrough \
                and response.status_code == 200:
            response.direct_passthrough = False
            response.set_data(response.get_data())  # whole: compressed once, gzip too
        return compress.after_request(response)
    return compressed
