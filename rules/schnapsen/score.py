"""The result of a hand of the family and the Bummerl count: Schnapsen (N-9, N-10, N-14, N-15,
N-16, R9, N-D1) and 66 (M-15 … M-20, RM7 … RM11), the variant naming each rule.

Who won and how many game points (1, 2 or 3), decided in this order: a Renonce; a claim of 66
(right or wrong); a closed talon whose closer did not make it; the hand played out (Schnapsen:
the last trick wins; 66: the points decide, 65 : 65 is a Ständer without a winner).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.errors import PositionError
from rules.schnapsen.variant import PLAYERS, SCHNAPSEN_VARIANT, PlayedOut, Variant


@dataclass(frozen=True, slots=True)
class PlayerTally:
    card_points: int  # without the last trick's bonus (66: M-15)
    tricks: int
    marriages: tuple[int, ...] = ()  # 20 or 40 each

    @property
    def marriage_points(self) -> int:
        """Announced marriages count only once the player has won a trick (N-10, M-11)."""
        return sum(self.marriages) if self.tricks > 0 else 0

    @property
    def points(self) -> int:
        return self.card_points + self.marriage_points


@dataclass(frozen=True, slots=True)
class AtClosing:
    """The closer's opponent at the moment the talon was closed (N-15, M-18)."""

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
    winner: int | None  # None: a Ständer (66, M-19), nobody wins
    game_points: int
    rule_id: str
    case: str  # why this player won (keys the explanation)
    points_rule_id: str  # what set the game points
    points_case: str
    # The points and tricks the game points were read from (a Ständer: 65 and the fewer tricks)
    loser_points: int
    loser_tricks: int
    totals: tuple[int, int]  # card points, counted marriages and the last trick's bonus


def check_facts(facts: HandFacts, rules: Variant = SCHNAPSEN_VARIANT) -> None:
    players = facts.players
    deck_points, tricks = rules.deck_points, rules.tricks
    marriage_values = (rules.marriage_points, rules.trump_marriage_points)
    min_trick = rules.min_trick_points
    for index, player in enumerate(players):
        if not 0 <= player.card_points <= deck_points:
            raise PositionError("talon.card-points", field=f"players/{index}/card_points",
                                points=deck_points)
        if not 0 <= player.tricks <= tricks:
            raise PositionError("talon.tricks", field=f"players/{index}/tricks", tricks=tricks)
        for m, value in enumerate(player.marriages):
            if value not in marriage_values:
                raise PositionError("talon.marriage-worth", field=f"players/{index}/marriages",
                                    index=m, plain=marriage_values[0], trump=marriage_values[1])
        if player.tricks == 0 and player.card_points > 0:
            raise PositionError("talon.points-without-trick", field=f"players/{index}/tricks")
        if player.card_points < min_trick * player.tricks:
            # Schnapsen's lowest trick is two Unter (4); 66's two Nines are worth 0 (M-17).
            raise PositionError("talon.trick-points", field=f"players/{index}/card_points",
                                tricks=player.tricks, points=min_trick * player.tricks,
                                least=min_trick)
    if sum(p.card_points for p in players) > deck_points:
        raise PositionError("talon.points-over", field="players", points=deck_points)
    if sum(p.tricks for p in players) > tricks:
        raise PositionError("talon.tricks-over", field="players", tricks=tricks)
    marriages = [m for p in players for m in p.marriages]
    if len(marriages) > 4 or marriages.count(rules.trump_marriage_points) > 1:
        raise PositionError("talon.marriages-at-most", field="players")
    if (facts.closed_by is None) != (facts.at_closing is None):
        raise PositionError("talon.closed-together", field="at_closing")
    decided = (facts.renonce_by is not None or facts.claimed_66_by is not None
               or facts.closed_by is not None)
    if not decided and facts.last_trick_by is None:
        raise PositionError("talon.hand-end", field="last_trick_by")
    if facts.renonce_by is not None and rules.ids.renonce is None:
        raise PositionError("talon.no-revoke-penalty", field="renonce_by", game=rules.title)
    if not decided and rules.played_out is PlayedOut.POINTS and (
            sum(p.tricks for p in players) != tricks
            or sum(p.card_points for p in players) != deck_points):
        # RM10: the points decide only once every card was played.
        raise PositionError("talon.played-out-needs", field="players", tricks=tricks,
                            points=deck_points)


