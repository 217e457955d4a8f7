"""The requests and answers of a talon game beyond the single trick (the leader's actions, the
score of a hand, the Bummerl), built for one game of the family from its variant value: the
talon sizes, the deck's points, the tricks of a hand, the marriages, the Bummerl's target and
whether a hand can end without a winner (a Ständer) all come from ``game.rules``.

Each game's schemas carry its own component names (``<Prefix>ScoreRequest``, …), so that two
games of the family are two sets of types in a generated client. Schnapsen keeps the names
its clients already have (``prefix_parts=False``: ``PlayerTallyIn``, ``BummerlRequest``, …).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from marshmallow import fields, validate

from api.schemas.base import (
    LegalCardsResponse,
    QueryInteger,
    RequestSchema,
    ResponseSchema,
    RuleRef,
    SizedRuleRef,
    lang_field,
    shared,
    strict_int,
    winning_side_field,
)
from api.schemas.game import suit_component
from rules.schnapsen.contract import Talon
from rules.schnapsen.game import SchnapsenGame
from rules.schnapsen.leader import Action

TALONS = tuple(talon.value for talon in Talon)
PLAYERS = (0, 1)


class LeaderActionOut(ResponseSchema):
    action = fields.String(required=True,
                           metadata={"enum": [a.value for a in Action]})
    allowed = fields.Boolean(required=True, allow_none=True,
                             metadata={"description": "null: the request lacks a fact the "
                                                      "answer depends on (see explanation)."})
    suit = fields.String(allow_none=True)
    points = fields.Integer(allow_none=True)
    cards = fields.List(fields.String(), required=True)
    rule = fields.Nested(SizedRuleRef, required=True)


class PlayerTallyOut(ResponseSchema):
    points = fields.Integer(required=True)
    card_points = fields.Integer(required=True)
    marriage_points = fields.Integer(required=True)
    marriages_counted = fields.Boolean(required=True)
    tricks = fields.Integer(required=True)
    reached_66 = fields.Boolean(required=True, metadata={
        "description": "Whether the player's points (with counted marriages and, played out, "
                       "the last trick's bonus) reach the points to win; a hand is won by "
                       "claiming them (R17), so a player may reach 66 and still lose."})


@dataclass(frozen=True, slots=True)
class TalonSchemas:
    """One game's fields and schemas."""

    game: SchnapsenGame
    prefix: str  # of the game's own component names: "Schnapsen", "Sechsundsechzig"
    legal_response: type[LegalCardsResponse]
    score_request: type[RequestSchema]
    score_response: type[ResponseSchema]
    bummerl_request: type[RequestSchema]
    bummerl_response: type[ResponseSchema]
    action_in: type[RequestSchema]

    def talon_field(self) -> fields.String:
        return fields.String(
            required=True, validate=validate.OneOf(TALONS),
            metadata={"description": "open: free play; closed (zugedreht) or exhausted "
                                     "(aufgebraucht): the four stages apply.",
                      "example": "closed", **shared("Talon")})

    def talon_cards_field(self, strict: bool = True) -> fields.Integer:
        ids = self.game.rules.ids
        return (fields.Integer if strict else QueryInteger)(
            strict=strict, validate=validate.OneOf((0, *self.game.rules.talon_sizes)),
            metadata={"description": "Cards in the talon, the turned-up trump card counted "
                                     "(0 when exhausted). Decides the trump exchange "
                                     f"({ids.exchange}) and closing ({ids.close_minimum}) "
                                     "for the player on lead.",
                      **shared(f"{self.prefix}TalonCards")})

    def marriage_field(self) -> fields.String:
        return fields.String(
            validate=validate.OneOf(self.game.contract_forms[0].suits),
            metadata={"description": "The player on lead announces a marriage in this suit: "
                                     "only its King and Ober may then be led "
                                     f"({self.game.rules.ids.marriage_lead}).",
                      **shared(suit_component(self.game.contract_forms[0].suits))})


def _schema(name: str, base: type[Any], attributes: dict[str, Any]) -> type[Any]:
    """A schema class of its own name: the name is the OpenAPI component's."""
    return type(name, (base,), {"__module__": __name__, **attributes})


