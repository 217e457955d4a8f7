"""The app's own Flask classes (api.request.flask_classes): no request can leave anything in the
session another request sees."""

from __future__ import annotations

import pytest
from flask import Flask, session


def test_no_request_can_write_to_the_session_others_see(app: Flask) -> None:
    with app.test_request_context("/api/v1/jass/deck"), pytest.raises(RuntimeError):
        session["lang"] = "fr"
    with app.test_request_context("/api/v1/jass/deck"):
        assert dict(session) == {}
