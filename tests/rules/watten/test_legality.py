"""Which cards may be played (W-12 … W-16, RW3 … RW8): table cases, each naming the rule
that decides and quoting the sentence it rests on."""

from __future__ import annotations

from typing import NamedTuple

import pytest

from rules.errors import DuplicateCardError, PositionError
from rules.game import legal_cards
from tests.rules.watten.helpers import cards, codes, contract, game


class Case(NamedTuple):
    ruleset: str
    contract: str
    trick: str
    hand: str
    legal: str  # the legal cards, in hand order
    rules: dict[str, str]  # card code → the rule id of its verdict
    quote: str  # the sentence the case rests on


CASES = [
    # The API's own example.
    Case("tirol", "under:hearts", "H9", "HU H8 LK", "HU H8",
         {"HU": "W-15", "H8": "W-14", "LK": "W-14"},
         "wenn Trumpf ausgespielt wird, muss man ein Trumpf zugeben"),
    Case("tirol", "under:hearts", "", "HU H8 LK", "HU H8 LK",
         {"HU": "W-12", "H8": "W-12", "LK": "W-12"},
         "Man kann also immer eine Karte seiner Wahl spielen."),
    Case("tirol", "under:hearts", "LA", "H8 L7 AK", "H8 L7 AK",
         {"H8": "W-12", "L7": "W-12", "AK": "W-12"},
         "Wird eine Unfarbe ausgespielt, so muss man diese nicht zugeben"),
    Case("tirol", "under:hearts", "H9", "LK A8 B10", "LK A8 B10",
         {"LK": "W-13", "A8": "W-13", "B10": "W-13"},
         "W-13: a player with no trump may play any card when the duty applies."),
    # The Rechter led is a trump led (W-14: "the Rechter and the Guate included").
    Case("tirol", "under:hearts", "HU", "H7 AK", "H7", {"H7": "W-14", "AK": "W-14"},
         "wenn der Rechte ausgespielt wird, ist Trumpf abzugeben."),
    Case("tirol", "under:hearts", "H9", "HU LK A8", "HU LK A8",
         {"HU": "W-15", "LK": "W-15", "A8": "W-15"},
         "Eine Ausnahme stellt der Rechte dar, der muss nicht ins Spiel gebracht werden"),
    # RW4: a Blinde is no trump: led, it asks for nothing; it does not answer the duty.
    Case("tirol", "under:hearts", "AU", "H8 LK", "H8 LK", {"H8": "RW4", "LK": "RW4"},
         "RW4: A Blinde led creates no duty"),
    Case("tirol", "under:hearts", "H9", "AU H8", "H8", {"AU": "RW4", "H8": "W-14"},
         "RW4: a Blinde does not answer the duty"),
    Case("tirol", "under:hearts", "H9", "AU LK", "AU LK", {"AU": "W-13", "LK": "W-13"},
         "RW4: a Blinde is no trump, so its holder holds none"),
    # RW3, tirol: the Weli is the lowest trump in every game: led, it demands trump; held,
    # it answers the duty and must be played if it is the only trump.
    Case("tirol", "under:hearts", "B6", "H7 LK", "H7", {"H7": "W-14", "LK": "W-14"},
         "der Weli ist überall Trumpf"),
    Case("tirol", "under:hearts", "H9", "B6 LK", "B6", {"B6": "RW3", "LK": "W-14"},
         "Vorallem in Tirol ist der Weli immer der niederste Trumpf"),
    # RW3, suedtirol: the lowest Schellen card, no trump unless Schellen is trump.
    # Led where it is no trump, the Weli asks for nothing, and RW3 is why.
    Case("suedtirol", "under:hearts", "B6", "H7 LK", "H7 LK",
         {"H7": "RW3", "LK": "RW3"}, "RW3: suedtirol: the lowest Schellen card below the 7"),
    Case("suedtirol", "ace:acorns", "B6 A9", "A8 LK", "A8 LK",
         {"A8": "RW3", "LK": "RW3"},
         "RW3: a trump (the lowest) only when Schellen is trump"),
    Case("suedtirol", "under:hearts", "H9", "B6 H7", "H7", {"B6": "RW3", "H7": "W-14"},
         "RW3: a trump (the lowest) only when Schellen is trump"),
    Case("suedtirol", "under:bells", "B9", "B6 LK", "B6", {"B6": "RW3", "LK": "W-14"},
         "RW3: a trump (the lowest) only when Schellen is trump"),
    # RW2: the Weli as Schlag is the Rechter: exempt; the Unter are no Blinde then.
    Case("tirol", "weli:hearts", "H9", "B6 AU", "B6 AU", {"B6": "W-15", "AU": "W-15"},
         "RW2: the Weli is the Rechter whatever the trump suit; there are no Blinde"),
    Case("tirol", "weli:hearts", "H9", "B6 AU H7", "B6 H7",
         {"B6": "W-15", "AU": "W-14", "H7": "W-14"}, "RW2: there are no Blinde"),
    # RW6, suedtirol: the Guate (one above the Schlag) is exempt like the Rechter.
    Case("suedtirol", "under:hearts", "H9", "HO HU LK", "HO HU LK",
         {"HO": "W-15", "HU": "W-15", "LK": "W-15"},
         "RW6: Suedtirol: the Guate is exempt like the Rechter."),
    Case("suedtirol", "ace:hearts", "H9", "H7 H8 LK", "H7 H8",
         {"H7": "W-15", "H8": "W-14", "LK": "W-14"},
         "sollte die Ass angesagt worden sein, so ist es dementsprechend die 7"),
    Case("tirol", "under:hearts", "H9", "HO LK", "HO", {"HO": "W-14", "LK": "W-14"},
         "W-10: the Guate is of suedtirol; in tirol the Ober is a trump like any other"),
    # W-14B and RW5, bayern: only the Rechter led obliges; a Kritischer lifts the duty.
    Case("bayern", "under:hearts", "H9", "H8 LK", "H8 LK", {"H8": "W-12", "LK": "W-12"},
         "Ausnahme: Der \"Rechte\" wird als erste Karte gespielt"),
    Case("bayern", "under:hearts", "AU", "H8 LK", "H8 LK", {"H8": "W-12", "LK": "W-12"},
         "Ausnahme: Der \"Rechte\" wird als erste Karte gespielt"),
    Case("bayern", "under:hearts", "HU", "H8 LK", "H8", {"H8": "W-14B", "LK": "W-14B"},
         "Ist dies der Fall, dann müssen alle Spieler in dieser Runde Trumpf zugeben."),
    Case("bayern", "under:hearts", "HU B7", "H8 LK", "H8 LK",
         {"H8": "W-14B", "LK": "W-14B"}, "und nicht von einem Kritischen gestochen"),
    Case("bayern", "under:hearts", "HU", "HK H8 LK", "HK H8",
         {"HK": "W-15", "H8": "W-14B", "LK": "W-14B"},
         "RW5: the Kritischen count as trumps and are exempt"),
    Case("bayern", "under:acorns", "AU", "HK LK", "HK LK", {"HK": "W-15", "LK": "W-15"},
         "RW5: a player whose only trumps are Kritische may play any card"),
    Case("bayern", "7:acorns", "A7", "A8 LK", "A8", {"A8": "W-14B", "LK": "W-14B"},
         "RW5: A Rechter that is itself a Kritischer demands trump when led."),
    Case("bayern", "7:acorns", "A7 HK", "A8 LK", "A8 LK", {"A8": "W-14B", "LK": "W-14B"},
         "und nicht von einem Kritischen gestochen"),
    # A lower Kritischer does not beat a Rechter that is itself a Kritischer: the duty stays.
    Case("bayern", "king:hearts", "HK B7", "H8 LK L9", "H8",
         {"H8": "W-14B", "LK": "RW4", "L9": "W-14B"}, "und nicht von einem Kritischen gestochen"),
    Case("bayern", "7:bells", "B7 A7 L9", "B8 AU", "B8", {"B8": "W-14B", "AU": "W-14B"},
         "und nicht von einem Kritischen gestochen"),
    Case("bayern", "7:bells", "B7 HK", "B8 AU", "B8 AU", {"B8": "W-14B", "AU": "W-14B"},
         "und nicht von einem Kritischen gestochen"),
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c.ruleset}:{c.contract}:{c.trick}:"
                         f"{c.hand}")
