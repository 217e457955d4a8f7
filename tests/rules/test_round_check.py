"""The round walker (``rules.round_check``): random complete rounds played with random legal
cards, one play replaced by an illegal card, and the walker's positions against the game's
own ``judge`` and ``judge_trick``."""

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
from rules.game import Role, TrickCard, TrickOutcome, legal_cards
from rules.german_deck import german_deck
from rules.jass.game import JASS, JassPosition
from rules.jass.round import count_round
from rules.jass.ruleset import RULESETS
from rules.position import check_hand_and_trick_in_deck
from rules.registry import AnyGame
from rules.round_check import PositionFor, check_round, deal_from_plays
from rules.schafkopf.contract import ContractType
from rules.schafkopf.game import SCHAFKOPF, SchafkopfPosition
from rules.verdict import Verdict


def jass_positions(contract: Any, ruleset: str = "jasvel") -> PositionFor:
    rules = RULESETS[ruleset]
    return lambda hand, trick, _earlier: JassPosition(contract, hand, trick, rules)


def schafkopf_positions(contract: Any) -> PositionFor:
    return lambda hand, trick, earlier: SchafkopfPosition(contract, hand, trick, earlier)


POSITIONS = {"jass": jass_positions, "schafkopf": schafkopf_positions}
GAMES = {"jass": JASS, "schafkopf": SCHAFKOPF}
# Bettel (no trumps, no Augen goal) is a contract of the Schafkopf engine too; every
# contract is walked the same way.
CONTRACTS = {game_id: GAMES[game_id].contracts for game_id in GAMES}


def deal(game: AnyGame, rng: random.Random) -> tuple[tuple[Card, ...], ...]:
    cards = [card for card in game.deck.cards for _ in range(game.deck.copies)]
    rng.shuffle(cards)
    size = game.hand_size
    return tuple(tuple(cards[i * size:(i + 1) * size]) for i in range(game.players))


def play_out(game: AnyGame, contract: Any, hands: Sequence[Sequence[Card]], leader: int,
             rng: random.Random, positions: PositionFor, illegal_at: int | None = None
             ) -> tuple[list[Card], int | None]:
    """A round played with random legal cards; at ``illegal_at`` (if that seat holds one)
    an illegal card instead. Returns the plays and where the illegal card went (or None)."""
    held = [list(h) for h in hands]
    plays: list[Card] = []
    trick: list[Card] = []
    earlier: list[tuple[Card, ...]] = []
    revoke = None
    for index in range(game.players * game.hand_size):
        seat = (leader + len(trick)) % game.players
        verdicts = game.judge(positions(tuple(held[seat]), tuple(trick),
                                        tuple(earlier))).verdicts
        illegal = [v.card for v in verdicts if not v.legal]
        if index == illegal_at and illegal:
            card, revoke = rng.choice(illegal), index
        else:
            card = rng.choice([v.card for v in verdicts if v.legal])
        held[seat].remove(card)
        plays.append(card)
        trick.append(card)
        if len(trick) == game.players:
            leader = (leader + game.judge_trick(trick, contract).winner) % game.players
            earlier.append(tuple(trick))
            trick = []
    return plays, revoke


rounds = st.tuples(st.sampled_from(sorted(GAMES)), st.integers(0, 2**32), st.integers(0, 3))


