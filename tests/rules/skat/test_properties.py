"""Properties of the Skat engine over random positions and played games."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.cards import Rank
from rules.skat.contract import ContractType, SkatContract, announce
from rules.skat.deck import augen
from rules.skat.game import SKAT, SkatPosition
from rules.skat.ranking import lane
from rules.skat.score import score_game
from tests.rules.skat.deals import CONTRACTS, deal, play_out

CARDS = list(SKAT.deck.cards)


@st.composite
def positions(draw: st.DrawFn) -> SkatPosition:
    contract = draw(st.sampled_from(CONTRACTS))
    cards = draw(st.permutations(CARDS))
    size = draw(st.integers(1, 10))
    trick_size = draw(st.integers(0, 2))
    return SkatPosition(contract, tuple(cards[:size]), tuple(cards[size:size + trick_size]))


@settings(max_examples=400)
@given(positions())
def test_the_legal_set_is_never_empty(position: SkatPosition) -> None:
    assert any(v.legal for v in SKAT.judge(position).verdicts)


@settings(max_examples=400)
@given(positions())
def test_jacks_never_follow_their_printed_suit_outside_null(position: SkatPosition) -> None:
    """S-14: a plain suit led is followed only with its non-Jack cards; a held Jack of that
    suit is illegal whenever one of them is held, and never counts as following."""
    if position.contract.type is ContractType.NULL or not position.trick:
        return
    led = position.trick[0]
    if led.rank is Rank.UNDER or lane(led, position.contract) != led.suit:
        return
    holds_suit = any(c.suit is led.suit and c.rank is not Rank.UNDER for c in position.hand)
    for verdict in SKAT.judge(position).verdicts:
        if verdict.card.rank is Rank.UNDER:
            assert verdict.case not in ("follow_suit",)
            assert verdict.legal is not holds_suit


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from(CONTRACTS))
def test_120_augen_in_every_finished_game(seed: int, contract: SkatContract) -> None:
    rng = random.Random(seed)
    hands, skat = deal(rng)
    tricks = play_out(rng, contract, hands)
    assert sum(augen(c) for _, t in tricks for c in t) + sum(augen(c) for c in skat) == 120


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from(CONTRACTS[:5]), st.booleans(),
       st.sampled_from([18, 20, 22, 24, 27, 30, 33, 36, 40, 44, 48, 60, 72, 96, 120]))
def test_an_overbid_game_is_always_lost(seed: int, plain: SkatContract, hand: bool,
                                        bid: int) -> None:
    rng = random.Random(seed)
    hands, skat = deal(rng)
    contract = announce(plain, {"hand": hand})
    tricks = play_out(rng, contract, hands)
    mine = [t for winner, t in tricks if winner == 0]
    points = sum(augen(c) for t in mine for c in t) + sum(augen(c) for c in skat)
    try:
        result = score_game(contract, bid, hands[0], skat, points, len(mine))
    except ValueError:  # RS9: refused after a pickup
        assert not hand
        return
    if result.overbid:
        assert not result.won
        assert result.declarer_score < 0
        assert result.scored_value >= bid > result.game_value
