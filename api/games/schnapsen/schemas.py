"""Schnapsen answers and requests beyond the single trick: the leader's actions, the score of
a hand, the Bummerl."""

from __future__ import annotations

from marshmallow import fields, validate

from api.schemas.base import (
    LegalCardsResponse,
    QueryInteger,
    RequestSchema,
    ResponseSchema,
    RuleRef,
    lang_field,
    shared,
    strict_int,
    winning_side_field,
)
from rules.registry import GAMES
from rules.schnapsen.contract import Talon
from rules.schnapsen.leader import Action
from rules.schnapsen.variant import SCHNAPSEN_VARIANT

SCHNAPSEN = GAMES["schnapsen"]


TALONS = tuple(talon.value for talon in Talon)


def talon_field() -> fields.String:
    return fields.String(
        required=True, validate=validate.OneOf(TALONS),
        metadata={"description": "open: free play; closed (zugedreht) or exhausted "
                                 "(aufgebraucht): the four stages apply.",
                  "example": "closed", **shared("SchnapsenTalon")})


def talon_cards_field(strict: bool = True) -> fields.Integer:
    return (fields.Integer if strict else QueryInteger)(
        strict=strict, validate=validate.OneOf((0, *SCHNAPSEN_VARIANT.talon_sizes)),
        metadata={"description": "Cards in the talon, the turned-up trump card counted (0 "
                                 "when exhausted). Decides the trump exchange (R8) and "
                                 "closing (N-D2) for the player on lead.",
                  **shared("SchnapsenTalonCards")})


def marriage_field() -> fields.String:
    return fields.String(
        validate=validate.OneOf(SCHNAPSEN.contract_forms[0].suits),
        metadata={"description": "The player on lead announces a marriage in this suit: only "
                                 "its King and Ober may then be led (N-10).",
                  **shared("SchnapsenSuit")})


class LeaderActionOut(ResponseSchema):
    action = fields.String(required=True,
                           metadata={"enum": [a.value for a in Action]})
    allowed = fields.Boolean(required=True, allow_none=True,
                             metadata={"description": "null: the request lacks a fact the "
                                                      "answer depends on (see explanation)."})
    suit = fields.String(allow_none=True)
    points = fields.Integer(allow_none=True)
    cards = fields.List(fields.String(), required=True)
    rule = fields.Nested(RuleRef, required=True)


class SchnapsenLegalCardsResponse(LegalCardsResponse):
    talon = fields.String(required=True, metadata={"enum": list(TALONS),
                                                   **shared("SchnapsenTalon")})
    actions = fields.List(fields.Nested(LeaderActionOut), required=True,
                          metadata={"description": "For the player on lead: marriages, the "
                                                   "trump exchange, closing. Empty for the "
                                                   "second player."})


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
                      metadata={"description": description, **shared("SchnapsenPlayerOrNone")})


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
    lang = lang_field()


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
    winning_side = winning_side_field()
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
    lang = lang_field()


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
    winning_side = winning_side_field()
    hands = fields.List(fields.Nested(BummerlHandOut), required=True)
    rule = fields.Nested(RuleRef, required=True)
