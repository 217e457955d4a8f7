"""Helpers for table-driven Jass cases: positions written as card codes."""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.cards import Card
from rules.jass.contract import JassContract, parse_contract
from rules.jass.deck import JASS_DECK
from rules.jass.ruleset import RULESETS, JassRuleset


def cards(codes: str) -> tuple[Card, ...]:
    return JASS_DECK.parse_all(codes.split()) if codes.strip() else ()


@dataclass(frozen=True)
class LegalityCase:
    """One sentence of a rule text turned into a position and its expected verdicts."""

    id: str  # "<rule id> <what the sentence says>"
    source: str  # the sentence, verbatim
    contract: str  # GET form: "trump:roses", "obenabe"
    trick: str  # card codes, first = led
    hand: str
    legal: str  # the codes that must be legal; every other card of the hand is illegal
    rules: dict[str, str] = field(default_factory=dict)  # card code → deciding rule id
    ruleset: str = "jasvel"

    @property
    def parsed(self) -> tuple[tuple[Card, ...], tuple[Card, ...], JassContract, JassRuleset]:
        return (cards(self.hand), cards(self.trick), parse_contract(self.contract),
                RULESETS[self.ruleset])
