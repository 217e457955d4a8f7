"""The Skat pieces of the round check (``api.games.rounds``): three hands and the Skat set
apart from the deal, the declarer and the bid, a round decided early (RS12), and the score
of a finished or decided round as ``/score`` gives it; none after a revoke (RS12)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from marshmallow import fields, validate

from api.errors.rules_errors import within
from api.games.answer_parts import read_cards
from api.games.game_api import Body
from api.games.skat.answers import score_out
from api.games.skat.schemas import bid_field, table_size_field
from api.request.json_value import JsonObject
from api.schemas.base import strict_int
from api.words.speaker import Speaker
from rules.cards import Card
from rules.errors import PositionError
from rules.round_check import RoundCheck, check_round
from rules.skat.bids import REIZWERTE
from rules.skat.contract import ContractType, SkatContract
from rules.skat.game import SKAT
from rules.skat.score import counts_from_tricks, score_game

# The lowest Reizwert (S-6): every game is worth at least 18, so a round whose bid is not given
# is scored as not overbid, in the API and in the checker alike.
ROUND_BID = REIZWERTE[0]


def _skat(body: Body) -> tuple[Card, ...]:
    """The two cards of the Skat; none where no hand is given (then no one is seen to hold
    them)."""
    if body.get("skat") is None and body.get("hands") is None:
        return ()
    skat = read_cards(SKAT.deck, {"skat": body.get("skat") or []})["skat"]
    if len(skat) != 2:
        raise PositionError("skat.skat-holds-two", field="skat")
    if len(set(skat)) != 2:
        raise PositionError("skat.skat-card-twice", field="skat", index=1)
    return skat


def _decided(contract: SkatContract, check: RoundCheck, declarer: int) -> bool:
    """RS12: a Null once the declarer takes a trick; Schwarz announced or ouvert once the
    opponents take one."""
    if contract.type is ContractType.NULL:
        return any(t.winner == declarer for t in check.tricks)
    if contract.schwarz:
        return any(t.winner != declarer for t in check.tricks)
    return False


def walk(body: Body, contract: SkatContract, leader: int, plays: tuple[Card, ...],
         hands: list[tuple[Card, ...] | None] | None) -> RoundCheck:
    if leader != 0:
        raise PositionError("skat.vorhand-leads", field="leader")
    # The plays are judged by the declarer's game; the bid has a default (ROUND_BID).
    if body.get("declarer") is None:
        raise PositionError("skat.round-needs", field="declarer", fields=("declarer",))
    skat = _skat(body)

    check = check_round(SKAT, contract, leader, plays, hands, SKAT.round_positions(contract),
                        set_aside=skat)
    if check.next is not None and not check.revokes and _decided(contract, check,
                                                                 body["declarer"]):
        check = replace(check, next=None, waiting=None)  # decided: scored as a finished game (RS12)
    return check


def round_score(body: Body, contract: SkatContract, check: RoundCheck,
                speaker: Any) -> JsonObject | None:
    """The score as ``/score`` gives it, from the round's tricks; none after a revoke."""
    if check.revokes:
        return None
    declarer = body["declarer"]
    skat = _skat(body)
    mine = [t.cards for t in check.tricks if t.winner == declarer]
    points, count = counts_from_tricks(mine, skat)
    with within():
        result = score_game(contract, body["bid"], check.hands[declarer], skat, points,
                            count, body.get("table_size", 3))
    return score_out(result, speaker)


def round_parties(body: Body, _contract: SkatContract, _check: RoundCheck,
                  ) -> tuple[frozenset[int], ...]:
    declarer = body["declarer"]
    return frozenset({declarer}), frozenset({0, 1, 2}) - {declarer}


def round_extras(body: Body, check: RoundCheck, speaker: Speaker) -> JsonObject:
    """RS12: a revoke ends the game; the API names it and does not score it."""
    if not check.revokes:
        return {"revoke_note": None}
    first = check.revokes[0]
    return {"revoke_note": {"rule": "S-17",
                            "text": speaker.say("round.revoke", number=first.index + 1)}}


def round_fields() -> dict[str, Any]:
    return {
        "declarer": strict_int(load_default=None, allow_none=False,
                               validate=validate.Range(0, 2), metadata={
            "description": "The declarer's seat: 0 Vorhand, 1 Mittelhand, 2 Hinterhand "
                           "(RS12). Needed.", "x-needed": True}),
        "bid": bid_field(default=ROUND_BID),
        "skat": fields.List(fields.String(validate=validate.Length(min=1, max=40)),
                            load_default=None, allow_none=False,
                            validate=validate.Length(equal=2), metadata={
                                "description": "The two cards in the Skat during play; may "
                                               "be left out with the hands."}),
        "table_size": table_size_field(),
    }


# Pik game by Mittelhand (seat 1), held at 20; the Skat is S7, D9.
ROUND_EXAMPLE: JsonObject = {
    "contract": {"type": "suit", "trump": "spades"}, "declarer": 1, "bid": 20,
    "hands": [["CA", "C10", "CK", "HA", "H10", "HK", "DA", "D10", "DK", "DQ"],
              ["CJ", "SJ", "HJ", "SA", "S10", "SK", "SQ", "S9", "S8", "C7"],
              ["DJ", "CQ", "C9", "C8", "HQ", "H9", "H8", "H7", "D8", "D7"]],
    "skat": ["S7", "D9"],
    "plays": ["CA", "C7", "C8", "HA", "HJ", "H7", "CJ", "DJ", "C10"],
    "lang": "en"}
