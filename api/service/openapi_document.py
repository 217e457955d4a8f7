"""The OpenAPI document as the code generates it: flask-smorest's spec of every blueprint,
with the pages' representations, the batch's typed questions, the service's own paths, and
the shape client generators want (shared schemas and parameters, nullable enums, typed
round scores). ``openapi/openapi.json`` is its committed copy."""

from __future__ import annotations

import json
from typing import Any

from flask import Flask

from api.errors.problems import PROBLEM_BASE
from api.games.batch import typed, with_answered_example
from api.pages.page_responses import documented
from api.seam.openapi_shape import shape
from api.service.client_shape import client_shaped
from api.service.enum_components import named_enums
from api.service.openapi_paths import with_service_paths
from api.service.problem_texts import problem_codes, problem_types


def openapi_document(app: Flask) -> dict[str, Any]:
    spec: dict[str, Any] = app.extensions["stichfest_api"].spec.to_dict()
    document = documented(typed(with_service_paths(spec, app)))
    return named_enums(client_shaped(with_problem_codes(shape(with_answered_example(
        document, app)))))


def with_problem_codes(document: dict[str, Any]) -> dict[str, Any]:
    """``ProblemCode``'s enum: every message's code (each game's too) and, for a message
    without an entry, the codes of the problem types themselves; ``ProblemType``'s: every
    type, each game's too."""
    kinds = problem_types()
    codes = sorted({*problem_codes(), *kinds})
    schemas = document["components"]["schemas"]
    schemas["ProblemCode"]["enum"] = codes
    schemas["ProblemType"]["enum"] = [PROBLEM_BASE + slug for slug in kinds]
    return document


def document_text(app: Flask) -> str:
    """The document as the committed file writes it."""
    return json.dumps(openapi_document(app), indent=2, ensure_ascii=False) + "\n"
