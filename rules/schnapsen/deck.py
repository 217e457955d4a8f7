"""The 20-card Schnapsen deck (N-1): Unter, Ober, König, Zehner, Ass in four German suits.
The deck is the variant's (``rules.schnapsen.variant``); these names are kept for callers."""

from __future__ import annotations

from rules.schnapsen.variant import SCHNAPSEN_VARIANT

RANKS = SCHNAPSEN_VARIANT.ranks  # weakest first (N-1)
SCHNAPSEN_DECK = SCHNAPSEN_VARIANT.deck
