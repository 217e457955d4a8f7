"""A verdict on one card of a hand: legal or not, and the catalogue rule that decided it."""

from __future__ import annotations

from dataclasses import dataclass

from rules.cards import Card


@dataclass(frozen=True, slots=True)
class Verdict:
    card: Card
    legal: bool
    rule_id: str  # a stable id from the rule catalogue, e.g. "J-L2"
    case: str  # which situation of that rule applied, e.g. "must_follow"; keys the explanation
    # A card of the hand that decided the verdict, named in the explanation: the higher trump
    # that forbids undertrumping, the Puur that may be kept back, a card of the led suit held.
    evidence: Card | None = None
