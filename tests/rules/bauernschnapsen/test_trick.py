"""Who takes the trick (B-6, B-7) and its points (B-1), four cards or three in a Bettler."""

from __future__ import annotations

import pytest

from rules.errors import PositionError
from tests.rules.bauernschnapsen.helpers import cards, codes, contract, game


@pytest.mark.parametrize(("slug", "trick", "winner", "rule", "quote"), [
    ("normal:hearts", "AK A10 HU AA", "HU", "B-6", "B-6: the highest trump wins"),
    ("normal:hearts", "AK A10 LU AO", "A10", "B-6", "B-6: else the highest of the led suit"),
    ("gang", "AK A10 HA AO", "A10", "B-7", "Beim Gangl gibt es keinen Atout"),
    ("zehnerloch", "AA A10 AK LA", "A10",
     "B-7", "das Ass wird zur niedrigsten und die Zehn zur höchsten Karte"),
    ("zehnerloch", "AA AU BA LA", "AU", "B-7", "the Ass is the lowest in the Zehnerloch"),
    ("bettler", "AK AO HA", "AK", "B-7", "Der Partner setzt bei dem Spiel aus"),
])
def test_the_winner(slug: str, trick: str, winner: str, rule: str, quote: str) -> None:
    outcome = game.judge_trick(cards(trick), contract(slug))
    assert codes([outcome.winning_card]) == winner
    assert outcome.rule_id == rule
    assert outcome.complete


def test_points_never_change() -> None:
    """B-1 and RB2: 11, 10, 4, 3, 2, also in the Zehnerloch."""
    for slug in ("normal:hearts", "zehnerloch"):
        assert game.judge_trick(cards("AA A10 AK AO"), contract(slug)).points == 28


def test_a_bettler_trick_has_three_cards() -> None:
    """RB11: tricks of three; a fourth card is refused."""
    assert not game.judge_trick(cards("AK AO"), contract("bettler")).complete
    with pytest.raises(PositionError):
        game.judge_trick(cards("AK AO AU AA"), contract("bettler"))
