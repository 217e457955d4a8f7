"""Watten's requests and answers: the contract as Schlag and Trumpf (with the blind flag), its
special cards, the trick's duty, each card's Watten role, the deck under a ruleset, raises,
the score of a round and the state of a game."""

from __future__ import annotations

from typing import Any

from marshmallow import fields, validate

from api.request.json_value import JsonObject
from api.schemas.base import (
    ContractOut,
    DeckResponse,
    LegalCardsResponse,
    RequestSchema,
    ResponseSchema,
    StrictBoolean,
    TrickCardOut,
    TrickResponse,
    TrickState,
    lang_field,
    shared,
    strict_int,
)
from api.schemas.game import ruleset_field
from rules.game import AnyGame
from rules.german_deck import FRENCH_SUIT, SUITS
from rules.watten.contract import SCHLAG_VALUES
from rules.watten.game import WATTEN
from rules.watten.ruleset import TARGETS, Role, WeliRole
from rules.watten.score import EndedBy, Response

SCHLAGS = tuple(SCHLAG_VALUES.values())
TRUMPS = tuple(dict.fromkeys([*(s.value for s in SUITS), *FRENCH_SUIT.values()]))
ROLES = tuple(role.value for role in Role)


def schlag_field(required: bool, description: str) -> fields.String:
    return fields.String(required=required, validate=validate.OneOf(SCHLAGS), metadata={
        "description": description, **shared("WattenSchlag")})


def contract_schema(game: AnyGame) -> type[RequestSchema]:
    """The JSON form: ``{"schlag": "under", "trump": "hearts"}`` (``type`` as the games list
    writes the Schlag), optional ``blind``. One class, so the document holds it once."""
    if game.id not in _CONTRACTS:
        _CONTRACTS[game.id] = type("WattenContract", (RequestSchema,), {
            "schlag": schlag_field(False, "The Schlag: a rank, or the Weli where the pack has "
                                          "it (W-4, RW12)."),
            "type": schlag_field(False, "The Schlag, as GET /api/v1/games writes a "
                                        "contract's body."),
            "trump": fields.String(required=True, validate=validate.OneOf(TRUMPS), metadata={
                "description": "The Trumpf, a suit; French-deck names are accepted.",
                **shared("WattenSuit")}),
            "blind": StrictBoolean(load_default=False, metadata={
                "description": "Blindwatten: only the two announcers know Schlag and Trumpf "
                               "(W-16, RW7)."})})
        _CONTRACTS[game.id].from_slug = staticmethod(_json_form)  # type: ignore[attr-defined]
    return _CONTRACTS[game.id]


def _json_form(slug: str) -> JsonObject | None:
    """The GET form (``under:hearts``) as the JSON object a body sends, for the problem
    that tells a body the form it meant (None: not a Watten contract)."""
    schlag, _, trump = slug.strip().lower().partition(":")
    if schlag in SCHLAGS and trump in TRUMPS:
        return {"schlag": schlag, "trump": trump}
    return None


_CONTRACTS: dict[str, type[RequestSchema]] = {}


def with_contract(schema: type[RequestSchema], game: AnyGame,
                  **own: fields.Field[Any]) -> type[RequestSchema]:
    """A question's schema with Watten's JSON contract in place of the generic one, and
    Watten's ``own`` fields in place of the generic ones of the same name."""
    declared = {**schema._declared_fields, **own}
    if isinstance(declared.get("contract"), fields.Nested):
        declared["contract"] = fields.Nested(contract_schema(game), required=True)
    return type(schema.__name__, (RequestSchema,), declared)


def raise_list() -> fields.List[Any]:
    return fields.List(fields.Nested(WattenRaise), load_default=list, validate=validate.Length(
        max=20), metadata={"description": "The raises in the order made (RW10)."})


def scores_field() -> fields.List[Any]:
    return fields.List(strict_int(validate=validate.Range(0, max(TARGETS))),
                       load_default=lambda: [0, 0], validate=validate.Length(equal=2),
                       metadata={"description": "Each side's game points before the round "
                                                "(team 0 first)."})


def target_field() -> fields.Integer:
    return strict_int(validate=validate.OneOf(TARGETS), metadata={
        "description": "The game's target (W-24): 11, 13, 15 or 18; default the ruleset's "
                       "(tirol 11, suedtirol and bayern 15)."})


class WattenRaise(RequestSchema):
    team = strict_int(required=True, validate=validate.Range(0, 1), metadata={
        "description": "The side that raised: 0 = the Schlag announcer's, 1 = the dealer's."})
    at = strict_int(required=True, validate=validate.Range(0, 4), metadata={
        "description": "Tricks completed when the raise was made."})
    response = fields.String(required=True, validate=validate.OneOf(tuple(Response)),
                             metadata={"description": "The other side holds or goes (W-22)."})


