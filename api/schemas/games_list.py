"""The answer of ``GET /api/v1/games``: every game with its contracts, sizes, rulesets, name
decks, position options and round inputs."""

from __future__ import annotations

from marshmallow import fields, validate

from api.schemas.base import Names, ResponseSchema
from api.schemas.union import Declared


class ContractChoice(ResponseSchema):
    slug = fields.String(required=True, metadata={"description": "The GET form."})
    tout = fields.Boolean(required=True, metadata={"description": "Played Tout: add "
                                                                  "tout=true to the GET form."})
    names = fields.Nested(Names, required=True)
    body = fields.Dict(required=True, metadata={"description": "The JSON form, for POST "
                                                               "bodies."})
    deck_names = fields.Dict(keys=fields.String(), values=fields.Nested(Names), required=True,
                             metadata={"description": "The names in each of the game's decks."})


class RulesetContract(ResponseSchema):
    slug = fields.String(required=True, metadata={"description": "The GET form."})
    tout = fields.Boolean(required=True, metadata={"description": "Played Tout: add "
                                                                  "tout=true to the GET form."})
    names = fields.Nested(Names, required=True)
    body = fields.Dict(required=True, metadata={"description": "The JSON form, for POST "
                                                               "bodies."})


class RulesetContracts(ResponseSchema):
    ruleset = fields.String(required=True)
    hand_size = fields.Integer(required=True, metadata={"description": "Cards a hand under "
                                                                       "this ruleset's pack."})
    contracts = fields.List(fields.Nested(RulesetContract), required=True, metadata={
        "description": "Every contract this ruleset allows (its own Tout forms included)."})


class OptionValue(ResponseSchema):
    value = fields.String(required=True)
    names = fields.Nested(Names, required=True)


class PositionOption(ResponseSchema):
    name = fields.String(required=True, metadata={"description": "The query parameter."})
    default = fields.String(required=True)
    names = fields.Nested(Names, required=True)
    values = fields.List(fields.Nested(OptionValue), required=True)


class RoundInput(ResponseSchema):
    name = fields.String(required=True, metadata={"description": "The round check's body "
                                                                 "field."})
    kind = fields.String(required=True,
                         validate=validate.OneOf(("cards", "card", "seat", "number")),
                         metadata={"description": "cards: card codes in order; card: one "
                                                  "card code; seat: a seat number; number: "
                                                  "a required number (a bid, say)."})
    required = fields.Boolean(required=True, metadata={"description": "Required by the "
                                                                      "request schema."})
    names = fields.Nested(Names, required=True, metadata={
        "description": "The input's label in each language, in the game's words."})
    default = Declared({"type": ["integer", "string", "null"]}, required=True, allow_none=True,
                       metadata={
        "description": "The value the round check takes where the field is left out, for a "
                       "form to show filled in (a bid, say); null where there is none."})


class HouseRule(ResponseSchema):
    id = fields.String(required=True, metadata={
        "description": "Named after a ruleset's id, each after '+' (ruleset+house-rule)."})
    rule = fields.String(required=True, metadata={"description": "Its catalogue entry."})
    names = fields.Nested(Names, required=True)
    rulesets = fields.List(fields.String(), required=True, metadata={
        "description": "The rulesets it may follow (a Kurzes Blatt cannot hold a Sie)."})
    contracts = fields.List(fields.Nested(RulesetContract), required=True, metadata={
        "description": "The contracts it adds to the default ruleset's."})


class GameOut(ResponseSchema):
    id = fields.String(required=True)
    title = fields.String(required=True)
    names = fields.Nested(Names, required=True)
    players = fields.Integer(required=True)
    hand_size = fields.Integer(required=True)
    rulesets = fields.List(fields.String(), required=True)
    default_ruleset = fields.String(required=True, metadata={
        "description": "The ruleset of a question that names none, on every surface (API, "
                       "pages, checker)."})
    ruleset_names = fields.Dict(keys=fields.String(), values=fields.Nested(Names),
                                required=True, metadata={"description": "Each ruleset in "
                                                         "words, in de, en and fr."})
    decks = fields.List(fields.String(), required=True,
                        metadata={"description": "The decks whose names and pictures the game "
                                                 "offers, native first."})
    default_decks = fields.Dict(keys=fields.String(), values=fields.String(), required=True,
                                metadata={"description": "The deck of a question that names "
                                                         "none, by language (a game may give "
                                                         "one language its other deck), on "
                                                         "every surface."})
    partnerships = fields.List(fields.List(fields.Integer()), required=True, metadata={
        "description": "Seats (numbered in playing order from the seat that leads) that play "
                       "together for the whole round; empty where the contract decides."})
    contracts = fields.List(fields.Nested(ContractChoice), required=True)
    options = fields.List(fields.Nested(PositionOption), required=True,
                          metadata={"description": "Required choices of a legal-cards "
                                                   "question besides contract and cards."})
    round_inputs = fields.List(fields.Nested(RoundInput), required=True, metadata={
        "description": "The round check's own body fields that are card lists, single cards "
                       "or seats, one input each (POST /{game}/rounds/check); empty where "
                       "the game has none or no round check."})

    ruleset_contracts = fields.List(fields.Nested(RulesetContracts), required=True, metadata={
        "description": "Where a ruleset changes the contracts (its pack, its Tout forms): "
                       "each ruleset with its own contracts; empty where every ruleset has "
                       "the contracts above."})
    house_rules = fields.List(fields.Nested(HouseRule), required=True, metadata={
        "description": "The house rules a ruleset's id may be followed by, in this order "
                       "(ruleset+first+second); empty where the game takes none."})


class GamesResponse(ResponseSchema):
    games = fields.List(fields.Nested(GameOut), required=True)
