"""The API with one bypass of a library switched off (bench/http_floor.py ``--ab``): each
bypass in ``api/seam`` put back to the library's own method before the app is made, so that
gunicorn serves the library's ordinary path. ``STICHFEST_BYPASS_OFF`` names the bypass
(one of ``BYPASSES``); none: the app as it is.

    gunicorn -c gunicorn.conf.py "bench.ab_app:create()"
"""

from __future__ import annotations

import os
from typing import Any

from flask import Flask
from flask.json.provider import DefaultJSONProvider
from marshmallow import Schema
from werkzeug.wrappers import Response

from api import create_app
from api.schemas.base import RequestSchema
from api.seam import flask_classes, json_provider

# Each bypass: the class, the attribute it overrides, and the library's own.
BYPASSES: dict[str, tuple[type[Any], str, Any]] = {
    # Answer.get_wsgi_response: the header list handed on without werkzeug's copy
    "wsgi-headers": (flask_classes.Answer, "get_wsgi_response", Response.get_wsgi_response),
    # App.ensure_sync: the coroutine check remembered per function
    "ensure-sync": (flask_classes.App, "ensure_sync", Flask.ensure_sync),
    # RequestSchema.load: quick_load's compiled plans (they read schema._hooks)
    "quick-load": (RequestSchema, "load", Schema.load),
    # OrjsonProvider.response: the answer made without Flask's response helper
    "json-response": (json_provider.OrjsonProvider, "response", DefaultJSONProvider.response),
}


def create() -> Flask:
    off = os.environ.get("STICHFEST_BYPASS_OFF", "")
    if off:
        cls, attribute, library = BYPASSES[off]
        setattr(cls, attribute, library)
    return create_app()
