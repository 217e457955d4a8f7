"""The schema building blocks every game shares: strict JSON types, request and response
base classes, card lists, the language field, and the answer components that mean the same
in every game (rule references, verdicts, tricks, decks, rules, problems).

Request schemas refuse unknown fields (``additionalProperties: false`` in the OpenAPI
document); response schemas leave them open so that fields can be added without breaking
clients.
"""

from __future__ import annotations

import re
from typing import Any

from marshmallow import EXCLUDE, RAISE, Schema, fields, validate
from marshmallow.types import UnknownOption

from api.errors.problems import PROBLEM_BASE, PROBLEM_TYPES
from api.http.negotiation import FORMATS, LANGUAGES
from api.schemas.coded import SCHEMA_MESSAGES
from api.schemas.facts import VerdictFacts
from api.seam.quick_load import DECLINE, loads_as, loads_as_integer, quick_load
from rules.registry import GAMES, AnyGame

CARD_TEXT = {"description": "A card code (e.g. 'R6', 'SU') or 'suit-rank' ('roses-6', "
                            "'hearts-jack'), case-insensitive."}


class StrictBoolean(fields.Boolean):
    """JSON true or false only: marshmallow's Boolean also takes 1, "yes", "on"."""

    def _deserialize(self, value: object, attr: str | None, data: object,
                     **kwargs: object) -> bool:
        if not isinstance(value, bool):
            raise self.make_error("invalid", input=value)
        return value


class QueryInteger(fields.Integer):
    """An integer as a query string writes it: ASCII digits, a minus sign before them at
    most. ``int`` (marshmallow's reading) also takes "1_284", " 6" and "\u0666" (an
    Arabic-Indic 6): read as numbers the client may not have meant, which no POST body can
    say."""

    text_pattern = re.compile(r"-?[0-9]+")

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> int:
        # marshmallow's documented hook for a field of one's own
        if type(value) is str and self.text_pattern.fullmatch(value) is None:
            raise self.make_error("invalid", input=value)
        return super()._deserialize(value, attr, data, **kwargs)


def strict_int(**options: object) -> fields.Integer:
    """A JSON integer only: no "1", no 1.0, no true."""
    return fields.Integer(strict=True, **options)  # type: ignore[arg-type]


class RequestSchema(Schema):
    error_messages: dict[str, str] = SCHEMA_MESSAGES  # marshmallow's own, with their codes

    class Meta:
        unknown = RAISE

    def load(self, data: Any, *, many: bool | None = None, partial: Any = None,
             unknown: UnknownOption | None = None) -> Any:
        """A well-formed JSON body takes the compiled quick path (same result); anything
        else, or any option, goes through marshmallow for its messages."""
        if many is None and partial is None and unknown is None:
            loaded = quick_load(self, data)
            if loaded is not DECLINE:
                return loaded
        return super().load(data, many=many, partial=partial, unknown=unknown)


class ResponseSchema(Schema):
    class Meta:
        unknown = EXCLUDE
        ordered = True


loads_as(StrictBoolean, bool)
loads_as_integer(QueryInteger)


def card_list(max_items: int, min_items: int, description: str,
               **options: object) -> fields.List[str]:
    return fields.List(
        fields.String(validate=validate.Length(min=1, max=40), metadata=CARD_TEXT),
        validate=validate.Length(min=min_items, max=max_items),
        metadata={"description": description}, **options)  # type: ignore[arg-type]


# Markers for ``api.seam.openapi_shape``, which turns every schema marked ``x-component`` into a
# reference to one shared schema of that name, and every query parameter marked
# ``x-parameter`` into a reference to one shared parameter; the markers leave the document.
LANG_EXAMPLE = "en"  # the documented language of every permalink example
LINK_LANG_TEXT = ("Accepted for links that carry it (de, en, fr); the answer has every "
                  "language.")


def shared(component: str, parameter: str | None = None) -> dict[str, str]:
    """Field metadata naming the shared schema (and query parameter) the field documents."""
    return {"x-component": component, **({"x-parameter": parameter} if parameter else {})}


