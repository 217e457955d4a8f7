"""The Doppelkopf pieces of the round check (``api.games.rounds``): positions with the trick's
number, trick 12 judged as the last (RD2), the parties as they become known (Hochzeit), the
announcements with their timing and violations (RD10), the score of a finished round and the
calls each seat could still make."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from marshmallow import fields

from api.games.doppelkopf.schemas import SEATED_CONTRACT, AnnouncementIn, leader_field
from api.games.doppelkopf.score import _answer, _call_out, leader_of, read_contract
from api.games.doppelkopf.speaker import DoppelkopfSpeaker
from api.games.game_api import Body, Fields
from api.request.json_value import JsonObject
from api.words.speaker import Speaker
from rules.cards import Card
from rules.doppelkopf.announcements import CALLS, PARTIES, Call, judge_calls
from rules.doppelkopf.contract import ContractType, DoppelkopfContract
from rules.doppelkopf.deck import HAND_SIZE, KREUZ_DAME, PLAYERS
from rules.doppelkopf.game import DOPPELKOPF
from rules.doppelkopf.reckoning import (
    Parties,
    PlayedTrick,
    calls_of,
    play_tricks,
    reckon,
)
from rules.doppelkopf.seen_parties import seen_parties, seen_sides
from rules.errors import Counted, PositionError
from rules.round_check import RoundCheck, check_round


class _Reckoned:
    """What the answer's parts (the parties, the extras, the score) each need of the round's
    tricks, worked out for the first that asks: the tricks as the reckoning takes them (each
    judged under its number, with the copies of D-22) and the parties they make."""

    __slots__ = ("parties", "played", "worked")

    def __init__(self) -> None:
        self.played: tuple[PlayedTrick, ...] | None = None
        self.parties: Parties | None = None
        self.worked = False  # the parties looked for (they may stay not known)


def walk(body: Body, contract: DoppelkopfContract, leader: int, plays: tuple[Card, ...],
         hands: list[tuple[Card, ...] | None] | None) -> RoundCheck:
    # A hand not known holds the cards it is seen to play; the parties follow from the
    # Kreuz Damen seen (RD5), else they are not known and nothing that needs them is judged.
    played = DOPPELKOPF.round_positions(contract)
    check = check_round(DOPPELKOPF, contract, leader, plays, hands, played.position,
                        trick_contract=played.in_trick)
    return replace(check, extra=_Reckoned())


def _reckoned(check: RoundCheck) -> _Reckoned:
    """The check's own, or a new one for a check that was not walked here."""
    return check.extra if isinstance(check.extra, _Reckoned) else _Reckoned()


def played_tricks(body: Body, contract: DoppelkopfContract, check: RoundCheck
                  ) -> tuple[PlayedTrick, ...]:
    reckoned = _reckoned(check)
    if reckoned.played is None:
        reckoned.played = play_tricks(contract, leader_of(body, contract),
                                      [t.cards for t in check.tricks])
    return reckoned.played


def _seat_fields(body: Body) -> tuple[int | None, int | None]:
    raw = body["contract"]
    return raw.get("soloist"), raw.get("hochzeiter")


def _party_calls(body: Body) -> list[tuple[int, str]]:
    """The seats' Re and Kontra calls: each says its caller's party."""
    return [(item["seat"], item["call"]) for item in body.get("announcements", [])
            if isinstance(item.get("seat"), int) and item.get("call") in PARTIES]


def parties_of(body: Body, contract: DoppelkopfContract, check: RoundCheck) -> Parties | None:
    """The parties, or None while what is seen does not decide them."""
    reckoned = _reckoned(check)
    if not reckoned.worked:
        soloist, hochzeiter = _seat_fields(body)
        reckoned.parties = seen_parties(contract, check.hands, check.unknown,
                                        played_tricks(body, contract, check),
                                        _party_calls(body), soloist, hochzeiter)
        reckoned.worked = True
    return reckoned.parties


def round_parties(body: Body, contract: DoppelkopfContract, check: RoundCheck
                  ) -> tuple[frozenset[int], ...] | None:
    parties = parties_of(body, contract, check)
    return None if parties is None else (frozenset(parties.re), frozenset(parties.kontra))


def round_score(body: Body, contract: DoppelkopfContract, check: RoundCheck,
                speaker: Any) -> JsonObject | None:
    soloist, hochzeiter = _seat_fields(body)
    result = reckon(contract, leader_of(body, contract), [t.cards for t in check.tricks],
                    body.get("announcements", []), hands=check.hands, soloist=soloist,
                    hochzeiter=hochzeiter, played=played_tricks(body, contract, check))
    return _answer(contract, result.parties, result.augen, result.tricks_won, result.calls,
                   result.score, list(result.per_seat), speaker, None)


def round_fields() -> Fields:
    return {"contract": fields.Nested(SEATED_CONTRACT, required=True),
            "leader": leader_field(),
            "announcements": fields.List(fields.Nested(AnnouncementIn), load_default=list)}


def _judged(body: Body, contract: DoppelkopfContract, check: RoundCheck,
            parties: Parties, extra: list[Call] | None = None) -> tuple[Any, ...]:
    calls = calls_of(body.get("announcements", []), parties) + (extra or [])
    seats = [p.seat for p in check.plays]

    def cards_in_hand(seat: int, at: int) -> int:
        return HAND_SIZE - seats[:at].count(seat)

    klaerung = parties.klaerungsstich if contract.type is ContractType.HOCHZEIT else None
    return judge_calls(calls, cards_in_hand, klaerung)[0]


