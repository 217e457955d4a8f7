"""Who wins a trick (T-5, T-12, T-13), case by case with the quote each rests on."""

from __future__ import annotations

import pytest

from rules.koenigrufen.catalogue import KOENIGRUFEN_RULES
from rules.koenigrufen.game import KOENIGRUFEN
from rules.koenigrufen.pack import DECK
from tests.rules.koenigrufen.helpers import cards, contract

# (rule, quote, contract, trick, winning card, case)
CASES = [
    ("T-5", "Es gibt weder Kaiserstich noch Fänge.", "rufer:hearts", "HK,T1,TS,T21", "TS",
     "trull"),
    ("T-12", "The highest Tarock wins; "
     "without a Tarock the highest card of the led suit.", "rufer:hearts", "H2,H1,T3,S7", "T3",
     "tarock"),
    ("T-12", "The highest Tarock wins; without a Tarock the highest card of the led suit.",
     "dreier", "H2,H1,H3,S7", "H1", "led_suit"),
    ("T-12", "The highest Tarock wins; without a Tarock the highest card of the led suit.",
     "bettel", "S8,S10,SK,H1", "SK", "led_suit"),
    ("T-13", "In the Farbenspiele Tarocks do not trump: the highest card of the led suit "
     "wins.", "farbendreier", "S8,T20,SK,S7", "SK", "tarock_powerless"),
    ("T-13", "In the Farbenspiele Tarocks do not trump: the highest card of the led suit "
     "wins.", "farbensolo", "T2,T20,S7,C8", "T20", "tarock_led"),
]


@pytest.mark.parametrize(("rule", "quote", "slug", "trick", "winner", "case"), CASES,
                         ids=[f"{c[0]}-{c[3]}" for c in CASES])
def test_trick(rule: str, quote: str, slug: str, trick: str, winner: str, case: str) -> None:
    assert quote == KOENIGRUFEN_RULES[rule].quote
    outcome = KOENIGRUFEN.judge_trick(cards(trick), contract(slug))
    assert (DECK.code(outcome.winning_card), outcome.rule_id, outcome.case) == (
        winner, rule, case)


def test_the_red_pips_run_in_reverse() -> None:
    """T-2: "The red suits rank … King, Queen, Knight, Jack 1, 2, 3, 4."."""
    assert "Jack 1, 2, 3, 4" in KOENIGRUFEN_RULES["T-2"].quote
    for trick, winner in (("D4,D1", "D1"), ("H3,H2", "H2"), ("S7,S10", "S10"), ("HJ,H1", "HJ")):
        outcome = KOENIGRUFEN.judge_trick(cards(trick), contract("dreier"))
        assert DECK.code(outcome.winning_card) == winner
