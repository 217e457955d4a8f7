"""Watten's named examples: each a permalink tied to a rule of section W and the sentence of
the rule text it shows, verbatim as shared/RULES-watten.md quotes it (``api.games.examples``
collects every game's)."""

from __future__ import annotations

from api.games.named_example import Example, titled
from api.games.watten.game_api import ROUND_EXAMPLE

GAME = "watten"
W = f"/api/v1/{GAME}/legal-cards?"
T = f"/api/v1/{GAME}/trick?"

_EXAMPLES = (
    Example(f"{GAME}-no-duty", "A plain card led: play what you like", GAME, "W-12",
            "Man kann also immer eine Karte seiner Wahl spielen.",
            W + "contract=under:hearts&hand=AK,H8,L9&trick=A9"),
    Example(f"{GAME}-trump-led", "Trump led: a trump must follow, not the Rechter", GAME,
            "W-14", "wenn Trumpf ausgespielt wird, muss man ein Trumpf zugeben, egal ob "
            "niedriger oder zum „Auffistechen“ („Hinaufstechen“) höher.",
            W + "contract=under:hearts&hand=HU,H8,LK&trick=H9&lang=en"),
    Example(f"{GAME}-rechter-exempt", "The Rechter alone need not be played", GAME, "W-15",
            "Eine Ausnahme stellt der Rechte dar, der muss nicht ins Spiel gebracht werden, "
            "sollte Trumpf gefordert sein.",
            W + "contract=under:hearts&hand=HU,LK,A8&trick=H9"),
    Example(f"{GAME}-weli-trump", "Tirol: the Weli is always a trump", GAME, "RW3",
            "Gespielt wird mit 33 Karten, der Weli ist überall Trumpf.",
            W + "contract=ober:leaves&hand=B6,HK&trick=L9&lang=fr"),
    Example(f"{GAME}-bayern-rechter-led", "Bavaria: only the Rechter led demands trump",
            GAME, "W-14B", "Der \"Rechte\" wird als erste Karte gespielt und nicht von einem "
            "Kritischen gestochen. Ist dies der Fall, dann müssen alle Spieler in dieser "
            "Runde Trumpf zugeben.",
            W + "contract=7:acorns&ruleset=bayern&hand=L7,A9,HA&trick=A7&lang=en"),
    Example(f"{GAME}-first-blinde", "Two Blinde: the first played wins", GAME, "W-6",
            "Sie haben keine Reihenfolge, im Zweifelsfall zählt die Karte, die als erstes "
            "gespielt wurde.", T + "contract=under:hearts&trick=LU,HA,AU,L10&lang=en"),
    Example(f"{GAME}-three-tricks", "Three tricks end the round, a raise held", GAME,
            "W-18", "Das Team, das zuerst drei Stiche macht, gewinnt die Runde",
            f"/api/v1/{GAME}/rounds/check", ROUND_EXAMPLE),
)

EXAMPLES = titled(_EXAMPLES)
