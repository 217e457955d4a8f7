"""Table tests per rule, each quoting the TSR sentence it rests on: trump orders, following
suit, trick winners with two equal cards and the Dullen rule of each ruleset."""

from __future__ import annotations

import pytest

from rules.doppelkopf.deck import DECK_AUGEN, DOPPELKOPF_DECK, augen
from rules.doppelkopf.game import DOPPELKOPF
from rules.doppelkopf.legality import judge_hand, verdict_facts
from rules.doppelkopf.ranking import fehl_order, trump_order
from rules.doppelkopf.ruleset import RULESETS
from rules.doppelkopf.trick import judge_trick
from rules.errors import DuplicateCardError
from tests.said import raises_said

D = DOPPELKOPF_DECK


def cards(text: str) -> tuple:
    return D.parse_all(text.split()) if text else ()


def contract(slug: str):
    return DOPPELKOPF.parse_contract(slug)


def test_d1_d2_every_card_twice_and_240_augen() -> None:
    # D-1 [TSR 2.2.1] "Jede Karte ist doppelt im Spiel." D-2 [2.2.2] "… insgesamt 240 Augen"
    assert len(D) == 48
    assert D.copies == 2
    assert len(D.cards) == 24
    assert 2 * sum(augen(card) for card in D.cards) == DECK_AUGEN == 240


@pytest.mark.parametrize(("slug", "trumps", "fehl"), [
    # D-13 [TSR 2.3.4] "♥ 10, ♣ D, ♠ D, ♥ D, ♦ D, ♣ B, ♠ B, ♥ B, ♦ B, ♦ As, ♦ 10, ♦ K, ♦ 9."
    ("normal", "H10 CQ SQ HQ DQ CJ SJ HJ DJ DA D10 DK D9",
     {"clubs": "CA C10 CK C9", "hearts": "HA HK H9", "diamonds": ""}),
    ("hochzeit", "H10 CQ SQ HQ DQ CJ SJ HJ DJ DA D10 DK D9", {"hearts": "HA HK H9"}),
    ("stille-hochzeit", "H10 CQ SQ HQ DQ CJ SJ HJ DJ DA D10 DK D9", {"hearts": "HA HK H9"}),
    ("trumpfsolo", "H10 CQ SQ HQ DQ CJ SJ HJ DJ DA D10 DK D9", {"spades": "SA S10 SK S9"}),
    # D-15 [2.3.5] "ersetzen die Trumpfkarten – As, 10 (außer ♥ Solo), K, 9 – der gewählten
    # Trumpffarbe die Trumpfkarten in der Farbe Karo."
    ("farbsolo:clubs", "H10 CQ SQ HQ DQ CJ SJ HJ DJ CA C10 CK C9",
     {"diamonds": "DA D10 DK D9", "clubs": "", "hearts": "HA HK H9"}),
    ("farbsolo:hearts", "H10 CQ SQ HQ DQ CJ SJ HJ DJ HA HK H9",
     {"diamonds": "DA D10 DK D9", "hearts": ""}),
    # D-16 [2.3.6] "Beim Damensolo: As, 10, K, B, 9 bzw. beim Bubensolo: As, 10, K, D, 9."
    ("damensolo", "CQ SQ HQ DQ", {"hearts": "HA H10 HK HJ H9"}),
    ("bubensolo", "CJ SJ HJ DJ", {"clubs": "CA C10 CK CQ C9"}),
    # D-17 [2.3.7] "Beim Fleischlosen (Asse-Solo) gibt es keine Trumpfkarten"; "As, 10, K, D,
    # B, 9."
    ("fleischlos", "", {"hearts": "HA H10 HK HQ HJ H9"}),
])
def test_trump_and_fehl_orders(slug: str, trumps: str, fehl: dict[str, str]) -> None:
    c = contract(slug)
    assert trump_order(c) == cards(trumps)
    for suit in D.suits:
        if suit.value in fehl:
            assert fehl_order(suit, c) == cards(fehl[suit.value])


