"""One route factory: every game gets the same operations from its ``GameApi``: legal cards and
the trick (each as a GET permalink and a POST), the deck, the rule catalogue, one rule, and
card pictures."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from flask import Response
from flask.views import MethodView

from api.errors.messages import text
from api.errors.problems import Problem
from api.errors.rules_errors import said
from api.games.answer_parts import rule_out
from api.games.answers import legal_cards_answer, trick_answer
from api.games.game_api import Answer, AnyGameApi, Body
from api.games.rounds import add_round_routes, doc_examples, with_sizes
from api.http.negotiation import language, path_representation
from api.pictures.card_picture import LAYOUTS, card_svg
from api.schemas.base import (
    CardPictureQuery,
    LinkLangQuery,
    RuleOut,
    RulesResponse,
)
from api.schemas.game import deck_query_schema, permalink_example, rules_query
from api.seam.openapi_shape import truncated_example
from api.seam.parser import reject_unknown_query_parameters
from rules.errors import RulesInputError
from rules.game import default_name_deck
from rules.registry import AnyGame


def get_answer(api: AnyGameApi, schema: str, answer: Any, body: Body) -> Answer:
    """The answer to a body's question asked as its permalink, for the GET examples."""
    query_schema = api.schemas[schema]
    query = query_schema().load(permalink_example(query_schema, api.game, body))
    return answer(api, api.from_query(query))


def add_game_routes(api: AnyGameApi) -> None:
    """Add the operations every game has to the game's blueprint."""
    _add_questions(api)
    add_round_routes(api)
    _add_catalogue(api)
    _add_card_pictures(api)


def page_of_full_answer(query: Mapping[str, Any]) -> None:
    """A page shows every rule's title and sentence: it is made of the full answer only."""
    wanted = path_representation() or query.get("format", "json")
    if wanted != "json" and query.get("detail", "full") != "full":
        raise Problem("validation-error", text("detail.page-full"),
                      [{"parameter": "detail",
                        "detail": text("detail.only-full", format=wanted)}])


def _add_questions(api: AnyGameApi) -> None:
    blp, game, schemas = api.blueprint, api.game, api.schemas
    name, title = game.id, game.title
    legal_examples = with_sizes(api.legal_examples)
    legal_answers = {label: legal_cards_answer(api, body)
                     for label, body in legal_examples.items()}
    first_legal = next(iter(api.legal_examples.values()))
    legal_query, legal_body = schemas["legal_query"], schemas["legal_body"]
    trick_query, trick_body = schemas["trick_query"], schemas["trick_body"]

    class LegalCards(MethodView):
        @blp.doc(operationId=f"{name}LegalCardsPermalink",
                 summary=f"{title}: legal cards of a hand (permalink form)",
                 description=api.legal_description + " Lists are comma-separated, so the "
                             "URL is a permalink.")
        @blp.arguments(legal_query(), location="query")
        @blp.problems(400)
        @blp.response(200, api.legal_response(),
                      example=get_answer(api, "legal_query", legal_cards_answer,
                                         first_legal))
        def get(self, query: Body) -> Answer:
            reject_unknown_query_parameters(legal_query)
            page_of_full_answer(query)
            return legal_cards_answer(api, api.from_query(query))

        @blp.doc(operationId=f"{name}LegalCards", summary=f"{title}: legal cards of a hand",
                 description=api.legal_description)
        @blp.arguments(legal_body(), **doc_examples(legal_examples))
        @blp.problems(400, 413, 415)
        @blp.response(200, api.legal_response(), **doc_examples(legal_answers))
        def post(self, body: Body) -> Answer:
            return legal_cards_answer(api, body)

    trick_example = api.trick_example
    trick_examples = with_sizes({"trick": trick_example})
    trick_answers = {label: trick_answer(api, body) for label, body in trick_examples.items()}

    class Trick(MethodView):
        @blp.doc(operationId=f"{name}TrickPermalink",
                 summary=f"{title}: who wins a trick (permalink form)")
        @blp.arguments(trick_query(), location="query")
        @blp.problems(400)
        @blp.response(200, api.trick_response(),
                      example=get_answer(api, "trick_query", trick_answer, trick_example))
        def get(self, query: Body) -> Answer:
            reject_unknown_query_parameters(trick_query)
            page_of_full_answer(query)
            return trick_answer(api, api.from_query(query))

        @blp.doc(operationId=f"{name}Trick", summary=f"{title}: who wins a trick, and its "
                                                     "points",
                 description="The winning card with the rule and reason, each card's role, "
                             "rank in the trick and points. The trick may be partial.")
        @blp.arguments(trick_body(), **doc_examples(trick_examples))
        @blp.problems(400, 413, 415)
        @blp.response(200, api.trick_response(), **doc_examples(trick_answers))
        def post(self, body: Body) -> Answer:
            return trick_answer(api, body)

    blp.route("/legal-cards")(LegalCards)
    blp.route("/trick")(Trick)


def in_ruleset(game: AnyGame, rule: Mapping[str, Any], ruleset: str) -> bool:
    """Whether a rule holds in a ruleset; where the game takes house rules after a ruleset's
    id (``<ruleset>+<house rule>``), the named ruleset's rules and the house rules' own."""
    if ruleset in rule["rulesets"]:
        return True
    rules: dict[str, str] = getattr(game, "house_rules", {})
    base, *names = ruleset.split(getattr(game, "house_separator", "+"))
    return bool(names) and (base in rule["rulesets"]
                            or rule["id"] in {rules.get(n) for n in names})


