"""Fuzz every operation from the API's own OpenAPI document, in-process (no server)."""

from __future__ import annotations

import schemathesis
from hypothesis import HealthCheck, settings

from api import create_app

schema = schemathesis.openapi.from_wsgi("/api/v1/openapi.json", create_app({"TESTING": True}))


@schema.parametrize()
@settings(max_examples=200, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
def test_api_conforms_to_its_openapi_document(case: schemathesis.Case) -> None:
    case.call_and_validate(excluded_checks=[schemathesis.checks.positive_data_acceptance])
