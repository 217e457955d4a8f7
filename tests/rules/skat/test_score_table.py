"""The score of a game (S-18 … S-30, RS4 … RS11), each case quoting the sentence it rests on."""

from __future__ import annotations

from typing import Any

import pytest

from rules.errors import RulesInputError
from rules.skat.contract import contract_from_parts
from rules.skat.game import SKAT
from rules.skat.score import Score, score_game

D = SKAT.deck


def score(contract: dict[str, Any], bid: int, cards: str, skat: str, points: int,
          tricks: int, table_size: int = 3) -> Score:
    return score_game(contract_from_parts(contract), bid, D.parse_all(cards.split(",")),
                      D.parse_all(skat.split(",")), points, tricks, table_size)


# Kreuz-Bube and Pik-Bube held, Herz-Bube missing: "mit 2".
MIT2 = "CJ,SJ,CA,C10,CK,CQ,C9,C8,C7,HA"


def test_kreuz_ouvert_mit_zweien_108() -> None:
    """S-25: "Ein Kreuz ouvert mit zweien zählt demnach 9 x 12 = 108 Punkte"."""
    s = score({"type": "suit", "trump": "clubs", "ouvert": True}, 108, MIT2, "H7,H8", 120, 10)
    assert (s.won, s.multiplier, s.game_value, s.declarer_score) == (True, 9, 108, 108)
    assert [f.id for f in s.factors] == ["spitzen", "game", "hand", "schneider",
                                         "schneider_announced", "schwarz",
                                         "schwarz_announced", "ouvert"]


def test_grand_ouvert_mit_vieren_264() -> None:
    """S-25: "ein Grand ouvert mit vieren zählt 11 x 24 = 264 Punkte"."""
    s = score({"type": "grand", "ouvert": True}, 264, "CJ,SJ,HJ,DJ,CA,C10,SA,S10,HA,H10",
              "DA,D10", 120, 10)
    assert (s.won, s.game_value) == (True, 264)


def test_karo_held_at_22_lost_54() -> None:
    """S-28 [PS-22]: "Nun beträgt aber der Punktwert eines bis 22 gereizten und angesagten
    Karospiels bereits 27 … kann sich aber gleich mit 54 Minuspunkten strecken."
    Ohne 2 (no Kreuz-, no Pik-Bube), Spiel 3, lost: 6 × 9."""
    s = score({"type": "suit", "trump": "diamonds"}, 22, "HJ,DJ,DA,D10,DK,D9,SA,S7,H7,H8",
              "C7,C8", 50, 4)
    assert (s.spitzen.with_, s.spitzen.number) == (False, 2)  # type: ignore[union-attr]
    assert (s.won, s.game_value, s.declarer_score) == (False, 27, -54)


def test_45_held_kreuz_bube_in_the_skat_overbid() -> None:
    """S-27 [ISkO 5.4.2]: "Erreicht ein Handspiel den gebotenen oder gehaltenen Reizwert nicht,
    weil ein Spitzentrumpf im Skat lag, hat sich der Alleinspieler überreizt" — a Karo Hand
    held at 45 expecting "ohne 3, Hand" (9 × 5); the Kreuz-Bube in the Skat makes it "mit 1,
    Spiel 2, Hand 3" = 27; lost at the next multiple of 9 ≥ 45, doubled."""
    s = score({"type": "suit", "trump": "diamonds", "hand": True}, 45,
              "DJ,DA,D10,DK,DQ,D9,SA,S10,HA,H10", "CJ,C7", 80, 7)
    assert (s.spitzen.with_, s.spitzen.number) == (True, 1)  # type: ignore[union-attr]
    assert (s.overbid, s.won, s.game_value, s.scored_value, s.declarer_score) == \
        (True, False, 27, 45, -90)


def test_overbid_next_multiple() -> None:
    """RS10: "Es ist das Vielfache des Grundwertes des angesagten Spiels zu berechnen, dass der
    Reizwert mindestens eingestellt wird." Pik mit 1, Spiel 2 = 22 at a bid of 24: 33 lost."""
    s = score({"type": "suit", "trump": "spades", "hand": True}, 36,
              "CJ,SA,S10,SK,SQ,S9,HA,H10,DA,D10", "H7,H8", 70, 6)
    assert (s.game_value, s.overbid, s.scored_value, s.declarer_score) == (33, True, 44, -88)


def test_missed_schneider_announcement_counts_level_and_announcement() -> None:
    """S-24: "Erreicht er sie nicht, hat er das Spiel mindestens in der angesagten Gewinnstufe
    verloren." Kreuz mit 1, Spiel 2, Hand 3, Schneider 4, angesagt 5 = 60, lost: −120."""
    s = score({"type": "suit", "trump": "clubs", "hand": True, "schneider": True}, 18,
              "CJ,CA,C10,C9,C8,HA,H10,SA,S10,D7", "HJ,D8", 85, 8)
    assert (s.won, s.rule_id, s.multiplier, s.declarer_score) == (False, "S-24", 5, -120)