@settings(max_examples=150, deadline=None)
@given(rounds)
def test_random_legal_rounds_have_no_revokes_and_count_the_deck(case: tuple[str, int, int]
                                                                ) -> None:
    game_id, seed, leader = case
    game, rng = GAMES[game_id], random.Random(seed)
    contract = rng.choice(CONTRACTS[game_id])
    hands = deal(game, rng)
    positions = (jass_positions(contract, rng.choice(sorted(RULESETS))) if game_id == "jass"
                 else POSITIONS[game_id](contract))
    plays, _ = play_out(game, contract, hands, leader, rng, positions)
    check = check_round(game, contract, leader, plays, hands, positions)
    assert check.revokes == ()
    assert check.finished
    assert check.hands == hands
    assert [p.card for p in check.plays] == plays
    # Every play judged as the engine judges that position alone.
    for play in check.plays:
        assert play.verdicts == game.judge(play.position).verdicts
        assert play.verdict == play.verdicts[play.position.hand.index(play.card)]
    assert len(check.tricks) == game.hand_size
    # Every trick as judge_trick judges it, and the winner leads the next.
    next_leader = leader
    for trick in check.tricks:
        assert trick.leader == next_leader
        assert trick.outcome == game.judge_trick(trick.cards, contract)
        next_leader = trick.winner
    # A round without hands: the deal is read from the plays and is the same.
    assert check_round(game, contract, leader, plays, None, positions).hands == tuple(
        tuple(sorted(h, key=plays.index)) for h in hands)
    total = sum(check.running(game.players)[-1])
    if game_id == "jass":
        count = count_round([t.cards for t in check.tricks], contract, first_leader=leader)
        assert count.card_points == total == 152
        assert count.with_match in (157, 257)
        assert (count.with_match == 257) == any(t.tricks == 9 for t in count.teams)
    else:
        assert total == 120  # Augen, every contract


@settings(max_examples=150, deadline=None)
@given(rounds, st.integers(0, 35))
def test_one_illegal_card_is_exactly_that_revoke(case: tuple[str, int, int],
                                                 at: int) -> None:
    game_id, seed, leader = case
    game, rng = GAMES[game_id], random.Random(seed)
    contract = rng.choice(CONTRACTS[game_id])
    hands = deal(game, rng)
    positions = POSITIONS[game_id](contract)
    at %= game.players * game.hand_size
    plays, revoke = play_out(game, contract, hands, leader, rng, positions, illegal_at=at)
    check = check_round(game, contract, leader, plays, hands, positions)
    if revoke is None:  # that seat had no illegal card there
        assert check.revokes == ()
        return
    (only,) = check.revokes
    assert only.index == revoke
    assert only.card == plays[revoke]
    # The rule legal-cards gives for that position.
    verdicts = game.judge(only.position).verdicts
    assert only.verdict in verdicts
    assert not only.verdict.legal
    assert only.card not in legal_cards(game.judge(only.position))


@settings(max_examples=60, deadline=None)
@given(rounds, st.integers(0, 35))
def test_next_is_the_judgement_of_the_position_at_every_prefix(case: tuple[str, int, int],
                                                               cut: int) -> None:
    game_id, seed, leader = case
    game, rng = GAMES[game_id], random.Random(seed)
    contract = rng.choice(CONTRACTS[game_id])
    hands = deal(game, rng)
    positions = POSITIONS[game_id](contract)
    plays, _ = play_out(game, contract, hands, leader, rng, positions)
    cut %= len(plays)
    whole = check_round(game, contract, leader, plays, hands, positions)
    part = check_round(game, contract, leader, plays[:cut], hands, positions)
    assert part.next is not None
    # The next play of the whole round is judged for the same position.
    assert part.next.seat == whole.plays[cut].seat
    assert part.next.position == whole.plays[cut].position
    assert part.next.judgement == game.judge(whole.plays[cut].position)
    assert part.plays == whole.plays[:cut]


def test_bad_rounds_point_at_the_play() -> None:
    rng = random.Random(7)
    contract = JASS.contracts[0]
    hands = deal(JASS, rng)
    positions = jass_positions(contract)
    plays, _ = play_out(JASS, contract, hands, 0, rng, positions)

    def error(plays: Sequence[Card], hands: Any = hands) -> tuple[str, str | None, int | None]:
        with pytest.raises((PositionError, DuplicateCardError)) as raised:
            check_round(JASS, contract, 0, plays, hands, positions)
        return type(raised.value).__name__, raised.value.field, raised.value.index

    assert error([*plays[:5], plays[2]]) == ("DuplicateCardError", "plays", 5)
    foreign = next(c for c in hands[1] if c not in plays[:4])
    assert error([foreign]) == ("PositionError", "plays", 0)  # seat 0 does not hold it
    assert error([*plays, plays[0]]) == ("PositionError", "plays", 36)  # beyond the end
    assert error(plays[:3], None) == ("PositionError", "hands", None)  # no deal, unfinished
    short = [list(h) for h in hands]
    short[2].pop()
    assert error(plays[:1], short) == ("PositionError", "hands", 2)
    twice = [list(h) for h in hands]
    twice[3][0] = twice[0][0]
    assert error(plays[:1], twice) == ("DuplicateCardError", "hands", 3)


