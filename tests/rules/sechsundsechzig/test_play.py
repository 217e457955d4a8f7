"""Following (M-4 … M-8, RM2) and the trick winner (M-1, M-3): table cases, each naming its rule
and quoting the source sentence (RULES-66.md). Trump is hearts throughout."""

from __future__ import annotations

from typing import NamedTuple

import pytest

from rules.schnapsen.contract import Talon
from rules.schnapsen.legality import judge_hand, legal_cards
from rules.schnapsen.trick import judge_trick
from tests.rules.sechsundsechzig.helpers import GAME, HEARTS, RULES, cards, codes
from tests.said import raises_said


class Case(NamedTuple):
    rule_id: str
    quote: str
    talon: str
    hand: str
    trick: str
    legal: str
    case: str  # the case of the verdicts on the legal cards


KSNET_STRICT = ("[KSNET] Nach dem sechsten Stich ist der Talon aufgebraucht und es muss Farbe "
                "bedient werden.")
CASES = [
    Case("M-4", "[WIKIBOOKS] Nur solange der Talon nicht aufgebraucht ist, braucht keine Farbe "
         "bedient (bekannt) zu werden.", "open", "AA AK H9 L9 LA B9", "A10",
         "AA AK H9 L9 LA B9", "free"),
    Case("M-8", "[KSNET] Vorhand spielt eine beliebige Karte aus.", "closed", "AA H9 L9", "",
         "AA H9 L9", "lead"),
    # Stage 1: a higher card of the led suit (RM2; [BCLINS66] "they must win the trick if they
    # can").
    Case("M-5", KSNET_STRICT, "exhausted", "AA AK H9 L9", "A10", "AA", "head"),
    Case("M-5", KSNET_STRICT, "closed", "AK AO H9 L9", "A10", "AK AO", "follow_lower"),
    Case("M-5", "[KSNET] Ist bedienen nicht möglich, muss man eine Trumpfkarte spielen.",
         "exhausted", "H9 HU L9 LA", "A10", "H9 HU", "trump"),
    Case("M-5", "[KSREGELN] … nur wenn beides nicht möglich ist darf auch eine andere Farbe "
         "gespielt werden.", "closed", "L9 LA B9", "A10", "L9 LA B9", "any"),
    # The Nine is the lowest card (M-1): the Unter heads a led Nine.
    Case("M-5", KSNET_STRICT, "exhausted", "AU L9", "A9", "AU", "head"),
    Case("M-6", "[MEYERS] Man kann in der ausgespielten Farbe und mit Trumpf überstechen.",
         "closed", "HA H9 AA", "HK", "HA", "head"),
    Case("M-6", "[MEYERS] Man kann in der ausgespielten Farbe und mit Trumpf überstechen.",
         "exhausted", "H9 AA", "HA", "H9", "follow_lower"),
    Case("M-6", "[MEYERS] Man kann in der ausgespielten Farbe und mit Trumpf überstechen.",
         "closed", "AA L9", "HA", "AA L9", "any"),
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c.rule_id}-{c.talon}-{c.case}")
def test_following(case: Case) -> None:
    hand, trick = cards(case.hand), cards(case.trick)
    verdicts = judge_hand(hand, trick, HEARTS, Talon(case.talon), rules=RULES)
    legal = legal_cards(hand, trick, HEARTS, Talon(case.talon), rules=RULES)
    assert codes(legal) == codes(cards(case.legal)), case.quote
    for verdict in verdicts:
        if verdict.legal:
            assert (verdict.rule_id, verdict.case) == (case.rule_id, case.case), case.quote


def test_farbzwang_before_stichzwang_m7() -> None:
    # [KSNET] "Ist bedienen nicht möglich, muss man eine Trumpfkarte spielen." Holding the led
    # suit, the trump is refused even where it would win.
    verdicts = judge_hand(cards("AK H9 L9"), cards("AA"), HEARTS, Talon.CLOSED, rules=RULES)
    by_code = {c: v for c, v in zip(("AK", "H9", "L9"), verdicts, strict=True)}
    assert by_code["AK"].legal
    assert (by_code["H9"].legal, by_code["H9"].rule_id, by_code["H9"].case) == (
        False, "M-7", "no_trump_instead")
    assert (by_code["L9"].rule_id, by_code["L9"].case) == ("M-5", "must_follow")


def test_an_open_talon_hand_holds_six_cards_m2() -> None:
    # [MEYERS] "Jeder Spieler erhält sechs Blätter"
    with raises_said(Exception, "exactly 6 cards"):
        judge_hand(cards("AA AK H9 L9 LA"), (), HEARTS, Talon.OPEN, rules=RULES)


class TrickCase(NamedTuple):
    trick: str
    winner: int
    case: str


# [KSNET] "Der Stich gehört dem, der die höhere Karte in der ausgespielten Farbe oder Trumpf
# gespielt hat."; [WIKIBOOKS] "Bei unterschiedlichen Farben sticht, wer herausgekommen ist, es
# sei denn, die Karte des Nachziehenden hat die Farbe des Trumpfs."
TRICKS = [
    TrickCase("AK A10", 1, "higher_of_led_suit"),  # the Ten beats the King (M-1)
    TrickCase("A9 AU", 1, "higher_of_led_suit"),  # the Nine is the lowest (M-1)
    TrickCase("AA A9", 0, "leader_higher"),
    TrickCase("AA H9", 1, "trump"),  # the trump Nine beats the Ace of another suit
    TrickCase("A9 LA", 0, "leader_keeps"),  # a third suit never wins
]


@pytest.mark.parametrize("case", TRICKS, ids=lambda c: c.trick)
def test_trick_winner_m3(case: TrickCase) -> None:
    result = judge_trick(cards(case.trick), HEARTS, RULES)
    assert (result.winner, result.case) == (case.winner, case.case)


def test_game_trick_names_m3_and_values_m1() -> None:
    outcome = GAME.judge_trick(cards("AK A10"), HEARTS)
    assert (outcome.rule_id, outcome.points) == ("M-3", 14)
    assert {c.points_rule for c in outcome.cards} == {"M-1"}
