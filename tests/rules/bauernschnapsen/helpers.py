"""Cards and contracts of Bauernschnapsen written as the API writes them."""

from __future__ import annotations

from rules.bauernschnapsen.contract import DECK, RULESETS, BauernContract, parse_contract
from rules.bauernschnapsen.game import BAUERNSCHNAPSEN
from rules.cards import Card

game = BAUERNSCHNAPSEN


def cards(text: str) -> tuple[Card, ...]:
    return tuple(DECK.parse(code) for code in text.split())


def codes(found: tuple[Card, ...] | list[Card]) -> str:
    return " ".join(DECK.code(card) for card in found)


def contract(slug: str, ruleset: str = "standard", declarer: int | None = None
             ) -> BauernContract:
    found = parse_contract(slug).under(RULESETS[ruleset])
    return found.with_declarer(declarer) if declarer is not None else found
