"""Fuzz every operation from the API's own OpenAPI document, in-process (no server), with all
of schemathesis's checks (configured in schemathesis.toml)."""

from __future__ import annotations

from pathlib import Path

import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.config import SchemathesisConfig

from api import create_app

CONFIG = SchemathesisConfig.from_path(Path(__file__).resolve().parents[2] / "schemathesis.toml")
schema = schemathesis.openapi.from_wsgi("/api/v1/openapi.json", create_app({"TESTING": True}),
                                        config=CONFIG)


@schema.parametrize()
@settings(max_examples=200, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
def test_api_conforms_to_its_openapi_document(case: schemathesis.Case) -> None:
    case.call_and_validate()
