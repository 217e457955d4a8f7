"""Schafkopf answers and requests: the called Sau, callable aces, bids, contracts, the reckoning."""

from __future__ import annotations

from typing import Any

from marshmallow import fields, validate

from api.schemas.base import (
    ContractOut,
    LegalCardsResponse,
    RequestSchema,
    ResponseSchema,
    RuleRef,
    StrictBoolean,
    TrickResponse,
    format_field,
    lang_field,
    strict_int,
    winning_side_field,
)
from api.schemas.game import CardListPattern, contract_schema, name_deck_field, ruleset_field
from api.schemas.union import Declared, OneOfNested
from rules.registry import GAMES

SCHAFKOPF = GAMES["schafkopf"]


_TRICK_RE = rf"[^,;]{{1,40}}(,[^,;]{{1,40}}){{{SCHAFKOPF.players - 1}}}"
HISTORY_PATTERN = rf"^({_TRICK_RE}(;{_TRICK_RE}){{0,{SCHAFKOPF.hand_size - 2}}})?$"
HISTORY_TEXT = ("The earlier tricks of this round, each four cards, first = led (R11). Decides "
                "the called Sau's duties in a Rufspiel; without it the called suit counts as "
                "not led yet.")


def history_field() -> fields.List[Any]:
    return fields.List(
        fields.List(fields.String(validate=validate.Length(min=1, max=40)),
                    validate=validate.Length(equal=SCHAFKOPF.players)),
        validate=validate.Length(max=SCHAFKOPF.hand_size - 1),
        metadata={"description": HISTORY_TEXT})


def history_param() -> fields.String:
    return fields.String(validate=validate.Regexp(HISTORY_PATTERN),
                         metadata={"description": HISTORY_TEXT + " Cards comma-separated, "
                                                  "tricks separated by ';'.", "example": ""})


class SchafkopfContractOut(ContractOut):
    called_suit = fields.String(allow_none=True)
    tout = fields.Boolean(required=True)
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


class SchafkopfLegalCardsResponse(LegalCardsResponse):
    contract = fields.Nested(SchafkopfContractOut, required=True)
    trick_number = fields.Integer(required=True)
    called_ace = fields.Nested(CalledAceOut, allow_none=True, required=True)
    assumptions = fields.List(fields.Nested(AssumptionOut), required=True)


class SchafkopfTrickResponse(TrickResponse):
    contract = fields.Nested(SchafkopfContractOut, required=True)


class CallableAcesQuery(RequestSchema):
    hand = fields.String(required=True,
                         validate=CardListPattern(1, SCHAFKOPF.hand_size),
                         metadata={"description": "The hand, comma-separated.",
                                   "example": "A7,A9,LA,L8,HO,HU,B10,BK"})
    lang = lang_field()
    deck = name_deck_field(SCHAFKOPF)
    format = format_field()


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
    contract = fields.Nested(contract_schema(SCHAFKOPF), required=True)


class CompareRequest(RequestSchema):
    bids = fields.List(fields.Nested(BidIn), required=True, validate=validate.Length(1, 4))
    ruleset = ruleset_field(SCHAFKOPF)
    lang = lang_field()


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


class SchafkopfContractRankOut(ResponseSchema):
    type = fields.String(required=True)
    tout = fields.Boolean(required=True)
    rank = fields.Integer(required=True, metadata={"description": "Higher outbids lower."})
    trump_count = fields.Integer(required=True)
    rule = fields.String(required=True, metadata={"description": "The rule that ranks it."})
    solo = fields.Boolean(required=True, metadata={"description": "One player against "
                                                   "three."})


class ContractsResponse(ResponseSchema):
    game = fields.String(required=True)
    contracts = fields.List(fields.Nested(SchafkopfContractRankOut), required=True)


class TariffIn(RequestSchema):
    base = fields.Dict(keys=fields.String(validate=validate.OneOf(SCHAFKOPF.contract_types)),
                       values=strict_int(validate=validate.Range(0, 100000)),
                       metadata={"description": "Base price per contract type."})
    laufende = strict_int(validate=validate.Range(0, 100000))
    schneider = strict_int(validate=validate.Range(0, 100000))
    schwarz = strict_int(validate=validate.Range(0, 100000))


