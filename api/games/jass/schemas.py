"""Jass beyond the single trick: Weis, Stöck, the count, the target, the Schieben, the Jasstafel."""

from __future__ import annotations

from marshmallow import fields, validate

from api.errors.messages import Coded
from api.schemas.base import (
    ContractOut,
    QueryInteger,
    RequestSchema,
    ResponseSchema,
    RuleRef,
    format_field,
    lang_field,
    strict_int,
    winning_side_field,
)
from api.schemas.game import (
    CardListPattern,
    contract_param,
    contract_schema,
    name_deck_field,
    ruleset_field,
)
from rules.registry import GAMES

JASS = GAMES["jass"]


def _seat(description: str = "0 = Vorhand (leads the first trick), then in the order of "
                             "play; teams are seats 0 and 2 (team 0) and 1 and 3 (team 1)."
          ) -> fields.Integer:
    return strict_int(required=True, validate=validate.Range(0, 3),
                      metadata={"description": description})


class WeisQuery(RequestSchema):
    hand = fields.String(required=True,
                         validate=CardListPattern(1, JASS.hand_size),
                         metadata={"description": "The hand, comma-separated (9 cards at the "
                                                  "start of a round).",
                                   "example": "R6,R7,R8,R9,AU,BU,RU,SU,SA"})
    lang = lang_field()
    deck = name_deck_field(JASS)
    format = format_field()


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
    contract = fields.Nested(contract_schema(JASS), required=True)
    declarations = fields.List(fields.Nested(DeclarationIn), required=True,
                               validate=validate.Length(max=4))
    lang = lang_field()
    deck = name_deck_field(JASS)


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
    contract = contract_param(JASS, "trump:roses")
    hand = fields.String(required=True,
                         validate=CardListPattern(1, JASS.hand_size),
                         metadata={"example": "RK,RO,A6,B7"})
    lang = lang_field()
    deck = name_deck_field(JASS)
    format = format_field()


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
    contract = fields.Nested(contract_schema(JASS), required=True)
    tricks = fields.List(fields.List(fields.String(validate=validate.Length(min=1, max=40)),
                                     validate=validate.Length(min=1, max=4)),
                         required=True, validate=validate.Length(min=1, max=9),
                         metadata={"description": "The tricks so far, first = led."})
    first_leader = strict_int(load_default=0, validate=validate.Range(0, 3))
    seat = _seat("The seat that holds King and Ober of trumps.")
    announced_after = fields.Nested(AnnouncedAt, allow_none=True, load_default=None)
    lang = lang_field()
    deck = name_deck_field(JASS)


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
    contract = fields.Nested(contract_schema(JASS), required=True)
    ruleset = ruleset_field(JASS)
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
    lang = lang_field()
    deck = name_deck_field(JASS)


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


class JassCheckOut(ResponseSchema):
    card_points = fields.Integer(required=True, metadata={"description": "The card points "
                                                          "counted in all tricks (152)."})
    with_last_trick = fields.Integer(required=True, metadata={"description": "With the last "
                                                              "trick's bonus (157)."})
    with_match = fields.Integer(required=True, metadata={"description": "With the match "
                                                         "bonus (257)."})


class JassScoreResponse(ResponseSchema):
    game = fields.String(required=True)
    ruleset = fields.String(required=True)
    lang = fields.String(required=True)
    contract = fields.Nested(ContractOut, required=True)
    multiplier = fields.Integer(required=True)
    teams = fields.List(fields.Nested(TeamCountOut), required=True)
    tricks = fields.List(fields.Nested(PlayedTrickOut), required=True)
    weis = fields.Nested(WeisCompareResponse, required=True)
    winning_side = winning_side_field()
    check = fields.Nested(JassCheckOut, required=True,
                          metadata={"description": "152 card points, 157 with the last "
                                                   "trick, 257 for a match."})
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
    ruleset = ruleset_field(JASS)
    lang = lang_field()


class JassRunningOut(ResponseSchema):
    step = fields.String(required=True, metadata={"description": "The part of the count "
                                                  "added (in the ruleset's scoring order)."})
    totals = fields.List(fields.Integer(), required=True,
                         metadata={"description": "Both teams' totals after that step."})


class TargetResponse(ResponseSchema):
    game = fields.String(required=True)
    ruleset = fields.String(required=True)
    lang = fields.String(required=True)
    winner = fields.Integer(allow_none=True, required=True)
    winning_side = winning_side_field()
    step = fields.String(allow_none=True, required=True)
    tie = fields.Boolean(required=True)
    order = fields.List(fields.String(), required=True)
    running = fields.List(fields.Nested(JassRunningOut), required=True)
    rule = fields.Nested(RuleRef, required=True)


class ChoiceIn(RequestSchema):
    seat = _seat("The seat deciding.")
    action = fields.String(required=True, validate=validate.OneOf(("choose", "push")))
    contract = fields.Nested(contract_schema(JASS))


class SchiebenRequest(RequestSchema):
    dealer = _seat("The dealer's seat; the Vorhand is the next in the order of play (to his "
                   "right).")
    choices = fields.List(fields.Nested(ChoiceIn), required=True,
                          validate=validate.Length(min=1, max=3))
    lang = lang_field()
    deck = name_deck_field(JASS)


class SchiebenResponse(ResponseSchema):
    game = fields.String(required=True)
    lang = fields.String(required=True)
    contract = fields.Nested(ContractOut, required=True)
    chooser = fields.Integer(required=True)
    pushed = fields.Boolean(required=True)
    first_leader = fields.Integer(required=True)
    rule = fields.Nested(RuleRef, required=True)


# The characters XML 1.0 cannot hold (control characters but tab and line breaks, U+FFFE and
# U+FFFF): in a name they made a picture no browser shows.
XML_TEXT = validate.Regexp(r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]*$",
                           error=Coded("jass.name-characters",
                                       "a name holds no control characters (but tab and "
                                       "line breaks), U+FFFE or U+FFFF"))


class JasstafelQuery(RequestSchema):
    team1 = QueryInteger(required=True, validate=validate.Range(0, 99999),
                           metadata={"description": "The first team's points.",
                                     "example": 1284})
    team2 = QueryInteger(required=True, validate=validate.Range(0, 99999),
                           metadata={"description": "The second team's points.",
                                     "example": 957})
    name1 = fields.String(load_default="", validate=[validate.Length(max=24), XML_TEXT],
                          metadata={"description": "The first team's name (none by default).",
                                    "example": "Wir"})
    name2 = fields.String(load_default="", validate=[validate.Length(max=24), XML_TEXT],
                          metadata={"description": "The second team's name (none by "
                                                   "default).", "example": "Ihr"})
    target = QueryInteger(validate=validate.Range(1, 99999),
                            metadata={"description": "The points to reach, drawn on the "
                                                     "board (none by default).",
                                      "example": 2500})
    lang = lang_field()
