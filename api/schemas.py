"""Every request and response schema of the API, in one module.

Request schemas refuse unknown fields (``additionalProperties: false`` in the OpenAPI
document); response schemas leave them open so that fields can be added without breaking
clients.
"""

from __future__ import annotations

from typing import Any

from marshmallow import EXCLUDE, RAISE, Schema, fields, validate
from marshmallow.types import UnknownOption

from api.i18n import LANGUAGES
from api.quick_load import DECLINE, loads_like, quick_load

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


class StrictBoolean(fields.Boolean):
    """JSON true or false only: marshmallow's Boolean also takes 1, "yes", "on"."""

    def _deserialize(self, value: object, attr: str | None, data: object,
                     **kwargs: object) -> bool:
        if not isinstance(value, bool):
            raise self.make_error("invalid", input=value)
        return value


def strict_int(**options: object) -> fields.Integer:
    """A JSON integer only: no "1", no 1.0, no true."""
    return fields.Integer(strict=True, **options)  # type: ignore[arg-type]


class RequestSchema(Schema):
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


loads_like(StrictBoolean, fields.Boolean)


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
    type = fields.String(required=True, metadata={"description": "trump, obenabe, undenufe "
                                                                 "(Schnapsen: always trump)"})
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
    citation = fields.String(required=True, metadata={"description": "The text the quote "
                                                                     "comes from."})
    quote = fields.String(required=True, metadata={"description": "The deciding sentence, "
                                                                  "verbatim."})
    rulesets = fields.List(fields.String(), required=True)


class RulesResponse(ResponseSchema):
    game = fields.String(required=True)
    rules = fields.List(fields.Nested(RuleOut), required=True)


class RulesQuery(RequestSchema):
    ruleset = fields.String(validate=validate.OneOf(JASS_RULESETS),
                            metadata={"description": "Only the rules of this ruleset."})


class EmptyQuery(RequestSchema):
    """No query parameters."""


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


# --- Schnapsen -----------------------------------------------------------------------------

SCHNAPSEN_TRUMP_SUITS = ("acorns", "leaves", "hearts", "bells", "clubs", "spades", "diamonds")
SCHNAPSEN_TRUMP_PATTERN = r"^(acorns|leaves|hearts|bells|clubs|spades|diamonds)$"
TALONS = ("open", "closed", "exhausted")
GERMAN_DECKS = ("german", "french")


def _german_deck() -> fields.String:
    return fields.String(
        load_default="german", validate=validate.OneOf(GERMAN_DECKS),
        metadata={"description": "Which deck's names the explanations use: german (Eichel, "
                                 "Laub, Herz, Schellen; default) or french (Kreuz, Pik, Herz, "
                                 "Karo)."})


def _talon() -> fields.String:
    return fields.String(
        required=True, validate=validate.OneOf(TALONS),
        metadata={"description": "open: free play; closed (zugedreht) or exhausted "
                                 "(aufgebraucht): the four stages apply.",
                  "example": "closed"})


def _talon_cards(strict: bool = True) -> fields.Integer:
    return fields.Integer(
        strict=strict, validate=validate.OneOf((0, 2, 4, 6, 8, 10)),
        metadata={"description": "Cards in the talon, the turned-up trump card counted (0 "
                                 "when exhausted). Decides the trump exchange (R8) and "
                                 "closing (N-D2) for the player on lead."})


def _marriage() -> fields.String:
    return fields.String(
        validate=validate.OneOf(SCHNAPSEN_TRUMP_SUITS),
        metadata={"description": "The player on lead announces a marriage in this suit: only "
                                 "its King and Ober may then be led (N-10)."})


class SchnapsenContractSchema(RequestSchema):
    trump = fields.String(required=True, validate=validate.OneOf(SCHNAPSEN_TRUMP_SUITS))


class SchnapsenLegalCardsRequest(RequestSchema):
    contract = fields.Nested(SchnapsenContractSchema, required=True)
    hand = _card_list(5, 1, "The cards of the player to play (5 while the talon is open).",
                      required=True)
    trick = _card_list(1, 0, "The leader's card when this player is second; empty or absent: "
                             "this player leads.", load_default=list)
    talon = _talon()
    talon_cards = _talon_cards()
    trump_card = fields.String(validate=validate.Length(min=1, max=40),
                               metadata={"description": "The turned-up trump card, named in "
                                                        "the trump exchange."})
    won_a_trick = StrictBoolean(metadata={"description": "Has the player on lead won a trick "
                                                          "yet? Decides when a marriage "
                                                          "counts (N-10)."})
    marriage = _marriage()
    lang = _lang()
    deck = _german_deck()


