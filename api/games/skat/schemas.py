"""Skat's answers and requests: the contract with its announcements, the bids, the score.
Shared enums are components: SkatSuit (from the contract), SkatRank, SkatContractType,
SkatFactor."""

from __future__ import annotations

from typing import Any

from marshmallow import fields, validate

from api.schemas.base import (
    ContractOut,
    DeckCard,
    DeckResponse,
    DeckSuit,
    FrenchDeckCard,
    LegalCardsResponse,
    Names,
    RequestSchema,
    ResponseSchema,
    RuleRef,
    TrickResponse,
    lang_field,
    shared,
    strict_int,
    winning_side_field,
)
from api.schemas.game import contract_schema
from rules.registry import GAMES
from rules.skat.bids import REIZWERTE
from rules.skat.deck import API_RANK
from rules.skat.score import FACTOR_RULES, TOTAL_AUGEN

SKAT = GAMES["skat"]

CONTRACT_TYPES = ["suit", "grand", "null"]
RANKS = list(API_RANK.values())


def contract_type_field(**options: Any) -> fields.String:
    return fields.String(metadata={"enum": CONTRACT_TYPES, "description": "Farbspiel (suit), "
                                   "Grand, Null (S-8 … S-10).", **shared("SkatContractType")},
                         **options)


class SkatContractOut(ContractOut):
    type = contract_type_field(required=True)
    hand = fields.Boolean(required=True)
    schneider = fields.Boolean(required=True, metadata={"description": "Schneider angesagt."})
    schwarz = fields.Boolean(required=True, metadata={"description": "Schwarz angesagt."})
    ouvert = fields.Boolean(required=True)
    implied = fields.List(fields.String(), required=True, metadata={
        "description": "The flags the request left out and RS5 filled in."})
    trumps = fields.List(fields.String(), required=True,
                         metadata={"description": "Every trump, strongest first."})


class SkatLegalCardsResponse(LegalCardsResponse):
    contract = fields.Nested(SkatContractOut, required=True)
    trick_number = fields.Integer(required=True, metadata={"description": "1 … 10, from the "
                                                                          "hand size."})


DECIDES = ("Whether the card points (points) decide the game: false in Null, which is won "
           "or lost by the tricks alone (RS8).")


class SkatTrickResponse(TrickResponse):
    contract = fields.Nested(SkatContractOut, required=True)
    decides = fields.Boolean(required=True, metadata={"description": DECIDES})


class SkatBidGameOut(ResponseSchema):
    type = contract_type_field(required=True)
    trump = fields.String()
    multiplier = fields.Integer(metadata={"description": "Spitzen + levels (suit, grand)."})
    hand = fields.Boolean()
    ouvert = fields.Boolean()


class SkatBidOut(ResponseSchema):
    bid = fields.Integer(required=True)
    games = fields.List(fields.Nested(SkatBidGameOut), required=True)


class BidsResponse(ResponseSchema):
    game = fields.String(required=True)
    ruleset = fields.String(required=True)
    rule = fields.String(required=True)
    bids = fields.List(fields.Nested(SkatBidOut), required=True,
                       metadata={"description": "The 63 Reizwerte, lowest first (S-6)."})


def _cards(count: int, description: str) -> fields.List[Any]:
    return fields.List(fields.String(validate=validate.Length(min=1, max=40)),
                       validate=validate.Length(equal=count),
                       metadata={"description": description})


def _tricks(description: str) -> fields.List[Any]:
    return fields.List(fields.List(fields.String(validate=validate.Length(min=1, max=40)),
                                   validate=validate.Length(equal=3)),
                       validate=validate.Length(max=10), metadata={"description": description})


def bid_field(default: int | None = None) -> fields.Integer:
    """The bid held; required unless a ``default`` is given."""
    needed: dict[str, Any] = {"required": True} if default is None else {"load_default": default}
    held = "" if default is None else " Left out, the lowest, under which no game is overbid."
    return strict_int(**needed, validate=validate.Range(1, 1000), metadata={
        "description": "The bid held: one of the 63 Reizwerte (S-6), else 400 invalid-bid "
                       f"(RS11): {', '.join(map(str, REIZWERTE[:8]))} … {REIZWERTE[-1]}."
                       + held, **({} if default is None else {"x-input": True})})


def table_size_field() -> fields.Integer:
    return strict_int(load_default=3, validate=validate.OneOf([3, 4]), metadata={
        "description": "Players at the table, for Seeger-Fabian (RS7)."})


