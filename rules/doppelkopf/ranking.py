"""The questions about a Doppelkopf card under a contract, kept apart:

* ``lane``: trump, or its Fehlfarbe (a Dame, Bube or Herz 10 that is trump never follows its
  printed suit, D-19);
* ``strength``: its rank within that lane (D-13 … D-17);
* ``augen``: its Augen (D-2), the same in every contract.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Literal

from rules.cards import Card, Suit
from rules.doppelkopf.contract import DoppelkopfContract
from rules.doppelkopf.deck import DOPPELKOPF_DECK, DULLE, SUITS

TRUMP: Literal["trump"] = "trump"
Lane = Suit | Literal["trump"]


def _key(contract: DoppelkopfContract) -> DoppelkopfContract:
    return contract.plain  # the ranking does not depend on the ruleset or trick


@cache
def _trump_order(contract: DoppelkopfContract) -> tuple[Card, ...]:
    shape = contract.shape
    top: list[Card] = [DULLE] if shape.dulle_on_top else []
    top += [Card(suit, rank) for rank in shape.top_ranks for suit in SUITS]
    suit = contract.trump_suit
    if suit is not None:
        top += [Card(suit, rank) for rank in shape.fehl_ranks
                if rank not in shape.top_ranks and Card(suit, rank) not in top]
    return tuple(top)


def trump_order(contract: DoppelkopfContract) -> tuple[Card, ...]:
    """Every distinct trump, strongest first (each is in the pack twice)."""
    return _trump_order(_key(contract))


@cache
def _fehl_order(suit: Suit, contract: DoppelkopfContract) -> tuple[Card, ...]:
    trumps = set(_trump_order(contract))
    return tuple(Card(suit, rank) for rank in contract.shape.fehl_ranks
                 if Card(suit, rank) not in trumps)


def fehl_order(suit: Suit, contract: DoppelkopfContract) -> tuple[Card, ...]:
    """The cards of a Fehlfarbe, strongest first (Herz in the normal game: A, K, 9)."""
    return _fehl_order(suit, _key(contract))


@cache
def _table(contract: DoppelkopfContract) -> Mapping[int, tuple[Lane, int]]:
    order = _trump_order(contract)
    table: dict[int, tuple[Lane, int]] = {}
    for card in DOPPELKOPF_DECK.cards:
        if card in order:
            table[card.ordinal] = (TRUMP, 100 + len(order) - order.index(card))
        else:
            plain = _fehl_order(card.suit, contract)
            table[card.ordinal] = (card.suit, len(plain) - plain.index(card))
    return table


def in_tricks(contract: DoppelkopfContract) -> Mapping[int, tuple[Lane, int]]:
    """Each card's lane and strength, by ordinal (worked out once per contract)."""
    return _table(_key(contract))


def lane(card: Card, contract: DoppelkopfContract) -> Lane:
    return in_tricks(contract)[card.ordinal][0]


def is_trump(card: Card, contract: DoppelkopfContract) -> bool:
    return lane(card, contract) == TRUMP
