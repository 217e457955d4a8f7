"""The operations Skat adds to the common ones (``api.games.routes``): the bids and the score
of a game, on the Skat blueprint."""

from __future__ import annotations

from flask.views import MethodView

from api.games.game_api import Body
from api.games.skat.answers import SCORE_EXAMPLE, bids_answer, score_answer, speaker
from api.games.skat.game_api import GAME_API
from api.games.skat.schemas import BidsResponse, SkatScoreRequest, SkatScoreResponse
from api.http.negotiation import language
from api.request.json_value import JsonObject
from api.schemas.base import FormatQuery
from api.seam.parser import reject_unknown_query_parameters

blp = GAME_API.blueprint  # the game's own operations first, then every game's


@blp.route("/bids")
class Bids(MethodView):
    @blp.doc(operationId="skatBids", summary="The 63 valid Reizwerte and the games of each",
             description="Every bid is a game value (S-6): suit games 9, 10, 11, 12 × 2 … 18, "
                         "grand 24 × 2 … 11, Null 23, 35, 46, 59.")
    @blp.arguments(FormatQuery(), location="query")
    @blp.problems(400)
    @blp.response(200, BidsResponse(), example=bids_answer())
    def get(self, _query: Body) -> JsonObject:
        reject_unknown_query_parameters(FormatQuery)
        return bids_answer()


@blp.route("/score")
class Score(MethodView):
    @blp.doc(operationId="skatScore", summary="The score of one finished game",
             description="Won or lost and why, the Spitzen over hand and Skat, every level "
                         "named (S-20), the game value, overbid (S-27, RS10), lost games "
                         "double (S-28), Seeger-Fabian (S-30, RS7). The outcome as counts "
                         "(declarer_points with the Skat, declarer_trick_count) or as tricks. "
                         "400 invalid-bid, invalid-announcement (RS9), invalid-contract (RS5), "
                         "unsupported-house-rule (RS1).")
    @blp.arguments(SkatScoreRequest(), example=SCORE_EXAMPLE)
    @blp.problems(400, 413, 415)
    @blp.response(200, SkatScoreResponse(),
                  example=score_answer(SCORE_EXAMPLE, speaker("de", "french")))
    def post(self, body: Body) -> JsonObject:
        return score_answer(body, speaker(language(body.get("lang")), "french"))
