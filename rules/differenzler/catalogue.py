"""The Differenzler part of the rule catalogue (RULES-jass-variants.md section JD and the
rulings RJ1, RJ3, RJ4, RJ9), with the Schieber rules it plays unchanged (ranks, the Puur, the
trick winner, card values), taken from the Jass catalogue."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from types import MappingProxyType

from rules.catalogue import RuleEntry, RuleKind
from rules.differenzler.ruleset import RULESETS
from rules.jass.catalogue import JASS_RULES
from rules.sources import PROJECT_READING, catalogue_link

SL_D = "https://www.swisslos.ch/de/jass/informationen/jass-regeln/differenzler-jass.html"
JV_U = "https://jassverzeichnis.ch/?p=1209"
JW_D = "https://www.jasswelt.ch/blogs/neuigkeiten/differenzler-jassregel"
DCH = "http://differenzler.ch/index.php"

CITATIONS = {
    SL_D: "[SL-D] Swisslos: Differenzler Jass-Regeln",
    JV_U: "[JV-U] Schweizer Jassverzeichnis: Darf beim Jassen untertrumpft werden?",
    JW_D: "[JW-D] jasswelt.ch: Differenzler-Jassregel (after the Offizielles Schweizer "
          "Jassreglement)",
    DCH: "[DCH] differenzler.ch: Der Differenzlerjass - Spielregeln",
}
# The hosts of the Differenzler's own sources, and why a rules officer may be shown them.
SOURCE_HOSTS: Mapping[str, str] = MappingProxyType({
    "swisslos.ch": "Swisslos, which runs the national Differenzler competitions: its "
                   "published rule page",
    "jassverzeichnis.ch": "the Schweizer Jassverzeichnis, a Swiss Jass directory's own rule "
                          "articles",
    "jasswelt.ch": "a Jass publisher's own page after the Offizielles Schweizer Jassreglement",
    "differenzler.ch": "the rules page of a Differenzler site in its own words; agrees with "
                       "Swisslos",
})

BOTH = tuple(RULESETS)
# The Schieber rules the Differenzler plays unchanged (JD-L: "Rank orders, the Puur and the
# trick winner are the Schieber's"; JD-S1: card values).
SCHIEBER_RULES = ("J-4", "J-5", "J-7", "J-8", "J-10", "J-11")


def _rule(rule_id: str, source: str, quote: str, kind: RuleKind = RuleKind.RULE,
          rulesets: tuple[str, ...] = BOTH) -> RuleEntry:
    return RuleEntry(rule_id, kind, source, quote, rulesets, CITATIONS[source])


def _ours(rule_id: str, statement: str, kind: RuleKind) -> RuleEntry:
    """A ruling, or our reading where the texts are silent: its source is its own entry."""
    basis = "ruling" if kind is RuleKind.RULING else "our reading"
    return RuleEntry(rule_id, kind, catalogue_link("differenzler", rule_id), statement, BOTH,
                     f"{PROJECT_READING} {rule_id} (RULES-jass-variants.md, {basis})")


DIFFERENZLER_RULES = MappingProxyType({r.id: r for r in (
    _rule("JD-1", DCH, "Für ein Spiel werden die 36 Karten gemischt und verteilt. Jeder "
          "Spieler erhält 9 Karten."),
    _rule("JD-2", JW_D, "Die unterste Karte zeigt die Trumpffarbe."),
    _rule("JD-3", JW_D, "Ohne Undenufe und Obenabe."),
    _rule("JD-4", SL_D, "Zu Beginn jeder Runde schätzt jeder Spieler, wie viele Punkte er "
          "selbst in der entsprechenden Runde erzielen will."),
    *(replace(JASS_RULES[rule_id], rulesets=BOTH) for rule_id in SCHIEBER_RULES),
    _ours("JD-L1", "The player who opens a trick may lead any card.", RuleKind.RULE),
    _rule("JD-L2", SL_D, "Es darf jederzeit einen Trumpf gespielt werden anstatt Farbe zu "
          "bekennen."),
    _rule("JD-L3", SL_D, "Wer keine Karte der ausgespielten Farbe hat, darf irgendeine Karte "
          "spielen (Untertrumpfen ist in diesem Fall erlaubt)."),
    _rule("JD-L4", SL_D, "Wurde die Trumpffarbe ausgespielt, dann muss ebenfalls eine "
          "Trumpfkarte gespielt werden."),
    _rule("JD-V1", JV_U, "Besitzt man von der ausgespielten Farbe noch mindestens eine Karte, "
          "darf nicht untertrumpft werden.", RuleKind.VARIANT),
    _rule("JD-S1", JW_D, "Stöck- und Weispunkte können nicht gemeldet werden."),
    _rule("JD-S2", JW_D, "Alle Stiche, auch ein Match, sind 157 Punkte."),
    _rule("JD-S3", SL_D, "Die Differenz zwischen der geschätzten und tatsächlich erzielten "
          "Anzahl Punkte wird als Differenzpunkte gewertet."),
    _rule("JD-S4", SL_D, "Der Spieler mit der geringsten Anzahl Differenzpunkte über alle "
          "Runden der Partie gewinnt."),
    _ours("RJ1", "The default ruleset is swisslos: a trump may be played at any time instead "
          "of following; jassverzeichnis forbids a lower trump while holding the led suit.",
          RuleKind.RULING),
    _ours("RJ3", "The lower difference ranks first; equal differences share a rank "
          "(1-2-2-4); a tie for the lead lists every leader.", RuleKind.RULING),
    _ours("RJ4", "No bonus for an exact estimate in either ruleset.", RuleKind.RULING),
    _ours("RJ9", "Revokes are reported and the trick still counts; a score is given only for "
          "a complete round without revoke and with estimates.", RuleKind.RULING),
)})
