"""Sechsundsechzig's named examples: each a permalink tied to a rule of section M and the
sentence of the rule text it shows, verbatim as shared/RULES-66.md quotes it
(``api.games.examples`` collects every game's)."""

from __future__ import annotations

from api.games.named_example import Example, titled
from api.games.sechsundsechzig.game_api import ROUND_EXAMPLE

GAME = "sechsundsechzig"
M = f"/api/v1/{GAME}/legal-cards?"

_EXAMPLES = (
    Example(f"{GAME}-free-play", "Talon open: free play", GAME, "M-4",
            "Nur solange der Talon nicht aufgebraucht ist, braucht keine Farbe bedient "
            "(bekannt) zu werden.",
            M + "contract=hearts&hand=AK,H9,LA,BU,BO,L9&trick=AA&talon=open"),
    Example(f"{GAME}-stage-1", "Stage 1: win the trick in the suit led", GAME, "M-5",
            "players must follow suit and they must win the trick if they can",
            M + "contract=hearts&hand=AA,A9,H9,LA,B10&trick=AK&talon=closed&lang=en"),
    Example(f"{GAME}-stage-2", "Stage 2: follow suit lower", GAME, "M-5",
            "Nach dem sechsten Stich ist der Talon aufgebraucht und es muss Farbe bedient "
            "werden.",
            M + "contract=hearts&hand=AK,A9,H9,LA,B10&trick=AA&talon=exhausted"),
    Example(f"{GAME}-stage-3", "Stage 3: trump", GAME, "M-5",
            "Ist bedienen nicht möglich, muss man eine Trumpfkarte spielen.",
            M + "contract=hearts&hand=H9,HA,LA,L10,BK&trick=AK&talon=closed"),
    Example(f"{GAME}-stage-4", "Stage 4: anything", GAME, "M-5",
            "… nur wenn beides nicht möglich ist darf auch eine andere Farbe gespielt werden.",
            M + "contract=hearts&hand=LA,L10,BK,BO,L9&trick=AA&talon=exhausted&lang=fr"),
    Example(f"{GAME}-trump-led", "Trump led: beat it if you can", GAME, "M-6",
            "Man kann in der ausgespielten Farbe und mit Trumpf überstechen.",
            M + "contract=hearts&hand=HA,H9,LA,B10,BU&trick=HK&talon=closed"),
    Example(f"{GAME}-follow-before-trumping", "Only the King, and it loses", GAME, "M-7",
            "Ist bedienen nicht möglich, muss man eine Trumpfkarte spielen.",
            M + "contract=hearts&hand=BK,H9,LA,L10,AU&trick=BA&talon=closed&lang=en"),
    Example(f"{GAME}-no-marriage-after-closing", "Closed: no more marriages", GAME, "M-12",
            "You also can't score for marriages in sixty six after the stack is closed or "
            "empty, unlike in schnapsen.",
            M + "contract=hearts&hand=HK,HO,LA,B10&talon=closed&lang=en"),
    Example(f"{GAME}-nine-needs-a-trick", "The trump Nine: no exchange without a trick", GAME,
            "M-13", "Either player holding the nine of trumps may exchange it for a higher "
            "trump card at any time provided they have previously won a trick, unless the "
            "nine is the last card in the stock.",
            M + "contract=hearts&hand=H9,HK,HO,LA,B10,A9&talon=open&talon_cards=12"
            "&trump_card=HA&won_a_trick=false"),
    Example(f"{GAME}-trick", "The Ten takes the King", GAME, "M-3",
            "Der Stich gehört dem, der die höhere Karte in der ausgespielten Farbe oder Trumpf "
            "gespielt hat.", f"/api/v1/{GAME}/trick?contract=hearts&trick=AK,A10&lang=fr"),
    Example(f"{GAME}-round-nine-exchanged", "A whole hand: 40 announced, the trump Nine "
            "exchanged, then closed", GAME, "M-14", "Either player may close (end the game), "
            "when they have the lead, either before or after drawing, by turning down the "
            "trump card.",
            f"/api/v1/{GAME}/rounds/check", ROUND_EXAMPLE),
)

EXAMPLES = titled(_EXAMPLES)
