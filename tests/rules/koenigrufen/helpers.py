"""Cards and positions of Königrufen written as the API writes them."""

from __future__ import annotations

from rules.cards import Card
from rules.koenigrufen.contract import KoenigrufenContract
from rules.koenigrufen.game import KOENIGRUFEN
from rules.koenigrufen.legality import Judgement, KoenigrufenPosition, judge_hand
from rules.koenigrufen.pack import DECK


def cards(codes: str) -> tuple[Card, ...]:
    return DECK.parse_all(codes.split(",")) if codes else ()


def contract(slug: str) -> KoenigrufenContract:
    return KOENIGRUFEN.parse_contract(slug)


def judge(slug: str, hand: str, trick: str = "") -> Judgement:
    return judge_hand(KoenigrufenPosition(contract(slug), cards(hand), cards(trick)))


def verdicts(slug: str, hand: str, trick: str = "") -> dict[str, tuple[bool, str, str]]:
    """Each card's code → (legal, rule id, case)."""
    return {DECK.code(v.card): (v.legal, v.rule_id, v.case)
            for v in judge(slug, hand, trick).verdicts}
