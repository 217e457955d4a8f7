"""Bauernschnapsen's requests and answers beyond legal cards and the trick: the declarer and
the marriages of a hand, the score of a hand (the normal game's teams or a contract's tricks),
the Bummerl, the list of contracts, and the house rules refused by name (RB1)."""

from __future__ import annotations

from typing import Any

from marshmallow import fields, validate

from api.schemas.base import (
    ContractOut,
    RequestSchema,
    ResponseSchema,
    RuleRef,
    lang_field,
    shared,
    strict_int,
)
from api.schemas.game import contract_schema, ruleset_field
from api.schemas.union import Declared
from rules.bauernschnapsen.contract import SEATS
from rules.bauernschnapsen.game import BAUERNSCHNAPSEN
from rules.bauernschnapsen.score import BUMMERL, DECK_POINTS, TRICKS
from rules.german_deck import FRENCH_SUIT, SUITS

SUIT_WORDS = tuple(dict.fromkeys([*(s.value for s in SUITS), *FRENCH_SUIT.values()]))
HOUSE_RULES = ("fleck", "spritzen", "kontra")  # RB1: doubling is not modelled


def house_rule_fields() -> dict[str, fields.Field[Any]]:
    """Fields that name a doubling: accepted by the schema so that the answer can refuse them
    by name (``unsupported-house-rule``)."""
    # null (or leaving it out) is the only value taken: declared so for clients
    return {name: Declared({"type": "null"}, load_default=None, allow_none=True, metadata={
        "description": "Doubling is not modelled (RB1): any value is refused."})
        for name in HOUSE_RULES}


def declarer_field() -> fields.Integer:
    return strict_int(load_default=None, allow_none=True, validate=validate.Range(0, SEATS - 1),
                      metadata={"description": "The declarer's seat (0 = Vorhand, the Rufer); "
                                               "every contract but the normal game has one "
                                               "(B-13 … B-19).",
                                **shared("BauernschnapsenDeclarer")})


def marriage_field() -> fields.String:
    return fields.String(load_default=None, allow_none=True, validate=validate.OneOf(SUIT_WORDS),
                         metadata={"description": "A marriage announced with this lead: its "
                                                  "suit (B-10); only on lead, only in normal, "
                                                  "schnapser and kontraschnapser (RB6)."})


class BauernschnapsenMarriageIn(RequestSchema):
    seat = strict_int(required=True, validate=validate.Range(0, SEATS - 1))
    suit = fields.String(required=True, validate=validate.OneOf(SUIT_WORDS))
    trick = strict_int(required=True, validate=validate.Range(1, TRICKS), metadata={
        "description": "The trick (from 1) whose lead announced it."})


def marriages_field() -> fields.List[Any]:
    return fields.List(fields.Nested(BauernschnapsenMarriageIn), load_default=list,
                       validate=validate.Length(max=4), metadata={
                           "description": "The marriages announced, each by the seat that "
                                          "led the trick (B-10, RB5, RB6)."})


class BauernschnapsenTeamIn(RequestSchema):
    card_points = strict_int(required=True, validate=validate.Range(0, DECK_POINTS))
    marriages = fields.List(strict_int(validate=validate.OneOf((20, 40))), load_default=list,
                            validate=validate.Length(max=4))
    tricks = strict_int(required=True, validate=validate.Range(0, TRICKS))


class BauernschnapsenTrickIn(RequestSchema):
    winner = strict_int(required=True, validate=validate.Range(0, SEATS - 1),
                        metadata={"description": "The seat that took the trick."})
    points = strict_int(required=True, validate=validate.Range(0, DECK_POINTS))


