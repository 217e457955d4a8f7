"""Invariants over random Schafkopf positions (hypothesis) and the engine against an oracle
written from the rule statements (K-6, K-8 … K-14, K-9 without history: R11)."""

from __future__ import annotations

from collections.abc import Sequence

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.cards import Card, Rank, Suit
from rules.schafkopf.catalogue import SCHAFKOPF_RULES
from rules.schafkopf.contract import SchafkopfContract, parse_contract
from rules.schafkopf.deck import SCHAFKOPF_DECK
from rules.schafkopf.legality import judge_hand, legal_cards
from rules.schafkopf.ranking import points, trump_order
from rules.schafkopf.trick import judge_trick

CONTRACTS = [parse_contract(text, tout) for text, tout in (
    ("rufspiel:acorns", False), ("rufspiel:leaves", False), ("rufspiel:bells", False),
    ("solo:hearts", False), ("solo:bells", True), ("wenz", False), ("wenz", True),
    ("farbwenz:leaves", False), ("farbwenz:hearts", True), ("geier", False),
    ("farbgeier:acorns", False), ("ramsch", False), ("bettel", False))]
TRUMP_COUNT = {"rufspiel": 14, "ramsch": 14, "solo": 14, "wenz": 4, "geier": 4,
               "farbwenz": 11, "farbgeier": 11, "bettel": 0}


def oracle_trumps(contract: SchafkopfContract) -> set[Card]:
    """The trumps as RULES.md lists them, without the engine's tables."""
    kind, suit = contract.type.value, contract.suit
    obers = {Card(s, Rank.OBER) for s in Suit if Card(s, Rank.OBER) in SCHAFKOPF_DECK}
    unters = {Card(s, Rank.UNDER) for s in Suit if Card(s, Rank.UNDER) in SCHAFKOPF_DECK}

    def whole(s: Suit | None) -> set[Card]:
        return {c for c in SCHAFKOPF_DECK.cards if c.suit is s}

    return {"rufspiel": obers | unters | whole(Suit.HEARTS),
            "ramsch": obers | unters | whole(Suit.HEARTS),
            "solo": obers | unters | whole(suit), "wenz": unters, "geier": obers,
            "farbwenz": unters | whole(suit), "farbgeier": obers | whole(suit),
            "bettel": set()}[kind]


def oracle_legal(hand: Sequence[Card], trick: Sequence[Card],
                 contract: SchafkopfContract) -> set[Card]:
    trumps = oracle_trumps(contract)

    def lane(card: Card) -> object:
        return "trump" if card in trumps else card.suit

    if trick:
        same = {c for c in hand if lane(c) == lane(trick[0])}
        allowed = same or set(hand)
    else:
        allowed = set(hand)
    ace = contract.called_ace
    if ace is None or ace not in hand:
        return allowed
    called = {c for c in hand if lane(c) == ace.suit}
    if not trick:
        return allowed if len(called) >= 4 else allowed - (called - {ace})
    if lane(trick[0]) == ace.suit:
        return {ace}
    return allowed if len(hand) == 1 else allowed - {ace}


@st.composite
def positions(draw: st.DrawFn) -> tuple[tuple[Card, ...], tuple[Card, ...],
                                        SchafkopfContract]:
    deck = draw(st.permutations(SCHAFKOPF_DECK.cards))
    contract = draw(st.sampled_from(CONTRACTS))
    size = draw(st.integers(1, 8))
    seat = draw(st.integers(0, 3))
    hands = [deck[i * 8: i * 8 + size] for i in range(4)]
    trick: list[Card] = []
    for player in range(seat):
        trick.append(draw(st.sampled_from(legal_cards(hands[player], trick, contract))))
    return hands[seat], tuple(trick), contract


def test_deck_total_and_trump_counts() -> None:
    assert len(SCHAFKOPF_DECK.cards) == 32
    assert sum(points(c) for c in SCHAFKOPF_DECK.cards) == 120
    for contract in CONTRACTS:
        assert len(trump_order(contract)) == TRUMP_COUNT[contract.type.value]
        assert set(trump_order(contract)) == oracle_trumps(contract)


@settings(max_examples=1000, deadline=None)
@given(positions())
def test_engine_agrees_with_oracle(position: tuple) -> None:  # type: ignore[type-arg]
    hand, trick, contract = position
    assert set(legal_cards(hand, trick, contract)) == oracle_legal(hand, trick, contract)


@settings(max_examples=500, deadline=None)
@given(positions())
def test_invariants(position: tuple) -> None:  # type: ignore[type-arg]
    hand, trick, contract = position
    judgement = judge_hand(hand, trick, contract)
    legal = [v.card for v in judgement.verdicts if v.legal]
    assert [v.card for v in judgement.verdicts] == list(hand)
    assert legal
    assert set(legal) <= set(hand)
    assert all(v.rule_id in SCHAFKOPF_RULES for v in judgement.verdicts)


@settings(max_examples=500, deadline=None)
@given(positions(), st.data())
def test_trick_winner_is_a_card_of_the_trick(position: tuple,  # type: ignore[type-arg]
                                             data: st.DataObject) -> None:
    hand, trick, contract = position
    card = data.draw(st.sampled_from(legal_cards(hand, trick, contract)))
    full = (*trick, card)
    result = judge_trick(full, contract)
    assert result.winning_card in full
    order = trump_order(contract)
    played_trumps = [c for c in full if c in order]
    if played_trumps:
        assert result.winning_card == min(played_trumps, key=order.index)
    else:
        assert result.winning_card.suit is full[0].suit
