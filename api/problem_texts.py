"""Every problem message of the app in one catalogue (``api.errors.messages``): the request
steps', the engine's shared checks', the game layer's and each game folder's, the pages' and
the service's; ``create_app`` installs it."""

from __future__ import annotations

import functools

from flask import Flask

from api.errors.messages import Catalogue, catalogue_of
from api.errors.problems import CATALOGUE_KEY
from api.errors.texts import engine, requests, titles, validation
from api.games import problems as game_problems
from api.pages import problems as page_problems
from api.service import problems as service_problems


@functools.cache
def catalogue() -> Catalogue:
    return catalogue_of((titles.MESSAGES, requests.MESSAGES, validation.MESSAGES,
                         engine.MESSAGES, game_problems.MESSAGES,
                         tuple(game_problems.folder_messages()), page_problems.MESSAGES,
                         service_problems.MESSAGES))


def install(app: Flask) -> None:
    app.extensions[CATALOGUE_KEY] = catalogue()
