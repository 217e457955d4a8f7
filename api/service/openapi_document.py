"""The OpenAPI document as the code generates it: flask-smorest's spec of every blueprint,
with the pages' representations, the batch's typed questions, the service's own paths, and
the shape client generators want (shared schemas and parameters, nullable enums, typed
round scores). ``openapi/openapi.json`` is its committed copy."""

from __future__ import annotations

import json
from typing import Any

from flask import Flask

from api.games.batch import typed
from api.pages.pages import documented
from api.seam.openapi_shape import shape
from api.service.client_shape import client_shaped
from api.service.openapi_paths import with_service_paths


def openapi_document(app: Flask) -> dict[str, Any]:
    spec: dict[str, Any] = app.extensions["stichfest_api"].spec.to_dict()
    return client_shaped(shape(documented(typed(with_service_paths(spec, app)))))


def document_text(app: Flask) -> str:
    """The document as the committed file writes it."""
    return json.dumps(openapi_document(app), indent=2, ensure_ascii=False) + "\n"
