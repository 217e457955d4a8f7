"""The embeddable checker: the custom element's script, a page to frame, a demo page, and the
snippets that put it on another site. Everything is served from this server: no CDN."""

from __future__ import annotations

import base64
import hashlib
import re
from collections import Counter
from pathlib import Path
from typing import NoReturn
from urllib.parse import urlsplit

from flask import Blueprint, Response, current_app, request

from api.errors.messages import Text, text, with_field
from api.errors.problems import Problem, problem_body
from api.errors.rules_errors import said
from api.http.negotiation import DEFAULT_LANGUAGE, LANGUAGES, language
from api.pictures.templating import Templates
from api.seam.parser import reject_unknown_query_parameters
from rules.deck import Deck
from rules.errors import RulesInputError
from rules.registry import GAMES

TEMPLATES = Templates("api.pages")

blp = Blueprint("embed", __name__)

STATIC = Path(__file__).resolve().parent / "static"
# checker.js names its parts (``// @include checker_texts.js``): the words, the style and the
# round view live in files of their own and are served inside the one script, in its scope.
INCLUDE = re.compile(r"^( *)// @include ([a-z_]+\.js)$", re.MULTILINE)


def _script() -> str:
    def part(match: re.Match[str]) -> str:
        text = (STATIC / match.group(2)).read_text(encoding="utf-8").rstrip("\n")
        return "\n".join(match.group(1) + line if line else line for line in text.split("\n"))
    return INCLUDE.sub(part, (STATIC / "checker.js").read_text(encoding="utf-8"))


SCRIPT = _script()
TITLES = {"de": "Wer sticht? – Stichfest", "en": "Who wins the trick? – Stichfest",
          "fr": "Qui remporte le pli ? – Stichfest"}
# The framed page may be framed by any site; it loads nothing but this server's resources.
FRAME_POLICY = ("default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
                "img-src 'self'; connect-src 'self'; frame-ancestors *; base-uri 'none'; "
                "form-action 'none'")
# The demo runs the host snippet's few lines as a site owner would paste them: allowed by
# their hash, no other inline script.
DEMO_POLICY = ("default-src 'none'; script-src 'self' {host_lines}; style-src 'self' "
               "'unsafe-inline'; img-src 'self'; connect-src 'self'; frame-src 'self' {origin}; "
               "frame-ancestors 'self'; base-uri 'none'; form-action 'none'")
# A bad option of a framed checker, said inside the frame (the element says the same in
# checker_texts.js, ``badOption``).
OPTION_MESSAGES = {
    "de": "Die Option {name}=\u201e{value}\u201c gibt es hier nicht. Erlaubt: {allowed}.",
    "en": "The option {name}=\u201c{value}\u201d is not available here. Allowed: {allowed}.",
    "fr": "L\u2019option {name}=\u00ab\u00a0{value}\u00a0\u00bb n\u2019existe pas ici. "
          "Valeurs permises\u00a0: {allowed}.",
}
CARDS_MESSAGES = {
    "de": "In {name}=\u201e{value}\u201c stimmt etwas nicht: {allowed}",
    "en": "{name}=\u201c{value}\u201d is not a position of this game: {allowed}",
    "fr": "{name}=\u00ab\u00a0{value}\u00a0\u00bb n\u2019est pas une position de ce jeu\u00a0: "
          "{allowed}",
}
# What a page may preset, besides lang and game (the custom element's attributes).
FRAME_OPTIONS = ("contract", "tout", "ruleset", "deck", "hand", "trick", "view", "theme", "mode")


def origin_of(url: str) -> str:
    """The origin a browser reports in ``event.origin`` for pages under ``url``."""
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


def snippets(base: str, lang: str, game: str, src: str | None = None,
             width: int | str = "100%", height: int = 760) -> tuple[str, str]:
    """The two ways to embed the checker: a frame with the lines that size it, or a script
    and a custom element. ``base`` is the configured public URL (never the Host header);
    ``src`` a frame URL with presets, ``width`` and ``height`` the frame's first size."""
    macros = TEMPLATES.environment.get_template("embed_snippets.html").module
    return (str(macros.frame(base, origin_of(base), lang, game,  # type: ignore[attr-defined]
                             TITLES[lang], src=src, width=width, height=height)),
            str(macros.element(base, lang, game)))  # type: ignore[attr-defined]


def host_lines_hash(origin: str) -> str:
    macros = TEMPLATES.environment.get_template("embed_snippets.html").module
    lines = str(macros.host_lines(origin)).encode()  # type: ignore[attr-defined]
    return "'sha256-" + base64.b64encode(hashlib.sha256(lines).digest()).decode() + "'"


def choice(name: str, allowed: tuple[str, ...], default: str) -> str:
    value = request.args.get(name, default)
    if value not in allowed:
        choices = ", ".join(allowed)
        raise Problem("validation-error",
                      text("field.must-be-one-of", name=name, choices=choices),
                      [{"parameter": name, "detail": text("field.one-of-list", choices=choices)}])
    return value


def _cards(name: str, game_id: str, most: int) -> str | None:
    """A preset hand or trick: card codes (or suit-rank), given back canonical."""
    given = request.args.get(name)
    return None if given is None else preset_cards(name, given, GAMES[game_id].deck, most)


