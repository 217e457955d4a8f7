"""A hand walked play by play (B-21, RB4, RB11): the leader from the contract, the Bettler's
three-card tricks, the end at the decision and the plays after it refused."""

from __future__ import annotations

import pytest

from rules.bauernschnapsen.score import Marriage
from rules.cards import Suit
from rules.errors import PositionError
from tests.rules.bauernschnapsen.helpers import cards, contract, game

HANDS = [cards("AA A10 LA HA BA"), cards("AU LU HU BU LO"), cards("AK AO LK HK H10"),
         cards("L10 HO BO BK B10")]


def test_a_bettler_skips_the_partner() -> None:
    """B-13: "Der Partner setzt bei dem Spiel aus und der Ansager darf die erste Karte
    ausspielen." RB11: tricks of three."""
    bettler = contract("bettler", declarer=1)
    walked = game.check_round(bettler, [*HANDS[:3], ()], cards("AU AK AA LA LU LK"))
    assert [t.cards for t in walked.check.tricks] == [cards("AU AK AA"), cards("LA LU LK")]
    assert [t.winner for t in walked.check.tricks] == [0, 0]
    assert walked.check.next is not None
    assert walked.check.next.seat == 0


def test_a_bettler_ends_at_the_declarers_trick() -> None:
    """B-24: lost at the first trick the declarer takes; later plays are refused."""
    bettler = contract("bettler", declarer=0)
    hands = [cards("AA LU HU BU LO"), cards("AU A10 LA HA BA"), (), cards("AK AO LK HK H10")]
    walked = game.check_round(bettler, hands, cards("AA AU AK"))
    assert walked.contract is not None
    assert (walked.contract.won, walked.contract.decided_at) == (False, 1)
    with pytest.raises(PositionError):
        game.check_round(bettler, hands, cards("AA AU AK LU"))


def test_the_normal_game_ends_at_66() -> None:
    """RB4: the hand ends after the trick after which a team has 66, a 40er counted."""
    normal = contract("normal:acorns")
    hands = [cards("AK AO A10 LA HA"), cards("AU LU HU BU LO"), cards("AA LK L10 HK H10"),
             cards("HO BO BK B10 BA")]
    marriage = [Marriage(0, Suit.ACORNS, 1)]
    # The partner's Ass heads the King (B-9): 28 card points and the 40er make 68.
    walked = game.check_round(normal, hands, cards("AK AU AA BA"), marriage)
    assert walked.normal is not None
    assert (walked.normal.winner, walked.normal.game_points, walked.normal.points) == (
        0, 3, (68, 0))
    with pytest.raises(PositionError):
        game.check_round(normal, hands, cards("AK AU AA BA A10"), marriage)
    # Without the 40er the hand goes on.
    assert game.check_round(normal, hands, cards("AK AU AA BA")).check.next is not None


def test_a_marriage_obliges_its_lead_in_the_round() -> None:
    """B-10: the marriage is announced "wenn er eine der beiden Karten ausspielt"."""
    normal = contract("normal:acorns")
    hands = [cards("AK AO A10 LA HA"), cards("AU LU HU BU LO"), cards("AA LK L10 HK H10"),
             cards("HO BO BK B10 BA")]
    walked = game.check_round(normal, hands, cards("A10"), [Marriage(0, Suit.ACORNS, 1)])
    assert [(p.verdict.rule_id, p.verdict.legal) for p in walked.check.revokes] == [
        ("B-10", False)]
    assert not game.check_round(normal, hands, cards("A10")).check.revokes
