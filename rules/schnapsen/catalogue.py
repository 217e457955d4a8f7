"""The Schnapsen part of the rule catalogue (RULES.md section N, rulings R8, R9, R16) and the
two readings this project made where the catalogue is silent (N-D1, N-D2)."""

from __future__ import annotations

from types import MappingProxyType

from rules.catalogue import RuleEntry, RuleKind

CHELSEA = "http://www.travelswithchelsea.com/schnapsen"
SNWEB = "http://www.schnapsen.website/hilfe.html"
BCLINS = "http://bclins.github.io/Sixty-six/schnapsenGuide.html"
BROWSERCAM = "https://browsercam.com/apk/com.tjger.schnapsen"
DONKEY = "https://donkeycat.helpshift.com/hc/en/3-schnopsn-online/faq/17-the-play"
WIKISUM = "https://wikisum.wiki/wiki/Schnapsen"
PAGAT = "https://pagat.com/marriage/schnaps.html"

# [S002] has no public address; its rules are read online at SNWEB, which states the same.
S002 = "[S002] Schnapsenwelt: Farbzwang und Stichzwang beim Schnapsen"
CITATIONS = {
    CHELSEA: "[CHELSEA] travelswithchelsea.com: Schnapsen",
    SNWEB: "[SNWEB] schnapsen.website: Hilfe", BCLINS: "[BCLINS] Sixty-six: Schnapsen guide",
    BROWSERCAM: "[BROWSERCAM] Schnapsen app description",
    DONKEY: "[DONKEY] Schnopsn online: the play", WIKISUM: "[WIKISUM] wikisum: Schnapsen",
    PAGAT: "[PAGAT-SN] pagat.com: Schnapsen",
}

ALL = ("default",)


def _rule(rule_id: str, source: str, quote: str, kind: RuleKind = RuleKind.RULE,
          quoted_from: str | None = None) -> RuleEntry:
    return RuleEntry(rule_id, kind, source, quote, ALL, quoted_from or CITATIONS[source])


def _s002(rule_id: str, quote: str, kind: RuleKind = RuleKind.RULE) -> RuleEntry:
    return _rule(rule_id, SNWEB, quote, kind, S002)


SCHNAPSEN_RULES = MappingProxyType({r.id: r for r in (
    _rule("N-1", SNWEB, "Ein Ass zählt elf, ein Zehner zehn, ein König vier, eine Dame drei und "
          "ein Bube zwei Punkte."),
    _rule("N-2", CHELSEA, "These ten cards form the talon, from which the players draw after "
          "each trick."),
    _rule("N-3", CHELSEA, "a trick is taken by the highest card of the suit led, or by the "
          "highest trump if any is played."),
    _s002("N-4", "Solange der Talon offen ist, ist Schnapsen ein freies Spiel: Der zweite "
          "Spieler im Stich darf jede beliebige Karte zugeben, muss weder bedienen noch "
          "stechen."),
    _s002("N-5", "Die erste Stufe, die auf seine Hand zutrifft, gilt – und lässt ihm "
          "keine Wahl mehr"),
    _s002("N-6", "Wird Trumpf ausgespielt, gilt dasselbe innerhalb der Trumpffarbe: höher "
          "stechen, sonst niedriger bedienen, sonst beliebig."),
    _s002("N-7", "Wer die Farbe hat, darf nicht stattdessen trumpfen – auch nicht, wenn er "
          "den Stich mit der Farbe sicher verliert und mit dem Trumpf sicher gewinnen würde."),
    _s002("N-8", "Der Zwang betrifft nur den zweiten Spieler im Stich, nicht den, der "
          "ausspielt."),
    _s002("N-9", "Am Tisch bedeutet ein Verstoß gegen den Zwang den Verlust des Spiels mit "
          "3 Punkten."),
    _rule("N-10", BROWSERCAM, "These points are only taken into account if the player wins at "
          "least one trick."),
    _s002("N-11", "Ansagen bleiben auch in der Zwangsphase erlaubt, sowohl nach dem "
          "Zudrehen als auch bei aufgebrauchtem Talon.", RuleKind.VARIANT),
    _rule("N-12", SNWEB, "Ist nur mehr eine Karte im Kartenstapel, ist kein Austauschen mehr "
          "möglich."),
    _rule("N-13", SNWEB, "Glaubt der Spieler, der am Zug ist, ohne weiteres Abheben 66 Punkte "
          "erreichen zu können, so kann er zudrehen."),
    _rule("N-14", BCLINS, "33+ 1, < 33 2, no tricks 3"),
    _rule("N-15", BCLINS, "3 game points if the non-closer had no tricks when the stack was "
          "closed."),
    _rule("N-16", BCLINS, "the winner of the last trick automatically wins the game"),
    _rule("R8", SNWEB, "Ist nur mehr eine Karte im Kartenstapel, ist kein Austauschen mehr "
          "möglich.", RuleKind.RULING),
    _rule("R9", BCLINS, "the winner of the last trick automatically wins the game",
          RuleKind.RULING),
    _rule("R16", PAGAT, "German ↔ French (Schafkopf, Schnapsen): Eichel ↔ Kreuz, Gras/Laub ↔ "
          "Pik, Herz ↔ Herz, Schellen ↔ Karo.", RuleKind.RULING, "RULES.md ruling R16"),
    _rule("N-D1", PAGAT, "if a player claims 66 when they have not in fact made it, they pay a "
          "penalty.", RuleKind.RULING),
    _rule("N-D2", BROWSERCAM, "Closing If there are more than two cards on the stock",
          RuleKind.RULING),
)})
