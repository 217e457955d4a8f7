"""Who wins a trick of the family (Schnapsen N-3, 66 M-3): two cards, the leader's and the
second player's."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.cards import Card, Suit
from rules.position import check_trick_in_deck
from rules.schnapsen.contract import SchnapsenContract
from rules.schnapsen.ranking import is_trump, strength
from rules.schnapsen.variant import PLAYERS, SCHNAPSEN_VARIANT, Variant

__all__ = ["PLAYERS", "SchnapsenTrick", "judge_trick"]


@dataclass(frozen=True, slots=True)
class SchnapsenTrick:
    cards: tuple[Card, ...]
    led_suit: Suit
    winner: int
    # "lead" (one card so far), "higher_of_led_suit", "trump", "leader_higher" (the second
    # card follows lower), "leader_keeps" (the second card is of another non-trump suit),
    # "trump_led_keeps" (a trump led, the second card of a non-trump suit)
    case: str
    complete: bool
    points: int

    @property
    def winning_card(self) -> Card:
        return self.cards[self.winner]


def judge_trick(trick: Sequence[Card], contract: SchnapsenContract,
                rules: Variant = SCHNAPSEN_VARIANT, *, well_formed: bool = False
                ) -> SchnapsenTrick:
    """``well_formed``: the caller has already checked the cards (the trick of a position
    already judged), so they are not checked again."""
    if not well_formed:
        check_trick_in_deck(rules.deck, trick, players=PLAYERS)
    led = trick[0]
    points = sum(rules.points[c.rank] for c in trick)
    if len(trick) == 1:
        return SchnapsenTrick(tuple(trick), led.suit, 0, "lead", False, points)
    second = trick[1]
    if second.suit is led.suit:
        wins = strength(second, rules) > strength(led, rules)
        case = "higher_of_led_suit" if wins else "leader_higher"
    elif is_trump(second, contract):
        wins, case = True, "trump"
    else:  # a led trump is "trump", not "neither trump nor trump"
        wins, case = False, "trump_led_keeps" if is_trump(led, contract) else "leader_keeps"
    return SchnapsenTrick(tuple(trick), led.suit, 1 if wins else 0, case, True, points)
