"""The embeddable checker: the custom element's script, a page to frame, a demo page, and the
snippets that put it on another site. Everything is served from this server: no CDN."""

from __future__ import annotations

from html import escape
from pathlib import Path

from flask import Blueprint, Response, request

from api.i18n import DEFAULT_LANGUAGE, LANGUAGES
from api.problems import Problem
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
    """The two ways to embed the checker: a frame, or a script and a custom element."""
    frame = (f'<iframe src="{origin}/api/v1/embed?lang={lang}&amp;game={game}" '
             f'title="{TITLES[lang]}" width="100%" height="760" style="border:0" '
             'loading="lazy"></iframe>')
    element = (f'<script src="{origin}/api/v1/embed.js" defer></script>\n'
               f'<stichfest-checker lang="{lang}" game="{game}"></stichfest-checker>')
    return frame, element


def _choice(name: str, allowed: tuple[str, ...], default: str) -> str:
    value = request.args.get(name, default)
    if value not in allowed:
        raise Problem("validation-error", f"{name} must be one of {', '.join(allowed)}",
                      [{"parameter": name, "detail": f"one of {', '.join(allowed)}"}])
    return value


def _page(title: str, lang: str, body: str) -> str:
    return (f'<!doctype html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
            '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f"<title>{escape(title)}</title>\n"
            '<script src="/api/v1/embed.js" defer></script>\n'
            "<style>body{margin:0;padding:8px;background:#fff;font-family:system-ui,sans-serif}"
            "pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f4f4f4;padding:8px;"
            "border-radius:6px}"
            "</style>\n</head>\n<body>\n" + body + "\n</body>\n</html>\n")


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
    body = f'<stichfest-checker lang="{lang}" game="{game}"></stichfest-checker>'
    response = Response(_page(TITLES[lang], lang, body), mimetype="text/html")
    response.headers["Content-Security-Policy"] = FRAME_POLICY
    return response


@blp.get("/api/v1/embed/demo")
def demo() -> Response:
    """A page that embeds the checker both ways and shows the snippets to copy."""
    reject_unknown_query_parameters(("lang", "game"))
    lang = _choice("lang", LANGUAGES, DEFAULT_LANGUAGE)
    game = _choice("game", tuple(GAMES), next(iter(GAMES)))
    origin = request.host_url.rstrip("/")
    frame_snippet, element_snippet = snippets(origin, lang, game)
    body = (f"<h1>{escape(TITLES[lang])}</h1>\n"
            f"<h2>&lt;stichfest-checker&gt;</h2>\n<pre>{escape(element_snippet)}</pre>\n"
            f'<stichfest-checker id="element" lang="{lang}" game="{game}"></stichfest-checker>\n'
            f"<h2>&lt;iframe&gt;</h2>\n<pre>{escape(frame_snippet)}</pre>\n"
            + frame_snippet.replace("<iframe ", '<iframe id="frame" '))
    response = Response(_page(TITLES[lang], lang, body), mimetype="text/html")
    response.headers["Content-Security-Policy"] = DEMO_POLICY
    return response
