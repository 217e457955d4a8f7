"""Which Vorbehalt is played (D-6, D-7, D-9, RD13): Pflichtsolo before Lustsolo before
Hochzeit, the seat earlier in the asking order first; with several Vorbehalte the Hochzeit
never plays. Seats count from the dealer's left (seat 0), who leads unless a Pflichtsolo's
soloist does."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.doppelkopf.deck import PLAYERS
from rules.errors import RulesInputError

DECLARATIONS = ("gesund", "hochzeit", "lustsolo", "pflichtsolo")
PRECEDENCE = ("pflichtsolo", "lustsolo", "hochzeit")  # D-7


class VorbehaltError(RulesInputError):
    kind = "invalid-vorbehalt"


@dataclass(frozen=True, slots=True)
class Resolution:
    game: str  # "normal", or the declaration that plays
    seat: int | None
    leader: int
    rule_id: str
    case: str
    ignored: tuple[tuple[int, str], ...]  # (seat, declaration) that does not play


def resolve(declared: Sequence[str]) -> Resolution:
    if len(declared) != PLAYERS:
        raise VorbehaltError("doppelkopf.declarations-count", field="declared", players=PLAYERS,
                             count=len(declared))
    for seat, word in enumerate(declared):
        if word not in DECLARATIONS:
            raise VorbehaltError("doppelkopf.declaration", field="declared", index=seat, word=word,
                                 declarations=', '.join(DECLARATIONS))
    reserved = [(seat, word) for seat, word in enumerate(declared) if word != "gesund"]
    if not reserved:
        return Resolution("normal", None, 0, "D-6", "all_gesund", ())
    for kind in PRECEDENCE:
        seats = [seat for seat, word in reserved if word == kind]
        if seats:
            seat = seats[0]
            ignored = tuple((s, w) for s, w in reserved if s != seat)
            case = "alone" if not ignored else ("same_rank" if len(seats) > 1
                                                else "precedence")
            return Resolution(kind, seat, seat if kind == "pflichtsolo" else 0,
                              "D-7" if ignored else "D-6", case, ignored)
    raise AssertionError("unreachable: every declaration but gesund has a precedence")