class SchnapsenLegalCardsQuery(RequestSchema):
    contract = fields.String(required=True, validate=validate.Regexp(SCHNAPSEN_TRUMP_PATTERN),
                             metadata={"description": "The trump suit.", "example": "hearts"})
    hand = fields.String(required=True, validate=validate.Regexp(r"^[^,]{1,40}(,[^,]{1,40}){0,4}$"),
                         metadata={"description": "The hand, comma-separated.",
                                   "example": "AK,HU,LA,BU,BO"})
    trick = fields.String(load_default="", validate=validate.Regexp(r"^([^,]{1,40})?$"),
                          metadata={"description": "The leader's card, if any.",
                                    "example": "AA"})
    talon = _talon()
    talon_cards = _talon_cards(strict=False)
    trump_card = fields.String(validate=validate.Length(min=1, max=40),
                               metadata={"description": "The turned-up trump card."})
    won_a_trick = fields.Boolean(metadata={"description": "Has the player on lead won a "
                                                          "trick yet?"})
    marriage = _marriage()
    lang = _lang()
    deck = _german_deck()


class SchnapsenTrickRequest(RequestSchema):
    contract = fields.Nested(SchnapsenContractSchema, required=True)
    trick = _card_list(2, 1, "The leader's card and, if played, the second player's.",
                       required=True)
    lang = _lang()
    deck = _german_deck()


class SchnapsenTrickQuery(RequestSchema):
    contract = fields.String(required=True, validate=validate.Regexp(SCHNAPSEN_TRUMP_PATTERN),
                             metadata={"description": "The trump suit.", "example": "hearts"})
    trick = fields.String(required=True, validate=validate.Regexp(r"^[^,]{1,40}(,[^,]{1,40})?$"),
                          metadata={"description": "One or two cards, first = led.",
                                    "example": "AA,HU"})
    lang = _lang()
    deck = _german_deck()


class LeaderActionOut(ResponseSchema):
    action = fields.String(required=True,
                           metadata={"enum": ["marriage", "exchange_trump", "close"]})
    allowed = fields.Boolean(required=True, allow_none=True,
                             metadata={"description": "null: the request lacks a fact the "
                                                      "answer depends on (see explanation)."})
    suit = fields.String(allow_none=True)
    points = fields.Integer(allow_none=True)
    cards = fields.List(fields.String(), required=True)
    rule = fields.Nested(RuleRef, required=True)


class SchnapsenTrickState(ResponseSchema):
    cards = fields.List(fields.String(), required=True)
    led_suit = fields.String(allow_none=True, required=True)
    led_card = fields.String(allow_none=True, required=True)


class SchnapsenLegalCardsResponse(ResponseSchema):
    game = fields.String(required=True)
    ruleset = fields.String(required=True)
    lang = fields.String(required=True)
    contract = fields.Nested(ContractOut, required=True)
    talon = fields.String(required=True)
    legal = fields.List(fields.String(), required=True)
    cards = fields.List(fields.Nested(CardVerdict), required=True)
    actions = fields.List(fields.Nested(LeaderActionOut), required=True,
                          metadata={"description": "For the player on lead: marriages, the "
                                                   "trump exchange, closing. Empty for the "
                                                   "second player."})
    trick = fields.Nested(SchnapsenTrickState, required=True)


class PlayerTallyIn(RequestSchema):
    card_points = strict_int(required=True, validate=validate.Range(0, 120))
    tricks = strict_int(required=True, validate=validate.Range(0, 10))
    marriages = fields.List(strict_int(validate=validate.OneOf((20, 40))),
                            load_default=list, validate=validate.Length(max=4),
                            metadata={"description": "Announced marriages, 20 or 40 each."})


class AtClosingIn(RequestSchema):
    opponent_points = strict_int(required=True, validate=validate.Range(0, 120))
    opponent_tricks = strict_int(required=True, validate=validate.Range(0, 10))


def _player_index(description: str) -> fields.Integer:
    return strict_int(allow_none=True, validate=validate.OneOf((0, 1)),
                      metadata={"description": description})


