"""Cards of the family: trump or not, strength (Schnapsen A > 10 > K > O > U) and points
(11/10/4/3/2, N-1), each read from the variant."""

from __future__ import annotations

from rules.cards import Card
from rules.schnapsen.contract import SchnapsenContract
from rules.schnapsen.variant import SCHNAPSEN_VARIANT, Variant


def is_trump(card: Card, contract: SchnapsenContract) -> bool:
    return card.suit is contract.trump


def strength(card: Card, rules: Variant = SCHNAPSEN_VARIANT) -> int:
    """1 (the weakest rank) upwards; the same order in every suit, trump included."""
    return rules.strength[card.rank]


def points(card: Card, rules: Variant = SCHNAPSEN_VARIANT) -> int:
    return rules.points[card.rank]
