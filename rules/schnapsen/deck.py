"""The 20-card Schnapsen deck (N-1): Unter, Ober, König, Zehner, Ass in four German suits."""

from __future__ import annotations

from rules.cards import Rank
from rules.german_deck import german_deck

RANKS = (Rank.UNDER, Rank.OBER, Rank.KING, Rank.TEN, Rank.ACE)  # weakest first (N-1)
SCHNAPSEN_DECK = german_deck("schnapsen", "Schnapsen", RANKS)
