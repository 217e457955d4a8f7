"""Schnapsen endpoints: legal cards and the leader's actions, tricks, scores, deck, rules."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView

from api.catalogue_views import add_card_pictures, add_catalogue_routes
from api.common import split_list
from api.negotiation import language
from api.schemas import (
    BummerlRequest,
    BummerlResponse,
    SchnapsenLegalCardsQuery,
    SchnapsenLegalCardsRequest,
    SchnapsenLegalCardsResponse,
    SchnapsenScoreRequest,
    SchnapsenScoreResponse,
    SchnapsenTrickQuery,
    SchnapsenTrickRequest,
    TrickResponse,
)
from api.schnapsen_answers import (
    bummerl_answer,
    deck_answer,
    legal_cards_answer,
    read_contract,
    read_schnapsen_cards,
    read_trump_card,
    schnapsen_rule_out,
    score_answer,
    trick_answer,
)
from api.schnapsen_explain import SchnapsenSpeaker
from api.smorest import Blueprint
from api.validation import reject_unknown_query_parameters
from rules.schnapsen.catalogue import SCHNAPSEN_RULES
from rules.schnapsen.contract import Talon
from rules.schnapsen.deck import SCHNAPSEN_DECK

blp = Blueprint("schnapsen", __name__, url_prefix="/api/v1/schnapsen",
                description="Schnapsen: legal cards and leader actions, tricks, scores.")

HEARTS = {"trump": "hearts"}
LEGAL_CARDS_EXAMPLE: dict[str, Any] = {
    "contract": HEARTS, "hand": ["AK", "HU", "LA", "BU", "BO"], "trick": ["AA"],
    "talon": "closed", "lang": "de"}
LEADER_EXAMPLE: dict[str, Any] = {
    "contract": HEARTS, "hand": ["HK", "HO", "HU", "LA", "B10"], "talon": "open",
    "talon_cards": 6, "trump_card": "HA", "won_a_trick": False, "lang": "en"}
TRICK_EXAMPLE: dict[str, Any] = {"contract": HEARTS, "trick": ["AA", "HU"], "lang": "en"}
SCORE_EXAMPLE: dict[str, Any] = {
    "players": [{"card_points": 58, "tricks": 4, "marriages": [20]},
                {"card_points": 30, "tricks": 2}],
    "closed_by": 0, "at_closing": {"opponent_points": 24, "opponent_tricks": 2},
    "claimed_66_by": 0, "lang": "de"}
BUMMERL_EXAMPLE: dict[str, Any] = {
    "hands": [{"winner": 0, "game_points": 3}, {"winner": 1, "game_points": 1},
              {"winner": 0, "game_points": 2}], "lang": "de"}


def _legal_cards(body: dict[str, Any], location: str, hand: list[str],
                 trick: list[str]) -> dict[str, Any]:
    contract = read_contract(body["contract"], location)
    cards = read_schnapsen_cards({"hand": hand, "trick": trick}, location)
    return legal_cards_answer(
        contract, cards["hand"], cards["trick"], Talon(body["talon"]),
        SchnapsenSpeaker(lang=language(body.get("lang")), deck=body["deck"]), location,
        talon_cards=body.get("talon_cards"),
        trump_card=read_trump_card(body.get("trump_card"), location),
        won_a_trick=body.get("won_a_trick"), marriage=body.get("marriage"))


def legal_cards_from_body(body: dict[str, Any]) -> dict[str, Any]:
    """A POST body (as the schema loaded it) answered: also one question of a batch."""
    return _legal_cards(body, "json", body["hand"], body["trick"])


def trick_from_body(body: dict[str, Any]) -> dict[str, Any]:
    cards = read_schnapsen_cards({"trick": body["trick"]}, "json")
    return trick_answer(read_contract(body["contract"], "json"), cards["trick"],
                        SchnapsenSpeaker(lang=language(body.get("lang")), deck=body["deck"]),
                        "json")


def _example(body: dict[str, Any]) -> dict[str, Any]:
    contract = read_contract(body["contract"], "json")
    cards = read_schnapsen_cards({"hand": body["hand"], "trick": body.get("trick", [])}, "json")
    return legal_cards_answer(
        contract, cards["hand"], cards["trick"], Talon(body["talon"]),
        SchnapsenSpeaker(lang=body["lang"]), "json", talon_cards=body.get("talon_cards"),
        trump_card=read_trump_card(body.get("trump_card"), "json"),
        won_a_trick=body.get("won_a_trick"))


@blp.route("/legal-cards")
class LegalCards(MethodView):
    @blp.doc(operationId="schnapsenLegalCardsPermalink",
             summary="Legal cards and leader actions (permalink form)")
    @blp.arguments(SchnapsenLegalCardsQuery(), location="query")
    @blp.problems(400)
    @blp.response(200, SchnapsenLegalCardsResponse(), example=_example(LEGAL_CARDS_EXAMPLE))
    def get(self, query: dict[str, Any]) -> dict[str, Any]:
        reject_unknown_query_parameters(SchnapsenLegalCardsQuery)
        return _legal_cards(query, "query", split_list(query["hand"]),
                            split_list(query["trick"]))

    @blp.doc(operationId="schnapsenLegalCards", summary="Legal cards and leader actions",
             description="For the second player: every card with the stage of Farb- and "
                         "Stichzwang that decided it (talon closed or exhausted) or free play "
                         "(talon open). For the player on lead: every card, and the "
                         "marriages, the trump exchange and closing, each allowed or refused "
                         "with its rule.")
    @blp.arguments(SchnapsenLegalCardsRequest(), examples={
        "second player, talon closed": {"value": LEGAL_CARDS_EXAMPLE},
        "player on lead": {"value": LEADER_EXAMPLE}})
    @blp.problems(400, 413, 415)
    @blp.response(200, SchnapsenLegalCardsResponse(), examples={
        "second player, talon closed": {"value": _example(LEGAL_CARDS_EXAMPLE)},
        "player on lead": {"value": _example(LEADER_EXAMPLE)}})
    def post(self, body: dict[str, Any]) -> dict[str, Any]:
        return legal_cards_from_body(body)


def _trick_example() -> dict[str, Any]:
    cards = read_schnapsen_cards({"trick": TRICK_EXAMPLE["trick"]}, "json")
    return trick_answer(read_contract(TRICK_EXAMPLE["contract"], "json"), cards["trick"],
                        SchnapsenSpeaker(lang="en"), "json")


@blp.route("/trick")
class Trick(MethodView):
    @blp.doc(operationId="schnapsenTrickPermalink", summary="Who wins a trick (permalink form)")
    @blp.arguments(SchnapsenTrickQuery(), location="query")
    @blp.problems(400)
    @blp.response(200, TrickResponse(), example=_trick_example())
    def get(self, query: dict[str, Any]) -> dict[str, Any]:
        reject_unknown_query_parameters(SchnapsenTrickQuery)
        cards = read_schnapsen_cards({"trick": split_list(query["trick"])}, "query")
        return trick_answer(read_contract(query["contract"], "query"), cards["trick"],
                            SchnapsenSpeaker(lang=language(query.get("lang")),
                                             deck=query["deck"]), "query")

    @blp.doc(operationId="schnapsenTrick", summary="Who wins a trick, and its points")
    @blp.arguments(SchnapsenTrickRequest(), example=TRICK_EXAMPLE)
    @blp.problems(400, 413, 415)
    @blp.response(200, TrickResponse(), example=_trick_example())
    def post(self, body: dict[str, Any]) -> dict[str, Any]:
        return trick_from_body(body)


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


add_catalogue_routes(blp, "schnapsen", "Schnapsen", deck_answer(),
                     [schnapsen_rule_out(rule_id) for rule_id in SCHNAPSEN_RULES], "N-5")
add_card_pictures(blp, "schnapsen", "Schnapsen", SCHNAPSEN_DECK, ("german", "french"),
                  lambda lang, deck: SchnapsenSpeaker(lang=lang, deck=deck), "HA")
