"""Who wins a Schafkopf trick (K-7): the highest trump, else the highest card of the led suit."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.cards import Card
from rules.position import check_trick_in_deck
from rules.schafkopf.contract import SchafkopfContract
from rules.schafkopf.deck import SCHAFKOPF_DECK
from rules.schafkopf.ranking import TRUMP, TrickSuit, is_trump, points, strength, trick_suit

PLAYERS = 4


@dataclass(frozen=True, slots=True)
class SchafkopfTrick:
    cards: tuple[Card, ...]
    led: TrickSuit  # "trump" or the led plain suit
    winner: int
    case: str  # "trump" or "led_suit"
    ranks: tuple[int, ...]  # 1 = the winning card; cards that cannot win follow in play order
    complete: bool

    @property
    def winning_card(self) -> Card:
        return self.cards[self.winner]

    @property
    def points(self) -> int:
        return sum(points(c) for c in self.cards)


def judge_trick(trick: Sequence[Card], contract: SchafkopfContract) -> SchafkopfTrick:
    check_trick_in_deck(SCHAFKOPF_DECK, trick, players=PLAYERS)
    led = trick_suit(trick[0], contract)

    def power(card: Card) -> int:
        suit = trick_suit(card, contract)
        return strength(card, contract) if suit in (TRUMP, led) else 0

    order = sorted(range(len(trick)), key=lambda i: (-power(trick[i]), i))
    ranks = tuple(order.index(i) + 1 for i in range(len(trick)))
    winner = order[0]
    case = "trump" if is_trump(trick[winner], contract) else "led_suit"
    return SchafkopfTrick(tuple(trick), led, winner, case, ranks, len(trick) == PLAYERS)
