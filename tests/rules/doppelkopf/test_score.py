"""The game value by TSR 7.1 and 7.2 (D-31 … D-37) and the rulings RD3 … RD6, from Augen,
tricks and each party's highest call (−1 nothing, 0 Ansage, 1 keine 90 … 4 schwarz)."""

from __future__ import annotations

import pytest

from rules.doppelkopf.announcements import Call, judge_calls
from rules.doppelkopf.score import Point, per_seat, score


def value(re_augen: int, re_level: int = -1, kontra_level: int = -1, *, re_tricks: int = 6,
          solo: bool = False, sonder: tuple[Point, ...] = ()):
    return score({"re": re_augen, "kontra": 240 - re_augen},
                 {"re": re_tricks, "kontra": 12 - re_tricks},
                 {"re": re_level, "kontra": kontra_level}, list(sonder), solo)


@pytest.mark.parametrize(("augen", "re_level", "kontra_level", "winner"), [
    # D-31 [7.1.1 (1)] "Mit dem 121. Auge, wenn keine Ansage bzw. Absage getroffen wurde"
    (121, -1, -1, "re"), (120, -1, -1, "kontra"),
    # [7.1.1 (4)] "mit dem 120. Auge, wenn nur „Kontra“ angesagt wurde"
    (120, -1, 0, "re"), (119, -1, 0, "kontra"),
    (120, 0, 0, "kontra"), (121, 0, 0, "re"),
    # D-32 [7.1.1 (5)] "mit dem 151. … Auge, wenn sie der Kontra-Partei „keine 90“ … abgesagt"
    (151, 1, -1, "re"), (150, 1, -1, "kontra"),
    # [7.1.2] Kontra wins with its 90th Auge against Re's "keine 90"
    (181, 2, -1, "re"), (180, 2, -1, "kontra"),
    # D-33 [7.1.3] "Erreichen beide Parteien ihr abgesagtes Ziel nicht, hat keine Partei gewonnen"
    (140, 1, 1, None),
])
def test_who_wins(augen: int, re_level: int, kontra_level: int, winner: str | None) -> None:
    assert value(augen, re_level, kontra_level).winner == winner


def test_baum24_example_2_kontra_gets_seven() -> None:
    # BAUM24 Bsp. 2: Re announces "Re, keine 90, keine 60" and makes 130; Kontra gets 7
    # (gewonnen, Re 2, keine 90, keine 60, 90 gegen keine 60, gegen die Alten).
    result = value(130, 2)
    assert result.winner == "kontra"
    assert sorted(p.id for p in result.breakdown) == sorted(
        ["gewonnen", "re_angesagt", "re_keine_90", "re_keine_60", "kontra_90_gegen_keine_60"])
    assert result.total_re == -7


def test_rd3_a_winner_under_90_earns_the_loser_nothing() -> None:
    # RD3: "Re wins with 65 Augen against Kontra's 'keine 60'": no unter-90 point for Kontra.
    result = value(65, -1, 2)
    assert result.winner == "re"
    assert {p.party for p in result.breakdown} == {"re"}
    assert "unter_90" not in {p.id for p in result.breakdown}
    assert sorted(p.id for p in result.breakdown) == sorted(
        ["gewonnen", "kontra_angesagt", "kontra_keine_90", "kontra_keine_60"])
    # Re has only 65: neither 120 against keine 90 nor 90 against keine 60


def test_rd4_nobody_wins_each_its_own_points() -> None:
    # RD4 with 7.1.3: only (a) after "Gewonnen", (e), (f) and Sonderpunkte
    result = value(140, 1, 1)  # both said keine 90: Re has 140, Kontra 100
    assert result.game_value is None
    assert ("re_120_gegen_keine_90", "re") in {(p.id, p.party) for p in result.breakdown}
    assert "gewonnen" not in {p.id for p in result.breakdown}
    assert not any(p.id.endswith("angesagt") for p in result.breakdown)
    assert result.value_re == 1


def test_unter_and_schwarz_count_the_losers_augen() -> None:
    # D-34 (a): "unter 90 gespielt 1 Punkt zusätzlich" … "schwarz gespielt 1"
    result = value(240, re_tricks=12)
    assert [p.id for p in result.breakdown] == ["gewonnen", "unter_90", "unter_60", "unter_30",
                                                "schwarz"]


def test_solo_times_three_and_no_sonderpunkte() -> None:
    # D-36 [7.2.4] "Diese Punktzahl wird für den Solospieler verdreifacht"
    result = value(121, solo=True, sonder=(Point("doppelkopf", "re", "D-35", trick=1),))
    assert result.sonderpunkte == ()
    assert result.multiplier == 3
    seats = per_seat(result, [2])
    assert seats == [-1, -1, 3, -1]
    assert sum(seats) == 0


