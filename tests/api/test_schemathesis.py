"""Fuzz every operation from the API's own OpenAPI document, in-process (no server), with all
of schemathesis's checks (configured in schemathesis.toml): the JSON operations and, as
operations of their own, the pages and preview pictures (``{path}.{representation}``)."""

from __future__ import annotations

from pathlib import Path

import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.config import SchemathesisConfig

from api import create_app

CONFIG = SchemathesisConfig.from_path(Path(__file__).resolve().parents[2] / "schemathesis.toml")
DOCUMENT_PATH = "/api/v1/openapi.json"
APP = create_app({"TESTING": True})

schema = schemathesis.openapi.from_dict(APP.test_client().get(DOCUMENT_PATH).json,
                                        config=CONFIG)
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
