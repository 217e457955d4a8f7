"""Königrufen's requests and answers: the contract with its family, the deck with Zählwert
and thirds, the count of a pile, the score of a game."""

from __future__ import annotations

from marshmallow import fields, validate

from api.schemas.base import (
    CARD_TEXT,
    ContractOut,
    DeckCard,
    DeckResponse,
    LegalCardsResponse,
    RequestSchema,
    ResponseSchema,
    StrictBoolean,
    TrickResponse,
    lang_field,
    shared,
    strict_int,
)
from rules.koenigrufen.contract import BIRDS, TYPES
from rules.koenigrufen.count import THRESHOLDS
from rules.koenigrufen.pack import SUITS
from rules.koenigrufen.score import PARTIES, PREMIUMS, VALAT

SUIT_IDS = tuple(suit.value for suit in SUITS)


class KoenigrufenContractOut(ContractOut):
    family = fields.String(required=True, validate=validate.OneOf(("tarock", "farben",
                                                                   "negative")),
                           metadata={"description": "What legality and tricks depend on."})
    called_king = fields.String(allow_none=True, required=True,
                                metadata={"description": "The suit of the King called (T-31)."})
    bird = fields.String(allow_none=True, required=True)
    value = fields.Integer(required=True, metadata={"description": "The tariff (T-30)."})


class KoenigrufenLegalCardsResponse(LegalCardsResponse):
    contract = fields.Nested(KoenigrufenContractOut, required=True)


class KoenigrufenCountOut(ResponseSchema):
    thirds = fields.Integer(required=True)
    points = fields.Integer(required=True)
    blatt = fields.Integer(required=True)


class KoenigrufenTrickResponse(TrickResponse):
    contract = fields.Nested(KoenigrufenContractOut, required=True)
    count = fields.Nested(KoenigrufenCountOut, required=True, metadata={
        "description": "The trick's cards counted in thirds (RT2)."})


class KoenigrufenTarockDeckCard(DeckCard):
    zaehlwert = fields.Integer(required=True, metadata={"description": "T-6."})
    thirds = fields.Integer(required=True, metadata={"description": "3 · Zählwert − 2 (RT2)."})


class KoenigrufenDeckResponse(DeckResponse):
    ruleset = fields.String(required=True)
    cards = fields.List(fields.Nested(KoenigrufenTarockDeckCard), required=True)


def card_list(max_items: int, description: str) -> fields.List:  # type: ignore[type-arg]
    return fields.List(fields.String(validate=validate.Length(min=1, max=40),
                                     metadata=CARD_TEXT),
                       validate=validate.Length(max=max_items),
                       metadata={"description": description})


def threshold_field() -> fields.String:
    return fields.String(load_default="35/2", validate=validate.OneOf(tuple(THRESHOLDS)),
                         metadata={"description": "The win threshold (RT3): 35/2 (default, "
                                                  "107 thirds) or 35/1 (106 thirds)."})


class KoenigrufenCountRequest(RequestSchema):
    cards = card_list(54, "Any distinct cards: a party's tricks, discards and talon.")
    complement = StrictBoolean(load_default=False, metadata={
        "description": "Add the other side's value (210 thirds less this pile)."})
    lang = lang_field()


class KoenigrufenCountQuery(RequestSchema):
    cards = fields.String(required=True, validate=validate.Length(max=400), metadata={
        "description": "Comma-separated card codes.", "example": "TS,HK,H2,D3,S7,CQ,T10"})
    complement = fields.Boolean(load_default=False)
    lang = lang_field()


class KoenigrufenCountResponse(ResponseSchema):
    game = fields.String(required=True)
    cards = fields.Integer(required=True)
    zaehlwert_sum = fields.Integer(required=True)
    thirds = fields.Integer(required=True)
    points = fields.Integer(required=True)
    blatt = fields.Integer(required=True)
    display = fields.String(required=True)
    groups = fields.List(fields.List(fields.String()), required=True)
    rule = fields.String(required=True)
    explanation = fields.String(required=True)
    complement = fields.Nested(KoenigrufenCountOut, allow_none=True)


class KoenigrufenScoreContract(RequestSchema):
    type = fields.String(required=True, validate=validate.OneOf([t.id for t in TYPES]))
    called_king = fields.String(validate=validate.OneOf(SUIT_IDS))
    bird = fields.String(validate=validate.OneOf(BIRDS))


class KoenigrufenPremiumIn(RequestSchema):
    id = fields.String(required=True, validate=validate.OneOf((*PREMIUMS, VALAT)))
    party = fields.String(required=True, validate=validate.OneOf(PARTIES),
                          metadata=shared("DeclarerOrOpponents"))
    announced = StrictBoolean(load_default=False)
    made = StrictBoolean(required=True)


class KoenigrufenScoreRequest(RequestSchema):
    contract = fields.Nested(KoenigrufenScoreContract, required=True)
    declarer_thirds = strict_int(metadata={"description": "The declarer party's pile in "
                                                          "thirds (positive games)."})
    declarer_cards = card_list(54, "The declarer party's pile, counted by T-9.")
    declarer_tricks = strict_int(metadata={"description": "The declarer's tricks (negative "
                                                          "games, Valat)."})
    partner = StrictBoolean(load_default=True, metadata={
        "description": "Ruferspiele: false when the called King lay in the talon (T-31)."})
    premiums = fields.List(fields.Nested(KoenigrufenPremiumIn), load_default=list,
                           validate=validate.Length(max=16))
    threshold = threshold_field()
    lang = lang_field()


class KoenigrufenScoreItemOut(ResponseSchema):
    id = fields.String(required=True)
    party = fields.String(required=True)
    value = fields.Integer(required=True)
    rule = fields.String(required=True)


class KoenigrufenScoreLineOut(ResponseSchema):
    item = fields.String(required=True)
    rule = fields.String(required=True)
    amount = fields.Integer(required=True)
    explanation = fields.String(required=True)


class KoenigrufenPerSeatOut(ResponseSchema):
    declarer = fields.Integer(required=True)
    partner = fields.Integer(allow_none=True, required=True)
    opponent_each = fields.Integer(required=True)


class KoenigrufenScoreResponse(ResponseSchema):
    game = fields.String(required=True)
    ruleset = fields.String(required=True)
    contract = fields.Nested(KoenigrufenContractOut, required=True)
    won = fields.Boolean(required=True)
    alone = fields.Boolean(required=True)
    declarer_count = fields.Nested(KoenigrufenCountOut, allow_none=True, required=True)
    threshold = fields.String(required=True)
    items = fields.List(fields.Nested(KoenigrufenScoreItemOut), required=True)
    net_per_player = fields.Integer(required=True)
    per_seat = fields.Nested(KoenigrufenPerSeatOut, required=True)
    breakdown = fields.List(fields.Nested(KoenigrufenScoreLineOut), required=True)


def round_fields() -> dict[str, fields.Field]:  # type: ignore[type-arg]
    return {
        "declarer": strict_int(load_default=0, validate=validate.Range(0, 3), metadata={
            "description": "The declarer's seat, seats in playing order from Vorhand (RT12)."}),
        "discards": card_list(6, "The declarer's discards (Skart), counted for his party "
                                 "(T-11)."),
        "threshold": threshold_field()}
