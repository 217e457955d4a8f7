"""Every problem message of the app in one catalogue (``api.errors.messages``): the request
steps', the engine's shared checks', the game layer's and each game folder's, the pages' and
the service's; and every problem type, the shared ones and each game's (its ``GameApi``'s);
``create_app`` installs both."""

from __future__ import annotations

import functools
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from flask import Flask

from api.errors.messages import Catalogue, catalogue_of
from api.errors.problems import CATALOGUE_KEY, PROBLEM_TYPES, TITLE_CODE, TYPES_KEY, ProblemType
from api.errors.texts import engine, requests, titles, validation
from api.games import problems as game_problems
from api.games.registry import GAME_APIS
from api.pages import problems as page_problems
from api.service import problems as service_problems


@functools.cache
def catalogue() -> Catalogue:
    return catalogue_of((titles.MESSAGES, requests.MESSAGES, validation.MESSAGES,
                         engine.MESSAGES, game_problems.MESSAGES,
                         tuple(game_problems.folder_messages()), page_problems.MESSAGES,
                         service_problems.MESSAGES))


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
    return [code for code in catalogue().messages if not code.startswith(TITLE_CODE)]


def code_list() -> dict[str, Any]:
    """``GET /api/v1/problem-codes``: every code with its text in each language (``{name}``
    marks what varies: a card, a field, a number)."""
    found = catalogue().messages
    codes = [{"code": code, "de": found[code].de, "en": found[code].en, "fr": found[code].fr}
             for code in sorted(problem_codes())]
    return {"codes": codes, "count": len(codes)}


def install(app: Flask) -> None:
    app.extensions[CATALOGUE_KEY] = catalogue()
    app.extensions[TYPES_KEY] = problem_types()
