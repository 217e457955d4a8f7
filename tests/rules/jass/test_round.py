"""A whole round: the count (J-14, J-15), the multiplier (R7), the target (J-S3, J-V3, J-D1),
the Schieben (J-2) and the Jasstafel tally, each from the sentence it checks."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.cards import Card
from rules.errors import DuplicateCardError, PositionError
from rules.jass.contract import ALL_CONTRACTS, JassContract, parse_contract
from rules.jass.deck import JASS_DECK
from rules.jass.jasstafel import tally
from rules.jass.legality import legal_cards
from rules.jass.round import (
    Choice,
    count_round,
    multiplier_for,
    reach_target,
    schieben,
)
from rules.jass.ruleset import JASVEL, STANDARD, ScoringStep
from rules.jass.trick import judge_trick
from rules.jass.weis import Declaration, read_weis
from tests.rules.jass.cases import cards
from tests.said import raises_said

ROSES = parse_contract("trump:roses")
# Seat 0 leads every trick and wins it: a match.
MATCH = [cards(t) for t in ("RU R6 R7 R8", "R9 RA RK RO", "AA A6 A7 A8", "AK A9 A10 AU",
                            "BA B6 B7 B8", "BK B9 B10 BU", "SA S6 S7 S8", "SK S9 S10 SU",
                            "R10 AO BO SO")]


def test_a_match_is_257_j14() -> None:
    # "wer alle neun Stiche nimmt, schreibt 100 mehr und damit 257."
    count = count_round(MATCH, ROSES)
    assert count.teams[0].card_points == 152
    assert count.teams[0].trick_points == 257
    assert count.teams[1].trick_points == 0


def test_eight_tricks_and_the_last_trick_j15() -> None:
    # "Ein Team gewinnt 8 Stiche und das andere Team gewinnt den letzten Stich. Das Team mit 8
    # Stichen erhält seine Kartenpunkte, aber nicht den Zuschlag für alle 9 Stiche. Das Team
    # mit dem letzten Stich erhält die 5 zusätzlichen Punkte."
    tricks = [*MATCH[:8], cards("AO R10 BO SO")]  # seat 0 leads AO, seat 1 trumps with R10
    count = count_round(tricks, ROSES)
    assert (count.teams[0].tricks, count.teams[1].tricks) == (8, 1)
    assert (count.teams[0].match, count.teams[1].match) == (0, 0)
    assert (count.teams[0].last_trick, count.teams[1].last_trick) == (0, 5)
    assert count.teams[0].trick_points + count.teams[1].trick_points == 157


def test_a_round_with_a_card_twice_is_refused() -> None:
    # "Ergeben beide Spalten zusammen nicht 157, wurde falsch gezählt."
    with raises_said(DuplicateCardError, "157"):
        count_round([*MATCH[:8], cards("R10 AO BO RU")], ROSES)
    with raises_said(PositionError, "9 tricks"):
        count_round(MATCH[:8], ROSES)


def test_weis_and_stoeck_in_the_count_js1_js2() -> None:
    declarations = [Declaration(0, (read_weis(cards("R9 R10 RU")),))]
    count = count_round(MATCH, ROSES, declarations=declarations)
    assert count.teams[0].weis == 20
    with raises_said(PositionError, "did not play both"):
        count_round(MATCH, ROSES, stoeck_seat=0)  # RK and RO were played by seats 2 and 3
    with raises_said(PositionError, "which seat"):
        count_round(MATCH, ROSES, declarations=[Declaration(1, (read_weis(cards(
            "R9 R10 RU")),))])
    with raises_said(PositionError, "no Stöck"):
        count_round(MATCH, parse_contract("obenabe"), stoeck_seat=0)


def test_stoeck_counts_whatever_the_weis_js1() -> None:
    # [S001] "Der Stöck bleibt diesem Team gutgeschrieben, unabhängig davon, welches Team den
    # Weisvergleich gewinnt." Seat 0 leads and wins every trick, King and Ober of trumps among
    # them; seat 1 plays Schilten 7, 8, 9, 10.
    tricks = [cards(t) for t in ("RU RA R10 R6", "R9 R7 R8 A6", "RK A7 A8 A9", "RO A10 AU AO",
                                 "AA S7 B6 B7", "BA S8 B8 B10", "BK S9 BO BU", "SA AK B9 S6",
                                 "SK S10 SU SO")]
    count = count_round(tricks, ROSES, stoeck_seat=0, declarations=[
        Declaration(1, (read_weis(cards("S7 S8 S9 S10")),))])
    assert [t.winner for t in count.tricks] == [0] * 9
    assert count.stoeck_team == 0
    assert (count.teams[0].stoeck, count.teams[0].weis) == (20, 0)
    assert (count.teams[1].stoeck, count.teams[1].weis) == (0, 50)
    assert count.teams[0].subtotal == 257 + 20


@pytest.mark.parametrize(("contract", "preset", "factor"), [
    ("trump:acorns", "traditional", 1), ("trump:bells", "traditional", 2),
    ("obenabe", "traditional", 3), ("undenufe", "slalom", 2), ("trump:shields", "flat", 1),
])
def test_multiplier_presets_r7(contract: str, preset: str, factor: int) -> None:
    # R7: "common tables (e.g. trump suits ×1/×2, Obenabe/Undenufe ×3) are presets"
    assert multiplier_for(parse_contract(contract), preset) == factor


def test_multiplier_applies_to_the_round_total_r7() -> None:
    count = count_round(MATCH, ROSES, multiplier=3)
    assert count.total(0) == 257 * 3


@st.composite
def legal_rounds(draw: st.DrawFn) -> tuple[list[tuple[Card, ...]], JassContract, int]:
    deck = draw(st.permutations(JASS_DECK.cards))
    contract = draw(st.sampled_from(ALL_CONTRACTS))
    hands = [list(deck[i * 9:(i + 1) * 9]) for i in range(4)]
    leader = draw(st.integers(0, 3))
    first = leader
    tricks = []
    for _ in range(9):
        trick: list[Card] = []
        for place in range(4):
            seat = (leader + place) % 4
            card = draw(st.sampled_from(legal_cards(hands[seat], trick, contract)))
            hands[seat].remove(card)
            trick.append(card)
        tricks.append(tuple(trick))
        leader = (leader + judge_trick(trick, contract).winner) % 4
    return tricks, contract, first


@settings(max_examples=200, deadline=None)
@given(legal_rounds())
def test_every_legal_round_totals_157_or_257(round_: tuple[list[tuple[Card, ...]],
                                                          JassContract, int]) -> None:
    tricks, contract, first = round_
    count = count_round(tricks, contract, first_leader=first)
    total = count.teams[0].trick_points + count.teams[1].trick_points
    assert total in (157, 257)
    assert (total == 257) == any(t.tricks == 9 for t in count.teams)


def test_target_order_jasvel_js3() -> None:
    # [S001] "Zuerst wird geprüft, ob der Weis das Team über 1000 bringt. Falls nicht, wird
    # der Stöck berücksichtigt. Erst danach fliessen die Stichpunkte in die Prüfung ein."
    parts = {ScoringStep.WEIS: (0, 50), ScoringStep.STOECK: (20, 0),
             ScoringStep.TRICKS: (90, 67)}
    jasvel = reach_target((985, 960), 1000, parts, JASVEL)
    assert (jasvel.winner, jasvel.step) == (1, ScoringStep.WEIS)
    # J-V3 standard: "Stöck – Wys – Stich"
    standard = reach_target((985, 960), 1000, parts, STANDARD)
    assert (standard.winner, standard.step) == (0, ScoringStep.STOECK)


def test_target_not_reached_and_same_block_jd1() -> None:
    parts = {ScoringStep.WEIS: (0, 0), ScoringStep.STOECK: (0, 0),
             ScoringStep.TRICKS: (90, 67)}
    assert reach_target((100, 100), 1000, parts, JASVEL).winner is None
    both = reach_target((950, 960), 1000, parts, JASVEL)
    assert (both.winner, both.both_reached) == (0, True)
    tie = reach_target((950, 973), 1000, parts, JASVEL)
    assert (tie.winner, tie.tie) == (None, True)


def test_schieben_j2() -> None:
    # [S001] "Die Vorhand darf die Wahl genau einmal zu ihrem Partner schieben. Der Partner
    # muss danach den Vertrag bestimmen. Ein Zurückschieben ist nicht erlaubt." / "Danach
    # spielt Person A trotzdem die erste Karte aus"
    pushed = schieben(3, [Choice(0, True), Choice(2, False, ROSES)])
    assert (pushed.chooser, pushed.first_leader, pushed.pushed) == (2, 0, True)
    chosen = schieben(1, [Choice(2, False, ROSES)])
    assert (chosen.chooser, chosen.first_leader) == (2, 2)
    with raises_said(PositionError, "no pushing back"):
        schieben(3, [Choice(0, True), Choice(2, True)])
    with raises_said(PositionError, "Vorhand"):
        schieben(3, [Choice(1, False, ROSES)])
    with raises_said(PositionError, "partner"):
        schieben(3, [Choice(0, True), Choice(1, False, ROSES)])


@pytest.mark.parametrize(("score", "marks"), [
    (1284, (12, 1, 1, 14)), (957, (9, 1, 0, 7)), (0, (0, 0, 0, 0)), (170, (1, 1, 1, 0)),
    (257, (2, 1, 0, 7)),
])
def test_jasstafel_tally(score: int, marks: tuple[int, int, int, int]) -> None:
    # [S001] "Eine Jasstafel zeigt den Stand jeder Mannschaft mit Hundertern, Fünfzigern,
    # Zwanzigern, grossen Zeichen und einer Restzahl."
    t = tally(score)
    assert (t.hundreds, t.fifties, t.twenties, t.rest) == marks
    assert t.hundreds * 100 + t.fifties * 50 + t.twenties * 20 + t.rest == score
