"""Coiffeur's play, rule by rule (RULES-jass-variants.md section JC): the direction of each
trick, following suit, the trick's winner and its points; trump rows as the Schieber plays
them. Each case names its rule and quotes the source sentence."""

from __future__ import annotations

import pytest

from rules.coiffeur.contract import Direction, parse_contract
from rules.coiffeur.game import COIFFEUR
from rules.coiffeur.play import CoiffeurPosition
from rules.jass.contract import parse_contract as parse_jass
from rules.jass.game import JASS, JassPosition
from rules.jass.ruleset import RULESETS

parse = COIFFEUR.deck.parse_all

OBEN, UNDEN = Direction.OBENABE, Direction.UNDENUFE


@pytest.mark.parametrize(("rule", "quote", "slug", "directions"), [
    ("JC-4", "Beim Slalom wird abwechslungsweise ein Stich Obenabe und dann ein Stich "
     "Undenufe gespielt. Beim Slalom-Obenabe wird der erste Stich Obenabe gespielt.",
     "slalom:obenabe", [OBEN, UNDEN, OBEN, UNDEN, OBEN, UNDEN, OBEN, UNDEN, OBEN]),
    ("JC-4", "Beim Slalom-Undenufe wird hingegen mit Undenufe begonnen.",
     "slalom:undenufe", [UNDEN, OBEN, UNDEN, OBEN, UNDEN, OBEN, UNDEN, OBEN, UNDEN]),
    ("JC-5", "Beim Guschti-Obenabe werden zuerst fünf Stiche Obenabe und dann vier Stiche "
     "Undenufe … gejasst.", "guschti:obenabe", [OBEN] * 5 + [UNDEN] * 4),
    ("JC-5", "… und beim Guschti-Undenufe zuerst fünf Stiche Undenufe und dann vier Stiche "
     "Obenabe gejasst.", "guschti:undenufe", [UNDEN] * 5 + [OBEN] * 4),
    ("JC-6", "Bei Misère ist immer “Obenabe“, «Undeufe» oder «Slalom» Trumpf.",
     "misere:undenufe", [UNDEN] * 9),
    ("JC-6", "Bei Misère ist immer “Obenabe“, «Undeufe» oder «Slalom» Trumpf.",
     "misere:slalom-undenufe", [UNDEN, OBEN, UNDEN, OBEN, UNDEN, OBEN, UNDEN, OBEN, UNDEN]),
])
def test_each_trick_has_its_direction(rule: str, quote: str, slug: str,
                                      directions: list[Direction]) -> None:
    contract = parse_contract(slug)
    assert [contract.direction(n) for n in range(1, 10)] == directions, (rule, quote)


# The same four cards (Bells King led, Bells Six, Bells Ace, Acorns King), in each trick.
TRICK = parse(["BK", "B6", "BA", "AK"])


@pytest.mark.parametrize(("rule", "quote", "slug", "number", "winner", "case", "points"), [
    ("JC-W1", "Beim Slalom-Obenabe wird der erste Stich Obenabe gespielt.",
     "slalom:obenabe", 1, 2, "obenabe", 4 + 0 + 11 + 4),
    ("JC-W1", "Beim Slalom wird abwechslungsweise ein Stich Obenabe und dann ein Stich "
     "Undenufe gespielt.", "slalom:obenabe", 2, 1, "undenufe", 4 + 11 + 0 + 4),
    ("JC-W1", "Beim Slalom-Undenufe wird hingegen mit Undenufe begonnen.",
     "slalom:undenufe", 1, 1, "undenufe", 19),
    ("JC-W1", "Beim Guschti-Obenabe werden zuerst fünf Stiche Obenabe und dann vier Stiche "
     "Undenufe", "guschti:obenabe", 5, 2, "obenabe", 19),
    ("JC-W1", "Beim Guschti-Obenabe werden zuerst fünf Stiche Obenabe und dann vier Stiche "
     "Undenufe", "guschti:obenabe", 6, 1, "undenufe", 19),
    ("JC-W1", "Bei Misère ist immer “Obenabe“, «Undeufe» oder «Slalom» Trumpf.",
     "misere:obenabe", 7, 2, "obenabe", 19),
])
def test_the_trick_goes_to_the_led_suit_in_its_direction(
        rule: str, quote: str, slug: str, number: int, winner: int, case: str,
        points: int) -> None:
    """RJ5: each card counts by the trick's direction (Ace 11 or 0, Six 0 or 11)."""
    outcome = COIFFEUR.judge_trick(TRICK, parse_contract(slug).in_trick(number))
    assert (outcome.winner, outcome.rule_id, outcome.case, outcome.points) == (
        winner, rule, case, points), quote


