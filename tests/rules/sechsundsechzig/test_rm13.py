"""RM13, several actions before one lead: "each action is judged in the talon state in which it
is made ... A marriage announced before the closing stands and still obliges the lead of its
King or Ober; a marriage asked after the closing is refused (RM4), and the answer names the
order it read." Schnapsen (R8, N-11) follows the same order, where a marriage after the
closing is allowed anyway. Hand-made deals, in 66 and in Schnapsen."""

from __future__ import annotations

import pytest

from rules.errors import PositionError
from rules.schnapsen.contract import Talon, parse_trump
from rules.schnapsen.game import SCHNAPSEN, SchnapsenGame, SchnapsenPosition
from rules.schnapsen.leader import Action
from rules.schnapsen.round_check import LeaderMove, SchnapsenRound, check_hand
from tests.rules.sechsundsechzig.helpers import GAME, RULES, cards
from tests.said import raises_said

# 66: the leader holds the trump marriage (Hearts: the 40) and leads from it.
DEAL_66 = {"hands": [cards("HK HO AA A10 LA L10"), cards("AK AO LK LO BA B10")],
           "stack": cards("A9 AU L9 LU H9 HU H10 B9 BU BO BK"), "turned": cards("HA")[0]}
# Schnapsen: twenty cards, five a hand, nine under the turned-up card.
DEAL_N = {"hands": [cards("HK HO AA A10 LA"), cards("AK AO LK LO BA")],
          "stack": cards("AU L10 LU HU H10 B10 BU BO BK"), "turned": cards("HA")[0]}
MARRIAGE_THEN_CLOSE = [LeaderMove(0, Action.MARRIAGE), LeaderMove(0, Action.CLOSE)]
CLOSE_THEN_MARRIAGE = [LeaderMove(0, Action.CLOSE), LeaderMove(0, Action.MARRIAGE)]


def walk(game: SchnapsenGame, deal: dict[str, object], plays: str,
         moves: list[LeaderMove]) -> SchnapsenRound:
    rules = game.rules
    check = check_hand(parse_trump("hearts", rules), 0, deal["hands"],  # type: ignore[arg-type]
                       deal["stack"], deal["turned"], cards(plays), moves,  # type: ignore[arg-type]
                       game=game)
    assert check.revokes == ()
    extra: SchnapsenRound = check.extra
    return extra


@pytest.mark.parametrize(("game", "deal"), [(GAME, DEAL_66), (SCHNAPSEN, DEAL_N)])
def test_a_marriage_announced_before_the_closing_stands(game: SchnapsenGame,
                                                        deal: dict[str, object]) -> None:
    # RM13 "A marriage announced before the closing stands": judged with the talon open.
    extra = walk(game, deal, "HK AK", MARRIAGE_THEN_CLOSE)
    assert extra.marriages[0] == (game.rules.trump_marriage_points,)
    assert extra.closed_by == 0
    assert [(a.decided.action, a.decided.allowed) for a in extra.actions] == [
        (Action.MARRIAGE, True), (Action.CLOSE, True)]


@pytest.mark.parametrize(("game", "deal"), [(GAME, DEAL_66), (SCHNAPSEN, DEAL_N)])
def test_it_still_obliges_the_lead_of_its_king_or_ober(game: SchnapsenGame,
                                                       deal: dict[str, object]) -> None:
    # RM13 "and still obliges the lead of its King or Ober" (M-10, N-10), the talon closed.
    check = check_hand(parse_trump("hearts", game.rules), 0, deal["hands"],  # type: ignore[arg-type]
                       deal["stack"], deal["turned"], cards("HK"),  # type: ignore[arg-type]
                       MARRIAGE_THEN_CLOSE, game=game)
    lead = check.plays[0]
    assert lead.position.talon is Talon.CLOSED
    legal = {game.rules.deck.code(v.card) for v in lead.verdicts if v.legal}
    assert legal == {"HK", "HO"}
    assert {v.rule_id for v in lead.verdicts} == {game.rules.ids.marriage_lead}


def test_a_marriage_after_the_closing_is_refused_naming_the_order_read() -> None:
    # RM13 "a marriage asked after the closing is refused (RM4), and the answer names the order
    # it read".
    with raises_said(PositionError, r"closed and then announced a marriage before play 1 "
                                    r"\(the actions read in the order given\).*\(M-12\)"):
        walk(GAME, DEAL_66, "HK", CLOSE_THEN_MARRIAGE)


def test_in_schnapsen_a_marriage_after_the_closing_is_allowed_anyway() -> None:
    # RM13 "Schnapsen (R8, N-11) follows the same order, where a marriage after the closing is
    # allowed anyway"; N-11 "Ansagen bleiben auch in der Zwangsphase erlaubt".
    extra = walk(SCHNAPSEN, DEAL_N, "HK AK", CLOSE_THEN_MARRIAGE)
    assert [a.decided.action for a in extra.actions] == [Action.CLOSE, Action.MARRIAGE]
    assert extra.marriages[0] == (40,)


@pytest.mark.parametrize(("announced_in", "legal"), [
    (Talon.OPEN, {"HK", "HO"}),  # announced, then closed: it stands (RM13)
])
def test_a_position_names_the_talon_the_marriage_was_announced_in(
        announced_in: Talon, legal: set[str]) -> None:
    position = SchnapsenPosition(parse_trump("hearts", RULES), cards("HK HO AA A10 LA"), (),
                                 Talon.CLOSED, parse_trump("hearts", RULES).trump, 8,
                                 marriage_talon=announced_in)
    judged = GAME.judge(position)
    assert {RULES.deck.code(v.card) for v in judged.verdicts if v.legal} == legal
    assert {v.rule_id for v in judged.verdicts} == {"M-10"}
    # Read as announced after the closing, the same marriage is refused (RM4, M-12).
    with raises_said(PositionError, r"read as: closed first, then the marriage announced"):
        GAME.judge(position._replace(marriage_talon=None))
