"""The operations a talon game adds to the common ones (``api.games.routes``): the score of
a hand and the Bummerl, on the game's blueprint, with the game's own descriptions."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from flask.views import MethodView

from api.games.game_api import Body
from api.games.talon.answers import TalonAnswers
from api.http.negotiation import language
from api.request.json_value import JsonObject
from api.schemas.blueprint import Blueprint


def add_talon_routes(blp: Blueprint, answers: TalonAnswers, score_example: Mapping[str, Any],
                     bummerl_example: Mapping[str, Any], score_description: str) -> None:
    game, schemas = answers.game, answers.schemas

    @blp.route("/score")
    class Score(MethodView):
        @blp.doc(operationId=f"{game.id}Score", summary="The result of a hand",
                 description=score_description)
        @blp.arguments(schemas.score_request(), example=score_example)
        @blp.problems(400, 413, 415)
        @blp.response(200, schemas.score_response(),
                      example=answers.score_answer(score_example, answers.speaker("de", "")))
        def post(self, body: Body) -> JsonObject:
            return answers.score_answer(body, answers.speaker(language(body.get("lang")), ""))

    @blp.route("/bummerl")
    class Bummerl(MethodView):
        @blp.doc(operationId=f"{game.id}Bummerl",
                 summary=f"A Bummerl counted down from {game.rules.bummerl}",
                 description="The game points each player still needs after every hand; the "
                             "first to count down to 0 wins the Bummerl.")
        @blp.arguments(schemas.bummerl_request(), example=bummerl_example)
        @blp.problems(400, 413, 415)
        @blp.response(200, schemas.bummerl_response(),
                      example=answers.bummerl_answer(bummerl_example["hands"],
                                                     answers.speaker("de", "")))
        def post(self, body: Body) -> JsonObject:
            return answers.bummerl_answer(body["hands"],
                                          answers.speaker(language(body.get("lang")), ""))
