"""The three questions about a Schafkopf card under a contract, kept apart:

* ``trick_suit``: trump, or its printed suit (an Ober or Unter that is trump never follows its
  printed suit, K-6);
* ``strength``: its rank within that (K-2, K-8, K-10 … K-13), each suit in its contract's order
  (the Bettel's natural order puts the Zehn below the Unter, K-20);
* ``points``: its Augen (K-1), the same in every contract.
"""

from __future__ import annotations

from functools import cache
from typing import Literal

from rules.cards import Card, Rank, Suit
from rules.german_deck import SUITS
from rules.schafkopf.contract import SchafkopfContract
from rules.schafkopf.deck import ACE_TEN_ORDER

TRUMP: Literal["trump"] = "trump"
TrickSuit = Suit | Literal["trump"]

# Rank order within a suit, strongest first, before removing the trumps (K-8, K-10); the
# Bettel's order is its shape's (K-20).
SUIT_ORDER = ACE_TEN_ORDER
AUGEN = {Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.OBER: 3, Rank.UNDER: 2,
         Rank.NINE: 0, Rank.EIGHT: 0, Rank.SEVEN: 0}
DECK_AUGEN = 120


def is_trump(card: Card, contract: SchafkopfContract) -> bool:
    return card in trumps(contract)


@cache
def trumps(contract: SchafkopfContract) -> frozenset[Card]:
    """The contract's trumps as a set: asked for every card of every hand."""
    top, ranks = contract.shape.top_trump_ranks, contract.deck.ranks
    return frozenset(Card(suit, rank) for suit in SUITS for rank in SUIT_ORDER
                     if rank in ranks and (rank in top or suit is contract.trump_suit))


def trick_suit(card: Card, contract: SchafkopfContract) -> TrickSuit:
    return TRUMP if is_trump(card, contract) else card.suit


@cache
def trump_order(contract: SchafkopfContract) -> tuple[Card, ...]:
    """All trumps, strongest first: Ober before Unter, each Eichel, Gras, Herz, Schellen (K-2),
    then the trump suit in its order without the ranks already on top. A contract without
    trumps (Bettel) has none."""
    shape, ranks = contract.shape, contract.deck.ranks  # the Kurzes Blatt has no 7 and 8
    top = tuple(Card(suit, rank) for rank in shape.top_trump_ranks for suit in SUITS)
    trump_suit = contract.trump_suit
    if trump_suit is None:
        return top
    rest = tuple(Card(trump_suit, rank) for rank in shape.suit_ranks
                 if rank not in shape.top_trump_ranks and rank in ranks)
    return top + rest


@cache
def suit_order(suit: Suit, contract: SchafkopfContract) -> tuple[Card, ...]:
    """The cards of a plain suit, strongest first (6, 7 or, in the Bettel, all 8 of them; K-10,
    K-11, K-13, K-20)."""
    return tuple(Card(suit, rank) for rank in contract.shape.suit_ranks
                 if rank in contract.deck.ranks and not is_trump(Card(suit, rank), contract))


def strength(card: Card, contract: SchafkopfContract) -> int:
    """Higher beats lower within the card's trick suit; trumps count from 100 up."""
    if is_trump(card, contract):
        order = trump_order(contract)
        return 100 + len(order) - order.index(card)
    order = suit_order(card.suit, contract)
    return len(order) - order.index(card)


# By card ordinal: asked for every card of every trick, and an int hashes at C speed.
AUGEN_BY_ORDINAL = {Card(suit, rank).ordinal: augen for suit in Suit
                     for rank, augen in AUGEN.items()}


def points(card: Card) -> int:
    return AUGEN_BY_ORDINAL[card.ordinal]
