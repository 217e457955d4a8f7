"""A game's own operations (a score, a state, a list) added to its blueprint from one
declaration each: the same documentation, problems and example answer for every game."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from flask.views import MethodView
from marshmallow import Schema

from api.games.game_api import Answer, Body
from api.schemas.blueprint import Blueprint
from api.seam.parser import reject_unknown_query_parameters


def add_post(blp: Blueprint, path: str, view: str, *, operation_id: str, summary: str,
             description: str, request: type[Schema], response: type[Schema], example: Body,
             answer: Callable[[Body], Answer], problems: tuple[int, ...] = (400, 413, 415)
             ) -> None:
    """``POST path``: the body's answer, documented with ``example`` and its answer."""
    @blp.doc(operationId=operation_id, summary=summary, description=description)
    @blp.arguments(request(), example=example)
    @blp.problems(*problems)
    @blp.response(200, response(), example=answer(example))
    def post(self: MethodView, body: dict[str, Any]) -> Answer:
        return answer(body)

    blp.route(path)(type(view, (MethodView,), {"post": post}))


def add_get(blp: Blueprint, path: str, view: str, *, operation_id: str, summary: str,
            description: str, query: type[Schema], response: type[Schema], example: Body,
            answer: Callable[[Body], Answer]) -> None:
    """``GET path``: the query's answer, documented with the answer to ``example``."""
    @blp.doc(operationId=operation_id, summary=summary, description=description)
    @blp.arguments(query(), location="query")
    @blp.problems(400)
    @blp.response(200, response(), example=answer(example))
    def get(self: MethodView, asked: dict[str, Any]) -> Answer:
        reject_unknown_query_parameters(query)
        return answer(asked)

    blp.route(path)(type(view, (MethodView,), {"get": get}))
