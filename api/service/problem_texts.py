"""Every problem message of the app in one catalogue (``api.errors.messages``): the request
steps', the engine's shared checks', the game layer's and each game folder's, the pages' and
the service's; every problem type, the shared ones and each game's (its ``GameApi``'s); and how
a problem names its cards (the game's speaker in the asker's language and deck).
``create_app`` installs all three."""

from __future__ import annotations

import functools
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from flask import Flask, g, has_request_context, request

from api.errors.messages import CardNames, Catalogue, catalogue_of
from api.errors.problems import (
    CARD_NAMES_KEY,
    CATALOGUE_KEY,
    PROBLEM_TYPES,
    TITLE_CODE,
    TYPES_KEY,
    ProblemType,
)
from api.errors.texts import engine, requests, titles, validation
from api.games import problems as game_problems
from api.games.registry import GAME_APIS
from api.pages import problems as page_problems
from api.service import problems as service_problems
from rules.game import default_name_deck


@functools.cache
def catalogue() -> Catalogue:
    return catalogue_of((titles.TEXTS, requests.TEXTS, validation.TEXTS, engine.TEXTS,
                         game_problems.TEXTS, *game_problems.folder_messages(),
                         page_problems.TEXTS, service_problems.TEXTS))


@functools.cache
def problem_types() -> Mapping[str, ProblemType]:
    """The shared problem types, then each game's in the registry's order. Two games may
    name one type only as the same type (else the app does not start)."""
    found: dict[str, ProblemType] = dict(PROBLEM_TYPES)
    for game_id, game_api in GAME_APIS.items():
        for kind in game_api.problem_types:
            if found.setdefault(kind.slug, kind) != kind:
                raise ValueError(f"{game_id} redefines the problem type {kind.slug}")
    return MappingProxyType(found)


def problem_codes() -> list[str]:
    """The codes a problem or an error may carry (a type's title has a code of its own, but
    is no message)."""
    return [code for code in catalogue().codes if not code.startswith(TITLE_CODE)]


def code_list() -> dict[str, Any]:
    """``GET /api/v1/problem-codes``: every code with its text in each language (``{name}``
    marks what varies: a card, a field, a number)."""
    tables = catalogue().tables
    codes = [{"code": code, **{lang: tables[lang][code] for lang in ("de", "en", "fr")}}
             for code in sorted(problem_codes())]
    return {"codes": codes, "count": len(codes)}


def card_names(game: str | None, deck: str | None, lang: str) -> CardNames | None:
    """How a problem names its cards in ``lang``: by the game's speaker, in the question's
    deck (its ``deck``, else the language's); without a game, the request's (a game's
    operations are its blueprint's, named by the game's id)."""
    if game is None and has_request_context():
        game = request.blueprint
        asked = request.args.get("deck")
        body = g.get("json_body")
        if asked is None and isinstance(body, Mapping):
            asked = body.get("deck")
        deck = asked if isinstance(asked, str) else None
    game_api = GAME_APIS.get(game or "")
    if game_api is None:
        return None
    if deck not in game_api.game.name_decks:
        deck = default_name_deck(game_api.game, lang)
    return game_api.speaker(lang, deck).card_name


def install(app: Flask) -> None:
    app.extensions[CATALOGUE_KEY] = catalogue()
    app.extensions[TYPES_KEY] = problem_types()
    app.extensions[CARD_NAMES_KEY] = card_names
