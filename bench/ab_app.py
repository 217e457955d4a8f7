"""The API with one bypass of a library switched off (bench/http_floor.py ``--ab``): each
bypass in ``api/seam`` put back to the library's own method before the app is made, so that
gunicorn serves the library's ordinary path. ``STICHFEST_BYPASS_OFF`` names the bypass
(one of ``BYPASSES``); none: the app as it is.

    gunicorn -c stichfest/gunicorn_conf.py "bench.ab_app:create()"
"""

from __future__ import annotations

import os
from typing import Any

from flask import Flask
from flask.json.provider import DefaultJSONProvider
from marshmallow import Schema

import api.seam.parser as parser
from api import create_app
from api.schemas.base import RequestSchema
from api.seam import json_provider
from api.seam.quick_load import DECLINE


def _never_quick(schema: Any, data: Any) -> Any:
    return DECLINE


# Each bypass: what it overrides (an object, an attribute) and the library's own, every
# place it is used (quick_load is the schemas' load and the parser's quick path).
BYPASSES: dict[str, tuple[tuple[Any, str, Any], ...]] = {
    # RequestSchema.load and the parser's quick path: quick_load's compiled plans (they read
    # schema._hooks)
    "quick-load": ((RequestSchema, "load", Schema.load), (parser, "quick_load", _never_quick)),
    # OrjsonProvider.response: the answer made without Flask's response helper
    "json-response": ((json_provider.OrjsonProvider, "response",
                       DefaultJSONProvider.response),),
}


def switch_off(name: str) -> None:
    """One bypass back to the library's own method, before the app is made."""
    for owner, attribute, library in BYPASSES[name]:
        setattr(owner, attribute, library)


def create() -> Flask:
    off = os.environ.get("STICHFEST_BYPASS_OFF", "")
    if off:
        switch_off(off)
    return create_app()