def preset_cards(name: str, given: str, deck: Deck, most: int) -> str:
    """``given`` read as at most ``most`` cards of ``deck``, none more often than the deck
    holds it (``deck.copies``), as canonical codes."""
    try:
        cards = [deck.code(deck.parse(word)) for word in given.split(",") if word]
    except RulesInputError as error:
        _refuse(name, said(error))
    if deck.copies == 1:  # one copy: the wording every one-copy game has always answered
        if len(cards) > most or len(set(cards)) < len(cards):
            _refuse(name, text("embed.different-cards", most=most))
        return ",".join(cards)
    if len(cards) > most:
        _refuse(name, text("embed.cards", most=most))
    # A copy one too many is refused by its code, as the rules name it in a position.
    over = next(((code, n) for code, n in Counter(cards).items() if n > deck.copies), None)
    if over is not None:
        _refuse(name, text("embed.copies", card=over[0], count=over[1], copies=deck.copies))
    return ",".join(cards)


def _refuse(name: str, detail: Text) -> NoReturn:
    raise Problem("validation-error", with_field(name, detail),
                  [{"parameter": name, "detail": detail}])


def allowed_values(game_id: str) -> dict[str, tuple[str, ...]]:
    """The values of each choice a framed checker takes, for the game (and the first two)."""
    game = GAMES[game_id]
    return {"lang": LANGUAGES, "game": tuple(GAMES),
            "contract": tuple(dict.fromkeys(c.slug for c in game.contracts)),
            "tout": ("true", "false"), "ruleset": tuple(game.rulesets),
            "deck": tuple(game.name_decks), "view": ("trick", "round"),
            "theme": ("light", "dark"), "mode": ("check", "quiz")}


def frame_options(game_id: str) -> dict[str, str]:
    """The presets a framed checker takes as URL parameters, checked against the game."""
    game = GAMES[game_id]
    allowed = {name: values for name, values in allowed_values(game_id).items()
               if name not in ("lang", "game")}
    found = {name: choice(name, values, "") for name, values in allowed.items()
             if name in request.args}
    found.update(hand=_cards("hand", game_id, game.hand_size) or "",
                 trick=_cards("trick", game_id, game.players) or "")
    return {name: found[name] for name in FRAME_OPTIONS if found.get(name)}


@blp.get("/api/v1/embed.js")
def script() -> Response:
    response = Response(SCRIPT, mimetype="text/javascript")
    response.headers["Cache-Control"] = "public, max-age=3600"
    return response


@blp.get("/api/v1/embed")
def frame() -> Response:
    """The checker alone, to be framed; it posts its height to the framing page. A bad
    option answers a browser (the frame) with a short page in the reader's language naming
    the option and its allowed values; an API client gets the problem as JSON."""
    try:
        reject_unknown_query_parameters(("lang", "game", *FRAME_OPTIONS))
        lang = choice("lang", LANGUAGES, DEFAULT_LANGUAGE)
        game = choice("game", tuple(GAMES), next(iter(GAMES)))
        options = frame_options(game)
    except Problem as problem:
        if not _wants_page():
            raise
        return _option_page(problem)
    page = TEMPLATES.render("embed_frame.html", lang=lang, game=game, title=TITLES[lang],
                            options=options)
    response = Response(page, mimetype="text/html")
    response.headers["Content-Security-Policy"] = FRAME_POLICY
    return response


@blp.get("/api/v1/embed/demo")
def demo() -> Response:
    """A page that embeds the checker both ways and shows the snippets to copy, written
    with the configured public URL (STICHFEST_PUBLIC_URL)."""
    reject_unknown_query_parameters(("lang", "game"))
    lang = choice("lang", LANGUAGES, DEFAULT_LANGUAGE)
    game = choice("game", tuple(GAMES), next(iter(GAMES)))
    base = current_app.config["PUBLIC_URL"]
    origin = origin_of(base)
    page = TEMPLATES.render("embed_demo.html", lang=lang, game=game, title=TITLES[lang],
                  public_url=base, origin=origin)
    response = Response(page, mimetype="text/html")
    response.headers["Content-Security-Policy"] = DEMO_POLICY.format(
        host_lines=host_lines_hash(origin), origin=origin)
    return response


def _wants_page() -> bool:
    """A frame's navigation ranks text/html first; an API client (or none) gets JSON."""
    best = request.accept_mimetypes.best_match(
        ["application/problem+json", "application/json", "text/html"])
    return best == "text/html"


def _option_page(problem: Problem) -> Response:
    name = str(problem.errors[0].get("parameter", "")) if problem.errors else ""
    given = request.args.get("lang")
    lang = given if given in LANGUAGES else language(None)
    game = request.args.get("game", "")
    values = allowed_values(game if game in GAMES else next(iter(GAMES)))
    if name in values:
        allowed = ", ".join(values[name])
    elif name in ("hand", "trick"):  # what is wrong with the cards, in the page's words
        allowed = str(problem_body(problem, lang)["errors"][0]["detail"])
    else:  # not an option at all: the options there are
        allowed = ", ".join(("lang", "game", *FRAME_OPTIONS))
    texts = CARDS_MESSAGES if name in ("hand", "trick") else OPTION_MESSAGES
    message = texts[lang].format(name=name, value=request.args.get(name, ""),
                                          allowed=allowed)
    page = TEMPLATES.render("embed_error.html", lang=lang, title=TITLES[lang], message=message,
                            option=name)
    response = Response(page, status=problem.status or 422, mimetype="text/html")
    response.headers["Content-Security-Policy"] = FRAME_POLICY
    return response
