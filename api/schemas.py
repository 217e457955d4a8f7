"""Every request and response schema of the API, in one module.

Request schemas refuse unknown fields (``additionalProperties: false`` in the OpenAPI
document); response schemas leave them open so that fields can be added without breaking
clients.
"""

from __future__ import annotations

from marshmallow import EXCLUDE, RAISE, Schema, fields, validate

from api.i18n import LANGUAGES

JASS_TRUMP_SUITS = ("acorns", "bells", "roses", "shields", "clubs", "diamonds", "hearts",
                    "spades")
JASS_RULESETS = ("jasvel", "standard")
DECKS = ("swiss", "french")
JASS_CONTRACT_PATTERN = (r"^(trump:(acorns|bells|roses|shields|clubs|diamonds|hearts|spades)"
                         r"|obenabe|undenufe)$")
CARD_TEXT = {"description": "A card code (e.g. 'R6', 'SU') or 'suit-rank' ('roses-6', "
                            "'hearts-jack'), case-insensitive."}
# A comma-separated list of cards in a query string: codes or suit-rank, no spaces needed.
CARD_LIST_PATTERN = r"^[^,]{1,40}(,[^,]{1,40}){0,8}$"


class RequestSchema(Schema):
    class Meta:
        unknown = RAISE


class ResponseSchema(Schema):
    class Meta:
        unknown = EXCLUDE
        ordered = True


def _card_list(max_items: int, min_items: int, description: str,
               **options: object) -> fields.List[str]:
    return fields.List(
        fields.String(validate=validate.Length(min=1, max=40), metadata=CARD_TEXT),
        validate=validate.Length(min=min_items, max=max_items),
        metadata={"description": description}, **options)  # type: ignore[arg-type]


def _lang() -> fields.String:
    return fields.String(
        validate=validate.OneOf(LANGUAGES),
        metadata={"description": "Language of titles and explanations: de (default), en, "
                                 "fr. Without it, Accept-Language decides."})


def _deck() -> fields.String:
    return fields.String(
        load_default="swiss", validate=validate.OneOf(DECKS),
        metadata={"description": "Which deck's names the explanations use: swiss (Eicheln, "
                                 "Schellen, Rosen, Schilten; default) or french (Kreuz, "
                                 "Ecken, Herz, Schaufel)."})


def _ruleset() -> fields.String:
    return fields.String(
        load_default="jasvel", validate=validate.OneOf(JASS_RULESETS),
        metadata={"description": "jasvel (default: the rules of the primary texts) or "
                                 "standard (common Swiss Schieber rules). RULES.md R1."})


class JassContractSchema(RequestSchema):
    type = fields.String(required=True, validate=validate.OneOf(("trump", "obenabe",
                                                                 "undenufe")))
    trump = fields.String(
        validate=validate.OneOf(JASS_TRUMP_SUITS),
        metadata={"description": "The trump suit, only with type 'trump'. French aliases "
                                 "are accepted (hearts = roses)."})


class JassLegalCardsRequest(RequestSchema):
    contract = fields.Nested(JassContractSchema, required=True)
    hand = _card_list(9, 1, "The cards of the player to play (1 to 9).", required=True)
    trick = _card_list(3, 0, "Cards already in the trick, first = led; empty or absent: this "
                             "player leads.", load_default=list)
    ruleset = _ruleset()
    lang = _lang()
    deck = _deck()


class JassLegalCardsQuery(RequestSchema):
    contract = fields.String(
        required=True, validate=validate.Regexp(JASS_CONTRACT_PATTERN),
        metadata={"description": "trump:SUIT, obenabe or undenufe.",
                  "example": "trump:roses"})
    hand = fields.String(
        required=True, validate=validate.Regexp(CARD_LIST_PATTERN),
        metadata={"description": "The hand, comma-separated.", "example": "R6,RK,BA,SU"})
    trick = fields.String(
        load_default="", validate=validate.Regexp(r"^$|^[^,]{1,40}(,[^,]{1,40}){0,2}$"),
        metadata={"description": "The trick so far, comma-separated, first = led.",
                  "example": "R9,RA"})
    ruleset = _ruleset()
    lang = _lang()
    deck = _deck()


