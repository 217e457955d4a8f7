"""The leader's actions in 66: marriages (M-9 … M-12, RM3, RM4), the trump Nine (M-13, RM5) and
closing (M-14, RM6); table cases naming the rule and quoting the source (RULES-66.md)."""

from __future__ import annotations

import pytest

from rules.cards import Suit
from rules.errors import PositionError
from rules.schnapsen.contract import Talon
from rules.schnapsen.game import SchnapsenPosition
from rules.schnapsen.leader import Action, LeaderAction, leader_actions
from rules.schnapsen.legality import legal_cards
from tests.rules.sechsundsechzig.helpers import DECK, GAME, HEARTS, RULES, cards, codes
from tests.said import raises_said

OPEN_HAND = "BK BO HK HO H9 AA"  # two marriages (one in trumps) and the trump Nine


def action(actions: tuple[LeaderAction, ...], kind: Action,
           suit: Suit | None = None) -> LeaderAction:
    return next(a for a in actions if a.action is kind and (suit is None or a.suit is suit))


def actions(hand: str, talon: Talon, talon_cards: int | None = None,
            won_a_trick: bool | None = True) -> tuple[LeaderAction, ...]:
    turned = None if talon is Talon.EXHAUSTED else DECK.parse("HA")
    return leader_actions(cards(hand), HEARTS, talon, talon_cards, turned, won_a_trick,
                          rules=RULES)


@pytest.mark.parametrize(("suit", "points"), [(Suit.BELLS, 20), (Suit.HEARTS, 40)])
def test_marriage_20_and_40_in_trumps_m9(suit: Suit, points: int) -> None:
    # [KS66INFO] "Hat man König und Ober von einer Farbe, so kann man beim Ausspielen 20 melden
    # …; ist diese Farbe Trumpf, so meldet man 40."
    marriage = action(actions(OPEN_HAND, Talon.OPEN, 12), Action.MARRIAGE, suit)
    assert (marriage.allowed, marriage.rule_id, marriage.points) == (True, "M-9", points)


def test_marriage_counts_only_after_a_trick_m11() -> None:
    # [WIKIBOOKS] "Dies zählt aber erst nach dem ersten eigenen Stich 20 Punkte bei
    # Nicht-Trumpf bzw. 40 Punkte bei Trumpf." Announcing at the first lead is allowed (RM3).
    first = action(actions(OPEN_HAND, Talon.OPEN, 12, won_a_trick=False), Action.MARRIAGE,
                   Suit.BELLS)
    assert (first.allowed, first.case) == (True, "pending")


@pytest.mark.parametrize("talon", [Talon.CLOSED, Talon.EXHAUSTED])
def test_no_marriage_once_closed_or_exhausted_m12(talon: Talon) -> None:
    # M-12 [BCLINS66] "You also can't score for marriages in sixty six after the stack is
    # closed or empty, unlike in schnapsen." (RM4)
    for suit in (Suit.BELLS, Suit.HEARTS):
        marriage = action(actions(OPEN_HAND, talon, 0 if talon is Talon.EXHAUSTED else 8),
                          Action.MARRIAGE, suit)
        assert (marriage.allowed, marriage.rule_id, marriage.case) == (
            False, "M-12", f"talon_{talon.value}")
    with raises_said(PositionError, "no marriage"):
        legal_cards(cards(OPEN_HAND), (), HEARTS, talon, Suit.BELLS, RULES)


def test_announced_marriage_leads_king_or_ober_m10() -> None:
    # M-10 (RM3): "the leader leads the King or the Ober of that suit (only those two are legal)"
    legal = legal_cards(cards(OPEN_HAND), (), HEARTS, Talon.OPEN, Suit.BELLS, RULES)
    assert codes(legal) == {"BK", "BO"}


