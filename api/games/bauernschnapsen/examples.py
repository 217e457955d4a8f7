"""Bauernschnapsen's named examples: each a permalink tied to a rule of section B and the
sentence of the rule text it shows, verbatim as the catalogue quotes it
(``api.games.examples`` collects every game's)."""

from __future__ import annotations

from api.games.bauernschnapsen.game_api import ROUND_EXAMPLE
from api.games.named_example import Example, titled

GAME = "bauernschnapsen"
W = f"/api/v1/{GAME}/legal-cards?"
T = f"/api/v1/{GAME}/trick?"

_EXAMPLES = (
    Example(f"{GAME}-head-partner", "Beat the trick, also against your partner", GAME, "B-9",
            "Hat ein Spieler nun die Möglichkeit, einen Stich - auch gegen seinen eigenen "
            "Mitspieler - zu machen, so muss er diesen machen.",
            W + "contract=normal:bells&hand=LA,LU,HK,BO&trick=LO,LK&lang=en"),
    Example(f"{GAME}-trump-wins", "Void: a trump only where it wins", GAME, "B-11",
            "Kann in der ausgespielten Farbe nicht bedient werden, muss Trumpf nur dann "
            "ausgespielt werden, wenn es den Stich bedeutet.",
            W + "contract=normal:hearts&hand=HK,HU,BA&trick=LA,HO"),
    Example(f"{GAME}-zehnerloch", "Zehnerloch: the Ten is highest", GAME, "B-16",
            "das Ass wird zur niedrigsten und die Zehn zur höchsten Karte",
            T + "contract=zehnerloch&trick=AA,A10,AK,LA&lang=en"),
    Example(f"{GAME}-bettler", "Bettler: the partner sits out", GAME, "B-13",
            "Der Partner setzt bei dem Spiel aus und der Ansager darf die erste Karte "
            "ausspielen.", f"/api/v1/{GAME}/rounds/check", ROUND_EXAMPLE),
)

EXAMPLES = titled(_EXAMPLES)
