"""Coiffeur's request and answer shapes beyond the common ones: the trick's number, the
contract's start and direction, a round's count and the sheet."""

from __future__ import annotations

from typing import Any

from marshmallow import fields, validate

from api.schemas.base import (
    ContractOut,
    LegalCardsResponse,
    RequestSchema,
    ResponseSchema,
    TrickResponse,
    strict_int,
)
from rules.coiffeur.contract import TRICKS

NUMBER_TEXT = ("The trick's number, 1 to 9: Slalom, Guschti and a Misère played as a Slalom "
               "change direction by it (JC-4, JC-5), so their tricks need it.")


def trick_number_field() -> fields.Integer:
    return strict_int(validate=validate.Range(1, TRICKS), metadata={"description": NUMBER_TEXT})


def trick_number_param() -> fields.Integer:
    return fields.Integer(validate=validate.Range(1, TRICKS),
                          metadata={"description": NUMBER_TEXT})


class CoiffeurContractOut(ContractOut):
    start = fields.String(allow_none=True, required=True, metadata={
        "description": "The first trick's direction, obenabe or undenufe (Slalom, Guschti, a "
                       "Misère played as a Slalom); null otherwise."})
    direction = fields.String(allow_none=True, required=True, metadata={
        "description": "A Misère's direction: obenabe, undenufe, slalom-obenabe or "
                       "slalom-undenufe."})


class CoiffeurLegalCardsResponse(LegalCardsResponse):
    contract = fields.Nested(CoiffeurContractOut, required=True)
    trick_number = fields.Integer(required=True, metadata={"description": "10 − cards in hand."})
    direction = fields.String(required=True, metadata={
        "description": "The direction this trick is played in: obenabe, undenufe or trump."})


class CoiffeurAssumedOut(ResponseSchema):
    rule = fields.String(required=True)
    text = fields.String(required=True)


class CoiffeurTrickResponse(TrickResponse):
    contract = fields.Nested(CoiffeurContractOut, required=True)
    trick_number = fields.Integer(allow_none=True, required=True)
    assumed = fields.List(fields.Nested(CoiffeurAssumedOut), required=True, metadata={
        "description": "What the answer assumed: a Slalom or Guschti trick without "
                       "trick_number is judged as the first."})
    direction = fields.String(required=True, metadata={
        "description": "The direction this trick is played in: obenabe, undenufe (RJ5: its "
                       "cards count by it) or trump."})


def _team(description: str, **options: Any) -> fields.Integer:
    return strict_int(validate=validate.Range(0, 1), metadata={"description": description},
                      **options)


def score_request() -> type[RequestSchema]:
    from api.schemas.base import lang_field
    from api.schemas.game import contract_schema, name_deck_field, ruleset_field
    from rules.coiffeur.game import COIFFEUR

    trick = fields.List(fields.String(), validate=validate.Length(equal=COIFFEUR.players))
    return type("CoiffeurScoreRequest", (RequestSchema,), {
        "contract": fields.Nested(contract_schema(COIFFEUR), required=True),
        "ruleset": ruleset_field(COIFFEUR),
        "declarer_team": _team("The declaring team (team 0 = seats 0 and 2).", required=True),
        "leader": strict_int(load_default=0, validate=validate.Range(0, 3), metadata={
            "description": "The seat that led the first trick."}),
        "tricks": fields.List(trick, required=True, validate=validate.Length(equal=TRICKS),
                              metadata={"description": "The nine tricks in order, cards in "
                                                       "the order played."}),
        "lang": lang_field(), "deck": name_deck_field(COIFFEUR)})


