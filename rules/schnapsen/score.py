"""The result of a Schnapsen hand (N-9, N-10, N-14, N-15, N-16, R9) and the Bummerl count.

Who won and how many game points (1, 2 or 3), decided in this order: a Renonce; a claim of 66
(right or wrong); a closed talon whose closer did not make it; the last trick of an exhausted
talon.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.errors import PositionError
from rules.schnapsen.leader import MARRIAGE_POINTS, TRUMP_MARRIAGE_POINTS
from rules.schnapsen.ranking import DECK_POINTS

WINNING_POINTS = 66
SCHNEIDER_LINE = 33  # N-14: the loser at 33 or more costs one game point
TRICKS = 10
MIN_TRICK_POINTS = 4  # the two lowest cards, two Unter
BUMMERL = 7


@dataclass(frozen=True, slots=True)
class PlayerTally:
    card_points: int
    tricks: int
    marriages: tuple[int, ...] = ()  # 20 or 40 each

    @property
    def marriage_points(self) -> int:
        """Announced marriages count only once the player has won a trick (N-10)."""
        return sum(self.marriages) if self.tricks > 0 else 0

    @property
    def points(self) -> int:
        return self.card_points + self.marriage_points


@dataclass(frozen=True, slots=True)
class AtClosing:
    """The closer's opponent at the moment the talon was closed (N-15)."""

    opponent_points: int
    opponent_tricks: int


@dataclass(frozen=True, slots=True)
class HandFacts:
    players: tuple[PlayerTally, PlayerTally]
    closed_by: int | None = None
    at_closing: AtClosing | None = None
    claimed_66_by: int | None = None
    last_trick_by: int | None = None
    renonce_by: int | None = None


@dataclass(frozen=True, slots=True)
class HandResult:
    winner: int
    game_points: int
    rule_id: str
    case: str  # why this player won (keys the explanation)
    points_rule_id: str  # what set the game points
    points_case: str
    loser_points: int  # the points and tricks the game points were read from
    loser_tricks: int
    totals: tuple[int, int]


def check_facts(facts: HandFacts) -> None:
    players = facts.players
    for index, player in enumerate(players):
        if not 0 <= player.card_points <= DECK_POINTS:
            raise PositionError(f"card points are 0 to {DECK_POINTS}",
                                field=f"players/{index}/card_points")
        if not 0 <= player.tricks <= TRICKS:
            raise PositionError(f"tricks are 0 to {TRICKS}", field=f"players/{index}/tricks")
        for m, value in enumerate(player.marriages):
            if value not in (MARRIAGE_POINTS, TRUMP_MARRIAGE_POINTS):
                raise PositionError("a marriage is worth 20, or 40 in trumps",
                                    field=f"players/{index}/marriages", index=m)
        if player.tricks == 0 and player.card_points > 0:
            raise PositionError("card points without a trick", field=f"players/{index}/tricks")
        if player.card_points < MIN_TRICK_POINTS * player.tricks:
            raise PositionError(f"{player.tricks} tricks hold at least "
                                f"{MIN_TRICK_POINTS * player.tricks} card points (two Unter "
                                f"are worth {MIN_TRICK_POINTS})",
                                field=f"players/{index}/card_points")
    if sum(p.card_points for p in players) > DECK_POINTS:
        raise PositionError(f"both players' card points add up to more than {DECK_POINTS}",
                            field="players")
    if sum(p.tricks for p in players) > TRICKS:
        raise PositionError(f"both players took more than {TRICKS} tricks", field="players")
    marriages = [m for p in players for m in p.marriages]
    if len(marriages) > 4 or marriages.count(TRUMP_MARRIAGE_POINTS) > 1:
        raise PositionError("there are four marriages at most, one of them in trumps",
                            field="players")
    if (facts.closed_by is None) != (facts.at_closing is None):
        raise PositionError("give closed_by and at_closing together", field="at_closing")
    decided = (facts.renonce_by is not None or facts.claimed_66_by is not None
               or facts.closed_by is not None)
    if not decided and facts.last_trick_by is None:
        raise PositionError("the hand needs an end: a claim of 66 (claimed_66_by), a closed "
                            "talon (closed_by) or the winner of the last trick (last_trick_by)",
                            field="last_trick_by")


