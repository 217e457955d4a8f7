"""The 32-card Schafkopf deck (K-1): 7, 8, 9, 10, Unter, Ober, König, Sau in four suits, and the
two rank orders a suit can run in (strongest first)."""

from __future__ import annotations

from enum import StrEnum
from types import MappingProxyType

from rules.cards import Rank
from rules.german_deck import german_deck

RANKS = (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.UNDER, Rank.OBER, Rank.KING,
         Rank.ACE)  # printed order, not strength
SCHAFKOPF_DECK = german_deck("schafkopf", "Schafkopf", RANKS)

# Every contract but the Bettel: the Zehn second, after the Sau (K-8, K-10); the ranks that are
# trump in a contract leave this order.
ACE_TEN_ORDER = (Rank.ACE, Rank.TEN, Rank.KING, Rank.OBER, Rank.UNDER, Rank.NINE, Rank.EIGHT,
                 Rank.SEVEN)
# The Bettel (K-20): no trumps, the natural order, the Zehn between Unter and Neun.
NATURAL_ORDER = (Rank.ACE, Rank.KING, Rank.OBER, Rank.UNDER, Rank.TEN, Rank.NINE, Rank.EIGHT,
                 Rank.SEVEN)


class Blatt(StrEnum):
    """Which pack is dealt: the long one (32 cards, eight a hand) or the Kurzes Blatt (24 cards,
    the Neun up, six a hand); 120 Augen in both (the Sieben and Acht count none, K-1)."""

    LONG = "long"
    SHORT = "short"


SHORT_RANKS = (Rank.NINE, Rank.TEN, Rank.UNDER, Rank.OBER, Rank.KING, Rank.ACE)
SHORT_DECK = german_deck("schafkopf", "Schafkopf (Kurzes Blatt)", SHORT_RANKS)
DECKS = MappingProxyType({Blatt.LONG: SCHAFKOPF_DECK, Blatt.SHORT: SHORT_DECK})
HAND_SIZES = MappingProxyType({Blatt.LONG: 8, Blatt.SHORT: 6})
