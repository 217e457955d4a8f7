"""Every example sentence of the primary Jass texts [S000] and [S001] about legal play, as a
position with the verdicts it implies. In the Jass examples "Herz" is the French name of
Rosen (RULES.md R16), so "Herz ist Trumpf" is written trump:roses."""

from __future__ import annotations

import pytest

from rules.jass.deck import JASS_DECK
from rules.jass.legality import judge_hand, legal_cards
from tests.rules.jass.cases import LegalityCase, cards

S000_CASES = [
    LegalityCase(
        "J-L2 Schellen ausgespielt: die Schellen-Sechs muss bedient werden",
        "Spielt die Vorhand beispielsweise Schellen aus und du hältst eine Schellen-Sechs, "
        "musst du Schellen legen. Im Stich kann bereits eine höhere Schelle liegen.",
        "trump:roses", "B10 BK", "B6 R9 A7", "B6",
        {"B6": "J-L2", "R9": "J-L2", "A7": "J-L2"}),
    LegalityCase(
        "J-L3 Eicheln fehlen: Herz trumpfen oder Schellen abwerfen",
        "Die Vorhand spielt Eicheln aus. Du hältst keine Eicheln, aber Herz als Trumpf und "
        "eine Schellenkarte. Du darfst Herz trumpfen oder Schellen abwerfen.",
        "trump:roses", "A10", "R7 B8", "R7 B8", {"R7": "J-L3", "B8": "J-L3"}),
    LegalityCase(
        "J-L2 mit der Eicheln-Sechs muss bedient werden",
        "Hältst du eine Eicheln-Sechs, musst du die Eicheln-Sechs spielen.",
        "trump:roses", "A10", "A6 R7 B8", "A6", {"A6": "J-L2", "R7": "J-L2", "B8": "J-L2"}),
    LegalityCase(
        "J-L3 keine Schellen: der Herz-König darf trumpfen",
        "Angenommen, Herz ist Trumpf und die Vorhand spielt Schellen aus. Du hältst keine "
        "Schellen, aber den Herz-König. Dann darfst du den Herz-König spielen. Du darfst auch "
        "eine Karte einer anderen Nichttrumpffarbe abwerfen",
        "trump:roses", "B9", "RK A6", "RK A6", {"RK": "J-L3", "A6": "J-L3"}),
    LegalityCase(
        "J-L2 eine vorhandene Schelle ist zwingend",
        "Eine vorhandene Schelle würdest du dagegen zwingend spielen müssen.",
        "trump:roses", "B9", "RK B7", "B7", {"RK": "J-L2", "B7": "J-L2"}),
    LegalityCase(
        "J-L3 Herz-Nell und Eicheln-König sind beide erlaubt",
        "Herz ist Trumpf. Die Vorhand spielt Schellen aus. Du hast keine Schellen und hältst "
        "den Herz-Nell sowie den Eicheln-König. Der Herz-Nell ist erlaubt, weil dir Schellen "
        "fehlen. Der Eicheln-König ist ebenfalls möglich",
        "trump:roses", "B9", "R9 AK", "R9 AK", {"R9": "J-L3", "AK": "J-L3"}),
    LegalityCase(
        "J-L4 J-L5 Eicheln-Acht über Eicheln-Sieben, Eicheln-Sechs untertrumpft",
        "Trumpf ist Eicheln, und im Stich liegt die Eicheln-Sieben. Du hältst die Eicheln-Acht "
        "und die Eicheln-Sechs. Die Eicheln-Acht ist höher als die Eicheln-Sieben. Du musst "
        "deshalb die Eicheln-Acht spielen. Die Eicheln-Sechs wäre in dieser Situation ein "
        "unerlaubtes Untertrumpfen.",
        "trump:acorns", "R6 A7", "A8 A6", "A8", {"A8": "J-L5", "A6": "J-L4"}),
    LegalityCase(
        "J-L4 nur die Eicheln-Sechs unter dem Eicheln-Ober",
        "Im nächsten Beispiel liegt der Eicheln-Ober im Stich. Du hältst nur die Eicheln-Sechs "
        "und keine höhere Trumpfkarte. Dann darfst du die Eicheln-Sechs legen.",
        "trump:acorns", "R6 AO", "A6", "A6", {"A6": "J-L4"}),
    LegalityCase(
        "J-L4 kein höherer Trumpf: tiefer Trumpf erlaubt, auch neben Nichttrumpf",
        "Ohne abweichende Vereinbarung gilt: Höherer Trumpf vorhanden bedeutet überstechen; "
        "kein höherer Trumpf vorhanden bedeutet tiefer Trumpf erlaubt.",
        "trump:acorns", "R6 AO", "A6 B7", "A6 B7", {"A6": "J-L4", "B7": "J-L9"}),
    LegalityCase(
        "J-L6 Schellen-Puur bleibt, Eicheln-König wird abgeworfen",
        "Trumpf ist Schellen, und die Vorhand spielt Rosen aus. Du hältst keine Rosen, aber "
        "den Schellen-Puur und den Eicheln-König. Du darfst den Eicheln-König abwerfen, sofern "
        "diese Karte nach der geltenden Spielregel zulässig ist. Der Puur muss nicht in den "
        "Stich gelegt werden.",
        "trump:bells", "R6", "BU AK", "BU AK", {"BU": "J-L6", "AK": "J-L3"}),
    LegalityCase(
        "J-L6 Herz-Puur, Herz-Sechs, Schellen-Acht: der Puur muss nicht gespielt werden",
        "Herz ist Trumpf. Eicheln werden ausgespielt. Du hast keine Eicheln, aber den "
        "Herz-Puur, den Herz-Sechs und die Schellen-Acht. Der Puur muss nicht gespielt werden.",
        "trump:roses", "A9", "RU R6 B8", "RU R6 B8",
        {"RU": "J-L6", "R6": "J-L3", "B8": "J-L3"}),
    LegalityCase(
        "J-L10 Herz-Sechs unter einem höheren Trumpf, Puur in der Hand",
        "Falls du Herz-Sechs spielen willst und bereits ein höherer Trumpf im Stich liegt, "
        "musst du zusätzlich die Untertrumpfregel prüfen.",
        "trump:roses", "A9 R10", "RU R6 B8", "RU B8",
        {"RU": "J-L6", "R6": "J-L10", "B8": "J-L9"}),
    LegalityCase(
        "J-L5 der Eicheln-Nell muss über die Eicheln-Acht",
        "Eicheln sind Trumpf, und die Vorhand spielt Rosen aus. Du hältst keine Rosen. Im "
        "Stich liegt bereits der Eicheln-Acht. Du besitzt den Eicheln-Nell und den "
        "Eicheln-Sechs. Der Nell ist höher als die Acht und muss gespielt werden.",
        "trump:acorns", "R6 A8", "A9 A6", "A9", {"A9": "J-L5", "A6": "J-L4"}),
    LegalityCase(
        "J-L4 nur die Eicheln-Sechs unter der Eicheln-Acht",
        "Besitzt du nur den Eicheln-Sechs, darfst du die Sechs legen.",
        "trump:acorns", "R6 A8", "A6", "A6", {"A6": "J-L4"}),
    LegalityCase(
        "J-L6 der Puur darf zurückgehalten werden",
        "Besitzt du den Puur und eine andere zulässige Karte, darfst du den Puur zurückhalten.",
        "trump:acorns", "R6 A8", "AU B7", "AU B7", {"AU": "J-L6", "B7": "J-L9"}),
    LegalityCase(
        "J-L2 Schellen-Sechs statt Trumpf-Puur",
        "Die Vorhand spielt Schellen aus. Du hältst die Schellen-Sechs und den Trumpf-Puur. Du "
        "musst Schellen-Sechs spielen. Der Puur darf nicht freiwillig an die Stelle einer "
        "vorhandenen Karte der ausgespielten Farbe treten.",
        "trump:roses", "B9", "B6 RU", "B6", {"B6": "J-L2", "RU": "J-L2"}),
    LegalityCase(
        "J-L2 ein Trumpf ist nicht erlaubt, selbst wenn er sicher gewinnen würde",
        "Findest du eine, musst du eine Karte dieser Farbe legen. Du darfst zwischen deinen "
        "Karten dieser Farbe wählen. Ein Trumpf ist in diesem Fall nicht erlaubt, selbst wenn "
        "er den Stich sicher gewinnen würde.",
        "trump:roses", "B6", "B7 BA RU R9", "B7 BA",
        {"B7": "J-L2", "BA": "J-L2", "RU": "J-L2", "R9": "J-L2"}),
    LegalityCase(
        "J-L5 Eicheln-Acht übersticht die Eicheln-Sieben (Streitfall)",
        "Trumpf ist Eicheln, und im Stich liegt die Eicheln-Sieben. Du hältst Eicheln-Acht und "
        "Eicheln-Sechs. Die Acht muss gespielt werden, weil sie die Sieben übersticht. Hältst "
        "du nur Eicheln-Sechs und keinen höheren Trumpf, darfst du die Sechs legen.",
        "trump:acorns", "B6 A7", "A8 A6", "A8", {"A8": "J-L5", "A6": "J-L4"}),
    LegalityCase(
        "J-L8 Farbzwang bei Obenabe",
        "Bei Obenabe und Undenufe gibt es keinen Trumpf. Der Farbzwang bleibt trotzdem "
        "bestehen. Spielt eine Person eine Farbe aus, musst du diese Farbe bedienen, wenn du "
        "sie auf der Hand hast.",
        "obenabe", "R6", "R7 AA SU", "R7", {"R7": "J-L8", "AA": "J-L8", "SU": "J-L8"}),
    LegalityCase(
        "J-L8 Farbzwang in Undenufe",
        "Der Farbzwang bleibt auch in Undenufe bestehen. Du musst die ausgespielte Farbe "
        "bedienen, wenn du sie besitzt. Einen Trumpf gibt es in Undenufe nicht.",
        "undenufe", "S10", "SA S6 B6", "SA S6", {"SA": "J-L8", "S6": "J-L8", "B6": "J-L8"}),
    LegalityCase(
        "J-L8 kein Untertrumpfen und keine Puur-Ausnahme bei Obenabe",
        "Bei Obenabe und Undenufe gibt es keinen Trumpf. Deshalb gibt es dort auch kein "
        "Untertrumpfen und keine Puur-Ausnahme.",
        "obenabe", "R6 BA", "AU A6 S9", "AU A6 S9", {"AU": "J-L8", "A6": "J-L8", "S9": "J-L8"}),
    LegalityCase(
        "J-L7 bei Trumpf-Ausspiel gibt es keinen Überstechzwang",
        "Besitzt du die ausgespielte Farbe, musst du diese Farbe bedienen. Erst wenn die Farbe "
        "fehlt, wird die Untertrumpfregel relevant.",
        "trump:acorns", "A7", "A8 A6 R6", "A8 A6", {"A8": "J-L7", "A6": "J-L7", "R6": "J-L7"}),
    LegalityCase(
        "J-L7 der Nell ist keine Ausnahme",
        "Ist der Nell beim Untertrumpfen eine Ausnahme? Nein. Der Nell gehört zur normalen "
        "Trumpfrangfolge und steht unter dem Puur. Die besondere Ausnahme gilt für den Puur, "
        "nicht für den Nell.",
        "trump:acorns", "A6", "A9 B7", "A9", {"A9": "J-L7", "B7": "J-L7"}),
    LegalityCase(
        "J-L6 R2 der Puur als einziger Trumpf bei Trumpf-Ausspiel",
        "Der Puur ist von der Pflicht zum Trumpfen ausgenommen. Du darfst ihn behalten und eine "
        "andere zulässige Karte spielen.",
        "trump:acorns", "A6", "AU B7 R8", "AU B7 R8", {"AU": "J-L6", "B7": "J-L6", "R8": "J-L6"}),
    LegalityCase(
        "J-L2 FAQ: keine andere Farbe, wenn die ausgespielte vorhanden ist",
        "Darf ich eine andere Farbe spielen, wenn ich die ausgespielte Farbe besitze? Nein. "
        "Eine vorhandene Karte der ausgespielten Farbe verpflichtet dich zum Bedienen. Du "
        "darfst weder eine andere Farbe abwerfen noch freiwillig trumpfen.",
        "trump:shields", "R10", "RA S6 B6", "RA", {"RA": "J-L2", "S6": "J-L2", "B6": "J-L2"}),
    LegalityCase(
        "J-L4 FAQ: tieferer Trumpf, wenn man nicht überstechen kann",
        "Ein tieferer Trumpf ist erlaubt, wenn die ausgespielte Farbe fehlt und bereits ein "
        "Trumpf im Stich liegt, den du nicht überstechen kannst.",
        "trump:shields", "R10 SU", "S9 SA B6", "S9 SA B6",
        {"S9": "J-L4", "SA": "J-L4", "B6": "J-L9"}),
    LegalityCase(
        "J-L1 die Vorhand spielt den ersten Stich aus",
        "Die Vorhand ist die Person rechts vom Geber. Sie wählt den Vertrag und spielt die "
        "erste Karte aus.",
        "trump:roses", "", "R6 RU A9 BA SK S7 B8 AO R10", "R6 RU A9 BA SK S7 B8 AO R10",
        {"RU": "J-L1", "B8": "J-L1"}),
]

