"""The operations Jass adds to the common ones (``api.games.routes``): Weis, Stöck, the
count, the target, the Schieben and the Jasstafel, on the Jass blueprint."""

from __future__ import annotations

from flask import Response
from flask.views import MethodView

from api.errors.messages import text
from api.errors.problems import Problem
from api.games.contract_reader import split_list
from api.games.game_api import Body
from api.games.jass.answers import (
    COMPARE_EXAMPLE,
    SCHIEBEN_EXAMPLE,
    SCORE_EXAMPLE,
    STOECK_TIMING_EXAMPLE,
    SVG_POLICY,
    TARGET_EXAMPLE,
    card_list,
    compare_answer,
    read_contract,
    schieben_answer,
    score_answer,
    speaker_for,
    stoeck_answer,
    stoeck_timing_answer,
    target_answer,
    weis_answer,
)
from api.games.jass.game_api import GAME_API
from api.games.jass.jasstafel import jasstafel_svg
from api.games.jass.schemas import (
    JassScoreRequest,
    JassScoreResponse,
    JasstafelQuery,
    SchiebenRequest,
    SchiebenResponse,
    StoeckQuery,
    StoeckResponse,
    StoeckTimingRequest,
    StoeckTimingResponse,
    TargetRequest,
    TargetResponse,
    WeisCompareRequest,
    WeisCompareResponse,
    WeisQuery,
    WeisResponse,
)
from api.games.jass.speaker import JassSpeaker
from api.http.negotiation import language
from api.request.json_value import JsonObject
from api.schemas.base import LANG_EXAMPLE
from api.seam.parser import reject_unknown_query_parameters
from rules.jass.deck import JASS_DECK

blp = GAME_API.blueprint  # the game's own operations first, then every game's


@blp.route("/weis")
class WeisView(MethodView):
    @blp.doc(operationId="jassWeis", summary="Every Weis a hand holds, with points (R6)")
    @blp.arguments(WeisQuery(), location="query")
    @blp.problems(400)
    @blp.response(200, WeisResponse(), example=weis_answer(
        JASS_DECK.parse_all(["R6", "R7", "R8", "R9", "AU", "BU", "RU", "SU", "SA"]),
        JassSpeaker(lang=LANG_EXAMPLE)))
    def get(self, query: Body) -> JsonObject:
        reject_unknown_query_parameters(WeisQuery)
        hand = card_list(split_list(query["hand"]), "hand", "query")
        if len(set(hand)) != len(hand):
            raise Problem("duplicate-card", text("hand.card-twice"),
                          [{"parameter": "hand", "detail": text("hand.duplicate-card")}])
        return weis_answer(hand, speaker_for(query))


@blp.route("/weis/compare")
class WeisCompareView(MethodView):
    @blp.doc(operationId="jassWeisCompare", summary="Which team's Weis counts, and why",
             description="R6 tie-breaks in order: points, cards, top card, trump suit, seat.")
    @blp.arguments(WeisCompareRequest(), example=COMPARE_EXAMPLE)
    @blp.problems(400, 413, 415)
    @blp.response(200, WeisCompareResponse(), example=compare_answer(COMPARE_EXAMPLE))
    def post(self, body: Body) -> JsonObject:
        return compare_answer(body)


@blp.route("/stoeck")
class StoeckView(MethodView):
    @blp.doc(operationId="jassStoeck", summary="Does a hand hold Stöck?")
    @blp.arguments(StoeckQuery(), location="query")
    @blp.problems(400)
    @blp.response(200, StoeckResponse(), example=stoeck_answer(
        read_contract("trump:roses"), JASS_DECK.parse_all(["RK", "RO", "A6", "B7"]),
        JassSpeaker(lang=LANG_EXAMPLE)))
    def get(self, query: Body) -> JsonObject:
        reject_unknown_query_parameters(StoeckQuery)
        return stoeck_answer(read_contract(query["contract"]),
                             card_list(split_list(query["hand"]), "hand", "query"),
                             speaker_for(query))

    @blp.doc(operationId="jassStoeckTiming", summary="Was Stöck announced in time?",
             description="Announced with the second of King and Ober, before the next player "
                         "covers it (J-S1). The tricks so far decide who played which card.")
    @blp.arguments(StoeckTimingRequest(), example=STOECK_TIMING_EXAMPLE)
    @blp.problems(400, 413, 415)
    @blp.response(200, StoeckTimingResponse(),
                  example=stoeck_timing_answer(STOECK_TIMING_EXAMPLE))
    def post(self, body: Body) -> JsonObject:
        return stoeck_timing_answer(body)


@blp.route("/score")
class ScoreView(MethodView):
    @blp.doc(operationId="jassScore", summary="The count of a round",
             description="From the nine tricks in order: who won each, each team's card "
                         "points, the 5 for the last trick, the 100 for a match, Weis and "
                         "Stöck, and the contract's multiplier (R7). The round must hold the "
                         "36 cards exactly once.")
    @blp.arguments(JassScoreRequest(), example=SCORE_EXAMPLE)
    @blp.problems(400, 413, 415)
    @blp.response(200, JassScoreResponse(), example=score_answer(SCORE_EXAMPLE))
    def post(self, body: Body) -> JsonObject:
        return score_answer(body)


@blp.route("/target")
class TargetView(MethodView):
    @blp.doc(operationId="jassTarget", summary="Does a team reach the target this round?",
             description="The round's parts count block by block: Weis, Stöck, tricks under "
                         "jasvel; Stöck, Weis, tricks under standard (J-S3, J-V3).")
    @blp.arguments(TargetRequest(), example=TARGET_EXAMPLE)
    @blp.problems(400, 413, 415)
    @blp.response(200, TargetResponse(), example=target_answer(TARGET_EXAMPLE))
    def post(self, body: Body) -> JsonObject:
        return target_answer(body)


@blp.route("/schieben")
class SchiebenView(MethodView):
    @blp.doc(operationId="jassSchieben", summary="Validate the choice of contract",
             description="The Vorhand (right of the dealer) chooses or pushes once to the "
                         "partner, who must choose; no pushing back. The Vorhand leads.")
    @blp.arguments(SchiebenRequest(), example=SCHIEBEN_EXAMPLE)
    @blp.problems(400, 413, 415)
    @blp.response(200, SchiebenResponse(), example=schieben_answer(SCHIEBEN_EXAMPLE))
    def post(self, body: Body) -> JsonObject:
        return schieben_answer(body)


@blp.route("/jasstafel.svg")
class JasstafelView(MethodView):
    @blp.doc(operationId="jassJasstafel", summary="The two teams' scores as a Jasstafel",
             responses={"200": {"description": "An SVG picture",
                                "content": {"image/svg+xml": {
                                    "schema": {"type": "string"},
                                    "example": jasstafel_svg(1284, 957, "Wir", "Ihr")[:200]}}}})
    @blp.arguments(JasstafelQuery(), location="query")
    @blp.problems(400)
    def get(self, query: Body) -> Response:
        reject_unknown_query_parameters(JasstafelQuery)
        svg = jasstafel_svg(query["team1"], query["team2"], query["name1"], query["name2"],
                            query.get("target"), language(query.get("lang")))
        response = Response(svg, mimetype="image/svg+xml")
        response.headers["Content-Security-Policy"] = SVG_POLICY
        return response

