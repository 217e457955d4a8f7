"""The quick path of the position checks decides exactly as the detailed checks, and card
ordinals (the key of the engine's tables) follow card values."""

from __future__ import annotations

import copy
import pickle
from collections.abc import Sequence
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.cards import Card, Rank, Suit
from rules.deck import Deck
from rules.errors import RulesInputError
from rules.jass.deck import JASS_DECK
from rules.position import (
    check_hand_and_trick,
    check_hand_and_trick_in_deck,
    check_in_deck,
    check_trick,
    check_trick_in_deck,
)
from rules.schafkopf.deck import SCHAFKOPF_DECK
from rules.schnapsen.deck import SCHNAPSEN_DECK

ALL_CARDS = [Card(suit, rank) for suit, rank in product(Suit, Rank)]
DECKS = {"jass": (JASS_DECK, 9, 4), "schnapsen": (SCHNAPSEN_DECK, 5, 2),
         "schafkopf": (SCHAFKOPF_DECK, 8, 4)}
# Cards of every deck, equal copies made anew (not the deck's own objects) among them.
any_card = st.sampled_from(ALL_CARDS).map(
    lambda card: Card(card.suit, card.rank) if card.rank is Rank.KING else card)


def outcome(check: object, *args: object, **kwargs: object) -> tuple[object, ...] | None:
    try:
        check(*args, **kwargs)  # type: ignore[operator]
    except RulesInputError as error:
        return type(error), str(error), error.field, error.index
    return None


@settings(max_examples=400, deadline=None)
@given(game=st.sampled_from(sorted(DECKS)), hand=st.lists(any_card, max_size=10),
       trick=st.lists(any_card, max_size=4))
def test_quick_path_decides_as_the_detailed_checks(game: str, hand: list[Card],
                                                    trick: list[Card]) -> None:
    deck, max_hand, players = DECKS[game]

    def detailed() -> None:
        check_hand_and_trick(hand, trick, max_hand=max_hand, players=players)
        check_in_deck(deck, hand=hand, trick=trick)

    assert outcome(check_hand_and_trick_in_deck, deck, hand, trick, max_hand=max_hand,
                   players=players) == outcome(detailed)


@settings(max_examples=200, deadline=None)
@given(game=st.sampled_from(sorted(DECKS)), trick=st.lists(any_card, max_size=5))
def test_trick_quick_path_decides_as_the_detailed_checks(game: str,
                                                          trick: list[Card]) -> None:
    deck, _, players = DECKS[game]

    def detailed() -> None:
        check_trick(trick, players=players)
        check_in_deck(deck, trick=trick)

    assert outcome(check_trick_in_deck, deck, trick, players=players) == outcome(detailed)


def test_a_non_card_is_left_to_the_detailed_checks() -> None:
    hand: Sequence[object] = (JASS_DECK.cards[0], "R6")
    with pytest.raises(RulesInputError, match="R6 is not a Jass card"):
        check_hand_and_trick_in_deck(JASS_DECK, hand, (), max_hand=9,  # type: ignore[arg-type]
                                     players=4)


@pytest.mark.parametrize("deck", [JASS_DECK, SCHNAPSEN_DECK, SCHAFKOPF_DECK],
                         ids=lambda deck: deck.game)
def test_ordinals_follow_card_values(deck: Deck) -> None:
    assert len({card.ordinal for card in ALL_CARDS}) == len(ALL_CARDS)
    for card in deck.cards:
        for same in (Card(card.suit, card.rank), copy.deepcopy(card),
                     pickle.loads(pickle.dumps(card))):
            assert same == card
            assert same.ordinal == card.ordinal
            assert hash(same) == hash(card)
    assert deck.ordinals == {card.ordinal for card in deck.cards}


def test_a_card_needs_a_known_suit_and_rank() -> None:
    with pytest.raises(ValueError, match="no card"):
        Card("clubs", Rank.ACE)  # type: ignore[arg-type]
