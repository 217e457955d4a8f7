"""The deck and rule-catalogue endpoints, the same for every game."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from flask import Response
from flask.views import MethodView

from api.card_svg import card_svg
from api.explain import Speaker
from api.negotiation import language
from api.problems import Problem
from api.schemas import CardPictureQuery, DeckResponse, RuleOut, RulesQuery, RulesResponse
from api.smorest import Blueprint
from api.validation import reject_unknown_query_parameters
from rules.deck import Deck
from rules.errors import RulesInputError


def add_catalogue_routes(blp: Blueprint, game: str, title: str, deck: dict[str, Any],
                         rules: list[dict[str, Any]], example_rule: str) -> None:
    """``GET /deck``, ``GET /rules`` and ``GET /rules/{rule_id}`` for one game."""
    by_id = {rule["id"].upper(): rule for rule in rules}
    rulesets = sorted({r for rule in rules for r in rule["rulesets"]})

    class Deck(MethodView):
        @blp.doc(operationId=f"{game}Deck", summary=f"The {title} deck with codes and names")
        @blp.response(200, DeckResponse(), example={**deck, "cards": deck["cards"][:2]})
        @blp.problems(400)
        def get(self) -> dict[str, Any]:
            reject_unknown_query_parameters(())
            return deck

    class Rules(MethodView):
        @blp.doc(operationId=f"{game}Rules",
                 summary=f"The {title} rule catalogue in de, en, fr",
                 description=f"Rulesets: {', '.join(rulesets)}.")
        @blp.arguments(RulesQuery(), location="query", as_kwargs=True)
        @blp.problems(400)
        @blp.response(200, RulesResponse(),
                      example={"game": game, "rules": [by_id[example_rule.upper()]]})
        def get(self, ruleset: str | None = None) -> dict[str, Any]:
            reject_unknown_query_parameters(RulesQuery)
            return {"game": game,
                    "rules": [r for r in rules if ruleset is None or ruleset in r["rulesets"]]}

    class Rule(MethodView):
        @blp.doc(operationId=f"{game}Rule", summary=f"One rule of the {title} catalogue",
                 parameters=[{"in": "path", "name": "rule_id", "required": True,
                              "schema": {"type": "string"}, "example": example_rule,
                              "description": "A rule id from the catalogue."}])
        @blp.response(200, RuleOut(), example=by_id[example_rule.upper()])
        @blp.problems(400, 404)
        def get(self, rule_id: str) -> dict[str, Any]:
            reject_unknown_query_parameters(())
            rule = by_id.get(rule_id.strip().upper())
            if rule is None:
                raise Problem("not-found",
                              f"no {title} rule '{rule_id}'; see /api/v1/{game}/rules",
                              [{"parameter": "rule_id", "detail": "unknown rule id"}])
            return rule

    blp.route("/deck")(Deck)
    blp.route("/rules")(Rules)
    blp.route("/rules/<string:rule_id>")(Rule)


def add_card_pictures(blp: Blueprint, game: str, title: str, deck: Deck,
                      decks: tuple[str, str], speaker_for: Callable[[str, str], Speaker],
                      example_code: str) -> None:
    """``GET /cards/{code}.svg``: a picture of one card, in either of the game's decks."""
    query = CardPictureQuery.for_decks(decks)

    class CardPicture(MethodView):
        @blp.doc(operationId=f"{game}CardPicture", summary=f"A {title} card as SVG",
                 parameters=[{"in": "path", "name": "code", "required": True,
                              "schema": {"type": "string"}, "example": example_code,
                              "description": "A card code or suit-rank."}],
                 responses={"200": {"description": "The card as SVG", "content": {
                     "image/svg+xml": {"schema": {"type": "string"},
                                       "example": "<svg …>"}}}})
        @blp.arguments(query, location="query")
        @blp.problems(400, 404)
        def get(self, args: dict[str, Any], code: str) -> Response:
            reject_unknown_query_parameters(type(query))
            try:
                card = deck.parse(code)
            except RulesInputError as error:
                raise Problem("not-found", error.message,
                              [{"parameter": "code", "detail": error.message}]) from None
            which = args["deck"]
            speaker = speaker_for(language(args.get("lang")), which)
            shapes = "french" if which == "french" else decks[0]
            response = Response(card_svg(card, shapes, speaker.card(card)),
                                mimetype="image/svg+xml")
            response.headers["Cache-Control"] = "public, max-age=86400"
            response.headers["Content-Security-Policy"] = "default-src 'none'"
            return response

    blp.route("/cards/<string:code>.svg")(CardPicture)