class JassTrickRequest(RequestSchema):
    contract = fields.Nested(JassContractSchema, required=True)
    trick = _card_list(4, 1, "A complete or partial trick (1 to 4 cards), first = led.",
                       required=True)
    ruleset = _ruleset()
    lang = _lang()
    deck = _deck()


class JassTrickQuery(RequestSchema):
    contract = fields.String(
        required=True, validate=validate.Regexp(JASS_CONTRACT_PATTERN),
        metadata={"description": "trump:SUIT, obenabe or undenufe.",
                  "example": "trump:acorns"})
    trick = fields.String(
        required=True, validate=validate.Regexp(r"^[^,]{1,40}(,[^,]{1,40}){0,3}$"),
        metadata={"description": "The trick, comma-separated, first = led.",
                  "example": "R9,RA,AU,R10"})
    ruleset = _ruleset()
    lang = _lang()
    deck = _deck()


class ContractOut(ResponseSchema):
    type = fields.String(required=True)
    trump = fields.String(allow_none=True)
    slug = fields.String(metadata={"description": "The GET form of the contract."})
    name = fields.String(metadata={"description": "The contract's name in the language."})


class RuleRef(ResponseSchema):
    id = fields.String(required=True, metadata={"example": "J-L2"})
    title = fields.String(required=True)
    explanation = fields.String(required=True)
    source = fields.String(required=True, metadata={"description": "URL of the rule text."})


class CardVerdict(ResponseSchema):
    card = fields.String(required=True)
    legal = fields.Boolean(required=True)
    rule = fields.Nested(RuleRef, required=True)


class TrickState(ResponseSchema):
    cards = fields.List(fields.String(), required=True)
    led_suit = fields.String(allow_none=True, required=True)
    winning_card = fields.String(allow_none=True, required=True,
                                 metadata={"description": "The card winning the trick so far."})
    winning_index = fields.Integer(allow_none=True, required=True)
    highest_trump = fields.String(allow_none=True)
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
    role = fields.String(required=True, metadata={"enum": ["trump", "led_suit", "off_suit"]})
    rank_in_trick = fields.Integer(required=True, metadata={"description": "1 = winning card"})
    points = fields.Integer(required=True)
    points_rule = fields.String(required=True)
    explanation = fields.String(required=True)


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
    rule = fields.Nested(RuleRef, required=True)
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
    suits = fields.List(fields.Nested(DeckSuit), required=True)
    ranks = fields.List(fields.String(), required=True)
    cards = fields.List(fields.Nested(DeckCard), required=True)


class RuleOut(ResponseSchema):
    id = fields.String(required=True)
    kind = fields.String(required=True, metadata={"enum": ["rule", "variant", "ruling"]})
    title = fields.Nested(Names, required=True)
    text = fields.Nested(Names, required=True)
    source = fields.String(required=True)
    quote = fields.String(required=True, metadata={"description": "The deciding sentence of "
                                                                  "the source, verbatim."})
    rulesets = fields.List(fields.String(), required=True)


class RulesResponse(ResponseSchema):
    game = fields.String(required=True)
    rules = fields.List(fields.Nested(RuleOut), required=True)


class RulesQuery(RequestSchema):
    ruleset = fields.String(validate=validate.OneOf(JASS_RULESETS),
                            metadata={"description": "Only the rules of this ruleset."})


class ProblemError(ResponseSchema):
    pointer = fields.String(metadata={"description": "JSON pointer into the request body."})
    parameter = fields.String(metadata={"description": "The query parameter."})
    index = fields.Integer(metadata={"description": "Position in a comma-separated list."})
    detail = fields.String(required=True)


class ProblemOut(ResponseSchema):
    type = fields.String(required=True)
    title = fields.String(required=True)
    status = fields.Integer(required=True)
    detail = fields.String(required=True)
    errors = fields.List(fields.Nested(ProblemError), required=True)


class HealthResponse(ResponseSchema):
    status = fields.String(required=True)
