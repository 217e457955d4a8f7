"""Schieber Jass endpoints: legal cards, tricks, deck and rule catalogue."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView

from api.catalogue_views import add_card_pictures, add_catalogue_routes
from api.common import split_list
from api.jass_answers import (
    deck_answer,
    jass_rule_out,
    legal_cards_answer,
    read_contract,
    read_jass_cards,
    read_ruleset,
    trick_answer,
)
from api.jass_explain import JassSpeaker
from api.negotiation import language
from api.schemas import (
    JassLegalCardsQuery,
    JassLegalCardsRequest,
    JassTrickQuery,
    JassTrickRequest,
    LegalCardsResponse,
    TrickResponse,
)
from api.smorest import Blueprint
from api.validation import reject_unknown_query_parameters
from rules.cards import Suit
from rules.jass.catalogue import JASS_RULES
from rules.jass.contract import trump_contract
from rules.jass.deck import JASS_DECK
from rules.jass.ruleset import JASVEL

blp = Blueprint("jass", __name__, url_prefix="/api/v1/jass",
                description="Schieber Jass: legal cards, tricks, deck and rules.")

_EXAMPLE_CONTRACT = trump_contract(Suit.ACORNS)
_EXAMPLE_HAND = ("R6", "RK", "AU", "A8", "B10")
_EXAMPLE_TRICK = ("R9", "A7")
LEGAL_CARDS_REQUEST_EXAMPLE = {
    "contract": {"type": "trump", "trump": "acorns"}, "hand": list(_EXAMPLE_HAND),
    "trick": list(_EXAMPLE_TRICK), "ruleset": "jasvel", "lang": "de"}
TRICK_REQUEST_EXAMPLE = {
    "contract": {"type": "trump", "trump": "acorns"}, "trick": ["R9", "A7", "RA", "AU"],
    "lang": "en"}


def _example_legal_cards() -> dict[str, Any]:
    cards = read_jass_cards({"hand": _EXAMPLE_HAND, "trick": _EXAMPLE_TRICK}, "json")
    return legal_cards_answer(_EXAMPLE_CONTRACT, cards["hand"], cards["trick"], JASVEL,
                              JassSpeaker(lang="de"), "json")


def _example_trick() -> dict[str, Any]:
    cards = read_jass_cards({"trick": ("R9", "A7", "RA", "AU")}, "json")
    return trick_answer(_EXAMPLE_CONTRACT, cards["trick"], JASVEL, JassSpeaker(lang="en"),
                        "json")


def legal_cards_from_body(body: dict[str, Any]) -> dict[str, Any]:
    """A POST body (as the schema loaded it) answered: also one question of a batch."""
    cards = read_jass_cards({"hand": body["hand"], "trick": body["trick"]}, "json")
    return legal_cards_answer(read_contract(body["contract"], "json"), cards["hand"],
                              cards["trick"], read_ruleset(body["ruleset"]),
                              JassSpeaker(lang=language(body.get("lang")), deck=body["deck"]),
                              "json")


def trick_from_body(body: dict[str, Any]) -> dict[str, Any]:
    cards = read_jass_cards({"trick": body["trick"]}, "json")
    return trick_answer(read_contract(body["contract"], "json"), cards["trick"],
                        read_ruleset(body["ruleset"]),
                        JassSpeaker(lang=language(body.get("lang")), deck=body["deck"]), "json")


@blp.route("/legal-cards")
class LegalCards(MethodView):
    @blp.doc(operationId="jassLegalCardsPermalink",
             summary="Legal cards of a hand (permalink form)",
             description="Every card of the hand with legal or not and the rule that decided "
                         "it. Lists are comma-separated, so the URL is a permalink.")
    @blp.arguments(JassLegalCardsQuery(), location="query", as_kwargs=True)
    @blp.problems(400)
    @blp.response(200, LegalCardsResponse(), example=_example_legal_cards())
    def get(self, contract: str, hand: str, trick: str, ruleset: str, deck: str,
            lang: str | None = None) -> dict[str, Any]:
        reject_unknown_query_parameters(JassLegalCardsQuery)
        parsed = read_contract(contract, "query")
        cards = read_jass_cards({"hand": split_list(hand), "trick": split_list(trick)}, "query")
        return legal_cards_answer(parsed, cards["hand"], cards["trick"], read_ruleset(ruleset),
                                  JassSpeaker(lang=language(lang), deck=deck), "query")

    @blp.doc(operationId="jassLegalCards", summary="Legal cards of a hand",
             description="Every card of the hand with legal or not and the rule that decided "
                         "it, with an explanation about this card in this situation.")
    @blp.arguments(JassLegalCardsRequest(), example=LEGAL_CARDS_REQUEST_EXAMPLE)
    @blp.problems(400, 413, 415)
    @blp.response(200, LegalCardsResponse(), example=_example_legal_cards())
    def post(self, body: dict[str, Any]) -> dict[str, Any]:
        return legal_cards_from_body(body)


@blp.route("/trick")
class Trick(MethodView):
    @blp.doc(operationId="jassTrickPermalink", summary="Who wins a trick (permalink form)")
    @blp.arguments(JassTrickQuery(), location="query", as_kwargs=True)
    @blp.problems(400)
    @blp.response(200, TrickResponse(), example=_example_trick())
    def get(self, contract: str, trick: str, ruleset: str, deck: str,
            lang: str | None = None) -> dict[str, Any]:
        reject_unknown_query_parameters(JassTrickQuery)
        parsed = read_contract(contract, "query")
        cards = read_jass_cards({"trick": split_list(trick)}, "query")
        return trick_answer(parsed, cards["trick"], read_ruleset(ruleset),
                            JassSpeaker(lang=language(lang), deck=deck), "query")

    @blp.doc(operationId="jassTrick", summary="Who wins a trick, and its points",
             description="The winning card with the rule and reason, each card's role, rank "
                         "in the trick and points. The trick may be partial.")
    @blp.arguments(JassTrickRequest(), example=TRICK_REQUEST_EXAMPLE)
    @blp.problems(400, 413, 415)
    @blp.response(200, TrickResponse(), example=_example_trick())
    def post(self, body: dict[str, Any]) -> dict[str, Any]:
        return trick_from_body(body)


add_catalogue_routes(blp, "jass", "Jass", deck_answer(),
                     [jass_rule_out(rule_id) for rule_id in JASS_RULES], "J-L6")
add_card_pictures(blp, "jass", "Jass", JASS_DECK, ("swiss", "french"),
                  lambda lang, deck: JassSpeaker(lang=lang, deck=deck), "RU")
