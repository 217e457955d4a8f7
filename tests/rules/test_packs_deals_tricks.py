"""Packs, deals and tricks as data, shown on a toy game defined here: an irregular pack (a
card no grid of suits × ranks gives, a gap in the grid), a deal that leaves cards undealt, a
contract played by fewer seats than sit at the table, and a round that ends early."""

from __future__ import annotations

from collections.abc import Sequence
from types import MappingProxyType
from typing import Any, NamedTuple

import pytest

from rules.cards import Card, Rank, Suit
from rules.deck import Deck
from rules.errors import DuplicateCardError, ForeignCardError, PositionError, UnknownCardError
from rules.game import Role, TrickCard, TrickOutcome, cards_in_trick, seats_in_play
from rules.round_check import CheckedTrick, check_round
from rules.verdict import Verdict

H, B, A = Suit.HEARTS, Suit.BELLS, Suit.ACORNS
RANKS = (Rank.SIX, Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.KING, Rank.ACE)
JOKER = Card(B, Rank.SIX)  # the only card of its rank, as Watten's Weli
# Hearts 7 … Ace, acorns 7 … 10 (no King, no Ace) and the bells six: not suits × ranks.
TOY_CARDS = (*(Card(H, r) for r in RANKS[1:]), *(Card(A, r) for r in RANKS[1:5]), JOKER)
TOY_DECK = Deck(
    game="toy", display_name="Toy", suits=(A, H, B), ranks=RANKS,
    suit_letters=MappingProxyType({A: "A", H: "H", B: "B"}),
    rank_codes=MappingProxyType({Rank.SIX: "6", Rank.SEVEN: "7", Rank.EIGHT: "8",
                                 Rank.NINE: "9", Rank.TEN: "10", Rank.KING: "K",
                                 Rank.ACE: "A"}),
    suit_words=MappingProxyType({"acorns": A, "hearts": H, "bells": B, "schellen": B}),
    rank_words=MappingProxyType({"6": Rank.SIX, "7": Rank.SEVEN, "8": Rank.EIGHT,
                                 "9": Rank.NINE, "10": Rank.TEN, "king": Rank.KING,
                                 "ace": Rank.ACE}),
    listed=TOY_CARDS, card_words=MappingProxyType({"joker": JOKER}))


def test_an_irregular_pack_is_its_list_of_cards() -> None:
    assert TOY_DECK.cards == TOY_CARDS
    assert len(TOY_DECK) == 11
    assert JOKER in TOY_DECK
    assert Card(A, Rank.ACE) not in TOY_DECK
    assert len({card.ordinal for card in TOY_DECK.cards}) == 11


@pytest.mark.parametrize("card", TOY_CARDS, ids=str)
def test_every_card_of_an_irregular_pack_has_a_code_that_reads_back(card: Card) -> None:
    assert TOY_DECK.parse(TOY_DECK.code(card)) == card
    assert TOY_DECK.parse(str(card)) == card


@pytest.mark.parametrize("text", ["B6", "b6", "bells-6", "Schellen 6", "joker", "JOKER"])
def test_the_extra_card_is_read_by_code_words_and_its_own_name(text: str) -> None:
    assert TOY_DECK.parse(text) == JOKER


@pytest.mark.parametrize("text", ["AA", "acorns-ace", "H6", "hearts-6", "BA"])
def test_a_gap_in_the_grid_is_a_card_of_another_deck(text: str) -> None:
    with pytest.raises(ForeignCardError) as raised:
        TOY_DECK.parse(text)
    assert raised.value.code == "card.not-in-pack"
    assert raised.value.values["text"] == text


def test_a_card_named_by_a_word_but_missing_from_the_pack_is_foreign() -> None:
    without = Deck(game="toy", display_name="Toy", suits=(H,), ranks=RANKS[1:],
                   suit_letters=TOY_DECK.suit_letters, rank_codes=TOY_DECK.rank_codes,
                   suit_words=TOY_DECK.suit_words, rank_words=TOY_DECK.rank_words,
                   card_words=MappingProxyType({"joker": JOKER}))
    with pytest.raises(ForeignCardError) as raised:
        without.parse("joker")
    assert raised.value.values["card"] == JOKER
    with pytest.raises(UnknownCardError):
        without.parse("jester")


class ToyContract(NamedTuple):
    """``sitting_out``: the seat that does not play (a three-handed contract), or None."""

    sitting_out: int | None = None

    @property
    def slug(self) -> str:
        return "toy"

    @property
    def tout(self) -> bool:
        return False