class SchnapsenScoreRequest(RequestSchema):
    players = fields.List(fields.Nested(PlayerTallyIn), required=True,
                          validate=validate.Length(equal=2))
    closed_by = _player_index("Who closed the talon, if anyone.")
    at_closing = fields.Nested(AtClosingIn, allow_none=True,
                               metadata={"description": "The closer's opponent when the talon "
                                                        "was closed (with closed_by)."})
    claimed_66_by = _player_index("Who claimed 66 and stopped the hand, if anyone.")
    last_trick_by = _player_index("Who won the last trick (talon exhausted, no claim).")
    renonce_by = _player_index("Who broke the duty to follow or to win, if anyone.")
    lang = _lang()


class PlayerTallyOut(ResponseSchema):
    points = fields.Integer(required=True)
    card_points = fields.Integer(required=True)
    marriage_points = fields.Integer(required=True)
    marriages_counted = fields.Boolean(required=True)
    tricks = fields.Integer(required=True)


class SchnapsenScoreResponse(ResponseSchema):
    game = fields.String(required=True)
    lang = fields.String(required=True)
    winner = fields.Integer(required=True)
    game_points = fields.Integer(required=True)
    rule = fields.Nested(RuleRef, required=True, metadata={"description": "Why the winner "
                                                                          "won."})
    points_rule = fields.Nested(RuleRef, required=True,
                                metadata={"description": "Why the hand is worth this many "
                                                         "game points."})
    players = fields.List(fields.Nested(PlayerTallyOut), required=True)


class BummerlHandIn(RequestSchema):
    winner = strict_int(required=True, validate=validate.OneOf((0, 1)))
    game_points = strict_int(required=True, validate=validate.OneOf((1, 2, 3)))


class BummerlRequest(RequestSchema):
    hands = fields.List(fields.Nested(BummerlHandIn), required=True,
                        validate=validate.Length(min=1, max=13))
    lang = _lang()


class BummerlHandOut(ResponseSchema):
    winner = fields.Integer(required=True)
    game_points = fields.Integer(required=True)
    remaining = fields.List(fields.Integer(), required=True)


class BummerlResponse(ResponseSchema):
    game = fields.String(required=True)
    lang = fields.String(required=True)
    remaining = fields.List(fields.Integer(), required=True,
                            metadata={"description": "Game points each player still needs, "
                                                     "counted down from 7."})
    complete = fields.Boolean(required=True)
    winner = fields.Integer(allow_none=True, required=True)
    hands = fields.List(fields.Nested(BummerlHandOut), required=True)
    rule = fields.Nested(RuleRef, required=True)


# --- Schafkopf -----------------------------------------------------------------------------

SCHAFKOPF_TYPES = ("rufspiel", "solo", "wenz", "farbwenz", "geier", "farbgeier", "ramsch")
GERMAN_SUIT_NAMES = SCHNAPSEN_TRUMP_SUITS
_SUITS_RE = "(acorns|leaves|hearts|bells|clubs|spades|diamonds)"
SCHAFKOPF_CONTRACT_PATTERN = (rf"^((rufspiel|solo|farbwenz|farbgeier):{_SUITS_RE}"
                              r"|wenz|geier|ramsch)$")
_TRICK_RE = r"[^,;]{1,40}(,[^,;]{1,40}){3}"
HISTORY_PATTERN = rf"^({_TRICK_RE}(;{_TRICK_RE}){{0,6}})?$"


class SchafkopfContractSchema(RequestSchema):
    type = fields.String(required=True, validate=validate.OneOf(SCHAFKOPF_TYPES))
    called_suit = fields.String(
        validate=validate.OneOf(GERMAN_SUIT_NAMES),
        metadata={"description": "Rufspiel only: the suit of the called Sau (acorns, leaves "
                                 "or bells; hearts are trump and cannot be called)."})
    trump = fields.String(
        validate=validate.OneOf(GERMAN_SUIT_NAMES),
        metadata={"description": "solo, farbwenz, farbgeier: the trump suit."})
    tout = StrictBoolean(load_default=False,
                         metadata={"description": "solo, wenz and farbwenz may be Tout."})


