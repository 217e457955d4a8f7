"""A Coiffeur round's count (JC-S2, RJ5 … RJ7) and a property of whole rounds: a legal card
always exists, and a trump round holds 157 (257 with a Match) as the Schieber's does."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.coiffeur.contract import ALL_CONTRACTS, parse_contract
from rules.coiffeur.game import COIFFEUR
from rules.coiffeur.score import score_round
from rules.errors import RulesInputError
from rules.game import legal_cards

parse = COIFFEUR.deck.parse_all
# Each suit played out in turn, the Ace or the Six leading: seat 0 wins every trick under
# a trump of Roses (the Puur first), a Match.
MATCH = [parse(t) for t in (["RU", "R6", "R7", "R8"], ["R9", "RA", "RK", "RO"],
                            ["AA", "A6", "A7", "A8"], ["AK", "A9", "A10", "AU"],
                            ["BA", "B6", "B7", "B8"], ["BK", "B9", "B10", "BU"],
                            ["SA", "S6", "S7", "S8"], ["SK", "S9", "S10", "SU"],
                            ["R10", "AO", "BO", "SO"])]


def test_a_match_counts_257() -> None:
    """RJ7 (SL-C: "Der Coiffeur wird ohne Weisen gespielt."): 152 + 5 + 100, no Stöck
    although seat 0 held King and Ober of trumps."""
    score = score_round(parse_contract("trump:roses"), 0, MATCH)
    assert (score.team_points, score.tricks_won, score.match, score.row_points) == (
        (257, 0), (9, 0), 0, 257)


def test_a_misere_writes_the_opponents_points() -> None:
    """JC-6 (QF): "Nur alle Punkte welche die Gegner machen, zählen für Sie." """
    for declarer in (0, 1):
        score = score_round(parse_contract("misere:obenabe"), declarer, MATCH)
        assert score.row_points == score.team_points[1 - declarer]
        assert sum(score.team_points) == 157  # played as Obenabe (RJ6)
    assert score.row_points != score_round(parse_contract("obenabe"), 1, MATCH).row_points


def test_a_slalom_counts_each_trick_in_its_direction() -> None:
    """RJ5 (SL-C: "Beim Slalom wird abwechslungsweise ein Stich Obenabe und dann ein Stich
    Undenufe gespielt."): trick 2 of Slalom Obenabe is Undenufe: the Nine of Roses beats
    the Ace, King and Ober (seat 0 keeps the lead), and the Ace counts nothing."""
    second = score_round(parse_contract("slalom:obenabe"), 0, MATCH).tricks[1]
    assert second.direction is not None
    assert second.direction.value == "undenufe"
    assert (second.trick.winner, second.trick.points) == (0, 0 + 0 + 4 + 3)
    as_obenabe = score_round(parse_contract("obenabe"), 0, MATCH).tricks[1]
    assert (as_obenabe.trick.winner, as_obenabe.trick.points) == (1, 11 + 4 + 3)


def test_the_declaring_team_is_0_or_1() -> None:
    with pytest.raises(RulesInputError) as refused:
        score_round(parse_contract("obenabe"), 2, MATCH)
    assert refused.value.field == "declarer_team"


def play_out(contract_index: int, seed: int) -> tuple[object, list[list[object]]]:
    """A whole round dealt at random, each seat playing a random legal card."""
    contract = ALL_CONTRACTS[contract_index]
    rng = random.Random(seed)
    cards = list(COIFFEUR.deck.cards)
    rng.shuffle(cards)
    hands = [cards[seat * 9:(seat + 1) * 9] for seat in range(4)]
    leader, tricks = 0, []
    for number in range(1, 10):
        trick: list[object] = []
        for place in range(4):
            seat = (leader + place) % 4
            judged = COIFFEUR.judge(COIFFEUR.position(contract, hands[seat], trick))
            legal = legal_cards(judged)
            assert legal, "a legal card always exists"
            card = rng.choice(legal)
            hands[seat].remove(card)
            trick.append(card)
        leader = (leader + COIFFEUR.judge_trick(trick, contract.in_trick(number)).winner) % 4
        tricks.append(trick)
    return contract, tricks


@settings(max_examples=60, deadline=None)
@given(st.integers(0, len(ALL_CONTRACTS) - 1), st.integers(0, 2**32))
def test_whole_rounds(contract_index: int, seed: int) -> None:
    contract, tricks = play_out(contract_index, seed)
    score = score_round(contract, 0, tricks)  # type: ignore[arg-type]
    total = sum(score.team_points)
    if contract.changes_direction:  # type: ignore[attr-defined]
        assert 5 <= total <= 301  # RJ5: each trick in its own direction
    else:
        assert total == (257 if score.match is not None else 157)  # J-14, RJ7
    assert score.tricks_won[0] + score.tricks_won[1] == 9
