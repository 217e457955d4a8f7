"""The round walk (``rules.round_check``) on a deck with two of every card, as Doppelkopf
plays: deals, plays and revokes count copies."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple, cast

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.cards import Card, Rank, Suit
from rules.deck import Deck
from rules.errors import DuplicateCardError, PositionError
from rules.game import Role, TrickCard, TrickOutcome
from rules.german_deck import german_deck
from rules.position import check_hand_and_trick_in_deck
from rules.registry import AnyGame
from rules.round_check import check_round, deal_from_plays
from rules.verdict import Verdict
from tests.rules.test_round_check import deal, play_out
from tests.said import english, raises_said

# --- A deck with two of every card (as Doppelkopf plays) -----------------------------------
# The walker is generic: a small test game on a two-copy pack (four suits of 10, King, Ace:
# 24 cards, four seats of six) with one rule, follow suit, and the first of two equal
# cards winning the trick, as in Doppelkopf.
TWO_COPIES = german_deck("two-copies", "Two-copy test", (Rank.TEN, Rank.KING, Rank.ACE),
                         copies=2)
STRENGTH = {Rank.TEN: 0, Rank.KING: 1, Rank.ACE: 2}


class TwoCopyPosition(NamedTuple):
    hand: tuple[Card, ...]
    trick: tuple[Card, ...]


class TwoCopyJudgement(NamedTuple):
    verdicts: tuple[Verdict, ...]


@dataclass(frozen=True)
class TwoCopyGame:
    deck: Deck = TWO_COPIES
    players: int = 4
    hand_size: int = 6

    def judge_in_round(self, position: TwoCopyPosition) -> tuple[Verdict, ...]:
        led = position.trick[0].suit if position.trick else None
        can_follow = any(card.suit is led for card in position.hand)
        return tuple(Verdict(card, not can_follow or card.suit is led, "T-1",
                             "follows" if not can_follow or card.suit is led else "revoke")
                     for card in position.hand)

    def judge(self, position: TwoCopyPosition) -> TwoCopyJudgement:
        check_hand_and_trick_in_deck(self.deck, position.hand, position.trick,
                                     max_hand=self.hand_size, players=self.players)
        return TwoCopyJudgement(self.judge_in_round(position))

    def judge_trick(self, trick: Sequence[Card], contract: Any) -> TrickOutcome:
        led = trick[0].suit
        winner = 0
        for place, card in enumerate(trick):
            # Strictly stronger: of two equal cards the first played wins.
            if card.suit is led and STRENGTH[card.rank] > STRENGTH[trick[winner].rank]:
                winner = place
        cards = tuple(TrickCard(card, Role.LED_SUIT if card.suit is led else Role.OFF_SUIT,
                                1 if place == winner else 2, 0, "T-0")
                      for place, card in enumerate(trick))
        return TrickOutcome(cards, led.value, winner, "T-2", "highest",
                            len(trick) == self.players)


TWO_COPY_GAME = cast(AnyGame, TwoCopyGame())


def two_copy_positions(hand: tuple[Card, ...], trick: tuple[Card, ...],
                       _earlier: tuple[tuple[Card, ...], ...]) -> TwoCopyPosition:
    return TwoCopyPosition(hand, trick)


def two(codes: str) -> list[Card]:
    return [TWO_COPIES.parse(code) for code in codes.split()]


# Seat 0 holds both Acorns Aces, seat 1 both Hearts Aces; every other card once a seat or
# twice, 24 in all.
TWO_COPY_DEAL = [two("AA AA A10 HK B10 LK"), two("HA HA AK L10 BK B10"),
                 two("AK A10 H10 H10 BA LA"), two("HK LK L10 LA BA BK")]


def two_copy_error(hands: Any, plays: Sequence[Card] = ()) -> tuple[type, str, str | None,
                                                                     int | None]:
    with pytest.raises((PositionError, DuplicateCardError)) as raised:
        check_round(TWO_COPY_GAME, None, 0, plays, hands, two_copy_positions)
    error = raised.value
    return type(error), english(error), error.field, error.index


def test_a_seat_holding_two_copies_plays_both() -> None:
    # Trick 1: seat 0 leads an Acorns Ace and wins; trick 2: it leads its second copy.
    plays = two("AA AK A10 L10  AA L10 AK LK")
    check = check_round(TWO_COPY_GAME, None, 0, plays, TWO_COPY_DEAL, two_copy_positions)
    assert check.revokes == ()
    assert [p.seat for p in check.plays] == [0, 1, 2, 3, 0, 1, 2, 3]
    assert [t.winner for t in check.tricks] == [0, 0]
    # Before its second Ace, seat 0 holds the one copy left; the verdict is for that card.
    second = check.plays[4]
    assert second.position.hand == tuple(two("AA A10 HK B10 LK"))
    assert second.verdict == Verdict(second.card, True, "T-1", "follows")
    assert check.next is not None
    assert check.next.position.hand == tuple(two("A10 HK B10 LK"))


def test_two_equal_cards_in_one_trick_and_a_revoke_among_copies() -> None:
    # Both Acorns Kings fall in trick 1: the first played (seat 1) wins. Seat 1 leads a
    # Hearts Ace; seat 3 holds the other Hearts King and discards a Leaf: a revoke.
    plays = two("A10 AK AK LA  HA H10 LK HK")
    check = check_round(TWO_COPY_GAME, None, 0, plays, TWO_COPY_DEAL, two_copy_positions)
    assert [t.winner for t in check.tricks] == [1, 1]
    assert check.tricks[0].outcome.winner == 1
    assert [(p.index, p.seat, p.verdict.case) for p in check.revokes] == [(6, 3, "revoke")]


@pytest.mark.parametrize(("plays", "fault"), [
    # Seat 0 plays both its Acorns Aces; a third is one more than the deck has.
    ("AA AK A10 L10  AA L10 AK LK  AA", (DuplicateCardError, "acorns-ace is played 3 times "
                                         "(plays 1, 5 and 9); the deck has 2", "plays", 8)),
    # Seat 2 holds one Acorns King, seat 1 the other: seat 2 cannot play it twice, though
    # the deck has a second copy.
    ("HK HA AK HK  BK AK", (PositionError, "seat 3 does not hold acorns-king", "plays", 5)),
])
def test_a_play_beyond_the_seats_copies_is_refused(plays: str, fault: tuple[Any, ...]) -> None:
    assert two_copy_error(TWO_COPY_DEAL, two(plays)) == fault


HEARTS_7 = Card(Suit.HEARTS, Rank.SEVEN)  # not in the two-copy pack


@pytest.mark.parametrize(("change", "fault"), [
    # The deal is the pack as a multiset: each card exactly twice across the seats.
    ((3, 0, TWO_COPIES.parse("AA")), (DuplicateCardError, "acorns-ace is dealt 3 times "
                                      "(seats 1, 1 and 4); the deck has 2", "hands", 3)),
    ((1, 5, TWO_COPIES.parse("BA")), (DuplicateCardError, "bells-ace is dealt 3 times "
                                      "(seats 2, 3 and 4); the deck has 2", "hands", 3)),
    # With six cards a seat a copy goes missing only for a card of no copy of the deck.
    ((1, 0, HEARTS_7), (PositionError, "the deal is not the deck: hearts-ace is dealt once; "
                        "the deck has 2", "hands", None)),
])
def test_a_deal_of_a_two_copy_deck_holds_every_card_twice(
        change: tuple[int, int, Card], fault: tuple[Any, ...]) -> None:
    seat, place, card = change
    hands = [list(hand) for hand in TWO_COPY_DEAL]
    hands[seat][place] = card
    assert two_copy_error(hands) == fault


def test_a_deal_missing_both_copies_names_the_card() -> None:
    hands = [list(hand) for hand in TWO_COPY_DEAL]
    hands[1][:2] = [HEARTS_7, HEARTS_7]  # both Hearts Aces gone
    assert two_copy_error(hands) == (PositionError, "the deal is not the deck: hearts-ace is "
                                     "dealt to no seat", "hands", None)


def test_deal_from_plays_reads_both_copies() -> None:
    rng = random.Random(3)
    hands = deal(TWO_COPY_GAME, rng)
    plays, _ = play_out(TWO_COPY_GAME, None, hands, 1, rng, two_copy_positions)
    check = check_round(TWO_COPY_GAME, None, 1, plays, None, two_copy_positions)
    assert check.finished
    assert [Counter(h) for h in check.hands] == [Counter(h) for h in hands]
    assert any(len(set(h)) < len(h) for h in hands)  # a seat holds two copies
    # A card played three times is refused by name before any seat is worked out.
    hearts_ace = Card(Suit.HEARTS, Rank.ACE)
    tripled = [*plays]
    tripled[next(i for i, c in enumerate(plays) if c != hearts_ace)] = hearts_ace
    at = [i for i, c in enumerate(tripled) if c == hearts_ace]
    with pytest.raises(DuplicateCardError) as raised:
        deal_from_plays(TWO_COPY_GAME, None, 1, tripled)
    # The plays are counted from 1 where people read them.
    assert english(raised.value) == (f"hearts-ace is played 3 times (plays {at[0] + 1}, "
                                     f"{at[1] + 1} and {at[2] + 1}); the deck has 2")
    assert (raised.value.field, raised.value.index) == ("plays", at[2])


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 3), st.sampled_from(TWO_COPIES.cards),
       st.integers(0, 23))
def test_any_split_of_a_two_copy_pack_is_a_deal_and_one_card_more_breaks_it(
        seed: int, leader: int, extra: Card, at: int) -> None:
    rng = random.Random(seed)
    hands = deal(TWO_COPY_GAME, rng)
    plays, _ = play_out(TWO_COPY_GAME, None, hands, leader, rng, two_copy_positions)
    check = check_round(TWO_COPY_GAME, None, leader, plays, hands, two_copy_positions)
    assert check.finished
    assert check.revokes == ()
    # Read from the plays, each seat holds the same cards, as many copies of each.
    read = check_round(TWO_COPY_GAME, None, leader, plays, None, two_copy_positions).hands
    assert [Counter(h) for h in read] == [Counter(h) for h in hands]
    # A third copy of any card, in place of any other card, is refused naming that card.
    seat, place = divmod(at, TWO_COPY_GAME.hand_size)
    if hands[seat][place] == extra:
        return
    changed = [list(h) for h in hands]
    changed[seat][place] = extra
    with raises_said(DuplicateCardError, f"{extra} is dealt 3 times") as raised:
        check_round(TWO_COPY_GAME, None, leader, (), changed, two_copy_positions)
    assert raised.value.field == "hands"