class ToyGame:
    """Four seats, two cards each from the eleven of the pack (three stay undealt); any card
    may be played; the highest card of the led suit wins."""

    id = "toy"
    players = 4
    hand_size = 2
    deck = TOY_DECK

    def trick_size(self, contract: ToyContract) -> int:
        return self.players - (contract.sitting_out is not None)

    def playing_seats(self, contract: ToyContract) -> tuple[int, ...]:
        return tuple(seat for seat in range(self.players) if seat != contract.sitting_out)

    def judge(self, position: tuple[tuple[Card, ...], tuple[Card, ...]]) -> Any:
        class Judgement(NamedTuple):
            verdicts: tuple[Verdict, ...]
        return Judgement(self.judge_in_round(position))

    def judge_in_round(self, position: tuple[tuple[Card, ...], tuple[Card, ...]]
                       ) -> tuple[Verdict, ...]:
        return tuple(Verdict(card, True, "T-1", "free") for card in position[0])

    def judge_trick(self, trick: Sequence[Card], contract: ToyContract) -> TrickOutcome:
        led = trick[0].suit
        strength = [RANKS.index(c.rank) if c.suit is led else -1 for c in trick]
        winner = max(range(len(trick)), key=lambda at: (strength[at], -at))
        cards = tuple(TrickCard(c, Role.LED_SUIT if c.suit is led else Role.OFF_SUIT,
                                1 if at == winner else 2, 0, "T-2")
                      for at, c in enumerate(trick))
        return TrickOutcome(cards, str(led), winner, "T-2", "led_suit",
                            len(trick) == cards_in_trick(self, contract))


TOY = ToyGame()


def c(text: str) -> Card:
    return TOY_DECK.parse(text)


def hands(*seats: str) -> list[list[Card]]:
    return [[c(code) for code in seat.split()] for seat in seats]


def walk(contract: ToyContract, dealt: list[list[Card]], plays: str, **more: Any) -> Any:
    return check_round(TOY, contract, 0, [c(code) for code in plays.split()], dealt,
                       lambda hand, trick, _earlier: (hand, trick), **more)


DEAL = hands("HA H7", "HK H8", "H10 A7", "H9 A8")  # A9, A10 and B6 stay undealt


def test_a_deal_may_leave_cards_of_the_pack_undealt() -> None:
    check = walk(ToyContract(), DEAL, "HA HK H10 H9 H7 H8 A7 A8")
    assert [t.winner for t in check.tricks] == [0, 1]
    assert check.finished


@pytest.mark.parametrize(("dealt", "error", "code"), [
    (hands("HA H7", "HK H8", "H10 A7", "H9 HA"), DuplicateCardError, "round.dealt-too-often"),
    (hands("HA H7", "HK H8", "H10 A7", "H9"), PositionError, "round.hand-size"),
])
def test_a_partial_deal_is_still_part_of_the_pack(dealt: list[list[Card]], error: type,
                                                   code: str) -> None:
    with pytest.raises(error) as raised:
        walk(ToyContract(), dealt, "")
    assert (raised.value.code, raised.value.field, raised.value.index) == (code, "hands", 3)


def test_a_card_outside_the_pack_cannot_be_dealt() -> None:
    dealt = [*DEAL[:3], [c("H9"), Card(A, Rank.ACE)]]
    with pytest.raises(ForeignCardError) as raised:
        walk(ToyContract(), dealt, "")
    assert raised.value.code == "position.not-in-deck"
    assert raised.value.values["card"] == Card(A, Rank.ACE)


def test_the_number_of_cards_in_a_trick_comes_from_the_contract() -> None:
    three_handed = ToyContract(sitting_out=2)
    assert (cards_in_trick(TOY, three_handed), cards_in_trick(TOY, ToyContract())) == (3, 4)
    assert seats_in_play(TOY, three_handed) == (0, 1, 3)
    # Seat 2 never plays: seat 3 follows seat 1; seat 1 (H8) wins and leads trick 2.
    check = walk(three_handed, DEAL, "H7 H8 A8 HK H9 HA")
    assert [play.seat for play in check.plays] == [0, 1, 3, 1, 3, 0]
    assert [len(t.cards) for t in check.tricks] == [3, 3]
    assert [t.winner for t in check.tricks] == [1, 0]
    assert check.finished


def test_a_three_handed_round_that_is_unfinished_names_the_next_playing_seat() -> None:
    check = walk(ToyContract(sitting_out=2), DEAL, "H7 H8")
    assert check.next is not None
    assert check.next.seat == 3


def test_a_seat_that_sits_out_cannot_lead() -> None:
    with pytest.raises(PositionError) as raised:
        check_round(TOY, ToyContract(sitting_out=0), 0, [], DEAL, lambda *_: None)
    assert (raised.value.code, raised.value.field) == ("round.leader-not-playing", "leader")


def won_one(tricks: Sequence[CheckedTrick]) -> bool:
    return len(tricks) >= 1


def test_a_round_may_end_before_the_hands_are_empty() -> None:
    check = walk(ToyContract(), DEAL, "HA HK H10 H9", ends=won_one)
    assert len(check.tricks) == 1
    assert check.finished
    with pytest.raises(PositionError) as raised:
        walk(ToyContract(), DEAL, "HA HK H10 H9 H7", ends=won_one)
    assert (raised.value.code, raised.value.index) == ("round.over", 4)
