"""Who wins a Schafkopf trick (K-7): the highest trump, else the highest card of the led suit."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Final, final

from rules.cards import Card
from rules.deck import Deck
from rules.position import check_trick_in_deck
from rules.schafkopf.contract import KINDS, SchafkopfContract
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


@final
class TrickTables:
    """One contract's cards by ordinal, worked out once: each card's trick suit (None for a
    card of another pack) and strength, and the pack."""

    __slots__ = ("deck", "powers", "suits")

    def __init__(self, contract: SchafkopfContract) -> None:
        table = in_tricks(contract)
        self.deck: Deck = contract.deck
        self.suits: list[TrickSuit | None] = [None] * (max(table) + 1)
        self.powers: list[int] = [0] * (max(table) + 1)
        for at, (suit, power) in table.items():
            self.suits[at] = suit
            self.powers[at] = power


# Each contract's at its place among every kind (``SchafkopfContract.kind``): a list read,
# where ``in_tricks`` hashes the contract in Python.
_TABLES: Final[list[TrickTables | None]] = [None] * len(KINDS)


def trick_tables(contract: SchafkopfContract) -> TrickTables:
    tables = _TABLES[contract.kind]
    if tables is None:
        tables = _TABLES[contract.kind] = TrickTables(contract)
    return tables


def judge_trick(trick: Sequence[Card], contract: SchafkopfContract,
                well_formed: bool = False) -> SchafkopfTrick:
    """``well_formed``: the caller has already checked the cards (a round walk, or the trick
    of a position already judged), so they are not checked again."""
    tables = _TABLES[contract.kind]
    if tables is None:
        tables = trick_tables(contract)
    if not well_formed:
        check_trick_in_deck(tables.deck, trick, players=PLAYERS)
    suit_of, power_of = tables.suits, tables.powers
    suits: list[TrickSuit] = []
    order: list[tuple[int, int]] = []
    led: TrickSuit = TRUMP
    for at, card in enumerate(trick):
        suit = suit_of[card.ordinal]
        assert suit is not None  # a card of the pack: the trick was checked
        if at == 0:
            led = suit
        suits.append(suit)
        # Only a trump or a card of the led suit can win; the place in the trick breaks ties.
        order.append((-power_of[card.ordinal] if suit in (TRUMP, led) else 0, at))
    order.sort()
    winner = order[0][1]
    ranks = [0] * len(suits)
    for place, (_, at) in enumerate(order, 1):
        ranks[at] = place
    case = "trump" if suits[winner] == TRUMP else "led_suit"
    return SchafkopfTrick(tuple(trick), led, winner, case, tuple(ranks), len(suits) == PLAYERS,
                          tuple(suits))
