"""Differenzler's own requests and answers: a round's count from the points or the nine
tricks with the estimates (JD-S3), and a match of rounds (JD-S4)."""

from __future__ import annotations

from typing import Any

from marshmallow import fields, validate

from api.schemas.base import (
    ContractOut,
    LegalCardsResponse,
    RequestSchema,
    ResponseSchema,
    RuleRef,
    TrickResponse,
    lang_field,
    strict_int,
)
from api.schemas.game import contract_schema, name_deck_field, ruleset_field
from rules.differenzler.game import DIFFERENZLER
from rules.differenzler.score import ROUND_POINTS

SEATS = DIFFERENZLER.players
CARD = fields.String(validate=validate.Length(min=1, max=40))


def per_seat(description: str, required: bool = False) -> fields.List[Any]:
    """Four integers, seat 0 first; their range is checked by the rules (a problem naming
    the seat)."""
    return fields.List(strict_int(), required=required, metadata={"description": description})


def estimates_field(required: bool) -> fields.List[Any]:
    return per_seat(f"Each seat's estimate of its own points, 0 to {ROUND_POINTS} (JD-4), "
                    "seat 0 first.", required)


class DifferenzlerScoreRequest(RequestSchema):
    contract = fields.Nested(contract_schema(DIFFERENZLER), metadata={
        "description": "The trump; needed with tricks."})
    ruleset = ruleset_field(DIFFERENZLER)
    estimates = estimates_field(True)
    points = per_seat(f"Each seat's points, the last trick's 5 included; together "
                      f"{ROUND_POINTS} (JD-S2). Or send tricks.")
    tricks = fields.List(fields.List(CARD), metadata={
        "description": "The nine tricks, each in the order played; the points are derived."})
    leader = strict_int(load_default=0, validate=validate.Range(0, SEATS - 1), metadata={
        "description": "The seat that leads the first trick (with tricks)."})
    lang = lang_field()
    deck = name_deck_field(DIFFERENZLER)


class DifferenzlerMatchRoundIn(RequestSchema):
    estimates = estimates_field(True)
    points = per_seat(f"Each seat's points, together {ROUND_POINTS}.", True)


class DifferenzlerMatchRequest(RequestSchema):
    rounds = fields.List(fields.Nested(DifferenzlerMatchRoundIn), required=True,
                         validate=validate.Length(min=1, max=100))
    ruleset = ruleset_field(DIFFERENZLER)
    lang = lang_field()


class DifferenzlerPlayerOut(ResponseSchema):
    seat = fields.Integer(required=True)
    estimate = fields.Integer(required=True)
    points = fields.Integer(required=True)
    difference = fields.Integer(required=True, metadata={
        "description": "|estimate − points| (JD-S3)."})
    rank = fields.Integer(required=True, metadata={
        "description": "1 for the lowest difference; equal differences share a rank (RJ3)."})
    exact = fields.Boolean(required=True)
    explanation = fields.String(required=True)


class DifferenzlerScoredTrickOut(ResponseSchema):
    number = fields.Integer(required=True)
    leader = fields.Integer(required=True)
    cards = fields.List(fields.String(), required=True)
    winner = fields.Integer(required=True)
    points = fields.Integer(required=True, metadata={
        "description": "Card points, with the 5 of the last trick."})


class DifferenzlerScoreResponse(ResponseSchema):
    game = fields.String(required=True)
    ruleset = fields.String(required=True)
    lang = fields.String(required=True)
    contract = fields.Nested(ContractOut, allow_none=True, required=True)
    players = fields.List(fields.Nested(DifferenzlerPlayerOut), required=True)
    ranking = fields.List(fields.Integer(), required=True, metadata={
        "description": "Seats, best first; equal differences keep seat order."})
    total_points = fields.Integer(required=True)
    tricks = fields.List(fields.Nested(DifferenzlerScoredTrickOut), metadata={
        "description": "Only when the tricks were sent."})
    rule = fields.Nested(RuleRef, required=True)


class DifferenzlerMatchRoundOut(ResponseSchema):
    differences = fields.List(fields.Integer(), required=True, metadata={
        "description": "The round's differences, seat 0 first."})


class DifferenzlerMatchResponse(ResponseSchema):
    game = fields.String(required=True)
    ruleset = fields.String(required=True)
    lang = fields.String(required=True)
    rounds = fields.List(fields.Nested(DifferenzlerMatchRoundOut), required=True)
    totals = fields.List(fields.Integer(), required=True)
    ranks = fields.List(fields.Integer(), required=True)
    leaders = fields.List(fields.Integer(), required=True, metadata={
        "description": "Every seat with the lowest total (RJ3)."})
    tie = fields.Boolean(required=True)
    rule = fields.Nested(RuleRef, required=True)


class DifferenzlerLegalCardsResponse(LegalCardsResponse):
    trick_number = fields.Integer(required=True, metadata={"description": "10 − cards in hand."})
    direction = fields.String(required=True, metadata={
        "description": "The direction the trick is played in: always trump (JD-3)."})


class DifferenzlerTrickResponse(TrickResponse):
    trick_number = fields.Integer(allow_none=True, required=True, metadata={
        "description": "The trick_number sent; null when none was."})
    direction = fields.String(required=True, metadata={
        "description": "The direction the trick is played in: always trump (JD-3)."})