def _history() -> fields.List[Any]:
    return fields.List(
        fields.List(fields.String(validate=validate.Length(min=1, max=40)),
                    validate=validate.Length(equal=4)),
        validate=validate.Length(max=7),
        metadata={"description": "The earlier tricks of this round, each four cards, first = "
                                 "led (R11). Decides the called Sau's duties in a Rufspiel; "
                                 "without it the called suit counts as not led yet."})


class SchafkopfLegalCardsRequest(RequestSchema):
    contract = fields.Nested(SchafkopfContractSchema, required=True)
    hand = _card_list(8, 1, "The cards of the player to play (1 to 8).", required=True)
    trick = _card_list(3, 0, "Cards already in the trick, first = led.", load_default=list)
    history = _history()
    lang = _lang()
    deck = _german_deck()


def _schafkopf_contract_param(example: str) -> fields.String:
    return fields.String(
        required=True, validate=validate.Regexp(SCHAFKOPF_CONTRACT_PATTERN),
        metadata={"description": "rufspiel:SUIT (the called suit), solo:SUIT, farbwenz:SUIT, "
                                 "farbgeier:SUIT, wenz, geier or ramsch.", "example": example})


class SchafkopfLegalCardsQuery(RequestSchema):
    contract = _schafkopf_contract_param("rufspiel:acorns")
    tout = fields.Boolean(load_default=False, metadata={"description": "A Tout contract."})
    hand = fields.String(required=True,
                         validate=validate.Regexp(r"^[^,]{1,40}(,[^,]{1,40}){0,7}$"),
                         metadata={"description": "The hand, comma-separated.",
                                   "example": "AA,A7,HO,LU,B9,L10,HK,B8"})
    trick = fields.String(load_default="",
                          validate=validate.Regexp(r"^$|^[^,]{1,40}(,[^,]{1,40}){0,2}$"),
                          metadata={"description": "The trick so far.", "example": "A9"})
    history = fields.String(validate=validate.Regexp(HISTORY_PATTERN),
                            metadata={"description": "Earlier tricks: cards comma-separated, "
                                                     "tricks separated by ';'.",
                                      "example": ""})
    lang = _lang()
    deck = _german_deck()


class SchafkopfTrickRequest(RequestSchema):
    contract = fields.Nested(SchafkopfContractSchema, required=True)
    trick = _card_list(4, 1, "A complete or partial trick, first = led.", required=True)
    lang = _lang()
    deck = _german_deck()


class SchafkopfTrickQuery(RequestSchema):
    contract = _schafkopf_contract_param("farbwenz:hearts")
    tout = fields.Boolean(load_default=False, metadata={"description": "A Tout contract."})
    trick = fields.String(required=True,
                          validate=validate.Regexp(r"^[^,]{1,40}(,[^,]{1,40}){0,3}$"),
                          metadata={"description": "The trick, comma-separated, first = led.",
                                    "example": "L9,LO,HU,LA"})
    lang = _lang()
    deck = _german_deck()


class SchafkopfContractOut(ResponseSchema):
    type = fields.String(required=True)
    called_suit = fields.String(allow_none=True)
    trump = fields.String(allow_none=True)
    tout = fields.Boolean(required=True)
    slug = fields.String(required=True)
    name = fields.String(required=True)
    trumps = fields.List(fields.String(), required=True,
                         metadata={"description": "Every trump of the contract, strongest "
                                                  "first."})


class CalledAceOut(ResponseSchema):
    card = fields.String(required=True)
    searched = fields.Boolean(required=True, metadata={"description": "The called suit was "
                                                                      "led in an earlier "
                                                                      "trick."})
    assumed = fields.Boolean(required=True, metadata={"description": "No history was given "
                                                                     "(R11)."})


class AssumptionOut(ResponseSchema):
    rule = fields.String(required=True)
    text = fields.String(required=True)


class SchafkopfTrickState(ResponseSchema):
    cards = fields.List(fields.String(), required=True)
    led = fields.String(allow_none=True, required=True,
                        metadata={"description": "trump, or the led plain suit."})
    winning_card = fields.String(allow_none=True, required=True)
    winning_index = fields.Integer(allow_none=True, required=True)
    points = fields.Integer(required=True)


