"""The value of a finished Doppelkopf game (D-31 … D-37, RD3, RD4, RD6, RD11, RD12): who won
against which target, every 7.2.2 point named, the Sonderpunkte, the solo's threefold
reckoning and each seat's result.

Levels per party: −1 nothing said, 0 the Ansage, 1 … 4 keine 90 … schwarz (``announcements``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from rules.doppelkopf.announcements import LEVELS, PARTIES, other
from rules.doppelkopf.deck import TRICKS

# D-32: an own Absage raises what a party needs; an opponents' Absage lowers it.
OWN_TARGET = {1: 151, 2: 181, 3: 211}
AGAINST_TARGET = {1: 90, 2: 60, 3: 30}
# D-34 (a): the loser's Augen below which a point is scored.
UNTER = (("unter_90", 90), ("unter_60", 60), ("unter_30", 30))
# D-34 (e, f): what a party reaches against the opponents' Absage of each level.
REACHED = {1: ("120_gegen_keine_90", 120), 2: ("90_gegen_keine_60", 90),
           3: ("60_gegen_keine_30", 60), 4: ("30_gegen_schwarz", 30)}
SOLO_FACTOR = 3  # D-36


@dataclass(frozen=True, slots=True)
class Target:
    augen: int | None  # the Augen the party needs, or None where tricks decide
    tricks: int | None  # all 12 (own "schwarz") or 1 (against "schwarz")
    rule_id: str
    case: str  # "plain", "only_kontra", "own_absage", "against_absage"

    def met(self, augen: int, tricks: int) -> bool:
        if self.tricks is not None:
            return tricks >= self.tricks
        return augen >= (self.augen or 0)


@dataclass(frozen=True, slots=True)
class Point:
    id: str
    party: str  # who scores it
    rule_id: str = "D-34"
    points: int = 1  # "Re" and "Kontra" angesagt: 2 (D-34 (b))
    trick: int | None = None  # a Sonderpunkt's trick, 1-based
    card: int | None = None  # a Fuchs's place in its trick


@dataclass(frozen=True, slots=True)
class Score:
    targets: Mapping[str, Target]
    winner: str | None
    rule_id: str  # D-31, D-32 or D-33
    breakdown: tuple[Point, ...]
    game_value: int | None
    value_re: int
    sonderpunkte: tuple[Point, ...]
    sonderpunkte_re: int
    multiplier: int

    @property
    def total_re(self) -> int:
        """What each Re player scores in a normal game; the soloist's unit in a solo."""
        return self.value_re + self.sonderpunkte_re


def target(party: str, highest: Mapping[str, int]) -> Target:
    own, theirs = highest[party], highest[other(party)]
    if own >= 1:
        if own == 4:
            return Target(None, TRICKS, "D-32", "own_absage")
        return Target(OWN_TARGET[own], None, "D-32", "own_absage")
    if theirs >= 1:
        if theirs == 4:
            return Target(None, 1, "D-32", "against_absage")
        return Target(AGAINST_TARGET[theirs], None, "D-32", "against_absage")
    only_kontra = highest["kontra"] >= 0 and highest["re"] < 0
    if only_kontra:
        return Target(120 if party == "re" else 121, None, "D-31", "only_kontra")
    return Target(121 if party == "re" else 120, None, "D-31", "plain")


def score(augen: Mapping[str, int], tricks: Mapping[str, int], highest: Mapping[str, int],
          sonder: Sequence[Point], solo: bool) -> Score:
    """``sonder``: the trick Sonderpunkte found (Doppelkopf, Fuchs, Karlchen), ignored in a
    solo; "gegen die Kreuz Damen" is added here, where the winner is known."""
    targets = {p: target(p, highest) for p in PARTIES}
    met = {p: targets[p].met(augen[p], tricks[p]) for p in PARTIES}
    winner = next((p for p in PARTIES if met[p] and not met[other(p)]), None)
    breakdown: list[Point] = []
    if winner is not None:
        loser = other(winner)
        breakdown.append(Point("gewonnen", winner))
        breakdown += [Point(name, winner) for name, limit in UNTER if augen[loser] < limit]
        if tricks[loser] == 0:
            breakdown.append(Point("schwarz", winner))
        breakdown += [Point(f"{p}_angesagt", winner, points=2) for p in PARTIES
                      if highest[p] >= 0]
        breakdown += [Point(f"{p}_{LEVELS[level]}", winner) for p in PARTIES
                      for level in range(1, highest[p] + 1)]
        breakdown += [Point(f"{p}_{name}", winner) for p in PARTIES
                      for name in _reached(p, augen, highest)]
        rule_id = max(targets[winner].rule_id, targets[loser].rule_id)
    else:  # D-33, RD4: each party its opponents' (a) rows and what it reached itself
        for p in PARTIES:
            breakdown += [Point(name, p) for name, limit in UNTER if augen[other(p)] < limit]
            if tricks[other(p)] == 0:
                breakdown.append(Point("schwarz", p))
            breakdown += [Point(f"{p}_{name}", p) for name in _reached(p, augen, highest)]
        rule_id = "D-33"
    value_re = sum([pt.points if pt.party == "re" else -pt.points for pt in breakdown])
    points: list[Point] = []
    if not solo:
        points = list(sonder)
        if winner == "kontra":
            points.insert(0, Point("gegen_die_alten", "kontra", "D-35"))
    return Score(targets, winner, rule_id, tuple(breakdown),
                 abs(value_re) if winner is not None else None, value_re, tuple(points),
                 sum([1 if pt.party == "re" else -1 for pt in points]),
                 SOLO_FACTOR if solo else 1)


def _reached(party: str, augen: Mapping[str, int], highest: Mapping[str, int]) -> list[str]:
    theirs = highest[other(party)]
    return [name for level, (name, limit) in REACHED.items()
            if theirs >= level and augen[party] >= limit]


def per_seat(result: Score, re_seats: Sequence[int], seats: int = 4) -> list[int]:
    """D-34, D-36: each Re player +, each Kontra player −; a soloist three times."""
    if result.multiplier != 1:
        return [result.value_re * result.multiplier if s in re_seats else -result.value_re
                for s in range(seats)]
    return [result.total_re if s in re_seats else -result.total_re for s in range(seats)]


def checks(results: Sequence[int]) -> dict[str, bool | str]:
    """D-37: the results sum to 0 and are all even or all odd."""
    parities = {r % 2 for r in results}
    return {"sum_zero": sum(results) == 0,
            "parity": ("even" if parities == {0} else "odd") if len(parities) == 1
            else "mixed"}