def game_points(loser_points: int, loser_tricks: int,
                rules: Variant = SCHNAPSEN_VARIANT) -> tuple[int, str]:
    """N-14, M-17: 1 if the loser has 33 or more, 2 below 33 with a trick, 3 without a trick
    (66: a trick of two Nines is a trick)."""
    if loser_tricks == 0:
        return 3, "no_trick"
    if loser_points < rules.schneider_line:
        return 2, "under_33"
    return 1, "33_or_more"


def _totals(facts: HandFacts, rules: Variant) -> tuple[int, int]:
    """Points with counted marriages; the last trick's bonus (66: M-15, RM7) only when every
    card was played, never after a closing."""
    totals = [facts.players[0].points, facts.players[1].points]
    every_card = sum(p.tricks for p in facts.players) == rules.tricks
    if facts.last_trick_by is not None and facts.closed_by is None and every_card:
        totals[facts.last_trick_by] += rules.last_trick_bonus
    return totals[0], totals[1]


def score_hand(facts: HandFacts, rules: Variant = SCHNAPSEN_VARIANT) -> HandResult:
    check_facts(facts, rules)
    ids = rules.ids
    totals = _totals(facts, rules)

    def result(winner: int, rule_id: str, case: str, loser_points: int, loser_tricks: int,
               points_rule: str = ids.game_points) -> HandResult:
        points, points_case = game_points(loser_points, loser_tricks, rules)
        return HandResult(winner, points, rule_id, case, points_rule, points_case, loser_points,
                          loser_tricks, totals)

    if facts.renonce_by is not None and ids.renonce is not None:
        # N-9: a Renonce loses the hand with 3 game points
        other = 1 - facts.renonce_by
        loser = facts.players[facts.renonce_by]
        return HandResult(other, 3, ids.renonce, "renonce", ids.renonce, "renonce",
                          loser.points, loser.tricks, totals)
    claimer = facts.claimed_66_by
    closer, at_closing = facts.closed_by, facts.at_closing
    if claimer is not None:
        other = 1 - claimer
        opponent = facts.players[other]
        if totals[claimer] >= rules.winning_points:
            if closer == claimer and at_closing is not None:
                # N-15: a successful closer is scored on the opponent at the moment of closing.
                return result(claimer, ids.closing, "closer_made_66",
                              at_closing.opponent_points, at_closing.opponent_tricks,
                              points_rule=ids.closing)
            if closer == other and at_closing is not None:
                return _failed_closing(closer, at_closing, facts, totals, rules)
            return result(claimer, ids.claim, "claimed_66", totals[other], opponent.tricks)
        if closer == claimer and at_closing is not None:
            return _failed_closing(closer, at_closing, facts, totals, rules)
        # N-D1, RM8: a wrong claim of 66 costs as much as a failed closing.
        claimer_tally = facts.players[claimer]
        points = (3, "no_trick") if opponent.tricks == 0 else (2, "failed")
        return HandResult(other, points[0], ids.wrong_claim, "wrong_claim", ids.wrong_claim,
                          points[1], claimer_tally.points, claimer_tally.tricks, totals)
    if facts.closed_by is not None and facts.at_closing is not None:
        return _failed_closing(facts.closed_by, facts.at_closing, facts, totals, rules)
    last = facts.last_trick_by if facts.last_trick_by is not None else 0  # checked above
    if rules.played_out is PlayedOut.LAST_TRICK:
        loser = facts.players[1 - last]
        # R17: points reached but never claimed win nothing; the sentence says who had them.
        unclaimed = [seat for seat in range(PLAYERS) if totals[seat] >= rules.winning_points]
        case = ("last_trick" if not unclaimed else "last_trick_both_unclaimed"
                if len(unclaimed) == 2 else "last_trick_winner_unclaimed"
                if unclaimed[0] == last else "last_trick_loser_unclaimed")
        return result(last, ids.played_out, case, loser.points, loser.tricks)
    return _played_out_by_points(facts, totals, last, rules)