def test_legal_cards_and_their_rules(case: Case) -> None:
    judgement = game(case.ruleset).judge(game(case.ruleset).position(
        contract(case.contract, case.ruleset), cards(case.hand, case.ruleset),
        cards(case.trick, case.ruleset)))
    assert codes(legal_cards(judgement), case.ruleset) == case.legal, case.quote
    assert {codes((v.card,), case.ruleset): v.rule_id
            for v in judgement.verdicts} == case.rules, case.quote


BLIND = [
    # W-16/RW7: in a blind game only the announcers have the duty.
    (True, "H8", {"H8": "W-14", "LK": "W-14"}),
    (False, "H8 LK", {"H8": "W-16", "LK": "W-16"}),
]


@pytest.mark.parametrize(("announcer", "legal", "rules"), BLIND)
def test_a_blind_player_has_no_trump_duty(announcer: bool, legal: str,
                                          rules: dict[str, str]) -> None:
    # "Nur die 2 Ansager müssen Trumpf zugeben; blinde Spieler sind ausgenommen."
    judged = game().judge(game().position(contract("under:hearts", blind=True),
                                          cards("H8 LK"), cards("H9"), announcer))
    assert codes(legal_cards(judged)) == legal
    assert {codes((v.card,)): v.rule_id for v in judged.verdicts} == rules
    assert judged.duty is announcer


