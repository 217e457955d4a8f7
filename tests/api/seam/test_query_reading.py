"""The query string of every request reads as werkzeug reads it: the same parameters, values
and order, whether it takes the hand-split path of a plain permalink or werkzeug's own."""

from __future__ import annotations

import pytest
from flask import Request
from flask.testing import FlaskClient
from hypothesis import given, settings
from hypothesis import strategies as st
from werkzeug.test import EnvironBuilder

from api.request.flask_classes import QueryRequest

# The characters where readings part ways: separators, escapes, '+', non-ASCII.
queries = st.lists(st.sampled_from([*"ab=&;%+41 ~é\x7f", "%zz", "%C3%A9", "%ff"]),
                   max_size=30).map("".join)


@settings(max_examples=1500, deadline=None)
@given(queries)
def test_any_query_reads_as_werkzeug_reads_it(query: str) -> None:
    environ = EnvironBuilder().get_environ()
    environ["QUERY_STRING"] = query.encode().decode("latin-1")  # as a WSGI server passes it
    ours, werkzeugs = QueryRequest(environ).args, Request(dict(environ)).args
    assert list(ours.items(multi=True)) == list(werkzeugs.items(multi=True))
    assert type(ours) is type(werkzeugs)


def test_a_permalink_keeps_repeated_parameters_and_their_order() -> None:
    environ = EnvironBuilder(query_string="hand=R6&lang=&&trick&hand=RU&=x&a==b").get_environ()
    assert list(QueryRequest(environ).args.items(multi=True)) == [
        ("hand", "R6"), ("hand", "RU"), ("lang", ""), ("trick", ""), ("", "x"), ("a", "=b")]


def _escaped(query: str) -> str:
    """The query as a browser sends it: every byte outside ASCII percent-encoded."""
    return "".join(c if c < "\x80" else f"%{ord(c):02X}" for c in query)


# Raw bytes (as a WSGI server passes them: one latin-1 character a byte), valid UTF-8 or not.
raw_queries = st.lists(st.sampled_from([*"ab=&+%", "%ff", "\xff", "\xc3", "\xc3\xa9", "\xe9",
                                        "\xed\xa0\x80"]), max_size=20).map("".join)


@settings(max_examples=600, deadline=None)
@given(raw_queries)
def test_raw_bytes_read_as_their_percent_escapes(query: str) -> None:
    """A client that sends bytes outside ASCII without percent-encoding them (curl, a
    script) gets the reading of the same query percent-encoded: werkzeug's own reading
    fails with UnicodeDecodeError on a byte that is no UTF-8."""
    environ = EnvironBuilder().get_environ()
    environ["QUERY_STRING"] = query
    escaped = {**environ, "QUERY_STRING": _escaped(query)}
    assert list(QueryRequest(environ).args.items(multi=True)) == list(
        Request(escaped).args.items(multi=True))


LEGAL = "/api/v1/jass/legal-cards"


@pytest.mark.parametrize(("query", "status", "parameter"), [
    ("contract=trump:acorns&hand=R6\xff", 422, "hand"),
    ("contract=trump:acorns&hand=R6&lang=e\xffn", 422, "lang"),
    ("contract=trump:acorns&hand=R6&h\xe4nd=R6", 400, "h%E4nd"),
    ("contract=trump:acorns&hand=R6&utm_source=\xff", 200, None),
])
def test_a_byte_that_is_no_utf8_in_a_permalink_is_named(
        client: FlaskClient, query: str, status: int, parameter: str | None) -> None:
    """Refused by name (or ignored, in a tracking parameter) as its percent-escape is, not
    a 500."""
    response = client.get(LEGAL, environ_overrides={"QUERY_STRING": query})
    assert response.status_code == status
    escaped = client.get(f"{LEGAL}?{_escaped(query)}")
    assert response.get_data() == escaped.get_data()
    if parameter is not None:
        assert response.mimetype == "application/problem+json"
        assert parameter in [e["parameter"] for e in response.json["errors"]]
