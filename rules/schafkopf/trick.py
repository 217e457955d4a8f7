"""Who wins a Schafkopf trick (K-7): the highest trump, else the highest card of the led suit."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache

from rules.cards import Card
from rules.position import check_trick_in_deck
from rules.schafkopf.contract import SchafkopfContract
from rules.schafkopf.ranking import TRUMP, TrickSuit, points, strength, trick_suit

PLAYERS = 4


@dataclass(frozen=True, slots=True)
class SchafkopfTrick:
    cards: tuple[Card, ...]
    led: TrickSuit  # "trump" or the led plain suit
    winner: int
    case: str  # "trump" or "led_suit"
    ranks: tuple[int, ...]  # 1 = the winning card; cards that cannot win follow in play order
    complete: bool
    trick_suits: tuple[TrickSuit, ...]  # what each card counts as: trump or its suit

    @property
    def winning_card(self) -> Card:
        return self.cards[self.winner]

    @property
    def points(self) -> int:
        return sum(points(c) for c in self.cards)


@cache
def in_tricks(contract: SchafkopfContract) -> Mapping[int, tuple[TrickSuit, int]]:
    """Each card's trick suit and strength under the contract, by its ordinal: worked out once
    per contract, looked up for every card of every trick."""
    return {card.ordinal: (trick_suit(card, contract), strength(card, contract))
            for card in contract.deck.cards}


def judge_trick(trick: Sequence[Card], contract: SchafkopfContract, *,
                well_formed: bool = False) -> SchafkopfTrick:
    """``well_formed``: the caller has already checked the cards (a round walk, or the trick
    of a position already judged), so they are not checked again."""
    if not well_formed:
        check_trick_in_deck(contract.deck, trick, players=PLAYERS)
    table = in_tricks(contract)
    parts = [table[card.ordinal] for card in trick]
    led = parts[0][0]
    # Only a trump or a card of the led suit can win; the place in the trick breaks ties.
    order = sorted([(-power if suit in (TRUMP, led) else 0, at)
                    for at, (suit, power) in enumerate(parts)])
    winner = order[0][1]
    ranks = [0] * len(trick)
    for place, (_, at) in enumerate(order, 1):
        ranks[at] = place
    case = "trump" if parts[winner][0] == TRUMP else "led_suit"
    return SchafkopfTrick(tuple(trick), led, winner, case, tuple(ranks), len(trick) == PLAYERS,
                          tuple([suit for suit, _ in parts]))