def test_announcer_is_read_only_in_blind_games() -> None:
    judged = game().judge(game().position(contract("under:hearts"), cards("H8 LK"),
                                          cards("H9"), announcer=False))
    assert codes(legal_cards(judged)) == "H8"


def test_the_facts_of_the_api_example() -> None:
    position = game().position(contract("U:H"), cards("HU H8 LK"), cards("H9"))
    verdicts = game().judge(position).verdicts
    facts = game().facts(position, verdicts)
    assert facts.shared["led"] == cards("H9")[0]
    assert facts.shared["led_role"] == "trump"
    assert facts.shared["duty"] is True
    assert facts.shared["trumps_held"] == 2
    assert facts.shared["obliging_cards"] == 1
    assert (facts.shared["blind"], facts.shared["announcer"]) == (False, True)
    assert [facts.of(i)["exempt"] for i in range(3)] == [True, False, False]
    assert facts.of(2)["obliging_card"] == cards("H8")[0]


@pytest.mark.parametrize(("text", "trick", "covered_by"), [
    ("7:acorns", "A8 HK", None),  # a trump led, not the Rechter: no duty to lift
    ("under:hearts", "AU B7", None),  # a Blinde led
    ("under:hearts", "HU A9 B7", "B7"),
    ("king:hearts", "HK B7", None),  # the Belli does not beat the Max-Rechter
])
def test_only_a_kritischer_that_beats_the_led_rechter_covers_it(
        text: str, trick: str, covered_by: str | None) -> None:
    # W-14B: "Der "Rechte" wird als erste Karte gespielt und nicht von einem Kritischen
    # gestochen."
    bayern = game("bayern")
    position = bayern.position(contract(text, "bayern"), cards("L8", "bayern"),
                               cards(trick, "bayern"))
    facts = bayern.facts(position, bayern.judge(position).verdicts)
    expected = None if covered_by is None else cards(covered_by, "bayern")[0]
    assert facts.shared["covered_by"] == expected


def test_the_duty_depends_on_the_trick_alone() -> None:
    # RW8: whatever follows the led trump, the duty stays (bayern's lapse aside).
    for trick in ("H9", "H9 AU", "H9 AU LA"):
        judged = game().judge(game().position(contract("under:hearts"), cards("H8 LK"),
                                              cards(trick)))
        assert codes(legal_cards(judged)) == "H8"


@pytest.mark.parametrize(("hand", "trick", "error"), [
    ("HU HU", "", DuplicateCardError),
    ("HU", "HU", DuplicateCardError),
    ("HU H8 H9 H10 HO HK", "", PositionError),
    ("HU", "H7 H8 H9 H10", PositionError),
])
def test_impossible_positions_are_refused(hand: str, trick: str, error: type) -> None:
    with pytest.raises(error):
        game().judge(game().position(contract("under:hearts"), cards(hand), cards(trick)))


def test_a_two_player_trick_holds_one_card_before_the_players() -> None:
    two = game("tirol", 2)
    with pytest.raises(PositionError):
        two.judge(two.position(contract("under:hearts"), cards("H8"), cards("H9 LK")))