class SkatScoreRequest(RequestSchema):
    contract = fields.Nested(contract_schema(SKAT), required=True)
    bid = bid_field()
    declarer_cards = _cards(10, "The declarer's ten cards at the start of play (after "
                                "discarding). Required in suit and grand games.")
    skat = _cards(2, "The two cards in the Skat during play: the discards, or the untouched "
                     "Skat of a hand game (S-18: the Spitzen count them).")
    declarer_points = strict_int(validate=validate.Range(0, TOTAL_AUGEN), metadata={
        "description": "Augen of the declarer's tricks plus the Skat (RS11)."})
    declarer_trick_count = strict_int(validate=validate.Range(0, 10))
    declarer_tricks = _tricks("The tricks the declarer took (the tricks form).")
    opponent_tricks = _tricks("The tricks the opponents took (the tricks form).")
    table_size = table_size_field()
    lang = lang_field()


class FactorOut(ResponseSchema):
    id = fields.String(required=True, metadata={"enum": list(FACTOR_RULES),
                                                "description": "The level (S-20).",
                                                **shared("SkatFactor")})
    value = fields.Integer(required=True)
    label = fields.String(required=True)
    rule = fields.String(required=True)


class SpitzenOut(ResponseSchema):
    with_ = fields.Boolean(required=True, data_key="with")
    count = fields.Integer(required=True)
    cards = fields.List(fields.String(), required=True)


class SeegerFabianOut(ResponseSchema):
    table_size = fields.Integer(required=True)
    declarer = fields.Integer(required=True)
    others_each = fields.Integer(required=True)


class SkatBreakdownLine(ResponseSchema):
    item = fields.String(required=True)
    rule = fields.String(required=True)
    amount = fields.Integer(required=True)
    explanation = fields.String(required=True)


class SkatAugenOut(ResponseSchema):
    declarer = fields.Integer(required=True, metadata={"description": "The declarer's Augen, "
                                                       "the Skat's included (RS11)."})
    opponents = fields.Integer(required=True)
    skat = fields.Integer(required=True, metadata={"description": "The Augen in the Skat."})


class SkatTricksOut(ResponseSchema):
    declarer = fields.Integer(required=True)
    opponents = fields.Integer(required=True)


class SkatScoreResponse(ResponseSchema):
    game = fields.String(required=True)
    ruleset = fields.String(required=True)
    lang = fields.String(required=True)
    contract = fields.Nested(SkatContractOut, required=True)
    won = fields.Boolean(required=True)
    winner = fields.String(required=True, metadata={"enum": ["declarer", "opponents"]})
    winning_side = winning_side_field()
    augen = fields.Nested(SkatAugenOut, required=True)
    tricks = fields.Nested(SkatTricksOut, required=True)
    schneider = fields.Boolean(allow_none=True, required=True, metadata={
        "description": "Reached by either party (S-22); null in Null (RS8)."})
    schwarz = fields.Boolean(allow_none=True, required=True, metadata={
        "description": "Reached by either party, by tricks (S-23, RS4); null in Null."})
    spitzen = fields.Nested(SpitzenOut, allow_none=True, required=True)
    base_value = fields.Integer(allow_none=True, required=True)
    factors = fields.List(fields.Nested(FactorOut), required=True)
    multiplier = fields.Integer(allow_none=True, required=True)
    game_value = fields.Integer(required=True)
    bid = fields.Integer(required=True)
    overbid = fields.Boolean(required=True)
    scored_value = fields.Integer(required=True)
    declarer_score = fields.Integer(required=True)
    seeger_fabian = fields.Nested(SeegerFabianOut, required=True)
    reckoning = fields.String(required=True, metadata={
        "description": "The game value as players say it: 'mit 2, Spiel 3, Hand 4, mal Kreuz "
                       "12 = 48'."})
    rule = fields.Nested(RuleRef, required=True)
    breakdown = fields.List(fields.Nested(SkatBreakdownLine), required=True)
    revoked = fields.Boolean()
    note = fields.String()


class SkatDeckCard(DeckCard):
    rank = fields.String(required=True, metadata={"enum": RANKS, **shared("SkatRank")})
    augen = fields.Integer(required=True, metadata={"description": "The card's Augen (S-2)."})
    german = fields.Nested(FrenchDeckCard, required=True,
                           metadata={"description": "The German deck's suit and names (RS13)."})


class SkatDeckSuit(DeckSuit):
    german = fields.String(required=True)
    german_names = fields.Nested(Names, required=True)


class SkatDeckResponse(DeckResponse):
    ranks = fields.List(fields.String(metadata={"enum": RANKS, **shared("SkatRank")}),
                        required=True)
    suits = fields.List(fields.Nested(SkatDeckSuit), required=True)
    cards = fields.List(fields.Nested(SkatDeckCard), required=True)