def test_schafkopf_called_sau_searched_in_trick_three_and_free_after() -> None:
    """K-9 (a): "Der Spieler mit der gerufenen Sau muss diese zugeben, wenn die Farbe der
    Ruf-Sau angespielt wird"; R10: once searched the Sau is free; K-9 (b): "Wurde die Ruf-Sau
    nicht gesucht, so darf er sie erst im letzten, dem 8. Stich, zugeben." """
    parse = SCHAFKOPF.deck.parse
    contract = SCHAFKOPF.parse_contract("rufspiel:acorns")
    hands = [[parse(c) for c in h.split()] for h in (
        "AO LO HU H10 HK A7 B7 L7", "HO BO AU LA L10 LK A8 B8",
        "LU BU HA AA A9 B9 L8 L9", "H9 H8 H7 A10 AK BA B10 BK")]
    positions = schafkopf_positions(contract)

    def check(text: str) -> Any:
        return check_round(SCHAFKOPF, contract, 0, [parse(c) for c in text.split()], hands,
                           positions)

    start = "AO HO BU H7 LO BO LU H8"  # two trump tricks, seat 0 leads trick 3
    kept_back = check(start + " A7 A8 A9 A10")
    (revoke,) = kept_back.revokes
    assert (revoke.index, revoke.seat, revoke.trick) == (10, 2, 3)
    assert (revoke.verdict.rule_id, revoke.verdict.legal) == ("K-9", False)
    searched = check(start + " A7 A8 AA A10")
    assert searched.revokes == ()
    assert searched.tricks[-1].winner == 2
    # Unsearched (Schellen led in trick 3), the Sau may not be discarded before trick 8.
    discarded = check(start + " B7 B8 B9 BA B10 L7 LK AA")
    assert [(p.index, p.verdict.rule_id) for p in discarded.revokes] == [(15, "K-9")]
    # The state is derived from the plays: unsearched before trick 3, searched (and the Sau
    # free, R10) from trick 4 on.
    before = check(start)
    assert before.next is not None
    assert before.next.judgement.called_ace == (False, False)
    after = check(start + " A7 A8 AA A10")
    assert after.next is not None
    assert after.next.seat == 2
    assert after.next.judgement.called_ace == (True, False)
    assert after.next.judgement.trick_number == 4
    assert SCHAFKOPF.contracts[0].type is ContractType.RUFSPIEL


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
    return type(error), str(error), error.field, error.index


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
                                         "(plays 0, 4 and 8); the deck has 2", "plays", 8)),
    # Seat 2 holds one Acorns King, seat 1 the other: seat 2 cannot play it twice, though
    # the deck has a second copy.
    ("HK HA AK HK  BK AK", (PositionError, "seat 2 does not hold acorns-king", "plays", 5)),
])
def test_a_play_beyond_the_seats_copies_is_refused(plays: str, fault: tuple[Any, ...]) -> None:
    assert two_copy_error(TWO_COPY_DEAL, two(plays)) == fault


HEARTS_7 = Card(Suit.HEARTS, Rank.SEVEN)  # not in the two-copy pack


@pytest.mark.parametrize(("change", "fault"), [
    # The deal is the pack as a multiset: each card exactly twice across the seats.
    ((3, 0, TWO_COPIES.parse("AA")), (DuplicateCardError, "acorns-ace is dealt 3 times "
                                      "(seats 0, 0 and 3); the deck has 2", "hands", 3)),
    ((1, 5, TWO_COPIES.parse("BA")), (DuplicateCardError, "bells-ace is dealt 3 times "
                                      "(seats 1, 2 and 3); the deck has 2", "hands", 3)),
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
    assert str(raised.value) == (f"hearts-ace is played 3 times (plays {at[0]}, {at[1]} and "
                                 f"{at[2]}); the deck has 2")
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
    with pytest.raises(DuplicateCardError, match=f"{extra} is dealt 3 times") as raised:
        check_round(TWO_COPY_GAME, None, leader, (), changed, two_copy_positions)
    assert raised.value.field == "hands"
