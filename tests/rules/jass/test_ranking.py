"""Rank orders (J-4 … J-7) and card points (J-10 … J-14, R5), from the sentences that state them."""

from __future__ import annotations

import pytest

from rules.cards import Card, Rank, Suit
from rules.jass.contract import ALL_CONTRACTS, OBENABE, UNDENUFE, JassContract, trump_contract
from rules.jass.deck import JASS_DECK
from rules.jass.ranking import is_puur, is_trump, points, points_rule, strength

ROSES_TRUMP = trump_contract(Suit.ROSES)


TEXT_RANKS = {"U": Rank.UNDER, "O": Rank.OBER, "K": Rank.KING, "A": Rank.ACE,
              **{r.value: r for r in (Rank.SIX, Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN)}}


def ranks(order: str) -> list[Rank]:
    """'U, 9, A, K' in the texts' notation → ranks."""
    return [TEXT_RANKS[word] for word in order.replace(",", " ").split()]


def order_of(suit: Suit, contract: JassContract) -> list[Rank]:
    suit_cards = [c for c in JASS_DECK.cards if c.suit is suit]
    return [c.rank for c in sorted(suit_cards, key=lambda c: -strength(c, contract))]


@pytest.mark.parametrize(("rule", "source", "suit", "contract", "expected"), [
    ("J-4", "Im Trumpf gilt folgende Stärkeordnung, von der stärksten zur schwächsten Karte: "
     "U, 9, A, K, O, 10, 8, 7, 6.", Suit.ROSES, ROSES_TRUMP, "U, 9, A, K, O, 10, 8, 7, 6"),
    ("J-5", "In einer gewöhnlichen Farbe und bei Obenabe gilt: A, K, O, U, 10, 9, 8, 7, 6.",
     Suit.BELLS, ROSES_TRUMP, "A, K, O, U, 10, 9, 8, 7, 6"),
    ("J-5", "In einer gewöhnlichen Farbe und bei Obenabe gilt: A, K, O, U, 10, 9, 8, 7, 6.",
     Suit.ROSES, OBENABE, "A, K, O, U, 10, 9, 8, 7, 6"),
    ("J-6", "Bei Undenufe lautet die Reihenfolge: 6, 7, 8, 9, 10, U, O, K, A.",
     Suit.ACORNS, UNDENUFE, "6, 7, 8, 9, 10, U, O, K, A"),
])
def test_rank_order(rule: str, source: str, suit: Suit, contract: JassContract,
                    expected: str) -> None:
    assert order_of(suit, contract) == ranks(expected), f"{rule}: {source}"


def test_puur_is_only_the_trump_under_j7() -> None:
    # "Der Name Puur bezeichnet deshalb nicht einfach jede Under-Karte, sondern den Under der
    # Trumpffarbe."
    assert is_puur(Card(Suit.ROSES, Rank.UNDER), ROSES_TRUMP)
    assert not is_puur(Card(Suit.BELLS, Rank.UNDER), ROSES_TRUMP)
    assert not any(is_puur(c, OBENABE) or is_trump(c, OBENABE) for c in JASS_DECK.cards)


def test_puur_beats_nell_beats_trump_ace_j4() -> None:
    # "Der Puur schlägt im Trumpf also die Nell, und die Nell schlägt das Ass der Trumpffarbe."
    puur, nell, ace = (Card(Suit.ROSES, r) for r in (Rank.UNDER, Rank.NINE, Rank.ACE))
    assert strength(puur, ROSES_TRUMP) > strength(nell, ROSES_TRUMP) > strength(ace,
                                                                                ROSES_TRUMP)


@pytest.mark.parametrize(("rule", "contract", "suit", "expected"), [
    ("J-10", ROSES_TRUMP, Suit.ROSES,
     {"under": 20, "9": 14, "ace": 11, "king": 4, "ober": 3, "10": 10, "8": 0, "7": 0, "6": 0}),
    ("J-11", ROSES_TRUMP, Suit.SHIELDS,
     {"ace": 11, "king": 4, "ober": 3, "under": 2, "10": 10, "9": 0, "8": 0, "7": 0, "6": 0}),
    ("J-12", OBENABE, Suit.SHIELDS,
     {"ace": 11, "king": 4, "ober": 3, "under": 2, "10": 10, "9": 0, "8": 8, "7": 0, "6": 0}),
    ("J-13", UNDENUFE, Suit.SHIELDS,
     {"ace": 0, "king": 4, "ober": 3, "under": 2, "10": 10, "9": 0, "8": 8, "7": 0, "6": 11}),
])
def test_card_points_r5(rule: str, contract: JassContract, suit: Suit,
                        expected: dict[str, int]) -> None:
    for rank_id, value in expected.items():
        card = Card(suit, Rank(rank_id))
        assert points(card, contract) == value, f"{rule} {card}"
        assert points_rule(card, contract) == rule


@pytest.mark.parametrize("contract", ALL_CONTRACTS, ids=lambda c: c.slug)
def test_every_contract_holds_152_card_points_j14(contract: JassContract) -> None:
    # "In jeder Runde stecken genau 152 Kartenpunkte." (+5 last trick = 157, +100 match = 257)
    total = sum(points(card, contract) for card in JASS_DECK.cards)
    assert total == 152
    assert total + 5 == 157
    assert total + 5 + 100 == 257
