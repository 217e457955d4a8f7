"""The service endpoints in the OpenAPI document (they are plain Flask routes, so flask-smorest
does not see them): the document itself, docs, llms.txt, health, the named examples and the
embeddable checker, each with a named response schema and its parameters."""

from __future__ import annotations

import copy
from typing import Any

from flask import Flask

from api.games.examples import EXAMPLES
from api.http.negotiation import FORMATS, LANGUAGES
from api.pages import oembed
from api.schemas.base import LANG_EXAMPLE
from api.seam.openapi_shape import truncated_example
from api.service.docs_page import DOCS_PAGE
from api.service.examples import load_examples
from api.service.llms_txt import LLMS_TXT
from api.service.problem_texts import code_list
from rules.registry import GAMES

SCHEMAS = "#/components/schemas/"
PROBLEM = {"$ref": "#/components/responses/BAD_REQUEST"}
UNPROCESSABLE = {"$ref": "#/components/responses/UNPROCESSABLE_ENTITY"}

COMPONENTS: dict[str, dict[str, Any]] = {
    "HealthResponse": {"type": "object", "required": ["status"],
                       "properties": {"status": {"type": "string", "enum": ["ok"]}}},
    "OpenApiDocument": {"type": "object", "required": ["openapi", "info", "paths"],
                        "description": "An OpenAPI 3.1 document: this one."},
    "NamedExample": {
        "type": "object",
        "required": ["id", "title", "titles", "game", "rule", "source_sentence", "permalink",
                     "response"],
        "properties": {
            "id": {"type": "string"},
            "title": {"type": "string", "description": "The title in English (as in v1)."},
            "titles": {"type": "object", "required": list(LANGUAGES),
                       "description": "The title in each language (the pages show these).",
                       "properties": {lang: {"type": "string"} for lang in LANGUAGES}},
            "game": {"type": "string", "enum": list(GAMES), "x-component": "GameId"},
            "rule": {"type": "string", "description": "The rule id the example shows."},
            "source_sentence": {"type": "string",
                                "description": "The sentence of the rule text it shows."},
            "permalink": {"type": "string", "description": "A GET URL of this API; with "
                                                           "method POST, the path the body "
                                                           "is posted to."},
            "method": {"type": "string", "enum": ["POST"],
                       "description": "Only for a question without a GET form (a round)."},
            "body": {"type": "object", "description": "The JSON body a POST example sends."},
            "response": {"type": "object", "description": "What the permalink (or the "
                                                          "posted body) answers."}}},
    "ProblemCodes": {
        "type": "object", "required": ["codes", "count"],
        "description": "Every code a problem or its errors may carry, with the message in "
                       "each language; {name} marks what varies (a card, a field, a number).",
        "properties": {"codes": {"type": "array", "items": {
            "type": "object", "required": ["code", "de", "en", "fr"],
            "properties": {"code": {"$ref": SCHEMAS + "ProblemCode"},
                           **{lang: {"type": "string"} for lang in LANGUAGES}}}},
            "count": {"type": "integer"}}},
    "OEmbed": {
        "type": "object", "description": "oEmbed 1.0 (https://oembed.com), type rich: the "
                                         "checker's frame at the URL's position.",
        "required": ["version", "type", "title", "provider_name", "provider_url", "html",
                     "width", "height"],
        "properties": {
            "version": {"type": "string", "enum": ["1.0"]},
            "type": {"type": "string", "enum": ["rich"]},
            "title": {"type": "string", "description": "In the URL's language."},
            "provider_name": {"type": "string"}, "provider_url": {"type": "string"},
            "html": {"type": "string", "description": "The frame snippet (the README's), "
                                                      "its src holding the position."},
            "width": {"type": "integer"}, "height": {"type": "integer"},
            "cache_age": {"type": "integer"}}},
    "NamedExamples": {
        "type": "object", "required": ["examples", "count"],
        "properties": {"examples": {"type": "array",
                                    "items": {"$ref": SCHEMAS + "NamedExample"}},
                       "count": {"type": "integer"}}},
}


def _query(name: str, description: str, schema: dict[str, Any]) -> dict[str, Any]:
    return {"in": "query", "name": name, "required": False, "description": description,
            "schema": schema}


