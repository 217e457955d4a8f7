"""Trumps and following suit in every contract (K-6 … K-14), and the called Sau in a Rufspiel
(K-8, K-9 a–d, R10, R11), each case naming the sentence it checks."""

from __future__ import annotations

import pytest

from rules.cards import Card
from rules.errors import DuplicateCardError, PositionError, UnknownContractError
from rules.schafkopf.bidding import callable_aces
from rules.schafkopf.contract import contract_from_parts, parse_contract
from rules.schafkopf.deck import SCHAFKOPF_DECK
from rules.schafkopf.legality import judge_hand, legal_cards
from rules.schafkopf.ranking import trump_order
from tests.said import raises_said

D = SCHAFKOPF_DECK


def cards(text: str) -> tuple[Card, ...]:
    return D.parse_all(text.split()) if text else ()


def tricks(text: str) -> tuple[tuple[Card, ...], ...]:
    return tuple(cards(t) for t in text.split("|")) if text else ()


def codes(found: tuple[Card, ...]) -> list[str]:
    return [D.code(c) for c in found]


@pytest.mark.parametrize(("contract", "count", "source"), [
    ("rufspiel:acorns", 14, "Beim Rufspiel gibt es 14 Trumpfkarten: Die Ober, Unter und alle "
                            "Herzen."),
    ("solo:bells", 14, "Beim Farbsolo sind zusätzlich zu Untern und Farbe auch die vier Ober "
                       "Trumpf, insgesamt 14."),
    ("wenz", 4, "Die Ober (Damen) werden in die jeweilige Farbe nach dem König und vor dem 9er "
                "eingeordnet."),
    ("geier", 4, "wird ein Geier ausgekartelt, sind nur die Ober Trümpfe"),
    ("farbgeier:leaves", 11, "Die Unter, die im Geier auch zu den Farbkarten gehören, reihen "
                             "sich an vierter Stelle ein"),
    ("ramsch", 14, "Ramsch jeder gegen jeden wie Rufspiel"),
])
def test_trump_count(contract: str, count: int, source: str) -> None:
    assert len(trump_order(parse_contract(contract))) == count, source


def test_eichel_ober_highest_except_in_wenz_k2() -> None:
    # "Der Eichel-Ober ist, außer beim Wenz, der Höchste."
    for contract in ("rufspiel:bells", "solo:hearts", "geier", "farbgeier:acorns", "ramsch"):
        assert D.code(trump_order(parse_contract(contract))[0]) == "AO"
    assert D.code(trump_order(parse_contract("wenz"))[0]) == "AU"


@pytest.mark.parametrize(("contract", "trick", "hand", "legal", "source"), [
    ("rufspiel:acorns", "L9", "LO LK H7", "LK",
     "Jede Karte gehört zu Trumpf oder zu ihrer Farbe: der Gras-Ober ist Trumpf, nicht Gras."),
    ("rufspiel:acorns", "HO", "H7 LU LA", "H7 LU",
     "Das Zugeben gilt auch beim Anspielen von Trümpfen"),
    ("rufspiel:acorns", "HO", "LA B7 A7", "LA B7 A7",
     "Nur wenn er farbfrei ist, kann er je nach Spielgeschehen Trumpf spielen oder eine "
     "beliebige Farbe abwerfen."),
    ("solo:bells", "L9", "LO LA H7", "LA", "Solo 1 gegen 3 wie Rufspiel, aber beliebiger "
                                           "Farbtrumpf: der Gras-Ober ist Trumpf."),
    ("solo:bells", "B9", "BO HU LA", "BO HU", "Solo: Schellen sind Trumpf, die Ober und "
                                              "Unter auch."),
    ("wenz", "LK", "LO AU H7", "LO", "Die Ober (Damen) werden in die jeweilige Farbe nach dem "
                                     "König und vor dem 9er eingeordnet."),
    ("wenz", "AU", "LO HA BU", "BU", "Beim Wenz sind nur die vier Unter Trumpf."),
    ("geier", "L9", "LU LO B7", "LU", "Die Unter, die im Geier auch zu den Farbkarten "
                                      "gehören"),
    ("ramsch", "A9", "AO A7 B8", "A7", "Ramsch jeder gegen jeden wie Rufspiel"),
    ("solo:hearts", "", "AO A7 B8", "AO A7 B8", "Der Ausspielende ist frei."),
])
def test_following_k6(contract: str, trick: str, hand: str, legal: str, source: str) -> None:
    assert codes(legal_cards(cards(hand), cards(trick), parse_contract(contract))) == \
        legal.split(), source