class RamschPlayerIn(RequestSchema):
    tricks = fields.List(fields.List(fields.String(validate=validate.Length(min=1, max=40)),
                                     validate=validate.Length(equal=4)),
                         required=True, validate=validate.Length(max=8))
    hand = fields.List(fields.String(validate=validate.Length(min=1, max=40)),
                       validate=validate.Length(min=6, max=8),
                       metadata={"description": "The player's cards at the deal: needed where "
                                                "the ruleset breaks a tie by the higher Ober "
                                                "held (K-H4)."})


def _seats(description: str, most: int) -> fields.List[Any]:
    seat = strict_int(allow_none=True, validate=validate.Range(0, 3))
    return fields.List(seat, validate=validate.Length(max=most),
                       metadata={"description": description})


def reckoning_fields() -> dict[str, fields.Field[Any]]:
    """What the reckoning takes beyond the cards (``/score`` and the round check), made fresh
    for each schema."""
    return {
        "tariff": fields.Nested(TariffIn, metadata={
            "description": "Prices over the ruleset's tariff; standard: base 10 (Rufspiel, "
                           "Ramsch) or 50, 10 per Laufender, Schneider 10, Schwarz 10."}),
        "stoss": StrictBoolean(load_default=False),
        "retour": StrictBoolean(load_default=False),
        "doublings": _seats("Doublings before play (Klopfen, Legen, aufgedoppelt), one entry "
                            "per doubling: the seat that doubled, or null where not known "
                            "(K-S2). Each doubles the price.", 4),
        "kontras": _seats("The Kontras in order (Stoß, Retour, then Sub, Hirsch, …): the seat "
                          "of each, or null; instead of stoss and retour. Each doubles the "
                          "price (K-S1, K-S3), as many as the ruleset allows.", 8),
        "stock": strict_int(validate=validate.Range(0, 10_000_000), metadata={
            "description": "The Stock (pot) before this game (K-H7): a won Rufspiel takes it, "
                           "a lost one pays as much again into it."}),
    }


def _tricks(description: str) -> fields.List[Any]:
    return fields.List(fields.List(fields.String(validate=validate.Length(min=1, max=40)),
                                   validate=validate.Length(equal=4)),
                       validate=validate.Length(max=8), metadata={"description": description})


class SchafkopfScoreRequest(RequestSchema):
    contract = fields.Nested(contract_schema(SCHAFKOPF), required=True)
    declarer_cards = fields.List(
        fields.String(validate=validate.Length(min=1, max=40)),
        validate=validate.Length(min=6, max=16),
        metadata={"description": "The cards the declarer party held at the start: 8 (solo "
                                 "games) or 16 (Rufspiel: caller and partner); from the "
                                 "Kurzes Blatt 6 or 12. For Laufende."})
    declarer_tricks = _tricks("The tricks the declarer party took.")
    opponent_tricks = _tricks("The tricks the opponents took.")
    players = fields.List(fields.Nested(RamschPlayerIn), validate=validate.Length(equal=4),
                          metadata={"description": "Ramsch only: each player's tricks."})
    tariff, stoss, retour, doublings, kontras, stock = reckoning_fields().values()
    ruleset = ruleset_field(SCHAFKOPF)
    lang = lang_field()


class BreakdownLine(ResponseSchema):
    item = fields.String(required=True)
    rule = fields.String(required=True)
    amount = fields.Integer(required=True)
    factor = fields.Integer(required=True)
    count = fields.Integer(required=True)
    seat = fields.Integer(allow_none=True, metadata={
        "description": "The seat (0: the Vorhand) a line concerns: who doubled, who is "
                       "Jungfrau, who pays or takes when a deal is thrown in."})
    explanation = fields.String(required=True)


class SchafkopfPartyCount(ResponseSchema):
    declarers = fields.Integer(required=True)
    opponents = fields.Integer(required=True)


def _party_or_seats(description: str) -> OneOfNested:
    by_seat = Declared({"type": "object", "propertyNames": {"pattern": "^[0-3]$"},
                        "additionalProperties": {"type": "integer"}},
                       metadata={"description": 'By seat, "0" to "3".'})
    return OneOfNested(SchafkopfPartyCount, by_seat, required=True, metadata={
        "description": f"{description}: by party (declarers, opponents); in a Ramsch, "
                       "where each plays for himself, by seat."})


