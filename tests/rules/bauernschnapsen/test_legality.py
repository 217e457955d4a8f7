"""Which cards may be played (B-8 … B-11, RB3, RB10): table cases, each naming the rule
that decides and quoting the sentence it rests on."""

from __future__ import annotations

from typing import NamedTuple

import pytest

from rules.bauernschnapsen.contract import UnsupportedContractError, parse_contract
from rules.bauernschnapsen.legality import (
    BauernPosition,
    InvalidMarriageError,
    MarriageNotAllowedError,
)
from rules.cards import Suit
from rules.errors import PositionError
from rules.game import legal_cards
from tests.rules.bauernschnapsen.helpers import cards, codes, contract, game


class Case(NamedTuple):
    ruleset: str
    contract: str
    trick: str
    hand: str
    legal: str  # the legal cards, in hand order
    rule: str  # the rule id of every verdict
    quote: str


HEAD = ("Hat ein Spieler nun die Möglichkeit, einen Stich - auch gegen seinen eigenen "
        "Mitspieler - zu machen, so muss er diesen machen.")
FOLLOW = "Der Stichzwang steht hinter dem Farbzwang."
TRUMP = ("Kann in der ausgespielten Farbe nicht bedient werden, muss Trumpf nur dann "
         "ausgespielt werden, wenn es den Stich bedeutet.")
CASES = [
    Case("standard", "normal:hearts", "", "AK HU LA", "AK HU LA", "B-8",
         "B-8: the leader may lead any card."),
    # Head the card now winning (the Zehner), not the led Ober.
    Case("standard", "normal:hearts", "AO A10", "AK AA HU", "AA", "B-9", HEAD),
    # The partner (two cards back) is winning with the Ace: still no heading possible, any
    # card of the suit.
    Case("standard", "normal:hearts", "AO A10", "AK AU HU LA", "AK AU", "B-9", FOLLOW),
    # Also against the partner: the partner's Laub-König wins; the Ass must head it.
    Case("standard", "normal:bells", "LO LK", "LA LU HK BO", "LA", "B-9", HEAD),
    # The trick is trumped: any card of the led suit, never a trump instead.
    Case("standard", "normal:hearts", "AK HU", "AA AO H10", "AA AO", "B-9",
         "Der Stichzwang steht hinter dem Farbzwang."),
    # Void: a trump that wins must be played; a losing trump need not be.
    Case("standard", "normal:hearts", "LA HO", "HK HU BA", "HK", "B-11", TRUMP),
    Case("standard", "normal:hearts", "LA HK", "HO HU BA", "HO HU BA", "B-11", TRUMP),
    Case("standard", "normal:hearts", "LA", "HO HU BA", "HO HU", "B-11", TRUMP),
    # No trump in a Gang: void means any card.
    Case("standard", "gang", "LA", "HO HU BA", "HO HU BA", "B-11",
         "Beim Gangl gibt es keinen Atout"),
    # Zehnerloch: the Zehner is highest, the Ass lowest: the Ass cannot head a King.
    Case("standard", "zehnerloch", "AK", "AA A10 AU", "A10", "B-9",
         "das Ass wird zur niedrigsten und die Zehn zur höchsten Karte"),
    # RB3: under stichzwang_ansagen the normal game has no duty to head ...
    Case("stichzwang_ansagen", "normal:hearts", "AO A10", "AK AA HU", "AK AA", "B-9",
         "RB3: Stichzwang only in the contracts with a trick target"),
    # ... but a Schnapser has one, and the trump duty stays in the normal game.
    Case("stichzwang_ansagen", "schnapser:hearts", "AO A10", "AK AA HU", "AA", "B-9", HEAD),
    Case("stichzwang_ansagen", "normal:hearts", "LA", "HO HU BA", "HO HU", "B-11", TRUMP),
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c.rule}-{c.contract}-{c.trick}")
def test_the_verdicts(case: Case) -> None:
    judged = game.judge(BauernPosition(contract(case.contract, case.ruleset), cards(case.hand),
                                       cards(case.trick)))
    assert codes(legal_cards(judged)) == case.legal
    assert {v.rule_id for v in judged.verdicts} == {case.rule}


def test_a_marriage_obliges_its_king_or_ober() -> None:
    """B-10: "diese melden, wenn er eine der beiden Karten ausspielt"."""
    judged = game.judge(BauernPosition(contract("normal:hearts"), cards("AK AO HU LA"), (),
                                       Suit.ACORNS))
    assert codes(legal_cards(judged)) == "AK AO"
    assert {v.rule_id for v in judged.verdicts} == {"B-10"}


@pytest.mark.parametrize("slug", ["bettler", "gang", "zehnerloch", "bauernschnapser:hearts"])
def test_marriages_only_where_points_are_played(slug: str) -> None:
    """RB6: elsewhere an announcement is refused."""
    with pytest.raises(MarriageNotAllowedError):
        game.judge(BauernPosition(contract(slug), cards("AK AO"), (), Suit.ACORNS))


def test_a_marriage_needs_both_cards_and_the_lead() -> None:
    with pytest.raises(InvalidMarriageError):
        game.judge(BauernPosition(contract("normal:hearts"), cards("AK LO"), (), Suit.ACORNS))
    with pytest.raises(MarriageNotAllowedError):
        game.judge(BauernPosition(contract("normal:hearts"), cards("AK AO"), cards("LA"),
                                  Suit.ACORNS))


def test_a_bettler_trick_is_complete_at_three_cards() -> None:
    """RB11: the partner sits out, so a fourth player never judges a Bettler trick."""
    with pytest.raises(PositionError):
        game.judge(BauernPosition(contract("bettler"), cards("AK"), cards("LA LK LO")))
    judged = game.judge(BauernPosition(contract("normal:hearts"), cards("AK"),
                                       cards("LA LK LO")))
    assert codes(legal_cards(judged)) == "AK"


@pytest.mark.parametrize("name", ["herrenschnapser", "Ass-Bettler", "plauderer"])
def test_house_contracts_are_refused_by_name(name: str) -> None:
    """B-20: not in v1, refused by name (RB2)."""
    with pytest.raises(UnsupportedContractError):
        parse_contract(name)
    assert parse_contract("Land").type.id == "gang"
