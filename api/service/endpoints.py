"""Service endpoints: the OpenAPI document, offline docs, llms.txt, health, problem types."""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

from flask import Blueprint, Flask, Response, current_app, jsonify, request, send_from_directory

from api.errors.messages import text
from api.errors.problems import Problem, problem_title, problem_types
from api.http.negotiation import LANGUAGES, representation
from api.request.json_value import JsonObject
from api.request.languages import problem_language
from api.seam.parser import reject_unknown_query_parameters
from api.service.docs_page import DOCS_INIT, DOCS_PAGE
from api.service.examples import load_examples
from api.service.llms_txt import LLMS_TXT
from api.service.openapi_document import document_text
from api.service.problem_texts import code_list
from rules.registry import GAMES

blp = Blueprint("service", __name__)

SWAGGER_UI_DIST = Path(str(files("flask_swagger_ui"))) / "dist"

@blp.get("/api/v1/openapi.json")
def openapi_document() -> Response:
    reject_unknown_query_parameters(())
    return Response(current_app.config["OPENAPI_DOCUMENT"], mimetype="application/json")


@blp.get("/api/v1/docs")
@blp.get("/api/v1/docs/")
def docs() -> Response:
    reject_unknown_query_parameters(())
    return Response(DOCS_PAGE, mimetype="text/html")


@blp.get("/api/v1/docs/init.js")
def docs_init() -> Response:
    return Response(DOCS_INIT, mimetype="text/javascript")


@blp.get("/api/v1/docs/assets/<path:name>")
def docs_assets(name: str) -> Response:
    return send_from_directory(SWAGGER_UI_DIST, name, max_age=86400)


@blp.get("/llms.txt")
def llms_txt() -> Response:
    reject_unknown_query_parameters(())
    return Response(LLMS_TXT, mimetype="text/plain")


@blp.get("/favicon.ico")
def favicon() -> Response:
    return Response(status=204)


def _link_lang() -> None:
    """``lang`` is accepted (links carry it) but the examples answer in every language."""
    lang = request.args.get("lang")
    if lang is not None and lang not in LANGUAGES:
        raise Problem("validation-error", text("field.must-be-one-of", name="lang",
                                               choices=", ".join(LANGUAGES)),
                      [{"parameter": "lang", "detail": text("query.unknown-language")}])


@blp.get("/api/v1/examples")
def examples() -> Response:
    reject_unknown_query_parameters(("game", "lang", "format"))
    _link_lang()
    representation()  # checks ``format``: api.pages.pages makes the page of this answer
    game = request.args.get("game")
    listed = current_app.config["EXAMPLES"]
    if game is not None:
        if game not in {e["game"] for e in listed}:
            raise Problem("validation-error", text("field.must-be-one-of", name="game",
                                                   choices=", ".join(GAMES)),
                          [{"parameter": "game", "detail": text("query.unknown-game")}])
        listed = [e for e in listed if e["game"] == game]
    return jsonify({"examples": listed, "count": len(listed)})


@blp.get("/api/v1/examples/<example_id>")
def example(example_id: str) -> Response:
    reject_unknown_query_parameters(("lang", "format"))
    _link_lang()
    representation()
    for entry in current_app.config["EXAMPLES"]:
        if entry["id"] == example_id:
            return jsonify(entry)
    raise Problem("not-found", text("examples.unknown", example=example_id),
                  [{"parameter": "example_id", "detail": text("examples.unknown-short")}])


@blp.get("/healthz")
def healthz() -> JsonObject:
    reject_unknown_query_parameters(())
    return {"status": "ok"}


@blp.get("/api/v1/problems/<slug>")
def problem_type(slug: str) -> JsonObject:
    kind = problem_types().get(slug)
    if kind is None:
        raise Problem("not-found", text("problems.unknown-type", slug=slug))
    # The title as the problem itself gives it, in the asker's language.
    return {"type": f"/api/v1/problems/{slug}",
            "title": problem_title(kind, problem_language()), "status": kind.status,
            "description": kind.description}


@blp.get("/api/v1/problem-codes")
def problem_codes() -> Response:
    reject_unknown_query_parameters(())
    return jsonify(code_list())


def install(app: Flask) -> None:
    """The examples' committed responses, and the OpenAPI document as the code generates it
    (built once, when every route and hook is in place: it asks the app for an example's
    answer; ``openapi/openapi.json`` is the committed copy a test holds equal to it). Only
    the generators start without them."""
    if app.config.get("LOAD_PACKAGED_DATA", True):
        app.config["EXAMPLES"] = load_examples()
        app.config["OPENAPI_DOCUMENT"] = document_text(app)
