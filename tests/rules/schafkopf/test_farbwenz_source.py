"""Every rule sentence and example of the primary Schafkopf text [S004] (Farbwenz)."""

from __future__ import annotations

import pytest

from rules.cards import Card
from rules.schafkopf.bidding import Bid, contract_rank, winning_bid
from rules.schafkopf.contract import parse_contract
from rules.schafkopf.deck import SCHAFKOPF_DECK
from rules.schafkopf.legality import judge_hand, legal_cards
from rules.schafkopf.ranking import is_trump, points, suit_order, trump_order
from rules.schafkopf.trick import judge_trick

D = SCHAFKOPF_DECK
HERZ_FARBWENZ = parse_contract("farbwenz:hearts")


def cards(codes: str) -> tuple[Card, ...]:
    return D.parse_all(codes.split()) if codes else ()


def codes(found: tuple[Card, ...]) -> list[str]:
    return [D.code(c) for c in found]


def test_eleven_trumps_in_order() -> None:
    # "Die elf Trümpfe stehen in dieser Reihenfolge von hoch nach niedrig: 1. Eichel-Unter
    # 2. Gras-Unter 3. Herz-Unter 4. Schellen-Unter 5. Trumpf-Sau 6. Trumpf-Zehn
    # 7. Trumpf-König 8. Trumpf-Ober 9. Trumpf-Neun 10. Trumpf-Acht 11. Trumpf-Sieben"
    assert codes(trump_order(HERZ_FARBWENZ)) == [
        "AU", "LU", "HU", "BU", "HA", "H10", "HK", "HO", "H9", "H8", "H7"]


@pytest.mark.parametrize("suit", ["acorns", "leaves", "hearts", "bells"])
def test_every_farbwenz_has_eleven_trumps_under_first(suit: str) -> None:
    # "Insgesamt gibt es beim Farbwenz elf Trümpfe." / "Der Eichel-Unter ist immer der höchste
    # Trumpf." / "Der Schellen-Unter ist der niedrigste der vier Unter." / "Der Unter der
    # Trumpffarbe wird nicht ein zweites Mal in die Farbreihe einsortiert"
    order = codes(trump_order(parse_contract(f"farbwenz:{suit}")))
    assert len(order) == len(set(order)) == 11
    assert order[:4] == ["AU", "LU", "HU", "BU"]


def test_ober_of_the_trump_suit_between_king_and_nine() -> None:
    # "Innerhalb der Trumpffarbe steht der Ober zwischen König und Neun." / "Der Ober ist
    # nicht höher als der König."
    order = codes(trump_order(HERZ_FARBWENZ))
    assert order.index("HK") < order.index("HO") < order.index("H9")


def test_plain_suits_have_seven_cards_with_their_ober() -> None:
    # "Jede dieser Farben besitzt sieben Farbkarten." "1. Sau 2. Zehn 3. König 4. Ober
    # 5. Neun 6. Acht 7. Sieben" / "Der Gras-Unter fehlt bewusst in dieser Farbreihe"
    leaves = D.parse("leaves-ace").suit
    assert codes(suit_order(leaves, HERZ_FARBWENZ)) == ["LA", "L10", "LK", "LO", "L9", "L8",
                                                        "L7"]
    assert not is_trump(D.parse("LO"), HERZ_FARBWENZ)
    assert is_trump(D.parse("LU"), HERZ_FARBWENZ)
    # "Sein Augenwert beträgt weiterhin drei Augen."
    assert points(D.parse("LO")) == 3


def test_ober_must_follow_as_its_suit() -> None:
    # "Wird Gras angespielt, muss der Gras-Ober als Gras bedient werden."
    legal = legal_cards(cards("LO HK B7 AU"), cards("L9"), HERZ_FARBWENZ)
    assert codes(legal) == ["LO"]


@pytest.mark.parametrize(("hand", "trumps"), [
    ("AU LU HA H10 HK HO LA B9", 6),  # "Herz-Farbwenz mit zwei Untern ... sechs Trümpfe"
])
def test_example_hands_trump_count(hand: str, trumps: int) -> None:
    assert sum(is_trump(c, HERZ_FARBWENZ) for c in cards(hand)) == trumps


def test_gras_farbwenz_without_unter_has_six_trumps() -> None:
    # "Gras-Farbwenz ohne Unter: Das Blatt enthält keinen Unter. ... sechs Trumpfkarten."
    gras = parse_contract("farbwenz:leaves")
    hand = cards("LA L10 LK LO L9 L8 HA B10")
    assert sum(is_trump(c, gras) for c in hand) == 6


