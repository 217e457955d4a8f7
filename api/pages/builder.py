"""The snippet builder: a page where a club picks the game, contract, position, language,
colours and the way to embed, sees the checker as the snippet will show it, and copies the
snippet. The preview is made from the snippet's own markup (``builder.js``), so the two
cannot differ; the snippet's fixed parts (the frame's lines, its title) come from the
templates the README's snippets come from."""

from __future__ import annotations

from flask import Blueprint, Response, current_app

from api.http.negotiation import DEFAULT_LANGUAGE, LANGUAGES
from api.pages.embed import STATIC, TEMPLATES, TITLES, choice, origin_of
from api.pages.page_texts import page_words
from api.seam.parser import reject_unknown_query_parameters
from rules.registry import GAMES

blp = Blueprint("builder", __name__)

# Each language by its own name, as a reader of it looks for it.
LANGUAGE_NAMES = {"de": "Deutsch", "en": "English", "fr": "Français"}

SCRIPT = (STATIC / "builder.js").read_text(encoding="utf-8")
# Only this server's scripts; frames of the public URL's origin (the preview of a frame).
POLICY = ("default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
          "img-src 'self'; connect-src 'self'; frame-src 'self' {origin}; "
          "frame-ancestors 'self'; base-uri 'none'; form-action 'none'")


@blp.get("/api/v1/embed/builder")
def builder() -> Response:
    reject_unknown_query_parameters(("lang", "game"))
    lang = choice("lang", LANGUAGES, DEFAULT_LANGUAGE)
    game = choice("game", tuple(GAMES), next(iter(GAMES)))
    base = current_app.config["PUBLIC_URL"].rstrip("/")
    origin = origin_of(base)
    macros = TEMPLATES.environment.get_template("embed_snippets.html").module
    data = {"base": base, "origin": origin, "titles": TITLES, "lang": lang, "game": game,
            "hostLines": str(macros.host_lines(origin))}  # type: ignore[attr-defined]
    page = TEMPLATES.render("embed_builder.html", lang=lang, t=page_words(lang), data=data,
                            languages={code: LANGUAGE_NAMES[code] for code in LANGUAGES})
    response = Response(page, mimetype="text/html")
    response.headers["Content-Security-Policy"] = POLICY.format(origin=origin)
    return response


@blp.get("/api/v1/embed/builder.js")
def script() -> Response:
    response = Response(SCRIPT, mimetype="text/javascript")
    response.headers["Cache-Control"] = "public, max-age=3600"
    return response