@pytest.mark.parametrize(("count", "slug"), [(26, "normal"), (24, "farbsolo:hearts"),
                                             (26, "farbsolo:spades"), (8, "damensolo"),
                                             (0, "fleischlos")])
def test_trump_counts(count: int, slug: str) -> None:
    # [2.3.4] "26 Trumpfkarten"; [2.3.5] "beim Farbsolo in Herz gibt es 24 Trumpfkarten";
    # [2.3.6] "jeweils 8 Trumpfkarten"
    assert 2 * len(trump_order(contract(slug))) == count


# (contract, hand, trick, legal flags, rule, case of the first card)
LEGAL = [
    # D-18 [5.1.1/5.1.2]: the leader may lead any card.
    ("normal", "CQ C9 HA", "", "1 1 1", "D-18", "lead"),
    # D-19 [5.2.2] "eine Karte der aufgespielten Fehlfarbe oder der geforderten Trumpffarbe
    # zugeben": the Kreuz Dame is trump and does not follow Kreuz, the Kreuz 9 does.
    ("normal", "CQ C9 HA", "CA", "0 1 0", "D-19", "trump_is_not_led_suit"),
    # A led Herz 10 is a trump lead: the Herz Ass is a Fehl card and does not follow.
    ("normal", "HA DQ", "H10", "0 1", "D-19", "printed_suit_is_not_trump"),
    # Herz led in the normal game: only A, K, 9 are Herz; the Herz Dame and 10 are trumps.
    ("normal", "HQ H10 H9", "HK", "0 0 1", "D-19", "trump_is_not_led_suit"),
    # D-20 [5.2.3] "darf entweder eine Trumpfkarte zugeben, d.h. stechen, oder eine beliebige
    # Karte einer anderen Fehlfarbe spielen."
    ("normal", "DQ SA", "C10", "1 1", "D-20", "void_may_trump"),
    ("normal", "SA HK", "DJ", "1 1", "D-20", "void_trump"),
    # Damensolo: the Herz 10 is a Herz card and follows Herz; the Buben follow their suits.
    ("damensolo", "H10 CQ HJ", "HA", "1 0 1", "D-19", "follow_suit"),
    ("bubensolo", "DQ D9 CJ", "DA", "1 1 0", "D-19", "follow_suit"),
    # Fleischloser: no trumps, every card in its suit.
    ("fleischlos", "CQ CJ SA", "C9", "1 1 0", "D-19", "follow_suit"),
    ("fleischlos", "SA HK", "C9", "1 1", "D-20", "void_no_trump"),
    # Farbsolo Kreuz: the Kreuz Ass is trump; Karo is a plain suit and the Karo Ass follows it.
    ("farbsolo:clubs", "CA DA", "D9", "0 1", "D-19", "must_follow_suit"),
    # Two copies of a card get the same verdict (RD14).
    ("normal", "CA CA SQ", "C9", "1 1 0", "D-19", "follow_suit"),
]


@pytest.mark.parametrize(("slug", "hand", "trick", "flags", "rule", "case"), LEGAL)
def test_legality(slug: str, hand: str, trick: str, flags: str, rule: str,
                  case: str) -> None:
    verdicts = judge_hand(cards(hand), cards(trick), contract(slug)).verdicts
    assert [v.legal for v in verdicts] == [f == "1" for f in flags.split()]
    assert (verdicts[0].rule_id, verdicts[0].case) == (rule, case)


def test_a_third_copy_is_refused_by_name() -> None:
    # RD14: "Across hand, trick and history no card may appear more than twice"
    with raises_said(DuplicateCardError, "hearts-10 appears 3 times"):
        judge_hand(cards("H10 H10 CA"), cards("H10"), contract("normal"))