class SchafkopfLaufendeOut(ResponseSchema):
    count = fields.Integer(required=True, metadata={"description": "The party's unbroken top "
                                                    "trumps."})
    party = fields.String(required=True, metadata={"description": "declarers or opponents."})
    paid = fields.Integer(required=True, metadata={"description": "Those the price counts "
                                                   "(the ruleset's threshold and cap)."})


class SchafkopfPerPlayerOut(ResponseSchema):
    declarer = fields.Integer(required=True)
    opponent = fields.Integer(required=True)


class SchafkopfTariffOut(ResponseSchema):
    base = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True,
                       metadata={"description": "Base price per contract type."})
    laufende = fields.Integer(required=True)
    schneider = fields.Integer(required=True)
    schwarz = fields.Integer(required=True)


class SchafkopfStockMoveOut(ResponseSchema):
    pot = fields.Integer(required=True, metadata={"description": "The pot before the game."})
    per_declarer = fields.Integer(required=True, metadata={
        "description": "What each declarer takes from it (negative: pays in)."})
    pot_after = fields.Integer(required=True)
    rule = fields.Nested(RuleRef, required=True)


class SchafkopfScoreResponse(ResponseSchema):
    game = fields.String(required=True)
    lang = fields.String(required=True)
    contract = fields.Nested(SchafkopfContractOut, required=True)
    winner = fields.String(required=True, metadata={"description": "declarers or opponents; "
                                                                   "in Ramsch: the losers' "
                                                                   "seats lose."})
    winning_side = winning_side_field()
    rule = fields.Nested(RuleRef, required=True)
    augen = _party_or_seats("The Augen")
    tricks = _party_or_seats("The tricks won")
    schneider = fields.Boolean()
    schwarz = fields.Boolean()
    laufende = fields.Nested(SchafkopfLaufendeOut, metadata={"description": "Not in a Ramsch."})
    breakdown = fields.List(fields.Nested(BreakdownLine))
    price = fields.Integer(required=True, metadata={"description": "What each losing player "
                                                                   "pays each winning "
                                                                   "player."})
    payments = fields.List(fields.Integer(), metadata={"description": "Ramsch: per seat."})
    per_player = fields.Nested(SchafkopfPerPlayerOut, metadata={"description": "Balance of one "
                                                       "declarer and one opponent."})
    losers = fields.List(fields.Integer())
    tariff = fields.Nested(SchafkopfTariffOut, required=True)
    jungfrauen = fields.List(fields.Integer(), metadata={"description": "Ramsch: the seats "
                                                         "without a trick."})
    ruleset = fields.String(metadata={"description": "Where not the default ruleset."})
    stock = fields.Nested(SchafkopfStockMoveOut, metadata={
        "description": "Where a Stock is given and the ruleset keeps one."})


class ThrownInRequest(RequestSchema):
    tariff = reckoning_fields()["tariff"]
    stock = strict_int(validate=validate.Range(0, 10_000_000), metadata={
        "description": "The Stock (pot) before the deal (K-H12): each player pays his stake "
                       "into it."})
    ruleset = ruleset_field(SCHAFKOPF)
    lang = lang_field()


class StockOut(ResponseSchema):
    pot = fields.Integer(required=True, metadata={"description": "The pot before the deal."})
    per_player = fields.Integer(required=True, metadata={"description": "What each player "
                                                         "takes from it (negative: pays in)."})
    pot_after = fields.Integer(required=True)
    rule = fields.Nested(RuleRef, required=True)


class ThrownInResponse(ResponseSchema):
    game = fields.String(required=True)
    lang = fields.String(required=True)
    ruleset = fields.String(required=True)
    rule = fields.Nested(RuleRef, required=True)
    payments = fields.List(fields.Integer(), required=True,
                           metadata={"description": "Per seat: what each player gains "
                                                    "(negative: pays)."})
    breakdown = fields.List(fields.Nested(BreakdownLine), required=True)
    stock = fields.Nested(StockOut, metadata={"description": "Where a Stock is given and the "
                                                             "ruleset keeps one."})
