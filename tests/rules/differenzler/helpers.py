"""Cards and contracts by their codes, for the Differenzler's table cases."""

from __future__ import annotations

from rules.cards import Card
from rules.differenzler.game import DIFFERENZLER
from rules.jass.contract import JassContract


def cards(text: str) -> tuple[Card, ...]:
    return tuple(DIFFERENZLER.deck.parse(code) for code in text.split())


def codes(found: tuple[Card, ...]) -> str:
    return " ".join(DIFFERENZLER.deck.code(card) for card in found)


def contract(slug: str) -> JassContract:
    return DIFFERENZLER.parse_contract(slug)