class SchafkopfLegalCardsResponse(ResponseSchema):
    game = fields.String(required=True)
    ruleset = fields.String(required=True)
    lang = fields.String(required=True)
    contract = fields.Nested(SchafkopfContractOut, required=True)
    trick_number = fields.Integer(required=True)
    legal = fields.List(fields.String(), required=True)
    cards = fields.List(fields.Nested(CardVerdict), required=True)
    trick = fields.Nested(SchafkopfTrickState, required=True)
    called_ace = fields.Nested(CalledAceOut, allow_none=True, required=True)
    assumptions = fields.List(fields.Nested(AssumptionOut), required=True)


class SchafkopfTrickResponse(TrickResponse):
    contract = fields.Nested(SchafkopfContractOut, required=True)


class CallableAcesQuery(RequestSchema):
    hand = fields.String(required=True,
                         validate=validate.Regexp(r"^[^,]{1,40}(,[^,]{1,40}){0,7}$"),
                         metadata={"description": "The hand, comma-separated.",
                                   "example": "A7,A9,LA,L8,HO,HU,B10,BK"})
    lang = _lang()
    deck = _german_deck()


class CallOptionOut(ResponseSchema):
    ace = fields.String(required=True)
    suit = fields.String(required=True)
    allowed = fields.Boolean(required=True)
    rule = fields.Nested(RuleRef, required=True)


class CallableAcesResponse(ResponseSchema):
    game = fields.String(required=True)
    lang = fields.String(required=True)
    callable = fields.List(fields.String(), required=True)
    options = fields.List(fields.Nested(CallOptionOut), required=True)


class BidIn(RequestSchema):
    seat = strict_int(required=True, validate=validate.Range(0, 3),
                      metadata={"description": "0 = Vorhand, then in the order of play."})
    contract = fields.Nested(SchafkopfContractSchema, required=True)


class CompareRequest(RequestSchema):
    bids = fields.List(fields.Nested(BidIn), required=True, validate=validate.Length(1, 4))
    lang = _lang()


class BidOut(ResponseSchema):
    seat = fields.Integer(required=True)
    contract = fields.Nested(SchafkopfContractOut, required=True)
    rank = fields.Integer(required=True, metadata={"description": "Higher outranks lower."})


class CompareResponse(ResponseSchema):
    game = fields.String(required=True)
    lang = fields.String(required=True)
    winner = fields.Nested(BidOut, required=True)
    reason = fields.String(required=True, metadata={"enum": ["rank", "seat"]})
    rule = fields.Nested(RuleRef, required=True)
    bids = fields.List(fields.Nested(BidOut), required=True,
                       metadata={"description": "All bids, highest first."})


class ContractsResponse(ResponseSchema):
    game = fields.String(required=True)
    contracts = fields.List(fields.Dict(), required=True)


class TariffIn(RequestSchema):
    base = fields.Dict(keys=fields.String(validate=validate.OneOf(SCHAFKOPF_TYPES)),
                       values=strict_int(validate=validate.Range(0, 100000)),
                       metadata={"description": "Base price per contract type."})
    laufende = strict_int(validate=validate.Range(0, 100000))
    schneider = strict_int(validate=validate.Range(0, 100000))
    schwarz = strict_int(validate=validate.Range(0, 100000))


class RamschPlayerIn(RequestSchema):
    tricks = fields.List(fields.List(fields.String(validate=validate.Length(min=1, max=40)),
                                     validate=validate.Length(equal=4)),
                         required=True, validate=validate.Length(max=8))


def _tricks(description: str) -> fields.List[Any]:
    return fields.List(fields.List(fields.String(validate=validate.Length(min=1, max=40)),
                                   validate=validate.Length(equal=4)),
                       validate=validate.Length(max=8), metadata={"description": description})


class SchafkopfScoreRequest(RequestSchema):
    contract = fields.Nested(SchafkopfContractSchema, required=True)
    declarer_cards = fields.List(
        fields.String(validate=validate.Length(min=1, max=40)),
        validate=validate.Length(min=8, max=16),
        metadata={"description": "The cards the declarer party held at the start: 8 (solo "
                                 "games) or 16 (Rufspiel: caller and partner). For Laufende."})
    declarer_tricks = _tricks("The tricks the declarer party took.")
    opponent_tricks = _tricks("The tricks the opponents took.")
    players = fields.List(fields.Nested(RamschPlayerIn), validate=validate.Length(equal=4),
                          metadata={"description": "Ramsch only: each player's tricks."})
    tariff = fields.Nested(TariffIn, metadata={"description": "Prices; defaults: base 10 "
                                                              "(Rufspiel, Ramsch) or 50, "
                                                              "10 per Laufender, Schneider "
                                                              "10, Schwarz 10."})
    stoss = StrictBoolean(load_default=False)
    retour = StrictBoolean(load_default=False)
    lang = _lang()


