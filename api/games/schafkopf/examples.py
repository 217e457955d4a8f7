"""Schafkopf's named examples: each a permalink tied to a rule and the sentence of the rule
text it shows (``api.games.examples`` collects every game's)."""

from __future__ import annotations

from api.games.named_example import Example, titled
from api.games.schafkopf.round import ROUND_EXAMPLE, SIE_ROUND_EXAMPLE

K = "/api/v1/schafkopf/legal-cards?"
HISTORY = "LA,LK,L8,L7;BA,B10,B9,BK;HA,HK,H9,H8;B7,AK,A8,BU;LU,LO,AO,BO"

_EXAMPLES = (
    Example("schafkopf-search", "Rufspiel: the called Sau is searched", "schafkopf", "K-9",
            "Der Spieler mit der gerufenen Sau muss diese zugeben, wenn die Farbe der Ruf-Sau "
            "angespielt wird", K + "contract=rufspiel:acorns&hand=AA,A7,HO,LU,B9,L10,HK,B8"
            "&trick=A9"),
    Example("schafkopf-unsearched", "Rufspiel: the unsearched Sau stays", "schafkopf", "K-9",
            "Wurde die Ruf-Sau nicht gesucht, so darf er sie erst im letzten, dem 8. Stich, "
            "zugeben.", K + f"contract=rufspiel:acorns&hand=AA,HO,B8&trick=L9&history={HISTORY}"),
    Example("schafkopf-run-away", "Rufspiel: running away with four", "schafkopf", "K-9",
            "Besitzt der Mitspieler mindestens vier Karten mit der Ruf-Sau in der Ruf-Farbe, "
            "kann er davonlaufen", K + "contract=rufspiel:acorns&hand=AA,A7,A8,A9,HO,B8,L7,H9"),
    Example("schafkopf-farbwenz-ober", "Farbwenz: the Ober of Leaves counts as Leaves",
            "schafkopf", "K-11",
            "Wird Gras angespielt, muss der Gras-Ober als Gras bedient werden.",
            K + "contract=farbwenz:hearts&hand=LO,LA,HK,B7&trick=L9&lang=en"),
    Example("schafkopf-farbwenz-unter-lead", "Farbwenz: a led Unter is trump", "schafkopf",
            "K-11", "Wird einer der vier Unter oder eine Karte der Trumpffarbe ausgespielt, "
            "wurde Trumpf angespielt.", K + "contract=farbwenz:hearts&hand=LO,LA,HK,B7&trick=LU"),
    Example("schafkopf-wenz-ober", "Wenz: the Ober sits in its suit", "schafkopf", "K-10",
            "Die Ober (Damen) werden in die jeweilige Farbe nach dem König und vor dem 9er "
            "eingeordnet.", K + "contract=wenz&hand=LO,AU,H7&trick=LK"),
    Example("schafkopf-geier-unter", "Geier: the Unter sits in its suit", "schafkopf", "K-13",
            "Die Unter, die im Geier auch zu den Farbkarten gehören, reihen sich an vierter "
            "Stelle ein", K + "contract=geier&hand=LU,LO,B7&trick=L9"),
    Example("schafkopf-solo-ober", "Farbsolo: the Ober is trump, not its suit", "schafkopf",
            "K-12", "Beim Farbsolo sind zusätzlich zu Untern und Farbe auch die vier Ober "
            "Trumpf, insgesamt 14.", K + "contract=solo:bells&hand=LO,LA,H7&trick=L9"),
    Example("schafkopf-trick", "The highest trump takes the trick", "schafkopf", "K-7",
            "Der höchste Trumpf gewinnt den Stich.",
            "/api/v1/schafkopf/trick?contract=farbwenz:hearts&trick=L9,LO,HU,LA"),
    Example("schafkopf-callable-aces", "Which aces may be called", "schafkopf", "K-8",
            "Du kannst nur eine Sau rufen, die Du selbst nicht hast und zu der Du selbst "
            "mindestens eine Farbkarte besitze, die nicht Trumpf ist.",
            "/api/v1/schafkopf/callable-aces?hand=A7,A9,LA,L8,HO,HU,B10,BK"),
    Example("schafkopf-round-sau-kept-back", "A whole round: the searched Sau kept back",
            "schafkopf", "K-9", "Der Spieler mit der gerufenen Sau muss diese zugeben, wenn "
            "die Farbe der Ruf-Sau angespielt wird", "/api/v1/schafkopf/rounds/check",
            ROUND_EXAMPLE),
    Example("schafkopf-sie", "A Sie (house rule +sie): every trick, a Tout doubled",
            "schafkopf", "K-H13", 'beim "Sie" hat er 4 Damen (Ober) und 4 Buben (Unter).',
            "/api/v1/schafkopf/rounds/check", SIE_ROUND_EXAMPLE),
    Example("schafkopf-contracts", "The order of the contracts", "schafkopf", "K-11",
            "Ein Farbwenz-Tout steht wiederum über dem normalen Solo und unter dem Wenz-Tout.",
            "/api/v1/schafkopf/contracts"),
)

EXAMPLES = titled(_EXAMPLES)
