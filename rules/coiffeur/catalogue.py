"""The Coiffeur part of the rule catalogue (RULES-jass-variants.md section JC and the rulings
RJ5 … RJ10 that concern it), with the Schieber rules it plays unchanged (JC-L1)."""

from __future__ import annotations

from types import MappingProxyType

from rules.catalogue import RuleEntry, RuleKind
from rules.jass.catalogue import JASS_RULES

SL_C = "https://www.swisslos.ch/de/jass/informationen/jass-regeln/coiffeur-jass.html"
JV_C = "https://www.jassverzeichnis.ch/index.php/blog/208-anleitung-fuer-den-coiffeur-jass"
JC_C = "https://jassen.ch/jassen-lernen/jassarten-schweiz"
QF = "https://quoi-faire.ch/?page_id=2"

CITATIONS = {
    SL_C: "[SL-C] Swisslos: Coiffeur Jass-Regeln",
    JV_C: "[JV-C] Schweizer Jassverzeichnis: Anleitung für den Coiffeur-Jass",
    JC_C: "[JC-C] jassen.ch: Jassarten Schweiz (Coiffeur)",
    QF: "[QF] quoi-faire.ch: Coiffeur-Regeln (a club's own variant)",
}

# Hosts beside the shared allow-list (rules.sources.ALLOWED_SOURCE_HOSTS), with why.
SOURCE_HOSTS = MappingProxyType({
    "swisslos.ch": "Swisslos, which runs the national Jass competitions: its Coiffeur rules",
    "jassverzeichnis.ch": "Schweizer Jassverzeichnis: the sheet of the Jassreglement",
    "quoi-faire.ch": "a club's published Coiffeur rules: the only text on the Misère",
})

RULESETS = ("jasvel", "standard")
# The Schieber's rules a Coiffeur round plays unchanged: cards, orders, values, legality
# (JC-L1); not its Weis, Stöck, target or scoring order (JC-3, RJ7).
REUSED = ("J-1", "J-2", "J-3", "J-4", "J-5", "J-6", "J-7", "J-8", "J-9", "J-10", "J-11",
          "J-12", "J-13", "J-14", "J-15", "J-L1", "J-L2", "J-L3", "J-L4", "J-L5", "J-L6",
          "J-L7", "J-L8", "J-L9", "J-L10", "J-V1", "J-V2", "R1", "R2", "R3", "R4", "R5", "R16")


def _rule(rule_id: str, source: str, quote: str, kind: RuleKind = RuleKind.RULE) -> RuleEntry:
    return RuleEntry(rule_id, kind, source, quote, RULESETS, CITATIONS[source])


OWN_RULES = (
    _rule("JC-1", SL_C, "Es werden jeweils nur die Punkte des ansagenden Teams geschrieben."),
    _rule("JC-2", SL_C, "Das Schieben erfolgt nicht wie beim Schieber zum Partner, sondern im "
          "Gegenuhrzeigersinn zum nächsten Mitspieler."),
    _rule("JC-3", SL_C, "Der Coiffeur wird ohne Weisen gespielt."),
    _rule("JC-4", SL_C, "Beim Slalom wird abwechslungsweise ein Stich Obenabe und dann ein Stich "
          "Undenufe gespielt."),
    _rule("JC-5", SL_C, "Beim Guschti-Obenabe werden zuerst fünf Stiche Obenabe und dann vier "
          "Stiche Undenufe und beim Guschti-Undenufe zuerst fünf Stiche Undenufe und dann vier "
          "Stiche Obenabe gejasst."),
    _rule("JC-6", QF, "Nur alle Punkte welche die Gegner machen, zählen für Sie."),
    _rule("JC-L1", SL_C, "Wer eine Karte der ausgespielten Farbe besitzt, muss diese Farbe "
          "spielen. Die Ausnahme ist der Trumpf-Bauer/Trumpf-Under."),
    _rule("JC-L2", SL_C, "Wer eine Karte der ausgespielten Farbe besitzt, muss diese Farbe "
          "spielen."),
    _rule("JC-W1", SL_C, "Beim Slalom-Obenabe wird der erste Stich Obenabe gespielt. Beim "
          "Slalom-Undenufe wird hingegen mit Undenufe begonnen."),
    _rule("JC-S1", JV_C, "Gemäss Jassregelement sind dies folgende Varianten:"),
    _rule("JC-S2", SL_C, "Jedem Trumpf ist ein Multiplikator zugeteilt, mit welchem am Ende der "
          "Runde die erzielten Punkte multipliziert werden."),
    _rule("JC-S3", SL_C, "Das Team, welches nach Beendigung aller Runden am meisten Punkte "
          "aufweist, gewinnt."),
    _rule("RJ5", SL_C, "Beim Slalom wird abwechslungsweise ein Stich Obenabe und dann ein Stich "
          "Undenufe gespielt.", RuleKind.RULING),
    _rule("RJ6", QF, "Bei Misère ist immer “Obenabe“, «Undeufe» oder «Slalom» Trumpf.",
          RuleKind.RULING),
    _rule("RJ7", SL_C, "Der Coiffeur wird ohne Weisen gespielt.", RuleKind.RULING),
    _rule("RJ8", JV_C, "Als Joker können nur eine Farbe oder Undeufe oder Obenaben gewählt "
          "werden.", RuleKind.RULING),
    _rule("RJ10", JV_C, "Eichle oder Schaufel (welche einfach zählen)", RuleKind.RULING),
)

COIFFEUR_RULES = MappingProxyType({
    **{rule_id: JASS_RULES[rule_id] for rule_id in REUSED},
    **{rule.id: rule for rule in OWN_RULES}})