def _known_after(check: RoundCheck, parties: Parties, body: Body) -> dict[str, int | None]:
    """After which play each seat's party is certain (TSR 5.5.1), as information: a Re seat
    once it plays a Kreuz Dame or announces, a Kontra seat once both Re seats are known or it
    announces; everyone from the start in a solo (−1)."""
    if parties.solo or (len(parties.re) == 1 and parties.hochzeiter is None):
        return {str(s): -1 for s in range(PLAYERS)}
    known: dict[int, int] = {}
    if parties.hochzeiter is not None:
        known[parties.hochzeiter] = -1
    said = {item.get("seat"): max(item.get("at", 0) - 1, -1)
            for item in body.get("announcements", []) if item.get("seat") is not None}
    klaerung = parties.klaerungsstich
    for play in check.plays:
        if klaerung is not None and play.index == 4 * klaerung - 1:  # the Klärungsstich
            for seat in range(PLAYERS):
                known.setdefault(seat, play.index)
        if play.card == KREUZ_DAME and play.seat in parties.re:
            known.setdefault(play.seat, play.index)
        for seat, at in said.items():
            if isinstance(seat, int) and at <= play.index:
                known.setdefault(seat, max(at, -1))
        if all(s in known for s in parties.re):
            for seat in parties.kontra:
                known.setdefault(seat, play.index)
    return {str(s): known.get(s) for s in range(PLAYERS)}


def _not_known(body: Body, check: RoundCheck, speaker: DoppelkopfSpeaker) -> JsonObject:
    """The parties while they are not known: the seats known so far, and what decides them.
    A call other than Re or Kontra by a seat of no known party cannot be judged: refused."""
    re, kontra = seen_sides(check.hands, check.unknown, _party_calls(body))
    for index, item in enumerate(body.get("announcements", [])):
        seat = item.get("seat")
        if isinstance(seat, int) and seat not in re | kontra and item.get("call") not in PARTIES:
            raise PositionError("doppelkopf.round-party-unknown", field="announcements",
                                index=index, seat=Counted(seat))
    parties = Parties(tuple(sorted(re)), tuple(sorted(kontra)), False)
    calls = [_call_out(j, speaker) for j in _judged(body, read_contract(body), check, parties)]
    return {"parties": {"re": sorted(re), "kontra": sorted(kontra), "known": False,
                        "known_after": {str(s): None for s in range(PLAYERS)},
                        "not_known": speaker.say("round.parties_not_known")},
            "announcements": calls,
            "violations": [{"kind": "announcement", **c} for c in calls if c["in_time"] is False]
            + [{"kind": "revoke", "index": p.index, "seat": p.seat, "rule": p.verdict.rule_id}
               for p in check.revokes]}


def round_extras(body: Body, check: RoundCheck, speaker: Speaker) -> JsonObject:
    assert isinstance(speaker, DoppelkopfSpeaker)
    contract = read_contract(body)
    parties = parties_of(body, contract, check)
    if parties is None:
        return _not_known(body, check, speaker)
    judged = _judged(body, contract, check, parties)
    calls = [_call_out(j, speaker) for j in judged]
    block: JsonObject = {"re": list(parties.re), "kontra": list(parties.kontra), "known": True,
                         "known_after": _known_after(check, parties, body)}
    if parties.hochzeiter is not None:
        block["klaerungsstich"] = parties.klaerungsstich
        block["partner"] = parties.partner
    extras: JsonObject = {
        "parties": block, "announcements": calls,
        "violations": [{"kind": "announcement", **c} for c in calls if c["in_time"] is False]
        + [{"kind": "revoke", "index": p.index, "seat": p.seat, "rule": p.verdict.rule_id}
           for p in check.revokes]}
    if check.next is not None:
        extras["calls_in_time"] = _calls_in_time(body, contract, check, parties)
    return extras


def _calls_in_time(body: Body, contract: DoppelkopfContract, check: RoundCheck,
                   parties: Parties) -> dict[str, list[str]]:
    at = len(check.plays)
    found: dict[str, list[str]] = {}
    for seat in range(PLAYERS):
        party = parties.of(seat)
        words = [c for c in CALLS if c not in PARTIES or c == party]
        found[str(seat)] = [word for word in words
                            if _judged(body, contract, check, parties,
                                       [Call(party, word, seat, at)])[-1].in_time]
    return found


ROUND_EXAMPLE: JsonObject = {
    "contract": {"type": "normal"}, "leader": 0,
    "hands": [["CQ", "H10", "CA", "C9", "SA", "S9", "HA", "HK", "DJ", "DA", "D9", "SK"],
              ["CQ", "H10", "SQ", "HQ", "CJ", "C10", "C9", "S10", "H9", "DK", "D10", "SJ"],
              ["SQ", "HQ", "DQ", "DQ", "HJ", "HJ", "CA", "CK", "SA", "S10", "HA", "D9"],
              ["CJ", "SJ", "DJ", "DA", "DK", "D10", "C10", "CK", "SK", "S9", "HK", "H9"]],
    "plays": ["CA", "C9", "CK", "C10", "H10", "H10", "DQ", "D10"],
    "announcements": [{"seat": 0, "call": "re", "at": 1}], "lang": "en"}