class BreakdownLine(ResponseSchema):
    item = fields.String(required=True)
    rule = fields.String(required=True)
    amount = fields.Integer(required=True)
    factor = fields.Integer(required=True)
    count = fields.Integer(required=True)
    explanation = fields.String(required=True)


class SchafkopfScoreResponse(ResponseSchema):
    game = fields.String(required=True)
    lang = fields.String(required=True)
    contract = fields.Nested(SchafkopfContractOut, required=True)
    winner = fields.String(required=True, metadata={"description": "declarers or opponents; "
                                                                   "in Ramsch: the losers' "
                                                                   "seats lose."})
    rule = fields.Nested(RuleRef, required=True)
    augen = fields.Dict(required=True)
    tricks = fields.Dict(required=True)
    schneider = fields.Boolean()
    schwarz = fields.Boolean()
    laufende = fields.Dict()
    breakdown = fields.List(fields.Nested(BreakdownLine))
    price = fields.Integer(required=True, metadata={"description": "What each losing player "
                                                                   "pays each winning "
                                                                   "player."})
    payments = fields.List(fields.Integer(), metadata={"description": "Ramsch: per seat."})
    per_player = fields.Dict(metadata={"description": "Balance of one declarer and one "
                                                      "opponent."})
    losers = fields.List(fields.Integer())
    tariff = fields.Dict(required=True)


# --- Jass round: Weis, Stöck, the count, the target, the Schieben, the Jasstafel -----------

def _seat(description: str = "0 = Vorhand (leads the first trick), then in the order of "
                             "play; teams are seats 0 and 2 (team 0) and 1 and 3 (team 1)."
          ) -> fields.Integer:
    return strict_int(required=True, validate=validate.Range(0, 3),
                      metadata={"description": description})


class WeisQuery(RequestSchema):
    hand = fields.String(required=True,
                         validate=validate.Regexp(r"^[^,]{1,40}(,[^,]{1,40}){0,8}$"),
                         metadata={"description": "The hand, comma-separated (9 cards at the "
                                                  "start of a round).",
                                   "example": "R6,R7,R8,R9,AU,BU,RU,SU,SA"})
    lang = _lang()
    deck = _deck()


class WeisOut(ResponseSchema):
    kind = fields.String(required=True, metadata={"enum": ["sequence", "four_of_a_kind"]})
    cards = fields.List(fields.String(), required=True)
    points = fields.Integer(required=True)
    top = fields.String(required=True)
    suit = fields.String(allow_none=True)
    name = fields.String(required=True)


class WeisResponse(ResponseSchema):
    game = fields.String(required=True)
    lang = fields.String(required=True)
    weis = fields.List(fields.Nested(WeisOut), required=True)
    total = fields.Integer(required=True)
    rule = fields.Nested(RuleRef, required=True)


class DeclarationIn(RequestSchema):
    seat = _seat()
    weis = fields.List(fields.List(fields.String(validate=validate.Length(min=1, max=40)),
                                   validate=validate.Length(min=3, max=9)),
                       required=True, validate=validate.Length(max=6),
                       metadata={"description": "Each declared Weis as its cards."})


class WeisCompareRequest(RequestSchema):
    contract = fields.Nested(JassContractSchema, required=True)
    declarations = fields.List(fields.Nested(DeclarationIn), required=True,
                               validate=validate.Length(max=4))
    lang = _lang()
    deck = _deck()


class WeisCompareResponse(ResponseSchema):
    game = fields.String(required=True)
    lang = fields.String(required=True)
    winner_team = fields.Integer(allow_none=True, required=True)
    decided_by = fields.String(allow_none=True, required=True, metadata={"enum": [
        "uncontested", "points", "cards", "top_card", "trump_suit", "seat", None]})
    best = fields.Nested(WeisOut, allow_none=True, required=True)
    best_seat = fields.Integer(allow_none=True, required=True)
    team_points = fields.List(fields.Integer(), required=True)
    rule = fields.Nested(RuleRef, required=True)


