"""The configuration of one app: its fixed settings, and the environment read once.

Environment variables (all optional): ``STICHFEST_PUBLIC_URL``, ``STICHFEST_TRUSTED_HOSTS``
and ``STICHFEST_TRUSTED_PROXIES`` (``api.http.admission``), ``STICHFEST_RATE_LIMIT`` and
``STICHFEST_RATE_LIMIT_STORAGE`` (``api.http.rate_limit``), ``STICHFEST_ACCESS_LOG``
(``api.http.access_log``), ``STICHFEST_METRICS_TOKEN`` and ``STICHFEST_METRICS_PORT``
(``api.http.operator``). A test or a generator passes its own values to ``create_app``.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

from api.http import access_log, admission
from api.http.json_body import MAX_BODY_BYTES
from api.request.json_value import JsonObject


def fixed(description: str) -> JsonObject:
    """What every instance has: the OpenAPI document's head and the body limit."""
    return {
        "API_TITLE": "Stichfest",
        "API_VERSION": "1.0.0",
        "OPENAPI_VERSION": "3.1.0",
        "OPENAPI_URL_PREFIX": None,  # the document is served by api.service.endpoints
        "MAX_CONTENT_LENGTH": MAX_BODY_BYTES,
        "API_SPEC_OPTIONS": {
            "info": {"description": description,
                     "license": {"name": "MIT", "identifier": "MIT"}},
            "servers": [{"url": "/", "description": "this server"}],
            "externalDocs": {"description": "Named examples with their responses",
                             "url": "/api/v1/examples"},
        },
    }


def from_environment(env: Mapping[str, str] = os.environ) -> JsonObject:
    return {
        "RATE_LIMIT": env.get("STICHFEST_RATE_LIMIT"),
        "RATE_LIMIT_STORAGE": env.get("STICHFEST_RATE_LIMIT_STORAGE", "memory://"),
        "ACCESS_LOG": access_log.enabled_by(env.get("STICHFEST_ACCESS_LOG")),
        "METRICS_TOKEN": env.get("STICHFEST_METRICS_TOKEN") or None,
        "METRICS_PORT": env.get("STICHFEST_METRICS_PORT") or None,
        **admission.settings_from_environment(env),
    }
