"""Who wins a Schnapsen trick (N-3): two cards, the leader's and the second player's."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.cards import Card, Suit
from rules.position import check_trick_in_deck
from rules.schnapsen.contract import SchnapsenContract
from rules.schnapsen.deck import SCHNAPSEN_DECK
from rules.schnapsen.ranking import is_trump, points, strength

PLAYERS = 2


@dataclass(frozen=True, slots=True)
class SchnapsenTrick:
    cards: tuple[Card, ...]
    led_suit: Suit
    winner: int
    # "lead" (one card so far), "higher_of_led_suit", "trump", "leader_higher" (the second
    # card follows lower), "leader_keeps" (the second card is of another non-trump suit)
    case: str
    complete: bool

    @property
    def winning_card(self) -> Card:
        return self.cards[self.winner]

    @property
    def points(self) -> int:
        return sum(points(c) for c in self.cards)


def judge_trick(trick: Sequence[Card], contract: SchnapsenContract) -> SchnapsenTrick:
    check_trick_in_deck(SCHNAPSEN_DECK, trick, players=PLAYERS)
    led = trick[0]
    if len(trick) == 1:
        return SchnapsenTrick(tuple(trick), led.suit, 0, "lead", False)
    second = trick[1]
    if second.suit is led.suit:
        wins = strength(second) > strength(led)
        case = "higher_of_led_suit" if wins else "leader_higher"
    elif is_trump(second, contract):
        wins, case = True, "trump"
    else:
        wins, case = False, "leader_keeps"
    return SchnapsenTrick(tuple(trick), led.suit, 1 if wins else 0, case, True)
