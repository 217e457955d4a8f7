"""Legal cards per rule (S-12 … S-15, S-10), each case quoting the sentence it rests on."""

from __future__ import annotations

import pytest

from rules.skat.contract import contract_from_parts
from rules.skat.game import SKAT, SkatPosition

D = SKAT.deck
S13 = ("Bedienen heißt, daß eine Karte der ausgespielten Farbe oder, wenn Trumpf gespielt "
       "wurde, eine Trumpfkarte zugegeben werden muß")
S14 = ("Die einzelnen Farben haben natürlich nur noch sieben Karten, denn die achte Karte "
       "jeder Farbe, der Bube, ist ja ständiger Trumpf.")
S15 = ("Ein Zwang zum Übernehmen des Stiches … besteht nicht. Es besteht auch kein Zwang zum "
       "Stechen.")
S10 = "Bei den Nullspielen gelten auch die Buben als Farbe."
S12 = "Nach der Spielansage spielt Vorhand aus"
S9 = "Bei den Grandspielen sind nur die Buben in der Rangfolge ihrer Farben Trumpf."

# (rule quoted, contract, hand, trick, legal cards, rule id of each card in hand order)
CASES = [
    (S12, "suit:clubs", "CJ,H7,SA", "", "CJ,H7,SA", "S-12 S-12 S-12"),
    # API-skat.md's example: Herz-Bube led in a Kreuz game is a trump lead.
    (S14, "suit:clubs", "DJ,H7,HA,S8", "HJ", "DJ", "S-14 S-14 S-14 S-13"),
    (S14, "suit:clubs", "HJ,H7,S8", "HA", "H7", "S-14 S-13 S-13"),
    (S14, "suit:clubs", "HJ,S8,D9", "HA", "HJ,S8,D9", "S-14 S-15 S-15"),
    (S13, "suit:clubs", "C7,SJ,H9", "CA", "C7,SJ", "S-13 S-14 S-13"),
    (S13, "suit:hearts", "H7,S8,SK", "SA", "S8,SK", "S-13 S-13 S-13"),
    (S15, "suit:hearts", "H7,D8,C9", "SA", "H7,D8,C9", "S-15 S-15 S-15"),
    (S9, "grand", "C7,CA,HJ", "CJ", "HJ", "S-14 S-14 S-14"),
    (S9, "grand", "C7,CA,H8", "CJ", "C7,CA,H8", "S-14 S-14 S-15"),
    (S9, "grand", "CJ,C7,H8", "CA", "C7", "S-14 S-13 S-13"),
    (S10, "null", "CJ,C7,H8", "CA", "CJ,C7", "S-10 S-13 S-13"),
    (S10, "null", "C10,C7,H8", "CJ", "C10,C7", "S-10 S-10 S-10"),
    (S10, "null", "HJ,H8,S9", "CJ", "HJ,H8,S9", "S-15 S-15 S-15"),
]


@pytest.mark.parametrize(("quote", "contract", "hand", "trick", "legal", "rules"), CASES)
def test_legal_cards(quote: str, contract: str, hand: str, trick: str, legal: str,
                     rules: str) -> None:
    assert quote
    position = SkatPosition(SKAT.parse_contract(contract), D.parse_all(hand.split(",")),
                            D.parse_all(trick.split(",")) if trick else ())
    verdicts = SKAT.judge(position).verdicts
    assert [D.code(v.card) for v in verdicts if v.legal] == legal.split(",")
    assert [v.rule_id for v in verdicts] == rules.split()


def test_announcements_do_not_change_legality() -> None:
    """S-13: the duty to follow depends on the led card only; Hand or ouvert change nothing."""
    plain = contract_from_parts({"type": "suit", "trump": "clubs"})
    ouvert = contract_from_parts({"type": "suit", "trump": "clubs", "ouvert": True})
    hand, trick = D.parse_all(["DJ", "H7", "HA", "S8"]), D.parse_all(["HJ"])
    assert SKAT.judge(SkatPosition(plain, hand, trick)) == \
        SKAT.judge(SkatPosition(ouvert, hand, trick))


def test_obliging_card_and_jack_fact() -> None:
    position = SkatPosition(SKAT.parse_contract("suit:clubs"), D.parse_all(["HJ", "H7"]),
                            D.parse_all(["HA"]))
    verdicts = SKAT.judge(position).verdicts
    facts = SKAT.facts(position, verdicts)
    assert facts.of(0)["obliging_card"] == D.parse("H7")
    assert facts.of(0)["jack_is_trump"] is True
    assert facts.shared["led"] == D.parse("HA").suit
    assert facts.shared["void"] is False


@pytest.mark.parametrize(("quote", "contract", "hand", "trick", "trumps", "plain"), [
    # S-14: a Jack printed in the led suit is a trump and does not follow it.
    (S14, "suit:clubs", "HJ,SJ,S8,H7", "HA", "HJ", ""),
    (S9, "grand", "DJ,HJ,D7", "DA", "DJ", ""),
    # S-14, the reverse: a Jack led is a trump lead; the cards of its printed suit are not.
    (S14, "suit:clubs", "H7,HA,S8", "HJ", "", "H7,HA"),
    # The trump suit's own cards are trumps as the Jack is: nothing misleads.
    (S14, "suit:clubs", "C7,CA,S8", "CJ", "", ""),
    (S10, "null", "HJ,H7", "HA", "", ""),
    (S12, "suit:clubs", "HJ,H7", "", "", ""),
])
def test_cards_whose_printed_suit_is_not_what_they_count_as(
        quote: str, contract: str, hand: str, trick: str, trumps: str, plain: str) -> None:
    assert quote
    position = SkatPosition(SKAT.parse_contract(contract), D.parse_all(hand.split(",")),
                            D.parse_all(trick.split(",")) if trick else ())
    shared = SKAT.facts(position, SKAT.judge(position).verdicts).shared
    assert shared["printed_led_suit_trumps"] == (D.parse_all(trumps.split(",")) if trumps
                                                 else ())
    assert shared["led_trump_printed_suit_cards"] == (D.parse_all(plain.split(",")) if plain
                                                      else ())
