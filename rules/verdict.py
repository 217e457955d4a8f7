"""A verdict on one card of a hand: legal or not, and the catalogue rule that decided it."""

from __future__ import annotations

from typing import NamedTuple

from rules.cards import Card


class Verdict(NamedTuple):
    """Immutable; a named tuple because a hand's verdicts are built on every request."""

    card: Card
    legal: bool
    rule_id: str  # a stable id from the catalogue, e.g. "J-L2"
    case: str  # which situation of that rule applied, e.g. "must_follow"; keys the explanation
    # A card of the hand that decided the verdict, named in the explanation: the higher trump
    # that forbids undertrumping, the Puur that may be kept back, a card of the led suit held.
    evidence: Card | None = None
