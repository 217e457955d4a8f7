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
BUDGET = 1000
# A page's operation takes its JSON operation's parameters, fuzzed there: a few cases each
# check that the page or picture of what the JSON operation answers is answered as documented.
PAGE_CASES = 5
PAGES = r"\.\{representation\}$"
OPERATIONS = sum(1 for path, item in APP.test_client().get(DOCUMENT_PATH).json["paths"].items()
                 for method in item if method in {"get", "post", "put", "patch", "delete"}
                 and not path.endswith(".{representation}"))
SUPPRESSED = [HealthCheck.too_slow, HealthCheck.filter_too_much]


def ask(case: schemathesis.Case) -> None:
    # In-process, nothing decompresses an answer: ask for it plain (compression has its own
    # tests, tests/api/http/test_compression.py).
    case.call_and_validate(headers={"Accept-Encoding": "identity"})


@schema.exclude(path_regex=PAGES).parametrize()
@settings(max_examples=max(20, BUDGET // OPERATIONS), deadline=None,
          suppress_health_check=SUPPRESSED)
def test_api_conforms_to_its_openapi_document(case: schemathesis.Case) -> None:
    ask(case)


@schema.exclude(path_regex=f"^(?!.*{PAGES})").parametrize()
@settings(max_examples=PAGE_CASES, deadline=None, suppress_health_check=SUPPRESSED)
def test_pages_and_pictures_conform_to_the_document(case: schemathesis.Case) -> None:
    ask(case)
