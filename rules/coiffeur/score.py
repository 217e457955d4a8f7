"""A Coiffeur round's count (JC-S2): the Schieber's card points, 5 for the last trick and 100
for a Match (257, RJ7), each trick valued in its own direction (RJ5), no Weis and no Stöck
(JC-3); the row's points are the declaring team's, a Misère's its opponents' (RJ6)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.cards import Card
from rules.coiffeur.contract import CoiffeurContract, Direction
from rules.coiffeur.sheet import SheetError
from rules.jass.ranking import LAST_TRICK_BONUS, MATCH_BONUS
from rules.jass.round import PlayedTrick, play_round

TEAMS = 2


@dataclass(frozen=True, slots=True)
class CountedTrick:
    number: int  # 1 … 9
    direction: Direction | None  # None: a trump contract
    trick: PlayedTrick


@dataclass(frozen=True, slots=True)
class RoundScore:
    contract: CoiffeurContract
    declarer_team: int
    tricks: tuple[CountedTrick, ...]
    team_points: tuple[int, int]  # card points, last trick and Match included
    tricks_won: tuple[int, int]
    match: int | None  # the team that made every trick

    @property
    def row_points(self) -> int:
        """What the declaring team writes in its row (JC-1; JC-6: a Misère's opponents')."""
        team = 1 - self.declarer_team if self.contract.opponents_count else self.declarer_team
        return self.team_points[team]


def score_round(contract: CoiffeurContract, declarer_team: int, tricks: Sequence[Sequence[Card]],
                leader: int = 0) -> RoundScore:
    """The nine tricks of a round, the Vorhand ``leader`` leading the first."""
    if declarer_team not in range(TEAMS):
        raise SheetError("coiffeur.invalid-team", field="declarer_team", team=declarer_team)
    played = play_round(tricks, contract.played_as(), leader, trick_contract=contract.played_as)
    return count(contract, declarer_team, played)


def count(contract: CoiffeurContract, declarer_team: int,
          played: Sequence[PlayedTrick]) -> RoundScore:
    points, won = [0, 0], [0, 0]
    for trick in played:
        points[trick.team] += trick.points
        won[trick.team] += 1
    points[played[-1].team] += LAST_TRICK_BONUS
    match = next((team for team in range(TEAMS) if won[team] == len(played)), None)
    if match is not None:
        points[match] += MATCH_BONUS
    counted = tuple(CountedTrick(number, contract.direction(number), trick)
                    for number, trick in enumerate(played, start=1))
    return RoundScore(contract, declarer_team, counted, (points[0], points[1]),
                      (won[0], won[1]), match)
