"""The OpenAPI document as the app serves it, once per module of the service's tests."""

from __future__ import annotations

from typing import Any

import pytest
from flask import Flask


@pytest.fixture(scope="module")
def document(app: Flask) -> dict[str, Any]:
    served = app.test_client().get("/api/v1/openapi.json")
    assert served.status_code == 200
    found: dict[str, Any] = served.json
    return found
