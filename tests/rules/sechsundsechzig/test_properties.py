"""Invariants over random 66 positions (hypothesis): the engine against an oracle written from
RM2 ("higher card of the led suit, else lower card of it, else a trump, else any card"), legal
cards never empty, every rule id an M-rule of the catalogue; tricks against M-3."""

from __future__ import annotations

from collections.abc import Sequence

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.cards import Card
from rules.schnapsen.contract import ALL_CONTRACTS, SchnapsenContract, Talon
from rules.schnapsen.legality import judge_hand, legal_cards
from rules.schnapsen.trick import judge_trick
from rules.sechsundsechzig.catalogue import SECHSUNDSECHZIG_RULES
from tests.rules.sechsundsechzig.helpers import DECK, RULES

ORDER = ["9", "under", "ober", "king", "10", "ace"]  # M-1, weakest first


def oracle(hand: Sequence[Card], led: Card | None, contract: SchnapsenContract,
           talon: Talon) -> set[Card]:
    if led is None or talon is Talon.OPEN:
        return set(hand)
    same = {c for c in hand if c.suit is led.suit}
    higher = {c for c in same if ORDER.index(c.rank.value) > ORDER.index(led.rank.value)}
    trumps = {c for c in hand if c.suit is contract.trump}
    return higher or same or trumps or set(hand)


def stage_name(hand: Sequence[Card], led: Card, contract: SchnapsenContract) -> str:
    same = [c for c in hand if c.suit is led.suit]
    if any(ORDER.index(c.rank.value) > ORDER.index(led.rank.value) for c in same):
        return "head"
    if same:
        return "follow_lower"
    return "trump" if any(c.suit is contract.trump for c in hand) else "any"


@st.composite
def positions(draw: st.DrawFn) -> tuple[tuple[Card, ...], tuple[Card, ...],
                                        SchnapsenContract, Talon]:
    deck = draw(st.permutations(DECK.cards))
    talon = draw(st.sampled_from(list(Talon)))
    size = 6 if talon is Talon.OPEN else draw(st.integers(1, 6))
    leads = draw(st.booleans())
    return (tuple(deck[:size]), () if leads else (deck[size],),
            draw(st.sampled_from(ALL_CONTRACTS)), talon)


def test_deck_has_24_cards_and_120_points_m1() -> None:
    # [PAGAT66] "Sechsundsechzig is played with a 24-card pack"; [KSNET] "As 11, Zehn 10,
    # König 4, Dame 3, Bube 2, Neun 0."
    assert len(DECK.cards) == len(set(DECK.cards)) == 24
    assert sum(RULES.points[c.rank] for c in DECK.cards) == 120
    assert (RULES.tricks, RULES.talon_sizes[-1]) == (12, 12)


@settings(max_examples=1500, deadline=None)
@given(positions())
def test_engine_agrees_with_the_oracle_rm2(position: tuple) -> None:  # type: ignore[type-arg]
    hand, trick, contract, talon = position
    legal = legal_cards(hand, trick, contract, talon, rules=RULES)
    assert legal, "legal cards are never empty"
    assert set(legal) == oracle(hand, trick[0] if trick else None, contract, talon)


@settings(max_examples=500, deadline=None)
@given(positions())
def test_exactly_the_stage_the_rule_says_m5(position: tuple) -> None:  # type: ignore[type-arg]
    hand, trick, contract, talon = position
    verdicts = judge_hand(hand, trick, contract, talon, rules=RULES)
    assert [v.card for v in verdicts] == list(hand)
    assert all(v.rule_id in SECHSUNDSECHZIG_RULES and v.rule_id.startswith("M-")
               for v in verdicts)
    if trick and talon.strict:
        expected = stage_name(hand, trick[0], contract)
        assert {v.case for v in verdicts if v.legal} == {expected}
        rule = "M-6" if trick[0].suit is contract.trump else "M-5"
        assert {v.rule_id for v in verdicts if v.legal} == {rule}


@settings(max_examples=500, deadline=None)
@given(st.permutations(DECK.cards), st.sampled_from(ALL_CONTRACTS))
def test_trick_winner_m3(deck: list[Card], contract: SchnapsenContract) -> None:
    led, second = deck[0], deck[1]
    result = judge_trick((led, second), contract, RULES)
    if second.suit is led.suit:
        wins = ORDER.index(second.rank.value) > ORDER.index(led.rank.value)
    else:
        wins = second.suit is contract.trump
    assert result.winner == (1 if wins else 0)
    assert result.points == RULES.points[led.rank] + RULES.points[second.rank]