def talon_schemas(game: SchnapsenGame, prefix: str, prefix_parts: bool = True) -> TalonSchemas:
    rules = game.rules
    part = prefix if prefix_parts else ""
    staender = rules.staender_carry > 0  # a hand may end without a winner (66, RM10)
    deck_points, tricks = rules.deck_points, rules.tricks
    marriages = (rules.marriage_points, rules.trump_marriage_points)

    def player_index(description: str) -> fields.Integer:
        return strict_int(allow_none=True, validate=validate.OneOf(PLAYERS),
                          metadata={"description": description,
                                    **shared(f"{prefix}PlayerOrNone")})

    player_tally_in = _schema(f"{part}PlayerTallyIn", RequestSchema, {
        "card_points": strict_int(required=True, validate=validate.Range(0, deck_points)),
        "tricks": strict_int(required=True, validate=validate.Range(0, tricks)),
        "marriages": fields.List(strict_int(validate=validate.OneOf(marriages),
                                            metadata=shared("MarriagePoints")),
                                 load_default=list, validate=validate.Length(max=4),
                                 metadata={"description": "Announced marriages, "
                                           f"{marriages[0]} or {marriages[1]} each."})})
    at_closing_in = _schema(f"{part}AtClosingIn", RequestSchema, {
        "opponent_points": strict_int(required=True, validate=validate.Range(0, deck_points)),
        "opponent_tricks": strict_int(required=True, validate=validate.Range(0, tricks))})
    score_fields: dict[str, Any] = {
        "players": fields.List(fields.Nested(player_tally_in), required=True,
                               validate=validate.Length(equal=len(PLAYERS))),
        "closed_by": player_index("Who closed the talon, if anyone."),
        "at_closing": fields.Nested(at_closing_in, allow_none=True,
                                    metadata={"description": "The closer's opponent when "
                                                             "the talon was closed (with "
                                                             "closed_by)."}),
        "claimed_66_by": player_index("Who claimed 66 and stopped the hand, if anyone."),
        "last_trick_by": player_index("Who won the last trick (talon exhausted, no claim)."),
    }
    if rules.ids.renonce is not None:  # a game whose texts set a revoke's penalty
        score_fields["renonce_by"] = player_index("Who broke the duty to follow or to win, "
                                                  "if anyone.")
    score_fields["lang"] = lang_field()
    winner_doc = ({"description": "null: a Ständer, nobody wins the hand."} if staender
                  else {})
    score_response = _schema(f"{prefix}ScoreResponse", ResponseSchema, {
        "game": fields.String(required=True), "lang": fields.String(required=True),
        "winner": fields.Integer(required=True, allow_none=staender, metadata=winner_doc),
        "winning_side": winning_side_field(),
        "game_points": fields.Integer(required=True),
        "rule": fields.Nested(RuleRef, required=True,
                              metadata={"description": "Why the winner won."}),
        "points_rule": fields.Nested(RuleRef, required=True,
                                     metadata={"description": "Why the hand is worth this "
                                                              "many game points."}),
        "claimed_66_by": fields.Integer(required=True, allow_none=True, metadata={
            "description": "The seat that claimed 66, or null: nobody claimed (R17)."}),
        "players": fields.List(fields.Nested(PlayerTallyOut), required=True)})
    points = (0, 1, 2, 3) if staender else (1, 2, 3)
    bummerl_hand_in = _schema(f"{part}BummerlHandIn", RequestSchema, {
        "winner": strict_int(required=True, allow_none=staender,
                             validate=validate.OneOf(PLAYERS), metadata=winner_doc),
        "game_points": strict_int(required=True, validate=validate.OneOf(points))})
    # Every hand but the last leaves the Bummerl open: at most 2 × (target − 1) + 1 decided
    # hands, and as many Ständer again where the game has them.
    most_hands = (2 * rules.bummerl - 1) * (2 if staender else 1)
    bummerl_request = _schema(f"{part}BummerlRequest", RequestSchema, {
        "hands": fields.List(fields.Nested(bummerl_hand_in), required=True,
                             validate=validate.Length(min=1, max=most_hands)),
        "lang": lang_field()})
    bummerl_hand_out = _schema(f"{part}BummerlHandOut", ResponseSchema, {
        "winner": fields.Integer(required=True, allow_none=staender),
        "game_points": fields.Integer(required=True),
        "remaining": fields.List(fields.Integer(), required=True)})
    bummerl_response = _schema(f"{part}BummerlResponse", ResponseSchema, {
        "game": fields.String(required=True), "lang": fields.String(required=True),
        "remaining": fields.List(fields.Integer(), required=True,
                                 metadata={"description": "Game points each player still "
                                                          "needs, counted down from "
                                                          f"{rules.bummerl}."}),
        "complete": fields.Boolean(required=True),
        "winner": fields.Integer(allow_none=True, required=True),
        "winning_side": winning_side_field(),
        "hands": fields.List(fields.Nested(bummerl_hand_out), required=True),
        "rule": fields.Nested(RuleRef, required=True)})
    action_in = _schema(f"{part}ActionIn", RequestSchema, {
        "before": strict_int(required=True, validate=validate.Range(0, 2 * tricks),
                             metadata={"description": "The index of the play before which "
                                                      "it happened (a marriage: the lead it "
                                                      "was announced with); the number of "
                                                      "plays for an action before the next "
                                                      "play."}),
        "action": fields.String(required=True,
                                validate=validate.OneOf([a.value for a in Action]),
                                metadata=shared("LeaderAction"))})
    score_request = _schema(f"{prefix}ScoreRequest", RequestSchema, score_fields)
    legal_response = _schema(f"{prefix}LegalCardsResponse", LegalCardsResponse, {
        "talon": fields.String(required=True, metadata={"enum": list(TALONS),
                                                        **shared("Talon")}),
        "actions": fields.List(fields.Nested(LeaderActionOut), required=True,
                               metadata={"description": "For the player on lead: "
                                                        "marriages, the trump exchange, "
                                                        "closing. Empty for the second "
                                                        "player."})})
    return TalonSchemas(game, prefix, legal_response, score_request, score_response,
                        bummerl_request, bummerl_response, action_in)
