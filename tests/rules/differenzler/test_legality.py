"""Which cards may be played (JD-L1 … JD-L4, JD-V1): table cases, each naming the rule that
decides and quoting the sentence of the rule text it rests on, and a property against an
oracle written from the four Swisslos sentences alone."""

from __future__ import annotations

from typing import NamedTuple

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.cards import Card, Suit
from rules.differenzler.game import DIFFERENZLER
from rules.differenzler.legality import judge_hand
from rules.differenzler.ruleset import RULESETS, DifferenzlerRuleset
from rules.errors import DuplicateCardError
from rules.game import legal_cards
from tests.rules.differenzler.helpers import cards, codes, contract

SL_D_3 = "Es darf jederzeit einen Trumpf gespielt werden anstatt Farbe zu bekennen."
SL_D_2 = ("Wer keine Karte der ausgespielten Farbe hat, darf irgendeine Karte spielen "
          "(Untertrumpfen ist in diesem Fall erlaubt).")
SL_D_4 = ("Wurde die Trumpffarbe ausgespielt, dann muss ebenfalls eine Trumpfkarte gespielt "
          "werden.")
SL_D_4B = ("Wer neben dem Trumpf-Bauer/Trumpf-Under keine andere Trumpfkarte mehr besitzt, "
           "darf statt des Trumpf-Bauer/Trumpf-Under auch jede andere Karte spielen")
JV_U = ("Besitzt man von der ausgespielten Farbe noch mindestens eine Karte, darf nicht "
        "untertrumpft werden.")


class Case(NamedTuple):
    ruleset: str
    contract: str
    trick: str
    hand: str
    legal: str  # the legal cards, in hand order
    rules: dict[str, str]  # card code → the rule id of its verdict
    quote: str


CASES = [
    Case("swisslos", "trump:roses", "", "B7 R6 SA", "B7 R6 SA",
         {"B7": "JD-L1", "R6": "JD-L1", "SA": "JD-L1"},
         "JD-L1 (our reading): every duty of SL-D refers to the led suit."),
    # JD-L2: holding the led suit, follow or trump; never a third suit.
    Case("swisslos", "trump:roses", "BK", "B7 R6 A10", "B7 R6",
         {"B7": "JD-L2", "R6": "JD-L2", "A10": "JD-L2"}, SL_D_3),
    Case("jassverzeichnis", "trump:roses", "BK", "B7 R6 A10", "B7 R6",
         {"B7": "JD-L2", "R6": "JD-L2", "A10": "JD-L2"}, SL_D_3),
    Case("swisslos", "trump:roses", "BK", "B7 S9", "B7", {"B7": "JD-L2", "S9": "JD-L2"},
         "Wer eine Karte der ausgespielten Farbe besitzt, muss diese Farbe spielen."),
    # The Puur may replace the led suit ("Die Ausnahme ist der Trumpf-Bauer").
    Case("jassverzeichnis", "trump:roses", "B9", "B6 RU", "B6 RU",
         {"B6": "JD-L2", "RU": "JD-L2"}, "Die Ausnahme ist der Trumpf-Bauer/Trumpf-Under."),
    # JD-V1: a lower trump while holding the led suit.
    Case("swisslos", "trump:roses", "BK R8 B9", "B7 R6 RA A10", "B7 R6 RA",
         {"B7": "JD-L2", "R6": "JD-V1", "RA": "JD-L2", "A10": "JD-L2"}, SL_D_3),
    Case("jassverzeichnis", "trump:roses", "BK R8 B9", "B7 R6 RA A10", "B7 RA",
         {"B7": "JD-L2", "R6": "JD-V1", "RA": "JD-L2", "A10": "JD-L2"}, JV_U),
    # The Nell in the trick: only the Puur is higher.
    Case("jassverzeichnis", "trump:shields", "A6 S9", "SU S6 A8 B10", "SU A8",
         {"SU": "JD-L2", "S6": "JD-V1", "A8": "JD-L2", "B10": "JD-L2"}, JV_U),
    # JD-L3: void, any card, undertrumping included, in both rulesets.
    Case("swisslos", "trump:roses", "BK R8", "RA R6 S7", "RA R6 S7",
         {"RA": "JD-L3", "R6": "JD-L3", "S7": "JD-L3"}, SL_D_2),
    Case("jassverzeichnis", "trump:roses", "BK R8", "RA R6 S7", "RA R6 S7",
         {"RA": "JD-L3", "R6": "JD-L3", "S7": "JD-L3"},
         "beim Differenzler ... ist untertrumpfen erlaubt, wenn man von der ausgespielten "
         "Farbe keine Karte mehr besitzt"),
    Case("swisslos", "trump:acorns", "BK A9", "A6 R10", "A6 R10",
         {"A6": "JD-L3", "R10": "JD-L3"}, SL_D_2),
    # JD-L4: trump led, any trump, no duty to overtrump; the lone Puur exempt, not the Nell.
    Case("swisslos", "trump:roses", "RK", "R6 B7", "R6", {"R6": "JD-L4", "B7": "JD-L4"},
         SL_D_4),
    Case("swisslos", "trump:roses", "R6 RA", "R7 RU B7", "R7 RU",
         {"R7": "JD-L4", "RU": "JD-L4", "B7": "JD-L4"}, SL_D_4),
    Case("swisslos", "trump:roses", "R6", "RU B7", "RU B7", {"RU": "JD-L4", "B7": "JD-L4"},
         SL_D_4B),
    Case("swisslos", "trump:bells", "B6", "B9 A7 R8", "B9", {"B9": "JD-L4", "A7": "JD-L4",
                                                              "R8": "JD-L4"}, SL_D_4),
    Case("swisslos", "trump:roses", "RK", "B7 S9", "B7 S9", {"B7": "JD-L4", "S9": "JD-L4"},
         SL_D_4),
]