class WattenScoreRequest(RequestSchema):
    tricks = fields.List(strict_int(validate=validate.Range(0, 1)),
                         validate=validate.Length(max=5), metadata={
                             "description": "The side that won each trick, in order, up to "
                                            "the round's end (W-18)."})
    trick_cards = fields.List(fields.List(fields.String(validate=validate.Length(
        min=1, max=40)), validate=validate.Length(min=2, max=4)), validate=validate.Length(
        max=5), metadata={"description": "The tricks as cards (seat 0 leading the first), "
                                         "with contract: the winners derived."})
    contract = fields.Nested(contract_schema(WATTEN))
    players = strict_int(load_default=4, validate=validate.OneOf((2, 4)))
    ruleset = ruleset_field(WATTEN)
    raises = raise_list()
    scores = scores_field()
    target = target_field()
    lang = lang_field()


class WattenStateQuery(RequestSchema):
    scores = fields.String(required=True, validate=validate.Regexp(r"^[0-9]{1,2},[0-9]{1,2}$"),
                           metadata={"description": "Both sides' game points, team 0 first: "
                                                    "9,4.", "example": "9,4"})
    target = fields.Integer(validate=validate.OneOf(TARGETS))
    ruleset = ruleset_field(WATTEN)
    lang = lang_field()


class SpecialCardsOut(ResponseSchema):
    rechter = fields.String(required=True, metadata={"description": "W-5, RW2."})
    guate = fields.String(allow_none=True, required=True, metadata={"description": "W-10."})
    blinde = fields.List(fields.String(), required=True, metadata={"description": "W-6."})
    kritische = fields.List(fields.String(), required=True, metadata={
        "description": "W-9, the strongest first."})
    weli = fields.String(allow_none=True, required=True,
                         validate=validate.OneOf([w.value for w in WeliRole]),
                         metadata={"description": "W-11, RW2, RW3."})


class WattenContractOut(ContractOut):
    schlag = fields.String(required=True, validate=validate.OneOf(SCHLAGS),
                           metadata=shared("WattenSchlag"))
    blind = fields.Boolean(required=True)
    cards = fields.Nested(SpecialCardsOut, required=True)


def role_field(nullable: bool = False) -> fields.String:
    """A role; the nullable one refers to the same component once the document is shaped."""
    return fields.String(validate=validate.OneOf(ROLES), required=True, allow_none=nullable,
                         metadata={"description": "The card's part under the contract (W-5 "
                                                  "… W-11).",
                                   **({} if nullable else shared("WattenRole"))})


class WattenTrickStateOut(TrickState):
    led_role = role_field(nullable=True)
    duty = fields.Boolean(required=True, metadata={
        "description": "The trump duty applies to this player (W-14, W-14B, W-16)."})
    covered_by = fields.String(allow_none=True, required=True, metadata={
        "description": "bayern: the Kritischer that lifted the duty (W-14B)."})


class WattenLegalCardsResponse(LegalCardsResponse):
    contract = fields.Nested(WattenContractOut, required=True)
    leader = fields.Integer(allow_none=True, required=True, metadata={
        "description": "The seat of the trick's first card, as asked (null: not asked)."})
    trick = fields.Nested(WattenTrickStateOut, required=True)


class WattenTrickCardOut(TrickCardOut):
    watten_role = role_field()


class WattenTrickResponse(TrickResponse):
    contract = fields.Nested(WattenContractOut, required=True)
    players = fields.Integer(required=True, metadata={
        "description": "The table the trick is judged at, as asked (default 4)."})
    led_role = role_field()
    cards = fields.List(fields.Nested(WattenTrickCardOut), required=True)


class WattenDeckResponse(DeckResponse):
    ruleset = fields.String(required=True)


class ScoreLineOut(ResponseSchema):
    item = fields.String(required=True, validate=validate.OneOf(
        ("round", "raise", "won", "go", "gespannt_raise", "target")))
    rule = fields.String(required=True)
    amount = fields.Integer(required=True)
    team = fields.Integer(allow_none=True, required=True)
    explanation = fields.String(required=True)


class WattenScoreResponse(ResponseSchema):
    # Not in a round check's score, which names its game beside it.
    game = fields.String()
    ruleset = fields.String()
    lang = fields.String()
    target = fields.Integer(metadata={"description": "The game points that win the game."})
    winner = fields.Integer(required=True, metadata={"description": "The side that scores."})
    points = fields.Integer(required=True)
    ended_by = fields.String(required=True, validate=validate.OneOf(tuple(EndedBy)))
    value = fields.Integer(required=True)
    scores = fields.List(fields.Integer(), required=True, metadata={
        "description": "Both sides' game points after the round (W-25)."})
    game_over = fields.Boolean(required=True)
    game_winner = fields.Integer(allow_none=True, required=True)
    gespannt = fields.List(fields.Boolean(), required=True, metadata={"description": "W-26."})
    may_raise = fields.List(fields.Boolean(), required=True, metadata={"description": "W-27."})
    tricks_won = fields.List(fields.Integer(), required=True)
    breakdown = fields.List(fields.Nested(ScoreLineOut), required=True)


class WattenStateResponse(ResponseSchema):
    scores = fields.List(fields.Integer(), required=True)
    target = fields.Integer(required=True)
    gespannt = fields.List(fields.Boolean(), required=True, metadata={"description": "W-26."})
    may_raise = fields.List(fields.Boolean(), required=True, metadata={"description": "W-27."})
    explanation = fields.String(required=True)