class BauernschnapsenScoreRequest(RequestSchema):
    contract = fields.Nested(contract_schema(BAUERNSCHNAPSEN), required=True)
    declarer = declarer_field()
    first_to_66 = strict_int(load_default=None, allow_none=True, validate=validate.Range(0, 1),
                             metadata={"description": "Normal game: the team first to 66."})
    teams = fields.List(fields.Nested(BauernschnapsenTeamIn), validate=validate.Length(equal=2),
                        metadata={"description": "Normal game: both teams' count."})
    last_trick_by = strict_int(load_default=None, allow_none=True,
                               validate=validate.Range(0, 1), metadata={
                                   "description": "Normal game played out: the team of the "
                                                  "last trick (B-23)."})
    tricks = fields.List(fields.Nested(BauernschnapsenTrickIn),
                         validate=validate.Length(max=TRICKS), metadata={
                             "description": "Another contract: its tricks in order, as far "
                                            "as played."})
    marriages = marriages_field()
    ruleset = ruleset_field(BAUERNSCHNAPSEN)
    lang = lang_field()


class BauernschnapsenContractOut(ContractOut):
    declarer = fields.Integer(allow_none=True, required=True, metadata={
        "description": "The declarer's seat; null in the normal game."})
    value = fields.Integer(required=True, metadata={"description": "What the contract is "
                                                    "worth."})
    partner_sits_out = fields.Boolean(required=True)


class BauernschnapsenScoreResponse(ResponseSchema):
    game = fields.String(required=True)
    lang = fields.String(required=True)
    contract = fields.Nested(BauernschnapsenContractOut, required=True)
    rule = fields.Nested(RuleRef, required=True)
    winner = fields.Integer(allow_none=True, metadata={
        "description": "The team that scores (normal game)."})
    won = fields.Boolean(allow_none=True, metadata={"description": "Another contract: won."})
    decided_at = fields.Integer(allow_none=True)
    scoring_team = fields.Integer(required=True)
    game_points = fields.Integer(required=True)
    points = fields.List(fields.Integer(), metadata={
        "description": "Normal game: each team's points, counted marriages included (RB5)."})
    declarer_points = fields.Integer(allow_none=True)
    explanation = fields.String(required=True)


class BauernschnapsenHandIn(RequestSchema):
    team = strict_int(required=True, validate=validate.Range(0, 1))
    game_points = strict_int(required=True, validate=validate.Range(1, BUMMERL))


class BauernschnapsenBummerlRequest(RequestSchema):
    hands = fields.List(fields.Nested(BauernschnapsenHandIn), required=True,
                        validate=validate.Length(max=200))
    count = fields.String(load_default="up", validate=validate.OneOf(("up", "down")),
                          metadata={"description": "up: points won; down: what each team "
                                                   "still needs (B-27)."})
    lang = lang_field()


class BauernschnapsenBummerlResponse(ResponseSchema):
    totals = fields.List(fields.Integer(), required=True)
    remaining = fields.List(fields.Integer(), required=True)
    shown = fields.List(fields.Integer(), required=True, metadata={
        "description": "totals (count=up) or remaining (count=down)."})
    complete = fields.Boolean(required=True)
    winner = fields.Integer(allow_none=True, required=True)
    after_hand = fields.Integer(allow_none=True, required=True)
    kind = fields.String(allow_none=True, required=True)
    bummerl = fields.Integer(required=True)
    explanation = fields.String(required=True)


class BauernschnapsenContractsQuery(RequestSchema):
    lang = lang_field()


class BauernschnapsenContractTypeOut(ResponseSchema):
    type = fields.String(required=True)
    name = fields.String(required=True)
    rule = fields.String(required=True)
    value = fields.Integer(required=True, metadata={"description": "0: 1, 2 or 3 (B-22)."})
    trump = fields.Boolean(required=True)
    leader = fields.String(required=True)
    announcers = fields.List(fields.Integer(), required=True)
    goal = fields.String(required=True)
    partner_sits_out = fields.Boolean(required=True)
    marriages = fields.Boolean(required=True)
    aliases = fields.List(fields.String(), required=True)


class BauernschnapsenContractsResponse(ResponseSchema):
    contracts = fields.List(fields.Nested(BauernschnapsenContractTypeOut), required=True)
