"""A 66 hand walked play by play with the family's round check and 66's value: six cards each,
a face-down stack of eleven and the turned-up trump card, twelve tricks (M-2)."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.cards import Card
from rules.errors import PositionError
from rules.game import legal_cards
from rules.round_check import RoundCheck
from rules.schnapsen.contract import parse_trump
from rules.schnapsen.leader import Action
from rules.schnapsen.round_check import LeaderMove, SchnapsenRound, check_hand, hand_facts
from rules.schnapsen.score import score_hand
from tests.rules.sechsundsechzig.helpers import DECK, GAME, RULES
from tests.said import raises_said


def shuffled_deal(rng: random.Random) -> dict[str, Any]:
    cards = list(DECK.cards)
    rng.shuffle(cards)
    turned = cards[23]
    return {"contract": parse_trump(turned.suit.value, RULES),
            "hands": [cards[0:6], cards[6:12]], "stack": cards[12:23], "turned": turned}


def walk(deal: dict[str, Any], leader: int, plays: list[Card],
         moves: list[LeaderMove]) -> RoundCheck:
    return check_hand(deal["contract"], leader, deal["hands"], deal["stack"], deal["turned"],
                      plays, moves, game=GAME)


def play(deal: dict[str, Any], leader: int, rng: random.Random
         ) -> tuple[list[Card], list[LeaderMove], RoundCheck]:
    """Random legal cards and random allowed actions; after a closing or an exchange the leader
    leads any card of the hand he then holds (M-8)."""
    plays: list[Card] = []
    moves: list[LeaderMove] = []
    while True:
        check = walk(deal, leader, plays, moves)
        if check.next is None:
            return plays, moves, check
        position, judgement = check.next.position, check.next.judgement
        allowed = [a for a in judgement.actions if a.allowed]
        if allowed and rng.random() < 0.4:
            chosen = rng.choice(allowed)
            moves.append(LeaderMove(len(plays), chosen.action))
            hand = list(chosen.cards if chosen.action is Action.MARRIAGE else position.hand)
            if chosen.action is Action.EXCHANGE_TRUMP:
                hand = [c for c in hand if c != chosen.cards[0]] + [chosen.cards[1]]
            plays.append(rng.choice(hand))
            continue
        plays.append(rng.choice(legal_cards(judgement)))


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 1))
def test_random_legal_hands(seed: int, leader: int) -> None:
    rng = random.Random(seed)
    deal = shuffled_deal(rng)
    plays, _, check = play(deal, leader, rng)
    extra: SchnapsenRound = check.extra
    assert check.revokes == ()
    assert check.finished
    assert all(p.verdict.rule_id.startswith("M-") for p in check.plays)
    assert all(a.decided.rule_id.startswith("M-") for a in extra.actions)
    result = score_hand(hand_facts(check), RULES)
    assert result.rule_id.startswith("M-")
    assert result.points_rule_id.startswith("M-")
    if extra.closed_by is None:
        # M-2: every card is played; M-15: 120 + 10 for the twelfth trick (RM7)
        assert len(check.tricks) == 12
        assert len(plays) == 24
        assert sum(t.outcome.points for t in check.tricks) == 120
        marriages = sum(sum(m) for seat, m in enumerate(extra.marriages)
                        if any(t.winner == seat for t in check.tricks))
        assert sum(result.totals) == 130 + marriages
        assert result.rule_id == "M-19"
        # RM4: every marriage was announced while the talon was open
        assert all(a.talon_cards > 0 for a in extra.actions if a.decided.action
                   is Action.MARRIAGE)
    else:
        assert result.rule_id == "M-18"


def test_the_deal_m2() -> None:
    # [KSNET] "Der Geber gibt zweimal drei Karten pro Spieler, deckt die dreizehnte auf, …"
    deal = shuffled_deal(random.Random(1))
    with raises_said(PositionError, "dealt 6 cards"):
        check_hand(deal["contract"], 0, [deal["hands"][0][:5], deal["hands"][1]],
                   deal["stack"], deal["turned"], [], [], game=GAME)
    with raises_said(PositionError, "11 cards under"):
        check_hand(deal["contract"], 0, deal["hands"], deal["stack"][:9], deal["turned"], [],
                   [], game=GAME)
    first = walk(deal, 0, [], [])
    assert first.next is not None
    assert first.next.position.talon_cards == 12


def test_exchange_of_the_trump_nine_only_after_a_trick_m13() -> None:
    # RM5 "having won a trick — so never at the non-dealer's first lead"
    rng = random.Random(7)
    for _ in range(200):
        deal = shuffled_deal(rng)
        nine = next(c for c in DECK.cards if c.suit is deal["contract"].trump
                    and c.rank is RULES.exchange_rank)
        if nine in deal["hands"][0]:
            break
    with raises_said(PositionError, r"exchange trump before play 1 \(M-13, no_trick"):
        walk(deal, 0, [], [LeaderMove(0, Action.EXCHANGE_TRUMP)])
