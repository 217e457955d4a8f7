"""The Ramsch's house rules, from hand-made cases: a tie lost by the highest trump held
(K-H15), and the three forms of the Jungfrau: the price doubled for everyone (K-H5), a
Jungfrau's own share doubled once (K-H16) or once per Jungfrau (K-H17)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules.cards import Card
from rules.errors import RulesInputError
from rules.schafkopf.catalogue import SCHAFKOPF_RULES
from rules.schafkopf.deck import SCHAFKOPF_DECK
from rules.schafkopf.ruleset import ruleset_by_id
from rules.schafkopf.score import ramsch_payments, score_ramsch

D = SCHAFKOPF_DECK


def tricks(text: str) -> list[tuple[Card, ...]]:
    return [D.parse_all(t.split()) for t in text.split("|") if t.strip()]


# Player 1 takes one trick without Augen, players 3 and 4 none: two Jungfrauen; player 1
# takes all the rest, 120 Augen in seven tricks, and loses.
ALL_BUT_ONE = [
    tricks("AO LO HO BO | AU LU HU BU | HA H10 HK H9 | AA A10 AK A9 | LA L10 LK L9 | "
           "BA B10 BK B9 | A8 L8 H8 B8"),
    tricks("A7 L7 H7 B7"), [], []]


@pytest.mark.parametrize(("house", "payments", "rule"), [
    ("", (-30, 10, 10, 10), None),
    # K-H5 "each player who took no trick in a Ramsch doubles its price": 10 × 2 × 2.
    ("+jungfrau", (-120, 40, 40, 40), "K-H5"),
    # K-H16 "what a player who took no trick in a Ramsch receives from each loser doubles".
    ("+jungfrau-einzeln", (-50, 10, 20, 20), "K-H16"),
    # K-H17 "... doubles once for each player who took no trick": two Jungfrauen, 10 × 4.
    ("+jungfrau-einzeln-mehrfach", (-90, 10, 40, 40), "K-H17"),
])
def test_the_three_forms_of_the_jungfrau(house: str, payments: tuple[int, ...],
                                         rule: str | None) -> None:
    ruleset = ruleset_by_id(f"standard{house}")
    result = score_ramsch(ALL_BUT_ONE, ruleset.tariff, ruleset=ruleset)
    assert result.losers == (0,)
    assert result.jungfrauen == (2, 3)
    assert ramsch_payments(result) == payments
    assert [line.rule_id for line in result.lines if line.item.startswith("jungfrau")] == (
        [] if rule is None else [rule, rule])
    if rule is not None:
        assert "no trick" in SCHAFKOPF_RULES[rule].quote


# Players 1 and 2 both take 35 Augen, the most; neither held an Ober. Player 2 held the
# Eichel-Unter, player 1 at best the Herz-Ass.
TIE = [tricks("AA A10 A9 A8 | LA LO L8 L7"), tricks("BA B10 B9 B8 | L10 AK B7 H9"),
       tricks("HA H10 H7 H8 | HK AO BU A7"), tricks("L9 LU LK HU | HO BO BK AU")]
HANDS = [D.parse_all(h.split()) for h in (
    "HA H10 AA A10 A9 A8 L8 L7", "AU LA L10 B10 BA B9 B8 B7",
    "AO LO HO BO HK H9 H8 H7", "LU HU BU A7 AK LK L9 BK")]


@pytest.mark.parametrize(("ruleset_id", "losers", "rule", "case"), [
    # K-H15 "of the players with equal most Augen, the one who held the highest trump loses".
    ("standard+hoechster-trumpf", (1,), "K-H15", "highest_trump_held"),
    # K-H4 asks for the higher Ober, which neither held: K-D2, both lose.
    ("netschafkopf", (0, 1), "K-D2", "tie"),
    # R13: as many tricks, as many trumps taken: K-D2.
    ("standard", (0, 1), "K-D2", "tie"),
])
def test_a_ramsch_tie_lost_by_the_highest_trump_held(ruleset_id: str, losers: tuple[int, ...],
                                                     rule: str, case: str) -> None:
    ruleset = ruleset_by_id(ruleset_id)
    result = score_ramsch(TIE, ruleset.tariff, ruleset=ruleset, hands=HANDS)
    assert result.augen == (35, 35, 30, 20)
    assert (result.losers, result.rule_id, result.case) == (losers, rule, case)


def test_the_highest_trump_needs_the_hands_when_it_decides() -> None:
    ruleset = ruleset_by_id("standard+hoechster-trumpf")
    with pytest.raises(RulesInputError) as raised:
        score_ramsch(TIE, ruleset.tariff, ruleset=ruleset)
    assert raised.value.code == "schafkopf.tie-needs-hands"


def test_one_form_of_the_jungfrau_at_a_time() -> None:
    with pytest.raises(RulesInputError) as raised:
        ruleset_by_id("standard+jungfrau+jungfrau-einzeln")
    assert raised.value.code == "schafkopf.house-rule-one-of"


@given(st.sampled_from(["", "+jungfrau", "+jungfrau-einzeln", "+jungfrau-einzeln-mehrfach"]),
       st.permutations(range(4)), st.integers(1, 50))
def test_what_the_losers_pay_the_winners_take(house: str, seats: list[int], base: int) -> None:
    ruleset = ruleset_by_id(f"sauspiel{house}")
    tariff = ruleset.tariff.__class__({**ruleset.tariff.base, "ramsch": base},
                                      ruleset.tariff.laufende, ruleset.tariff.schneider,
                                      ruleset.tariff.schwarz)
    result = score_ramsch([ALL_BUT_ONE[s] for s in seats], tariff, ruleset=ruleset)
    paid = ramsch_payments(result)
    assert sum(paid) == 0
    assert all(paid[s] < 0 for s in result.losers)
    assert min(paid[s] for s in range(4) if s not in result.losers) >= base
