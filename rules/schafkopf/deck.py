"""The 32-card Schafkopf deck (K-1): 7, 8, 9, 10, Unter, Ober, König, Sau in four suits."""

from __future__ import annotations

from rules.cards import Rank
from rules.german_deck import german_deck

RANKS = (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.UNDER, Rank.OBER, Rank.KING,
         Rank.ACE)  # printed order, not strength
SCHAFKOPF_DECK = german_deck("schafkopf", "Schafkopf", RANKS)
