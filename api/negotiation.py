"""Which language to answer in: ``lang`` first, then ``Accept-Language``, then German."""

from __future__ import annotations

from flask import g, has_request_context, request

from api.i18n import DEFAULT_LANGUAGE, LANGUAGES


def language(requested: str | None) -> str:
    if not has_request_context():  # building the OpenAPI examples at import time
        return requested or DEFAULT_LANGUAGE
    lang = requested or _accepted()
    g.content_language = lang
    return lang


def _accepted() -> str:
    """Accept-Language's best match, worked out once per request (a batch asks often)."""
    lang: str | None = g.get("accepted_language")
    if lang is None:
        lang = g.accepted_language = request.accept_languages.best_match(
            LANGUAGES, DEFAULT_LANGUAGE)
    return lang
