"""Pages for people: the legal-cards and trick permalinks of every game, the named examples
and their index have a page of the very JSON answer they give and a picture of the position
for social previews, at paths of their own (``….html``, ``….svg``, ``….png``, the JSON path
with that ending); the JSON path answers a browser (``Accept`` ranking HTML above JSON) or
``format=html|svg|png`` the same way.

A page is another representation of the JSON answer, made after the view has answered: what
the page shows (cards, verdicts, sentences) is read from that answer, so the two cannot
disagree. Bad input never gets here: the view has answered it with its problem+json.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qsl, urlencode

from flask import Flask, Response, current_app, request
from marshmallow import ValidationError
from werkzeug.test import EnvironBuilder

from api.errors.messages import text
from api.errors.problems import Problem
from api.games.registry import GAME_APIS
from api.http.negotiation import (
    DEFAULT_LANGUAGE,
    LANGUAGES,
    PATH_REPRESENTATION,
    path_representation,
    representation,
)
from api.http.steps import AfterStep
from api.pages.oembed import discovery_link
from api.pages.page_responses import PAGE_ENDPOINT, PAGE_RULE_ENDING, PERMALINKS
from api.pages.page_texts import TEXTS, page_words
from api.pages.preview import rows, summary
from api.pictures.card_picture import card_svg
from api.pictures.preview_picture import CardView, preview_png, preview_svg
from api.pictures.templating import Templates
from api.request.flask_classes import QueryRequest, current_request
from api.request.languages import accepted
from api.seam.parser import is_tracking_parameter
from rules.cards import Suit
from rules.errors import RulesInputError
from rules.game import default_name_deck
from rules.registry import GAMES

TEMPLATES = Templates("api.pages")

# The permalink operations with a page, by the last part of their path: the kind of answer.
KINDS = {"legal-cards": "legal", "trick": "trick", "rounds/check": "round", "weis": "weis",
         "stoeck": "stoeck", "callable-aces": "callable", "contracts": "contracts",
         "score": "score", "bids": "bids", "closing": "closing"}
INDEX_PATH = "/api/v1/examples"
EXAMPLE_RULE = "/api/v1/examples/<example_id>"
SUIT_SYMBOLS = {"acorns": ("♣", "#1b1b1b"), "shields": ("♠", "#1b1b1b"),
                "leaves": ("♠", "#1f6b2a"), "roses": ("♥", "#c62828"),
                "hearts": ("♥", "#c62828"), "bells": ("♦", "#a14f00"),
                "clubs": ("♣", "#1b1b1b"), "spades": ("♠", "#1b1b1b"),
                "diamonds": ("♦", "#c62828"), "tarock": ("★", "#3e2723")}
# A picture in an image context loads nothing, not even fonts: it needs no more than this.
PICTURE_POLICY = "default-src 'none'"
def install(app: Flask) -> tuple[frozenset[str], AfterStep]:
    """The endpoints that answer a browser with a page, and the step that makes the page
    (``api.http.steps``). The step runs before the common headers, so that the ETag, the CSP and
    the caching headers are worked out for the page; they add ``Vary: Accept`` for these
    endpoints. Beside each, its page and pictures get a path of their own (``….html``,
    ``….svg``, ``….png``): the same view, whose answer the step makes the page or picture."""
    paths = {f"/api/v1/{game}/{operation}" for game in GAMES
             for operation in (*PERMALINKS, *GAME_APIS[game].own_pages)}
    paths |= {INDEX_PATH, EXAMPLE_RULE}
    rules = [rule for rule in app.url_map.iter_rules() if rule.rule in paths]
    endpoints = frozenset(rule.endpoint for rule in rules)
    for rule in rules:
        app.add_url_rule(rule.rule + PAGE_RULE_ENDING, rule.endpoint + PAGE_ENDPOINT,
                         _page_view(app.view_functions[rule.endpoint]), methods=["GET"])
    paged = endpoints | {endpoint + PAGE_ENDPOINT for endpoint in endpoints}

    def as_page(req: QueryRequest, response: Response) -> Response:
        return _as_page(req, response, paged)

    return endpoints, as_page


def _page_view(view: Callable[..., Any]) -> Callable[..., Any]:
    """The JSON operation's view on its page's path: the path names the format, so the query
    may not."""
    def page_view(**view_args: Any) -> Any:
        ending = view_args.pop(PATH_REPRESENTATION)
        if "format" in request.args:
            raise Problem("unknown-parameter", text("query.format-in-path", ending=ending),
                          [{"parameter": "format", "detail": text("query.not-a-parameter")}])
        return view(**view_args)

    return page_view


def _as_page(req: QueryRequest, response: Response, endpoints: frozenset[str]) -> Response:
    if (response.status_code != 200 or req.method not in ("GET", "HEAD")
            or req.endpoint not in endpoints):
        return response
    wanted = representation(req)  # the views checked ``format`` already
    if wanted == "json":
        return response
    data = response.get_json()
    rule = request.url_rule.rule.removesuffix(PAGE_RULE_ENDING) if request.url_rule else ""
    if rule == INDEX_PATH:
        page = _index_page(data)
    elif rule == EXAMPLE_RULE:
        page = _example_page(data)
    else:
        page = _permalink_page(data)
    req.content_language = page.lang
    if wanted in ("svg", "png"):
        picture = preview_svg(page.heading, page.rows)
        if wanted == "png":  # what link previews show (og:image); an SVG they do not
            response.set_data(preview_png(picture))
            response.mimetype = "image/png"
        else:
            response.set_data(picture)
            response.mimetype = "image/svg+xml"
        response.headers["Content-Security-Policy"] = PICTURE_POLICY
    else:
        response.set_data(TEMPLATES.render(page.template, **page.context()))
        response.mimetype = "text/html"
    return response


@dataclass(slots=True)
class Page:
    template: str
    lang: str
    heading: str
    description: str
    canonical: str  # path and query of the page (no format): og:url, og:image from it
    json_links: list[tuple[str, str]]  # (label, href) of the JSON beside the page
    rows: list[tuple[str, list[list[tuple[CardView, str]]]]]  # the preview's card rows
    values: dict[str, object]
    in_every_language: bool = True  # the link takes ``lang``: offer the other languages
    game: str | None = None  # the game the page is about: its own words join the page's

    def context(self) -> dict[str, object]:
        public = current_app.config["PUBLIC_URL"].rstrip("/")
        path, mark, query = self.canonical.partition("?")
        return {"t": page_words(self.lang, self.game), "lang": self.lang, "heading": self.heading,
                "description": self.description, "json_links": self.json_links,
                "og_url": public + self.canonical,
                "og_image": f"{public}{path}.png{mark}{query}",
                "oembed": discovery_link(self.canonical),
                "languages": [(lang, _with_lang(self.canonical, lang)) for lang in LANGUAGES
                              if self.in_every_language],
                **self.values}


def _permalink_page(answer: dict[str, Any]) -> Page:
    path = json_path()
    game, kind = _game_and_kind(path)
    worded = "lang" in answer  # the contracts have no words: no ``lang`` to give
    lang = answer["lang"] if worded else accepted(current_request())
    query = [(k, v) for k, v in request.args.items(multi=True)
             if k not in ("format", "lang") and not is_tracking_parameter(k)]
    canonical = _url(path, [*query, *([("lang", lang)] if worded else [])])
    page = _position_page(game, kind, answer, lang, request.args.get("deck"), canonical,
                          [(TEXTS[lang]["json"], _with_format(canonical, "json"))], None)
    page.in_every_language = worded
    return page


def _example_page(entry: dict[str, Any]) -> Page:
    """An example in the link's language; without ``lang``, in its own (that of its
    permalink, German when it names none), so that every reader sees the same page."""
    game, kind = _game_and_kind(entry["permalink"])
    stored = entry["response"].get("lang")
    lang = request.args.get("lang") or stored or DEFAULT_LANGUAGE
    answer = entry["response"] if stored in (None, lang) else _answer_in(entry, lang)
    query = entry["permalink"].partition("?")[2]
    asked = dict(parse_qsl(query)) if entry.get("body") is None else entry["body"]
    canonical = f"{json_path()}?lang={lang}"
    links = [(TEXTS[lang]["example_json"], _with_format(canonical, "json"))]
    if entry.get("body") is None:  # a GET permalink: its JSON answer in the page's language
        links.append((TEXTS[lang]["json"], entry["permalink"] if stored is None
                      else _with_lang(entry["permalink"], lang)))
    return _position_page(game, kind, answer, lang, asked.get("deck"), canonical, links, entry)


def _index_page(listing: dict[str, Any]) -> Page:
    """Every example by game, then by rule, in the language of the link or the browser's."""
    lang = request.args.get("lang") or accepted(current_request())
    games: dict[str, dict[str, list[dict[str, Any]]]] = {game: {} for game in GAMES}
    for entry in listing["examples"]:
        games[entry["game"]].setdefault(entry["rule"], []).append(entry)
    ordered = [(GAMES[game].title, _by_rule(game, rules, lang), game)
               for game, rules in games.items() if rules]
    only = request.args.get("game")
    canonical = _url(json_path(), [*([("game", only)] if only else []), ("lang", lang)])
    t = TEXTS[lang]
    return Page("page_examples.html", lang, t["examples"], ", ".join(
        title for title, *_ in ordered), canonical, [(t["json"], _with_format(canonical, "json"))],
        [], {"games": ordered, "example_lang": f"?lang={lang}"})


