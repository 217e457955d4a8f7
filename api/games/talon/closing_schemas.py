"""The closing calculator's request and answer for one game of the Schnapsen family: hand
and talon sizes, the rule ids and the component names come from the game's variant."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from marshmallow import fields, validate

from api.schemas.base import (
    CARD_TEXT,
    DETAILS,
    ContractOut,
    RequestSchema,
    ResponseSchema,
    SizedRuleRef,
    StrictBoolean,
    detail_field,
    format_field,
    lang_field,
    shared,
    strict_int,
)
from api.schemas.contract_forms import WholePattern
from api.schemas.game import (
    CardListPattern,
    contract_param,
    contract_schema,
    query_form,
    suit_component,
)
from rules.german_deck import SUITS
from rules.schnapsen.closing import Who
from rules.schnapsen.game import SchnapsenGame

WHO = tuple(who.value for who in Who)
CARD = r"[^,;]{1,40}"  # a card in a permalink's list: commas and semicolons separate
INCLUDE = ("losing_hands",)
INCLUDE_TEXT = ("losing_hands: the opponent hands against which the first best lead loses "
                "(losing_hands.hands), for a position of at most 252 possible hands.")
WITH_EXCHANGE = ("true: the same figures after you exchange the trump Unter (66: the Nine) for "
                 "the face-up trump card before closing ({rule}), in with_exchange; refused "
                 "where you may not exchange.")
DETAIL_TEXT = ("How much of the answer is worded: full (default: the sentence, the "
               "explanation and each rule's title, explanation and source), facts or ids "
               "(the same figures, each rule by its id only, no sentence: an app words its "
               "own). The answer has the same shape with those fields left out.")


@dataclass(frozen=True, slots=True)
class ClosingSchemas:
    request: type[RequestSchema]
    query: type[RequestSchema]
    response: type[ResponseSchema]


def _schema(name: str, base: type[Any], attributes: dict[str, Any]) -> type[Any]:
    return type(name, (base,), {"__module__": __name__, **attributes})


def closing_schemas(game: SchnapsenGame, prefix: str, example: Mapping[str, Any]
                    ) -> ClosingSchemas:
    rules = game.rules
    ids = rules.ids
    card = fields.String(validate=validate.Length(min=1, max=40), metadata=CARD_TEXT)
    suits = [s.value for s in SUITS]
    closable = [n for n in rules.talon_sizes if n >= rules.min_talon_for_closing]
    exchange_in = _schema(f"{prefix}ClosingExchangeIn", RequestSchema, {
        "by": fields.String(required=True, validate=validate.OneOf(WHO),
                            metadata=shared("ClosingSide")),
        "card": fields.String(required=True, validate=validate.Length(min=1, max=40),
                              metadata={"description": "The turned-up trump card taken "
                                                       f"({ids.exchange})."})})
    marriage_in = _schema(f"{prefix}ClosingMarriageIn", RequestSchema, {
        "by": fields.String(required=True, validate=validate.OneOf(WHO),
                            metadata=shared("ClosingSide")),
        "suit": fields.String(required=True, validate=validate.OneOf(suits),
                              metadata=shared(suit_component(suits)))})
    tally_in = _schema(f"{prefix}ClosingTallyIn", RequestSchema, {
        "card_points": strict_int(required=True, validate=validate.Range(0, rules.deck_points)),
        "tricks": strict_int(required=True, validate=validate.Range(0, rules.tricks))})
    request = _schema(f"{prefix}ClosingRequest", RequestSchema, {
        "contract": fields.Nested(contract_schema(game), required=True),
        "hand": fields.List(card, required=True, validate=validate.Length(min=1, max=12),
                            metadata={"description": f"Your {rules.hand_size} cards now."}),
        "talon_cards": strict_int(required=True, validate=validate.OneOf(rules.talon_sizes),
                                  metadata={"description": "Cards in the talon, the face-up "
                                            f"trump card counted; closing needs {closable} "
                                            f"({ids.close_minimum})."}),
        "trump_card": fields.String(required=True, validate=validate.Length(min=1, max=40),
                                    metadata={"description": "The face-up trump card now."}),
        "tricks": fields.List(fields.List(card, validate=validate.Length(equal=2)),
                              load_default=list, validate=validate.Length(max=rules.tricks),
                              metadata={"description": "Every trick so far, in order, each "
                                                       "[led, second]."}),
        "exchange": fields.Nested(exchange_in, allow_none=True, load_default=None),
        "marriages": fields.List(fields.Nested(marriage_in), load_default=list,
                                 validate=validate.Length(max=len(SUITS)),
                                 metadata={"description": "Marriages announced so far "
                                                          f"({ids.marriage})."}),
        "me": fields.Nested(tally_in, required=True,
                            metadata={"description": "Your card points and tricks so far, "
                                                     "without marriages."}),
        "opponent": fields.Nested(tally_in, required=True),
        "with_exchange": StrictBoolean(load_default=False, metadata={
            "description": WITH_EXCHANGE.format(rule=ids.exchange)}),
        "include": fields.List(fields.String(validate=validate.OneOf(INCLUDE)),
                               load_default=list, validate=validate.Length(max=1),
                               metadata={"description": INCLUDE_TEXT}),
        "lang": lang_field(), "detail": detail_field(DETAIL_TEXT)})
    lead_out = _schema(f"{prefix}ClosingLeadOut", ResponseSchema, {
        "card": fields.String(required=True),
        "wins": fields.Integer(required=True),
        "probability": fields.Float(required=True),
        "expected_game_points": fields.Float(required=True),
        "marriage": fields.String(required=True, allow_none=True, metadata={
            "description": "The marriage announced with this lead"
                           + (", before the closing." if not rules.marriages_when_strict
                              else ".")}),
        "claims_at_once": fields.Boolean(required=True, metadata={
            "description": "The marriage alone reaches 66: won whatever he holds."})})
    stakes_out = _schema(f"{prefix}ClosingStakesOut", ResponseSchema, {
        "win": fields.Integer(required=True), "lose": fields.Integer(required=True),
        "rule": fields.Nested(SizedRuleRef, required=True)})
    points_out = _schema(f"{prefix}ClosingPointsOut", ResponseSchema, {
        name: fields.Integer(required=True)
        for name in ("me", "opponent", "me_pending", "opponent_pending")})
    allowed_out = _schema(f"{prefix}ClosingAllowedOut", ResponseSchema, {
        "allowed": fields.Boolean(required=True),
        "rule": fields.Nested(SizedRuleRef, required=True)})
    losing_out = _schema(f"{prefix}ClosingLosingHandsOut", ResponseSchema, {
        "lead": fields.String(required=True, metadata={"description": "The first best lead."}),
        "hands": fields.List(fields.List(fields.String()), required=True, metadata={
            "description": "Every opponent hand against which it loses, in deck order."})})
    figures = {
        "deals": fields.Integer(required=True),
        "known_opponent_cards": fields.List(fields.String(), required=True),
        "wins": fields.Integer(required=True), "probability": fields.Float(required=True),
        "expected_game_points": fields.Float(required=True),
        "expected_game_points_exact": fields.String(required=True),
        "wins_double_dummy": fields.Integer(required=True),
        "best_leads": fields.List(fields.String(), required=True),
        "leads": fields.List(fields.Nested(lead_out), required=True),
        "marriages_lost": fields.List(fields.String(), required=True)}
    exchange_out = _schema(f"{prefix}ClosingWithExchangeOut", ResponseSchema, {
        "card": fields.String(required=True, metadata={
            "description": "Your trump card given for the face-up one."}),
        "taken": fields.String(required=True, metadata={
            "description": "The face-up trump card you take."}),
        **figures,
        "sentence": fields.String(metadata={"description": "With detail=full only."})})
    response = _schema(f"{prefix}ClosingResponse", ResponseSchema, {
        "game": fields.String(required=True), "lang": fields.String(required=True),
        "contract": fields.Nested(ContractOut, required=True),
        "closing": fields.Nested(allowed_out, required=True),
        "deals": fields.Integer(required=True, metadata={
            "description": "The opponent's possible hands, each equally likely."}),
        "unseen": fields.Integer(required=True),
        "known_opponent_cards": fields.List(fields.String(), required=True),
        "stakes": fields.Nested(stakes_out, required=True),
        "points_at_closing": fields.Nested(points_out, required=True),
        "model": fields.String(required=True,
                               metadata={"enum": ["double_dummy_after_first_lead"]}),
        "wins": fields.Integer(required=True, metadata={
            "description": "Deals won with the best single first lead."}),
        "probability": fields.Float(required=True),
        "expected_game_points": fields.Float(required=True),
        "expected_game_points_exact": fields.String(required=True),
        "wins_double_dummy": fields.Integer(required=True, metadata={
            "description": "Deals won with a first lead chosen for each deal."}),
        "best_leads": fields.List(fields.String(), required=True),
        "leads": fields.List(fields.Nested(lead_out), required=True),
        "marriages_lost": fields.List(fields.String(), required=True, metadata={
            "description": "Pairs in your hand that closing leaves unannounced."}),
        "not_compared": fields.String(required=True, metadata={"enum": ["play_on"]}),
        "losing_hands": fields.Nested(losing_out, metadata={
            "description": "With include=losing_hands only."}),
        "with_exchange": fields.Nested(exchange_out, metadata={
            "description": "With with_exchange=true only: the figures after exchanging."}),
        "sentence": fields.String(metadata={"description": "With detail=full only."}),
        "explanation": fields.String(metadata={"description": "With detail=full only."})})
    return ClosingSchemas(request, closing_query(game, prefix, example), response)


def closing_query(game: SchnapsenGame, prefix: str, example: Mapping[str, Any]
                  ) -> type[RequestSchema]:
    """The permalink's query: the request's fields as parameters, lists comma-separated, the
    tricks and marriages as pairs separated by ``;``, each tally as ``card_points,tricks``;
    each parameter's example is the documented question's."""
    rules = game.rules
    who = "|".join(WHO)
    suits = "|".join(s.value for s in SUITS)
    pair = rf"{CARD},{CARD}"
    marriage = rf"({who}),({suits})"
    declared: dict[str, fields.Field[Any]] = {
        "contract": contract_param(game, ""),
        "hand": fields.String(required=True, validate=CardListPattern(1, 12),
                              metadata={"description": f"Your {rules.hand_size} cards now, "
                                                       "comma-separated."}),
        "talon_cards": fields.Integer(required=True, validate=validate.OneOf(rules.talon_sizes),
                                      metadata={"description": "Cards in the talon, the "
                                                               "face-up trump card counted."}),
        "trump_card": fields.String(required=True, validate=validate.Length(min=1, max=40),
                                    metadata={"description": "The face-up trump card now."}),
        "tricks": fields.String(load_default="", validate=WholePattern(
            rf"^$|^{pair}(;{pair}){{0,{rules.tricks - 1}}}$"), metadata={
            "description": "Every trick so far, in order, each led,second; tricks separated "
                           "by ';'."}),
        "exchange": fields.String(validate=WholePattern(rf"^({who}),{CARD}$"), metadata={
            "description": f"An earlier exchange ({rules.ids.exchange}) as by,card: me or "
                           "opponent, and the turned-up trump card taken."}),
        "marriages": fields.String(load_default="", validate=WholePattern(
            rf"^$|^{marriage}(;{marriage}){{0,{len(SUITS) - 1}}}$"), metadata={
            "description": "Marriages announced so far, each by,suit (me or opponent); "
                           "separated by ';'."}),
        **{side: fields.String(required=True, validate=WholePattern(r"^[0-9]{1,3},[0-9]{1,2}$"),
                               metadata={"description": f"{what} card points and tricks so "
                                                        "far, without marriages: points,tricks."})
           for side, what in (("me", "Your"), ("opponent", "The opponent's"))},
        "with_exchange": fields.Boolean(load_default=False, metadata={
            "description": WITH_EXCHANGE.format(rule=rules.ids.exchange)}),
        "include": fields.String(validate=WholePattern(rf"^({'|'.join(INCLUDE)})$"),
                                 metadata={"description": INCLUDE_TEXT}),
        "lang": lang_field(),
        "format": format_field(),
        # Its own words, so not the shared parameter (the schema is the shared one).
        "detail": fields.String(validate=validate.OneOf(DETAILS),
                                metadata={"description": DETAIL_TEXT, **shared("Detail")})}
    for name, value in closing_query_form(game, example).items():
        if name in declared and "x-parameter" not in declared[name].metadata:
            shown: object = int(value) if name == "talon_cards" else value
            declared[name].metadata = {**declared[name].metadata, "example": shown}
    return _schema(f"{prefix}ClosingQuery", RequestSchema, declared)


def closing_query_form(game: SchnapsenGame, body: Mapping[str, Any]) -> dict[str, str]:
    """A closing question's JSON body as the query of its permalink."""
    plain = {name: body[name] for name in ("contract", "hand", "talon_cards", "trump_card",
                                           "tricks", "with_exchange", "include", "lang",
                                           "detail") if name in body}
    query = query_form(game, plain)
    for side in ("me", "opponent"):
        query[side] = f"{body[side]['card_points']},{body[side]['tricks']}"
    if body.get("exchange"):
        query["exchange"] = f"{body['exchange']['by']},{body['exchange']['card']}"
    if body.get("marriages"):
        query["marriages"] = ";".join(f"{m['by']},{m['suit']}" for m in body["marriages"])
    return query