def sheet_request() -> type[RequestSchema]:
    from api.schemas.base import lang_field
    from api.schemas.game import contract_schema, name_deck_field
    from rules.coiffeur.game import COIFFEUR
    from rules.coiffeur.sheet import SHEETS

    entry = type("CoiffeurSheetEntry", (RequestSchema,), {
        "team": strict_int(required=True, metadata={"description": "0 or 1."}),
        "row": fields.String(required=True, metadata={
            "description": "A row of the sheet: a suit (acorns, roses, shields, bells), "
                           "obenabe, undenufe, slalom, guschti or joker-<multiplier>."}),
        "points": strict_int(required=True, metadata={
            "description": "The points written: 0 to 157 or 257; Slalom and Guschti to 301."}),
        "contract": fields.Nested(contract_schema(COIFFEUR), metadata={
            "description": "The contract played; a Joker row needs it (RJ8)."})})
    return type("CoiffeurSheetRequest", (RequestSchema,), {
        "sheet": fields.String(load_default="jassreglement-8", metadata={
            "description": f"The row set: {', '.join(SHEETS)}."}),
        "entries": fields.List(fields.Nested(entry), load_default=list,
                               validate=validate.Length(max=2 * 10)),
        "names": fields.List(fields.String(validate=validate.Length(max=40)),
                             validate=validate.Length(equal=2),
                             metadata={"description": "The two teams' names."}),
        "lang": lang_field(), "deck": name_deck_field(COIFFEUR)})


class CoiffeurTrickOut(ResponseSchema):
    number = fields.Integer(required=True)
    direction = fields.String(required=True, metadata={
        "description": "The direction this trick is played in: obenabe, undenufe or trump."})
    leader = fields.Integer(required=True)
    cards = fields.List(fields.String(), required=True)
    winner = fields.Integer(required=True)
    points = fields.Integer(required=True)


class RuleRefOut(ResponseSchema):
    id = fields.String(required=True)
    title = fields.String(required=True)
    explanation = fields.String(required=True)
    source = fields.String(required=True)


class CoiffeurTeamCountOut(ResponseSchema):
    team = fields.Integer(required=True, metadata={"description": "The team, 0 or 1."})
    tricks = fields.Integer(required=True)
    points = fields.Integer(required=True)
    explanation = fields.String(required=True)


class CoiffeurScoreResponse(ResponseSchema):
    contract = fields.Nested(CoiffeurContractOut, required=True)
    declarer_team = fields.Integer(required=True)
    team_points = fields.List(fields.Integer(), required=True, metadata={
        "description": "Each team's points: cards, 5 for the last trick, 100 for a match."})
    tricks = fields.List(fields.Integer(), required=True)
    match = fields.Integer(allow_none=True, required=True)
    row_points = fields.Integer(required=True, metadata={
        "description": "The points the declaring team writes (a Misère: its opponents')."})
    teams = fields.List(fields.Nested(CoiffeurTeamCountOut), required=True, metadata={
        "description": "Each team's tricks and points, said in a sentence."})
    tricks_detail = fields.List(fields.Nested(CoiffeurTrickOut), required=True)
    rule = fields.Nested(RuleRefOut, required=True)


class CellOut(ResponseSchema):
    points = fields.Integer(allow_none=True, required=True)
    value = fields.Integer(allow_none=True, required=True)
    contract = fields.Nested(CoiffeurContractOut, allow_none=True, required=True)


class RowOut(ResponseSchema):
    row = fields.String(required=True)
    multiplier = fields.Integer(required=True)
    teams = fields.List(fields.Nested(CellOut), required=True)


class CoiffeurSheetResponse(ResponseSchema):
    sheet = fields.String(required=True)
    rows = fields.List(fields.Nested(RowOut), required=True)
    totals = fields.List(fields.Integer(), required=True)
    open = fields.List(fields.List(fields.String()), required=True)
    complete = fields.Boolean(required=True)
    leader = fields.Integer(allow_none=True, required=True)
    difference = fields.Integer(required=True)
    winner = fields.Integer(allow_none=True, required=True)
    names = fields.List(fields.String(), required=True)
    rule = fields.Nested(RuleRefOut, required=True)


class SheetRowOut(ResponseSchema):
    row = fields.String(required=True)
    multiplier = fields.Integer(required=True)
    contracts = fields.List(fields.String(), required=True)


class SheetListOut(ResponseSchema):
    id = fields.String(required=True)
    rows = fields.List(fields.Nested(SheetRowOut), required=True)
    joker_choices = fields.List(fields.String(), required=True)
    source = fields.String(required=True)
