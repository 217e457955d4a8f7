"""oEmbed 1.0 (https://oembed.com): blog and forum software that is given a permalink, a
named example or the checker's frame URL asks ``/api/v1/oembed?url=…`` and embeds the
checker's frame at that position (type ``rich``). The pages name this endpoint in a
discovery link (``<link rel="alternate" type="application/json+oembed">``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qsl, quote, urlencode, urlsplit

from flask import Blueprint, current_app, request

from api.errors.messages import text
from api.errors.problems import Problem
from api.http.negotiation import DEFAULT_LANGUAGE, LANGUAGES
from api.pages.embed import FRAME_OPTIONS, TITLES, frame_options, origin_of, snippets
from api.pages.page_texts import page_words
from api.seam.parser import reject_unknown_query_parameters
from rules.registry import GAMES

blp = Blueprint("oembed", __name__)

PATH = "/api/v1/oembed"
# The permalinks that hold a position the checker can show, by operation: the page's word.
POSITIONS = {"legal-cards": "legal", "trick": "trick"}
EXAMPLES_PATH = "/api/v1/examples/"
FRAME_PATH = "/api/v1/embed"
WIDTH, HEIGHT = 640, 760  # the frame as the README's snippet sizes it (it grows to its page)
SMALLEST = 200  # narrower or lower, the checker cannot show a card


@dataclass(frozen=True, slots=True)
class Embedded:
    """What a URL shows, as the checker's frame: its language, game, presets and title."""

    lang: str
    game: str
    options: dict[str, str]
    title: str

    def frame_url(self, base: str) -> str:
        return f"{base}{FRAME_PATH}?" + urlencode(
            {"lang": self.lang, "game": self.game, **self.options}, safe=":,")


def discovery_link(canonical: str) -> str | None:
    """The oEmbed endpoint for a page (path and query under the public URL), or None for a
    page whose URL it does not embed."""
    public = current_app.config["PUBLIC_URL"].rstrip("/")
    url = public + canonical
    if embedded(url) is None:
        return None
    return f"{public}{PATH}?url={quote(url, safe='')}&format=json"


def example_url(example_id: str) -> str:
    return f"{current_app.config['PUBLIC_URL'].rstrip('/')}{EXAMPLES_PATH}{example_id}"


def embedded(url: str, examples: Sequence[dict[str, Any]] | None = None) -> Embedded | None:
    """The position ``url`` shows, when it is a URL of this server that holds one (the
    named examples: the app's, unless given)."""
    public = current_app.config["PUBLIC_URL"].rstrip("/")
    parts = urlsplit(url)
    if f"{parts.scheme}://{parts.netloc}" != origin_of(public):
        return None
    path = parts.path.removeprefix(urlsplit(public).path.rstrip("/"))
    query = dict(parse_qsl(parts.query))
    if path == FRAME_PATH:
        return _checked(query.get("lang", DEFAULT_LANGUAGE), query.get("game", ""), query,
                        lambda lang: TITLES[lang])
    if path.startswith(EXAMPLES_PATH):
        return _example(path.removeprefix(EXAMPLES_PATH), query.get("lang"),
                        current_app.config["EXAMPLES"] if examples is None else examples)
    game, _, operation = path.removeprefix("/api/v1/").partition("/")
    if game not in GAMES or operation not in POSITIONS:
        return None
    # The language's colon: French sets it off with a space (« Skat : … »).
    return _checked(query.get("lang", DEFAULT_LANGUAGE), game, query, lambda lang: (
        f"{GAMES[game].title}{page_words(lang, game)['colon']}"
        f"{page_words(lang, game)[POSITIONS[operation]]}"))


def _example(example_id: str, lang: str | None, examples: Sequence[dict[str, Any]]
             ) -> Embedded | None:
    entry = next((e for e in examples if e["id"] == example_id), None)
    if entry is None:
        return None
    # In the link's language; without one, in the example's own (as its page).
    lang = lang or entry["response"].get("lang") or DEFAULT_LANGUAGE
    path, _, query = entry["permalink"].partition("?")
    if entry.get("body") is not None or path.rpartition("/")[2] not in POSITIONS:
        return None  # a round or a count: no position the frame can be given
    return _checked(lang, entry["game"], dict(parse_qsl(query)),
                    lambda lang: str(entry["titles"][lang]))


def _checked(lang: str, game: str, query: dict[str, str],
             title: Callable[[str], str]) -> Embedded | None:
    """The presets the frame takes from ``query``, checked as the frame checks them."""
    if lang not in LANGUAGES or game not in GAMES:
        return None
    presets = {k: v for k, v in query.items() if k in FRAME_OPTIONS}
    with current_app.test_request_context(FRAME_PATH, query_string=presets):
        try:
            options = frame_options(game)
        except Problem:
            return None
    return Embedded(lang, game, options, title(lang))


def _size(name: str, default: int) -> int:
    given = request.args.get(name)
    if given is None:
        return default
    if not given.isdigit() or int(given) < SMALLEST:
        raise Problem("validation-error", text("oembed.size", name=name, least=SMALLEST),
                      [{"parameter": name, "detail": text("oembed.size-short", least=SMALLEST)}])
    return min(int(given), default)


@blp.get(PATH)
def oembed() -> Any:
    """The frame snippet for ``url``: 404 for a URL it does not embed (the spec's status), 422
    for a format but json (the spec's 501 would make a client's choice a server error)."""
    reject_unknown_query_parameters(("url", "format", "maxwidth", "maxheight"))
    wanted = request.args.get("format", "json")
    if wanted != "json":
        raise Problem("validation-error", text("oembed.format", format=wanted),
                      [{"parameter": "format", "detail": text("oembed.format-short")}])
    url = request.args.get("url")
    if not url:
        raise Problem("validation-error", text("oembed.url-missing"),
                      [{"parameter": "url", "detail": text("oembed.url-missing")}])
    width, height = _size("maxwidth", WIDTH), _size("maxheight", HEIGHT)
    found = embedded(url)
    if found is None:
        raise Problem("not-found", text("oembed.not-embedded", url=url),
                      [{"parameter": "url", "detail": text("oembed.not-embedded-short")}])
    return answer(found, width, height)


def answer(found: Embedded, width: int, height: int) -> dict[str, Any]:
    base = current_app.config["PUBLIC_URL"].rstrip("/")
    html = snippets(base, found.lang, found.game, src=found.frame_url(base),
                    width=width, height=height)[0]
    return {"version": "1.0", "type": "rich", "title": found.title,
            "provider_name": "Stichfest", "provider_url": base + "/", "html": html,
            "width": width, "height": height, "cache_age": 86400}