# (contract, trick, ruleset, trick number, winner, rule)
TRICKS = [
    # D-21 [5.3.3] "bei einer geforderten Trumpfkarte die ranghöchste Trumpfkarte des Stiches"
    ("normal", "DJ DQ D9 DA", "ddv", None, 1, "D-21"),
    # "eine Fehlfarbe aufspielt, die weder bedient noch gestochen wird"
    ("normal", "CK SA HA S9", "ddv", None, 0, "D-21"),
    # "eine aufgespielte Fehlfarbe als einziger sticht"
    ("normal", "CA C10 D9 CK", "ddv", None, 2, "D-21"),
    # D-22 [5.3.3] "ist die vom weiter vorn sitzenden Spieler gelegte Karte die ranghöhere"
    ("normal", "CA C9 CA CK", "ddv", None, 0, "D-22"),
    ("normal", "C9 CQ SQ CQ", "ddv", None, 1, "D-22"),
    # "Dies gilt auch für die Herz 10."
    ("normal", "H10 CQ H10 DA", "ddv", 5, 0, "D-22"),
    ("normal", "H10 CQ H10 DA", "ddv", 12, 0, "D-22"),
    # D-V1 (house): the second Herz 10 beats the first, except in the last trick (dulle) …
    ("normal", "H10 CQ H10 DA", "dulle", 5, 2, "D-V1"),
    ("normal", "H10 CQ H10 DA", "dulle", None, 2, "D-V1"),
    ("normal", "H10 CQ H10 DA", "dulle", 12, 0, "D-V1"),
    # … or in every trick (dulle-immer)
    ("normal", "H10 CQ H10 DA", "dulle-immer", 12, 2, "D-V1"),
    # RD2: in a Damensolo the Herz 10 is a Herz card; TSR 5.3.3 decides in every ruleset.
    ("damensolo", "H10 HK H10 HA", "dulle-immer", 5, 3, "D-21"),
    ("damensolo", "H10 HK H10 H9", "dulle-immer", 5, 0, "D-22"),
    # The Herz solo keeps the Dullen on top, so the house rule applies there too (RD2).
    ("farbsolo:hearts", "H10 HA H10 CQ", "dulle", 3, 2, "D-V1"),
]


@pytest.mark.parametrize(("slug", "trick", "ruleset", "number", "winner", "rule"), TRICKS)
def test_trick_winner(slug: str, trick: str, ruleset: str, number: int | None, winner: int,
                      rule: str) -> None:
    c = contract(slug).playing(RULESETS[ruleset], number)
    outcome = judge_trick(cards(trick), c)
    assert (outcome.winner, outcome.rule_id) == (winner, rule)


@pytest.mark.parametrize(("slug", "hand", "trick", "trumps", "plain"), [
    # D-19 [TSR 5.2.2] "… eine Karte der aufgespielten Fehlfarbe oder der geforderten
    # Trumpffarbe zugeben (bedienen)": the Kreuz-Dame and the Kreuz-Bube are trumps, no Kreuz.
    ("normal", "CQ CJ SA CQ", "CK", "CQ CJ", ""),
    ("farbsolo:spades", "CQ CA", "CK", "CQ", ""),
    # The reverse: the led Kreuz-Dame asks for trump; the Kreuz Fehl cards do not follow it.
    ("normal", "CA C9 SA", "CQ", "", "CA C9"),
    ("normal", "HA H9 DA", "H10", "", "HA H9"),
    # D-16, D-17: where a Dame, Bube or the Herz 10 is no trump, it follows its printed suit.
    ("damensolo", "CJ H10 HA", "CK", "", ""),
    ("fleischlos", "CQ CJ", "CK", "", ""),
    ("normal", "CQ CJ", "", "", ""),
])
def test_d19_cards_whose_printed_suit_is_not_what_they_count_as(
        slug: str, hand: str, trick: str, trumps: str, plain: str) -> None:
    judged = judge_hand(cards(hand), cards(trick), contract(slug))
    shared = verdict_facts(cards(hand), cards(trick), contract(slug), judged.verdicts).shared
    assert shared["printed_led_suit_trumps"] == cards(trumps)
    assert shared["led_trump_printed_suit_cards"] == cards(plain)
