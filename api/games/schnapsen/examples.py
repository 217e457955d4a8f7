"""Schnapsen's named examples: each a permalink tied to a rule and the sentence of the rule
text it shows (``api.games.examples`` collects every game's)."""

from __future__ import annotations

from api.games.named_example import Example, titled
from api.games.schnapsen.game_api import ROUND_EXAMPLE

N = "/api/v1/schnapsen/legal-cards?"

_EXAMPLES = (
    Example("schnapsen-free-play", "Talon open: free play", "schnapsen", "N-4",
            "Solange der Talon offen ist, ist Schnapsen ein freies Spiel",
            N + "contract=hearts&hand=AK,HU,LA,BU,BO&trick=AA&talon=open"),
    Example("schnapsen-stage-1", "Stage 1: head the trick", "schnapsen", "N-5",
            "Hast du eine höhere Karte der ausgespielten Farbe, musst du sie spielen.",
            N + "contract=hearts&hand=AA,AU,HU,LA,B10&trick=AK&talon=closed"),
    Example("schnapsen-stage-2", "Stage 2: follow lower", "schnapsen", "N-5",
            "Hast du die Farbe nur niedriger, musst du eine dieser Karten zugeben – auch wenn "
            "du damit den Stich verlierst.",
            N + "contract=hearts&hand=AK,AU,HU,LA,B10&trick=AA&talon=closed"),
    Example("schnapsen-stage-3", "Stage 3: trump", "schnapsen", "N-5",
            "Hast du die Farbe nicht, aber Trumpf, musst du stechen.",
            N + "contract=hearts&hand=HU,HA,LA,L10,BK&trick=AK&talon=closed&lang=en"),
    Example("schnapsen-stage-4", "Stage 4: anything", "schnapsen", "N-5",
            "Erst wenn du weder die ausgespielte Farbe noch einen Trumpf hast, darfst du "
            "irgendeine Karte spielen.",
            N + "contract=hearts&hand=LA,L10,BK,BO,LU&trick=AA&talon=exhausted"),
    Example("schnapsen-only-the-king", "Only the King, and it loses", "schnapsen", "N-7",
            "Du musst ihn trotzdem legen. Es ist verlockend, stattdessen mit einem kleinen "
            "Trumpf zu stechen – das ist eine Renonce.",
            N + "contract=hearts&hand=BK,HU,LA,L10,AU&trick=BA&talon=closed"),
    Example("schnapsen-trump-led", "Trump led: beat it if you can", "schnapsen", "N-6",
            "Wird Trumpf ausgespielt, gilt dasselbe innerhalb der Trumpffarbe",
            N + "contract=hearts&hand=HA,HU,LA,B10,BU&trick=HK&talon=closed"),
    Example("schnapsen-leader-actions", "On lead: marriage, exchange, closing", "schnapsen",
            "R8", "Ist nur mehr eine Karte im Kartenstapel, ist kein Austauschen mehr möglich.",
            N + "contract=hearts&hand=HK,HO,HU,LA,B10&talon=open&talon_cards=6&trump_card=HA"
            "&lang=en"),
    Example("schnapsen-trick", "A trump takes the Ace", "schnapsen", "N-3",
            "a trick is taken by the highest card of the suit led, or by the highest trump if "
            "any is played.", "/api/v1/schnapsen/trick?contract=hearts&trick=AA,HU"),
    Example("schnapsen-round-closed", "A whole hand: closed in mid-hand, the stages after",
            "schnapsen", "N-5", "Die erste Stufe, die auf seine Hand zutrifft, gilt – und "
            "lässt ihm keine Wahl mehr", "/api/v1/schnapsen/rounds/check", ROUND_EXAMPLE),
)

EXAMPLES = titled(_EXAMPLES)
