"""The quick path of the position checks decides exactly as the detailed checks, card
ordinals (the key of the engine's tables) follow card values, and a deck with two of every
card allows two copies and refuses a third."""

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
from rules.errors import DuplicateCardError, RulesInputError
from rules.german_deck import german_deck
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
from tests.said import english, raises_said

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
        return type(error), english(error), error.field, error.index
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
    with raises_said(RulesInputError, "R6 is not a Jass card"):
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
    with pytest.raises(TypeError):  # the compiled core's own check of the type, or ours
        Card("cups", Rank.ACE)  # type: ignore[arg-type]  # (clubs is a Skat suit)


# Two of every card (9 to Ace, four German suits: 48), as Doppelkopf plays; a hand of 12.
TWO_COPIES = german_deck("two-copies", "Two-copy test", (Rank.NINE, Rank.TEN, Rank.UNDER,
                                                         Rank.OBER, Rank.KING, Rank.ACE),
                         copies=2)
HA, HK, A9 = Card(Suit.HEARTS, Rank.ACE), Card(Suit.HEARTS, Rank.KING), Card(Suit.ACORNS,
                                                                           Rank.NINE)


def parse(codes: str, deck: Deck = TWO_COPIES) -> list[Card]:
    return [deck.parse(code) for code in codes.split()]


@pytest.mark.parametrize(("hand", "trick", "fault"), [
    # Where the deck has two, two in one hand, one trick or both together are a real position.
    ("HA HA", "", None),
    ("HA HK HA", "HK", None),
    ("HK", "HA HA", None),
    ("HA A9", "HA", None),
    # A third copy is refused by name, at the copy that is one too many.
    ("HA HK HA A9 HA", "", ("hearts-ace appears 3 times in hand (positions 1, 3 and 5); the "
                            "deck has 2", "hand", 4)),
    ("HK", "HA HA HA", ("hearts-ace appears 3 times in trick (positions 1, 2 and 3); the "
                        "deck has 2", "trick", 2)),
    # Hand and trick together may not hold more than the pack: the trick lies on the table,
    # so the hand's copy that makes three is named.
    ("A9 HA HK HA", "HA", ("hearts-ace appears 3 times in hand and trick (trick position 1); "
                           "the deck has 2", "hand", 3)),
    ("A9 HA", "HA HK HA", ("hearts-ace appears 3 times in hand and trick (trick positions 1 "
                           "and 3); the deck has 2", "hand", 1)),
])
def test_two_copy_deck_counts_copies(hand: str, trick: str,
                                     fault: tuple[str, str, int] | None) -> None:
    error = outcome(check_hand_and_trick_in_deck, TWO_COPIES, parse(hand), parse(trick),
                    max_hand=12, players=4)
    assert error == (None if fault is None else (DuplicateCardError, *fault))


@pytest.mark.parametrize(("trick", "fault"), [
    ("HA HA", None),  # both copies may fall in one trick (the first played wins in Doppelkopf)
    ("HA HA HK HA", ("hearts-ace appears 3 times in trick (positions 1, 2 and 4); the deck "
                     "has 2", "trick", 3)),
])
def test_two_copy_trick(trick: str, fault: tuple[str, str, int] | None) -> None:
    error = outcome(check_trick_in_deck, TWO_COPIES, parse(trick), players=4)
    assert error == (None if fault is None else (DuplicateCardError, *fault))


@pytest.mark.parametrize(("hand", "trick", "fault"), [
    # One copy (the three games): the texts, fields and indexes are today's.
    ("RA R6 RA", "", ("roses-ace appears twice in hand (positions 1 and 3)", "hand", 2)),
    ("R6", "RA SA RA", ("roses-ace appears twice in trick (positions 1 and 3)", "trick", 2)),
    ("R6 RA", "SA RA", ("roses-ace is both in the hand and in the trick (trick position 2)",
                        "hand", 1)),
])
def test_one_copy_deck_refuses_a_second_copy_as_before(hand: str, trick: str,
                                                       fault: tuple[str, str, int]) -> None:
    error = outcome(check_hand_and_trick_in_deck, JASS_DECK, parse(hand, JASS_DECK),
                    parse(trick, JASS_DECK), max_hand=9, players=4)
    assert error == (DuplicateCardError, *fault)


# The pack as a list, every copy once: any part of it is a real position's cards.
PACK = [card for card in TWO_COPIES.cards for _ in range(TWO_COPIES.copies)]


@settings(max_examples=300, deadline=None)
@given(st.permutations(PACK), st.integers(1, 12), st.integers(0, 3),
       st.sampled_from(TWO_COPIES.cards))
def test_any_part_of_a_two_copy_pack_passes_and_a_third_copy_fails(
        pack: list[Card], size: int, lying: int, extra: Card) -> None:
    hand, trick = pack[:size], pack[size:size + lying]
    assert outcome(check_hand_and_trick_in_deck, TWO_COPIES, hand, trick, max_hand=12,
                   players=4) is None
    # Another copy of a card that is already there twice is refused, naming that card.
    both = [*hand, *trick]
    if both.count(extra) == 2 and size < 12:
        error = outcome(check_hand_and_trick_in_deck, TWO_COPIES, [*hand, extra], trick,
                        max_hand=12, players=4)
        assert error is not None
        assert error[0] is DuplicateCardError
        assert str(error[1]).startswith(f"{extra} appears 3 times in hand")
        assert error[2:] == ("hand", size)


two_copy_card = st.sampled_from(TWO_COPIES.cards).map(lambda card: Card(card.suit, card.rank))


@settings(max_examples=400, deadline=None)
@given(hand=st.lists(st.one_of(two_copy_card, any_card), max_size=13),
       trick=st.lists(two_copy_card, max_size=4))
def test_two_copy_quick_path_decides_as_the_detailed_checks(hand: list[Card],
                                                            trick: list[Card]) -> None:
    def detailed() -> None:
        check_hand_and_trick(hand, trick, max_hand=12, players=4, copies=2)
        check_in_deck(TWO_COPIES, hand=hand, trick=trick)

    assert outcome(check_hand_and_trick_in_deck, TWO_COPIES, hand, trick, max_hand=12,
                   players=4) == outcome(detailed)

    def detailed_trick() -> None:
        check_trick(trick, players=4, copies=2)
        check_in_deck(TWO_COPIES, trick=trick)

    assert outcome(check_trick_in_deck, TWO_COPIES, trick, players=4) == outcome(
        detailed_trick)
