"""The Schnapsen pieces of the round check (``api.games.rounds``): the deal with the talon in
drawing order and the turned-up trump card, the leader's actions tied to the play before
which they happened, drawing after every trick (``rules.schnapsen.round_check``), and the
hand's game points as ``/score`` gives them, a Renonce losing the hand (N-9)."""

from __future__ import annotations

from typing import Any

from marshmallow import fields, validate

from api.games.adapter import Body, RoundSupport
from api.games.answer_parts import read_cards, rule_ref
from api.games.schnapsen.answers import hand_answer
from api.schemas.base import CARD_TEXT, RequestSchema, strict_int
from rules.cards import Card
from rules.errors import PositionError
from rules.round_check import RoundCheck
from rules.schnapsen.contract import SchnapsenContract
from rules.schnapsen.game import SCHNAPSEN
from rules.schnapsen.leader import Action
from rules.schnapsen.round_check import LeaderMove, SchnapsenRound, check_hand, hand_facts

code = SCHNAPSEN.deck.code


def walk(body: Body, contract: SchnapsenContract, leader: int, plays: tuple[Card, ...],
         hands: list[tuple[Card, ...]] | None) -> RoundCheck:
    if hands is None or "talon" not in body or "trump_card" not in body:
        missing = "hands" if hands is None else "talon" if "talon" not in body else \
            "trump_card"
        raise PositionError("a Schnapsen hand is checked from its deal: hands, the talon in "
                            "drawing order and the turned-up trump card", field=missing)
    read = read_cards(SCHNAPSEN.deck, {"talon": body["talon"],
                                       "trump_card": [body["trump_card"]]})
    moves = [LeaderMove(a["before"], Action(a["action"])) for a in body.get("actions", [])]
    return check_hand(contract, leader, hands, read["talon"], read["trump_card"][0], plays,
                      moves, body.get("claimed_66_by"))


def round_score(body: Body, contract: SchnapsenContract, check: RoundCheck,
                speaker: Any) -> dict[str, Any]:
    """The hand's game points as ``/score`` gives them (N-9, N-10, N-14, N-15, R9), from the
    facts the walk found."""
    return hand_answer(hand_facts(check, body.get("claimed_66_by")), speaker)


def actions_out(_body: Body, check: RoundCheck, speaker: Any) -> dict[str, Any]:
    """Each leader action with the rule that allowed it at that moment."""
    extra: SchnapsenRound = check.extra
    return {"actions": [
        {"index": a.index, "before": a.before, "seat": a.seat,
         "action": a.decided.action.value,
         "suit": a.decided.suit.value if a.decided.suit else None,
         "points": a.decided.points, "talon_cards": a.talon_cards,
         "rule": rule_ref(SCHNAPSEN.catalogue, a.decided.rule_id,
                          speaker.action(a.decided, a.talon_cards), speaker)}
        for a in extra.actions]}


class ActionIn(RequestSchema):
    before = strict_int(required=True, validate=validate.Range(0, 20),
                        metadata={"description": "The index of the play before which it "
                                                 "happened (a marriage: the lead it was "
                                                 "announced with); the number of plays for "
                                                 "an action before the next play."})
    action = fields.String(required=True, validate=validate.OneOf([a.value for a in Action]))


def round_fields() -> dict[str, Any]:
    card = fields.String(validate=validate.Length(min=1, max=40), metadata=CARD_TEXT)
    return {
        "talon": fields.List(card, validate=validate.Length(equal=9), metadata={
            "description": "The face-down talon in drawing order (first = drawn first)."}),
        "trump_card": fields.String(validate=validate.Length(min=1, max=40), metadata={
            "description": "The turned-up trump card, drawn last (N-2)."}),
        "actions": fields.List(fields.Nested(ActionIn), load_default=list,
                               validate=validate.Length(max=12), metadata={
            "description": "The leader's actions in the order they happened: marriage, "
                           "exchange_trump, close."}),
        "claimed_66_by": strict_int(allow_none=True, load_default=None,
                                    validate=validate.Range(0, 1), metadata={
            "description": "The seat that claimed 66 after the last play; ends the hand."})}


# Hearts trump. Seat 0 exchanges the Herz-Unter for the turned-up Herz-Ass and announces the
# trump marriage with the King; after two tricks seat 0 closes (N-13) and the four stages
# apply: seat 1 must head the Eichel-König (N-5). Seat 1 is on lead next.
ROUND_EXAMPLE: dict[str, Any] = {
    "contract": {"trump": "hearts"}, "leader": 0,
    "hands": [["HK", "HO", "HU", "LA", "B10"], ["AA", "A10", "LK", "BO", "BU"]],
    "talon": ["AK", "AO", "AU", "L10", "LO", "LU", "BA", "BK", "H10"], "trump_card": "HA",
    "plays": ["HK", "BU", "LA", "LK", "AK", "AA"],
    "actions": [{"before": 0, "action": "exchange_trump"}, {"before": 0, "action": "marriage"},
                {"before": 4, "action": "close"}],
    "lang": "en"}

ROUND_SUPPORT = RoundSupport(
    walk=walk, score=round_score, parties=lambda *_: None, body_fields=round_fields,
    examples={"Closed in mid-hand, seat 1 to lead": ROUND_EXAMPLE},
    description="Every play of a Schnapsen hand judged for the hand its seat held at that "
                "moment (the talon's state derived: open, closed, exhausted), drawing after "
                "every trick while the talon is open, the leader's actions checked where "
                "they happened (R8, N-13, N-D2), every trick with its winner, the revokes, "
                "the card points after each trick, the game points of a finished hand as "
                "/score gives them (a Renonce loses the hand, N-9), and for an unfinished "
                "hand the next seat's legal cards and actions.",
    extras=actions_out, revoke_rule="N-9")


