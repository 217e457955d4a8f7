"""Schafkopf endpoints: legal cards with the called-ace duties, tricks, contract ranking,
callable aces, the reckoning, deck and rules."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView

from api.catalogue_views import add_card_pictures, add_catalogue_routes
from api.common import split_list
from api.negotiation import language
from api.problems import Problem
from api.schafkopf_answers import (
    callable_aces_answer,
    compare_answer,
    contracts_answer,
    deck_answer,
    legal_cards_answer,
    read_contract,
    read_schafkopf_cards,
    read_tricks,
    schafkopf_rule_out,
    score_answer,
    split_history,
    trick_answer,
)
from api.schafkopf_explain import SchafkopfSpeaker
from api.schemas import (
    CallableAcesQuery,
    CallableAcesResponse,
    CompareRequest,
    CompareResponse,
    ContractsResponse,
    EmptyQuery,
    SchafkopfLegalCardsQuery,
    SchafkopfLegalCardsRequest,
    SchafkopfLegalCardsResponse,
    SchafkopfScoreRequest,
    SchafkopfScoreResponse,
    SchafkopfTrickQuery,
    SchafkopfTrickRequest,
    SchafkopfTrickResponse,
)
from api.smorest import Blueprint
from api.validation import reject_unknown_query_parameters
from rules.schafkopf.catalogue import SCHAFKOPF_RULES
from rules.schafkopf.deck import SCHAFKOPF_DECK

blp = Blueprint("schafkopf", __name__, url_prefix="/api/v1/schafkopf",
                description="Schafkopf: every standard contract, the called-ace duties, "
                            "tricks, bidding and the reckoning.")

SEARCH_EXAMPLE: dict[str, Any] = {
    "contract": {"type": "rufspiel", "called_suit": "acorns"},
    "hand": ["AA", "A7", "HO", "LU", "B9", "L10", "HK", "B8"], "trick": ["A9"], "history": [],
    "lang": "de"}
FARBWENZ_EXAMPLE: dict[str, Any] = {
    "contract": {"type": "farbwenz", "trump": "hearts"},
    "hand": ["LO", "LA", "HK", "B7", "AU", "B10", "A8", "HO"], "trick": ["L9"], "lang": "en"}
TRICK_EXAMPLE: dict[str, Any] = {"contract": {"type": "farbwenz", "trump": "hearts"},
                                 "trick": ["L9", "LO", "HU", "LA"], "lang": "en"}
SCORE_EXAMPLE: dict[str, Any] = {
    "contract": {"type": "solo", "trump": "hearts"},
    "declarer_cards": ["AO", "LO", "HO", "AU", "HA", "H10", "LA", "L10"],
    "declarer_tricks": [["AO", "H7", "B9", "A8"], ["LO", "HK", "B7", "BK"],
                        ["HO", "BO", "H9", "L7"], ["AU", "LU", "BU", "H8"],
                        ["HA", "A7", "B8", "L8"], ["H10", "HU", "AA", "A10"]],
    "opponent_tricks": [["LA", "LK", "L9", "A9"], ["L10", "BA", "B10", "AK"]],
    "tariff": {"base": {"solo": 50}, "laufende": 10, "schneider": 10, "schwarz": 10},
    "lang": "en"}


def _legal(body: dict[str, Any], location: str, tout: bool, hand: list[str],
           trick: list[str], history: list[list[str]] | None) -> dict[str, Any]:
    contract = read_contract(body["contract"], location, tout)
    cards = read_schafkopf_cards({"hand": hand, "trick": trick}, location)
    earlier = read_tricks(history, "history", location) if history is not None else None
    speaker = SchafkopfSpeaker(lang=language(body.get("lang")) if location != "example"
                               else body["lang"], deck=body.get("deck", "german"))
    return legal_cards_answer(contract, cards["hand"], cards["trick"], earlier, speaker,
                              "json" if location == "example" else location)


def legal_cards_from_body(body: dict[str, Any]) -> dict[str, Any]:
    """A POST body (as the schema loaded it) answered: also one question of a batch."""
    return _legal(body, "json", False, body["hand"], body["trick"], body.get("history"))


def trick_from_body(body: dict[str, Any]) -> dict[str, Any]:
    cards = read_schafkopf_cards({"trick": body["trick"]}, "json")
    return trick_answer(read_contract(body["contract"], "json"), cards["trick"],
                        SchafkopfSpeaker(lang=language(body.get("lang")), deck=body["deck"]),
                        "json")


def _example(body: dict[str, Any]) -> dict[str, Any]:
    return _legal(body, "example", False, body["hand"], body["trick"], body.get("history"))


@blp.route("/legal-cards")
class LegalCards(MethodView):
    @blp.doc(operationId="schafkopfLegalCardsPermalink",
             summary="Legal cards of a hand (permalink form)",
             description="history: earlier tricks, cards comma-separated, tricks separated "
                         "by ';'.")
    @blp.arguments(SchafkopfLegalCardsQuery(), location="query")
    @blp.problems(400)
    @blp.response(200, SchafkopfLegalCardsResponse(), example=_example(SEARCH_EXAMPLE))
    def get(self, query: dict[str, Any]) -> dict[str, Any]:
        reject_unknown_query_parameters(SchafkopfLegalCardsQuery)
        return _legal(query, "query", query["tout"], split_list(query["hand"]),
                      split_list(query["trick"]), split_history(query.get("history")))

    @blp.doc(operationId="schafkopfLegalCards", summary="Legal cards of a hand",
             description="Every card with legal or not and the rule that decided it: "
                         "following trump or suit (K-6) in every contract, and in a Rufspiel "
                         "the duties of the called Sau (K-9, R10), decided from history "
                         "(R11).")
    @blp.arguments(SchafkopfLegalCardsRequest(), examples={
        "Rufspiel: the called Sau is searched": {"value": SEARCH_EXAMPLE},
        "Farbwenz: a plain Ober follows its suit": {"value": FARBWENZ_EXAMPLE}})
    @blp.problems(400, 413, 415)
    @blp.response(200, SchafkopfLegalCardsResponse(), examples={
        "Rufspiel: the called Sau is searched": {"value": _example(SEARCH_EXAMPLE)},
        "Farbwenz: a plain Ober follows its suit": {"value": _example(FARBWENZ_EXAMPLE)}})
    def post(self, body: dict[str, Any]) -> dict[str, Any]:
        return legal_cards_from_body(body)


def _trick_example() -> dict[str, Any]:
    cards = read_schafkopf_cards({"trick": TRICK_EXAMPLE["trick"]}, "json")
    return trick_answer(read_contract(TRICK_EXAMPLE["contract"], "json"), cards["trick"],
                        SchafkopfSpeaker(lang="en"), "json")


@blp.route("/trick")
class Trick(MethodView):
    @blp.doc(operationId="schafkopfTrickPermalink", summary="Who wins a trick (permalink)")
    @blp.arguments(SchafkopfTrickQuery(), location="query")
    @blp.problems(400)
    @blp.response(200, SchafkopfTrickResponse(), example=_trick_example())
    def get(self, query: dict[str, Any]) -> dict[str, Any]:
        reject_unknown_query_parameters(SchafkopfTrickQuery)
        cards = read_schafkopf_cards({"trick": split_list(query["trick"])}, "query")
        return trick_answer(read_contract(query["contract"], "query", query["tout"]),
                            cards["trick"], SchafkopfSpeaker(lang=language(query.get("lang")),
                                                             deck=query["deck"]), "query")

    @blp.doc(operationId="schafkopfTrick", summary="Who wins a trick, and its Augen")
    @blp.arguments(SchafkopfTrickRequest(), example=TRICK_EXAMPLE)
    @blp.problems(400, 413, 415)
    @blp.response(200, SchafkopfTrickResponse(), example=_trick_example())
    def post(self, body: dict[str, Any]) -> dict[str, Any]:
        return trick_from_body(body)


@blp.route("/callable-aces")
class CallableAces(MethodView):
    @blp.doc(operationId="schafkopfCallableAces",
             summary="Which aces a hand may call in a Rufspiel (K-8)")
    @blp.arguments(CallableAcesQuery(), location="query")
    @blp.problems(400)
    @blp.response(200, CallableAcesResponse(), example=callable_aces_answer(
        read_schafkopf_cards({"h": ["A7", "A9", "LA", "L8", "HO", "HU", "B10", "BK"]}, "json")["h"],
        SchafkopfSpeaker(lang="en")))
    def get(self, query: dict[str, Any]) -> dict[str, Any]:
        reject_unknown_query_parameters(CallableAcesQuery)
        hand = read_schafkopf_cards({"hand": split_list(query["hand"])}, "query")["hand"]
        if len(set(hand)) != len(hand):
            raise Problem("duplicate-card", "a card appears twice in the hand",
                          [{"parameter": "hand", "detail": "duplicate card"}])
        return callable_aces_answer(hand, SchafkopfSpeaker(lang=language(query.get("lang")),
                                                           deck=query["deck"]))


COMPARE_EXAMPLE: dict[str, Any] = {"bids": [
    {"seat": 0, "contract": {"type": "rufspiel", "called_suit": "bells"}},
    {"seat": 1, "contract": {"type": "farbwenz", "trump": "hearts"}},
    {"seat": 3, "contract": {"type": "farbwenz", "trump": "acorns"}}], "lang": "de"}


@blp.route("/compare")
class Compare(MethodView):
    @blp.doc(operationId="schafkopfCompare", summary="Which bid plays",
             description="Rufspiel < Farbwenz < Wenz < Solo < Farbwenz-Tout < Wenz-Tout < "
                         "Solo-Tout; equal bids go to the earlier seat, never by suit.")
    @blp.arguments(CompareRequest(), example=COMPARE_EXAMPLE)
    @blp.problems(400, 413, 415)
    @blp.response(200, CompareResponse(),
                  example=compare_answer(COMPARE_EXAMPLE["bids"], SchafkopfSpeaker()))
    def post(self, body: dict[str, Any]) -> dict[str, Any]:
        return compare_answer(body["bids"], SchafkopfSpeaker(lang=language(body.get("lang"))))


@blp.route("/contracts")
class Contracts(MethodView):
    @blp.doc(operationId="schafkopfContracts", summary="The contracts, lowest rank first")
    @blp.arguments(EmptyQuery(), location="query")
    @blp.problems(400)
    @blp.response(200, ContractsResponse(), example=contracts_answer())
    def get(self, _query: dict[str, Any]) -> dict[str, Any]:
        reject_unknown_query_parameters(())
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
    def post(self, body: dict[str, Any]) -> dict[str, Any]:
        return score_answer(body, SchafkopfSpeaker(lang=language(body.get("lang"))))


add_catalogue_routes(blp, "schafkopf", "Schafkopf", deck_answer(),
                     [schafkopf_rule_out(rule_id) for rule_id in SCHAFKOPF_RULES], "K-9")
add_card_pictures(blp, "schafkopf", "Schafkopf", SCHAFKOPF_DECK, ("german", "french"),
                  lambda lang, deck: SchafkopfSpeaker(lang=lang, deck=deck), "AO")