def game_points(loser_points: int, loser_tricks: int) -> tuple[int, str]:
    """N-14: 1 if the loser has 33 or more, 2 below 33 with a trick, 3 without a trick."""
    if loser_tricks == 0:
        return 3, "no_trick"
    if loser_points < SCHNEIDER_LINE:
        return 2, "under_33"
    return 1, "33_or_more"


def score_hand(facts: HandFacts) -> HandResult:
    check_facts(facts)
    totals = (facts.players[0].points, facts.players[1].points)

    def result(winner: int, rule_id: str, case: str, loser_points: int, loser_tricks: int,
               points_rule: str = "N-14") -> HandResult:
        points, points_case = game_points(loser_points, loser_tricks)
        return HandResult(winner, points, rule_id, case, points_rule, points_case, loser_points,
                          loser_tricks, totals)

    if facts.renonce_by is not None:  # N-9: a Renonce loses the hand with 3 game points
        other = 1 - facts.renonce_by
        loser = facts.players[facts.renonce_by]
        return HandResult(other, 3, "N-9", "renonce", "N-9", "renonce", loser.points,
                          loser.tricks, totals)
    claimer = facts.claimed_66_by
    closer, at_closing = facts.closed_by, facts.at_closing
    if claimer is not None:
        other = 1 - claimer
        opponent = facts.players[other]
        if totals[claimer] >= WINNING_POINTS:
            if closer == claimer and at_closing is not None:
                # N-15: a successful closer is scored on the opponent at the moment of closing.
                return result(claimer, "N-15", "closer_made_66", at_closing.opponent_points,
                              at_closing.opponent_tricks, points_rule="N-15")
            if closer == other and at_closing is not None:
                return _failed_closing(closer, at_closing, facts, totals)
            return result(claimer, "N-10", "claimed_66", opponent.points, opponent.tricks)
        if closer == claimer and at_closing is not None:
            return _failed_closing(closer, at_closing, facts, totals)
        # N-D1: a wrong claim of 66 costs as much as a failed closing.
        claimer_tally = facts.players[claimer]
        points = (3, "no_trick") if opponent.tricks == 0 else (2, "failed")
        return HandResult(other, points[0], "N-D1", "wrong_claim", "N-D1", points[1],
                          claimer_tally.points, claimer_tally.tricks, totals)
    if facts.closed_by is not None and facts.at_closing is not None:
        return _failed_closing(facts.closed_by, facts.at_closing, facts, totals)
    last = facts.last_trick_by if facts.last_trick_by is not None else 0  # checked above
    loser = facts.players[1 - last]
    return result(last, "R9", "last_trick", loser.points, loser.tricks)


def _failed_closing(closer: int, at_closing: AtClosing, facts: HandFacts,
                    totals: tuple[int, int]) -> HandResult:
    """N-15: the closer did not make 66: the opponent scores 2, or 3 if he had no trick when
    the talon was closed."""
    no_trick = at_closing.opponent_tricks == 0
    tally = facts.players[closer]
    return HandResult(1 - closer, 3 if no_trick else 2, "N-15", "closer_failed", "N-15",
                      "opponent_had_no_trick" if no_trick else "closer_failed", tally.points,
                      tally.tricks, totals)


@dataclass(frozen=True, slots=True)
class BummerlStanding:
    remaining: tuple[int, int]  # game points each player still needs, counted down from 7
    winner: int | None  # the first to count down to 0 wins the Bummerl


def bummerl(results: Sequence[tuple[int, int]]) -> tuple[BummerlStanding, ...]:
    """The standing after each hand, from (winner, game points) pairs (N-16)."""
    remaining = [BUMMERL, BUMMERL]
    standings: list[BummerlStanding] = []
    for index, (winner, points) in enumerate(results):
        if standings and standings[-1].winner is not None:
            raise PositionError("the Bummerl was already won before this hand",
                                field="hands", index=index)
        if winner not in (0, 1) or points not in (1, 2, 3):
            raise PositionError("a hand is won by player 0 or 1 with 1, 2 or 3 game points",
                                field="hands", index=index)
        remaining[winner] = max(0, remaining[winner] - points)
        standings.append(BummerlStanding((remaining[0], remaining[1]),
                                         winner if remaining[winner] == 0 else None))
    return tuple(standings)
