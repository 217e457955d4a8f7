"""The Flask floor: a bare Flask app that returns a constant JSON body of a given size, run
under the same gunicorn settings as the API (bench/http_floor.py)."""

from __future__ import annotations

import os

from flask import Flask, Response

BODY = b'{"padding":"' + b"x" * max(0, int(os.environ.get("BARE_BODY_BYTES", "1600")) - 14) + b'"}'

app = Flask(__name__)


@app.get("/constant")
def constant() -> Response:
    return Response(BODY, mimetype="application/json")
