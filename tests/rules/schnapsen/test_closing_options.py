"""What the closing calculator adds on request: the opponent hands that beat a lead (counted
against the brute force deal by deal), and the position after exchanging the trump Unter
(66: the Nine) for the face-up trump card before closing (R8, N-12; RM5, M-13)."""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from rules.cards import Card
from rules.errors import PositionError
from rules.schnapsen.closing import (
    ClosingPosition,
    Exchange,
    Tally,
    Who,
    check_position,
    deals_of,
    exchanged,
    solve_closing,
    tricks_for,
)
from rules.schnapsen.contract import ALL_CONTRACTS
from rules.schnapsen.variant import SCHNAPSEN_VARIANT, Variant
from rules.sechsundsechzig.game import SECHSUNDSECHZIG_VARIANT
from tests.rules.schnapsen.closing_oracle import brute, count_wins
from tests.rules.schnapsen.test_closing_search import positions, tallies

VARIANTS = (SCHNAPSEN_VARIANT, SECHSUNDSECHZIG_VARIANT)


def _open(rules: Variant, position: ClosingPosition) -> bool:
    return max(position.me.card_points, position.opponent.card_points) < rules.winning_points


@settings(max_examples=2, deadline=None)
@given(positions((SCHNAPSEN_VARIANT,)))
def test_the_losing_hands_are_the_deals_the_brute_force_loses(
        case: tuple[Variant, ClosingPosition]) -> None:
    """Every lead's losing hands, deal by deal, against the search without table or pruning
    (Schnapsen's 56 deals: the brute force takes seconds a position)."""
    rules, position = case
    assume(_open(rules, position))
    mine, his, known, unseen = check_position(position, rules)
    answer = solve_closing(position, rules, keep=True)
    free = [c for c in unseen if c not in known]
    assert answer.deals == deals_of(position, rules) == len(answer.outcomes)
    for n, lead in enumerate(position.hand):
        lost = {frozenset(known) | frozenset(drawn)
                for drawn in combinations(free, rules.hand_size - len(known))
                if not brute((frozenset(position.hand), frozenset(known) | frozenset(drawn)),
                             0, (mine.side.points, his.side.points),
                             (mine.side.has_trick, his.side.has_trick), position.contract,
                             rules, True, lead)}
        listed = answer.losing_hands(n)
        assert {frozenset(hand) for hand in listed} == lost
        assert len(listed) == answer.deals - answer.leads[n].wins


@settings(max_examples=40, deadline=None)
@given(positions())
def test_kept_outcomes_change_no_count(case: tuple[Variant, ClosingPosition]) -> None:
    rules, position = case
    assume(_open(rules, position))
    plain, kept = solve_closing(position, rules), solve_closing(position, rules, keep=True)
    assert plain.outcomes == ()
    assert (kept.leads, kept.wins_double_dummy) == (plain.leads, plain.wins_double_dummy)
    assert sum(won > 0 for _, won in kept.outcomes) == kept.wins_double_dummy


@st.composite
def exchangeable(draw: st.DrawFn, variants: tuple[Variant, ...] = VARIANTS
                 ) -> tuple[Variant, ClosingPosition]:
    """A closing at the smallest talon whose hand holds the trump Unter (66: Nine), the
    face-up trump card another trump."""
    rules = draw(st.sampled_from(variants))
    contract = draw(st.sampled_from(ALL_CONTRACTS))
    own = Card(contract.trump, rules.exchange_rank)
    trump_card = draw(st.sampled_from([c for c in rules.deck.cards
                                       if c.suit is contract.trump and c != own]))
    cards = draw(st.permutations([c for c in rules.deck.cards if c not in (own, trump_card)]))
    played = tricks_for(4, rules)
    tricks = tuple((cards[2 * n], cards[2 * n + 1]) for n in range(played))
    hand = (own, *cards[2 * played:2 * played + rules.hand_size - 1])
    return rules, ClosingPosition(contract, tuple(draw(st.permutations(hand))), 4, trump_card,
                                  tricks, None, (), *tallies(tricks, contract, rules))


