"""The languages of the API and which one an answer or a problem is in: ``lang`` first, then
``Accept-Language``, then German."""

from __future__ import annotations

from collections.abc import Mapping

from flask import g, has_request_context

from api.request.flask_classes import QueryRequest, current_request

LANGUAGES = ("de", "en", "fr")
DEFAULT_LANGUAGE = "de"


def accepted(req: QueryRequest) -> str:
    """Accept-Language's best match, worked out once per request (a batch asks often)."""
    lang = req.accepted_language
    if lang is None:
        if "HTTP_ACCEPT_LANGUAGE" not in req.environ:  # nothing to parse: the default
            lang = req.accepted_language = DEFAULT_LANGUAGE
        else:
            lang = req.accepted_language = req.accept_languages.best_match(
                LANGUAGES, DEFAULT_LANGUAGE)
    return lang


def problem_language(asked: object = None) -> str:
    """The language of a problem, chosen as an answer's is: ``asked`` (a batch question's own
    ``lang``), the query's ``lang``, the JSON body's ``lang``, then Accept-Language. A ``lang``
    that is itself wrong (``it``, ``EN-us``) is not followed, but its language is when it
    names one (``EN-us``: English), so that the problem saying what is wrong with it is read."""
    if not has_request_context():
        return _known(asked) or DEFAULT_LANGUAGE
    req = current_request()
    body = g.get("json_body")
    for given in (asked, req.args.get("lang"),
                  body.get("lang") if isinstance(body, Mapping) else None):
        lang = _known(given)
        if lang is not None:
            return lang
    return accepted(req)


def _known(given: object) -> str | None:
    if not isinstance(given, str):
        return None
    if given in LANGUAGES:
        return given
    primary = given[:2].lower()
    return primary if primary in LANGUAGES and given[2:3] in ("", "-", "_") else None
