"""Differenzler's named examples: each a permalink tied to a rule of section JD and the
sentence of the rule text it shows (``api.games.examples`` collects every game's)."""

from __future__ import annotations

from api.games.differenzler.game_api import ROUND_EXAMPLE
from api.games.named_example import Example, titled

GAME = "differenzler"
D = f"/api/v1/{GAME}/legal-cards?"

_EXAMPLES = (
    Example(f"{GAME}-trump-instead", "Trumping instead of following suit", GAME, "JD-L2",
            "Es darf jederzeit einen Trumpf gespielt werden anstatt Farbe zu bekennen.",
            D + "contract=trump:roses&hand=B7,R6,A10&trick=BK"),
    Example(f"{GAME}-undertrump-void", "Void: undertrumping is allowed", GAME, "JD-L3",
            "Wer keine Karte der ausgespielten Farbe hat, darf irgendeine Karte spielen "
            "(Untertrumpfen ist in diesem Fall erlaubt).",
            D + "contract=trump:roses&hand=R6,A10&trick=BK,R9&lang=en"),
    Example(f"{GAME}-jassverzeichnis", "Jassverzeichnis: no lower trump while holding the "
            "led suit", GAME, "JD-V1", "Besitzt man von der ausgespielten Farbe noch "
            "mindestens eine Karte, darf nicht untertrumpft werden.",
            D + "contract=trump:roses&hand=B7,R6&trick=BK,R8&ruleset=jassverzeichnis&lang=en"),
    Example(f"{GAME}-trump-led", "Trump led: a trump must be played", GAME, "JD-L4",
            "Wurde die Trumpffarbe ausgespielt, dann muss ebenfalls eine Trumpfkarte "
            "gespielt werden.", D + "contract=trump:roses&hand=R6,B7&trick=RK&lang=fr"),
    Example(f"{GAME}-puur-alone", "Trump led, the Puur is the only trump", GAME, "JD-L4",
            "Wer neben dem Trumpf-Bauer/Trumpf-Under keine andere Trumpfkarte mehr besitzt, "
            "darf statt des Trumpf-Bauer/Trumpf-Under auch jede andere Karte spielen",
            D + "contract=trump:roses&hand=RU,B7&trick=R6"),
    Example(f"{GAME}-round", "A whole round: trumping instead of following", GAME, "JD-L2",
            "Es darf jederzeit einen Trumpf gespielt werden anstatt Farbe zu bekennen.",
            f"/api/v1/{GAME}/rounds/check", ROUND_EXAMPLE),
)

EXAMPLES = titled(_EXAMPLES)