def lang_field() -> fields.String:
    return fields.String(
        validate=validate.OneOf(LANGUAGES),
        metadata={"description": "Language of titles and explanations: de (default), en, "
                                 "fr. Without it, Accept-Language decides.",
                  "example": LANG_EXAMPLE, **shared("Lang", "Lang")})


def link_lang_field() -> fields.String:
    """``lang`` where the answer carries every language: a link that names one still works."""
    return fields.String(validate=validate.OneOf(LANGUAGES),
                         metadata={"description": LINK_LANG_TEXT, "example": LANG_EXAMPLE,
                                   **shared("Lang", "LinkLang")})


# How much of each verdict an answer carries: full (today's answer), facts (each card's
# ``legal`` and its rule's ``id`` and ``facts``), ids (``legal`` and the rule's ``id``).
DETAILS = ("full", "facts", "ids")
DETAIL_TEXT = ("How much of each card's rule the answer carries: full (default: id, title, "
               "explanation, source, facts), facts (id and facts: an app words its own text) "
               "or ids (the id only; titles and texts are in GET /{game}/rules, which an app "
               "can cache). The answer has the same shape with those fields left out.")


def detail_field(description: str = DETAIL_TEXT) -> fields.String:
    """``detail``: the answer at three sizes (one shared schema and query parameter)."""
    return fields.String(validate=validate.OneOf(DETAILS),
                         metadata={"description": description, **shared("Detail", "Detail")})


def format_field() -> fields.String:
    """``format`` of a permalink that has a page for people (no example: the documented
    question is asked for its JSON answer)."""
    return fields.String(
        validate=validate.OneOf(FORMATS),
        metadata={"description": "json (the answer), html (the answer as a page with card "
                                 "pictures, in the link's language) or svg (the page's "
                                 "preview picture). Without it, Accept decides: html only "
                                 "for a client that prefers text/html to application/json.",
                  **shared("Format", "Format")})


def winning_side_field() -> fields.String:
    """``winning_side``: the one shape every score answer gives its winner in, beside the
    game's own ``winner`` (as in v1); described by each game's ``sides``, a new game's too."""
    sides = sorted({side for game in GAMES.values() for side in game.sides})
    per_game = "; ".join(f"{', '.join(_side_names(g))} ({g.title})" for g in GAMES.values())
    return fields.String(
        allow_none=True, required=True,
        metadata={"description": "Who won, named the same way in every score answer: "
                                 f"{per_game}. null when no side won: a tie, a count not "
                                 "yet decided, or a game that has only losers.",
                  "enum": [*sides, None], **shared("WinningSide")})


def _side_names(game: AnyGame) -> list[str]:
    """A game's sides, a team with its seats: ``team-0 (seats 0 and 2)``."""
    teams = {f"team-{n}": seats for n, seats in enumerate(game.partnerships)}
    return [f"{side} (seats {' and '.join(map(str, teams[side]))})" if side in teams else side
            for side in game.sides]


def deck_component(decks: tuple[str, ...]) -> str:
    """The shared schema of a pair of name decks, e.g. ``SwissFrenchDeck``."""
    return f"{''.join(d.title() for d in decks)}Deck"


class ContractOut(ResponseSchema):
    type = fields.String(required=True, metadata={
        "description": "The contract's type, one of the game's (GET /api/v1/games lists "
                       "them)."})
    trump = fields.String(allow_none=True)
    slug = fields.String(metadata={"description": "The GET form of the contract."})
    name = fields.String(metadata={"description": "The contract's name in the language."})


class RuleRef(ResponseSchema):
    id = fields.String(required=True, metadata={"example": "J-L2"})
    title = fields.String(required=True)
    explanation = fields.String(required=True)
    source = fields.String(required=True, metadata={"description": "URL of the rule text."})


