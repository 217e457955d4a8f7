"""A round's count and a match (JD-S1 … JD-S4, RJ3, RJ4), the rulesets and contracts as data
(JD-3, JD-V1): table cases quoting their sources, and a property over whole rounds played
legally: the points total 157 and every difference is |estimate − points|."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.cards import Card
from rules.differenzler.game import DIFFERENZLER
from rules.differenzler.legality import judge_hand
from rules.differenzler.ruleset import JASSVERZEICHNIS, SWISSLOS, ruleset_by_id
from rules.differenzler.score import (
    InvalidEstimateError,
    InvalidRoundError,
    PointsTotalError,
    competition_ranks,
    play_tricks,
    points_of,
    score_match,
    score_round,
)
from rules.errors import UnknownContractError, UnknownRulesetError
from rules.jass.contract import JassContract
from tests.rules.differenzler.helpers import cards, contract

ROSES = contract("trump:roses")


def test_jd_s3_the_difference_per_player() -> None:
    """JD-S3: "Die Differenz zwischen der geschätzten und tatsächlich erzielten Anzahl Punkte
    wird als Differenzpunkte gewertet." """
    score = score_round([40, 30, 50, 37], [45, 30, 60, 22])
    assert [p.difference for p in score.players] == [5, 0, 10, 15]
    assert [p.exact for p in score.players] == [False, True, False, False]
    assert score.ranking == (1, 0, 2, 3)
    assert score.total_points == 157


@pytest.mark.parametrize(("differences", "ranks"), [
    ([5, 0, 10, 15], (2, 1, 3, 4)),
    ([3, 7, 7, 9], (1, 2, 2, 4)),  # RJ3: "equal differences share a rank (1-2-2-4)"
    ([4, 4, 4, 4], (1, 1, 1, 1)),
])
def test_rj3_competition_ranking(differences: list[int], ranks: tuple[int, ...]) -> None:
    assert competition_ranks(differences) == ranks


def test_rj3_equal_differences_keep_seat_order() -> None:
    score = score_round([50, 40, 30, 37], [57, 33, 30, 37])
    assert [p.rank for p in score.players] == [3, 3, 1, 1]
    assert score.ranking == (2, 3, 0, 1)


def test_rj4_no_bonus_for_an_exact_estimate_in_either_ruleset() -> None:
    """RJ4: JW-D's "10 Bonuspunkte" is one text's rule: an exact estimate scores 0."""
    for ruleset in (SWISSLOS, JASSVERZEICHNIS):
        exact = score_round([45, 30, 60, 22], [45, 30, 60, 22], ruleset)
        assert [p.difference for p in exact.players] == [0, 0, 0, 0]


@pytest.mark.parametrize(("points", "code"), [
    ([100, 57, 0, 10], "differenzler.points-total"),
    ([257, 0, 0, 0], "differenzler.points-range"),  # "Alle Stiche, auch ein Match, sind 157"
    ([157, 0, 0], "differenzler.points-count"),
])
def test_jd_s2_points_add_up_to_157(points: list[int], code: str) -> None:
    """JD-S2: "Alle Stiche, auch ein Match, sind 157 Punkte." """
    with pytest.raises(PointsTotalError) as raised:
        score_round([40, 30, 50, 37], points)
    assert raised.value.code == code
    assert raised.value.field == "points"


@pytest.mark.parametrize(("estimates", "index"), [([40, 30, 158, 37], 2), ([-1, 0, 0, 0], 0)])
def test_jd_4_an_estimate_lies_within_0_and_157(estimates: list[int], index: int) -> None:
    with pytest.raises(InvalidEstimateError) as raised:
        score_round(estimates, [45, 30, 60, 22])
    assert (raised.value.field, raised.value.index) == ("estimates", index)


def test_jd_s4_the_lowest_total_wins_and_a_tie_names_every_leader() -> None:
    """JD-S4: "Der Spieler mit der geringsten Anzahl Differenzpunkte über alle Runden der
    Partie gewinnt." RJ3: a match tie lists every leader."""
    match = score_match([([40, 30, 50, 37], [45, 30, 60, 22]),
                         ([20, 60, 40, 37], [25, 55, 40, 37])])
    assert match.differences == ((5, 0, 10, 15), (5, 5, 0, 0))
    assert match.totals == (10, 5, 10, 15)
    assert match.leaders == (1,)
    assert not match.tie
    tied = score_match([([40, 30, 50, 37], [40, 30, 50, 37])])
    assert tied.leaders == (0, 1, 2, 3)
    assert tied.tie
    with pytest.raises(PointsTotalError) as raised:
        score_match([([40, 30, 50, 37], [40, 30, 50, 37]), ([0, 0, 0, 0], [1, 0, 0, 0])])
    assert raised.value.field == "rounds/1/points"