def test_no_eigenschneider() -> None:
    """S-24: "Verliert der Alleinspieler in der angesagten Gewinnstufe, wird ihm diese nicht
    doppelt berechnet" — Schneider announced, the declarer himself Schneider: counted once."""
    s = score({"type": "suit", "trump": "clubs", "hand": True, "schneider": True}, 18,
              "CJ,CA,C10,C9,C8,HA,H10,SA,S10,D7", "HJ,D8", 25, 3)
    assert [f.id for f in s.factors].count("schneider") == 1
    assert s.multiplier == 5


def test_schwarz_by_tricks_not_augen() -> None:
    """RS4 / S-23: "Schwarz ist die Partei, die keinen Stich erhalten hat." 120 Augen in nine
    tricks cannot happen (a trick holds Augen or not); all Augen but a 0-Augen trick given
    away: Schneider, not Schwarz."""
    s = score({"type": "grand"}, 18, "CJ,SJ,HJ,DJ,CA,C10,SA,S10,HA,H10", "DA,D10", 120, 9)
    assert (s.schneider, s.schwarz, s.multiplier) == (True, False, 6)


def test_null_values() -> None:
    """S-26 / RS8: "Null (Wert 23) … Null Hand (Wert 35) … Null Ouvert (Wert 46) … Null Ouvert
    Hand (Wert 59)"."""
    values = [score({"type": "null", "hand": hand, "ouvert": ouvert}, 23,
                    "C7,C8,C9,S7,S8,S9,H7,H8,H9,D7", "DA,D10", 21, 0).game_value
              for hand, ouvert in ((False, False), (True, False), (False, True), (True, True))]
    assert values == [23, 35, 46, 59]


def test_null_lost_double() -> None:
    """S-26: "Ein Nullspiel ist für den Alleinspieler gewonnen, wenn er keinen Stich macht."
    Lost: −2 × 23 (RS6); Seeger-Fabian at four: 30 to each of the others (RS7)."""
    s = score({"type": "null"}, 23, "C7,C8,C9,S7,S8,S9,H7,H8,H9,DA", "D7,D8", 11, 1, 4)
    assert (s.won, s.declarer_score, s.seeger_fabian_declarer,
            s.seeger_fabian_others_each) == (False, -46, -96, 30)


def test_seeger_fabian_won() -> None:
    """S-30: "Für jedes gewonnene Spiel werden dem Alleinspieler 50 Wertungspunkte
    gutgeschrieben"."""
    s = score({"type": "grand"}, 18, "CJ,SJ,HJ,DJ,CA,C10,SA,S10,HA,H10", "DA,D10", 100, 8)
    assert (s.declarer_score, s.seeger_fabian_declarer, s.seeger_fabian_others_each) == \
        (24 * 6, 24 * 6 + 50, 0)  # mit 4, Spiel 5, Schneider 6


REFUSED = [
    ({"type": "grand"}, 19, "invalid-bid"),  # RS11: not a Reizwert
    ({"type": "null"}, 24, "invalid-announcement"),  # RS9: Null 23 below 24
    ({"type": "suit", "trump": "diamonds"}, 60, "invalid-announcement"),  # (2 + 3) × 9 < 60
    ({"type": "suit", "trump": "diamonds", "hand": True}, 60, None),  # hand: never refused
]


@pytest.mark.parametrize(("contract", "bid", "code"), REFUSED)
def test_rs9_rs11_refusals(contract: dict[str, Any], bid: int, code: str | None) -> None:
    """S-29 [PS-NULL]: "Die Gegenspieler müssen außerdem in jedem Falle Spielansagen als ungültig
    zurückweisen, die offensichtlich nicht dem gebotenen Reizwert entsprechen." (mit 2 Karo)"""
    cards, skat = "CJ,SJ,DA,D10,DK,D9,SA,S7,H7,H8", "C7,C8"
    if code is None:
        assert score(contract, bid, cards, skat, 70, 5).overbid
        return
    with pytest.raises(RulesInputError) as raised:
        score(contract, bid, cards, skat, 70, 5)
    assert raised.value.kind == code


CONTRACTS = [
    ({"type": "suit", "trump": "clubs", "ouvert": True, "hand": False}, "invalid-contract"),
    ({"type": "suit", "trump": "clubs", "schneider": True}, "invalid-contract"),
    ({"type": "null", "schneider": True, "hand": True}, "invalid-contract"),
    ({"type": "grand", "schwarz": True, "schneider": False, "hand": True}, "invalid-contract"),
    ({"type": "grand", "kontra": True}, "unsupported-house-rule"),
]


@pytest.mark.parametrize(("parts", "code"), CONTRACTS)
def test_rs5_contradictions(parts: dict[str, Any], code: str) -> None:
    """RS5: a request that contradicts the implications is refused."""
    with pytest.raises(RulesInputError) as raised:
        contract_from_parts(parts)
    assert raised.value.kind == code


def test_rs5_implied_flags() -> None:
    c = contract_from_parts({"type": "grand", "ouvert": True})
    assert (c.hand, c.schneider, c.schwarz, c.implied) == \
        (True, True, True, ("hand", "schneider", "schwarz"))
    n = contract_from_parts({"type": "null", "ouvert": True})
    assert (n.hand, n.ouvert, n.implied) == (False, True, ())
