"""Properties over random deals: a legal card always exists, and a hand of legal plays ends
with exactly one result (RB4, B-22 … B-26)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.bauernschnapsen.contract import ALL_CONTRACTS, DECK, BauernContract
from rules.bauernschnapsen.game import BauernRound
from rules.bauernschnapsen.score import Marriage
from rules.cards import Card
from rules.game import legal_cards
from tests.rules.bauernschnapsen.helpers import game


def _deal(seed: int) -> tuple[BauernContract, list[tuple[Card, ...]]]:
    draw = random.Random(seed)
    cards = list(DECK.cards)
    draw.shuffle(cards)
    contract = draw.choice(ALL_CONTRACTS)
    if contract.type.announcers:
        contract = contract.with_declarer(draw.choice(contract.type.announcers))
    return contract, [tuple(cards[seat * 5:seat * 5 + 5]) for seat in range(4)]


def _play_out(seed: int) -> BauernRound:
    contract, hands = _deal(seed)
    draw = random.Random(seed + 1)
    plays: list[Card] = []
    marriages: list[Marriage] = []
    while True:
        walked = game.check_round(contract, hands, plays, marriages)
        following = walked.check.next
        if following is None:
            return walked
        legal = legal_cards(following.judgement)
        assert legal, "a legal card always exists"
        plays.append(draw.choice(legal))


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32))
def test_a_hand_of_legal_plays_ends_with_one_result(seed: int) -> None:
    walked = _play_out(seed)
    check = walked.check
    assert not check.revokes
    if walked.normal is not None:
        assert walked.contract is None
        assert walked.normal.game_points in (1, 2, 3)
        assert max(walked.normal.points) >= 66 or len(check.tricks) == 5
    else:
        assert walked.contract is not None
        assert walked.contract.won is not None
        assert walked.contract.decided_at == len(check.tricks)
    size = 3 if walked.check.tricks[0].seats else 4
    assert all(len(trick.cards) == size for trick in check.tricks)
    if size == 3:  # RB11: the partner never plays
        contract, _ = _deal(seed)
        assert all(play.seat != contract.partner for play in check.plays)