def _lang(parameter: str, description: str) -> dict[str, Any]:
    return _query("lang", description, {"type": "string", "enum": list(LANGUAGES),
                                        "example": LANG_EXAMPLE, "x-component": "Lang",
                                        "x-parameter": parameter})


def _game(parameter: str, description: str) -> dict[str, Any]:
    return _query("game", description, {"type": "string", "enum": list(GAMES),
                                        "x-component": "GameId", "x-parameter": parameter})


def _format(parameter: str, description: str) -> dict[str, Any]:
    return _query("format", description, {"type": "string", "enum": list(FORMATS),
                                          "x-component": "Format", "x-parameter": parameter})


EXAMPLES_PARAMETERS = [
    _lang("ExamplesLang", "Accepted for links that carry it (de, en, fr); each example's "
                          "response is in the language its permalink asks for. The HTML "
                          "page of an example is in this language (without it, in the "
                          "example's own)."),
    _format("ExamplesFormat", "json (the answer), html (a page for people: the index by game "
                              "and rule, or the example with card pictures, verdicts, rules "
                              "and sources) or svg (the page's preview picture). Without it, "
                              "Accept decides: html only for a client that prefers text/html "
                              "to application/json."),
]
EMBED_PARAMETERS = [
    _lang("EmbedLang", "The checker's language: de (default), en, fr."),
    _game("EmbedGame", f"The game the checker starts with: {', '.join(GAMES)} (default "
                       f"{next(iter(GAMES))})."),
]


def _frame_presets() -> list[dict[str, Any]]:
    """The position a framed checker starts with (the custom element's attributes)."""
    def text(name: str, description: str) -> dict[str, Any]:
        return _query(name, description, {"type": "string"})

    return [
        text("contract", "A contract of the game, its GET form (e.g. trump:roses)."),
        _query("tout", "true: the contract played Tout.", {"type": "string",
                                                            "enum": ["true", "false"]}),
        text("ruleset", "A ruleset of the game; GET /api/v1/games lists each game's "
                        "rulesets and its default."),
        text("deck", "A deck of the game; GET /api/v1/games lists each game's decks and, in "
                     "default_decks, the deck each language gets when none is named."),
        text("hand", "The hand's cards, comma-separated."),
        text("trick", "The trick's cards so far, comma-separated, first = led."),
        _query("view", "trick (default) or round.", {"type": "string",
                                                     "enum": ["trick", "round"]}),
        _query("theme", "light or dark colours (default: as the visitor's system prefers).",
               {"type": "string", "enum": ["light", "dark"]}),
        _query("mode", "check (default) or quiz: the examples' positions, one at a time.",
               {"type": "string", "enum": ["check", "quiz"]}),
    ]


def _get(operation_id: str, summary: str, media: str, schema: dict[str, Any], example: Any,
         parameters: list[dict[str, Any]] | None = None, **responses: Any) -> dict[str, Any]:
    operation: dict[str, Any] = {
        "operationId": operation_id, "summary": summary, "tags": ["service"],
        "responses": {"200": {"description": "OK", "content": {
            media: {"schema": schema, "example": example}}}, "400": PROBLEM, **responses}}
    if parameters:
        operation["parameters"] = copy.deepcopy(parameters)
        operation["responses"]["422"] = UNPROCESSABLE
    return {"get": operation}


def _truncated(operation: dict[str, Any], summary: str) -> dict[str, Any]:
    """The operation with its example marked as shortened."""
    media = next(iter(operation["get"]["responses"]["200"]["content"].values()))
    media["examples"] = {"shortened": truncated_example(media.pop("example"), summary)}
    return operation