@pytest.mark.parametrize(("rule", "quote", "slug", "hand", "trick", "legal", "case"), [
    ("JC-L2", "Wer eine Karte der ausgespielten Farbe besitzt, muss diese Farbe spielen.",
     "slalom:obenabe", ["B6", "R9", "A7", "BA"], ["B10", "BK"], ["B6", "BA"], "follow"),
    ("JC-L2", "Wer eine Karte der ausgespielten Farbe besitzt, muss diese Farbe spielen.",
     "guschti:undenufe", ["R9", "A7", "SK"], ["B10"], ["R9", "A7", "SK"], "void"),
    ("JC-L2", "Wer eine Karte der ausgespielten Farbe besitzt, muss diese Farbe spielen.",
     "misere:slalom-obenabe", ["R9", "A7"], ["A10", "AK"], ["A7"], "must_follow"),
])
def test_slalom_guschti_and_misere_keep_only_the_duty_to_follow(
        rule: str, quote: str, slug: str, hand: list[str], trick: list[str],
        legal: list[str], case: str) -> None:
    position = COIFFEUR.position(parse_contract(slug), parse(hand), parse(trick))
    verdicts = COIFFEUR.judge(position).verdicts
    assert [COIFFEUR.deck.code(v.card) for v in verdicts if v.legal] == legal, quote
    assert {v.rule_id for v in verdicts} == {rule}
    assert case in {v.case for v in verdicts}


@pytest.mark.parametrize("ruleset", list(RULESETS.values()))
@pytest.mark.parametrize("slug", ["trump:roses", "trump:bells", "obenabe", "undenufe"])
def test_trump_rows_are_the_schiebers_verdicts(slug: str, ruleset: object) -> None:
    """JC-L1 (SL-C): "Wer eine Karte der ausgespielten Farbe besitzt, muss diese Farbe
    spielen. Die Ausnahme ist der Trumpf-Bauer/Trumpf-Under." The Schieber's rule ids and
    cases, card by card."""
    hands = [(["B6", "RU", "R6", "A7"], ["B9"]), (["RU", "R6", "B8"], ["A9", "R10"]),
             (["BU", "AK"], ["R6"]), (["A8", "A6", "R7"], ["R6", "A7"])]
    for hand, trick in hands:
        ours = COIFFEUR.judge(CoiffeurPosition(parse_contract(slug), parse(hand), parse(trick),
                                               ruleset))  # type: ignore[arg-type]
        theirs = JASS.judge(JassPosition(parse_jass(slug), parse(hand), parse(trick),
                                         ruleset))  # type: ignore[arg-type]
        assert ours.verdicts == theirs.verdicts


def test_a_trick_without_its_number_is_judged_as_the_first() -> None:
    contract = parse_contract("slalom:undenufe")
    assert COIFFEUR.judge_trick(TRICK, contract) == COIFFEUR.judge_trick(
        TRICK, contract.in_trick(1))


def test_the_hand_gives_the_trick_number() -> None:
    """10 − cards in hand: a hand of 8 plays trick 2, Undenufe in Slalom Obenabe."""
    position = COIFFEUR.position(parse_contract("slalom:obenabe"),
                                 parse(["B6", "R9", "A7", "BA", "S6", "S7", "S8", "S9"]))
    assert position.trick_number == 2
    assert position.contract.direction(position.trick_number) is UNDEN


def test_a_misere_played_as_a_slalom_reads_from_every_form() -> None:
    """API draft: ``misere:slalom:undenufe`` and ``{"direction": "slalom", "start": …}``."""
    expected = parse_contract("misere:slalom-undenufe")
    assert parse_contract("misere:slalom:undenufe") == expected
    assert COIFFEUR.contract_from_parts({"type": "misere", "direction": "slalom",
                                         "start": "undenufe"}) == expected
    assert expected.alternating
    assert expected.start is UNDEN
