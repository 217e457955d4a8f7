"""Fuzz every operation from the API's own OpenAPI document, in-process (no server), with all
of schemathesis's checks (configured in schemathesis.toml).

A permalink's page and preview picture are documented as their own responses, which its 200
names in ``x-representations`` (so that generated clients type the 200 as JSON only); the
fuzzer, which asks ``format=html`` and ``svg`` too, is given them as media types of that
200."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.config import SchemathesisConfig

from api import create_app

CONFIG = SchemathesisConfig.from_path(Path(__file__).resolve().parents[2] / "schemathesis.toml")
DOCUMENT_PATH = "/api/v1/openapi.json"
APP = create_app({"TESTING": True})


def with_representations(document: dict[str, Any]) -> dict[str, Any]:
    """The document with each 200's named representations as media types of it."""
    responses = document["components"]["responses"]
    for item in document["paths"].values():
        for operation in item.values():
            ok = operation.get("responses", {}).get("200", {}) if isinstance(
                operation, dict) else {}
            for ref in ok.pop("x-representations", {}).values():
                ok["content"].update(responses[ref.rsplit("/", 1)[1]]["content"])
    return document


schema = schemathesis.openapi.from_dict(
    with_representations(APP.test_client().get(DOCUMENT_PATH).json), config=CONFIG)
schema.app, schema.location = APP, DOCUMENT_PATH  # as from_wsgi sets them
# One budget of generated cases a run, shared by every operation (drawn afresh each run), as
# the other fuzz tests share theirs: a new game adds operations, not minutes. Every operation's
# documented examples and its coverage phase (each parameter's boundaries) run on top of it.
BUDGET = 3000
OPERATIONS = sum(1 for item in APP.test_client().get(DOCUMENT_PATH).json["paths"].values()
                 for method in item if method in {"get", "post", "put", "patch", "delete"})


@schema.parametrize()
@settings(max_examples=max(20, BUDGET // OPERATIONS), deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
def test_api_conforms_to_its_openapi_document(case: schemathesis.Case) -> None:
    # In-process, nothing decompresses an answer: ask for it plain (compression has its own
    # tests, tests/api/http/test_compression.py).
    case.call_and_validate(headers={"Accept-Encoding": "identity"})
