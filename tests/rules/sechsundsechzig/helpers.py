"""Shared by the 66 tests: cards by code (``HA`` the Ace of hearts, ``B9`` the Nine of bells)."""

from __future__ import annotations

from rules.cards import Card
from rules.schnapsen.contract import parse_trump
from rules.sechsundsechzig.game import SECHSUNDSECHZIG, SECHSUNDSECHZIG_VARIANT

GAME = SECHSUNDSECHZIG
RULES = SECHSUNDSECHZIG_VARIANT
DECK = RULES.deck
HEARTS = parse_trump("hearts", RULES)


def cards(codes: str) -> tuple[Card, ...]:
    return DECK.parse_all(codes.split()) if codes else ()


def codes(found: tuple[Card, ...] | list[Card] | set[Card]) -> set[str]:
    return {DECK.code(c) for c in found}
