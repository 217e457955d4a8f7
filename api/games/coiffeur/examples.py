"""Coiffeur's named examples: each a permalink tied to a rule of section JC (or the Schieber
rule a trump row plays) and the sentence of the rule text it shows (``api.games.examples``
collects every game's)."""

from __future__ import annotations

from api.games.coiffeur.game_api import ROUND_EXAMPLE
from api.games.named_example import Example, titled

GAME = "coiffeur"
L = f"/api/v1/{GAME}/legal-cards?"
T = f"/api/v1/{GAME}/trick?"

_EXAMPLES = (
    Example(f"{GAME}-slalom-farbzwang", "Slalom: you must still follow suit", GAME, "JC-L2",
            "Wer eine Karte der ausgespielten Farbe besitzt, muss diese Farbe spielen.",
            L + "contract=slalom:obenabe&hand=B6,R9,A7,BA&trick=B10,BK"),
    Example(f"{GAME}-slalom-second-trick", "Slalom Obenabe: in the second trick the Six wins",
            GAME, "JC-W1", "Beim Slalom-Obenabe wird der erste Stich Obenabe gespielt.",
            T + "contract=slalom:obenabe&trick=BK,B6,BA,AK&trick_number=2&lang=en"),
    Example(f"{GAME}-guschti-sixth-trick", "Guschti Obenabe: Undenufe from the sixth trick",
            GAME, "JC-W1", "Beim Slalom-Obenabe wird der erste Stich Obenabe gespielt. Beim "
            "Slalom-Undenufe wird hingegen mit Undenufe begonnen.",
            T + "contract=guschti:obenabe&trick=R10,R7,RA,S6&trick_number=6&lang=fr"),
    Example(f"{GAME}-trump-row", "A trump row: the Puur may be kept back", GAME, "J-L6",
            "Der Puur ist von der Pflicht zum Trumpfen ausgenommen.",
            L + "contract=trump:bells&hand=BU,AK&trick=R6&lang=en"),
    Example(f"{GAME}-round-slalom", "A whole round of Slalom, each trick in its direction",
            GAME, "JC-W1", "Beim Slalom-Obenabe wird der erste Stich Obenabe gespielt.",
            f"/api/v1/{GAME}/rounds/check", ROUND_EXAMPLE),
)

EXAMPLES = titled(_EXAMPLES)