@pytest.mark.parametrize(("case", "source", "trick", "hand", "legal"), [
    ("Unter ausgespielt = Trumpf",
     "Wird einer der vier Unter oder eine Karte der Trumpffarbe ausgespielt, wurde Trumpf "
     "angespielt.", "LU", "LA L7 H7 B8", "H7"),
    ("jeder Trumpf bedient, nicht die aufgedruckte Farbe",
     "Wer einen beliebigen Trumpf besitzt, muss Trumpf bedienen. Es muss nicht dieselbe "
     "aufgedruckte Farbe bedient werden.", "H9", "AU LA B8", "AU"),
    ("Trumpffarbe ausgespielt: ein Unter ist Trumpf",
     "Beim Anspielen der Trumpffarbe einen vorhandenen Unter nicht als Trumpf "
     "berücksichtigen.", "HK", "BU LA B8", "BU"),
    ("Nichttrumpffarbe bedienen",
     "Wird eine Nichttrumpffarbe angespielt, muss diese Farbe bedient werden, sofern "
     "vorhanden.", "B10", "B7 BO BU H7", "B7 BO"),
    ("nicht bedienen können: beliebig",
     "Wer nicht bedienen kann, darf eine beliebige Karte spielen.", "B10", "H7 LA AU", "H7 LA AU"),
    ("kein Stichzwang: ein kleinerer Trumpf genügt",
     "Es gibt keinen Stichzwang. Ein höherer Trumpf muss nicht zwingend gelegt werden.",
     "HA", "AU H7 LA", "AU H7"),
    ("Unter angespielt: nicht nur die aufgedruckte Farbe bedienen",
     "Beim Anspielen eines Unters nur dessen aufgedruckte Farbe bedienen.", "BU",
     "B10 BK HA", "HA"),
])
def test_farbwenz_play(case: str, source: str, trick: str, hand: str, legal: str) -> None:
    found = legal_cards(cards(hand), cards(trick), HERZ_FARBWENZ)
    assert codes(found) == legal.split(), source
    assert all(v.rule_id == "K-6" for v in judge_hand(cards(hand), cards(trick),
                                                      HERZ_FARBWENZ).verdicts)


@pytest.mark.parametrize(("trick", "winner", "source"), [
    ("H9 AU HA LU", 1, "Der höchste Trumpf gewinnt den Stich."),
    ("L9 LO LK LA", 3, "Ohne Trumpf gewinnt die höchste Karte der angespielten Farbe."),
    ("L9 LO H7 LA", 2, "Die Trumpffarbe sticht jede Farbkarte."),
    ("HK HO H9 BU", 3, "Die vier Unter stehen immer über sämtlichen Karten der Trumpffarbe."),
    ("LO AO BO L7", 0, "Einen Ober einer Nichttrumpffarbe als Trumpf behandeln."),
])
def test_farbwenz_trick(trick: str, winner: int, source: str) -> None:
    assert judge_trick(cards(trick), HERZ_FARBWENZ).winner == winner, source


def test_rank_among_the_standard_games() -> None:
    # "In der Rangfolge der Standardspiele steht der Farbwenz über dem Rufspiel und unter dem
    # farblosen Wenz. Ein Farbwenz-Tout steht wiederum über dem normalen Solo und unter dem
    # Wenz-Tout."
    rank = contract_rank
    assert rank(parse_contract("rufspiel:acorns")) < rank(HERZ_FARBWENZ)
    assert rank(HERZ_FARBWENZ) < rank(parse_contract("wenz"))
    assert rank(parse_contract("solo:bells")) < rank(parse_contract("farbwenz:hearts", True))
    assert rank(parse_contract("farbwenz:hearts", True)) < rank(parse_contract("wenz", True))
    assert rank(parse_contract("wenz", True)) < rank(parse_contract("solo:bells", True))


def test_equal_farbwenz_bids_go_by_seat_not_suit() -> None:
    # "Ein Herz-Farbwenz ist nicht höher als ein Eichel-, Gras- oder Schellen-Farbwenz." /
    # "Bei zwei gleichrangigen Farbwenz-Interessenten entscheidet die Sitzfolge"
    bids = [Bid(2, parse_contract("farbwenz:hearts")), Bid(1, parse_contract("farbwenz:bells"))]
    winner, reason = winning_bid(bids)
    assert (winner.seat, reason) == (1, "seat")
