"""Schieber Jass's named examples: each a permalink tied to a rule and the sentence of the rule
text it shows (``api.games.examples`` collects every game's)."""

from __future__ import annotations

from api.games.jass.game_api import ROUND_EXAMPLE, SEEN_ROUND_EXAMPLE
from api.games.named_example import Example, titled

J = "/api/v1/jass/legal-cards?"
# A finished Schieber round, the hands read from its 36 plays: the count adds up to 157.
JASS_FINISHED_ROUND = {
    "contract": {"type": "trump", "trump": "bells"}, "leader": 1, "lang": "en",
    "plays": ["BU", "B9", "BK", "B6", "A10", "A9", "AK", "AA", "SA", "SK", "S10", "S8", "S9",
              "S6", "RK", "SO", "SU", "S7", "RU", "AU", "R8", "R7", "R9", "R6", "AO", "BO",
              "A7", "B7", "B8", "RO", "B10", "A6", "RA", "A8", "BA", "R10"]}

_EXAMPLES = (
    Example("jass-farbzwang", "Follow suit: the Six of Bells", "jass", "J-L2",
            "Spielt die Vorhand beispielsweise Schellen aus und du hältst eine Schellen-Sechs, "
            "musst du Schellen legen.", J + "contract=trump:roses&hand=B6,R9,A7&trick=B10,BK"),
    Example("jass-trump-or-discard", "Void: trump or discard", "jass", "J-L3",
            "Du darfst Herz trumpfen oder Schellen abwerfen.",
            J + "contract=trump:roses&hand=R7,B8&trick=A10"),
    Example("jass-must-overtrump", "The Eight of Acorns over the Seven", "jass", "J-L5",
            "Du musst deshalb die Eicheln-Acht spielen.",
            J + "contract=trump:acorns&hand=A8,A6&trick=R6,A7"),
    Example("jass-undertrump-allowed", "No higher trump: a lower one is allowed", "jass",
            "J-L4", "Du hältst nur die Eicheln-Sechs und keine höhere Trumpfkarte. Dann darfst "
            "du die Eicheln-Sechs legen.", J + "contract=trump:acorns&hand=A6&trick=R6,AO"),
    Example("jass-puur-kept-back", "The Puur may be kept back", "jass", "J-L6",
            "Du darfst den Eicheln-König abwerfen ... Der Puur muss nicht in den Stich gelegt "
            "werden.", J + "contract=trump:bells&hand=BU,AK&trick=R6&lang=en"),
    Example("jass-puur-not-instead", "The Puur may not replace the led suit", "jass", "J-L2",
            "Der Puur darf nicht freiwillig an die Stelle einer vorhandenen Karte der "
            "ausgespielten Farbe treten.", J + "contract=trump:roses&hand=B6,RU&trick=B9"),
    Example("jass-puur-counts-higher", "Holding the Puur, no undertrumping", "jass", "J-L10",
            "Falls du Herz-Sechs spielen willst und bereits ein höherer Trumpf im Stich liegt, "
            "musst du zusätzlich die Untertrumpfregel prüfen.",
            J + "contract=trump:roses&hand=RU,R6,B8&trick=A9,R10"),
    Example("jass-nell-must", "The Nell must beat the Eight", "jass", "J-L5",
            "Der Nell ist höher als die Acht und muss gespielt werden.",
            J + "contract=trump:acorns&hand=A9,A6&trick=R6,A8"),
    Example("jass-puur-alone-trump-lead", "Trump led, the Puur is the only trump", "jass",
            "J-L6", "Der Puur ist von der Pflicht zum Trumpfen ausgenommen.",
            J + "contract=trump:acorns&hand=AU,B7,R8&trick=A6&lang=fr"),
    Example("jass-obenabe-farbzwang", "Obenabe: you must still follow suit", "jass", "J-L8",
            "Bei Obenabe und Undenufe gibt es keinen Trumpf. Der Farbzwang bleibt trotzdem "
            "bestehen.", J + "contract=obenabe&hand=R7,AA,SU&trick=R6"),
    Example("jass-standard-trump-instead", "Common Swiss rules: trumping instead of following",
            "jass", "J-V1", "Even if another suit is led (established), a player may elect to "
            "play a trump, even if they also have a card in the established suit.",
            J + "contract=trump:roses&hand=B6,RU,R6,A7&trick=B9&ruleset=standard&lang=en"),
    Example("jass-trick-lowest-trump", "The lowest trump beats every other suit", "jass",
            "J-8", "Spielt jemand Trumpf, schlägt der niedrigste Trumpf jede Karte einer "
            "anderen Farbe.", "/api/v1/jass/trick?contract=trump:roses&trick=BA,R6,BK,B10"),
    Example("jass-trick-obenabe", "Obenabe: the Ace takes the trick", "jass", "J-9",
            "Wird eine Farbe ausgespielt und liegen A, K und U dieser Farbe, macht das Ass den "
            "Stich.", "/api/v1/jass/trick?contract=obenabe&trick=BK,BU,BA,AK&lang=en"),
    Example("jass-trick-undenufe", "Undenufe: the Six takes the trick", "jass", "J-9",
            "Bei Undenufe würde dagegen die 6 derselben Farbe über 7, 8 und allen weiteren "
            "Karten dieser Farbe stehen.",
            "/api/v1/jass/trick?contract=undenufe&trick=B8,B6,B7,A6"),
    Example("jass-weis", "Four Unders and a sequence", "jass", "R6",
            "Der Weis wird nie umgekehrt — er zählt immer von der Sechs aufwärts.",
            "/api/v1/jass/weis?hand=R6,R7,R8,R9,AU,BU,RU,SU,SA"),
    Example("jass-stoeck", "Stöck: King and Ober of trumps", "jass", "J-S1",
            "Der Stöck besteht aus König und Ober der Trumpffarbe in einer Hand.",
            "/api/v1/jass/stoeck?contract=trump:roses&hand=RK,RO,A6"),
    Example("jass-round-revoke", "A whole round: trumping instead of following", "jass",
            "J-L2", "Du darfst dann weder eine andere Farbe abwerfen noch freiwillig trumpfen.",
            "/api/v1/jass/rounds/check", ROUND_EXAMPLE),
    Example("jass-round-count", "A whole round counted: 152 card points and 5 for the last "
            "trick", "jass", "J-14", "In jeder Runde stecken genau 152 Kartenpunkte. Der "
            "letzte Stich gibt 5 dazu, eine vollständige Runde ergibt also 157",
            "/api/v1/jass/rounds/check", JASS_FINISHED_ROUND),
    Example("jass-round-seen", "The plays so far, no hands: a revoke proven by a later card",
            "jass", "J-L2", "Du darfst dann weder eine andere Farbe abwerfen noch freiwillig "
            "trumpfen.", "/api/v1/jass/rounds/check", SEEN_ROUND_EXAMPLE),
)

EXAMPLES = titled(_EXAMPLES)