def _add_catalogue(api: AnyGameApi) -> None:
    """``GET /deck``, ``GET /rules`` and ``GET /rules/{rule_id}``."""
    blp, game = api.blueprint, api.game
    name, title, example_rule = game.id, game.title, api.example_rule
    deck = api.deck_answer()
    decks = {r: api.deck_answer(r) for r in game.rulesets} if api.ruled else {}
    # Every ruleset may be asked for its pack (the checker does), the same one where the game
    # has one pack.
    deck_query = deck_query_schema(game) if len(game.rulesets) > 1 else LinkLangQuery
    rules = [rule_out(game.catalogue, rule_id, lambda lang: api.speaker(lang, ""))
             for rule_id in game.catalogue]
    by_id = {str(rule["id"]).upper(): rule for rule in rules}
    query = rules_query(game)

    class Deck(MethodView):
        @blp.doc(operationId=f"{name}Deck", summary=f"The {title} deck with codes and names")
        @blp.arguments(deck_query(), location="query")
        @blp.response(200, api.deck_response(), example=deck)
        @blp.problems(400)
        def get(self, query: Body) -> Answer:
            reject_unknown_query_parameters(deck_query)
            asked = query.get("ruleset", "")
            if asked and asked not in decks and api.ruled:
                return api.deck_answer(asked)  # with house rules: its ruleset's pack
            return decks.get(asked, deck)

    class Rules(MethodView):
        @blp.doc(operationId=f"{name}Rules", summary=f"The {title} rule catalogue in de, en, "
                                                     "fr",
                 description=f"Rulesets: {', '.join(game.rulesets)}.")
        @blp.arguments(query(), location="query", as_kwargs=True)
        @blp.problems(400)
        @blp.response(200, RulesResponse(), examples={"catalogue": truncated_example(
            {"game": name, "rules": rules[:2]}, "The catalogue: its first two rules")})
        def get(self, ruleset: str | None = None, lang: str | None = None) -> Answer:
            reject_unknown_query_parameters(query)
            return {"game": name,
                    "rules": [r for r in rules if ruleset is None or in_ruleset(game, r, ruleset)]}

    class Rule(MethodView):
        @blp.doc(operationId=f"{name}Rule", summary=f"One rule of the {title} catalogue")
        @blp.arguments(LinkLangQuery(), location="query")
        @blp.response(200, RuleOut(), example=by_id[example_rule.upper()])
        @blp.problems(400, 404)
        def get(self, _query: Body, rule_id: str) -> Answer:
            reject_unknown_query_parameters(LinkLangQuery)
            rule = by_id.get(rule_id.strip().upper())
            if rule is None:
                raise Problem("not-found",
                              text("rules.unknown-rule", game=title, rule=rule_id, name=name),
                              [{"parameter": "rule_id", "detail": text("rules.unknown-rule-id")}])
            return rule

    blp.route("/deck")(Deck)
    blp.route("/rules")(Rules)
    blp.route("/rules/<string:rule_id>", parameters=[path_parameter(
        "rule_id", "A rule id from the catalogue.", example_rule)])(Rule)


def _add_card_pictures(api: AnyGameApi) -> None:
    """``GET /cards/{code}.svg``: a picture of one card, in each of the game's decks."""
    blp, game = api.blueprint, api.game
    decks = game.name_decks
    query = CardPictureQuery.for_decks(decks)

    class CardPicture(MethodView):
        @blp.doc(operationId=f"{game.id}CardPicture", summary=f"A {game.title} card as SVG",
                 responses={"200": {"description": "The card as SVG", "content": {
                     "image/svg+xml": {"schema": {"type": "string"},
                                       "example": "<svg …>"}}}})
        @blp.arguments(query, location="query")
        @blp.problems(400, 404)
        def get(self, args: Body, code: str) -> Response:
            reject_unknown_query_parameters(type(query))
            try:
                card = game.deck.parse(code)
            except RulesInputError as error:  # a path that names no card: no such picture
                raise Problem("not-found", said(error),
                              [{"parameter": "code", "detail": said(error)}]) from None
            lang = language(args.get("lang"))
            which = args.get("deck") or default_name_deck(game, lang)
            speaker = api.speaker(lang, which)
            # The asked deck's own shapes (a French-deck game's German names: German shapes).
            shapes = which if which in LAYOUTS else decks[0]
            response = Response(card_svg(card, shapes, speaker.card_name(card),
                                         speaker.rank(card.rank)), mimetype="image/svg+xml")
            response.headers["Cache-Control"] = "public, max-age=86400"
            response.headers["Content-Security-Policy"] = "default-src 'none'"
            return response

    # Path parameters on the route: ``parameters`` in ``blp.doc`` would replace the query's.
    blp.route("/cards/<string:code>.svg", parameters=[path_parameter(
        "code", "A card code or suit-rank.", api.example_card)])(CardPicture)


def path_parameter(name: str, description: str, example: str) -> Answer:
    return {"in": "path", "name": name, "required": True, "description": description,
            "schema": {"type": "string"}, "example": example}
