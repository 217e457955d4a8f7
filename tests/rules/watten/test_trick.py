"""Who wins a trick (W-6, W-8, W-9, W-10, W-17, RW2, RW3): table cases naming the rule and
quoting the sentence they rest on."""

from __future__ import annotations

import pytest

from rules.errors import PositionError
from tests.rules.watten.helpers import cards, contract, game

CASES = [
    # (ruleset, contract, trick, winner index, rule, winner's role, quote)
    ("tirol", "under:hearts", "H9 HA HU H7", 2, "W-17", "rechter",
     "Der Trumpf und der Schlag bilden den sogenannten „Rechten“"),
    ("tirol", "under:hearts", "HA LU H7 H8", 1, "W-17", "blind",
     "dass der Schlag immer die Farbe schlägt"),
    ("tirol", "under:hearts", "LU AU H7 BU", 0, "W-6", "blind",
     "im Zweifelsfall zählt die Karte, die als erstes gespielt wurde."),
    ("tirol", "under:hearts", "H7 HA H8 H10", 1, "W-17", "trump",
     "Die Sau (Ass) ist die höchste Karte, danach folgen König, Ober, Unter"),
    ("tirol", "under:hearts", "L7 LA A10 LK", 1, "W-17", "led_suit",
     "nur mit einer höherwertigen Karte in der ausgespielten Farbe gewonnen"),
    ("tirol", "under:hearts", "L7 AA BA A10", 0, "W-17", "led_suit",
     "dass man einen Nichttrumpf nicht mit einem Nichttrumpf einer anderen Farbe stechen kann."),
    ("tirol", "under:hearts", "LA B6 L7 L8", 1, "W-17", "trump",
     "Vorallem in Tirol ist der Weli immer der niederste Trumpf"),
    ("tirol", "under:hearts", "H7 B6 L7 L8", 0, "W-17", "trump",
     "der Weli ist der niederste Trumpf: below the trump 7"),
    ("suedtirol", "under:hearts", "B6 B7 L7 L8", 1, "W-17", "led_suit",
     "RW3: suedtirol: the lowest Schellen card below the 7"),
    ("suedtirol", "under:hearts", "HU HO AU H7", 1, "W-17", "guate",
     "Der Gute (der Rechte plus eins) ist die beste Karte der Runde."),
    ("tirol", "weli:hearts", "HA AU B6 H7", 2, "W-17", "rechter",
     "RW2: the Weli is the Rechter; there are no Blinde"),
    ("tirol", "weli:hearts", "LA AU L7 L8", 0, "W-17", "led_suit",
     "RW2: no Blinde: an Unter is an ordinary card"),
    ("bayern", "under:hearts", "HU A7 B7 HK", 3, "W-17", "kritisch",
     "Herz-König ist die höchste Karte im Spiel"),
    ("bayern", "under:hearts", "HU A7 B7 H7", 2, "W-17", "kritisch",
     "Schellen 7 ist die zweithöchste Karte"),
    ("bayern", "under:hearts", "HU A7 HA H7", 1, "W-17", "kritisch", "Eichel 7, der Spitz"),
    ("bayern", "7:acorns", "A7 L7 HA H8", 0, "W-17", "rechter",
     "eine Karte erfüllt dann beide Funktionen."),
]


@pytest.mark.parametrize(("ruleset", "text", "trick", "winner", "rule", "case", "quote"),
                         CASES, ids=[f"{c[0]}:{c[1]}:{c[2]}" for c in CASES])
def test_the_trick_winner(ruleset: str, text: str, trick: str, winner: int, rule: str,
                          case: str, quote: str) -> None:
    outcome = game(ruleset).judge_trick(cards(trick, ruleset), contract(text, ruleset))
    assert (outcome.winner, outcome.rule_id, outcome.case) == (winner, rule, case), quote
    assert outcome.cards[winner].rank_in_trick == 1
    assert outcome.points == 0  # "Entscheidend ist nicht die Kartenanzahl"
    assert outcome.complete


def test_every_card_gets_its_watten_role() -> None:
    trick = game("suedtirol").watten_trick(cards("HO HU AU H7", "suedtirol"),
                                           contract("under:hearts", "suedtirol"))
    assert [role.value for role in trick.roles] == ["guate", "rechter", "blind", "trump"]
    assert trick.ranks == (1, 2, 3, 4)
    bayern = game("bayern").watten_trick(cards("L9 HK L8 A9", "bayern"),
                                         contract("under:hearts", "bayern"))
    assert [role.value for role in bayern.roles] == ["plain", "kritisch", "plain", "plain"]
    assert bayern.ranks == (2, 1, 3, 4)


@pytest.mark.parametrize(("text", "trick", "ranks"), [
    ("9:hearts", "BU AO B6 H10", (2, 4, 3, 1)),
    ("7:acorns", "B9 L9 LA B6", (1, 3, 4, 2)),
])
def test_the_weli_of_the_led_suit_ranks_above_the_cards_that_cannot_win(
        text: str, trick: str, ranks: tuple[int, ...]) -> None:
    # RW3 (suedtirol): the Weli is "the lowest Schellen card below the 7", so it can win a
    # Schellen trick; W-17: "A card of another non-trump suit never wins."
    outcome = game("suedtirol").judge_trick(cards(trick, "suedtirol"),
                                            contract(text, "suedtirol"))
    assert tuple(card.rank_in_trick for card in outcome.cards) == ranks


def test_a_two_player_trick_is_complete_with_two_cards() -> None:
    outcome = game("tirol", 2).judge_trick(cards("H9 HU"), contract("under:hearts"))
    assert (outcome.winner, outcome.complete) == (1, True)
    with pytest.raises(PositionError):
        game("tirol", 2).judge_trick(cards("H9 HU H7"), contract("under:hearts"))