# [BICYCLE-4] "Either player holding the nine of trumps may exchange it for a higher trump card
# at any time provided they have previously won a trick, unless the nine is the last card in the
# stock." RM5: on lead, talon open with at least 4 cards, having won a trick.
@pytest.mark.parametrize(("hand", "talon", "talon_cards", "won", "allowed", "case"), [
    (OPEN_HAND, Talon.OPEN, 12, True, True, "allowed"),
    (OPEN_HAND, Talon.OPEN, 4, True, True, "allowed"),
    (OPEN_HAND, Talon.OPEN, 2, True, False, "talon_too_small"),
    (OPEN_HAND, Talon.OPEN, 12, False, False, "no_trick_won"),  # the non-dealer's first lead
    (OPEN_HAND, Talon.OPEN, 12, None, None, "trick_unknown"),
    (OPEN_HAND, Talon.OPEN, None, True, None, "talon_size_unknown"),
    (OPEN_HAND, Talon.CLOSED, 8, True, False, "talon_closed"),
    ("BK BO HK HO HU AA", Talon.OPEN, 12, True, False, "no_trump_nine"),  # Unter: Schnapsen's
])
def test_trump_nine_exchange_m13(hand: str, talon: Talon, talon_cards: int | None,
                                 won: bool | None, allowed: bool | None, case: str) -> None:
    exchange = action(actions(hand, talon, talon_cards, won), Action.EXCHANGE_TRUMP)
    assert (exchange.allowed, exchange.rule_id, exchange.case) == (allowed, "M-13", case)
    if allowed:
        assert codes(exchange.cards) == {"H9", "HA"}


# [BICYCLE-4] "Either player may close (end the game), when they have the lead, either before
# or after drawing, by turning down the trump card." RM6: more than two cards, also at the first
# lead without a trick.
@pytest.mark.parametrize(("talon", "talon_cards", "won", "allowed", "case"), [
    (Talon.OPEN, 12, False, True, "allowed"),
    (Talon.OPEN, 4, True, True, "allowed"),
    (Talon.OPEN, 2, True, False, "talon_too_small"),
    (Talon.CLOSED, 8, True, False, "talon_closed"),
    (Talon.EXHAUSTED, 0, True, False, "talon_exhausted"),
])
def test_closing_needs_more_than_two_cards_m14(talon: Talon, talon_cards: int, won: bool,
                                               allowed: bool, case: str) -> None:
    close = action(actions(OPEN_HAND, talon, talon_cards, won), Action.CLOSE)
    assert (close.allowed, close.rule_id, close.case) == (allowed, "M-14", case)


def test_talon_sizes_m2() -> None:
    # [KSNET] "Nach dem sechsten Stich ist der Talon aufgebraucht": 12, 10, … 2 while open.
    assert RULES.talon_sizes == (2, 4, 6, 8, 10, 12)
    position = SchnapsenPosition(HEARTS, cards(OPEN_HAND), talon_cards=14)
    with raises_said(PositionError, "2, 4, 6, 8, 10, 12 cards"):
        GAME.judge(position)
    assert GAME.judge(SchnapsenPosition(HEARTS, cards(OPEN_HAND), talon_cards=12)).actions


def test_one_marriage_per_lead_m10() -> None:
    # [CASINOSP] (evidence, M-10) "Mit einem Mal darf man immer nur ein Paar melden."; RM3 "one
    # marriage per lead": announcing the Bells pair leaves the trump pair for a later lead.
    found = leader_actions(cards(OPEN_HAND), HEARTS, Talon.OPEN, 8, DECK.parse("HA"), True,
                           rules=RULES, announced=Suit.BELLS)
    bells, hearts = (action(found, Action.MARRIAGE, s) for s in (Suit.BELLS, Suit.HEARTS))
    assert (bells.allowed, bells.rule_id) == (True, "M-9")
    assert (hearts.allowed, hearts.rule_id, hearts.case) == (False, "M-10", "one_per_lead")


def test_no_trick_won_decides_the_exchange_without_the_talon_size_m13() -> None:
    # RM5: "having won a trick — so never at the non-dealer's first lead": no trick, no
    # exchange, however many cards the talon holds.
    exchange = action(actions(OPEN_HAND, Talon.OPEN, None, won_a_trick=False),
                      Action.EXCHANGE_TRUMP)
    assert (exchange.allowed, exchange.rule_id, exchange.case) == (False, "M-13", "no_trick_won")


def test_a_full_talon_means_no_trick_was_won_rm12() -> None:
    # RM12: "`won_a_trick` (false only at the non-dealer's first lead)"; with all 12 cards in
    # the talon no trick has been played.
    with raises_said(PositionError, "no trick has been played") as raised:
        GAME.judge(SchnapsenPosition(HEARTS, cards(OPEN_HAND), (), Talon.OPEN, None, 12,
                                     DECK.parse("HA"), True))
    assert raised.value.field == "won_a_trick"


def test_after_closing_a_lone_king_is_refused_by_m12_not_its_missing_ober_rm4() -> None:
    # RM4: "No new marriage once the talon is closed or exhausted": the stronger reason.
    marriage = action(actions("HK LO H9 LA", Talon.CLOSED, 8), Action.MARRIAGE, Suit.HEARTS)
    assert (marriage.allowed, marriage.rule_id, marriage.case) == (False, "M-12", "talon_closed")