def _by_rule(game: str, examples: dict[str, list[dict[str, Any]]], lang: str
             ) -> list[tuple[str, str, list[dict[str, Any]]]]:
    """The examples of a game by rule, in the catalogue's order, with the rule's title."""
    game_api = GAME_APIS[game]
    speaker = game_api.speaker(lang, game_api.game.name_decks[0])
    catalogue = list(game_api.game.catalogue)
    order = {rule: catalogue.index(rule) if rule in catalogue else len(catalogue)
             for rule in examples}
    return [(rule, speaker.rule_title(rule) if rule in catalogue else "", examples[rule])
            for rule in sorted(examples, key=order.__getitem__)]


def _position_page(game: str, kind: str, answer: dict[str, Any], lang: str, deck: str | None,
                   canonical: str, links: list[tuple[str, str]],
                   example: dict[str, Any] | None) -> Page:
    t = page_words(lang, game)
    card = card_namer(game, lang, deck)
    using = _using(game, answer, lang, deck, canonical if example is None else None)
    heading = example["titles"][lang] if example else f"{GAMES[game].title}{t['colon']}{t[kind]}"
    return Page("page_position.html", lang, heading, summary(kind, answer, card, t),
                canonical, links, rows(kind, answer, card, t),
                {"kind": kind, "a": answer, "card": card, "example": example,
                 "game_title": GAMES[game].title, "suit": suit_namer(game, lang, deck),
                 "using": using, "named": value_namer(game, lang, deck)},
                game=game)


