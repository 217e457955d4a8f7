"""Who wins a Jass trick (J-8, J-9), each case from a sentence of [S001]."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.cards import Card
from rules.game import TrickCard, TrickOutcome
from rules.jass.contract import ALL_CONTRACTS, JassContract, parse_contract
from rules.jass.deck import JASS_DECK
from rules.jass.ranking import is_trump, points, points_rule, strength
from rules.jass.trick import Role, judge_trick
from tests.rules.jass.cases import cards

CASES = [
    ("J-8 der niedrigste Trumpf schlägt jede Karte einer anderen Farbe",
     "Spielt jemand Trumpf, schlägt der niedrigste Trumpf jede Karte einer anderen Farbe.",
     "trump:roses", "BA R6 BK B10", 1, "trump"),
    ("J-8 mehrere Trümpfe: Puur vor Nell vor Ass",
     "Liegen mehrere Trümpfe, entscheidet die Reihenfolge U, 9, A, K, O, 10, 8, 7, 6.",
     "trump:roses", "B6 RA R9 RU", 3, "trump"),
    ("J-8 mehrere Trümpfe: Nell vor Ass",
     "Der Puur schlägt im Trumpf also die Nell, und die Nell schlägt das Ass der Trumpffarbe.",
     "trump:roses", "B6 RA R9", 2, "trump"),
    ("J-8 in einer Nebenfarbe steht der Ober über dem Under",
     "In einer gewöhnlichen Farbe und bei Obenabe gilt: A, K, O, U, 10, 9, 8, 7, 6.",
     "trump:roses", "BU B10 BO", 2, "led_suit"),
    ("J-8 ein Nebenfarben-Under ist kein Puur, die 9 kein Nell",
     "Der Under ist in dieser Ordnung nicht der Puur, und die 9 hat keine Sonderstellung wie "
     "die Nell im Trumpf.", "trump:roses", "B9 BU", 1, "led_suit"),
    ("J-9 Obenabe: das Ass macht den Stich, der fremde König greift nicht ein",
     "Wird eine Farbe ausgespielt und liegen A, K und U dieser Farbe, macht das Ass den Stich. "
     "Ein König einer anderen Farbe kann nicht eingreifen.", "obenabe", "BK BU BA AK", 2,
     "obenabe"),
    ("J-9 Undenufe: die 6 steht über 7 und 8",
     "Bei Undenufe würde dagegen die 6 derselben Farbe über 7, 8 und allen weiteren Karten "
     "dieser Farbe stehen.", "undenufe", "B8 B6 B7 A6", 1, "undenufe"),
    ("J-9 Undenufe: das Ass ist die schwächste Karte",
     "Die 6 ist damit die stärkste Karte, das Ass die schwächste.", "undenufe", "BA BK", 1,
     "undenufe"),
    ("J-8 ein Trumpf gewinnt gegen jede Herzkarte",
     "Im Trumpfspiel wird Herz ausgespielt. Eine Person ohne Herz legt einen Trumpf. Dieser "
     "Trumpf gewinnt gegen jede Herzkarte.", "trump:acorns", "RA A6 RK", 1, "trump"),
    ("J-8 der höhere Trumpf gewinnt, die dritte Farbe nie",
     "Legt eine weitere Person einen höheren Trumpf, gewinnt der höhere Trumpf nach der Ordnung "
     "U, 9, A, K, O, 10, 8, 7, 6. Eine hohe Karte in einer dritten Farbe macht den Stich "
     "dagegen nicht.", "trump:acorns", "RA A6 BA A10", 3, "trump"),
    ("J-8 ohne Trumpf gewinnt die ausgespielte Nebenfarbe",
     "Wird eine Nebenfarbe ausgespielt, gewinnt eine Karte dieser Farbe den Stich, sofern "
     "kein Trumpf liegt.", "trump:acorns", "R7 RK BA SA", 1, "led_suit"),
    ("J-8 eine hohe Karte einer fremden Farbe gewinnt nicht",
     "Eine hohe Karte einer nicht ausgespielten Farbe gewinnt keinen Stich, wenn sie nicht "
     "Trumpf ist.", "trump:acorns", "R6 BA", 0, "led_suit"),
    ("J-8 Trumpf ausgespielt: der höchste Trumpf gewinnt",
     "Im Trumpfspiel schlägt ein Trumpf eine Karte jeder anderen Farbe.", "trump:shields",
     "SA S9 RA SU", 3, "trump"),
]


@pytest.mark.parametrize(("case_id", "source", "contract", "trick", "winner", "case"), CASES,
                         ids=[c[0] for c in CASES])
def test_trick_winner(case_id: str, source: str, contract: str, trick: str, winner: int,
                      case: str) -> None:
    result = judge_trick(cards(trick), parse_contract(contract))
    assert result.winner == winner, source
    assert result.rule_id == case_id.split()[0]
    assert result.case == case
    assert result.cards[winner].rank_in_trick == 1


def test_trick_points_and_roles() -> None:
    # Trump contract acorns: R9 (0), A7 trump (0), RA (11), AU Puur (20).
    result = judge_trick(cards("R9 A7 RA AU"), parse_contract("trump:acorns"))
    assert result.points == 31
    assert [c.role for c in result.cards] == [Role.LED_SUIT, Role.TRUMP, Role.LED_SUIT,
                                              Role.TRUMP]
    assert JASS_DECK.code(result.winning_card) == "AU"
    assert sorted(c.rank_in_trick for c in result.cards) == [1, 2, 3, 4]
    assert result.complete


def test_partial_trick_is_not_complete() -> None:
    result = judge_trick(cards("R9"), parse_contract("obenabe"))
    assert result.winner == 0
    assert not result.complete


def plain_outcome(trick: Sequence[Card], contract: JassContract) -> TrickOutcome:
    """The outcome asked card by card of ``rules.jass.ranking`` (is it trump, how strong,
    what worth), against which the table-driven ``judge_trick`` is checked."""
    led_suit = trick[0].suit

    def power(card: Card) -> int:
        if is_trump(card, contract):
            return 100 + strength(card, contract)
        return strength(card, contract) if card.suit is led_suit else 0

    def card_role(card: Card) -> Role:
        if is_trump(card, contract):
            return Role.TRUMP
        return Role.LED_SUIT if card.suit is led_suit else Role.OFF_SUIT

    order = sorted(range(len(trick)), key=lambda at: (-power(trick[at]), at))
    cards = tuple(TrickCard(card, card_role(card), order.index(at) + 1,
                            points(card, contract), points_rule(card, contract))
                  for at, card in enumerate(trick))
    winner = order[0]
    if contract.has_trump:
        case = "trump" if cards[winner].role is Role.TRUMP else "led_suit"
    else:
        case = contract.mode.value
    return TrickOutcome(cards, led_suit.value, winner, "J-8" if contract.has_trump else "J-9",
                        case, len(trick) == 4)


@settings(max_examples=1000, deadline=None)
@given(st.permutations(JASS_DECK.cards), st.integers(1, 4), st.sampled_from(ALL_CONTRACTS))
def test_judge_trick_agrees_with_the_plain_path(deck: list[Card], size: int,
                                                contract: JassContract) -> None:
    trick = tuple(deck[:size])
    assert judge_trick(trick, contract) == plain_outcome(trick, contract)
