"""The header limits at their exact edges (api/http/admission.py counts them in the WSGI
environ, the way werkzeug lists a request's headers): the last field allowed and the first
refused, a JSON body's Content-Type and Content-Length counted as fields, a field as long as
allowed and one byte longer."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient
from werkzeug.datastructures import EnvironHeaders
from werkzeug.test import EnvironBuilder

from api import create_app
from api.http.admission import MAX_HEADER_BYTES, MAX_HEADER_FIELDS

LEGAL = "/api/v1/jass/legal-cards"
BODY = {"contract": {"type": "obenabe"}, "hand": ["R6", "RK"]}


@pytest.fixture(scope="module")
def client() -> FlaskClient:
    return create_app({"ACCESS_LOG": False}).test_client()


def fields_sent(client: FlaskClient, method: str, **options: Any) -> int:
    """How many header fields the test client sends for this request, as werkzeug counts."""
    builder = EnvironBuilder(path=LEGAL, method=method, environ_base=client.environ_base,
                             **options)
    return len(EnvironHeaders(builder.get_environ()))


def padding(count: int) -> dict[str, str]:
    return {f"X-Pad-{i}": "1" for i in range(count)}


@pytest.mark.parametrize("method", ["GET", "POST"])
def test_the_last_header_field_allowed_and_the_first_refused(client: FlaskClient,
                                                              method: str) -> None:
    options: dict[str, Any] = {"query_string": "contract=obenabe&hand=R6,RK&lang=en"} \
        if method == "GET" else {"json": BODY}
    base = fields_sent(client, method, **options)  # POST: Content-Type and Content-Length count too
    allowed = client.open(LEGAL, method=method, headers=padding(MAX_HEADER_FIELDS - base),
                          **options)
    assert allowed.status_code == 200
    refused = client.open(LEGAL, method=method,
                          headers=padding(MAX_HEADER_FIELDS - base + 1), **options)
    assert refused.status_code == 431
    assert refused.json["type"] == "/api/v1/problems/headers-too-large"
    # A POST is refused before its body (and its lang) is read: in the default language.
    assert refused.json["detail"] == (
        f"{MAX_HEADER_FIELDS + 1} header fields; at most {MAX_HEADER_FIELDS}" if method == "GET"
        else f"{MAX_HEADER_FIELDS + 1} Kopfzeilen; höchstens {MAX_HEADER_FIELDS}")
    assert refused.json["code"] == "request.too-many-headers"


def test_the_longest_header_field_allowed_and_one_byte_more(client: FlaskClient) -> None:
    name = "X-Long"
    longest = "v" * (MAX_HEADER_BYTES - len(name))  # name and value count together
    path = f"{LEGAL}?contract=obenabe&hand=R6,RK&lang=en"
    assert client.get(path, headers={name: longest}).status_code == 200
    refused = client.get(path, headers={name: longest + "v"})
    assert refused.status_code == 431
    assert refused.json["errors"] == [{"parameter": name,
                                       "detail": f"at most {MAX_HEADER_BYTES} bytes",
                                       "code": "request.at-most-bytes"}]
