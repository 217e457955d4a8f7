"""Trick winners (S-16) with the orders of S-8, S-9, S-10, and the Augen (S-2)."""

from __future__ import annotations

import pytest

from rules.skat.deck import augen
from rules.skat.game import SKAT

D = SKAT.deck
S16 = ("selbst mit dem niedrigsten Trumpf können auch die Asse oder jede andere Karte der drei "
       "übrigen Farben gestochen werden")
S8 = ("Höchste Trümpfe bei den Farbspielen sind die Buben in folgender Reihenfolge: Kreuz-Bube, "
      "Pik-Bube, Herz-Bube und Karo-Bube.")
S10 = ("Die veränderte Reihenfolge lautet hier: Ass, König, Dame, Bube und erst dann die Zehn vor "
       "Neun, Acht, Sieben.")

CASES = [
    (S16, "suit:clubs", "HA,C7,H10", 1, "trump"),
    (S8, "suit:clubs", "CA,DJ,SJ", 2, "trump"),
    (S8, "grand", "HA,DJ,H10", 1, "trump"),
    (S8, "grand", "CA,C10,H10", 0, "led_suit"),
    (S8, "suit:diamonds", "DA,D10,DJ", 2, "trump"),
    (S16, "suit:hearts", "SA,CA,S10", 0, "led_suit"),
    (S10, "null", "H10,HJ,H9", 1, "null"),
    (S10, "null", "CJ,CK,C10", 1, "null"),
    (S10, "null", "D7,CA,D8", 2, "null"),
]


@pytest.mark.parametrize(("quote", "contract", "trick", "winner", "case"), CASES)
def test_trick_winner(quote: str, contract: str, trick: str, winner: int, case: str) -> None:
    assert quote
    outcome = SKAT.judge_trick(D.parse_all(trick.split(",")), SKAT.parse_contract(contract))
    assert (outcome.winner, outcome.case, outcome.rule_id) == (winner, case, "S-16")


def test_augen_120() -> None:
    """S-2: "Die Skatkarte zählt demnach 120 Augen"."""
    assert sum(augen(c) for c in D.cards) == 120
    assert [augen(D.parse(c)) for c in ("CA", "C10", "CK", "CQ", "CJ", "C9", "C8", "C7")] == \
        [11, 10, 4, 3, 2, 0, 0, 0]
