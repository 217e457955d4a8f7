"""The score of a Bauernschnapsen hand and the Bummerl: the normal game to 66 with 1, 2 or 3
game points or the last trick (B-22, B-23, RB4, RB5), each contract won or lost as it
decides (B-24 … B-26, RB7, RB8), the Bummerl to 24 with Schneider and Retourschneider
(B-27, B-28, RB9)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from rules.bauernschnapsen.contract import TEAMS, BauernContract, Goal
from rules.bauernschnapsen.legality import MarriageNotAllowedError, marriage_points
from rules.cards import Suit
from rules.errors import Counted, RulesInputError

WINNING = 66
SCHNEIDER_LINE = 33
TRICKS = 5
DECK_POINTS = 120
BUMMERL = 24
GAME_POINTS = (1, 2, 3, 4, 6, 9, 10, 12, 24)  # B-12 … B-19


class InvalidHandError(RulesInputError):
    kind = "invalid-hand"  # a normal game's count that no hand can end with (RB4)


class InvalidTricksError(RulesInputError):
    kind = "invalid-tricks"  # tricks after the decision, deciding nothing, or impossible


class InvalidHandsError(RulesInputError):
    kind = "invalid-hands"  # hands after the Bummerl is complete (RB9)


def team_of(seat: int) -> int:
    return seat % 2


class TeamCount(NamedTuple):
    card_points: int
    marriages: tuple[int, ...]  # 20 or 40 each
    tricks: int

    @property
    def points(self) -> int:
        """RB5: marriages count once the team has won a trick."""
        return self.card_points + (sum(self.marriages) if self.tricks else 0)


class NormalResult(NamedTuple):
    winner: int  # team
    game_points: int
    points: tuple[int, int]
    rule: str  # B-22 or B-23
    case: str


def score_normal(first_to_66: int | None, teams: Sequence[TeamCount],
                 last_trick_by: int | None) -> NormalResult:
    """The normal game's result (B-22, B-23, RB4)."""
    points = (teams[0].points, teams[1].points)
    if sum(t.card_points for t in teams) > DECK_POINTS or sum(t.tricks for t in teams) > TRICKS:
        raise InvalidHandError("bauernschnapsen.invalid-hand.too-much", field="teams",
                               limit=DECK_POINTS, tricks=TRICKS)
    for team, count in enumerate(teams):
        if count.tricks == 0 and count.card_points:
            raise InvalidHandError("bauernschnapsen.invalid-hand.points-without-trick",
                                   field="teams", index=team, team=team)
    if first_to_66 is not None:
        if points[first_to_66] < WINNING:
            raise InvalidHandError("bauernschnapsen.invalid-hand.below-66", field="first_to_66",
                                   team=first_to_66, points=points[first_to_66])
        loser = teams[1 - first_to_66]
        lost = points[1 - first_to_66]
        worth, case = ((3, "no_trick") if loser.tricks == 0 else
                       (2, "below_33") if lost < SCHNEIDER_LINE else (1, "over_33"))
        return NormalResult(first_to_66, worth, points, "B-22", case)
    if last_trick_by is None:
        raise InvalidHandError("bauernschnapsen.invalid-hand.no-winner", field="last_trick_by")
    if sum(t.tricks for t in teams) != TRICKS or sum(t.card_points for t in teams) != DECK_POINTS:
        raise InvalidHandError("bauernschnapsen.invalid-hand.not-played-out", field="teams",
                               tricks=TRICKS, limit=DECK_POINTS)
    if max(points) >= WINNING:  # RB4: a team with 66 ended the hand earlier
        raise InvalidHandError("bauernschnapsen.invalid-hand.played-out-66", field="teams",
                               team=points.index(max(points)))
    return NormalResult(last_trick_by, 1, points, "B-23", "last_trick")


class Marriage(NamedTuple):
    seat: int
    suit: Suit
    trick: int  # 1-based: the trick the announcer led


class Trick(NamedTuple):
    winner: int  # seat
    points: int


class ContractResult(NamedTuple):
    won: bool | None  # None: not decided yet
    decided_at: int | None  # 1-based trick
    scoring_team: int | None
    game_points: int
    declarer_points: int | None  # (Kontra)schnapser only
    rule: str
    case: str


def declarer_points(contract: BauernContract, tricks: Sequence[Trick],
                    marriages: Sequence[Marriage]) -> int:
    """RB6, RB7: the declarer's own tricks and his marriages once he has won a trick."""
    declarer = contract.declarer
    won = sum(t.points for t in tricks if t.winner == declarer)
    if not any(t.winner == declarer for t in tricks):
        return won
    return won + sum(marriage_points(m.suit, contract) for m in marriages
                     if m.seat == declarer and m.trick <= len(tricks))