S001_CASES = [
    LegalityCase(
        "J-L2 wer die ausgespielte Farbe hat, muss bedienen",
        "Wer die ausgespielte Farbe auf der Hand hat, muss sie bedienen.",
        "trump:bells", "AK", "A6 B6 RA", "A6", {"A6": "J-L2", "B6": "J-L2", "RA": "J-L2"}),
    LegalityCase(
        "J-L3 wer nicht bedienen kann, spielt eine andere Karte",
        "Wer nicht bedienen kann, spielt eine andere Karte nach den Regeln des gewählten "
        "Vertrags.",
        "trump:bells", "AK", "B6 RA", "B6 RA", {"B6": "J-L3", "RA": "J-L3"}),
    LegalityCase(
        "J-L8 Undenufe ohne die ausgespielte Farbe: jede Karte",
        "Bei Obenabe und Undenufe gibt es keine Trumpffarbe; dort gilt die jeweilige "
        "Rangfolge des Vertrags.",
        "undenufe", "AK", "B6 RA", "B6 RA", {"B6": "J-L8", "RA": "J-L8"}),
]


@pytest.mark.parametrize("case", S000_CASES + S001_CASES, ids=lambda c: c.id)
def test_source_example(case: LegalityCase) -> None:
    hand, trick, contract, ruleset = case.parsed
    verdicts = judge_hand(hand, trick, contract, ruleset)
    assert [v.card for v in verdicts] == list(hand)
    assert {JASS_DECK.code(c) for c in legal_cards(hand, trick, contract, ruleset)} == set(
        case.legal.split())
    decided_by = {JASS_DECK.code(v.card): v.rule_id for v in verdicts}
    for code, rule_id in case.rules.items():
        assert decided_by[code] == rule_id, f"{code}: {case.source}"


def test_every_case_names_a_source_sentence() -> None:
    for case in S000_CASES + S001_CASES:
        assert case.source
        assert case.id.split()[0].startswith("J-L")
        assert set(case.legal.split()) <= set(case.hand.split())
        assert cards(case.hand)
