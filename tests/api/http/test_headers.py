"""The caching headers of GET answers (api/http/headers.py): what lets a shared cache keep a
permalink, and which request headers the kept answer depends on."""

from __future__ import annotations

from flask import Flask
from flask.testing import FlaskClient
from hypothesis import given, settings
from hypothesis import strategies as st
from werkzeug.datastructures import Headers

PERMALINK = "/api/v1/jass/legal-cards?contract=trump:acorns&hand=R6,RK,AU,A8,B10&trick=R9,A7"
# What an Accept-Language header may look like, wrong ones included.
LANGUAGE_TAGS = st.sampled_from(["de", "en", "fr", "it", "en-GB", "fr-CH", "*", "EN", "xx-yy"])
ACCEPT_LANGUAGE = st.lists(
    st.tuples(LANGUAGE_TAGS, st.sampled_from(["", ";q=0.5", ";q=0.9", ";q=0"])),
    max_size=4).map(lambda parts: ", ".join(tag + weight for tag, weight in parts))


def directives(cache_control: str) -> dict[str, str]:
    return {name.strip(): value for name, _, value in
            (part.partition("=") for part in cache_control.split(","))}


def varies(headers: Headers) -> set[str]:
    return {name.strip() for name in headers.get("Vary", "").split(",")}


def test_shared_caches_may_keep_a_permalink_and_serve_it_stale_while_they_refetch(
        client: FlaskClient) -> None:
    kept = directives(client.get(PERMALINK).headers["Cache-Control"])
    assert kept == {"public": "", "max-age": "3600", "s-maxage": "86400",
                    "stale-while-revalidate": "86400"}
    assert "immutable" not in kept  # the URL does not name the engine's version
    assert int(kept["s-maxage"]) > int(kept["max-age"])  # a shared cache is purged on release


def test_an_answer_negotiated_by_accept_language_says_so_in_vary(client: FlaskClient) -> None:
    for headers in ({}, {"Accept-Language": "en"}, {"Accept-Language": "it"}):
        assert "Accept-Language" in varies(client.get(PERMALINK, headers=headers).headers)
    wrong = client.get(PERMALINK + "&lang=it", headers={"Accept-Language": "fr"})
    assert wrong.status_code == 422  # lang=it names no language of ours: a problem in German
    assert "Accept-Language" in varies(wrong.headers)


@settings(max_examples=40, deadline=None)
@given(lang=st.sampled_from(["de", "en", "fr"]), header=ACCEPT_LANGUAGE)
def test_lang_in_the_url_decides_alone(app: Flask, lang: str, header: str) -> None:
    """With ``lang`` in the URL the answer is the same whatever Accept-Language says, so it
    does not vary by it: a shared cache keeps one copy for every reader."""
    client = app.test_client()
    named = client.get(f"{PERMALINK}&lang={lang}", headers={"Accept-Language": header})
    plain = client.get(f"{PERMALINK}&lang={lang}")
    assert named.status_code == plain.status_code == 200
    assert named.data == plain.data
    assert named.headers["ETag"] == plain.headers["ETag"]
    assert named.headers["Content-Language"] == lang
    assert "Accept-Language" not in varies(named.headers)
    problem = client.get(f"/api/v1/jass/legal-cards?contract=trump:acorns&hand=R6,Q9&lang={lang}",
                         headers={"Accept-Language": header})
    assert problem.status_code == 422
    assert problem.headers["Content-Language"] == lang
    assert "Accept-Language" not in varies(problem.headers)
