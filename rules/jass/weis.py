"""Weis (J-S2, R6): the sequences and four-of-a-kinds of a hand, and the comparison of the
teams' best Weis with every tie-break step named.

Sequences run in one suit by the natural order 6-7-8-9-10-U-O-K-A, never reversed, also in
Obenabe and Undenufe. A card may count in one sequence and one four-of-a-kind at once, and
longer sequences are always worth more than their parts, so the best declaration of a hand
is every maximal sequence of three or more plus every four-of-a-kind that scores.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from rules.cards import Card, Rank, Suit
from rules.errors import PositionError
from rules.jass.contract import JassContract
from rules.jass.deck import RANKS, SUITS

NATURAL = RANKS  # 6, 7, 8, 9, 10, U, O, K, A
SEQUENCE_POINTS = {3: 20, 4: 50, 5: 100, 6: 150, 7: 200, 8: 250, 9: 300}
FOUR_OF_A_KIND_POINTS = {Rank.UNDER: 200, Rank.NINE: 150, Rank.ACE: 100, Rank.KING: 100,
                         Rank.OBER: 100, Rank.TEN: 100}  # four 6, 7 or 8: no Weis


class WeisKind(StrEnum):
    SEQUENCE = "sequence"
    FOUR_OF_A_KIND = "four_of_a_kind"


@dataclass(frozen=True, slots=True)
class Weis:
    kind: WeisKind
    cards: tuple[Card, ...]  # a sequence lowest first; four of a kind by suit
    points: int

    @property
    def top(self) -> Rank:
        return self.cards[-1].rank if self.kind is WeisKind.SEQUENCE else self.cards[0].rank

    @property
    def suit(self) -> Suit | None:
        return self.cards[0].suit if self.kind is WeisKind.SEQUENCE else None


def read_weis(cards: Sequence[Card]) -> Weis:
    """A declared Weis: the cards must form a sequence or a scoring four-of-a-kind."""
    if len(set(cards)) != len(cards):
        raise PositionError("jass.weis-card-twice", field="cards")
    ranks = {c.rank for c in cards}
    if len(cards) == 4 and len(ranks) == 1:
        rank = cards[0].rank
        if rank not in FOUR_OF_A_KIND_POINTS:
            raise PositionError("jass.four-no-weis", field="cards", rank=rank.value)
        return Weis(WeisKind.FOUR_OF_A_KIND, tuple(sorted(cards, key=lambda c: c.suit.value)),
                    FOUR_OF_A_KIND_POINTS[rank])
    suits = {c.suit for c in cards}
    ordered = sorted(cards, key=lambda c: NATURAL.index(c.rank))
    positions = [NATURAL.index(c.rank) for c in ordered]
    if len(suits) != 1 or len(cards) < 3 or positions != list(
            range(positions[0], positions[0] + len(cards))):
        raise PositionError("jass.weis-shape", field="cards")
    return Weis(WeisKind.SEQUENCE, tuple(ordered), SEQUENCE_POINTS[len(cards)])


def weis_of_hand(hand: Sequence[Card]) -> tuple[Weis, ...]:
    """Every Weis the hand holds, declared the best way (all of them count at once)."""
    found: list[Weis] = []
    held = set(hand)
    for suit in SUITS:
        run: list[Card] = []
        for rank in (*NATURAL, None):
            card = Card(suit, rank) if rank is not None else None
            if card is not None and card in held:
                run.append(card)
                continue
            if len(run) >= 3:
                found.append(Weis(WeisKind.SEQUENCE, tuple(run), SEQUENCE_POINTS[len(run)]))
            run = []
    for rank, value in FOUR_OF_A_KIND_POINTS.items():
        four = tuple(Card(suit, rank) for suit in SUITS)
        if all(card in held for card in four):
            found.append(Weis(WeisKind.FOUR_OF_A_KIND, four, value))
    return tuple(sorted(found, key=lambda w: (-w.points, -len(w.cards))))


class TieBreak(StrEnum):
    """The steps of R6, in order."""

    UNCONTESTED = "uncontested"  # only one team declared a Weis
    POINTS = "points"
    CARDS = "cards"
    TOP_CARD = "top_card"
    TRUMP_SUIT = "trump_suit"
    SEAT = "seat"


@dataclass(frozen=True, slots=True)
class Declaration:
    seat: int  # 0 = Vorhand (leads the first trick), then in the order of play
    weis: tuple[Weis, ...]

    @property
    def team(self) -> int:
        return self.seat % 2


def _key(weis: Weis, contract: JassContract, step: TieBreak) -> int:
    if step is TieBreak.POINTS:
        return weis.points
    if step is TieBreak.CARDS:
        return len(weis.cards)
    if step is TieBreak.TOP_CARD:
        return NATURAL.index(weis.top)
    return int(contract.trump is not None and weis.suit is contract.trump)


@dataclass(frozen=True, slots=True)
class WeisComparison:
    winner_team: int | None  # None: nobody declared a Weis
    best: tuple[int, Weis] | None  # the deciding declaration's seat and Weis
    decided_by: TieBreak | None
    team_points: tuple[int, int]  # what each team scores: the winner all of its Weis


def compare(declarations: Sequence[Declaration], contract: JassContract) -> WeisComparison:
    """J-S2, R6: the team with the best single Weis scores all its Weis, the other none."""
    seats = [d.seat for d in declarations]
    if len(set(seats)) != len(seats):
        raise PositionError("jass.declares-once", field="declarations")
    candidates = [(d.seat, w) for d in declarations for w in d.weis]
    if not candidates:
        return WeisComparison(None, None, None, (0, 0))
    decided_by = TieBreak.UNCONTESTED
    for step in (TieBreak.POINTS, TieBreak.CARDS, TieBreak.TOP_CARD, TieBreak.TRUMP_SUIT):
        top = max(_key(w, contract, step) for _, w in candidates)
        narrowed = [(s, w) for s, w in candidates if _key(w, contract, step) == top]
        if len({s % 2 for s, _ in candidates}) > 1:
            decided_by = step
        candidates = narrowed
        if len({s % 2 for s, _ in candidates}) == 1:
            break
    else:
        decided_by = TieBreak.SEAT
    seat, weis = min(candidates, key=lambda c: c[0])  # R6: the earlier player
    team = seat % 2
    total = sum(w.points for d in declarations if d.team == team for w in d.weis)
    return WeisComparison(team, (seat, weis), decided_by,
                          (total, 0) if team == 0 else (0, total))