class StoeckQuery(RequestSchema):
    contract = fields.String(required=True, validate=validate.Regexp(JASS_CONTRACT_PATTERN),
                             metadata={"example": "trump:roses"})
    hand = fields.String(required=True,
                         validate=validate.Regexp(r"^[^,]{1,40}(,[^,]{1,40}){0,8}$"),
                         metadata={"example": "RK,RO,A6,B7"})
    lang = _lang()
    deck = _deck()


class StoeckResponse(ResponseSchema):
    game = fields.String(required=True)
    lang = fields.String(required=True)
    holds = fields.Boolean(required=True)
    cards = fields.List(fields.String(), required=True)
    points = fields.Integer(required=True)
    rule = fields.Nested(RuleRef, required=True)


class AnnouncedAt(RequestSchema):
    trick = strict_int(required=True, validate=validate.Range(0, 8))
    card = strict_int(required=True, validate=validate.Range(0, 3),
                      metadata={"description": "The place in that trick after which the "
                                               "announcement came (0 = led card)."})


class StoeckTimingRequest(RequestSchema):
    contract = fields.Nested(JassContractSchema, required=True)
    tricks = fields.List(fields.List(fields.String(validate=validate.Length(min=1, max=40)),
                                     validate=validate.Length(min=1, max=4)),
                         required=True, validate=validate.Length(min=1, max=9),
                         metadata={"description": "The tricks so far, first = led."})
    first_leader = strict_int(load_default=0, validate=validate.Range(0, 3))
    seat = _seat("The seat that holds King and Ober of trumps.")
    announced_after = fields.Nested(AnnouncedAt, allow_none=True, load_default=None)
    lang = _lang()
    deck = _deck()


class StoeckTimingResponse(ResponseSchema):
    game = fields.String(required=True)
    lang = fields.String(required=True)
    valid = fields.Boolean(required=True)
    case = fields.String(required=True, metadata={"enum": [
        "no_trump", "not_held", "pending", "too_early", "in_time", "too_late"]})
    second = fields.String(allow_none=True, required=True)
    covered_by = fields.String(allow_none=True, required=True)
    rule = fields.Nested(RuleRef, required=True)


class RoundTrickIn(RequestSchema):
    cards = fields.List(fields.String(validate=validate.Length(min=1, max=40)),
                        required=True, validate=validate.Length(equal=4))
    won_by = strict_int(validate=validate.OneOf((0, 1)),
                        metadata={"description": "The team that won the trick; checked "
                                                 "against the play."})


class JassScoreRequest(RequestSchema):
    contract = fields.Nested(JassContractSchema, required=True)
    ruleset = _ruleset()
    tricks = fields.List(fields.Nested(RoundTrickIn), required=True,
                         validate=validate.Length(equal=9),
                         metadata={"description": "The nine tricks in order, cards in the "
                                                  "order played."})
    first_leader = strict_int(load_default=0, validate=validate.Range(0, 3),
                              metadata={"description": "The seat of the Vorhand."})
    declarations = fields.List(fields.Nested(DeclarationIn), load_default=list,
                               validate=validate.Length(max=4))
    stoeck_seat = strict_int(allow_none=True, load_default=None,
                             validate=validate.Range(0, 3),
                             metadata={"description": "The seat that announced Stöck in time."})
    multiplier = strict_int(load_default=1, validate=validate.Range(1, 12),
                            metadata={"description": "R7: the contract's multiplier."})
    multiplier_preset = fields.String(validate=validate.OneOf(("flat", "traditional",
                                                               "slalom")),
                                      metadata={"description": "R7 presets instead of "
                                                               "multiplier: flat (all 1), "
                                                               "traditional (acorns, roses 1; "
                                                               "bells, shields 2; obenabe, "
                                                               "undenufe 3), slalom."})
    lang = _lang()
    deck = _deck()


class TeamCountOut(ResponseSchema):
    team = fields.Integer(required=True)
    tricks = fields.Integer(required=True)
    card_points = fields.Integer(required=True)
    last_trick = fields.Integer(required=True)
    match = fields.Integer(required=True)
    trick_points = fields.Integer(required=True)
    weis = fields.Integer(required=True)
    stoeck = fields.Integer(required=True)
    subtotal = fields.Integer(required=True)
    total = fields.Integer(required=True)
    explanation = fields.String(required=True)