def _played_out_by_points(facts: HandFacts, totals: tuple[int, int], last: int,
                          rules: Variant) -> HandResult:
    """66 (M-19, RM10): the points decide; both over 66 (one failed to claim): the last trick;
    neither (65 : 65, the only way with 130 in play): a Ständer."""
    made = [seat for seat in range(PLAYERS) if totals[seat] >= rules.winning_points]
    rule_id = rules.ids.played_out
    if not made:
        fewer = min(p.tricks for p in facts.players)
        return HandResult(None, 0, rule_id, "staender", rule_id, "staender", totals[0], fewer,
                          totals)
    winner = made[0] if len(made) == 1 else last
    case = "most_points" if len(made) == 1 else "both_66_last_trick"
    loser = facts.players[1 - winner]
    points, points_case = game_points(totals[1 - winner], loser.tricks, rules)
    return HandResult(winner, points, rule_id, case, rules.ids.game_points, points_case,
                      totals[1 - winner], loser.tricks, totals)


def _failed_closing(closer: int, at_closing: AtClosing, facts: HandFacts,
                    totals: tuple[int, int], rules: Variant) -> HandResult:
    """N-15, M-18: the closer did not make 66: the opponent scores 2, or 3 if he had no trick
    when the talon was closed."""
    no_trick = at_closing.opponent_tricks == 0
    tally = facts.players[closer]
    rule_id = rules.ids.closing
    # R17: a closer with the points who did not claim has failed too, and is told so.
    case = ("closer_did_not_claim" if totals[closer] >= rules.winning_points
            and facts.claimed_66_by != closer else "closer_failed")
    return HandResult(1 - closer, 3 if no_trick else 2, rule_id, case, rule_id,
                      "opponent_had_no_trick" if no_trick else "closer_failed", tally.points,
                      tally.tricks, totals)


@dataclass(frozen=True, slots=True)
class BummerlStanding:
    remaining: tuple[int, int]  # game points each player still needs, counted down from 7
    winner: int | None  # the first to count down to 0 wins the Bummerl
    carry: int = 0  # 66: game points Ständer carried to the next decided hand's winner (RM10)


def bummerl(results: Sequence[tuple[int | None, int]],
            rules: Variant = SCHNAPSEN_VARIANT) -> tuple[BummerlStanding, ...]:
    """The standing after each hand, from (winner, game points) pairs (N-16, M-20); in 66 a
    Ständer is (None, 0) and its carry goes to the next winner (RM11)."""
    remaining = [rules.bummerl, rules.bummerl]
    carry = 0
    standings: list[BummerlStanding] = []
    for index, (winner, points) in enumerate(results):
        if standings and standings[-1].winner is not None:
            raise PositionError("talon.bummerl-won", field="hands", index=index)
        if winner is None and points == 0 and rules.staender_carry:
            carry += rules.staender_carry
            standings.append(BummerlStanding((remaining[0], remaining[1]), None, carry))
            continue
        if winner not in (0, 1) or points not in (1, 2, 3):
            raise PositionError("talon.hand-won-by-or-staender" if rules.staender_carry
                                else "talon.hand-won-by", field="hands", index=index)
        assert winner is not None  # checked above; mypy does not narrow through "in"
        remaining[winner] = max(0, remaining[winner] - points - carry)
        carry = 0
        standings.append(BummerlStanding((remaining[0], remaining[1]),
                                         winner if remaining[winner] == 0 else None))
    return tuple(standings)
