"""The operations Schnapsen adds to the common ones (``api.games.routes``): the score of a
hand and the Bummerl, on the Schnapsen blueprint."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView

from api.games.schnapsen.answers import (
    BUMMERL_EXAMPLE,
    SCORE_EXAMPLE,
    bummerl_answer,
    score_answer,
)
from api.games.schnapsen.blueprint import blp
from api.games.schnapsen.schemas import (
    BummerlRequest,
    BummerlResponse,
    SchnapsenScoreRequest,
    SchnapsenScoreResponse,
)
from api.games.schnapsen.speaker import SchnapsenSpeaker
from api.http.negotiation import language


@blp.route("/score")
class Score(MethodView):
    @blp.doc(operationId="schnapsenScore", summary="The result of a hand",
             description="Who won and how many game points (1, 2 or 3), with the rule: a "
                         "renonce, a claim of 66, a closed talon, or the last trick.")
    @blp.arguments(SchnapsenScoreRequest(), example=SCORE_EXAMPLE)
    @blp.problems(400, 413, 415)
    @blp.response(200, SchnapsenScoreResponse(),
                  example=score_answer(SCORE_EXAMPLE, SchnapsenSpeaker(lang="de")))
    def post(self, body: dict[str, Any]) -> dict[str, Any]:
        return score_answer(body, SchnapsenSpeaker(lang=language(body.get("lang"))))


@blp.route("/bummerl")
class Bummerl(MethodView):
    @blp.doc(operationId="schnapsenBummerl", summary="A Bummerl counted down from 7",
             description="The game points each player still needs after every hand; the "
                         "first to count down to 0 wins the Bummerl.")
    @blp.arguments(BummerlRequest(), example=BUMMERL_EXAMPLE)
    @blp.problems(400, 413, 415)
    @blp.response(200, BummerlResponse(),
                  example=bummerl_answer(BUMMERL_EXAMPLE["hands"], SchnapsenSpeaker()))
    def post(self, body: dict[str, Any]) -> dict[str, Any]:
        return bummerl_answer(body["hands"], SchnapsenSpeaker(lang=language(body.get("lang"))))

