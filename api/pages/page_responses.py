"""The pages and pictures in the OpenAPI document: each paged GET operation documents its
JSON answer only (so that a generated client types it as the JSON schema; a 200 that also
listed text/html would make it a union with string), and its page and preview pictures are an
operation of their own at ``{path}.{representation}``, whose 200 is the ``Page`` response."""

from __future__ import annotations

import copy
from typing import Any

from api.games.examples import EXAMPLES
from api.games.registry import GAME_APIS
from api.http.negotiation import PAGE_FORMATS, PATH_REPRESENTATION
from api.request.json_value import JsonObject
from rules.registry import GAMES

# The page's own path beside its JSON operation's: in the document, and as a Flask rule.
PAGE_PATH_ENDING = "." + "{" + PATH_REPRESENTATION + "}"
PAGE_RULE_ENDING = f".<any({', '.join(PAGE_FORMATS)}):{PATH_REPRESENTATION}>"
PERMALINKS = ("legal-cards", "trick")  # every game's; a game's own pages: ``own_pages``
PAGE_ENDPOINT = "~page"  # the page view's endpoint: the JSON view's and this
PAGE_PARAMETER: JsonObject = {
    "in": "path", "name": PATH_REPRESENTATION, "required": True, "example": "html",
    "description": "html: the answer as a page for people, with card pictures, in the "
                   "link's language; svg: the page's preview picture; png: the same picture "
                   "as PNG, what link previews show (og:image).",
    "schema": {"type": "string", "enum": list(PAGE_FORMATS)}}
PAGE_FORMAT_TEXT = ("json: the JSON answer, also for a browser (whose Accept gets the page "
                    "where the operation has one). A page and its preview pictures have paths "
                    "of their own, the operation's ending in .html, .svg or .png; format=html, "
                    "svg and png are still answered, as they were, for older links.")
PAGE_OPERATION_TEXT = ("The JSON operation's answer as a page for people (.html) or as the "
                       "page's preview picture (.svg, .png), made from that very answer: the "
                       "same parameters, the same refusals (problem+json). A page shows the "
                       "full answer, so detail is not taken.")
# The beginnings every page and picture has (the examples replayed check them).
PAGE_RESPONSES: JsonObject = {
    "Page": {"description": "The page (.html) or its preview picture (.svg, .png).",
             "content": {
                 "text/html": {"schema": {"type": "string"},
                               "examples": {"shortened": {
                                   "summary": "The page's beginning", "x-truncated": True,
                                   "value": "<!doctype html>"}}},
                 "image/svg+xml": {"schema": {"type": "string"},
                                   "examples": {"shortened": {
                                       "summary": "The picture's beginning",
                                       "x-truncated": True,
                                       "value": '<svg xmlns="http://www.w3.org/2000/svg"'}}},
                 "image/png": {"schema": {"type": "string", "contentMediaType": "image/png",
                                          "contentEncoding": "binary"},
                               "examples": {"shortened": {
                                   "summary": "The PNG signature its bytes begin with",
                                   "x-truncated": True, "value": "\u0089PNG\r\n\u001a\n"}}}}},
}


def paged_paths() -> frozenset[str]:
    """The GET operations (OpenAPI paths) whose answer has a page and preview pictures."""
    return frozenset({f"/api/v1/{game}/{operation}" for game in GAMES
                      for operation in (*PERMALINKS, *GAME_APIS[game].own_pages)}
                     | {"/api/v1/examples", "/api/v1/examples/{example_id}"})


def documented(document: dict[str, Any]) -> dict[str, Any]:
    """Each paged GET operation documents its JSON answer only (``format``: json, so that a
    browser's link can ask the JSON), and its page and pictures are an operation of their own
    at ``{path}.{representation}``, answering ``Page``; each game's round check links its named
    rounds, whose permalinks are pages."""
    paths = document.get("paths", {})
    pages: dict[str, Any] = {}
    for path, item in paths.items():
        operation = item.get("get", {})
        formats = [parameter for parameter in operation.get("parameters", [])
                   if parameter.get("in") == "query" and parameter.get("name") == "format"
                   and "html" in parameter.get("schema", {}).get("enum", ())]
        paged = formats and path in paged_paths()
        if paged:
            pages[path + PAGE_PATH_ENDING] = {"get": page_operation(operation)}
        for parameter in formats:
            parameter["schema"]["enum"] = ["json"]
            parameter["description"] = PAGE_FORMAT_TEXT
            parameter["schema"].pop("example", None)
    paths.update(pages)
    if pages:
        responses = document.setdefault("components", {}).setdefault("responses", {})
        responses.update(copy.deepcopy(PAGE_RESPONSES))
    for game in GAMES:
        rounds = [f"[{e.title}](/api/v1/examples/{e.id})" for e in EXAMPLES
                  if e.game == game and e.permalink.endswith("/rounds/check")]
        operation = paths.get(f"/api/v1/{game}/rounds/check", {}).get("post")
        if operation and rounds:
            operation["description"] += (" Named rounds, each a permalink answered as JSON "
                                         "and, for a browser, as a page: "
                                         + ", ".join(rounds) + ".")
    return document


def page_operation(operation: dict[str, Any]) -> dict[str, Any]:
    """The page and pictures of a JSON GET operation: its parameters (a page shows the full
    answer: no ``format``, no ``detail``), its refusals, and ``Page`` for 200."""
    page = copy.deepcopy(operation)
    page["operationId"] = operation["operationId"] + "Page"
    page["summary"] = f"{operation.get('summary', '')}: as a page or its preview picture"
    page["description"] = PAGE_OPERATION_TEXT
    page["parameters"] = [copy.deepcopy(PAGE_PARAMETER), *(
        parameter for parameter in page.get("parameters", [])
        if parameter.get("name") not in ("format", "detail"))]
    page["responses"]["200"] = {"$ref": "#/components/responses/Page"}
    # Another ending is another path, which does not exist.
    page["responses"].setdefault("404", {"$ref": "#/components/responses/NOT_FOUND"})
    return page