@settings(max_examples=2, deadline=None)
@given(exchangeable((SCHNAPSEN_VARIANT,)))
def test_the_exchanged_position_agrees_with_the_brute_force(
        case: tuple[Variant, ClosingPosition]) -> None:
    """R8: "The holder of the trump Unter may exchange it for the turned-up trump card only
    while on lead, before leading": the hand after it, every deal and lead counted twice."""
    rules, position = case
    assume(_open(rules, position) and position.me.tricks)
    after = exchanged(position, rules)
    assert after.trump_card == Card(position.contract.trump, rules.exchange_rank)
    assert position.trump_card in after.hand
    assert after.exchange == Exchange(Who.ME, position.trump_card)
    mine, his, known, unseen = check_position(after, rules)
    answer = solve_closing(after, rules)
    wins, either, deals = count_wins(after.hand, unseen, known,
                                     (mine.side.points, his.side.points),
                                     (mine.side.has_trick, his.side.has_trick),
                                     after.contract, rules)
    assert (answer.deals, [lead.wins for lead in answer.leads],
            answer.wins_double_dummy) == (deals, wins, either)


@settings(max_examples=30, deadline=None)
@given(exchangeable())
def test_the_exchange_keeps_the_deals_and_the_stakes(case: tuple[Variant, ClosingPosition]
                                                     ) -> None:
    """The face-up card enters your hand and yours lies face up: the unseen cards, and so
    the deals, stay; the opponent's standing, and so the stakes (N-15, RM9), too."""
    rules, position = case
    assume(_open(rules, position) and position.me.tricks)
    before, after = (solve_closing(position, rules),
                     solve_closing(exchanged(position, rules), rules))
    assert (after.deals, after.unseen) == (before.deals, before.unseen)
    assert (after.stake_win, after.stake_lose) == (before.stake_win, before.stake_lose)


@pytest.mark.parametrize(("rules", "hand", "me", "code"), [
    # N-12 / R8: "The holder of the trump Unter may exchange it for the turned-up trump card".
    (SCHNAPSEN_VARIANT, ("HA", "HK", "AA", "A10", "BU"), (15, 1),
     "talon.closing-no-exchange-card"),
    # RM5, M-13 [SYMULI]: "This can be done only by a player who has the lead (before he plays
    # a card) and has won at least one trick."
    (SECHSUNDSECHZIG_VARIANT, ("H9", "HK", "AA", "A10", "BU", "B9"), (0, 0),
     "talon.closing-no-exchange-trick"),
])
def test_an_exchange_you_may_not_make_is_refused(rules: Variant, hand: tuple[str, ...],
                                                 me: tuple[int, int], code: str) -> None:
    contract = next(c for c in ALL_CONTRACTS if c.trump.value == "hearts")
    deck = rules.deck
    position = ClosingPosition(contract, deck.parse_all(list(hand)), rules.stack + 1,
                               deck.parse_all(["HU" if rules is SCHNAPSEN_VARIANT
                                               else "HA"])[0], (), None, (), Tally(*me),
                               Tally(0, 0))
    with pytest.raises(PositionError) as refused:
        exchanged(position, rules)
    assert (refused.value.code, refused.value.field) == (code, "with_exchange")


def test_a_talon_too_small_to_exchange_from_is_refused() -> None:
    """R8: "at least 4 cards in the talon"; a variant that asked more (a value, not a game)
    refuses the exchange at a talon it may still close."""
    rules = replace(SCHNAPSEN_VARIANT, min_talon_for_exchange=6)
    contract = next(c for c in ALL_CONTRACTS if c.trump.value == "hearts")
    deck = rules.deck
    position = ClosingPosition(
        contract, deck.parse_all(["HU", "HK", "AA", "A10", "BU"]), 4, deck.parse_all(["HA"])[0],
        tuple(tuple(deck.parse_all(t)) for t in (["LO", "LA"], ["BK", "BA"], ["L10", "LK"])),
        None, (), Tally(0, 0), Tally(0, 0))
    with pytest.raises(PositionError) as refused:
        exchanged(position, rules)
    assert (refused.value.code, refused.value.field) == ("talon.closing-no-exchange-talon",
                                                         "with_exchange")
    assert exchanged(position, SCHNAPSEN_VARIANT).trump_card == deck.parse_all(["HU"])[0]
