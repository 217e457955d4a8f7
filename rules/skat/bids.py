"""The valid Reizwerte (S-6): every value a game can have — suit games 9, 10, 11, 12 × 2 … 18,
grand 24 × 2 … 11, Null 23, 35, 46, 59. 63 values from 18 to 264."""

from __future__ import annotations

from typing import NamedTuple

from rules.cards import Suit
from rules.skat.deck import SUITS

# S-19: Karo 9, Herz 10, Pik 11, Kreuz 12, Grand 24.
BASE_VALUE = {Suit.DIAMONDS: 9, Suit.HEARTS: 10, Suit.SPADES: 11, Suit.CLUBS: 12}
GRAND_BASE = 24
# The levels a suit game can reach: mit/ohne 1 … 11, Spiel, Hand, Schneider, angesagt,
# Schwarz, angesagt, ouvert (S-20): 2 … 18; a grand with at most 4 Spitzen: 2 … 11.
SUIT_MULTIPLIERS = range(2, 19)
GRAND_MULTIPLIERS = range(2, 12)
# S-26, RS8: (hand, ouvert) → the fixed value.
NULL_VALUES = {(False, False): 23, (True, False): 35, (False, True): 46, (True, True): 59}


class BidGame(NamedTuple):
    """A game that has a given value: a suit game or grand at a multiplier, or a Null."""

    type: str
    trump: Suit | None
    multiplier: int | None
    hand: bool = False
    ouvert: bool = False


def _games() -> dict[int, list[BidGame]]:
    found: dict[int, list[BidGame]] = {}
    for suit in SUITS:
        for times in SUIT_MULTIPLIERS:
            found.setdefault(BASE_VALUE[suit] * times, []).append(BidGame("suit", suit, times))
    for times in GRAND_MULTIPLIERS:
        found.setdefault(GRAND_BASE * times, []).append(BidGame("grand", None, times))
    for (hand, ouvert), value in NULL_VALUES.items():
        found.setdefault(value, []).append(BidGame("null", None, None, hand, ouvert))
    return {bid: found[bid] for bid in sorted(found)}


GAMES_BY_BID = _games()
REIZWERTE = tuple(GAMES_BY_BID)


def is_reizwert(bid: int) -> bool:
    return bid in GAMES_BY_BID
