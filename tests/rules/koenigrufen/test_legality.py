"""Which cards may be played (T-20 … T-27, RT5 … RT7), case by case: each case names its rule
and quotes the sentence of the rule text it rests on (the catalogue's quote, or its statement
where the rule is our reading)."""

from __future__ import annotations

import pytest

from rules.koenigrufen.catalogue import KOENIGRUFEN_RULES
from tests.rules.koenigrufen.helpers import verdicts

FARBZWANG = "Es gilt Farb- und Tarockzwang"
TAROCKZWANG = ("Hat man eine ausgespielte Farbe nicht mehr im Blatt, so muss mit Tarock "
               "gestochen werden")
FREE = "If one hasn't Tarock he can play what he wants"
STICHZWANG = "bei Negativspielen auch Stichzwang"
PAGAT_LAST = ("In the negative games the Pagat may be led or played only as the last Tarock in "
              "hand.")
NO_TAROCK_LEAD = ("In the Farbenspiele a Tarock may be led only by a player holding no suit "
                  "card; Farb- and Tarockzwang stay.")
# (rule, quote, contract, hand, trick, card, legal, case)
CASES = [
    ("T-20", FARBZWANG, "rufer:hearts", "H2,S7", "H3", "S7", False, "must_follow"),
    ("T-20", FARBZWANG, "rufer:hearts", "T5,S7", "T9", "S7", False, "must_follow"),
    ("T-20", FARBZWANG, "rufer:hearts", "T5,S7", "T9", "T5", True, "follows"),
    ("T-21", TAROCKZWANG, "rufer:hearts", "T5,S7", "D1", "S7", False, "must_tarock"),
    ("T-21", TAROCKZWANG, "farbendreier", "T5,S7", "D1", "T5", True, "tarock_powerless"),
    ("T-22", FREE, "rufer:hearts", "S7,C8", "D1", "C8", True, "free"),
    # T-24: no duty to beat in a positive game: the low Herz follows as well as the high.
    ("T-24", "ohne Stichzwang bei den positiven Spielen", "dreier", "HK,H4", "HQ", "H4", True,
     "follows"),
    ("T-23", STICHZWANG, "bettel", "H2,H4,H1", "H3", "H4", False, "must_beat_red"),
    ("T-23", STICHZWANG, "bettel", "H2,H4,H1", "H3", "H1", True, "beats"),
    ("T-23", STICHZWANG, "piccolo", "SK,S7", "SQ", "S7", False, "must_beat"),
    ("T-23", STICHZWANG, "piccolo", "S7,S8", "SQ", "S8", True, "cannot_beat"),
    # RT5: a Tarock heading a suit trick frees the suit.
    ("T-23", STICHZWANG, "bettel", "D4,DK", "D3,T4", "D4", True, "cannot_beat"),
    # RT5: void with Tarocks, a Tarock lies: a higher one if held.
    ("T-23", STICHZWANG, "bettel", "T5,T12,S7", "D2,T9", "T5", False, "must_beat"),
    ("T-23", STICHZWANG, "bettel", "T5,T12,S7", "D2,T9", "T12", True, "beats"),
    ("T-25", PAGAT_LAST, "piccolo", "T1,T7,H2", "C7", "T1", False, "pagat_not_last"),
    ("T-25", PAGAT_LAST, "piccolo", "T1,H2", "C7", "T1", True, "pagat_last"),
    ("T-25", PAGAT_LAST, "bettel", "T1,T2,H2", "", "T1", False, "pagat_not_last"),
    ("T-26", NO_TAROCK_LEAD, "farbensolo", "T15,SK,C8", "", "T15", False, "no_tarock_lead"),
    ("T-26", NO_TAROCK_LEAD, "farbendreier", "T15,T3", "", "T3", True, "only_tarocks"),
    ("T-27", "Trischaken: Farb-, Tarock- and Stichzwang and the Pagat rule; the leader may "
     "lead anything.", "trischaken", "T5,H2", "", "T5", True, "lead"),
    ("T-22", FREE, "dreier", "T1,T2,HK", "", "T1", True, "lead"),
]


@pytest.mark.parametrize(("rule", "quote", "slug", "hand", "trick", "card", "legal", "case"),
                         CASES, ids=[f"{c[0]}-{c[2]}-{c[5]}" for c in CASES])
def test_verdict(rule: str, quote: str, slug: str, hand: str, trick: str, card: str,
                 legal: bool, case: str) -> None:
    assert quote == KOENIGRUFEN_RULES[rule].quote
    found = verdicts(slug, hand, trick)[card]
    # T-24 states an absence: the verdict cites the duty that does apply (T-20).
    assert found == (legal, "T-20" if rule == "T-24" else rule, case)