@pytest.mark.parametrize("case", CASES, ids=[f"{c.ruleset}:{c.trick}/{c.hand}" for c in CASES])
def test_legality(case: Case) -> None:
    verdicts = judge_hand(cards(case.hand), cards(case.trick), contract(case.contract),
                          RULESETS[case.ruleset])
    assert codes(legal_cards(DIFFERENZLER.judge(DIFFERENZLER.position(
        contract(case.contract), cards(case.hand), cards(case.trick),
        RULESETS[case.ruleset])))) == case.legal, case.quote
    assert {DIFFERENZLER.deck.code(v.card): v.rule_id for v in verdicts} == case.rules


def test_a_card_in_hand_and_trick_is_refused() -> None:
    with pytest.raises(DuplicateCardError):
        judge_hand(cards("B7 R6"), cards("B7"), contract("trump:roses"))


# The oracle: the four Swisslos sentences and the Jassverzeichnis sentence, nothing shared
# with the engine but the cards.
TRUMP_ORDER = ("under", "9", "ace", "king", "ober", "10", "8", "7", "6")


def oracle(hand: tuple[Card, ...], trick: tuple[Card, ...], trump: Suit,
           undertrump_while_following: bool) -> set[Card]:
    if not trick:
        return set(hand)
    led = trick[0].suit
    trumps = [c for c in hand if c.suit is trump]
    if led is trump:
        if not trumps or [c.rank.value for c in trumps] == ["under"]:
            return set(hand)
        return set(trumps)
    following = [c for c in hand if c.suit is led]
    if not following:
        return set(hand)
    allowed = following + trumps
    in_trick = [TRUMP_ORDER.index(c.rank.value) for c in trick if c.suit is trump]
    if in_trick and not undertrump_while_following:
        allowed = [c for c in allowed
                   if c.suit is not trump or TRUMP_ORDER.index(c.rank.value) < min(in_trick)]
    return set(allowed)


@st.composite
def positions(draw: st.DrawFn) -> tuple[tuple[Card, ...], tuple[Card, ...], Suit,
                                        DifferenzlerRuleset]:
    """A hand and a trick that can occur: four hands dealt, earlier seats played legally."""
    deck = draw(st.permutations(DIFFERENZLER.deck.cards))
    game_contract = draw(st.sampled_from(DIFFERENZLER.contracts))
    ruleset = draw(st.sampled_from(list(RULESETS.values())))
    size = draw(st.integers(1, 9))
    seat = draw(st.integers(0, 3))
    hands = [tuple(deck[i * 9: i * 9 + size]) for i in range(4)]
    trick: list[Card] = []
    for player in range(seat):
        verdicts = judge_hand(hands[player], tuple(trick), game_contract, ruleset)
        trick.append(draw(st.sampled_from([v.card for v in verdicts if v.legal])))
    assert game_contract.trump is not None
    return hands[seat], tuple(trick), game_contract.trump, ruleset


@settings(max_examples=600, deadline=None)
@given(positions())
def test_engine_agrees_with_the_oracle_and_a_legal_card_exists(
        position: tuple[tuple[Card, ...], tuple[Card, ...], Suit, DifferenzlerRuleset]
) -> None:
    hand, trick, trump, ruleset = position
    verdicts = judge_hand(hand, trick, contract(f"trump:{trump.value}"), ruleset)
    legal = {v.card for v in verdicts if v.legal}
    assert [v.card for v in verdicts] == list(hand)
    assert legal
    assert legal == oracle(hand, trick, trump, ruleset.undertrump_while_following)
