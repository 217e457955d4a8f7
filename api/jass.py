"""Schieber Jass endpoints: legal cards, tricks, deck and rule catalogue."""

from __future__ import annotations

from typing import Any

from flask.views import MethodView

from api.jass_answers import (
    deck_answer,
    legal_cards_answer,
    read_cards,
    read_contract,
    read_ruleset,
    rule_out,
    split_list,
    trick_answer,
)
from api.jass_explain import JassSpeaker
from api.negotiation import language
from api.problems import Problem
from api.schemas import (
    DeckResponse,
    JassLegalCardsQuery,
    JassLegalCardsRequest,
    JassTrickQuery,
    JassTrickRequest,
    LegalCardsResponse,
    RuleOut,
    RulesQuery,
    RulesResponse,
    TrickResponse,
)
from api.smorest import Blueprint
from api.validation import reject_unknown_query_parameters
from rules.cards import Suit
from rules.jass.catalogue import JASS_RULES
from rules.jass.contract import trump_contract
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
    cards = read_cards({"hand": _EXAMPLE_HAND, "trick": _EXAMPLE_TRICK}, "json")
    return legal_cards_answer(_EXAMPLE_CONTRACT, cards["hand"], cards["trick"], JASVEL,
                              JassSpeaker(lang="de"), "json")


def _example_trick() -> dict[str, Any]:
    cards = read_cards({"trick": ("R9", "A7", "RA", "AU")}, "json")
    return trick_answer(_EXAMPLE_CONTRACT, cards["trick"], JASVEL, JassSpeaker(lang="en"),
                        "json")


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
        reject_unknown_query_parameters(JassLegalCardsQuery().fields)
        parsed = read_contract(contract, "query")
        cards = read_cards({"hand": split_list(hand), "trick": split_list(trick)}, "query")
        return legal_cards_answer(parsed, cards["hand"], cards["trick"], read_ruleset(ruleset),
                                  JassSpeaker(lang=language(lang), deck=deck), "query")

    @blp.doc(operationId="jassLegalCards", summary="Legal cards of a hand",
             description="Every card of the hand with legal or not and the rule that decided "
                         "it, with an explanation about this card in this situation.")
    @blp.arguments(JassLegalCardsRequest(), example=LEGAL_CARDS_REQUEST_EXAMPLE,
                   as_kwargs=True)
    @blp.problems(400, 413, 415)
    @blp.response(200, LegalCardsResponse(), example=_example_legal_cards())
    def post(self, contract: dict[str, Any], hand: list[str], trick: list[str], ruleset: str,
             deck: str, lang: str | None = None) -> dict[str, Any]:
        parsed = read_contract(contract, "json")
        cards = read_cards({"hand": hand, "trick": trick}, "json")
        return legal_cards_answer(parsed, cards["hand"], cards["trick"], read_ruleset(ruleset),
                                  JassSpeaker(lang=language(lang), deck=deck), "json")


@blp.route("/trick")
class Trick(MethodView):
    @blp.doc(operationId="jassTrickPermalink", summary="Who wins a trick (permalink form)")
    @blp.arguments(JassTrickQuery(), location="query", as_kwargs=True)
    @blp.problems(400)
    @blp.response(200, TrickResponse(), example=_example_trick())
    def get(self, contract: str, trick: str, ruleset: str, deck: str,
            lang: str | None = None) -> dict[str, Any]:
        reject_unknown_query_parameters(JassTrickQuery().fields)
        parsed = read_contract(contract, "query")
        cards = read_cards({"trick": split_list(trick)}, "query")
        return trick_answer(parsed, cards["trick"], read_ruleset(ruleset),
                            JassSpeaker(lang=language(lang), deck=deck), "query")

    @blp.doc(operationId="jassTrick", summary="Who wins a trick, and its points",
             description="The winning card with the rule and reason, each card's role, rank "
                         "in the trick and points. The trick may be partial.")
    @blp.arguments(JassTrickRequest(), example=TRICK_REQUEST_EXAMPLE, as_kwargs=True)
    @blp.problems(400, 413, 415)
    @blp.response(200, TrickResponse(), example=_example_trick())
    def post(self, contract: dict[str, Any], trick: list[str], ruleset: str, deck: str,
             lang: str | None = None) -> dict[str, Any]:
        parsed = read_contract(contract, "json")
        cards = read_cards({"trick": trick}, "json")
        return trick_answer(parsed, cards["trick"], read_ruleset(ruleset),
                            JassSpeaker(lang=language(lang), deck=deck), "json")


_DECK = deck_answer()


@blp.route("/deck")
class Deck(MethodView):
    @blp.doc(operationId="jassDeck", summary="The 36 cards with codes and names")
    @blp.response(200, DeckResponse(), example={**_DECK, "cards": _DECK["cards"][:2]})
    @blp.problems(400)
    def get(self) -> dict[str, Any]:
        reject_unknown_query_parameters(())
        return _DECK


_RULES = [rule_out(rule_id) for rule_id in JASS_RULES]


@blp.route("/rules")
class Rules(MethodView):
    @blp.doc(operationId="jassRules", summary="The Jass rule catalogue in de, en, fr")
    @blp.arguments(RulesQuery(), location="query", as_kwargs=True)
    @blp.problems(400)
    @blp.response(200, RulesResponse(), example={"game": "jass", "rules": _RULES[15:17]})
    def get(self, ruleset: str | None = None) -> dict[str, Any]:
        reject_unknown_query_parameters(RulesQuery().fields)
        rules = [r for r in _RULES if ruleset is None or ruleset in r["rulesets"]]
        return {"game": "jass", "rules": rules}


@blp.route("/rules/<string:rule_id>")
class Rule(MethodView):
    @blp.doc(operationId="jassRule", summary="One rule of the catalogue",
             parameters=[{"in": "path", "name": "rule_id", "required": True,
                          "schema": {"type": "string"}, "example": "J-L2",
                          "description": "A rule id such as J-L2 or R2."}])
    @blp.response(200, RuleOut(), example=rule_out("J-L6"))
    @blp.problems(400, 404)
    def get(self, rule_id: str) -> dict[str, Any]:
        reject_unknown_query_parameters(())
        wanted = rule_id.strip().upper()
        for rule in _RULES:
            if rule["id"].upper() == wanted:
                return rule
        raise Problem("not-found", f"no Jass rule '{rule_id}'; see /api/v1/jass/rules",
                      [{"parameter": "rule_id", "detail": "unknown rule id"}])


