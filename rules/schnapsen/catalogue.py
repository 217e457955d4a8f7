"""The Schnapsen part of the rule catalogue (RULES.md section N, rulings R8, R9, R16) and the
two readings this project made where the catalogue is silent (N-D1, N-D2). Sources follow the
source policy (rules/sources.py)."""

from __future__ import annotations

from types import MappingProxyType

from rules.catalogue import RuleEntry, RuleKind
from rules.sources import PROJECT_READING, catalogue_link

SNWEB = "http://www.schnapsen.website/hilfe.html"
PAGAT = "https://pagat.com/marriage/schnaps.html"
BRITANNICA = "https://www.britannica.com/topic/sixty-six"

# [S002] has no public address; the seed text is cited by name. Where pagat's canonical page
# states the same rule in the part that could be read ("no requirement to follow suit until the
# talon of undealt cards is exhausted or closed, at which point the tricks remaining in hand are
# played out strictly, F,t,r"), that page is the source shown (N-4 … N-7); elsewhere it is
# SNWEB, the Schnapsen rules page that states the phases in its own words.
S002 = "[S002] Schnapsenwelt: Farbzwang und Stichzwang beim Schnapsen"
CITATIONS = {
    SNWEB: "[SNWEB] schnapsen.website: Hilfe",
    PAGAT: "[PAGAT-SN] pagat.com: Schnapsen",
    BRITANNICA: "[BRITANNICA] Encyclopaedia Britannica: Sixty-six (Schnapsen)",
}

# Where no page within reach states a rule, it is this project's reading: its source is its
# own catalogue entry, its quote the catalogue's statement (RULES.md section N). The weak pages
# that state it are evidence only and are not shown:
# * N-14 (game points), N-15 (closing outcome), N-16/R9 (last trick wins): BCLINS, a web app's
#   guide summing up pagat (http://bclins.github.io/Sixty-six/schnapsenGuide.html): "33+ 1,
#   < 33 2, no tricks 3"; "3 game points if the non-closer had no tricks when the stack was
#   closed."; "the winner of the last trick automatically wins the game". pagat's own sections
#   on scoring and the exhausted talon could not be read.
# * N-D2 (closing needs more than two talon cards): an app description on an app-download
#   mirror (https://browsercam.com/apk/com.tjger.schnapsen): "Closing If there are more than
#   two cards on the stock, the player ...".
# N-10 (marriages count after a trick) moved from that mirror to SNWEB, N-2 and N-3 from a travel
# blog copying pagat (travelswithchelsea.com) to SNWEB and Britannica.


def _reading(rule_id: str, basis: str) -> str:
    return f"{PROJECT_READING} {rule_id} ({basis})"


ALL = ("default",)


def _rule(rule_id: str, source: str, quote: str, kind: RuleKind = RuleKind.RULE,
          quoted_from: str | None = None) -> RuleEntry:
    return RuleEntry(rule_id, kind, source, quote, ALL, quoted_from or CITATIONS[source])


def _s002(rule_id: str, quote: str, shown: str = SNWEB, kind: RuleKind = RuleKind.RULE
          ) -> RuleEntry:
    return _rule(rule_id, shown, quote, kind, S002)


def _ours(rule_id: str, quote: str, basis: str, kind: RuleKind = RuleKind.RULE) -> RuleEntry:
    return RuleEntry(rule_id, kind, catalogue_link("schnapsen", rule_id), quote, ALL,
                     _reading(rule_id, basis))


SCHNAPSEN_RULES = MappingProxyType({r.id: r for r in (
    _rule("N-1", SNWEB, "Ein Ass zählt elf, ein Zehner zehn, ein König vier, eine Dame drei und "
          "ein Bube zwei Punkte."),
    _rule("N-2", SNWEB, "Der Spieler, der den Stich gewonnen hat, nimmt die oberste Karte des "
          "Kartenstapels, sein Gegner die folgende."),
    _rule("N-3", BRITANNICA, "The trick is taken by the higher card of the suit led or by the "
          "higher trump if any are played."),
    _s002("N-4", "Solange der Talon offen ist, ist Schnapsen ein freies Spiel: Der zweite "
          "Spieler im Stich darf jede beliebige Karte zugeben, muss weder bedienen noch "
          "stechen.", PAGAT),
    _s002("N-5", "Die erste Stufe, die auf seine Hand zutrifft, gilt – und lässt ihm "
          "keine Wahl mehr", PAGAT),
    _s002("N-6", "Wird Trumpf ausgespielt, gilt dasselbe innerhalb der Trumpffarbe: höher "
          "stechen, sonst niedriger bedienen, sonst beliebig.", PAGAT),
    _s002("N-7", "Wer die Farbe hat, darf nicht stattdessen trumpfen – auch nicht, wenn er "
          "den Stich mit der Farbe sicher verliert und mit dem Trumpf sicher gewinnen würde.",
          PAGAT),
    _s002("N-8", "Der Zwang betrifft nur den zweiten Spieler im Stich, nicht den, der "
          "ausspielt."),
    _s002("N-9", "Am Tisch bedeutet ein Verstoß gegen den Zwang den Verlust des Spiels mit "
          "3 Punkten."),
    _rule("N-10", SNWEB, "Eine Ansage ist auch vor dem allerersten Ausspiel möglich, die Punkte "
          "zählen aber erst mit dem ersten Stich."),
    _s002("N-11", "Ansagen bleiben auch in der Zwangsphase erlaubt, sowohl nach dem "
          "Zudrehen als auch bei aufgebrauchtem Talon.", kind=RuleKind.VARIANT),
    _rule("N-12", SNWEB, "Ist nur mehr eine Karte im Kartenstapel, ist kein Austauschen mehr "
          "möglich."),
    _rule("N-13", SNWEB, "Glaubt der Spieler, der am Zug ist, ohne weiteres Abheben 66 Punkte "
          "erreichen zu können, so kann er zudrehen."),
    _ours("N-14", "Game points: 1 if the loser has ≥ 33, 2 if < 33 but took a trick, 3 if the "
          "loser took no trick.", "RULES.md N-14; no canonical page within reach states it"),
    _ours("N-15", "Closing outcome: if the closer fails, the opponent gets 2 game points, or 3 "
          "if the opponent had no trick when the talon was closed; a successful closer is "
          "scored on the opponent's points/tricks at the moment of closing.",
          "RULES.md N-15; no canonical page within reach states it"),
    _ours("N-16", "Talon exhausted without anyone reaching 66: the winner of the last trick "
          "wins the hand", "RULES.md N-16; no canonical page within reach states it"),
    _rule("R8", SNWEB, "Ist nur mehr eine Karte im Kartenstapel, ist kein Austauschen mehr "
          "möglich.", RuleKind.RULING),
    _ours("R9", "The winner of the last trick wins the hand; game points by N-14 on the "
          "loser's card points and tricks.", "RULES.md ruling R9", RuleKind.RULING),
    _ours("R16", "German ↔ French (Schafkopf, Schnapsen): Eichel ↔ Kreuz, Gras/Laub ↔ Pik, "
          "Herz ↔ Herz, Schellen ↔ Karo.", "RULES.md ruling R16", RuleKind.RULING),
    _rule("N-D1", PAGAT, "if a player claims 66 when they have not in fact made it, they pay a "
          "penalty.", RuleKind.RULING),
    _ours("N-D2", "Closing is possible while more than two cards lie in the talon (the "
          "turned-up trump card counted).", "no rule text gives a minimum", RuleKind.RULING),
)})
