"""The app's own response and session classes (api.http.steps): what reaches the WSGI server is
what werkzeug's own response would send, header for header, and no request can leave
anything in the session another request sees."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from flask import Flask, Response, session
from werkzeug.test import EnvironBuilder

from api.seam.flask_classes import Answer

BODY = b'{"game":"jass"}'


def _chunks() -> Iterator[bytes]:
    yield BODY


# (status, headers, method): the fast path's case, and each case werkzeug changes.
CASES = {
    "json 200": (200, [("Content-Type", "application/json"),
                       ("Content-Length", str(len(BODY))), ("X-Request-ID", "abc")], "GET"),
    "head": (200, [("Content-Type", "application/json"),
                   ("Content-Length", str(len(BODY)))], "HEAD"),
    "location as IRI": (200, [("Content-Length", str(len(BODY))),
                                ("Location", "/api/v1/examples/ö")], "GET"),
    "content-location as IRI": (200, [("Content-Length", str(len(BODY))),
                                      ("content-location", "/api/v1/jass/rules/ä")], "GET"),
    "redirect": (302, [("Location", "../examples"), ("Content-Length", "0")], "GET"),
    "no content": (204, [("Content-Length", str(len(BODY)))], "GET"),
    "not modified": (304, [("Content-Type", "application/json"), ("ETag", '"x"'),
                           ("Content-Length", str(len(BODY))), ("Cache-Control", "public")],
                     "GET"),
    "no length yet": (200, [("Content-Type", "application/json")], "GET"),
}


@pytest.mark.parametrize("case", CASES)
def test_answer_sends_what_werkzeug_sends(case: str) -> None:
    status, headers, method = CASES[case]
    environ = EnvironBuilder(path="/api/v1/jass/legal-cards", method=method).get_environ()
    ours, theirs = Answer(BODY, status, headers), Response(BODY, status, headers)
    if case == "no length yet":  # a body werkzeug measures itself
        ours.response, theirs.response = [BODY], [BODY]
        del ours.headers["Content-Length"], theirs.headers["Content-Length"]
    ours_iter, ours_status, ours_headers = ours.get_wsgi_response(environ)
    theirs_iter, theirs_status, theirs_headers = theirs.get_wsgi_response(environ)
    assert (ours_status, ours_headers) == (theirs_status, theirs_headers)
    assert b"".join(ours_iter) == b"".join(theirs_iter)


def test_a_streamed_answer_is_sent_as_werkzeug_sends_it() -> None:
    environ = EnvironBuilder(path="/").get_environ()
    ours, theirs = Answer(_chunks()), Response(_chunks())
    assert ours.get_wsgi_response(environ)[1:] == theirs.get_wsgi_response(environ)[1:]


def test_no_request_can_write_to_the_session_others_see(app: Flask) -> None:
    with app.test_request_context("/api/v1/jass/deck"), pytest.raises(RuntimeError):
        session["lang"] = "fr"
    with app.test_request_context("/api/v1/jass/deck"):
        assert dict(session) == {}