RUF = parse_contract("rufspiel:acorns")


@pytest.mark.parametrize(("trick", "hand", "history", "legal", "rules"), [
    # (a) "Der Spieler mit der gerufenen Sau muss diese zugeben, wenn die Farbe der Ruf-Sau
    # angespielt wird"
    ("A9", "AA A7 HO B8", None, "AA", {"AA": "K-9", "A7": "K-9"}),
    # (b) "Wurde die Ruf-Sau nicht gesucht, so darf er sie erst im letzten, dem 8. Stich,
    # zugeben."
    ("L9", "AA HO B8", "LA LK L8 L7|BA B10 B9 BK|HA HK H9 H8|B7 AK A8 BU|LU LO AO BO", "HO B8",
     {"AA": "K-9"}),
    ("HU", "AA A7 B8", None, "A7 B8", {"AA": "K-9"}),
    # the last trick: the Sau may go
    ("L9", "AA", "LA LK L8 L7|BA B10 B9 BK|HA HK H9 H8|B7 AK A8 BU|LU LO AO BO|H10 HU H7 B8|"
     "L10 A10 A9 AU", "AA", {"AA": "K-9"}),
    # (d) R10: once the called suit was led, the Sau is free
    ("L9", "AA HO B8", "A9 AK A8 A7|BA B10 B9 BK|HA HK H9 H8|L10 LK L8 L7|LU LO AO BO", "AA HO B8",
     {"AA": "R10"}),
    # (c) leading: the Sau, not a small card of its suit
    ("", "AA A7 HO B8", None, "AA HO B8", {"AA": "K-9", "A7": "K-9"}),
    # (c) running away with four: "Besitzt der Mitspieler mindestens vier Karten mit der
    # Ruf-Sau in der Ruf-Farbe, kann er davonlaufen"
    ("", "AA A7 A8 A9 HO B8", None, "AA A7 A8 A9 HO B8", {"A7": "K-9", "A8": "K-9"}),
])
def test_called_ace_k9(trick: str, hand: str, history: str | None, legal: str,
                       rules: dict[str, str]) -> None:
    earlier = tricks(history) if history is not None else None
    if earlier is not None:
        earlier = earlier[:8 - len(cards(hand))]
    judgement = judge_hand(cards(hand), cards(trick), RUF, earlier)
    assert codes(tuple(v.card for v in judgement.verdicts if v.legal)) == legal.split()
    by_code = {D.code(v.card): v.rule_id for v in judgement.verdicts}
    for code, rule_id in rules.items():
        assert by_code[code] == rule_id


def test_without_history_the_called_suit_counts_as_not_led_r11() -> None:
    judgement = judge_hand(cards("AA HO B8"), cards("L9"), RUF)
    assert judgement.called_ace is not None
    assert judgement.called_ace.assumed
    assert not judgement.called_ace.searched
    assert judgement.trick_number == 6  # R11: 9 − cards in hand


def test_history_must_match_the_hand_r11() -> None:
    with raises_said(PositionError, "history must hold"):
        judge_hand(cards("AA HO B8"), cards("L9"), RUF, tricks("LA LK L8 L7"))
    with pytest.raises(DuplicateCardError):
        judge_hand(cards("AA A7 A8 HO B8 B9 B10"), (), RUF, tricks("AA LK L8 L7"))


def test_called_suit_rules_k8() -> None:
    # "Herz cannot be called"; "Du kannst nur eine Sau rufen, die Du selbst nicht hast und zu
    # der Du selbst mindestens eine Farbkarte besitze, die nicht Trumpf ist."
    with raises_said(UnknownContractError, "cannot be called"):
        contract_from_parts("rufspiel", called_suit="hearts")
    with raises_said(UnknownContractError, "only a Rufspiel calls"):
        contract_from_parts("wenz", called_suit="acorns")
    options = {D.code(o.ace): o.case for o in callable_aces(cards("A7 LA LO HU B10 BK H7 H8"))}
    assert options == {"AA": "callable", "LA": "holds_ace", "BA": "callable"}
    options = {D.code(o.ace): o.case for o in callable_aces(cards("AO AU A7 H7 H8 B9 HA HK"))}
    assert options == {"AA": "callable", "LA": "no_card_of_suit", "BA": "callable"}


def test_tout_only_for_solo_wenz_farbwenz() -> None:
    assert parse_contract("wenz", True).tout
    with raises_said(UnknownContractError, "Tout"):
        parse_contract("rufspiel:bells", True)
