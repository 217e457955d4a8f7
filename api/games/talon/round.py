"""A talon game's part of the round check (``api.games.rounds``): the deal with the talon in
drawing order and the turned-up trump card, the leader's actions tied to the play before
which they happened, drawing after every trick (``rules.schnapsen.round_check``), and the
hand's game points as ``/score`` gives them."""

from __future__ import annotations

from typing import Any

from marshmallow import fields, validate

from api.games.answer_parts import read_cards, rule_ref
from api.games.game_api import Answer, Body
from api.games.talon.answers import TalonAnswers
from api.schemas.base import CARD_TEXT, strict_int
from rules.cards import Card
from rules.errors import PositionError
from rules.round_check import RoundCheck
from rules.schnapsen.contract import SchnapsenContract
from rules.schnapsen.game import SchnapsenGame
from rules.schnapsen.leader import Action
from rules.schnapsen.round_check import LeaderMove, SchnapsenRound, check_hand, hand_facts


def walk(game: SchnapsenGame, body: Body, contract: SchnapsenContract, leader: int,
         plays: tuple[Card, ...], hands: list[tuple[Card, ...] | None] | None) -> RoundCheck:
    """The hand walked from its deal: the talon drawn after every trick, the actions
    checked where they happened."""
    if hands is None or None in hands or "talon" not in body or "trump_card" not in body:
        missing = "hands" if hands is None or None in hands else \
            "talon" if "talon" not in body else "trump_card"
        raise PositionError("talon.round-from-deal", field=missing, game=game.title)
    read = read_cards(game.deck, {"talon": body["talon"],
                                  "trump_card": [body["trump_card"]]})
    moves = [LeaderMove(a["before"], Action(a["action"])) for a in body.get("actions", [])]
    return check_hand(contract, leader, [hand or () for hand in hands], read["talon"],
                      read["trump_card"][0], plays, moves, body.get("claimed_66_by"), game=game)


def score(answers: TalonAnswers, body: Body, check: RoundCheck,
          speaker: Any) -> Answer:
    """The hand's game points as ``/score`` gives them, from the facts the walk found."""
    return answers.hand_answer(hand_facts(check, body.get("claimed_66_by")), speaker)


def actions_out(game: SchnapsenGame, check: RoundCheck, speaker: Any) -> Answer:
    """Each leader action with the rule that allowed it at that moment."""
    extra: SchnapsenRound = check.extra
    return {"actions": [
        {"index": a.index, "before": a.before, "seat": a.seat,
         "action": a.decided.action.value,
         "suit": a.decided.suit.value if a.decided.suit else None,
         "points": a.decided.points, "talon_cards": a.talon_cards,
         "rule": rule_ref(game.catalogue, a.decided.rule_id,
                          speaker.action(a.decided, a.talon_cards), speaker)}
        for a in extra.actions]}


def round_fields(answers: TalonAnswers) -> dict[str, fields.Field[Any]]:
    game, schemas = answers.game, answers.schemas
    card = fields.String(validate=validate.Length(min=1, max=40), metadata=CARD_TEXT)
    return {
        "talon": fields.List(card, validate=validate.Length(equal=game.rules.stack),
                             metadata={"description": "The face-down talon in drawing "
                                                      "order (first = drawn first)."}),
        "trump_card": fields.String(validate=validate.Length(min=1, max=40), metadata={
            "description": "The turned-up trump card, drawn last "
                           f"({game.rules.ids.deal})."}),
        "actions": fields.List(fields.Nested(schemas.action_in), load_default=list,
                               validate=validate.Length(max=12), metadata={
            "description": "The leader's actions in the order they happened: marriage, "
                           "exchange_trump, close."}),
        "claimed_66_by": strict_int(allow_none=True, load_default=None,
                                    validate=validate.Range(0, 1), metadata={
            "description": "The seat that claimed 66 after the last play; ends the "
                           "hand."})}
