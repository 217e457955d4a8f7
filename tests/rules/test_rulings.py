"""Verdicts made once per contract and looked up (``rules.verdict.ruled``): a refused card
names the card of its own hand that obliges, whichever hand with the same lead came first."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.doppelkopf import legality as doppelkopf
from rules.errors import RulesInputError
from rules.position import check_hand_and_trick_in_deck
from rules.registry import GAMES
from rules.schafkopf import legality as schafkopf
from rules.skat import legality as skat
from rules.skat.deck import SKAT_DECK

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


# Cards a position may hold by mistake: another game's (a Jass Rosen card, a Tarock).
FOREIGN = [card for game in ("jass", "koenigrufen") for card in GAMES[game].deck.cards[:3]]


def _outcome(judge: Callable[[], Any]) -> object:
    """The verdicts, or the refusal's code, field and index."""
    try:
        return judge().verdicts
    except RulesInputError as refused:
        return refused.code, refused.field, refused.index


@pytest.mark.parametrize("game", ["skat", "doppelkopf"])
@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_a_position_checked_while_judged_is_judged_as_when_checked_first(
        game: str, data: st.DataObject) -> None:
    """A position is checked in the passes that find its verdicts (``ruled_checked``): any
    hand and trick, with cards twice or three times or of another deck, gets what the detailed
    checks and then the unchecked judging give: the same refusal or the same verdicts."""
    rules = GAMES[game]
    judges: dict[str, tuple[Callable[..., Any], Callable[..., None]]] = {
        "skat": (skat.judge_hand, skat_check),
        "doppelkopf": (doppelkopf.judge_hand, doppelkopf.check_position)}
    judge, check = judges[game]
    cards = st.sampled_from([*rules.deck.cards, *FOREIGN])
    hand = data.draw(st.lists(cards, max_size=13))
    trick = data.draw(st.lists(cards, max_size=4))
    contract = data.draw(st.sampled_from(rules.contracts))

    def checked_first() -> Any:
        check(hand, trick)
        return judge(hand, trick, contract, True)

    assert _outcome(lambda: judge(hand, trick, contract)) == _outcome(checked_first)


def skat_check(hand: Sequence[Any], trick: Sequence[Any]) -> None:
    check_hand_and_trick_in_deck(SKAT_DECK, hand, trick, max_hand=skat.HAND_SIZE,
                                 players=skat.PLAYERS)
