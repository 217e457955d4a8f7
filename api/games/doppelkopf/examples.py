"""Doppelkopf's named examples: each a permalink tied to a rule and the sentence of the TSR it
shows (``api.games.examples`` collects every game's)."""

from __future__ import annotations

from api.games.doppelkopf.round import ROUND_EXAMPLE
from api.games.named_example import Example, titled

L = "/api/v1/doppelkopf/legal-cards?"
T = "/api/v1/doppelkopf/trick?"
BEDIEN = ("Es besteht Bedienpflicht, d.h. jeder muss, wenn möglich, eine Karte der "
          "aufgespielten Fehlfarbe oder der geforderten Trumpffarbe zugeben (bedienen).")
GLEICH = ("Werden in einem Stich zwei gleiche Karten gelegt, ist die vom weiter vorn "
          "sitzenden Spieler gelegte Karte die ranghöhere. Dies gilt auch für die Herz 10.")

_EXAMPLES = (
    Example("doppelkopf-kreuz-dame", "The Queen of Clubs is a trump and does not follow Clubs",
            "doppelkopf", "D-19", BEDIEN, L + "contract=normal&hand=CQ,H10,CA,C9,HA&trick=CK"),
    Example("doppelkopf-dulle-lead", "A led 10 of Hearts asks for trump", "doppelkopf", "D-19",
            BEDIEN, L + "contract=normal&hand=HA,HK,DJ,C9&trick=H10"),
    Example("doppelkopf-herz-fehl", "Hearts in the normal game: only A, K, 9", "doppelkopf",
            "D-13", "in Kreuz und Pik: As, 10, K, 9, in Herz: A, K, 9.",
            L + "contract=normal&hand=HQ,H10,H9,SA&trick=HK"),
    Example("doppelkopf-two-copies", "A card held twice: two entries, one verdict",
            "doppelkopf", "D-19", BEDIEN, L + "contract=normal&hand=CA,CA,SQ,D9&trick=C9"),
    Example("doppelkopf-void", "Void: trump or discard, no duty to trump", "doppelkopf",
            "D-20", "Wer die aufgespielte Fehlfarbe nicht hat, darf entweder eine "
            "Trumpfkarte zugeben, d.h. stechen, oder eine beliebige Karte einer anderen "
            "Fehlfarbe spielen.", L + "contract=normal&hand=DQ,SA,HK&trick=C10"),
    Example("doppelkopf-damensolo", "Damensolo: the 10 of Hearts is a Hearts card", "doppelkopf",
            "D-16", "Beim Damensolo: ♣ D, ♠ D, ♥ D, ♦ D bzw. beim Bubensolo: ♣ B, ♠ B, ♥ B, "
            "♦ B.", L + "contract=damensolo&hand=H10,CQ,HJ,SA&trick=HA&lang=en"),
    Example("doppelkopf-fleischlos", "Fleischloser: no trumps", "doppelkopf", "D-17",
            "Beim Fleischlosen (Asse-Solo) gibt es keine Trumpfkarten und 48 Fehlkarten.",
            L + "contract=fleischlos&hand=CQ,CJ,SA&trick=C9"),
    Example("doppelkopf-farbsolo-kreuz", "Clubs solo: Diamonds is a plain suit", "doppelkopf",
            "D-15", "Gegenüber dem Normalspiel ersetzen die Trumpfkarten – As, 10 (außer ♥ "
            "Solo), K, 9 – der gewählten Trumpffarbe die Trumpfkarten in der Farbe Karo.",
            L + "contract=farbsolo:clubs&hand=CA,DA,D9&trick=DK"),
    Example("doppelkopf-first-dulle", "Two Dullen: the first wins (ddv)", "doppelkopf",
            "D-22", GLEICH, T + "contract=normal&trick=H10,CQ,H10,DA"),
    Example("doppelkopf-second-dulle", "House rule: the second Dulle wins", "doppelkopf",
            "D-V1", "Die hier genannten Varianten des Doppelkopfspiels entsprechen nicht den "
            "Turnierspielregeln", T + "contract=normal&trick=H10,CQ,H10,DA&ruleset=dulle"
            "&trick_number=5"),
    Example("doppelkopf-last-dulle", "House rule: not in the last trick", "doppelkopf",
            "D-V1", "Die hier genannten Varianten des Doppelkopfspiels entsprechen nicht den "
            "Turnierspielregeln", T + "contract=normal&trick=H10,CQ,H10,DA&ruleset=dulle"
            "&trick_number=12"),
    Example("doppelkopf-equal-fehl", "Two Aces of Clubs: the first wins", "doppelkopf", "D-22",
            GLEICH, T + "contract=normal&trick=CA,C9,CA,CK"),
    Example("doppelkopf-round", "A whole round: the Dullen and an early Re", "doppelkopf",
            "D-22", GLEICH, "/api/v1/doppelkopf/rounds/check", ROUND_EXAMPLE),
)

EXAMPLES = titled(_EXAMPLES)