def check_marriages(contract: BauernContract, marriages: Sequence[Marriage]) -> None:
    for index, marriage in enumerate(marriages):
        if not contract.type.marriages:
            raise MarriageNotAllowedError("bauernschnapsen.marriage-not-allowed.contract",
                                          field="marriages", index=index,
                                          contract=contract.type.id)
        if not 1 <= marriage.trick <= TRICKS:
            raise InvalidTricksError("bauernschnapsen.invalid-marriage-trick", field="marriages",
                                     index=index, trick=marriage.trick, tricks=TRICKS)


def decide(contract: BauernContract, tricks: Sequence[Trick],
           marriages: Sequence[Marriage] = ()) -> ContractResult:
    """A contract's state after the tricks so far (B-24 … B-26)."""
    kind, declarer = contract.type, contract.declarer
    if declarer is None:
        raise InvalidTricksError("bauernschnapsen.invalid-tricks.normal", field="contract")
    own = team_of(declarer)
    points = declarer_points(contract, tricks, marriages) \
        if kind.goal is Goal.SIXTY_SIX_IN_THREE else None
    needed = 3 if kind.goal is Goal.SIXTY_SIX_IN_THREE else TRICKS
    for number, trick in enumerate(tricks, start=1):
        if kind.partner_sits_out and trick.winner == contract.partner:
            raise InvalidTricksError("bauernschnapsen.invalid-tricks.partner", field="tricks",
                                     index=number - 1, seat=Counted(trick.winner))
        ours = trick.winner == declarer
        lost = ours if kind.goal is Goal.NO_TRICK else not ours
        so_far = declarer_points(contract, tricks[:number], marriages)
        reached = kind.goal is Goal.SIXTY_SIX_IN_THREE and ours and so_far >= WINNING
        done = lost or reached or number == needed
        if not done:
            continue
        if number < len(tricks):
            raise InvalidTricksError("bauernschnapsen.invalid-tricks.after", field="tricks",
                                     index=number, decided=number)
        won = not lost and (reached or kind.goal is not Goal.SIXTY_SIX_IN_THREE)
        case = "won" if won else "lost_trick" if lost else "below_66"
        return ContractResult(won, number, own if won else 1 - own, kind.value, points,
                              kind.score_rule, case)
    return ContractResult(None, None, None, kind.value, points, kind.score_rule, "open")


def score_contract(contract: BauernContract, tricks: Sequence[Trick],
                   marriages: Sequence[Marriage] = ()) -> ContractResult:
    """A decided contract's result (RB8); tricks that decide nothing are refused."""
    check_marriages(contract, marriages)
    for index, trick in enumerate(tricks):
        if not 0 <= trick.winner < len(TEAMS) * 2:
            raise InvalidTricksError("bauernschnapsen.invalid-tricks.seat", field="tricks",
                                     index=index, seat=Counted(trick.winner))
    result = decide(contract, tricks, marriages)
    if result.won is None:
        raise InvalidTricksError("bauernschnapsen.invalid-tricks.undecided", field="tricks",
                                 tricks=len(tricks))
    return result


class Hand(NamedTuple):
    team: int
    game_points: int


class BummerlState(NamedTuple):
    totals: tuple[int, int]
    complete: bool
    winner: int | None
    after_hand: int | None  # 1-based
    kind: str | None  # bummerl, schneider, retourschneider
    bummerl: int  # Bummerl the losers get: 0, 1, 2 or 4


def bummerl(hands: Sequence[Hand]) -> BummerlState:
    """B-27, B-28, RB9: added up to 24; hands after that are refused."""
    totals = [0, 0]
    turned = [False, False]  # a team that once led 23 : 0 (RB9)
    for number, hand in enumerate(hands, start=1):
        if hand.game_points not in GAME_POINTS:
            raise InvalidHandsError("bauernschnapsen.invalid-hands.points", field="hands",
                                    index=number - 1, points=hand.game_points,
                                    choices=GAME_POINTS)
        totals[hand.team] += hand.game_points
        for team in (0, 1):
            if totals[team] >= BUMMERL - 1 and totals[1 - team] == 0:
                turned[team] = True
        if totals[hand.team] >= BUMMERL:
            if number < len(hands):
                raise InvalidHandsError("bauernschnapsen.invalid-hands.after", field="hands",
                                        index=number, after=number)
            loser = 1 - hand.team
            kind = ("retourschneider" if turned[loser] and totals[loser] < BUMMERL
                    else "schneider" if totals[loser] == 0 else "bummerl")
            count = {"bummerl": 1, "schneider": 2, "retourschneider": 4}[kind]
            return BummerlState((totals[0], totals[1]), True, hand.team, number, kind, count)
    return BummerlState((totals[0], totals[1]), False, None, None, None, 0)
