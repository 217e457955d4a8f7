"""A Schnapsen hand walked play by play (``rules.schnapsen.round_check``): random hands
played with random legal cards and random allowed leader actions, one illegal card, the
closing in mid-hand with the four stages after it, and actions at forbidden moments."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.cards import Card, Rank
from rules.errors import PositionError
from rules.game import legal_cards
from rules.round_check import RoundCheck
from rules.schnapsen.contract import Talon, parse_trump
from rules.schnapsen.game import SCHNAPSEN
from rules.schnapsen.leader import Action
from rules.schnapsen.round_check import LeaderMove, SchnapsenRound, check_hand, hand_facts
from rules.schnapsen.score import score_hand
from tests.said import english, raises_said

parse = SCHNAPSEN.deck.parse


def shuffled_deal(rng: random.Random) -> dict[str, Any]:
    cards = list(SCHNAPSEN.deck.cards)
    rng.shuffle(cards)
    turned = cards[19]
    return {"contract": parse_trump(turned.suit.value), "hands": [cards[0:5], cards[5:10]],
            "stack": cards[10:19], "turned": turned}


def play(deal: dict[str, Any], leader: int, rng: random.Random, illegal_at: int | None = None,
         act: bool = True) -> tuple[list[Card], list[LeaderMove], int | None]:
    """Random legal cards and random allowed actions, asked of the walker's ``next`` at
    each step; at ``illegal_at`` an illegal card if the seat has one."""
    plays: list[Card] = []
    moves: list[LeaderMove] = []
    revoke = None
    while True:
        check = walk(deal, leader, plays, moves)
        if check.next is None:
            return plays, moves, revoke
        judgement = check.next.judgement
        allowed = [a for a in judgement.actions if a.allowed]
        if act and allowed and rng.random() < 0.4:
            action = rng.choice(allowed)
            moves.append(LeaderMove(len(plays), action.action))
            if action.action is Action.MARRIAGE:
                plays.append(rng.choice(action.cards))
                continue
            check = walk(deal, leader, plays, moves, pending=True)
            assert check.next is not None
            judgement = check.next.judgement
        illegal = [v.card for v in judgement.verdicts if not v.legal]
        if len(plays) == illegal_at and illegal:
            plays.append(rng.choice(illegal))
            revoke = len(plays) - 1
        else:
            plays.append(rng.choice(legal_cards(judgement)))


def walk(deal: dict[str, Any], leader: int, plays: list[Card], moves: list[LeaderMove],
         pending: bool = False) -> RoundCheck:
    """The hand so far; ``pending``: an action tied to the next play is applied by checking
    the hand with that play's card chosen as any card of the hand (then dropped)."""
    if not pending:
        return check_hand(deal["contract"], leader, deal["hands"], deal["stack"],
                          deal["turned"], plays, moves)
    # The position after the action: walk up to it, then apply it by looking at next.
    before = check_hand(deal["contract"], leader, deal["hands"], deal["stack"],
                        deal["turned"], plays, moves[:-1])
    assert before.next is not None
    seat = before.next.seat
    turned = before.next.position.trump_card  # in the hand after an exchange
    for card in (*before.next.position.hand, *((turned,) if turned else ())):
        try:
            probe = check_hand(deal["contract"], leader, deal["hands"], deal["stack"],
                               deal["turned"], [*plays, card], moves)
        except PositionError:
            continue
        position = probe.plays[-1].position
        return RoundCheck(probe.hands, probe.plays[:-1], probe.tricks,
                          type(before.next)(seat, position, SCHNAPSEN.judge(position)),
                          probe.extra)
    raise AssertionError("no card to lead after the action")


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 1))
def test_random_legal_hands(seed: int, leader: int) -> None:
    rng = random.Random(seed)
    deal = shuffled_deal(rng)
    plays, moves, _ = play(deal, leader, rng)
    check = walk(deal, leader, plays, moves)
    extra: SchnapsenRound = check.extra
    assert check.revokes == ()
    assert check.finished
    # Trick winners as judge_trick decides them; the winner leads the next.
    for trick in check.tricks:
        assert trick.leader == leader
        assert trick.outcome == SCHNAPSEN.judge_trick(trick.cards, deal["contract"])
        leader = trick.winner
    points = sum(check.running(2)[-1])
    if extra.closed_by is None:  # played to the end: every card, 120 card points (N-1)
        assert len(plays) == 20
        assert points == 120
    else:  # closed: the talon's cards stay out, nobody draws
        assert points == sum(SCHNAPSEN.points(c, deal["contract"]) for c in plays)
    facts = hand_facts(check)
    assert sum(p.card_points for p in facts.players) == points
    assert score_hand(facts).game_points in (1, 2, 3)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 19))
def test_one_illegal_card_is_a_renonce(seed: int, at: int) -> None:
    rng = random.Random(seed)
    deal = shuffled_deal(rng)
    plays, moves, revoke = play(deal, 0, rng, illegal_at=at)
    check = walk(deal, 0, plays, moves)
    if revoke is None:
        assert check.revokes == ()
        return
    (only,) = check.revokes
    assert only.index == revoke
    assert only.card not in legal_cards(SCHNAPSEN.judge(only.position))
    result = score_hand(hand_facts(check))
    # N-9: "ein Verstoß gegen den Zwang [bedeutet] den Verlust des Spiels mit 3 Punkten."
    assert (result.winner, result.game_points, result.rule_id) == (1 - only.seat, 3, "N-9")


