"""The closed-talon search against a brute force without table or pruning
(``closing_oracle``), one deal at a time and over every deal of small positions."""

from __future__ import annotations

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from rules.cards import Card
from rules.schnapsen.closed_play import ClosedPlay, Side, solver
from rules.schnapsen.closing import (
    ClosingPosition,
    Tally,
    check_position,
    solve_closing,
    tricks_for,
)
from rules.schnapsen.contract import ALL_CONTRACTS, SchnapsenContract
from rules.schnapsen.trick import judge_trick
from rules.schnapsen.variant import SCHNAPSEN_VARIANT, Variant
from rules.sechsundsechzig.game import SECHSUNDSECHZIG_VARIANT
from tests.rules.schnapsen.closing_oracle import brute, count_wins

VARIANTS = (SCHNAPSEN_VARIANT, SECHSUNDSECHZIG_VARIANT)
PLAYS = {(v.game_id, c.trump): ClosedPlay(v, c) for v in VARIANTS for c in ALL_CONTRACTS}


@st.composite
def deals(draw: st.DrawFn) -> tuple[Variant, SchnapsenContract, tuple[Card, ...],
                                    tuple[Card, ...], Side, Side]:
    """Two hands of the same size (at most five cards: the brute force is exponential) and
    both players' standings."""
    rules = draw(st.sampled_from(VARIANTS))
    cards = draw(st.permutations(rules.deck.cards))
    size = draw(st.integers(1, 5))
    sides = [Side(has, draw(st.integers(0, 65 if has else 60)))
             for has in (draw(st.booleans()), draw(st.booleans()))]
    return (rules, draw(st.sampled_from(ALL_CONTRACTS)), tuple(cards[:size]),
            tuple(cards[size:2 * size]), sides[0], sides[1])


@settings(max_examples=300, deadline=None)
@given(deals(), st.data())
def test_the_search_agrees_with_the_brute_force(deal: tuple[Variant, SchnapsenContract,
                                                            tuple[Card, ...], tuple[Card, ...],
                                                            Side, Side],
                                                data: st.DataObject) -> None:
    rules, contract, me, opponent, mine, his = deal
    play = PLAYS[rules.game_id, contract.trump]
    lead = data.draw(st.sampled_from(me))
    fast = solver(play)(play.mask(me), play.mask(opponent), play.bit[lead], True, mine, his)
    slow = brute((frozenset(me), frozenset(opponent)), 0, (mine.points, his.points),
                 (mine.has_trick, his.has_trick), contract, rules, True, lead)
    assert fast == slow


@st.composite
def positions(draw: st.DrawFn, variants: tuple[Variant, ...] = VARIANTS
              ) -> tuple[Variant, ClosingPosition]:
    """A closing at the smallest talon (4 cards): the tricks so far drawn at random, each
    player's tally read from them (the winner of each trick led the next; you won the
    last)."""
    rules = draw(st.sampled_from(variants))
    contract = draw(st.sampled_from(ALL_CONTRACTS))
    trump_cards = [c for c in rules.deck.cards if c.suit is contract.trump]
    trump_card = draw(st.sampled_from(trump_cards))
    cards = draw(st.permutations([c for c in rules.deck.cards if c != trump_card]))
    played = tricks_for(4, rules)
    tricks = tuple((cards[2 * n], cards[2 * n + 1]) for n in range(played))
    hand = tuple(cards[2 * played:2 * played + rules.hand_size])
    return rules, ClosingPosition(contract, hand, 4, trump_card, tricks, None, (),
                                  *tallies(tricks, contract, rules))


def tallies(tricks: tuple[tuple[Card, Card], ...], contract: SchnapsenContract,
            rules: Variant) -> tuple[Tally, Tally]:
    """The card points and tricks of the player now on lead and of the opponent, from the
    tricks played (led card first), read backwards from the leader who won the last."""
    tally = {0: [0, 0], 1: [0, 0]}
    winner = 0
    for trick in reversed(tricks):
        second = judge_trick(trick, contract, rules).winner == 1
        tally[winner][0] += rules.points[trick[0].rank] + rules.points[trick[1].rank]
        tally[winner][1] += 1
        winner = 1 - winner if second else winner
    return Tally(*tally[0]), Tally(*tally[1])


def _standing_is_open(rules: Variant, position: ClosingPosition) -> bool:
    return max(position.me.card_points, position.opponent.card_points) < rules.winning_points


@settings(max_examples=2, deadline=None)
@given(positions((SCHNAPSEN_VARIANT,)))
def test_every_count_agrees_with_the_brute_force(case: tuple[Variant, ClosingPosition]
                                                 ) -> None:
    """Every deal of the opponent's hand and every first lead, counted twice (Schnapsen's
    56 deals; the brute force takes seconds for each position, 66's six-card hands
    minutes)."""
    rules, position = case
    assume(_standing_is_open(rules, position))  # with 66 he claims instead (R17)
    mine, his, known, unseen = check_position(position, rules)
    answer = solve_closing(position, rules)
    wins, either, deals = count_wins(position.hand, unseen, known,
                                     (mine.side.points, his.side.points),
                                     (mine.side.has_trick, his.side.has_trick),
                                     position.contract, rules)
    assert answer.deals == deals
    assert [lead.wins for lead in answer.leads] == wins
    assert answer.wins_double_dummy == either


@settings(max_examples=60, deadline=None)
@given(positions())
def test_the_headline_is_the_best_lead_and_never_more_than_the_deals(
        case: tuple[Variant, ClosingPosition]) -> None:
    rules, position = case
    assume(_standing_is_open(rules, position))
    answer = solve_closing(position, rules)
    assert 0 <= answer.wins <= answer.wins_double_dummy <= answer.deals
    assert answer.best_leads
    assert all(lead.wins == answer.wins for lead in answer.best_leads)
    assert answer.wins == max(lead.wins for lead in answer.leads)
    # A certain win scores the stake whatever he holds; a certain loss costs it.
    if answer.wins == answer.deals:
        assert answer.expected(answer.wins) == answer.stake_win
    if answer.wins_double_dummy == 0:
        assert answer.expected(answer.wins) == -answer.stake_lose
