"""Which language to answer in: ``lang`` first, then ``Accept-Language``, then German."""

from __future__ import annotations

from flask import g, request

from api.i18n import DEFAULT_LANGUAGE, LANGUAGES


def language(requested: str | None) -> str:
    lang = requested or request.accept_languages.best_match(LANGUAGES, DEFAULT_LANGUAGE)
    g.content_language = lang
    return lang
