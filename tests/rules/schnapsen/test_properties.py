"""Invariants over random Schnapsen positions (hypothesis) and the engine against an oracle
written from pagat's "F,t,r" (follow and head, else follow, else trump, else anything)."""

from __future__ import annotations

from collections.abc import Sequence

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.cards import Card
from rules.schnapsen.catalogue import SCHNAPSEN_RULES
from rules.schnapsen.contract import ALL_CONTRACTS, SchnapsenContract, Talon
from rules.schnapsen.deck import SCHNAPSEN_DECK
from rules.schnapsen.legality import judge_hand, legal_cards
from rules.schnapsen.ranking import points
from rules.schnapsen.trick import judge_trick

ORDER = ["under", "ober", "king", "10", "ace"]  # N-1, weakest first


def oracle(hand: Sequence[Card], led: Card | None, contract: SchnapsenContract,
           talon: Talon) -> set[Card]:
    if led is None or talon is Talon.OPEN:
        return set(hand)
    same = {c for c in hand if c.suit is led.suit}
    higher = {c for c in same if ORDER.index(c.rank.value) > ORDER.index(led.rank.value)}
    trumps = {c for c in hand if c.suit is contract.trump}
    return higher or same or trumps or set(hand)


@st.composite
def positions(draw: st.DrawFn) -> tuple[tuple[Card, ...], tuple[Card, ...],
                                        SchnapsenContract, Talon]:
    deck = draw(st.permutations(SCHNAPSEN_DECK.cards))
    talon = draw(st.sampled_from(list(Talon)))
    size = 5 if talon is Talon.OPEN else draw(st.integers(1, 5))
    leads = draw(st.booleans())
    return (tuple(deck[:size]), () if leads else (deck[size],),
            draw(st.sampled_from(ALL_CONTRACTS)), talon)


def test_deck_has_20_cards_and_120_points_n1() -> None:
    assert len(SCHNAPSEN_DECK.cards) == len(set(SCHNAPSEN_DECK.cards)) == 20
    assert sum(points(c) for c in SCHNAPSEN_DECK.cards) == 120


@settings(max_examples=1500, deadline=None)
@given(positions())
def test_engine_agrees_with_oracle(position: tuple) -> None:  # type: ignore[type-arg]
    hand, trick, contract, talon = position
    legal = legal_cards(hand, trick, contract, talon)
    assert set(legal) == oracle(hand, trick[0] if trick else None, contract, talon)


@settings(max_examples=500, deadline=None)
@given(positions())
def test_invariants(position: tuple) -> None:  # type: ignore[type-arg]
    hand, trick, contract, talon = position
    verdicts = judge_hand(hand, trick, contract, talon)
    legal = legal_cards(hand, trick, contract, talon)
    assert [v.card for v in verdicts] == list(hand)
    assert legal
    assert set(legal) <= set(hand)
    assert all(v.rule_id in SCHNAPSEN_RULES for v in verdicts)
    if talon is Talon.OPEN or not trick:
        assert set(legal) == set(hand)  # talon open ⇒ every card legal; the leader is free


@settings(max_examples=500, deadline=None)
@given(positions(), st.data())
def test_trick_winner(position: tuple, data: st.DataObject) -> None:  # type: ignore[type-arg]
    hand, trick, contract, talon = position
    if not trick:
        return
    second = data.draw(st.sampled_from(legal_cards(hand, trick, contract, talon)))
    led = trick[0]
    result = judge_trick((led, second), contract)
    beats = (second.suit is led.suit and ORDER.index(second.rank.value)
             > ORDER.index(led.rank.value)) or (second.suit is contract.trump
                                                and led.suit is not contract.trump)
    assert result.winner == (1 if beats else 0)
    assert result.points == points(led) + points(second)
