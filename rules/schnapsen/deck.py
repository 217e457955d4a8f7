"""The 20-card Schnapsen deck (N-1): Unter, Ober, König, Zehner, Ass in four German suits.
The deck is the variant's (``rules.schnapsen.variant``); the name is kept for its callers."""

from __future__ import annotations

from rules.schnapsen.variant import SCHNAPSEN_VARIANT

SCHNAPSEN_DECK = SCHNAPSEN_VARIANT.deck
