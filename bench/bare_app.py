"""The Flask floor: a bare Flask app that returns a constant JSON body of a given size, run
under the same gunicorn settings as the API (bench/http_floor.py).

It answers every path, GET or POST, so that the floor can be asked exactly the requests the
API is asked (the same URLs, query strings and bodies, sent by the same wrk script): the load
generator's and gunicorn's work per request is then the same on both sides of the ratio."""

from __future__ import annotations

import os

from flask import Flask, Response

BODY = b'{"padding":"' + b"x" * max(0, int(os.environ.get("BARE_BODY_BYTES", "1600")) - 14) + b'"}'

app = Flask(__name__)


@app.route("/", defaults={"path": ""}, methods=["GET", "POST"])
@app.route("/<path:path>", methods=["GET", "POST"])
def constant(path: str) -> Response:
    return Response(BODY, mimetype="application/json")
