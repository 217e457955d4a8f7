"""Card notation: codes and suit-rank round-trip; wrong decks and non-cards are told apart;
a pack may hold every card twice."""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest

from rules.cards import Card, Rank, Suit
from rules.deck import Deck
from rules.errors import ForeignCardError, UnknownCardError
from rules.german_deck import german_deck
from rules.jass.deck import JASS_DECK
from rules.schafkopf.deck import SCHAFKOPF_DECK
from rules.schnapsen.deck import SCHNAPSEN_DECK
from tests.said import raises_said


def test_jass_deck_has_36_cards_j1() -> None:
    # "Der Kartensatz enthält 36 Karten."
    assert len(JASS_DECK.cards) == len(set(JASS_DECK.cards)) == len(JASS_DECK) == 36


@pytest.mark.parametrize("card", JASS_DECK.cards, ids=str)
def test_code_and_suit_rank_round_trip(card: Card) -> None:
    code = JASS_DECK.code(card)
    assert JASS_DECK.parse(code) == card
    assert JASS_DECK.parse(code.lower()) == card
    assert JASS_DECK.parse(str(card)) == card
    assert JASS_DECK.parse(str(card).upper()) == card


@pytest.mark.parametrize(("text", "card"), [
    ("hearts-jack", Card(Suit.ROSES, Rank.UNDER)),  # R16: Herz ↔ Rosen
    ("clubs-queen", Card(Suit.ACORNS, Rank.OBER)),
    ("diamonds-10", Card(Suit.BELLS, Rank.TEN)),
    ("spades-ace", Card(Suit.SHIELDS, Rank.ACE)),
    ("Rosen-König", Card(Suit.ROSES, Rank.KING)),
    ("Schilten Banner", Card(Suit.SHIELDS, Rank.TEN)),
    ("Kreuz-Bube", Card(Suit.ACORNS, Rank.UNDER)),
    ("ecken-dame", Card(Suit.BELLS, Rank.OBER)),
    ("Eicheln-Nell", Card(Suit.ACORNS, Rank.NINE)),
    (" r10 ", Card(Suit.ROSES, Rank.TEN)),
])
def test_aliases(text: str, card: Card) -> None:
    assert JASS_DECK.parse(text) == card


@pytest.mark.parametrize("text", ["leaves-ace", "gras-ober", "R5", "roses-5", "hearts-2",
                                  "B2"])
def test_cards_of_other_decks_are_named_as_such(text: str) -> None:
    with raises_said(ForeignCardError, "not in the Jass deck"):
        JASS_DECK.parse(text)


@pytest.mark.parametrize("text", ["", "xyz", "Q7", "roses-zz", "moon-6", "R", "-"])
def test_non_cards_are_unknown(text: str) -> None:
    with pytest.raises(UnknownCardError):
        JASS_DECK.parse(text)


def test_engines_refuse_cards_of_another_deck() -> None:
    from rules.jass.contract import OBENABE
    from rules.jass.legality import judge_hand
    from rules.schnapsen.contract import Talon, parse_trump
    from rules.schnapsen.legality import judge_hand as schnapsen_judge

    leaves_ace = Card(Suit.LEAVES, Rank.ACE)
    with raises_said(ForeignCardError, "not a Jass card") as raised:
        judge_hand((JASS_DECK.parse("R6"), leaves_ace), (), OBENABE)
    assert (raised.value.field, raised.value.index) == ("hand", 1)
    with raises_said(ForeignCardError, "not a Schnapsen card"):
        schnapsen_judge((Card(Suit.ROSES, Rank.ACE),), (), parse_trump("hearts"), Talon.CLOSED)


def test_cards_are_ordinary_values() -> None:
    # Equal by suit and rank, whoever made them; copies and pickles are the same card.
    card = JASS_DECK.parse("roses-under")
    assert Card(Suit.ROSES, Rank.UNDER) == card == JASS_DECK.parse("RU")
    assert copy.copy(card) == card
    assert copy.deepcopy(card) == card
    assert pickle.loads(pickle.dumps(card)) == card
    assert hash(pickle.loads(pickle.dumps(card))) == hash(card)
    with pytest.raises(dataclasses.FrozenInstanceError):
        card.rank = Rank.OBER  # type: ignore[misc]
    assert Card(Suit.ROSES, Rank.UNDER) != Card(Suit.ROSES, Rank.OBER)
    assert len({Card(Suit.BELLS, Rank.SIX), JASS_DECK.parse("B6")}) == 1


# A pack with two of every card, as Doppelkopf plays (9 to Ace in four German suits: 48).
DOPPEL_RANKS = (Rank.NINE, Rank.TEN, Rank.UNDER, Rank.OBER, Rank.KING, Rank.ACE)


def two_copy_deck() -> Deck:
    return german_deck("two-copies", "Two-copy test", DOPPEL_RANKS, copies=2)


def test_existing_decks_hold_every_card_once() -> None:
    # The three games are unchanged: one copy, len is the pack as before.
    for deck, size in ((JASS_DECK, 36), (SCHAFKOPF_DECK, 32), (SCHNAPSEN_DECK, 20)):
        assert deck.copies == 1
        assert len(deck) == len(deck.cards) == size
        assert all(deck.copies_of(card) == 1 for card in deck.cards)


def test_two_copy_deck_counts_the_pack_lists_each_card_once() -> None:
    # len is what a player counts in the pack (48 for Doppelkopf); cards and codes stay
    # one entry per distinct card, in canonical order.
    deck = two_copy_deck()
    assert deck.copies == 2
    assert len(deck) == 48
    assert len(deck.cards) == len(set(deck.cards)) == 24
    assert len({deck.code(card) for card in deck.cards}) == 24
    assert deck.cards == german_deck("one-copy", "One copy", DOPPEL_RANKS).cards
    hearts_ace = Card(Suit.HEARTS, Rank.ACE)
    assert deck.copies_of(hearts_ace) == 2
    assert deck.copies_of(Card(Suit.HEARTS, Rank.SEVEN)) == 0  # not in this pack
    assert deck.copies_of(Card(Suit.ROSES, Rank.ACE)) == 0  # another deck's suit
    # Two copies are the same value: parsing either gives an equal card.
    assert deck.parse("HA") == deck.parse("hearts-ace") == hearts_ace


@pytest.mark.parametrize("copies", [0, -1])
def test_a_deck_holds_every_card_at_least_once(copies: int) -> None:
    with pytest.raises(ValueError, match="at least once"):
        german_deck("none", "None", DOPPEL_RANKS, copies=copies)
