"""The operations Schafkopf adds to the common ones (``api.games.routes``): callable aces,
bids compared, the contracts in order and the reckoning, on the Schafkopf blueprint."""

from __future__ import annotations

from flask.views import MethodView

from api.errors.messages import text
from api.errors.problems import Problem
from api.games.contract_reader import split_list
from api.games.game_api import Body
from api.games.schafkopf.answers import (
    COMPARE_EXAMPLE,
    SCORE_EXAMPLE,
    callable_aces_answer,
    card_lists,
    compare_answer,
    contracts_answer,
    score_answer,
)
from api.games.schafkopf.game_api import GAME_API
from api.games.schafkopf.schemas import (
    CallableAcesQuery,
    CallableAcesResponse,
    CompareRequest,
    CompareResponse,
    ContractsResponse,
    SchafkopfScoreRequest,
    SchafkopfScoreResponse,
    ThrownInRequest,
    ThrownInResponse,
)
from api.games.schafkopf.speaker import SchafkopfSpeaker
from api.games.schafkopf.thrown_in import THROWN_IN_EXAMPLE, thrown_in_answer
from api.http.negotiation import language
from api.request.json_value import JsonObject
from api.schemas.base import FormatQuery
from api.seam.parser import reject_unknown_query_parameters
from rules.game import default_name_deck
from rules.schafkopf.game import SCHAFKOPF

blp = GAME_API.blueprint  # the game's own operations first, then every game's


@blp.route("/callable-aces")
class CallableAces(MethodView):
    @blp.doc(operationId="schafkopfCallableAces",
             summary="Which aces a hand may call in a Rufspiel (K-8)")
    @blp.arguments(CallableAcesQuery(), location="query")
    @blp.problems(400)
    @blp.response(200, CallableAcesResponse(), example=callable_aces_answer(
        card_lists({"h": ["A7", "A9", "LA", "L8", "HO", "HU", "B10", "BK"]})["h"],
        SchafkopfSpeaker(lang="en")))
    def get(self, query: Body) -> JsonObject:
        reject_unknown_query_parameters(CallableAcesQuery)
        hand = card_lists({"hand": split_list(query["hand"])})["hand"]
        if len(set(hand)) != len(hand):
            raise Problem("duplicate-card", text("hand.card-twice"),
                          [{"parameter": "hand", "detail": text("hand.duplicate-card")}])
        lang = language(query.get("lang"))
        deck = query.get("deck") or default_name_deck(SCHAFKOPF, lang)
        return callable_aces_answer(hand, SchafkopfSpeaker(lang=lang, deck=deck))


@blp.route("/compare")
class Compare(MethodView):
    @blp.doc(operationId="schafkopfCompare", summary="Which bid plays",
             description="Rufspiel < Farbwenz < Wenz < Solo < Farbwenz-Tout < Wenz-Tout < "
                         "Solo-Tout; equal bids go to the earlier seat, never by suit.")
    @blp.arguments(CompareRequest(), example=COMPARE_EXAMPLE)
    @blp.problems(400, 413, 415)
    @blp.response(200, CompareResponse(),
                  example=compare_answer(COMPARE_EXAMPLE["bids"], SchafkopfSpeaker()))
    def post(self, body: Body) -> JsonObject:
        return compare_answer(body["bids"], SchafkopfSpeaker(lang=language(body.get("lang"))),
                              body.get("ruleset"))


@blp.route("/contracts")
class Contracts(MethodView):
    @blp.doc(operationId="schafkopfContracts", summary="The contracts, lowest rank first")
    @blp.arguments(FormatQuery(), location="query")
    @blp.problems(400)
    @blp.response(200, ContractsResponse(), example=contracts_answer())
    def get(self, _query: Body) -> JsonObject:
        reject_unknown_query_parameters(FormatQuery)
        return contracts_answer()


@blp.route("/score")
class Score(MethodView):
    @blp.doc(operationId="schafkopfScore", summary="The reckoning of a finished game",
             description="Winner, Augen, Schneider, Schwarz, Laufende, Tout and the price "
                         "per player with a line-by-line breakdown; a Ramsch per R13 "
                         "(players instead of parties).")
    @blp.arguments(SchafkopfScoreRequest(), example=SCORE_EXAMPLE)
    @blp.problems(400, 413, 415)
    @blp.response(200, SchafkopfScoreResponse(),
                  example=score_answer(SCORE_EXAMPLE, SchafkopfSpeaker(lang="en")))
    def post(self, body: Body) -> JsonObject:
        return score_answer(body, SchafkopfSpeaker(lang=language(body.get("lang"))))



@blp.route("/score/thrown-in")
class ScoreThrownIn(MethodView):
    @blp.doc(operationId="schafkopfScoreThrownIn",
             summary="The settlement of a deal thrown in (everyone passed)",
             description="Zusammengeworfen (K-H12): nobody wins or pays; with a Stock, each "
                         "player pays the Rufspiel's base price into it. Beside /score, whose "
                         "answer always has a contract.")
    @blp.arguments(ThrownInRequest(), example=THROWN_IN_EXAMPLE)
    @blp.problems(400, 413, 415)
    @blp.response(200, ThrownInResponse(),
                  example=thrown_in_answer(THROWN_IN_EXAMPLE, SchafkopfSpeaker(lang="en")))
    def post(self, body: Body) -> JsonObject:
        return thrown_in_answer(body, SchafkopfSpeaker(lang=language(body.get("lang"))))
