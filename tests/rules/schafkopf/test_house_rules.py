"""The house rules asked after a ruleset (``standard+sie``), rule by rule: the Sie (K-H13), the
Bettel with Stichzwang (K-H10) and the Bettel ouvert (K-H11) as fields set on a named
ruleset; each case names its rule id and quotes its sentence; hypothesis properties that a
house rule never changes a verdict it does not touch, and that a Sie cannot be lost."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.cards import Card
from rules.errors import PositionError, UnknownContractError
from rules.schafkopf.bidding import Bid, contract_rank, rank_rule, winning_bid
from rules.schafkopf.catalogue import SCHAFKOPF_RULES
from rules.schafkopf.contract import SIE_CARDS, ContractType, SchafkopfContract
from rules.schafkopf.deck import SCHAFKOPF_DECK, Blatt
from rules.schafkopf.game import SCHAFKOPF
from rules.schafkopf.legality import judge_hand, legal_cards
from rules.schafkopf.ranking import trump_order
from rules.schafkopf.round import declarer_party
from rules.schafkopf.ruleset import (
    ASKABLE_RULESET_IDS,
    HOUSE_RULES,
    ONE_OF,
    RULESETS,
    SAUSPIEL,
    STANDARD,
    UnsupportedHouseRuleError,
    ruleset_by_id,
)
from rules.schafkopf.score import score_game
from rules.schafkopf.trick import judge_trick

D = SCHAFKOPF_DECK
SIE_HAND = D.parse_all(["AO", "LO", "HO", "BO", "AU", "LU", "HU", "BU"])
WITH_SIE = ruleset_by_id("standard+sie")


def quote(rule_id: str) -> str:
    return SCHAFKOPF_RULES[rule_id].quote


def sie() -> SchafkopfContract:
    return SCHAFKOPF.under(WITH_SIE).parse_contract("sie")


# --- K-H13: the Sie --------------------------------------------------------------------------

def test_a_sie_is_the_four_ober_and_the_four_unter() -> None:
    # K-H13 'beim "Sie" hat er 4 Damen (Ober) und 4 Buben (Unter).': those eight are its trumps.
    assert "4 Damen (Ober) und 4 Buben (Unter)" in quote("K-H13")
    contract = sie()
    assert set(trump_order(contract)) == SIE_CARDS == set(SIE_HAND)
    assert trump_order(contract) == SIE_HAND  # Ober before Unter, each E, G, H, S (K-2)
    assert contract.shape.solo


def test_a_sie_outranks_every_tout() -> None:
    # K-H13 (our reading): above every Tout, the Solo-Tout (K-19) and the Bettel ouvert too.
    everything = SCHAFKOPF.under(ruleset_by_id("sauspiel+sie+bettel-ouvert")).contracts
    others = [c for c in everything if c.type is not ContractType.SIE]
    assert any(c.tout for c in others)
    assert all(contract_rank(sie()) > contract_rank(c) for c in others)
    solo_tout = SCHAFKOPF.under(WITH_SIE).parse_contract("solo-hearts", tout=True)
    winner, reason = winning_bid([Bid(0, solo_tout), Bid(3, sie())])
    assert (winner.seat, reason, rank_rule(winner.contract)) == (3, "rank", "K-H13")


def test_no_named_ruleset_has_the_sie() -> None:
    # K-H13 is a house rule: no text within reach states it for a named ruleset.
    for ruleset in RULESETS.values():
        assert not ruleset.sie
        assert ContractType.SIE not in {c.type for c in SCHAFKOPF.under(ruleset).contracts}
        with pytest.raises(UnknownContractError) as refused:
            SCHAFKOPF.under(ruleset).parse_contract("sie")
        assert refused.value.field == "type"
    assert SCHAFKOPF_RULES["K-H13"].rulesets == ()


def test_the_short_pack_cannot_have_a_sie() -> None:
    # K-H2 "six a hand": a hand of six cannot hold the eight cards of K-H13.
    assert "six a hand" in quote("K-H2")
    for ruleset in RULESETS.values():
        if ruleset.blatt is Blatt.SHORT:
            with pytest.raises(UnsupportedHouseRuleError) as refused:
                ruleset_by_id(f"{ruleset.id}+sie")
            assert refused.value.field == "ruleset"
            assert f"{ruleset.id}+sie" not in ASKABLE_RULESET_IDS


def test_a_sie_is_priced_as_a_tout_doubled() -> None:
    # K-H13 (our reading): the Solo's base with the Laufende, doubled as a Tout (K-19 "ein
    # einziger Stich der Gegenspieler verliert den Tout"), and doubled again.
    assert "verliert den Tout" in quote("K-19")
    rest = [c for c in D.cards if c not in SIE_CARDS]
    tricks = [(SIE_HAND[i], *rest[3 * i:3 * i + 3]) for i in range(8)]
    result = score_game(sie(), SIE_HAND, tricks, [], WITH_SIE.tariff, ruleset=WITH_SIE)
    assert (result.declarers_win, result.rule_id, result.augen) == (True, "K-H13", (120, 0))
    assert not result.schneider  # a Tout knows neither
    assert not result.schwarz
    assert [(x.item, x.rule_id, x.amount, x.factor) for x in result.lines] == [
        ("base", "K-H13", 50, 1), ("laufende", "K-17", 80, 1), ("tout", "K-19", 0, 2),
        ("sie", "K-H13", 0, 2)]
    assert result.price == (50 + 8 * 10) * 2 * 2
    netschafkopf = ruleset_by_id("netschafkopf+sie")
    cheap = score_game(SCHAFKOPF.under(netschafkopf).parse_contract("sie"), SIE_HAND, tricks,
                       [], netschafkopf.tariff, ruleset=netschafkopf)
    assert cheap.price == (5 + 8 * 1) * 4  # the ruleset's own tariff (K-H3)


def test_a_sie_without_the_eight_cards_is_refused() -> None:
    # K-H13: the declarer holds the four Ober and the four Unter.
    hand = (*SIE_HAND[:7], D.parse("A7"))
    rest = [c for c in D.cards if c not in hand]
    tricks = [(hand[i], *rest[3 * i:3 * i + 3]) for i in range(8)]
    with pytest.raises(PositionError) as refused:
        score_game(sie(), hand, tricks, [], ruleset=WITH_SIE)
    assert refused.value.field == "declarer_cards"
    hands = [hand, tuple(rest[:8]), tuple(rest[8:16]), tuple(rest[16:24])]
    with pytest.raises(PositionError) as refused:
        declarer_party(sie(), hands, 0)
    assert (refused.value.field, refused.value.index) == ("hands", 0)
    assert declarer_party(sie(), [SIE_HAND, *hands[1:]], 0) == frozenset({0})


@settings(max_examples=100, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(0, 3))
def test_a_sie_played_out_cannot_be_lost(rng: random.Random, leader: int) -> None:
    """K-H13: whatever the opponents hold and however everyone plays legally, the declarer
    (seat 0) takes every trick: a plain suit led is trumped, a trump is only his."""
    rest = [c for c in D.cards if c not in SIE_CARDS]
    rng.shuffle(rest)
    hands = [list(SIE_HAND), rest[:8], rest[8:16], rest[16:24]]
    contract, seat = sie(), leader
    for _ in range(8):
        trick: list[Card] = []
        for offset in range(4):
            hand = hands[(seat + offset) % 4]
            card = rng.choice(legal_cards(hand, trick, contract))
            hand.remove(card)
            trick.append(card)
        seat = (seat + judge_trick(trick, contract).winner) % 4
        assert seat == 0


# --- House rules after a ruleset's id --------------------------------------------------------

def test_a_house_rule_sets_one_field_of_the_named_ruleset() -> None:
    # K-H10 "a player who follows suit must beat the best card", K-H11 the Bettel's Tout form:
    # the named ruleset with that one field changed, under the id that names both.
    assert "must beat the best card" in quote("K-H10")
    both = ruleset_by_id("sauspiel+bettel-stichzwang+bettel-ouvert")
    assert both == replace(SAUSPIEL, id="sauspiel+bettel-stichzwang+bettel-ouvert",
                           bettel_stichzwang=True,
                           tout_types=SAUSPIEL.tout_types | {ContractType.BETTEL})
    assert ruleset_by_id("default+sie") == replace(STANDARD, id="default+sie", sie=True)
    assert ruleset_by_id(" Standard+SIE ") is ruleset_by_id("standard+sie")
    bettel = SCHAFKOPF.under(both).parse_contract("bettel", tout=True)
    assert bettel.stichzwang
    assert bettel.tout
    assert rank_rule(bettel) == "K-H11"


@pytest.mark.parametrize("asked", ["standard+kontra", "standard+sie+sie",
                                   "standard+bettel-ouvert+sie", "standard+"])
def test_an_unknown_repeated_or_unordered_house_rule_is_refused(asked: str) -> None:
    with pytest.raises(UnsupportedHouseRuleError) as refused:
        ruleset_by_id(asked)
    assert refused.value.field == "ruleset"
    assert asked not in ASKABLE_RULESET_IDS


def test_every_askable_id_is_a_ruleset() -> None:
    for ruleset_id in ASKABLE_RULESET_IDS:
        assert ruleset_by_id(ruleset_id).id in (ruleset_id, "standard")
    # Long rulesets: the subsets of four house rules times four Jungfrau forms (none or one
    # of three), the empty one left out; short: the same without the Sie.
    assert len(ASKABLE_RULESET_IDS) == 9 + 5 * (16 * 4 - 1) + 4 * (8 * 4 - 1)


# --- Property: a house rule touches only what it names ---------------------------------------

ALL_AT_ONCE = [n for n in HOUSE_RULES if n not in ONE_OF or n == "jungfrau"]
HOUSE_RULED = [ruleset_by_id(f"{r.id}+{'+'.join(ALL_AT_ONCE)}") for r in RULESETS.values()
               if r.blatt is Blatt.LONG]


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(SCHAFKOPF.contracts), st.permutations(SCHAFKOPF_DECK.cards),
       st.integers(1, 8), st.integers(0, 3), st.sampled_from(HOUSE_RULED))
def test_no_house_rule_changes_a_verdict_it_does_not_touch(
        contract: SchafkopfContract, deck: list[Card], size: int, before: int,
        ruleset: object) -> None:
    """Every house rule on: every contract but the Bettel (whose Stichzwang is K-H10's) is
    judged, won and reckoned as without them; the Sie only adds a contract."""
    hand, trick = deck[:size], deck[8:8 + before]
    ruled = ruleset.contract(contract)  # type: ignore[attr-defined]
    assert judge_trick(deck[8:12], ruled) == judge_trick(deck[8:12], contract)
    if contract.type is not ContractType.BETTEL:
        assert ruled == contract
        assert judge_hand(hand, trick, ruled) == judge_hand(hand, trick, contract)
        assert contract_rank(ruled) == contract_rank(contract)
