"""The page and the pictures as responses of their own in the OpenAPI document, which each
paged GET operation's 200 names by ``format``."""

from __future__ import annotations

from api.request.json_value import JsonObject

# The page and the picture as their own documented responses: a JSON operation's 200 says
# application/json only, so that a generated client types its answer as the JSON schema (a
# 200 that also lists text/html makes it a union with string); ``format`` names them.
PAGE_RESPONSES: JsonObject = {
    "Page": {"description": "The answer as a page for people (format=html, or a browser's "
                            "Accept that ranks text/html above application/json).",
             "content": {"text/html": {"schema": {"type": "string"},
                                       "example": "<!doctype html>"}}},
    "PreviewPicture": {"description": "The page's preview picture (format=svg).",
                       "content": {"image/svg+xml": {"schema": {"type": "string"},
                                                     "example": "<svg …>"}}},
    "PreviewPng": {"description": "The page's preview picture as PNG (format=png), what "
                                  "link previews show.",
                   "content": {"image/png": {"schema": {"type": "string",
                                                        "contentMediaType": "image/png"},
                                             "example": "(a 1200 × 630 PNG)"}}},
}
REPRESENTATIONS = {"html": "#/components/responses/Page",
                   "svg": "#/components/responses/PreviewPicture",
                   "png": "#/components/responses/PreviewPng"}
