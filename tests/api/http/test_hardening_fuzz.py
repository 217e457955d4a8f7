"""Random bytes, random JSON and random Unicode (lone surrogates included) to every operation
of the app's URL map, in the body, the query string, the path and Accept-Language: never a
5xx. Where the OpenAPI document names an operation's fields, the random values go into those
fields too, so that they get past the first schema check."""

from __future__ import annotations

import json
import re
from typing import Any
from urllib.parse import quote

import pytest
from flask import Flask
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from api import create_app
from api.service.openapi_document import openapi_document

APP: Flask = create_app({"TESTING": True, "ACCESS_LOG": False})
DOCUMENT = openapi_document(APP)
PATH_SAMPLES = {"game": "jass", "code": "RU", "rule_id": "J-L2", "slug": "validation-error",
                "example_id": "jass-farbzwang", "name": "swagger-ui.css"}

characters = st.one_of(st.characters(), st.integers(0xD800, 0xDFFF).map(chr))
unicode_text = st.text(characters, max_size=40)
scalars = (st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True)
           | unicode_text | st.sampled_from(["R6", "RU", "trump:roses", "acorns", "de", "B10"]))
json_values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=6)
                           | st.dictionaries(unicode_text, inner, max_size=6), max_leaves=25)
header_text = st.text(st.characters(min_codepoint=0x20, max_codepoint=0xFF), max_size=60)


def operations() -> list[tuple[str, str]]:
    found = []
    for rule in APP.url_map.iter_rules():
        for method in sorted((rule.methods or set()) & {"GET", "POST"}):
            found.append((rule.rule, method))
    return sorted(found)


def _resolve(schema: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[-1]
        schema = DOCUMENT["components"]["schemas"][name]
    return schema


def _parameter(parameter: dict[str, Any]) -> dict[str, Any]:
    """A parameter object, following a reference to a shared one."""
    if "$ref" in parameter:
        found: dict[str, Any] = DOCUMENT["components"]["parameters"][
            parameter["$ref"].rsplit("/", 1)[1]]
        return found
    return parameter


def fields_of(rule: str, method: str) -> tuple[list[str], list[str]]:
    """The body fields and query parameters the OpenAPI document lists for the operation."""
    openapi_path = re.sub(r"<(?:[^:>]+:)?([^>]+)>", r"{\1}", rule)
    item = DOCUMENT["paths"].get(openapi_path, {})
    operation = item.get(method.lower(), {})
    parameters = [_parameter(p) for p in [*item.get("parameters", []),
                                           *operation.get("parameters", [])]]
    query = [p["name"] for p in parameters if p["in"] == "query"]
    body = operation.get("requestBody", {}).get("content", {}).get("application/json", {})
    properties = _resolve(body.get("schema", {})).get("properties", {}) if body else {}
    return sorted(properties), query


def encode(text: str) -> str:
    return quote(text.encode("utf-8", "surrogatepass"), safe="")


@st.composite
def requests(draw: st.DrawFn, rule: str, method: str) -> dict[str, Any]:
    body_fields, query_fields = fields_of(rule, method)
    path = re.sub(r"<(?:[^:>]+:)?([^>]+)>",
                  lambda m: draw(st.sampled_from([PATH_SAMPLES.get(m.group(1), "x"),
                                                  encode(draw(unicode_text)) or "x"])), rule)
    names = st.sampled_from(query_fields or ["lang"]) | unicode_text
    query = draw(st.dictionaries(names, unicode_text | st.sampled_from(["R6,RU", "trump:roses"]),
                                 max_size=5))
    request: dict[str, Any] = {
        "path": path, "method": method,
        "query_string": "&".join(f"{encode(k)}={encode(v)}" for k, v in query.items()),
        "headers": {"Accept-Language": draw(header_text)},
    }
    if method == "POST":
        kind = draw(st.sampled_from(["bytes", "json", "fields"]))
        if kind == "bytes":
            data = draw(st.binary(max_size=300))
        elif kind == "json":
            data = json.dumps(draw(json_values)).encode()
        else:
            members = st.sampled_from(body_fields or ["x"])
            value = draw(st.dictionaries(members, json_values, max_size=6))
            data = json.dumps(value).encode()
        request["data"] = data
        request["content_type"] = draw(st.sampled_from(["application/json",
                                                        "application/json; charset=utf-8",
                                                        "text/plain"]))
    return request


# One budget of fuzzed requests a run, shared by every operation, so that a new game adds
# operations, not minutes to the suite; without a database each run draws new requests.
REQUESTS_PER_RUN = 3000
EXAMPLES = max(15, REQUESTS_PER_RUN // len(operations()))


@pytest.mark.parametrize(("rule", "method"), operations())
def test_no_input_gets_a_server_error(rule: str, method: str) -> None:
    client = APP.test_client()

    @settings(max_examples=EXAMPLES, deadline=None, database=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(requests(rule, method))
    def check(request: dict[str, Any]) -> None:
        response = client.open(**request)
        assert response.status_code < 500, (request, response.data[:500])
        if response.status_code >= 400 and response.status_code != 404 \
                and response.mimetype != "text/html":
            assert response.mimetype == "application/problem+json", request

    check()


def test_every_operation_is_fuzzed() -> None:
    fuzzed = operations()
    assert ("/api/v1/batch", "POST") in fuzzed
    assert ("/api/v1/jass/jasstafel.svg", "GET") in fuzzed
    assert len(fuzzed) >= 50
    assert sum(bool(fields_of(rule, method)[0]) for rule, method in fuzzed) >= 15