def test_jd_3_only_trump_contracts() -> None:
    """JD-3: "Ohne Undenufe und Obenabe." """
    for text in ("obenabe", "undenufe"):
        with pytest.raises(UnknownContractError) as raised:
            DIFFERENZLER.parse_contract(text)
        assert raised.value.code == "differenzler.trump-only"
    with pytest.raises(UnknownContractError):
        DIFFERENZLER.contract_from_parts({"type": "obenabe"})
    assert DIFFERENZLER.contract_from_parts({"trump": "hearts"}) == ROSES  # R16: French name
    assert [c.slug for c in DIFFERENZLER.contracts] == [
        "trump:acorns", "trump:bells", "trump:roses", "trump:shields"]


def test_rj1_rulesets_are_data_and_swisslos_is_the_default() -> None:
    assert DIFFERENZLER.default_ruleset == "swisslos"
    assert ruleset_by_id("jassverzeichnis") is JASSVERZEICHNIS
    # The one field that differs (JD-V1); the exact bonus is none in either (RJ4).
    assert (SWISSLOS.undertrump_while_following, JASSVERZEICHNIS.undertrump_while_following) \
        == (True, False)
    with pytest.raises(UnknownRulesetError):
        ruleset_by_id("jasvel")


def test_the_schieber_rules_it_plays_are_in_its_catalogue() -> None:
    catalogue = DIFFERENZLER.catalogue
    for rule_id in ("J-4", "J-7", "J-8", "J-10", "J-11"):
        assert catalogue[rule_id].rulesets == ("swisslos", "jassverzeichnis")
    assert catalogue["JD-V1"].quote.startswith("Besitzt man von der ausgespielten Farbe")


def test_jd_s1_tricks_give_card_points_and_5_for_the_last() -> None:
    """JD-S1: "Stöck- und Weispunkte können nicht gemeldet werden." Seat 0 takes all nine
    tricks (a Match) and counts 157, not 257 (JD-S2)."""
    deck = DIFFERENZLER.deck.cards
    roses = [c for c in deck if c.suit.value == "roses"]
    others = [c for c in deck if c.suit.value != "roses"]
    tricks = [(roses[i], *others[3 * i: 3 * i + 3]) for i in range(9)]
    played = play_tricks(tricks, 0, ROSES)
    assert points_of(played) == (157, 0, 0, 0)
    assert played[-1].points == sum(DIFFERENZLER.points(c, ROSES) for c in tricks[-1]) + 5


def test_a_card_played_twice_is_refused() -> None:
    tricks = [cards("R6 R7 R8 R9")] * 9
    with pytest.raises(InvalidRoundError) as raised:
        play_tricks(tricks, 0, ROSES)
    assert (raised.value.code, raised.value.index) == ("differenzler.played-twice", 1)


@st.composite
def rounds(draw: st.DrawFn) -> tuple[list[tuple[Card, ...]], int, list[int], JassContract]:
    """A whole round dealt and played legally, and four estimates."""
    deck = draw(st.permutations(DIFFERENZLER.deck.cards))
    game_contract = draw(st.sampled_from(DIFFERENZLER.contracts))
    ruleset = draw(st.sampled_from([SWISSLOS, JASSVERZEICHNIS]))
    hands = [list(deck[i * 9: i * 9 + 9]) for i in range(4)]
    leader = first = draw(st.integers(0, 3))
    tricks = []
    for _ in range(9):
        trick: list[Card] = []
        for at in range(4):
            seat = (leader + at) % 4
            verdicts = judge_hand(tuple(hands[seat]), tuple(trick), game_contract, ruleset)
            card = draw(st.sampled_from([v.card for v in verdicts if v.legal]))
            hands[seat].remove(card)
            trick.append(card)
        leader = (leader + DIFFERENZLER.judge_trick(trick, game_contract).winner) % 4
        tricks.append(tuple(trick))
    estimates = draw(st.lists(st.integers(0, 157), min_size=4, max_size=4))
    return tricks, first, estimates, game_contract


@settings(max_examples=150, deadline=None)
@given(rounds())
def test_a_round_totals_157_and_differences_are_never_negative(
        played_round: tuple[list[tuple[Card, ...]], int, list[int], JassContract]) -> None:
    tricks, leader, estimates, game_contract = played_round
    points = points_of(play_tricks(tricks, leader, game_contract))
    assert sum(points) == 157
    score = score_round(estimates, points)
    assert all(p.difference == abs(p.estimate - p.points) >= 0 for p in score.players)
    assert sorted(p.rank for p in score.players)[0] == 1