def _using(game: str, answer: dict[str, Any], lang: str, deck: str | None,
           link: str | None) -> dict[str, Any] | None:
    """The ruleset and deck the page's answer used, in words (the defaults included, so
    that a reader knows them), with links to the same question under the others."""
    if "ruleset" not in answer:  # an answer without rules words (the contracts' list)
        return None
    game_api = GAME_APIS[game]
    t = page_words(lang, game)
    drawn = deck or default_name_deck(game_api.game, lang)
    speaker = game_api.speaker(lang, drawn)

    def ruleset_name(ruleset: str) -> str:
        phrase = speaker.words.phrases.get(f"ruleset.{ruleset}")
        if phrase is not None:
            return phrase.bare
        # A ruleset with house rules after its id (``<ruleset>+<house rule>``): each in words.
        separator = getattr(game_api.game, "house_separator", None)
        if not separator or separator not in ruleset:
            return ruleset
        base, *names = ruleset.split(separator)
        house = [speaker.words.phrases.get(f"house_rule.{name}") for name in names]
        return " + ".join([ruleset_name(base), *(h.bare if h is not None else n
                                                for h, n in zip(house, names, strict=True))])

    switch: list[tuple[str, str]] = []
    if link is not None:
        path, _, query = link.partition("?")
        pairs = parse_qsl(query)
        for name, current, others, word in (
                ("ruleset", answer["ruleset"], game_api.game.rulesets, ruleset_name),
                ("deck", drawn, game_api.game.name_decks, lambda d: t[f"deck.{d}"])):
            for other in others:
                if other != current:
                    kept = [(k, v) for k, v in pairs if k != name]
                    switch.append((t["switch_to"].format(name=word(other)),
                                   _url(path, [*kept, (name, other)])))
    return {"ruleset": answer["ruleset"], "ruleset_name": ruleset_name(answer["ruleset"]),
            "deck": drawn, "deck_name": t[f"deck.{drawn}"], "switch": switch}


