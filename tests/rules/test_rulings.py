"""Verdicts made once per contract and looked up (``rules.verdict.ruled``): a refused card
names the card of its own hand that obliges, whichever hand with the same lead came first."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pytest

from rules.doppelkopf import legality as doppelkopf
from rules.registry import GAMES
from rules.schafkopf import legality as schafkopf
from rules.skat import legality as skat

Judge = Callable[[Sequence[Any], Sequence[Any], Any], Any]

# game, judge, contract, led card, a hand, the same suit's other card first, the refused card.
CASES: list[tuple[str, Judge, dict[str, str], str, list[str], list[str], str]] = [
    # S-13 "Bedienen heißt, daß eine Karte der ausgespielten Farbe … zugegeben werden muß"
    ("skat", skat.judge_hand, {"type": "grand"}, "C7", ["CA", "S7"], ["C8", "CA", "S7"],
     "S7"),
    # D-19 "Es besteht Bedienpflicht, d.h. jeder muss, wenn möglich, eine Karte der
    # aufgespielten Fehlfarbe … zugeben (bedienen)."
    ("doppelkopf", doppelkopf.judge_hand, {"type": "normal"}, "CA", ["C9", "SA"],
     ["CK", "C9", "SA"], "SA"),
    # K-6 (the duty to follow; its quote is of the void hand): "Wer nicht bedienen kann, darf
    # eine beliebige Karte spielen."
    ("schafkopf", schafkopf.judge_hand, {"type": "farbwenz", "trump": "hearts"}, "A9",
     ["AA", "L7"], ["AK", "AA", "L7"], "L7"),
]


@pytest.mark.parametrize(("game", "judge", "contract", "led", "first", "second", "refused"),
                         CASES, ids=[case[0] for case in CASES])
def test_a_refused_card_names_its_own_hands_obliging_card(
        game: str, judge: Judge, contract: dict[str, str], led: str, first: list[str],
        second: list[str], refused: str) -> None:
    rules = GAMES[game]
    parsed = rules.contract_from_parts(contract)
    for hand in (first, second, first):
        cards = rules.deck.parse_all(hand)
        verdicts = {rules.deck.code(v.card): v for v in
                    judge(cards, rules.deck.parse_all([led]), parsed).verdicts}
        assert not verdicts[refused].legal
        assert verdicts[refused].evidence == cards[0]
