"""The operations Doppelkopf adds to the common ones (``api.games.routes``): the score in both
forms and the Vorbehalt, on the Doppelkopf blueprint."""

from __future__ import annotations

from flask.views import MethodView

from api.games.doppelkopf.answers import speaker
from api.games.doppelkopf.game_api import GAME_API
from api.games.doppelkopf.schemas import (
    DoppelkopfScoreRequest,
    DoppelkopfScoreResponse,
    VorbehaltRequest,
    VorbehaltResponse,
)
from api.games.doppelkopf.score import (
    SCORE_EXAMPLE,
    VORBEHALT_EXAMPLE,
    score_answer,
    vorbehalt_answer,
)
from api.games.game_api import Body
from api.http.negotiation import language
from api.request.json_value import JsonObject

blp = GAME_API.blueprint  # the game's own operations first, then every game's


@blp.route("/score")
class Score(MethodView):
    @blp.doc(operationId="doppelkopfScore",
             summary="Doppelkopf: the value of a finished game, every point named",
             description="Tricks form (the 12 tricks, the service counts Augen, tricks and "
                         "Sonderpunkte and finds the parties) or summary form (Augen and "
                         "tricks per party). Announcements are scored as given, each with "
                         "in_time (RD10); a call counts every lower level (RD5).")
    @blp.arguments(DoppelkopfScoreRequest(), example=SCORE_EXAMPLE)
    @blp.problems(400, 413, 415)
    @blp.response(200, DoppelkopfScoreResponse(),
                  example=score_answer(SCORE_EXAMPLE, speaker("de", "french")))
    def post(self, body: Body) -> JsonObject:
        return score_answer(body, speaker(language(body.get("lang")), "french"))


@blp.route("/vorbehalt")
class Vorbehalt(MethodView):
    @blp.doc(operationId="doppelkopfVorbehalt",
             summary="Doppelkopf: which Vorbehalt is played (D-7, RD13)")
    @blp.arguments(VorbehaltRequest(), example=VORBEHALT_EXAMPLE)
    @blp.problems(400, 413, 415)
    @blp.response(200, VorbehaltResponse(),
                  example=vorbehalt_answer(VORBEHALT_EXAMPLE, speaker("en", "french")))
    def post(self, body: Body) -> JsonObject:
        return vorbehalt_answer(body, speaker(language(body.get("lang")), "french"))
