"""A second brute force of the play after a closing, for whole positions: the same game as
the tests' ``closing_oracle`` (every branch played to its end, every child's outcome worked
out before any is looked at: no table, no pruning, no short cut), with cards as bits so that
a position of many deals takes seconds, not hours. Legality and trick winners come from the family's
rules (``legal_cards``, ``judge_trick``), asked per hand; nothing of ``closed_play``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import combinations

from rules.cards import Card, Rank
from rules.schnapsen.closing import ClosingPosition, check_position
from rules.schnapsen.contract import SchnapsenContract, Talon
from rules.schnapsen.legality import legal_cards
from rules.schnapsen.trick import judge_trick
from rules.schnapsen.variant import Variant

PARTNER = {Rank.KING: Rank.OBER, Rank.OBER: Rank.KING}


@dataclass(slots=True)
class Cards:
    """The deck of one variant under one trump suit, in deck order, as bits."""

    rules: Variant
    contract: SchnapsenContract
    cards: tuple[Card, ...] = field(init=False)
    points: tuple[int, ...] = field(init=False)
    partner: tuple[int, ...] = field(init=False)  # the marriage's other card, or -1
    worth: tuple[int, ...] = field(init=False)  # 20 or 40 for a King or Ober, else 0
    second_wins: tuple[tuple[bool, ...], ...] = field(init=False)
    legal_by_hand: dict[tuple[int, int], int] = field(init=False)  # the rules' answers

    def __post_init__(self) -> None:
        rules, contract = self.rules, self.contract
        self.cards = rules.deck.cards
        index = {card: i for i, card in enumerate(self.cards)}
        self.points = tuple(rules.points[c.rank] for c in self.cards)
        self.partner = tuple(index[Card(c.suit, PARTNER[c.rank])] if c.rank in PARTNER else -1
                             for c in self.cards)
        self.worth = tuple((rules.trump_marriage_points if c.suit is contract.trump
                            else rules.marriage_points) if c.rank in PARTNER else 0
                           for c in self.cards)
        self.second_wins = tuple(
            tuple(a != b and judge_trick((a, b), contract, rules).winner == 1
                  for b in self.cards) for a in self.cards)
        self.legal_by_hand = {}

    def mask(self, cards: tuple[Card, ...]) -> int:
        return sum(1 << self.cards.index(c) for c in cards)

    def legal(self, hand: int, led: int) -> int:
        """The second player's legal cards: the rules asked for this very hand."""
        key = (hand, led)
        found = self.legal_by_hand.get(key)
        if found is None:
            held = tuple(c for i, c in enumerate(self.cards) if hand >> i & 1)
            found = self.mask(legal_cards(held, (self.cards[led],), self.contract,
                                          Talon.CLOSED, rules=self.rules))
            self.legal_by_hand[key] = found
        return found


def bits(mask: int) -> list[int]:
    return [i for i in range(mask.bit_length()) if mask >> i & 1]


def wins(deck: Cards, hands: tuple[int, int], leader: int, points: tuple[int, int],
         tricks: tuple[bool, bool], announcing: bool, lead: int) -> bool:
    """Whether player 0 (the closer) wins when ``leader`` leads ``lead``; ``points`` counted
    with a trick, else his pending marriages."""
    rules = deck.rules
    goal = rules.winning_points
    mine = list(points)
    other = deck.partner[lead]
    if announcing and other >= 0 and hands[leader] >> other & 1:
        mine[leader] += deck.worth[lead]
        if tricks[leader] and mine[leader] >= goal:
            return leader == 0
    follower = 1 - leader
    outcomes = []
    for reply in bits(deck.legal(hands[follower], lead)):
        winner = follower if deck.second_wins[lead][reply] else leader
        after = list(mine)
        after[winner] += deck.points[lead] + deck.points[reply]
        rest = [hands[0], hands[1]]
        rest[leader] ^= 1 << lead
        rest[follower] ^= 1 << reply
        if after[winner] >= goal:
            outcomes.append(winner == 0)
        elif not rest[0]:
            outcomes.append(False)  # the cards ran out without the closer's claim
        else:
            won = [tricks[0], tricks[1]]
            won[winner] = True
            outcomes.append(at_lead(deck, (rest[0], rest[1]), winner, (after[0], after[1]),
                                    (won[0], won[1])))
    return any(outcomes) if follower == 0 else all(outcomes)


def at_lead(deck: Cards, hands: tuple[int, int], leader: int, points: tuple[int, int],
            tricks: tuple[bool, bool]) -> bool:
    outcomes = [wins(deck, hands, leader, points, tricks, deck.rules.marriages_when_strict,
                     card) for card in bits(hands[leader])]
    return any(outcomes) if leader == 0 else all(outcomes)


@dataclass(frozen=True, slots=True)
class Counts:
    deals: int
    wins: tuple[int, ...]  # per first lead, in hand order
    wins_double_dummy: int  # the deals some first lead wins


def count(position: ClosingPosition, rules: Variant,
          decks: Callable[[SchnapsenContract], Cards] | None = None) -> Counts:
    """Every opponent hand and every first lead of a closing, counted."""
    deck = decks(position.contract) if decks else Cards(rules, position.contract)
    mine, his, known, unseen = check_position(position, rules)
    hand = deck.mask(position.hand)
    fixed = deck.mask(known)
    free = [c for c in unseen if c not in known]
    leads = [deck.cards.index(c) for c in position.hand]
    totals = [0] * len(leads)
    either = deals = 0
    for drawn in combinations(free, rules.hand_size - len(known)):
        opponent = fixed | deck.mask(drawn)
        deals += 1
        won = [wins(deck, (hand, opponent), 0, (mine.side.points, his.side.points),
                    (mine.side.has_trick, his.side.has_trick), True, lead) for lead in leads]
        totals = [t + w for t, w in zip(totals, won, strict=True)]
        either += any(won)
    return Counts(deals, tuple(totals), either)