def with_service_paths(document: dict[str, Any], app: Flask) -> dict[str, Any]:
    """The OpenAPI document with the service endpoints added."""
    document = copy.deepcopy(document)
    document.setdefault("tags", []).append(
        {"name": "service", "description": "OpenAPI document, docs, llms.txt, health."})
    document["components"]["schemas"].update(copy.deepcopy(COMPONENTS))
    # The first committed example (a test holds each equal to the server's own answer).
    first = (app.config.get("EXAMPLES") or load_examples())[0]
    paths = document.setdefault("paths", {})
    paths["/healthz"] = _get("health", "Liveness probe", "application/json",
                             {"$ref": SCHEMAS + "HealthResponse"}, {"status": "ok"})
    paths["/api/v1/openapi.json"] = _truncated(_get(
        "openapiDocument", "This OpenAPI 3.1 document", "application/json",
        {"$ref": SCHEMAS + "OpenApiDocument"},
        {"openapi": document["openapi"], "paths": {},
         "info": {"title": document["info"]["title"],
                  "version": document["info"]["version"]}}),
        "The document: its version and title")
    paths["/llms.txt"] = _get(
        "llmsTxt", "The service described for language-model agents", "text/plain",
        {"type": "string"}, LLMS_TXT[:120])
    paths["/api/v1/examples"] = _truncated(_get(
        "examples", "Named examples: permalinks tied to a rule, with their responses",
        "application/json", {"$ref": SCHEMAS + "NamedExamples"},
        {"examples": [first], "count": len(EXAMPLES)},
        [_game("ExamplesGame", "Only this game's examples."), *EXAMPLES_PARAMETERS]),
        f"The first of the {len(EXAMPLES)} examples")
    paths["/api/v1/examples/{example_id}"] = _get(
        "example", "One named example with its response", "application/json",
        {"$ref": SCHEMAS + "NamedExample"}, first, [
            {"in": "path", "name": "example_id", "required": True,
             "schema": {"type": "string"}, "example": first["id"],
             "description": "The id of a named example."}, *EXAMPLES_PARAMETERS],
        **{"404": {"$ref": "#/components/responses/NOT_FOUND"}})
    codes = code_list()
    paths["/api/v1/problem-codes"] = _truncated(_get(
        "problemCodes", "Every problem and error code with its message in de, en and fr",
        "application/json", {"$ref": SCHEMAS + "ProblemCodes"},
        {"codes": codes["codes"][:2], "count": codes["count"]}),
        f"The first of the {codes['count']} codes")
    paths["/api/v1/embed.js"] = _get(
        "embedScript", "The checker as a custom element: <stichfest-checker>",
        "text/javascript", {"type": "string"}, "// Stichfest checker")
    paths["/api/v1/embed"] = _get(
        "embedPage", "The checker as a page to put in an <iframe>", "text/html",
        {"type": "string"}, "<!doctype html>", [*EMBED_PARAMETERS, *_frame_presets()])
    paths["/api/v1/embed/demo"] = _get(
        "embedDemo", "A page embedding the checker both ways, with the snippets", "text/html",
        {"type": "string"}, "<!doctype html>", EMBED_PARAMETERS)
    paths["/api/v1/embed/builder"] = _get(
        "embedBuilder", "A page that writes the snippet for a club's choices, with a preview",
        "text/html", {"type": "string"}, "<!doctype html>", EMBED_PARAMETERS)
    paths["/api/v1/embed/builder.js"] = _get(
        "embedBuilderScript", "The snippet builder's script", "text/javascript",
        {"type": "string"}, "// The snippet builder")
    paths[oembed.PATH] = _oembed(app)
    paths["/api/v1/docs"] = _get(
        "docs", "Interactive docs (Swagger UI, served without a CDN)", "text/html",
        {"type": "string"}, DOCS_PAGE[:60])
    return document


def _oembed(app: Flask) -> dict[str, Any]:
    """oEmbed for the first example that holds a position, as a consumer asks it."""
    examples = app.config.get("EXAMPLES") or load_examples()
    with app.test_request_context():
        url, found = next((url, found) for entry in examples if (found := oembed.embedded(
            url := oembed.example_url(entry["id"]), examples)))
        example = oembed.answer(found, oembed.WIDTH, oembed.HEIGHT)
    size = {"type": "integer", "minimum": oembed.SMALLEST}
    return _get(
        "oembed", "oEmbed: the checker's frame for a permalink, an example or a frame URL",
        "application/json", {"$ref": SCHEMAS + "OEmbed"}, example, [
            {**_query("url", "A legal-cards or trick permalink, a named example's page or a "
                             "frame URL of this server.", {"type": "string"}),
             "required": True, "example": url},
            _query("format", "json, the only format offered (oEmbed's xml is a 422).",
                   {"type": "string", "enum": ["json"]}),
            _query("maxwidth", "The widest frame the consumer takes (default 640).", size),
            _query("maxheight", "The highest frame the consumer takes (default 760).", size)],
        **{"404": {"$ref": "#/components/responses/NOT_FOUND"}})
