"""Schnapsen cards: trump or not, strength A > 10 > K > O > U, points 11/10/4/3/2 (N-1)."""

from __future__ import annotations

from types import MappingProxyType

from rules.cards import Card, Rank
from rules.schnapsen.contract import SchnapsenContract
from rules.schnapsen.deck import RANKS

POINTS = MappingProxyType(
    {Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.OBER: 3, Rank.UNDER: 2})
DECK_POINTS = 120
_STRENGTH = MappingProxyType({rank: i + 1 for i, rank in enumerate(RANKS)})


def is_trump(card: Card, contract: SchnapsenContract) -> bool:
    return card.suit is contract.trump


def strength(card: Card) -> int:
    """1 (Unter) … 5 (Ass); the same order in every suit, trump included."""
    return _STRENGTH[card.rank]


def points(card: Card) -> int:
    return POINTS[card.rank]
