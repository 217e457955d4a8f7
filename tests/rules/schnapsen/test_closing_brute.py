"""The closing calculator against brute force on whole positions (RULES.md N-13, N-15; 66:
M-14, RM9): every count and every first lead, on 500 random positions of each game.

A brute force without table or pruning plays every branch of every deal to its end, which
for Sechsundsechzig's six-card hands takes minutes a position; so the positions here are
drawn at random at the smallest talon (four cards) and kept when the brute force plays all
their deals out within a budget of nodes (those the play decides early: a rich trick claims,
a trump holding decides); for 66 the tricks so far are dealt from the aces, tens and pairs
first, so that both stand nearer 66. The brute forces live in ``bench/`` (no test tools
needed), where ``bench/closing_brute.py`` runs them on every talon size."""

from __future__ import annotations

import random

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from bench.closing_brute_c import CBrute
from bench.closing_brute_py import Cards, count
from bench.closing_draws import draw
from rules.cards import Card
from rules.schnapsen.closing import ClosingPosition, solve_closing
from rules.schnapsen.contract import ALL_CONTRACTS, SchnapsenContract, Talon
from rules.schnapsen.legality import legal_cards
from rules.schnapsen.variant import SCHNAPSEN_VARIANT, Variant
from rules.sechsundsechzig.game import SECHSUNDSECHZIG_VARIANT
from tests.rules.schnapsen.test_closing_search import _standing_is_open, positions

VARIANTS = (SCHNAPSEN_VARIANT, SECHSUNDSECHZIG_VARIANT)
POSITIONS = 500  # per game
# Per game: tricks so far from the richest cards first, and the nodes of the brute force a
# kept position may take.
DRAWS = {SCHNAPSEN_VARIANT.game_id: (False, 60_000),
         SECHSUNDSECHZIG_VARIANT.game_id: (True, 10_000)}
BRUTES = {(v.game_id, c.trump): CBrute(Cards(v, c)) for v in VARIANTS for c in ALL_CONTRACTS}


def _cheap(rules: Variant, seed: int) -> list[tuple[ClosingPosition, tuple[int, ...], int]]:
    """The first ``POSITIONS`` draws whose brute force stays within the budget, with the
    brute force's counts: per first lead, and the deals some lead wins."""
    rng = random.Random(seed)
    rich, budget = DRAWS[rules.game_id]
    kept = []
    while len(kept) < POSITIONS:
        position = draw(rng, rules, 4, rich)
        if position is None:
            continue
        counted = BRUTES[rules.game_id, position.contract.trump].count(position, rules, budget)
        if counted is not None:
            kept.append((position, counted.wins, counted.wins_double_dummy))
    return kept


@pytest.mark.parametrize("rules", VARIANTS, ids=lambda v: v.game_id)
def test_every_count_of_500_positions_agrees_with_the_brute_force(rules: Variant) -> None:
    """N-15 (66: RM9): "the closer must reach 66 … if he fails, the opponent scores": each
    deal a plain win or loss, counted per first lead by both solvers."""
    cases = _cheap(rules, 39)
    deals = 0
    for position, wins, either in cases:
        answer = solve_closing(position, rules)
        assert tuple(lead.wins for lead in answer.leads) == wins, position
        assert answer.wins_double_dummy == either, position
        deals += answer.deals
    assert len(cases) == POSITIONS
    assert deals > POSITIONS  # positions of many deals, not only fully known hands


@settings(max_examples=40, deadline=None)
@given(positions())
def test_the_c_brute_force_counts_as_the_python_one(case: tuple[Variant, ClosingPosition]
                                                    ) -> None:
    """The two brute forces, one deal tree at a time in Python, all deals at once in C."""
    rules, position = case
    assume(_standing_is_open(rules, position))  # with 66 he claims instead (R17)
    brute = BRUTES[rules.game_id, position.contract.trump]
    fast = brute.count(position, rules, 40_000)
    if fast is None:
        return  # a tree the Python brute force would take seconds over
    assert count(position, rules, lambda _: brute.cards) == fast


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(VARIANTS), st.sampled_from(ALL_CONTRACTS), st.data())
def test_the_brute_forces_stages_are_the_rules(rules: Variant, contract: SchnapsenContract,
                                               data: st.DataObject) -> None:
    """N-5 … N-7 (66: M-5 … M-7): the C brute force's own four stages give the cards that
    ``legal_cards`` allows a hand, talon closed."""
    brute = BRUTES[rules.game_id, contract.trump]
    cards = brute.cards.cards
    hand = data.draw(st.lists(st.sampled_from(cards), min_size=1, max_size=rules.hand_size,
                              unique=True))
    led = data.draw(st.sampled_from([c for c in cards if c not in hand]))
    allowed: tuple[Card, ...] = legal_cards(tuple(hand), (led,), contract, Talon.CLOSED,
                                            rules=rules)
    mask = brute.cards.mask(tuple(hand))
    assert brute.legal(mask, cards.index(led)) == brute.cards.mask(allowed)
