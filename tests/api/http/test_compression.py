"""Compressed answers from the app itself (gunicorn's own port has no proxy to do it): an
answer is compressed in an algorithm the client accepts and reads back to the same bytes,
the OpenAPI document compressed is the same bytes each time, its ETag names the algorithm and
answers 304, and a client that asks for nothing compressed gets the plain answer."""

from __future__ import annotations

import gzip

import brotli
import pytest
from backports import zstd
from flask.testing import FlaskClient

DOCUMENT = "/api/v1/openapi.json"
PERMALINK = "/api/v1/jass/legal-cards?contract=trump:roses&hand=B6,RU,R6,A7&trick=B9"
DECOMPRESS = {"gzip": gzip.decompress, "br": brotli.decompress, "zstd": zstd.decompress}
# The documentation page's files too, gzip included (a phone's browser over plain http
# accepts no other): they are read whole, not streamed.
ASSETS = ("/api/v1/docs/assets/swagger-ui-bundle.js", "/api/v1/docs/assets/swagger-ui.css")
CASES = [(path, encoding) for path in (DOCUMENT, PERMALINK, *ASSETS) for encoding in DECOMPRESS]


@pytest.mark.parametrize(("path", "encoding"), CASES)
def test_an_answer_is_compressed_as_the_client_accepts_and_reads_back_the_same(
        client: FlaskClient, path: str, encoding: str) -> None:
    plain = client.get(path)
    packed = client.get(path, headers={"Accept-Encoding": encoding})
    assert plain.status_code == packed.status_code == 200
    assert "Content-Encoding" not in plain.headers
    assert packed.headers["Content-Encoding"] == encoding
    assert "Accept-Encoding" in packed.headers["Vary"]
    assert int(packed.headers.get("Content-Length", len(packed.data))) == len(packed.data)
    assert len(packed.data) < len(plain.data) / 3
    assert DECOMPRESS[encoding](packed.data) == plain.data


def test_the_compressed_document_is_stable_and_its_etag_names_the_algorithm(
        client: FlaskClient) -> None:
    first = client.get(DOCUMENT, headers={"Accept-Encoding": "gzip"})
    second = client.get(DOCUMENT, headers={"Accept-Encoding": "gzip"})
    assert first.data == second.data
    assert len(first.data) < 400_000  # the whole document, about 3 MB plain
    etag = first.headers["ETag"]
    assert etag.endswith(':gzip"')
    again = client.get(DOCUMENT, headers={"Accept-Encoding": "gzip", "If-None-Match": etag})
    assert again.status_code == 304


def test_a_client_that_prefers_gzip_gets_gzip(client: FlaskClient) -> None:
    """What Python's requests and most HTTP libraries send."""
    answer = client.get(PERMALINK, headers={"Accept-Encoding": "gzip, deflate"})
    assert answer.headers["Content-Encoding"] == "gzip"
    assert answer.headers["Content-Type"] == "application/json"