def suit_namer(game: str, lang: str, deck: str | None) -> Callable[[str], str]:
    """A suit id of the answer (``hearts``) by its name in the page's language and deck."""
    game_api = GAME_APIS[game]
    speaker = game_api.speaker(lang, deck or default_name_deck(game_api.game, lang))
    return lambda value: speaker.suit(Suit(value))


def value_namer(game: str, lang: str, deck: str | None) -> Callable[[str, Any], str]:
    """An answer's value in the page's words: a talon state (``open``), a contract kind of a
    list (``farbwenz``) or a contract (Skat's bid table); the value itself where none fits."""
    game_api = GAME_APIS[game]
    speaker = game_api.speaker(lang, deck or default_name_deck(game_api.game, lang))

    def named(kind: str, value: Any) -> str:
        if kind == "contract" and isinstance(value, dict):
            try:
                return speaker.name_contract(game_api.read_contract({"contract": {
                    k: v for k, v in value.items() if k != "multiplier"}}))
            except (Problem, RulesInputError, ValidationError, KeyError, TypeError, ValueError):
                return str(value.get("type", ""))
        phrase = speaker.words.phrases.get(f"{kind}.{value}")
        if phrase is not None and "{" not in phrase.bare:
            return phrase.bare
        # a contract kind named with a suit in its phrase: the kind's own (German) word
        return str(value).replace("_", " ").capitalize() if kind == "contract" else str(value)

    return named


def card_namer(game: str, lang: str, deck: str | None) -> Callable[[str], CardView]:
    game_api = GAME_APIS[game]
    # Without a deck, the language's, as the answer's own words (the picture does the same).
    drawn = deck or default_name_deck(game_api.game, lang)
    speaker = game_api.speaker(lang, drawn)
    shown = f"deck={deck}&" if deck else ""

    def card(code: str) -> CardView:
        parsed = game_api.game.deck.parse(code)
        symbol, colour = SUIT_SYMBOLS[parsed.suit.value]
        name = speaker.card_name(parsed)
        # The preview draws the card as its picture does (the deck's shapes and indices).
        shapes = "french" if drawn == "french" else game_api.game.name_decks[0]
        return CardView(code, name, f"/api/v1/{game}/cards/{code}.svg?{shown}lang={lang}",
                        symbol, colour, lambda: card_svg(parsed, shapes, name,
                                                         speaker.rank(parsed.rank)))

    return card


def _answer_in(entry: dict[str, Any], lang: str) -> Any:
    """An example asked again in another language. Only the view runs (no rate limit, log
    line or metric for this inner question): the example is known to be answered."""
    app = current_app._get_current_object()  # type: ignore[attr-defined]
    path, _, query = entry["permalink"].partition("?")
    if entry.get("body") is not None:
        asked_as = EnvironBuilder(path, method="POST", json={**entry["body"], "lang": lang})
    else:
        asked = [(k, v) for k, v in parse_qsl(query) if k != "lang"]
        asked_as = EnvironBuilder(_url(path, [*asked, ("lang", lang)]))
    with app.request_context(asked_as.get_environ()):
        return app.make_response(app.dispatch_request()).get_json()


def json_path() -> str:
    """The path of the JSON answer the page shows: the page's own without its ending."""
    ending = path_representation()
    return request.path.removesuffix(f".{ending}") if ending else request.path


def _game_and_kind(permalink: str) -> tuple[str, str]:
    path = permalink.partition("?")[0].removeprefix("/api/v1/")
    game, _, operation = path.partition("/")
    return game, KINDS[operation]


def _query(pairs: Iterable[tuple[str, str]]) -> str:
    return urlencode(list(pairs), safe=":,;")


def _url(path: str, pairs: Iterable[tuple[str, str]]) -> str:
    query = _query(pairs)
    return f"{path}?{query}" if query else path


def _with_format(path: str, wanted: str) -> str:
    return f"{path}{'&' if '?' in path else '?'}format={wanted}"


def _with_lang(path: str, lang: str) -> str:
    base, _, query = path.partition("?")
    pairs = [(k, v) for k, v in parse_qsl(query) if k != "lang"]
    return _url(base, [*pairs, ("lang", lang)])