class SizedRuleRef(ResponseSchema):
    """A rule as an answer sized by ``detail`` cites it: the id always; title, explanation
    and source with detail=full (the default) only."""

    id = fields.String(required=True, metadata={"example": "J-L2"})
    title = fields.String(metadata={"description": "With detail=full (the default)."})
    explanation = fields.String(metadata={"description": "With detail=full (the default)."})
    source = fields.String(metadata={"description": "URL of the rule text. With detail=full "
                                                    "(the default)."})


class VerdictRuleRef(SizedRuleRef):
    facts = fields.Nested(VerdictFacts, metadata={
        "description": "The facts the rule used for this card, as data (card codes, suit "
                       "ids, ids, counts, flags; never prose): the explanation is rendered "
                       "from them, and an app can word its own. Keys are stable. With "
                       "detail=full (the default) and detail=facts."})


class CardVerdict(ResponseSchema):
    card = fields.String(required=True)
    legal = fields.Boolean(required=True)
    rule = fields.Nested(VerdictRuleRef, required=True)


class TrickState(ResponseSchema):
    """The trick so far, the same in every game."""

    cards = fields.List(fields.String(), required=True)
    led_card = fields.String(allow_none=True, required=True)
    led_suit = fields.String(allow_none=True, required=True,
                             metadata={"description": "The printed suit of the led card."})
    led = fields.String(allow_none=True, required=True,
                        metadata={"description": "What the lead counts as: its suit, or "
                                                 "'trump' where the game counts a led trump "
                                                 "as a suit of its own."})
    winning_card = fields.String(allow_none=True, required=True,
                                 metadata={"description": "The card winning the trick so far."})
    winning_index = fields.Integer(allow_none=True, required=True)
    highest_trump = fields.String(allow_none=True, required=True)
    points = fields.Integer(required=True)


class LegalCardsResponse(ResponseSchema):
    game = fields.String(required=True)
    ruleset = fields.String(required=True)
    lang = fields.String(required=True)
    contract = fields.Nested(ContractOut, required=True)
    legal = fields.List(fields.String(), required=True,
                        metadata={"description": "Codes of the legal cards, in hand order."})
    cards = fields.List(fields.Nested(CardVerdict), required=True)
    trick = fields.Nested(TrickState, required=True)


class TrickCardOut(ResponseSchema):
    card = fields.String(required=True)
    role = fields.String(required=True, metadata={"enum": ["trump", "led_suit", "off_suit"],
                                                  **shared("TrickCardRole")})
    rank_in_trick = fields.Integer(required=True, metadata={"description": "1 = winning card"})
    points = fields.Integer(required=True)
    points_rule = fields.String(required=True)
    explanation = fields.String(metadata={"description": "With detail=full (the default)."})


class TrickResponse(ResponseSchema):
    game = fields.String(required=True)
    ruleset = fields.String(required=True)
    lang = fields.String(required=True)
    contract = fields.Nested(ContractOut, required=True)
    complete = fields.Boolean(required=True)
    winner = fields.Integer(required=True, metadata={"description": "Index into the trick."})
    winning_card = fields.String(required=True)
    led_suit = fields.String(required=True)
    points = fields.Integer(required=True)
    rule = fields.Nested(SizedRuleRef, required=True)
    cards = fields.List(fields.Nested(TrickCardOut), required=True)


class Names(ResponseSchema):
    de = fields.String(required=True)
    en = fields.String(required=True)
    fr = fields.String(required=True)


class FrenchDeckCard(ResponseSchema):
    suit = fields.String(required=True)
    rank = fields.String(required=True)
    names = fields.Nested(Names, required=True)


class DeckCard(ResponseSchema):
    code = fields.String(required=True)
    suit = fields.String(required=True)
    rank = fields.String(required=True)
    names = fields.Nested(Names, required=True)
    french = fields.Nested(FrenchDeckCard, required=True)
    points = fields.Dict(keys=fields.String(), values=fields.Integer(),
                         metadata={"description": "Card points by contract kind: trump, "
                                                  "plain, obenabe, undenufe."})


