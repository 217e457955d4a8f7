"""Every rule sentence and example of the primary Schnapsen text [S002], as positions with the
verdicts they imply; the three "oft falsch gespielt" positions among them. Trump is Herz (H)
unless a case says otherwise."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from rules.schnapsen.contract import Talon, parse_trump
from rules.schnapsen.deck import SCHNAPSEN_DECK
from rules.schnapsen.legality import judge_hand, legal_cards


@dataclass(frozen=True)
class Case:
    id: str
    source: str
    trick: str  # the leader's card, or empty
    hand: str
    legal: str
    rules: dict[str, str] = field(default_factory=dict)  # card → rule id
    cases: dict[str, str] = field(default_factory=dict)  # card → stage / case
    talon: str = "closed"
    trump: str = "hearts"


def cards(codes: str) -> tuple:  # type: ignore[type-arg]
    return SCHNAPSEN_DECK.parse_all(codes.split()) if codes else ()


CASES = [
    Case("N-4 offener Talon: freies Spiel",
         "Solange der Talon offen ist, ist Schnapsen ein freies Spiel: Der zweite Spieler im "
         "Stich darf jede beliebige Karte zugeben, muss weder bedienen noch stechen.",
         "AA", "AK HU LA BU BO", "AK HU LA BU BO", {"AK": "N-4", "HU": "N-4"}, talon="open"),
    Case("N-4 ein blankes Ass darf abgeworfen oder getrumpft werden",
         "ein blank ausgespieltes Ass kann gefahrlos abgeworfen oder gnadenlos getrumpft "
         "werden.", "LA", "L10 HU BK BO AU", "L10 HU BK BO AU", talon="open"),
    Case("N-5 Stufe 1: höher bedienen",
         "Bedienen und stechen. Hast du eine höhere Karte der ausgespielten Farbe, musst du sie "
         "spielen.", "AK", "AA AU HU LA B10", "AA",
         {"AA": "N-5", "AU": "N-5", "HU": "N-7", "LA": "N-5"},
         {"AA": "head", "AU": "must_head", "HU": "no_trump_instead", "LA": "must_follow"}),
    Case("N-5 Stufe 2: niedriger bedienen, auch wenn der Stich verloren geht",
         "Bedienen. Hast du die Farbe nur niedriger, musst du eine dieser Karten zugeben – auch "
         "wenn du damit den Stich verlierst.", "AA", "AK AU HU LA B10", "AK AU",
         {"AK": "N-5", "AU": "N-5"}, {"AK": "follow_lower", "AU": "follow_lower"}),
    Case("N-5 Stufe 3: trumpfen, wer die Farbe nicht hat",
         "Trumpfen. Hast du die Farbe nicht, aber Trumpf, musst du stechen.", "AA",
         "HU LA L10 BK BO", "HU", {"HU": "N-5", "LA": "N-5"},
         {"HU": "trump", "LA": "must_trump"}),
    Case("N-5 Stufe 4: beliebig, ohne Farbe und Trumpf",
         "Beliebig zugeben. Erst wenn du weder die ausgespielte Farbe noch einen Trumpf hast, "
         "darfst du irgendeine Karte spielen.", "AA", "LA L10 BK BO LU", "LA L10 BK BO LU",
         {"LA": "N-5"}, {"LA": "any", "BO": "any"}),
    Case("N-6 Trumpf ausgespielt: höher stechen",
         "Wird Trumpf ausgespielt, gilt dasselbe innerhalb der Trumpffarbe: höher stechen, "
         "sonst niedriger bedienen, sonst beliebig.", "HK", "HA HU LA B10 BU", "HA",
         {"HA": "N-6", "HU": "N-6", "LA": "N-6"},
         {"HA": "head", "HU": "must_head", "LA": "must_follow"}),
    Case("N-6 Trumpf ausgespielt: sonst niedriger bedienen",
         "Wird Trumpf ausgespielt, gilt dasselbe innerhalb der Trumpffarbe: höher stechen, "
         "sonst niedriger bedienen, sonst beliebig.", "HA", "HU HO LA B10 BU", "HU HO",
         {"HU": "N-6"}, {"HU": "follow_lower", "LA": "must_follow"}),
    Case("N-6 Trumpf ausgespielt: sonst beliebig",
         "Wird Trumpf ausgespielt, gilt dasselbe innerhalb der Trumpffarbe: höher stechen, "
         "sonst niedriger bedienen, sonst beliebig.", "HA", "LU LO LA B10 BU",
         "LU LO LA B10 BU", {"LA": "N-6"}, {"LA": "any"}),
    Case("N-7 Farbzwang geht vor Stichzwang",
         "Wer die Farbe hat, darf nicht stattdessen trumpfen – auch nicht, wenn er den Stich "
         "mit der Farbe sicher verliert und mit dem Trumpf sicher gewinnen würde.", "LA",
         "LU HA H10 BK BO", "LU", {"HA": "N-7", "H10": "N-7"}),
    Case("N-7 oft falsch: nur der König, und der König verliert",
         "Der Gegner spielt eine Farbe, in der du nur den König hast, und der König verliert. "
         "Du musst ihn trotzdem legen. Es ist verlockend, stattdessen mit einem kleinen Trumpf "
         "zu stechen – das ist eine Renonce.", "BA", "BK HU LA L10 AU", "BK",
         {"BK": "N-5", "HU": "N-7"}, {"BK": "follow_lower", "HU": "no_trump_instead"}),
    Case("N-5 oft falsch: die Farbe hoch und niedrig, die hohe muss es sein",
         "Du hast die Farbe zweimal, hoch und niedrig, und die hohe gewinnt. Dann musst du die "
         "hohe spielen: innerhalb der bedienten Farbe gilt Stichzwang, du darfst nicht mit der "
         "kleinen abtauchen.", "BK", "BA BU LA L10 AU", "BA", {"BA": "N-5", "BU": "N-5"},
         {"BA": "head", "BU": "must_head"}),
    Case("N-5 oft falsch: zwei Trümpfe, welcher ist frei",
         "Du hast die Farbe nicht und zwei Trümpfe. Trumpfen musst du, aber welcher Trumpf ist "
         "frei – hier hast du wieder eine Wahl, und meistens ist der kleinere richtig.", "BK",
         "HU HA LA L10 AU", "HU HA", {"HU": "N-5", "HA": "N-5"},
         {"HU": "trump", "HA": "trump", "LA": "must_trump"}),
    Case("N-5 die Regel zwingt die Kategorie, nicht die Karte",
         "Die Regel zwingt also nicht die Karte, sondern die Kategorie. Innerhalb der "
         "zulässigen Karten bleibt jede Entscheidung deine", "BU", "BA B10 BK HA LA",
         "BA B10 BK", {"BA": "N-5", "B10": "N-5", "BK": "N-5"}),
    Case("N-5 bei aufgebrauchtem Talon gilt derselbe Zwang",
         "Sobald der Talon aber zugedreht oder aufgebraucht ist, kippt das Spiel: Ab diesem "
         "Moment gelten Farbzwang und Stichzwang.", "AK", "AA HU", "AA",
         {"AA": "N-5", "HU": "N-7"}, talon="exhausted"),
    Case("N-5 FAQ: muss ich stechen, wenn ich kann? Ja",
         "Ja. Innerhalb der bedienten Farbe gilt Stichzwang: hast du eine höhere Karte dieser "
         "Farbe, musst du sie spielen.", "LO", "LK LU", "LK", {"LU": "N-5"},
         {"LU": "must_head"}, talon="exhausted"),
    Case("N-8 der Zwang betrifft nicht den Ausspielenden",
         "Der Zwang betrifft nur den zweiten Spieler im Stich, nicht den, der ausspielt.", "",
         "AK HU LA BU", "AK HU LA BU", {"AK": "N-8", "HU": "N-8"}),
    Case("N-5 mit Karo als Trumpf, französische Namen",
         "Hast du die Farbe nicht, aber Trumpf, musst du stechen.", "clubs-ace",
         "diamonds-jack spades-ace spades-10", "BU", {"BU": "N-5"}, trump="diamonds"),
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_source_example(case: Case) -> None:
    contract = parse_trump(case.trump)
    hand, trick = cards(case.hand), cards(case.trick)
    verdicts = judge_hand(hand, trick, contract, Talon(case.talon))
    assert [v.card for v in verdicts] == list(hand)
    legal = {SCHNAPSEN_DECK.code(c) for c in legal_cards(hand, trick, contract, Talon(case.talon))}
    assert legal == {SCHNAPSEN_DECK.code(c) for c in cards(case.legal)}, case.source
    by_code = {SCHNAPSEN_DECK.code(v.card): v for v in verdicts}
    for code, rule_id in case.rules.items():
        assert by_code[code].rule_id == rule_id, (code, case.source)
    for code, stage in case.cases.items():
        assert by_code[code].case == stage, (code, case.source)