class PlayedTrickOut(ResponseSchema):
    cards = fields.List(fields.String(), required=True)
    leader = fields.Integer(required=True)
    winner = fields.Integer(required=True)
    team = fields.Integer(required=True)
    points = fields.Integer(required=True)


class JassScoreResponse(ResponseSchema):
    game = fields.String(required=True)
    ruleset = fields.String(required=True)
    lang = fields.String(required=True)
    contract = fields.Nested(ContractOut, required=True)
    multiplier = fields.Integer(required=True)
    teams = fields.List(fields.Nested(TeamCountOut), required=True)
    tricks = fields.List(fields.Nested(PlayedTrickOut), required=True)
    weis = fields.Nested(WeisCompareResponse, required=True)
    check = fields.Dict(required=True, metadata={"description": "152 card points, 157 with "
                                                                "the last trick, 257 for a "
                                                                "match."})
    rules = fields.List(fields.Nested(RuleRef), required=True)


class PartsIn(RequestSchema):
    weis = fields.List(strict_int(validate=validate.Range(0, 100000)), required=True,
                       validate=validate.Length(equal=2))
    stoeck = fields.List(strict_int(validate=validate.Range(0, 100000)), required=True,
                         validate=validate.Length(equal=2))
    tricks = fields.List(strict_int(validate=validate.Range(0, 100000)), required=True,
                         validate=validate.Length(equal=2))


class TargetRequest(RequestSchema):
    before = fields.List(strict_int(validate=validate.Range(0, 100000)), required=True,
                         validate=validate.Length(equal=2))
    target = strict_int(required=True, validate=validate.Range(1, 100000),
                        metadata={"description": "1000, 1500, 2500, 3000 or any."})
    parts = fields.Nested(PartsIn, required=True)
    ruleset = _ruleset()
    lang = _lang()


class TargetResponse(ResponseSchema):
    game = fields.String(required=True)
    ruleset = fields.String(required=True)
    lang = fields.String(required=True)
    winner = fields.Integer(allow_none=True, required=True)
    step = fields.String(allow_none=True, required=True)
    tie = fields.Boolean(required=True)
    order = fields.List(fields.String(), required=True)
    running = fields.List(fields.Dict(), required=True)
    rule = fields.Nested(RuleRef, required=True)


class ChoiceIn(RequestSchema):
    seat = _seat("The seat deciding.")
    action = fields.String(required=True, validate=validate.OneOf(("choose", "push")))
    contract = fields.Nested(JassContractSchema)


class SchiebenRequest(RequestSchema):
    dealer = _seat("The dealer's seat; the Vorhand is the next in the order of play (to his "
                   "right).")
    choices = fields.List(fields.Nested(ChoiceIn), required=True,
                          validate=validate.Length(min=1, max=3))
    lang = _lang()
    deck = _deck()


class SchiebenResponse(ResponseSchema):
    game = fields.String(required=True)
    lang = fields.String(required=True)
    contract = fields.Nested(ContractOut, required=True)
    chooser = fields.Integer(required=True)
    pushed = fields.Boolean(required=True)
    first_leader = fields.Integer(required=True)
    rule = fields.Nested(RuleRef, required=True)


class JasstafelQuery(RequestSchema):
    team1 = fields.Integer(required=True, validate=validate.Range(0, 99999),
                           metadata={"example": 1284})
    team2 = fields.Integer(required=True, validate=validate.Range(0, 99999),
                           metadata={"example": 957})
    name1 = fields.String(load_default="", validate=validate.Length(max=24),
                          metadata={"example": "Wir"})
    name2 = fields.String(load_default="", validate=validate.Length(max=24),
                          metadata={"example": "Ihr"})
    target = fields.Integer(validate=validate.Range(1, 99999), metadata={"example": 2500})


class CardPictureQuery(RequestSchema):
    """``deck`` and ``lang`` for a card picture; one subclass per pair of decks."""

    lang = _lang()

    @classmethod
    def for_decks(cls, decks: tuple[str, str]) -> CardPictureQuery:
        name = f"CardPicture{''.join(d.title() for d in decks)}Query"
        schema_class = type(name, (cls,), {"deck": fields.String(
            load_default=decks[0], validate=validate.OneOf(decks),
            metadata={"description": f"{decks[0]} (default) or {decks[1]}."})})
        return schema_class()
