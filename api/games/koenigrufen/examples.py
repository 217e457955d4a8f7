"""Königrufen's named examples: each a permalink tied to a rule of section T and the sentence
of the rule text it shows, verbatim as the catalogue quotes it (``api.games.examples``
collects every game's)."""

from __future__ import annotations

from api.games.koenigrufen.game_api import ROUND_EXAMPLE
from api.games.named_example import Example, titled

GAME = "koenigrufen"
W = f"/api/v1/{GAME}/legal-cards?"
T = f"/api/v1/{GAME}/trick?"

_EXAMPLES = (
    Example(f"{GAME}-piccolo-red-pips", "Piccolo: beat the 3 of Hearts, and in red 1 beats 4", GAME,
            "T-23", "bei Negativspielen auch Stichzwang",
            W + "contract=piccolo&hand=H2,H4,H1&trick=H3"),
    Example(f"{GAME}-tarockzwang", "Void in the led suit: play a Tarock", GAME, "T-21",
            "Hat man eine ausgespielte Farbe nicht mehr im Blatt, so muss mit Tarock "
            "gestochen werden", W + "contract=rufer:hearts&hand=T5,S7,C8&trick=D1&lang=en"),
    Example(f"{GAME}-pagat-last", "Piccolo: the Pagat only as the last Tarock", GAME, "T-25",
            "In the negative games the Pagat may be led or played only as the last Tarock "
            "in hand.", W + "contract=piccolo&hand=T1,T7,H2&trick=C7&lang=en"),
    Example(f"{GAME}-farben-lead", "Farbenspiel: no Tarock lead while holding a suit card",
            GAME, "T-26", "In the Farbenspiele a Tarock may be led only by a player holding "
            "no suit card; Farb- and Tarockzwang stay.",
            W + "contract=farbensolo&hand=T15,SK,C8&lang=fr"),
    Example(f"{GAME}-trull", "Sküs, Mond and Pagat in one trick: no Kaiserstich", GAME,
            "T-5", "Es gibt weder Kaiserstich noch Fänge.",
            T + "contract=rufer:hearts&trick=HK,T1,TS,T21&lang=en"),
    Example(f"{GAME}-farben-trick", "Farbenspiel: a Tarock does not trump", GAME, "T-13",
            "In the Farbenspiele Tarocks do not trump: the highest card of the led suit "
            "wins.", T + "contract=farbendreier&trick=S8,T20,SK,S7&lang=de"),
    Example(f"{GAME}-round", "A Rufer, trick by trick", GAME, "T-28",
            "Vorhand leads in every positive game, the declarer in the negative games; "
            "afterwards the trick's winner.", f"/api/v1/{GAME}/rounds/check", ROUND_EXAMPLE),
)

EXAMPLES = titled(_EXAMPLES)
