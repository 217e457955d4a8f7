"""Where jasvel and standard differ (RULES.md J-V1, J-V2) and where they agree (R2, the Puur
exception on a trump lead, the Nell), each case naming the sentence it checks."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rules.jass.contract import parse_contract
from rules.jass.deck import JASS_DECK
from rules.jass.legality import judge_hand, legal_cards
from rules.jass.ruleset import STANDARD
from tests.rules.jass.cases import LegalityCase, cards

CASES = [
    LegalityCase(
        "J-V1 standard: trumpfen statt bedienen erlaubt",
        "Even if another suit is led (established), a player may elect to play a trump, even "
        "if they also have a card in the established suit.",
        "trump:roses", "B9", "B6 RU R6 A7", "B6 RU R6",
        {"B6": "J-L2", "RU": "J-V1", "R6": "J-V1", "A7": "J-L2"}, "standard"),
    LegalityCase(
        "J-V1 jasvel: trumpfen statt bedienen verboten",
        "Du darfst dann weder eine andere Farbe abwerfen noch freiwillig trumpfen.",
        "trump:roses", "B9", "B6 RU R6 A7", "B6",
        {"RU": "J-L2", "R6": "J-L2", "A7": "J-L2"}),
    LegalityCase(
        "J-V1 J-V2 standard: trumpfen statt bedienen, aber nicht untertrumpfen",
        "In Trump games, player has the choice of following suit or playing a trump.",
        "trump:roses", "B9 RA", "B6 R6 R9", "B6 R9",
        {"B6": "J-L2", "R6": "J-V2", "R9": "J-V1"}, "standard"),
    LegalityCase(
        "J-V2 standard: untertrumpfen nur mit lauter Trümpfen",
        "Untertrumpfen: ist nur erlaubt, wenn man nur noch Trümpfe in der Hand hat.",
        "trump:acorns", "R6 A8", "A6 B7", "B7", {"A6": "J-V2", "B7": "J-V2"}, "standard"),
    LegalityCase(
        "J-V2 standard: mit lauter Trümpfen jeder Trumpf, auch tiefer",
        "so steht es ihm frei, den Trumpfkönig zu geben, also zu untertrumpfen, oder mit dem "
        "Nell zu stechen",
        "trump:acorns", "R6 AA", "AK A9", "AK A9", {"AK": "J-V2", "A9": "J-L5"}, "standard"),
    LegalityCase(
        "J-V2 jasvel: mit lauter Trümpfen und einem höheren muss überstochen werden",
        "Trumpf ist Eicheln, und im Stich liegt die Eicheln-Sieben. Du hältst die Eicheln-Acht "
        "und die Eicheln-Sechs. Du musst deshalb die Eicheln-Acht spielen.",
        "trump:acorns", "R6 AA", "AK A9", "A9", {"AK": "J-L4", "A9": "J-L5"}),
    LegalityCase(
        "J-V2 standard: kein Überstechzwang, abwerfen erlaubt",
        "no player is allowed to play a lower trump unless unable to play any other card",
        "trump:acorns", "R6 A8", "A9 A6 B7", "A9 B7",
        {"A9": "J-L5", "A6": "J-V2", "B7": "J-V2"}, "standard"),
    LegalityCase(
        "J-L7 standard: Puur und Sechs bei Trumpf-Ausspiel, ein Trumpf muss es sein",
        "If their only remaining trump was anything other than the Jack, they would have to "
        "throw that card",
        "trump:roses", "R7", "RU R6 B7", "RU R6", {"RU": "J-L7", "R6": "J-L7", "B7": "J-L7"},
        "standard"),
    LegalityCase(
        "J-L7 standard: ein anderer einziger Trumpf muss gespielt werden",
        "If their only remaining trump was anything other than the Jack, they would have to "
        "throw that card",
        "trump:roses", "R7", "R6 B7", "R6", {"R6": "J-L7", "B7": "J-L7"}, "standard"),
    LegalityCase(
        "J-L6 R2 standard: der Puur als einziger Trumpf muss nicht bedienen",
        "Der Puur ist von der Pflicht zum Trumpfen ausgenommen.",
        "trump:roses", "R7", "RU B7", "RU B7", {"RU": "J-L6", "B7": "J-L6"}, "standard"),
    LegalityCase(
        "J-L10 R4 jasvel: nur Puur und tieferer Trumpf, der Puur wird erzwungen",
        "The Puur counts as a higher trump: holding it, a trump lower than the trick's highest "
        "trump is illegal. The Puur is never forced while another legal card exists.",
        "trump:acorns", "R6 A7", "AU A6", "AU", {"AU": "J-L5", "A6": "J-L10"}),
    LegalityCase(
        "J-V2 standard: nur Puur und tieferer Trumpf, beide erlaubt",
        "Untertrumpfen: ist nur erlaubt, wenn man nur noch Trümpfe in der Hand hat.",
        "trump:acorns", "R6 A7", "AU A6", "AU A6", {"AU": "J-L6", "A6": "J-V2"}, "standard"),
    LegalityCase(
        "J-L9 R3 jasvel: abwerfen trotz höherem Trumpf in der Hand",
        "Void in the led suit with a trump in the trick: a non-trump may always be discarded",
        "trump:acorns", "R6 A7", "A9 B7", "A9 B7", {"A9": "J-L5", "B7": "J-L9"}),
    LegalityCase(
        "J-L2 standard: abwerfen bleibt verboten, wer bedienen kann",
        "allowed (a discard of another suit is not)",
        "trump:roses", "B9", "B6 A7", "B6", {"A7": "J-L2"}, "standard"),
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c.ruleset}: {c.id}")
def test_ruleset_case(case: LegalityCase) -> None:
    hand, trick, contract, ruleset = case.parsed
    assert {JASS_DECK.code(c) for c in legal_cards(hand, trick, contract, ruleset)} == set(
        case.legal.split())
    decided_by = {JASS_DECK.code(v.card): v.rule_id for v in judge_hand(hand, trick, contract,
                                                                          ruleset)}
    for code, rule_id in case.rules.items():
        assert decided_by[code] == rule_id, f"{code}: {case.source}"


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c.ruleset}: {c.id}")
def test_a_copy_of_the_ruleset_is_judged_alike(case: LegalityCase) -> None:
    """R1: a ruleset is its fields; another object with the same fields judges the same."""
    hand, trick, contract, ruleset = case.parsed
    assert judge_hand(hand, trick, contract, replace(ruleset)) == judge_hand(
        hand, trick, contract, ruleset)


# Standard's undertrumping (J-V2) with jasvel's Farbzwang (J-V1): each field decides its rule.
MIXED = replace(STANDARD, id="mixed", may_trump_instead_of_following=False)


@pytest.mark.parametrize(("contract", "trick", "hand", "legal", "rules"), [
    # "Du darfst dann weder eine andere Farbe abwerfen noch freiwillig trumpfen."
    ("trump:roses", "B9", "B6 RU R6 A7", "B6",
     {"B6": "J-L2", "RU": "J-L2", "R6": "J-L2", "A7": "J-L2"}),
    # "Untertrumpfen: ist nur erlaubt, wenn man nur noch Trümpfe in der Hand hat."
    ("trump:acorns", "R6 A8", "A6 B7", "B7", {"A6": "J-V2", "B7": "J-V2"}),
])
def test_a_ruleset_mixing_both_takes_each_rule_from_its_field(
        contract: str, trick: str, hand: str, legal: str, rules: dict[str, str]) -> None:
    verdicts = judge_hand(cards(hand), cards(trick), parse_contract(contract), MIXED)
    assert {JASS_DECK.code(v.card) for v in verdicts if v.legal} == set(legal.split())
    assert {JASS_DECK.code(v.card): v.rule_id for v in verdicts} == rules
