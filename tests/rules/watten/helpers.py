"""Short forms for the Watten tests: cards by code, contracts by their GET form."""

from __future__ import annotations

from rules.cards import Card
from rules.watten.contract import WattenContract, parse_contract
from rules.watten.game import WattenGame, game_for
from rules.watten.ruleset import ruleset_by_id


def game(ruleset: str = "tirol", players: int = 4) -> WattenGame:
    return game_for(ruleset, players)


def cards(codes: str, ruleset: str = "tirol") -> tuple[Card, ...]:
    return ruleset_by_id(ruleset).deck.parse_all(codes.split())


def codes(found: tuple[Card, ...] | list[Card], ruleset: str = "tirol") -> str:
    deck = ruleset_by_id(ruleset).deck
    return " ".join(deck.code(card) for card in found)


def contract(text: str, ruleset: str = "tirol", blind: bool = False) -> WattenContract:
    return parse_contract(text, ruleset_by_id(ruleset), blind)
