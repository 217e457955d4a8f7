"""A Differenzler round's count and a match (JD-S1 … JD-S4, RJ3, RJ4): each player's points,
the difference to his estimate, the ranking with ties; a match sums the differences."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.cards import Card
from rules.differenzler.ruleset import DEFAULT_RULESET, DifferenzlerRuleset
from rules.errors import Counted, RulesInputError
from rules.jass.contract import JassContract
from rules.jass.deck import JASS_DECK
from rules.jass.ranking import LAST_TRICK_BONUS
from rules.jass.trick import PLAYERS, judge_trick

ROUND_POINTS = 157  # JD-S2: 152 card points and 5 for the last trick, a Match included
TRICKS = 9


class InvalidEstimateError(RulesInputError):
    """JD-S3: an estimate outside 0 … 157, or not one per player."""

    kind = "invalid-estimate"


class PointsTotalError(RulesInputError):
    """JD-S2: the four players' points do not add up to 157."""

    kind = "points-total"


class InvalidRoundError(RulesInputError):
    """The tricks do not hold the 36 cards once, nine tricks of four."""

    kind = "invalid-round"


@dataclass(frozen=True, slots=True)
class PlayerScore:
    seat: int
    estimate: int
    points: int
    difference: int  # JD-S3: |estimate − points|, less the exact bonus (none in v1, RJ4)
    rank: int  # RJ3: competition ranking, 1-2-2-4
    exact: bool


@dataclass(frozen=True, slots=True)
class PlayedTrick:
    number: int  # from 1
    leader: int
    cards: tuple[Card, ...]
    winner: int  # the seat
    points: int  # card points, and the 5 of the last trick


@dataclass(frozen=True, slots=True)
class RoundScore:
    players: tuple[PlayerScore, ...]
    ranking: tuple[int, ...]  # seats, best first; equal differences keep seat order
    total_points: int


@dataclass(frozen=True, slots=True)
class MatchScore:
    differences: tuple[tuple[int, ...], ...]  # per round, per seat
    totals: tuple[int, ...]
    ranks: tuple[int, ...]
    leaders: tuple[int, ...]  # every seat with the lowest total (RJ3)

    @property
    def tie(self) -> bool:
        return len(self.leaders) > 1


def competition_ranks(values: Sequence[int]) -> tuple[int, ...]:
    """RJ3: the lower value ranks first; equal values share the rank of the first of them."""
    return tuple(1 + sum(1 for other in values if other < value) for value in values)


def check_estimates(estimates: Sequence[int], field: str = "estimates") -> tuple[int, ...]:
    if len(estimates) != PLAYERS:
        raise InvalidEstimateError("differenzler.estimates-count", field=field,
                                   players=PLAYERS, count=len(estimates))
    for at, estimate in enumerate(estimates):
        if not 0 <= estimate <= ROUND_POINTS:
            raise InvalidEstimateError("differenzler.estimate-range", field=field, index=at,
                                       estimate=estimate, most=ROUND_POINTS)
    return tuple(estimates)


def check_points(points: Sequence[int], field: str = "points") -> tuple[int, ...]:
    """JD-S2: four players' points, each 0 … 157, adding up to 157."""
    if len(points) != PLAYERS:
        raise PointsTotalError("differenzler.points-count", field=field, players=PLAYERS,
                               count=len(points))
    for at, value in enumerate(points):
        if not 0 <= value <= ROUND_POINTS:
            raise PointsTotalError("differenzler.points-range", field=field, index=at,
                                   points=value, most=ROUND_POINTS)
    if sum(points) != ROUND_POINTS:
        raise PointsTotalError("differenzler.points-total", field=field, total=sum(points),
                               expected=ROUND_POINTS)
    return tuple(points)


def score_round(estimates: Sequence[int], points: Sequence[int],
                ruleset: DifferenzlerRuleset = DEFAULT_RULESET) -> RoundScore:
    """JD-S3: each player's difference; RJ3: the ranking, ties sharing a rank."""
    estimates, points = check_estimates(estimates), check_points(points)
    exact = [e == p for e, p in zip(estimates, points, strict=True)]
    differences = [abs(e - p) - (ruleset.exact_bonus if hit else 0)
                   for e, p, hit in zip(estimates, points, exact, strict=True)]
    ranks = competition_ranks(differences)
    players = tuple(PlayerScore(seat, estimates[seat], points[seat], differences[seat],
                                ranks[seat], exact[seat]) for seat in range(PLAYERS))
    ranking = tuple(sorted(range(PLAYERS), key=lambda seat: (differences[seat], seat)))
    return RoundScore(players, ranking, sum(points))


def play_tricks(tricks: Sequence[Sequence[Card]], leader: int, contract: JassContract
                ) -> tuple[PlayedTrick, ...]:
    """The nine tricks of a round, each won by a seat (J-8), the last with its 5 (JD-S1).
    Seats count in playing order; ``leader`` leads the first trick."""
    if len(tricks) != TRICKS:
        raise InvalidRoundError("differenzler.round-tricks", field="tricks", tricks=TRICKS,
                                count=len(tricks))
    seen: dict[Card, int] = {}
    played = []
    for number, trick in enumerate(tricks):
        if len(trick) != PLAYERS:
            raise InvalidRoundError("differenzler.trick-size", field="tricks", index=number,
                                    seats=PLAYERS, count=len(trick))
        for card in trick:
            if card in seen:
                raise InvalidRoundError("differenzler.played-twice", field="tricks",
                                        index=number, card=card, first=Counted(seen[card]),
                                        second=Counted(number))
            seen[card] = number
        outcome = judge_trick(trick, contract, well_formed=True)
        winner = (leader + outcome.winner) % PLAYERS
        bonus = LAST_TRICK_BONUS if number == TRICKS - 1 else 0
        played.append(PlayedTrick(number + 1, leader, tuple(trick), winner,
                                  outcome.points + bonus))
        leader = winner
    assert len(seen) == len(JASS_DECK)  # nine tricks of four distinct cards: the whole deck
    return tuple(played)


def points_of(tricks: Sequence[PlayedTrick]) -> tuple[int, ...]:
    """Each seat's points from the tricks it won (JD-S1)."""
    return tuple(sum(t.points for t in tricks if t.winner == seat) for seat in range(PLAYERS))


def score_match(rounds: Sequence[tuple[Sequence[int], Sequence[int]]],
                ruleset: DifferenzlerRuleset = DEFAULT_RULESET) -> MatchScore:
    """JD-S4: each player's differences summed over the rounds; the lowest total wins."""
    if not rounds:
        raise InvalidRoundError("differenzler.no-rounds", field="rounds")
    differences = []
    for at, (estimates, points) in enumerate(rounds):
        try:
            score = score_round(estimates, points, ruleset)
        except RulesInputError as error:
            raise type(error)(error.code, field=f"rounds/{at}/{error.field}",
                              index=error.index, **error.values) from None
        differences.append(tuple(p.difference for p in score.players))
    totals = tuple(sum(row[seat] for row in differences) for seat in range(PLAYERS))
    best = min(totals)
    return MatchScore(tuple(differences), totals, competition_ranks(totals),
                      tuple(seat for seat, total in enumerate(totals) if total == best))