class DeckSuit(ResponseSchema):
    id = fields.String(required=True)
    letter = fields.String(required=True)
    french = fields.String(required=True)
    names = fields.Nested(Names, required=True)
    french_names = fields.Nested(Names, required=True)


class DeckResponse(ResponseSchema):
    game = fields.String(required=True)
    size = fields.Integer(required=True)
    copies = fields.Integer(required=True, metadata={
        "description": "How often the pack holds every card: a hand or trick may hold a card "
                       "up to this many times, and size counts every copy."})
    suits = fields.List(fields.Nested(DeckSuit), required=True)
    ranks = fields.List(fields.String(), required=True)
    cards = fields.List(fields.Nested(DeckCard), required=True)


class RuleOut(ResponseSchema):
    id = fields.String(required=True)
    kind = fields.String(required=True, metadata={"enum": ["rule", "variant", "ruling"]})
    title = fields.Nested(Names, required=True)
    text = fields.Nested(Names, required=True)
    source = fields.String(required=True)
    citation = fields.String(required=True, metadata={"description": "The text the quote "
                                                                     "comes from."})
    quote = fields.String(required=True, metadata={"description": "The deciding sentence, "
                                                                  "verbatim."})
    rulesets = fields.List(fields.String(), required=True)


class RulesResponse(ResponseSchema):
    game = fields.String(required=True)
    rules = fields.List(fields.Nested(RuleOut), required=True)


class FormatQuery(RequestSchema):
    """Only ``format``, for a permalink without parameters that has a page."""

    format = format_field()


class EmptyQuery(RequestSchema):
    """No query parameters."""


class LinkLangQuery(RequestSchema):
    """Only ``lang``, for answers that carry every language."""

    lang = link_lang_field()


PROBLEM_CODE_TEXT = ("The message's stable machine code, the same in every language, for an app "
                     "that words its own text (GET /api/v1/problem-codes lists each with its "
                     "text in de, en and fr).")


def problem_code_field() -> fields.String:
    """The code of a problem or of one of its errors (its enum: ``api.service``, which knows
    every game's messages)."""
    return fields.String(required=True, metadata={"description": PROBLEM_CODE_TEXT,
                                                  **shared("ProblemCode")})


class ProblemError(ResponseSchema):
    pointer = fields.String(metadata={"description": "JSON pointer into the request body."})
    parameter = fields.String(metadata={"description": "The query parameter."})
    index = fields.Integer(metadata={"description": "Position in a comma-separated list."})
    detail = fields.String(required=True, metadata={
        "description": "What is wrong here, in the asker's language (lang, else "
                       "Accept-Language)."})
    code = problem_code_field()


class ProblemOut(ResponseSchema):
    type = fields.String(required=True, metadata={
        "description": "The problem type; GET it for its title and description.",
        # The shared types; ``api.service`` adds each game's to the document's enum.
        "enum": [PROBLEM_BASE + slug for slug in PROBLEM_TYPES], **shared("ProblemType")})
    title = fields.String(required=True, metadata={
        "description": "The problem type's title, in the asker's language."})
    status = fields.Integer(required=True)
    detail = fields.String(required=True, metadata={
        "description": "What is wrong, in the asker's language: lang (query or body), else "
                       "Accept-Language, else German, as answers are."})
    code = problem_code_field()
    errors = fields.List(fields.Nested(ProblemError), required=True)


class HealthResponse(ResponseSchema):
    status = fields.String(required=True)


class CardPictureQuery(RequestSchema):
    """``deck`` and ``lang`` for a card picture; one subclass per pair of decks."""

    lang = lang_field()

    @classmethod
    def for_decks(cls, decks: tuple[str, ...]) -> CardPictureQuery:
        name = f"CardPicture{''.join(d.title() for d in decks)}Query"
        schema_class = type(name, (cls,), {"deck": fields.String(
            validate=validate.OneOf(decks),
            metadata={"description": f"{' or '.join(decks)}: the card's shapes and "
                                     "name; without it, the language's deck (as in every "
                                     "question).", **shared(deck_component(decks))})})
        return schema_class()
