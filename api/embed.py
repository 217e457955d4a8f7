"""The embeddable checker: the custom element's script, a page to frame, a demo page, and the
snippets that put it on another site. Everything is served from this server: no CDN."""

from __future__ import annotations

from pathlib import Path

from flask import Blueprint, Response, current_app, request

from api.i18n import DEFAULT_LANGUAGE, LANGUAGES
from api.problems import Problem
from api.templating import ENVIRONMENT, render
from api.validation import reject_unknown_query_parameters
from rules.registry import GAMES

blp = Blueprint("embed", __name__)

SCRIPT = (Path(__file__).resolve().parent / "static" / "checker.js").read_text(encoding="utf-8")
TITLES = {"de": "Wer sticht? – Stichfest", "en": "Who wins the trick? – Stichfest",
          "fr": "Qui remporte le pli ? – Stichfest"}
# The framed page may be framed by any site; it loads nothing but this server's resources.
FRAME_POLICY = ("default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
                "img-src 'self'; connect-src 'self'; frame-ancestors *; base-uri 'none'; "
                "form-action 'none'")
DEMO_POLICY = ("default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
               "img-src 'self'; connect-src 'self'; frame-src 'self'; frame-ancestors 'self'; "
               "base-uri 'none'; form-action 'none'")


def snippets(origin: str, lang: str, game: str) -> tuple[str, str]:
    """The two ways to embed the checker: a frame, or a script and a custom element.
    ``origin`` is the configured public URL (never the request's Host header)."""
    macros = ENVIRONMENT.get_template("embed_snippets.html").module
    return (str(macros.frame(origin, lang, game, TITLES[lang])),  # type: ignore[attr-defined]
            str(macros.element(origin, lang, game)))  # type: ignore[attr-defined]


def _choice(name: str, allowed: tuple[str, ...], default: str) -> str:
    value = request.args.get(name, default)
    if value not in allowed:
        raise Problem("validation-error", f"{name} must be one of {', '.join(allowed)}",
                      [{"parameter": name, "detail": f"one of {', '.join(allowed)}"}])
    return value


@blp.get("/api/v1/embed.js")
def script() -> Response:
    response = Response(SCRIPT, mimetype="text/javascript")
    response.headers["Cache-Control"] = "public, max-age=3600"
    return response


@blp.get("/api/v1/embed")
def frame() -> Response:
    reject_unknown_query_parameters(("lang", "game"))
    lang = _choice("lang", LANGUAGES, DEFAULT_LANGUAGE)
    game = _choice("game", tuple(GAMES), next(iter(GAMES)))
    page = render("embed_frame.html", lang=lang, game=game, title=TITLES[lang])
    response = Response(page, mimetype="text/html")
    response.headers["Content-Security-Policy"] = FRAME_POLICY
    return response


@blp.get("/api/v1/embed/demo")
def demo() -> Response:
    """A page that embeds the checker both ways and shows the snippets to copy, written
    with the configured public URL (STICHFEST_PUBLIC_URL)."""
    reject_unknown_query_parameters(("lang", "game"))
    lang = _choice("lang", LANGUAGES, DEFAULT_LANGUAGE)
    game = _choice("game", tuple(GAMES), next(iter(GAMES)))
    page = render("embed_demo.html", lang=lang, game=game, title=TITLES[lang],
                  public_url=current_app.config["PUBLIC_URL"])
    response = Response(page, mimetype="text/html")
    response.headers["Content-Security-Policy"] = DEMO_POLICY
    return response
