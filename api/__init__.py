"""Stichfest HTTP API: a thin flask-smorest adapter around the ``rules`` package.

``create_app`` only assembles: the layers below each install themselves (``api/http`` the
steps around every request, ``api/errors`` the handlers, ``api/games`` the blueprints built
from ``rules.registry.GAMES``, ``api/pages`` the pages and checker, ``api/service`` the
documentation endpoints).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Any

from flask import Flask

import stichfest.core  # noqa: F401  (first: it picks the compiled or the pure rules engine)
from api import settings
from api.errors import handlers
from api.games import batch, games_list
from api.games.registry import GAME_APIS
from api.http import (
    access_log,
    admission,
    compression,
    headers,
    json_body,
    operator,
    rate_limit,
    steps,
)
from api.pages import builder, embed, oembed, pages
from api.request.flask_classes import App
from api.schemas.blueprint import Api, problem_for_http_exception
from api.seam.json_provider import OrjsonProvider
from api.service import endpoints, problem_texts
from api.service.description import API_DESCRIPTION


def create_app(config: Mapping[str, Any] | None = None) -> Flask:
    """The application factory (the Procfile runs it under gunicorn)."""
    flask_app = App(__name__)
    admission.without_redirects(flask_app)
    flask_app.json = OrjsonProvider(flask_app)
    flask_app.config.update(settings.fixed(API_DESCRIPTION), **settings.from_environment())
    flask_app.config.update(config or {})
    api = Api(flask_app)
    for game_api in GAME_APIS.values():
        api.register_blueprint(game_api.blueprint)
    api.register_blueprint(batch.blp)
    api.register_blueprint(games_list.blp)
    flask_app.register_blueprint(endpoints.blp)
    flask_app.register_blueprint(embed.blp)
    flask_app.register_blueprint(oembed.blp)
    flask_app.register_blueprint(builder.blp)
    flask_app.extensions["stichfest_api"] = api
    handlers.install(flask_app, problem_for_http_exception)
    problem_texts.install(flask_app)
    limit_before, limit_work, limit_after = rate_limit.install(
        flask_app, flask_app.config["RATE_LIMIT"], flask_app.config["RATE_LIMIT_STORAGE"])
    json_body.install(flask_app)
    admission.install(flask_app)
    id_before, id_after = access_log.install(flask_app.config["ACCESS_LOG"])
    operator.install(flask_app)
    page_endpoints, as_page = pages.install(flask_app)
    compressed = compression.install(flask_app)
    # Before each request, in this order: clock, request id, host and size checks, rate
    # limit, JSON body, the rest of its work on the rate limit. After it: the answer's size,
    # a browser's page (made before the headers are worked out
    # for it), the common headers, compression, metrics, the request id, the rate limit's
    # headers, and last the access line, which sees the final status and size.
    steps.install(
        flask_app,
        before=[operator.start_clock, *id_before, admission.check_request, *limit_before,
                json_body.batch_size, json_body.read_json_body, *limit_work],
        after=[json_body.answer_size, as_page,
               functools.partial(headers.common_headers, page_endpoints=page_endpoints),
               compressed, operator.count, *id_after[:1], *limit_after, *id_after[1:]])
    endpoints.install(flask_app)  # last: the document asks the finished app an example
    return flask_app