HEARTS = parse_trump("hearts")
DEAL = {"contract": HEARTS,
        "hands": [[parse(c) for c in ["HK", "HO", "HU", "LA", "B10"]],
                  [parse(c) for c in ["AA", "A10", "LK", "BO", "BU"]]],
        "stack": [parse(c) for c in ["AK", "AO", "AU", "L10", "LO", "LU", "BA", "BK", "H10"]],
        "turned": parse("HA")}
OPENING = ["HK", "BU", "LA", "LK"]
OPENING_MOVES = [LeaderMove(0, Action.EXCHANGE_TRUMP), LeaderMove(0, Action.MARRIAGE)]


def checked(plays: str, moves: list[LeaderMove]) -> RoundCheck:
    return walk(DEAL, 0, [parse(c) for c in plays.split()], moves)


def test_closing_in_mid_hand_and_the_four_stages() -> None:
    """N-13 closing; [S002] "Die erste Stufe, die auf seine Hand zutrifft, gilt"."""
    close = [*OPENING_MOVES, LeaderMove(4, Action.CLOSE)]
    # Before closing: free play (N-4); seat 0 drew AK, AU; seat 1 AO, L10.
    open_hand = checked(" ".join(OPENING), OPENING_MOVES[:1] + OPENING_MOVES[1:])
    assert open_hand.next is not None
    assert open_hand.next.position.talon is Talon.OPEN
    assert open_hand.next.position.talon_cards == 6
    assert open_hand.next.position.hand == tuple(parse(c) for c in ["HO", "HA", "B10", "AK", "AU"])
    assert open_hand.next.position.trump_card == parse("HU")  # the exchanged Unter
    # Stage 1: Eichel-König led, seat 1 holds Ass and Zehn: it must head the trick.
    stage1 = checked(" ".join(OPENING) + " AK AO", close)
    (renonce,) = stage1.revokes
    assert (renonce.index, renonce.verdict.rule_id, renonce.verdict.case) == (
        5, "N-5", "must_head")
    assert stage1.plays[4].position.talon is Talon.CLOSED
    # Stage 2 (follow lower), stage 3 (trump), stage 4 (anything) after the closing.
    hand = checked(" ".join(OPENING) + " AK AA A10", close)
    assert hand.next is not None
    assert hand.next.position.hand == tuple(parse(c) for c in ["HO", "HA", "B10", "AU"])
    stage2 = checked(" ".join(OPENING) + " AK AA A10 AU", close)
    assert stage2.plays[-1].verdict[1:4] == (True, "N-5", "follow_lower")
    stage3 = checked(" ".join(OPENING) + " AK AA L10 HA", close)
    assert stage3.plays[-1].verdict[1:4] == (True, "N-5", "trump")
    extra: SchnapsenRound = stage3.extra
    assert extra.closed_by == 0
    assert (extra.at_closing.opponent_points, extra.at_closing.opponent_tricks) == (0, 0)
    assert extra.marriages == ((40,), ())
    stage4 = checked(" ".join(OPENING) + " AK AA A10 AU BO B10 HO L10", close)
    # Trump led (N-6: "höher stechen, sonst niedriger bedienen, sonst beliebig").
    assert stage4.plays[-1].verdict[1:4] == (True, "N-6", "any")


@pytest.mark.parametrize(("plays", "moves", "index", "why"), [
    ("HK BU", [LeaderMove(1, Action.CLOSE)], 0, "on lead"),  # closing by the follower
    ("HK BU", [LeaderMove(1, Action.EXCHANGE_TRUMP)], 0, "on lead"),
    ("HK BU LA LK AK", [LeaderMove(4, Action.CLOSE), LeaderMove(4, Action.EXCHANGE_TRUMP)],
     1, "R8"),  # exchange after closing
    ("HK BU", [LeaderMove(0, Action.MARRIAGE), LeaderMove(0, Action.MARRIAGE)], 1,
     "N-10"),  # one marriage with one lead
    ("HK BU LA", [LeaderMove(2, Action.MARRIAGE)], 0, "marriage"),  # no pair: LA
])
def test_actions_at_forbidden_moments(plays: str, moves: list[LeaderMove], index: int,
                                      why: str) -> None:
    with pytest.raises(PositionError) as raised:
        checked(plays, moves)
    assert (raised.value.field, raised.value.index) == ("actions", index)
    assert why in english(raised.value)


def test_exchange_under_the_minimum_and_closing_when_exhausted() -> None:
    rng = random.Random(3)
    for _ in range(200):
        deal = shuffled_deal(rng)
        plays, moves, _ = play(deal, 0, rng, act=False)
        check = walk(deal, 0, plays, moves)
        unter = Card(deal["contract"].trump, Rank.UNDER)
        # The lead of trick 5 (talon 2 cards) by a holder of the trump Unter.
        lead5 = next(p for p in check.plays if p.trick == 5 and not p.position.trick)
        if unter in lead5.position.hand:
            break
    else:
        pytest.skip("no deal found")  # pragma: no cover
    with raises_said(PositionError, "R8, talon_too_small") as raised:
        walk(deal, 0, plays, [LeaderMove(lead5.index, Action.EXCHANGE_TRUMP)])
    assert raised.value.index == 0
    lead6 = next(p for p in check.plays if p.trick == 6 and not p.position.trick)
    with raises_said(PositionError, "N-13, talon_exhausted"):
        walk(deal, 0, plays, [LeaderMove(lead6.index, Action.CLOSE)])
    with raises_said(PositionError, "N-D2, talon_too_small"):
        walk(deal, 0, plays, [LeaderMove(lead5.index, Action.CLOSE)])
