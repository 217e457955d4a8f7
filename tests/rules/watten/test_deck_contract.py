"""The packs per ruleset (W-1, W-2, RW12), the contract's forms and its special cards (W-4 …
W-11, RW2, RW3)."""

from __future__ import annotations

import pytest

from rules.cards import Card, Rank, Suit
from rules.errors import ForeignCardError, UnknownContractError
from rules.watten.contract import special_cards
from rules.watten.ruleset import WELI, ruleset_by_id
from tests.rules.watten.helpers import codes, contract, game


@pytest.mark.parametrize(("ruleset", "size"), [("tirol", 33), ("suedtirol", 33),
                                               ("bayern", 32)])
def test_the_pack_of_each_ruleset(ruleset: str, size: int) -> None:
    # "Gespielt wird mit 33 Karten" / "einem herkömmlichen Kartenspiel (32er Blatt)"
    deck = game(ruleset).deck
    assert len(deck) == len(set(deck.cards)) == size
    assert (WELI in deck) is (size == 33)
    assert len({deck.code(card) for card in deck.cards}) == size


@pytest.mark.parametrize("text", ["B6", "b6", "weli", "Welli", "bells-6", "Schellen-6",
                                  "schellen 6", "diamonds-6"])
def test_the_weli_by_its_code_and_aliases(text: str) -> None:
    deck = game().deck
    assert deck.parse(text) == Card(Suit.BELLS, Rank.SIX)
    assert deck.code(deck.parse(text)) == "B6"


@pytest.mark.parametrize("text", ["B6", "weli", "bells-6"])
def test_the_weli_is_a_card_of_another_deck_in_bayern(text: str) -> None:
    with pytest.raises(ForeignCardError):
        game("bayern").deck.parse(text)


@pytest.mark.parametrize("text", ["H6", "acorns-6", "L6"])
def test_no_other_six_is_in_the_pack(text: str) -> None:
    with pytest.raises(ForeignCardError):
        game().deck.parse(text)


@pytest.mark.parametrize(("text", "slug"), [
    ("under:hearts", "under:hearts"), ("U:H", "under:hearts"), ("weli:acorns", "weli:acorns"),
    ("Unter:Herz", "under:hearts"), ("ace:clubs", "ace:acorns"), ("7:diamonds", "7:bells"),
    ("koenig:laub", "king:leaves"), ("O:spades", "ober:leaves"), ("10:B", "10:bells"),
])
def test_contract_forms(text: str, slug: str) -> None:
    assert contract(text).slug == slug


def test_the_json_form() -> None:
    found = game().contract_from_parts({"schlag": "under", "trump": "hearts", "blind": True})
    assert (found.slug, found.blind) == ("under:hearts", True)


@pytest.mark.parametrize(("text", "ruleset", "code"), [
    ("weli:acorns", "bayern", "watten.unknown-schlag"), ("queen:hearts", "tirol", None),
    ("under:roses", "tirol", "watten.unknown-trump"), ("under", "tirol",
                                                       "watten.contract-form"),
    ("6:hearts", "bayern", "watten.unknown-schlag"),
])
def test_invalid_contracts(text: str, ruleset: str, code: str | None) -> None:
    if code is None:  # "queen" is the French name of the Ober: a Schlag
        assert contract(text, ruleset).schlag is Rank.OBER
        return
    with pytest.raises(UnknownContractError) as raised:
        contract(text, ruleset)
    assert raised.value.code == code


SPECIAL = [
    # ruleset, contract, rechter, guate, blinde, kritische, weli
    ("tirol", "under:hearts", "HU", None, "AU LU BU", "", "lowest-trump"),
    ("suedtirol", "under:hearts", "HU", "HO", "AU LU BU", "", "lowest-bells"),
    ("suedtirol", "ace:hearts", "HA", "H7", "AA LA BA", "", "lowest-bells"),
    ("suedtirol", "under:bells", "BU", "BO", "AU LU HU", "", "lowest-trump"),
    ("tirol", "weli:hearts", "B6", None, "", "", "rechter"),
    ("suedtirol", "weli:hearts", "B6", None, "", "", "rechter"),
    ("bayern", "under:hearts", "HU", None, "AU LU BU", "HK B7 A7", None),
    ("bayern", "7:hearts", "H7", None, "L7", "HK B7 A7", None),
    ("bayern", "king:hearts", "HK", None, "AK LK BK", "HK B7 A7", None),
]


@pytest.mark.parametrize(("ruleset", "text", "rechter", "guate", "blinde", "kritische",
                          "weli"), SPECIAL, ids=[f"{s[0]}:{s[1]}" for s in SPECIAL])
def test_the_special_cards_of_a_contract(ruleset: str, text: str, rechter: str,
                                         guate: str | None, blinde: str, kritische: str,
                                         weli: str | None) -> None:
    found = special_cards(contract(text, ruleset))
    deck = ruleset_by_id(ruleset).deck
    assert deck.code(found.rechter) == rechter
    assert (None if found.guate is None else deck.code(found.guate)) == guate
    assert codes(found.blinde, ruleset) == blinde
    assert codes(found.kritische, ruleset) == kritische
    assert (None if found.weli is None else found.weli.value) == weli


def test_every_contract_of_a_ruleset() -> None:
    assert len(game().contracts) == 36  # nine Schlag values × four suits
    assert len(game("bayern").contracts) == 32
    assert game().contract_types[-1] == "weli"
    assert "weli" not in game("bayern").contract_types


@pytest.mark.parametrize("ruleset", ["tirol", "suedtirol", "bayern"])
def test_every_contract_reads_back_from_its_get_and_json_forms(ruleset: str) -> None:
    watten = game(ruleset)
    for found in watten.contracts:
        assert watten.parse_contract(found.slug) == found
        schlag, _, trump = found.slug.partition(":")
        assert watten.contract_from_parts({"schlag": schlag, "trump": trump}) == found
        assert watten.contract_from_parts({"type": schlag, "trump": trump}) == found
    assert {form.type for form in watten.contract_forms} == set(watten.contract_types)