def test_sonderpunkte_net_and_gegen_die_alten() -> None:
    # D-35 [7.2.3] "Gegen die Kreuz Damen gewonnen 1 Sonderpunkt"
    result = value(100, sonder=(Point("doppelkopf", "re", "D-35", trick=3),
                                Point("fuchs_gefangen", "kontra", "RD12", trick=4)))
    assert result.winner == "kontra"
    assert [p.id for p in result.sonderpunkte] == ["gegen_die_alten", "doppelkopf",
                                                  "fuchs_gefangen"]
    assert result.sonderpunkte_re == -1
    assert per_seat(result, [0, 2]) == [-2, 2, -2, 2]  # gewonnen 1, Sonderpunkte net 1


def test_rd5_a_call_counts_every_lower_level() -> None:
    # D-26 [6.4.3] "Es werden in diesem Fall alle Stufen in die Abrechnung mit einbezogen."
    judged, highest = judge_calls([Call("re", "keine_60", 0, 0)], lambda seat, at: 12)
    assert judged[0].counts == ("ansage", "keine_90", "keine_60")
    assert judged[0].in_time
    assert highest == {"re": 2, "kontra": -1}


@pytest.mark.parametrize(("cards", "call", "in_time", "rule"), [
    # D-24 [6.2.2] "… wenn der ansagende Spieler noch mindestens 11 Karten in der Hand hält."
    (11, "re", True, "D-24"), (10, "re", False, "D-24"),
    # D-25 [6.3.4] "„keine 90“ mit mindestens 10 Karten in der Hand"; an implied Ansage too
    (10, "keine_90", False, "D-26"), (11, "keine_90", True, "D-26"),
])
def test_deadlines(cards: int, call: str, in_time: bool, rule: str) -> None:
    judged, _ = judge_calls([Call("re", call, 0, 4)], lambda seat, at: cards)
    assert (judged[0].in_time, judged[0].rule_id) == (in_time, rule)


def test_d27_reply_one_card_later_then_no_absage() -> None:
    # D-27 [6.4.4] "Die Erwiderung … ist stets noch mit einer Karte weniger … erlaubt."
    hand = {0: 11, 1: 10}
    calls = [Call("re", "re", 0, 3), Call("kontra", "kontra", 1, 6),
             Call("kontra", "keine_90", 1, 7)]
    judged, _ = judge_calls(calls, lambda seat, at: hand[seat])
    assert [(j.in_time, j.rule_id) for j in judged] == [
        (True, "D-24"), (True, "D-27"), (False, "D-27")]


def test_d28_hochzeit_shift_and_nothing_before_the_klaerungsstich() -> None:
    # D-28 [6.4.2] "Ist der zweite (dritte) Stich der Klärungsstich, verringert sich die dort
    # genannte Kartenzahl um 1 (2)." / "Eine Erstansage ist immer erst nach Beendigung des
    # Klärungsstiches erlaubt!"
    early = judge_calls([Call("re", "re", 0, 7)], lambda s, a: 10, klaerungsstich=2)[0]
    shifted = judge_calls([Call("re", "re", 0, 8)], lambda s, a: 10, klaerungsstich=2)[0]
    assert (early[0].in_time, early[0].rule_id) == (False, "D-28")
    assert (shifted[0].in_time, shifted[0].rule_id) == (True, "D-28")


def test_d29_a_repeated_call_is_ignored() -> None:
    # D-29 [6.4.7] "Eine Wiederholung identischer An- bzw. Absagen einer Partei ist nicht
    # zulässig."
    judged, highest = judge_calls([Call("re", "keine_90", 0, 0), Call("re", "re", 2, 1)],
                                  lambda s, a: 12)
    assert judged[1].counts == ()
    assert judged[1].rule_id == "D-29"
    assert highest["re"] == 1


def test_d28_an_ansage_before_the_klaerungsstich_allows_no_absage_later() -> None:
    # D-28 "Eine Erstansage ist immer erst nach Beendigung des Klärungsstiches erlaubt!" with
    # [6.3.2] "Eine Absage ist nur zulässig, wenn vorher die eigene Partei eine regelgerechte
    # Erstansage gemacht hat."
    hand = {0: 11}
    judged, _ = judge_calls([Call("re", "re", 0, 3), Call("re", "keine_90", 0, 9)],
                            lambda seat, at: hand[seat] if at < 9 else 10, klaerungsstich=2)
    assert [(j.in_time, j.rule_id) for j in judged] == [(False, "D-28"), (False, "D-27")]
