"""An- und Absagen (D-24 … D-29, RD5, RD10): what each call counts and whether it was in time.

A call names a level of its party: the Ansage (``re`` or ``kontra``, by the caller's party)
or an Absage ``keine_90``, ``keine_60``, ``keine_30``, ``schwarz``. A call counts every lower
level its party has not made yet (D-26, RD5); a call at or below what the party already
made is a repetition, reported and ignored (D-29). Calls are scored as given (TSR 9.6.3,
RD10): ``in_time`` only reports the deadline, checked at the caller's cards in hand.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from rules.errors import Counted, RulesInputError

PARTIES = ("re", "kontra")
CALLS = ("re", "kontra", "keine_90", "keine_60", "keine_30", "schwarz")
LEVELS = ("ansage", "keine_90", "keine_60", "keine_30", "schwarz")
# D-24, D-25: the fewest cards the caller must still hold for each level.
DEADLINES = (11, 10, 9, 8, 7)


class AnnouncementError(RulesInputError):
    """A call that cannot be scored: no such call, or for the other party."""

    kind = "invalid-call"


def other(party: str) -> str:
    return "kontra" if party == "re" else "re"


def level_of(call: str) -> int:
    if call in ("re", "kontra"):
        return 0
    return LEVELS.index(call)


@dataclass(frozen=True, slots=True)
class Call:
    party: str
    call: str
    seat: int | None = None
    at: int | None = None  # cards played before the call


@dataclass(frozen=True, slots=True)
class JudgedCall:
    index: int  # in the request's list
    call: Call
    counts: tuple[str, ...]  # the levels this call adds (RD5); empty for a repetition
    cards_in_hand: int | None
    in_time: bool | None  # None where the caller's cards in hand are not known
    rule_id: str
    case: str


def check_call(party: str, call: str, index: int, field: str = "announcements") -> None:
    if call not in CALLS:
        raise AnnouncementError("doppelkopf.call", field=f"{field}/{index}/call", call=call,
                                calls=', '.join(CALLS))
    if call in PARTIES and call != party:
        raise AnnouncementError("doppelkopf.call-other-party", field=f"{field}/{index}/call",
                                number=Counted(index), call=call, party=party)


def judge_calls(calls: Sequence[Call], cards_in_hand: Callable[[int, int], int] | None,
                klaerungsstich: int | None = None) -> tuple[tuple[JudgedCall, ...],
                                                             dict[str, int]]:
    """Every call judged in the order made (by ``at``, then as listed), and each party's
    highest level (−1: none). ``cards_in_hand(seat, at)``; ``klaerungsstich``: an announced
    Hochzeit's (D-28), which shifts every deadline and bars calls before it ends."""
    order = sorted(range(len(calls)), key=lambda i: (calls[i].at is None, calls[i].at or 0, i))
    highest = {"re": -1, "kontra": -1}
    erst_in_time: dict[str, bool] = {}  # the party's Ansage was in time as an Erstansage
    shift = klaerungsstich - 1 if klaerungsstich else 0
    judged: dict[int, JudgedCall] = {}
    for i in order:
        c = calls[i]
        level = level_of(c.call)
        mine, theirs = highest[c.party], highest[other(c.party)]
        if level <= mine:
            judged[i] = JudgedCall(i, c, (), None, False, "D-29", "repeated")
            continue
        counts = tuple(LEVELS[mine + 1:level + 1])
        cards = (cards_in_hand(c.seat, c.at) if cards_in_hand is not None
                 and c.seat is not None and c.at is not None else None)
        in_time: bool | None = None
        rule, case = ("D-24", "ansage") if level == 0 else ("D-25", "absage")
        if len(counts) > 1:
            rule, case = "D-26", "skipped"
        if cards is not None and c.at is not None:
            in_time, rule, case = _timing(cards, c.at, mine, level, theirs, shift,
                                          klaerungsstich, erst_in_time.get(c.party),
                                          (rule, case))
        if mine < 0 and cards is not None and c.at is not None:
            # In time as an Erstansage (D-27): by the deadline, after the Klärungsstich (D-28).
            erst_in_time[c.party] = cards >= DEADLINES[0] - shift and not (
                klaerungsstich and c.at < 4 * klaerungsstich)
        highest[c.party] = level
        judged[i] = JudgedCall(i, c, counts, cards, in_time, rule, case)
    return tuple(judged[i] for i in range(len(calls))), highest


def _timing(cards: int, at: int, mine: int, level: int, theirs: int, shift: int,
            klaerungsstich: int | None, erst_ok: bool | None,
            plain: tuple[str, str]) -> tuple[bool, str, str]:
    if klaerungsstich and at < 4 * klaerungsstich:
        return False, "D-28", "before_klaerungsstich"
    reply = False
    for counted in range(mine + 1, level + 1):
        need = DEADLINES[counted] - shift
        if cards >= need:
            continue
        # D-27: "Kontra" (or "Re") as a reply, one card later than the opponents needed.
        if counted == 0 and theirs >= 0 and cards >= DEADLINES[theirs] - shift - 1:
            reply = True
            continue
        return False, plain[0] if counted == level else "D-26", "late"
    if level > 0:
        ansage_ok = erst_ok is not False if mine >= 0 else cards >= DEADLINES[0] - shift
        if not ansage_ok:
            return False, "D-27", "absage_after_late_reply"
    if reply:
        return True, "D-27", "reply"
    if shift:
        return True, "D-28", "shifted"
    return True, *plain
