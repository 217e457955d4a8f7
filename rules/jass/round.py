"""A whole Schieber round: who played and won every trick, the count (J-14, J-15), Weis and
Stöck, the multiplier (R7), the target (J-S3, J-S4) and the Schieben (J-2)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from rules.cards import Card
from rules.errors import Counted, DuplicateCardError, PositionError
from rules.jass.contract import JassContract
from rules.jass.deck import JASS_DECK
from rules.jass.ranking import LAST_TRICK_BONUS, MATCH_BONUS
from rules.jass.ruleset import JassRuleset, ScoringStep
from rules.jass.stoeck import STOECK_POINTS, Play, stoeck_cards
from rules.jass.trick import judge_trick
from rules.jass.weis import Declaration, WeisComparison, compare

TRICKS = 9
SEATS = 4


@dataclass(frozen=True, slots=True)
class PlayedTrick:
    cards: tuple[Card, ...]
    leader: int  # seat that led
    winner: int  # seat that won
    points: int

    @property
    def team(self) -> int:
        return self.winner % 2


def play_round(tricks: Sequence[Sequence[Card]], contract: JassContract,
               first_leader: int = 0, partial: bool = False,
               trick_contract: Callable[[int], JassContract] | None = None
               ) -> tuple[PlayedTrick, ...]:
    """Seats in the order of play; the Vorhand (``first_leader``) leads the first trick and
    every trick's winner the next (J-2). A whole round holds every card exactly once; a
    ``partial`` one the tricks so far, the last of them possibly incomplete.
    ``trick_contract``: the contract trick ``number`` (from 1) is played under, where it is
    not ``contract`` (Coiffeur's Slalom changes direction trick by trick)."""
    if len(tricks) > TRICKS or (not partial and len(tricks) != TRICKS):
        raise PositionError("jass.round-tricks", field="tricks", tricks=TRICKS, count=len(tricks))
    seen: dict[Card, int] = {}
    played = []
    leader = first_leader
    for number, trick in enumerate(tricks):
        incomplete_allowed = partial and number == len(tricks) - 1
        if len(trick) != SEATS and not (incomplete_allowed and 1 <= len(trick) < SEATS):
            raise PositionError("jass.trick-size", field="tricks", index=number, seats=SEATS,
                                count=len(trick))
        for card in trick:
            if card not in JASS_DECK:
                raise PositionError("jass.not-a-card", field="tricks", index=number, card=card)
            if card in seen:
                raise DuplicateCardError("jass.played-twice", field="tricks", index=number,
                                         card=card, first=Counted(seen[card]),
                                         second=Counted(number))
            seen[card] = number
        result = judge_trick(trick, contract if trick_contract is None
                             else trick_contract(number + 1))
        winner = (leader + result.winner) % SEATS
        played.append(PlayedTrick(tuple(trick), leader, winner, result.points))
        leader = winner
    return tuple(played)


def plays(tricks: Sequence[PlayedTrick]) -> tuple[Play, ...]:
    return tuple(Play(t, place, (trick.leader + place) % SEATS, card)
                 for t, trick in enumerate(tricks) for place, card in enumerate(trick.cards))


MULTIPLIER_PRESETS: Mapping[str, Mapping[str, int]] = MappingProxyType({
    # R7: presets, not rules. Keys: trump suits, obenabe, undenufe.
    "flat": MappingProxyType({"acorns": 1, "bells": 1, "roses": 1, "shields": 1,
                              "obenabe": 1, "undenufe": 1}),
    "traditional": MappingProxyType({"acorns": 1, "roses": 1, "bells": 2, "shields": 2,
                                     "obenabe": 3, "undenufe": 3}),
    "slalom": MappingProxyType({"acorns": 1, "roses": 1, "bells": 1, "shields": 1,
                                "obenabe": 2, "undenufe": 2}),
})


def multiplier_for(contract: JassContract, preset: str) -> int:
    key = contract.trump.value if contract.trump else contract.mode.value
    return MULTIPLIER_PRESETS[preset][key]


@dataclass(frozen=True, slots=True)
class TeamCount:
    card_points: int
    last_trick: int
    match: int
    weis: int
    stoeck: int
    tricks: int

    @property
    def trick_points(self) -> int:
        return self.card_points + self.last_trick + self.match

    @property
    def subtotal(self) -> int:
        return self.trick_points + self.weis + self.stoeck


@dataclass(frozen=True, slots=True)
class RoundCount:
    tricks: tuple[PlayedTrick, ...]
    teams: tuple[TeamCount, TeamCount]
    weis: WeisComparison
    stoeck_team: int | None
    multiplier: int

    def total(self, team: int) -> int:
        return self.teams[team].subtotal * self.multiplier

    @property
    def card_points(self) -> int:
        """Both teams' card points: 152 in every contract (J-14)."""
        return sum(team.card_points for team in self.teams)

    @property
    def with_last_trick(self) -> int:
        return self.card_points + LAST_TRICK_BONUS

    @property
    def with_match(self) -> int:
        """157, or 257 when one team took all nine tricks (J-14, J-15)."""
        return self.with_last_trick + (MATCH_BONUS if any(t.match for t in self.teams) else 0)


def count_round(tricks: Sequence[Sequence[Card]], contract: JassContract, *,
                first_leader: int = 0, declarations: Sequence[Declaration] = (),
                stoeck_seat: int | None = None, multiplier: int = 1,
                played: tuple[PlayedTrick, ...] | None = None) -> RoundCount:
    """``played``: ``tricks`` as ``play_round`` judges them, from a round walk that has
    checked every play: neither checked nor judged again."""
    if played is None:
        played = play_round(tricks, contract, first_leader)
    all_plays = plays(played)
    by_seat = {p.card: p.seat for p in all_plays}
    for index, declaration in enumerate(declarations):
        for declared in declaration.weis:
            foreign = [c for c in declared.cards if by_seat[c] != declaration.seat]
            if foreign:
                raise PositionError("jass.declares-foreign", field="declarations", index=index,
                                    seat=Counted(declaration.seat), card=foreign[0],
                                    other=Counted(by_seat[foreign[0]]))
    stoeck_team = None
    if stoeck_seat is not None:
        pair = stoeck_cards(contract)
        if pair is None:
            raise PositionError("jass.no-stoeck", field="stoeck_seat")
        if any(by_seat[card] != stoeck_seat for card in pair):
            raise PositionError("jass.stoeck-not-played", field="stoeck_seat",
                                seat=Counted(stoeck_seat))
        stoeck_team = stoeck_seat % 2
    comparison = compare(declarations, contract)
    teams = []
    for team in (0, 1):
        won = [t for t in played if t.team == team]
        teams.append(TeamCount(
            card_points=sum(t.points for t in won),
            last_trick=LAST_TRICK_BONUS if played[-1].team == team else 0,
            match=MATCH_BONUS if len(won) == TRICKS else 0,
            weis=comparison.team_points[team],
            stoeck=STOECK_POINTS if stoeck_team == team else 0,
            tricks=len(won)))
    return RoundCount(played, (teams[0], teams[1]), comparison, stoeck_team, multiplier)


@dataclass(frozen=True, slots=True)
class TargetResult:
    winner: int | None
    step: ScoringStep | None  # the block in which the winner crossed the target
    tie: bool  # both crossed in the same block with equal totals (J-D1)
    both_reached: bool  # both crossed in the deciding block: the higher total won (J-D1)
    running: tuple[tuple[ScoringStep, int, int], ...]  # totals after each block


def reach_target(before: tuple[int, int], target: int,
                 parts: Mapping[ScoringStep, tuple[int, int]],
                 ruleset: JassRuleset) -> TargetResult:
    """J-S3: the parts count block by block in the ruleset's order; a team that crosses the
    target in an earlier block wins. J-D1: both in the same block: the higher total wins."""
    totals = list(before)
    running = []
    for step in ruleset.scoring_order:
        for team in (0, 1):
            totals[team] += parts[step][team]
        running.append((step, totals[0], totals[1]))
        reached = [team for team in (0, 1) if totals[team] >= target]
        if len(reached) == 1:
            return TargetResult(reached[0], step, False, False, tuple(running))
        if len(reached) == 2:
            if totals[0] == totals[1]:
                return TargetResult(None, step, True, True, tuple(running))
            return TargetResult(0 if totals[0] > totals[1] else 1, step, False, True,
                                tuple(running))
    return TargetResult(None, None, False, False, tuple(running))


@dataclass(frozen=True, slots=True)
class Choice:
    seat: int
    push: bool
    contract: JassContract | None = None


@dataclass(frozen=True, slots=True)
class SchiebenResult:
    contract: JassContract
    chooser: int
    pushed: bool
    first_leader: int  # the Vorhand leads the first trick even after pushing (J-2)


def schieben(dealer: int, choices: Sequence[Choice]) -> SchiebenResult:
    """J-2: the Vorhand (next after the dealer in the order of play, i.e. to his right)
    chooses or pushes once to the partner opposite, who must choose; no pushing back."""
    vorhand = (dealer + 1) % SEATS
    partner = (vorhand + 2) % SEATS
    if not choices:
        raise PositionError("jass.vorhand-decides", field="choices")
    first = choices[0]
    if first.seat != vorhand:
        raise PositionError("jass.vorhand-first", field="choices", index=0,
                            vorhand=Counted(vorhand), dealer=Counted(dealer),
                            seat=Counted(first.seat))
    if not first.push:
        if len(choices) > 1:
            raise PositionError("jass.chosen", field="choices", index=1)
        return SchiebenResult(_chosen(first, 0), vorhand, False, vorhand)
    if first.contract is not None:
        raise PositionError("jass.push-names-none", field="choices", index=0)
    if len(choices) < 2:
        raise PositionError("jass.partner-must-choose", field="choices", partner=Counted(partner))
    second = choices[1]
    if second.seat != partner:
        raise PositionError("jass.only-partner", field="choices", index=1, partner=Counted(partner))
    if second.push:
        raise PositionError("jass.no-push-back", field="choices", index=1)
    if len(choices) > 2:
        raise PositionError("jass.chosen", field="choices", index=2)
    return SchiebenResult(_chosen(second, 1), partner, True, vorhand)


def _chosen(choice: Choice, index: int) -> JassContract:
    if choice.contract is None:
        raise PositionError("jass.choosing-names", field="choices", index=index)
    return choice.contract

