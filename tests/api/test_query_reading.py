"""The query string of every request reads as werkzeug reads it: the same parameters, values
and order, whether it takes the hand-split path of a plain permalink or werkzeug's own."""

from __future__ import annotations

from flask import Request
from hypothesis import given, settings
from hypothesis import strategies as st
from werkzeug.test import EnvironBuilder

from api.hooks import QueryRequest

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
