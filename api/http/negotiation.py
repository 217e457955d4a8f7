"""What to answer with: the language (``lang`` first, then ``Accept-Language``, then German)
and, where an answer has a page for people, the representation (the path's ending, ``.html``,
``.svg`` or ``.png``, first; then ``format``, kept for older links; then ``Accept``; JSON
unless the client prefers HTML to it)."""

from __future__ import annotations

from flask import has_request_context

from api.errors.messages import text
from api.errors.problems import Problem
from api.request.flask_classes import QueryRequest, current_request
from api.request.languages import DEFAULT_LANGUAGE, LANGUAGES, accepted

__all__ = ("DEFAULT_LANGUAGE", "FORMATS", "LANGUAGES", "PAGE_FORMATS", "language",
           "path_representation", "representation")
# json: the v1 answer; html: the same answer as a page; svg, png: the page's preview picture.
FORMATS = ("json", "html", "svg", "png")
PAGE_FORMATS = FORMATS[1:]  # the endings of a page's and its pictures' own paths
# The view argument of those paths (api/pages/pages.py adds them beside each paged GET).
PATH_REPRESENTATION = "representation"
HTML_TYPES = ("text/html", "application/xhtml+xml")


def language(requested: str | None) -> str:
    if not has_request_context():  # building the OpenAPI examples at import time
        return requested or DEFAULT_LANGUAGE
    req = current_request()
    lang = requested or accepted(req)
    req.content_language = lang
    return lang


def representation(req: QueryRequest | None = None) -> str:
    """``format`` in the link wins; otherwise HTML only for a client that ranks HTML above
    JSON (a browser's ``text/html, …, */*;q=0.8``) and the link asks the full answer.
    ``*/*``, ``application/json``, a tie and a missing Accept all get JSON, so that API
    clients see the v1 answer unchanged."""
    req = req or current_request()
    forced = path_representation(req)
    if forced is not None:
        return forced
    args = req.args
    if "format" in args:  # (``get`` of a name a query lacks raises and catches inside)
        chosen = args["format"]
        if chosen not in FORMATS:
            choices = ", ".join(FORMATS)
            raise Problem("validation-error",
                          text("field.must-be-one-of", name="format", choices=choices),
                          [{"parameter": "format",
                            "detail": text("field.one-of-list", choices=choices)}])
        return chosen
    if "detail" in args and args["detail"] != "full":
        return "json"  # a link sized for an app (detail=facts, ids) has no page
    if "html" not in req.environ.get("HTTP_ACCEPT", ""):
        return "json"  # an API client: no need to parse its Accept (nor to look it up)
    accept = req.accept_mimetypes
    html = max(accept[kind] for kind in HTML_TYPES)
    return "html" if html > accept["application/json"] else "json"


def path_representation(req: QueryRequest | None = None) -> str | None:
    """The representation the path ends in (``legal-cards.png``), or None for a JSON path."""
    view_args = (req or current_request()).view_args
    return view_args.get(PATH_REPRESENTATION) if view_args else None
