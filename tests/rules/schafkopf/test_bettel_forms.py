"""House rule by house rule: the Bettel with Stichzwang (K-H10), the
Bettel ouvert (K-H11), the Farbgeier-Tout of sauspiel (K-H9) and the thrown-in deal (K-H12),
each case with its rule id and the sentence it follows; hypothesis properties of the
Stichzwang."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.cards import Card
from rules.errors import UnknownContractError
from rules.schafkopf.bidding import Bid, contract_rank, rank_rule, winning_bid
from rules.schafkopf.catalogue import SCHAFKOPF_RULES
from rules.schafkopf.contract import ContractType, SchafkopfContract, parse_contract
from rules.schafkopf.deck import SCHAFKOPF_DECK
from rules.schafkopf.game import SCHAFKOPF
from rules.schafkopf.legality import judge_hand
from rules.schafkopf.ruleset import NETSCHAFKOPF, RULESETS, SAUSPIEL, STANDARD
from rules.schafkopf.score import score_game
from rules.schafkopf.thrown_in import thrown_in
from rules.schafkopf.trick import judge_trick
from tests.said import raises_said

D = SCHAFKOPF_DECK
STICHZWANG = replace(STANDARD, id="stichzwang", bettel_stichzwang=True)
OUVERT = replace(STANDARD, id="ouvert", tout_types=STANDARD.tout_types | {ContractType.BETTEL})
BETTEL = SchafkopfContract(ContractType.BETTEL)


def cards(text: str) -> tuple[Card, ...]:
    return D.parse_all(text.split())


def quote(rule_id: str) -> str:
    return SCHAFKOPF_RULES[rule_id].quote


def verdicts(hand: str, trick: str, contract: SchafkopfContract) -> dict[str, tuple[bool, str]]:
    judged = judge_hand(cards(hand), cards(trick), contract).verdicts
    return {str(v.card): (v.legal, v.rule_id) for v in judged}


# --- K-H10: Bettel mit Stichzwang ---------------------------------------------------------

def test_with_stichzwang_a_bettel_player_must_beat_the_trick() -> None:
    # K-H10 "a player who follows suit must beat the best card of the trick if one of his
    # cards of that suit can". Bettel order (K-20): Sau, König, Ober, Unter, Zehn, …
    assert "must beat the best card of the trick" in quote("K-H10")
    contract = SCHAFKOPF.under(STICHZWANG).parse_contract("bettel")
    found = verdicts("AK A7 AA L7", "AO", contract)
    assert found == {"acorns-king": (True, "K-H10"), "acorns-7": (False, "K-H10"),
                     "acorns-ace": (True, "K-H10"), "leaves-7": (False, "K-6")}
    # The card that obliges is named: the first card that beats the trick.
    seven = next(v for v in judge_hand(cards("AK A7 AA L7"), cards("AO"), contract).verdicts
                 if v.card == D.parse("A7"))
    assert (seven.case, seven.evidence) == ("must_overtake", D.parse("AK"))


def test_with_stichzwang_the_best_card_so_far_is_the_one_to_beat() -> None:
    # K-H10: the best card of the trick, not the led one; a card that cannot beat it is free.
    contract = STICHZWANG.contract(BETTEL)
    assert verdicts("AO A7", "AU AK", contract) == {"acorns-ober": (True, "K-6"),
                                                    "acorns-7": (True, "K-6")}
    assert verdicts("AA A7", "AU AK", contract) == {"acorns-ace": (True, "K-H10"),
                                                    "acorns-7": (False, "K-H10")}


def test_without_stichzwang_any_card_of_the_suit_follows() -> None:
    # K-6 "Es gibt keinen Stichzwang." holds in every named ruleset's Bettel.
    assert "keinen Stichzwang" in quote("K-6")
    for ruleset in RULESETS.values():
        contract = SCHAFKOPF.under(ruleset).parse_contract("bettel")
        assert not contract.stichzwang
    assert verdicts("AK A7", "AO", BETTEL) == {"acorns-king": (True, "K-6"),
                                               "acorns-7": (True, "K-6")}


def test_stichzwang_is_the_bettels_only() -> None:
    # K-H10 speaks of the Bettel: a Solo under the same ruleset keeps K-6.
    solo = STICHZWANG.contract(parse_contract("solo:leaves"))
    assert not solo.stichzwang
    assert verdicts("AK A7", "A9", solo) == {"acorns-king": (True, "K-6"),
                                             "acorns-7": (True, "K-6")}


@settings(max_examples=300, deadline=None)
@given(st.permutations(D.cards), st.integers(1, 8), st.integers(1, 3))
def test_stichzwang_only_narrows_and_never_empties(deck: list[Card], size: int,
                                                   before: int) -> None:
    hand, trick = deck[:size], deck[8:8 + before]
    free = judge_hand(hand, trick, BETTEL).verdicts
    bound = judge_hand(hand, trick, STICHZWANG.contract(BETTEL)).verdicts
    assert any(v.legal for v in bound)
    for old, new in zip(free, bound, strict=True):
        assert not new.legal or old.legal  # never allows a card K-6 forbids
        if new.legal and new.rule_id == "K-H10":
            # ... and every card it allows beats the trick so far.
            assert judge_trick([*trick, new.card], BETTEL).winner == len(trick)


# --- K-H11: Bettel ouvert -------------------------------------------------------------------

def test_no_named_ruleset_has_a_bettel_ouvert() -> None:
    # K-H11 is a field no named ruleset sets: standard keeps the old refusal.
    assert quote("K-H11").startswith("Bettel ouvert")
    assert SCHAFKOPF_RULES["K-H11"].rulesets == ()
    with raises_said(UnknownContractError, "bettel cannot be played Tout"):
        SCHAFKOPF.parse_contract("bettel", tout=True)


def test_a_bettel_ouvert_is_won_with_no_trick_at_double_the_price() -> None:
    # K-H11 "still won with no trick at all, its price doubled".
    contract = SCHAFKOPF.under(OUVERT).parse_contract("bettel", tout=True)
    declarer = cards("AA AK AO AU A10 A9 A8 A7")
    others = [cards(f"{s}A {s}K {s}O {s}U") for s in "LHB"] + [
        cards(f"{s}10 {s}9 {s}8 {s}7") for s in "LHB"]
    acorns = [cards("AA AK AO AU"), cards("A10 A9 A8 A7")]
    won = score_game(contract, declarer, [], others + acorns, ruleset=OUVERT)
    assert (won.declarers_win, won.rule_id) == (True, "K-H11")
    assert [(line.item, line.rule_id, line.factor) for line in won.lines] == [
        ("base", "K-20", 1), ("ouvert", "K-H11", 2)]
    assert won.price == 2 * STANDARD.tariff.base["bettel"]
    lost = score_game(contract, declarer, acorns[:1], others + acorns[1:], ruleset=OUVERT)
    assert (lost.declarers_win, lost.rule_id) == (False, "K-H11")


def test_the_bettel_ouvert_ranks_with_the_farbwenz_tout() -> None:
    # K-H11 "it ranks with the Farbwenz-Tout": above the Solo, below the Wenz-Tout; a tie
    # goes to the earlier seat ([S004]).
    ouvert = SCHAFKOPF.under(OUVERT).parse_contract("bettel", tout=True)
    farbwenz_tout = parse_contract("farbwenz:hearts", tout=True)
    assert contract_rank(ouvert) == contract_rank(farbwenz_tout)
    assert rank_rule(ouvert) == "K-H11"
    bids = [Bid(1, parse_contract("solo:acorns")), Bid(2, ouvert)]
    assert winning_bid(bids) == (bids[1], "rank")
    assert winning_bid([Bid(3, ouvert), Bid(0, farbwenz_tout)])[1] == "seat"
    assert winning_bid([Bid(0, ouvert), Bid(3, parse_contract("wenz", tout=True))])[0].seat == 3


# --- K-H9: the Farbgeier-Tout under sauspiel (our reading) ---------------------------------

def test_sauspiel_has_the_farbgeier_tout_too() -> None:
    # K-H9 "a Farbgeier-Tout with the Farbwenz-Tout (K-D1)".
    assert "Farbgeier-Tout" in quote("K-H9")
    sauspiel = SCHAFKOPF.under(SAUSPIEL)
    tout = sauspiel.parse_contract("farbgeier:bells", tout=True)
    assert tout in sauspiel.contracts
    assert contract_rank(tout) == contract_rank(parse_contract("farbwenz:bells", tout=True))
    with pytest.raises(UnknownContractError):
        SCHAFKOPF.parse_contract("farbgeier:bells", tout=True)


# --- K-H12: zusammengeworfen ------------------------------------------------------------------

def test_a_thrown_in_deal_costs_nothing_without_a_stock() -> None:
    # K-H12 "nobody wins or pays".
    assert "nobody wins or pays" in quote("K-H12")
    settled = thrown_in(STANDARD, STANDARD.tariff, None)
    assert (settled.payments, settled.stock) == ((0, 0, 0, 0), None)


@pytest.mark.parametrize(("ruleset", "stake"), [(STANDARD, 10), (SAUSPIEL, 20)])
def test_a_thrown_in_deal_feeds_the_stock(ruleset: object, stake: int) -> None:
    # K-H12 "where a Stock is kept each player pays the Rufspiel's base price into it".
    assert "Rufspiel's base price" in quote("K-H12")
    settled = thrown_in(ruleset, ruleset.tariff, 30)  # type: ignore[attr-defined]
    assert settled.payments == (-stake,) * 4
    assert settled.stock is not None
    assert (settled.stock.pot, settled.stock.pot_after) == (30, 30 + 4 * stake)
    assert sum(settled.payments) + settled.stock.pot_after - settled.stock.pot == 0


# --- K-H14: zusammengeworfen at NetSchafkopf -----------------------------------------------

@pytest.mark.parametrize(("solo", "payments"), [
    (50, (-50, 50, 50, -50)),  # the protocol's table: "Das Einzelspiel kostet 50 Punkte."
    (5, (-5, 5, 5, -5)),  # NetSchafkopf's own tariff (K-H3): solo games 5
])
def test_at_netschafkopf_the_first_and_the_last_pay_the_two_others(
        solo: int, payments: tuple[int, ...]) -> None:
    # K-H14 "Der Erste und der Letzte zahlen an die beiden anderen Spieler 50 Punkte, weil sie
    # nicht gespielt haben."
    assert "Der Erste und der Letzte zahlen an die beiden anderen Spieler" in quote("K-H14")
    tariff = replace(NETSCHAFKOPF.tariff, base={**NETSCHAFKOPF.tariff.base, "solo": solo})
    settled = thrown_in(NETSCHAFKOPF, tariff, None)
    assert settled.payments == payments
    assert (settled.rule_id, settled.payers, settled.stock) == ("K-H14", (0, 3), None)
    assert sum(settled.payments) == 0


def test_at_netschafkopf_a_stock_comes_on_top_of_the_payments() -> None:
    # K-H14 with K-H12 "where a Stock is kept each player pays the Rufspiel's base price into
    # it": the Vorhand pays 5 and 2, player 2 takes 5 and pays 2.
    settled = thrown_in(NETSCHAFKOPF, NETSCHAFKOPF.tariff, 10)
    assert settled.payments == (-7, 3, 3, -7)
    assert settled.stock is not None
    assert settled.stock.pot_after == 18


@given(st.sampled_from(sorted(RULESETS)), st.integers(1, 500), st.none() | st.integers(0, 99))
def test_a_thrown_in_deal_leaves_no_point_unaccounted(ruleset_id: str, solo: int,
                                                      pot: int | None) -> None:
    ruleset = RULESETS[ruleset_id]
    tariff = replace(ruleset.tariff, base={**ruleset.tariff.base, "solo": solo})
    settled = thrown_in(ruleset, tariff, pot)
    into_stock = 0 if settled.stock is None else settled.stock.pot_after - settled.stock.pot
    assert sum(settled.payments) + into_stock == 0
    assert (settled.rule_id == "K-H14") is bool(ruleset.thrown_in_payers)
