"""The Jass part of the rule catalogue (RULES.md sections J and the rulings that concern Jass)."""

from __future__ import annotations

from types import MappingProxyType

from rules.catalogue import RuleEntry, RuleKind

S000 = "https://jasvel.org/de/regeln/farbzwang-und-untertrumpf/"
S001 = "https://jasvel.org/de/regeln/"
URIKON = "https://www.urikon.ch/UR_Lebensbereiche/LEB_AlteSpielregeln.aspx?BE4_Index=2041"
EARTHLI = "http://earthli.com/jass/manual.php?page=trumps"
KILCH = "https://jassclubkilchberg.jimdo.com/regeln-spieltipps-einzelschieber/"
JASSWELT = "https://www.jasswelt.ch/blogs/neuigkeiten/die-stoecke-jassregel"
# The standard scoring order as the Schweizer Jassführer states it, quoted by SRF's Jass-Service
# (a recognised publisher). It replaces a scraper's copy of Wikipedia (memim.com, "Stöck - Wyys -
# Stich"); jassa.at's table of card values (J-10) gave way to urikon.ch's sentence.
SRF = "https://www.srf.ch/sendungen/jass-service/ausmachregel-und-5-minuten-schieber"

CITATIONS = {
    S000: "[S000] jasvel.org: Farbzwang und Untertrumpfen im Jass",
    S001: "[S001] jasvel.org: Jassen – Regeln, Kartenordnung und Punkte",
    URIKON: "[URIKON] urikon.ch: Alte Spielregeln",
    EARTHLI: "[EARTHLI] earthli.com: Jass manual, trumps",
    KILCH: "[KILCH] Jassclub Kilchberg: Regeln Einzelschieber",
    JASSWELT: "[JASSWELT] jasswelt.ch: Die Stöcke-Jassregel",
    SRF: "[SRF-JASS] SRF Jass-Service: Ausmachregel und 5-Minuten-Schieber (after the Schweizer "
         "Jassführer)",
}

BOTH = ("jasvel", "standard")
JASVEL = ("jasvel",)
STANDARD = ("standard",)


def _rule(rule_id: str, source: str, quote: str, rulesets: tuple[str, ...] = BOTH,
          kind: RuleKind = RuleKind.RULE) -> RuleEntry:
    return RuleEntry(rule_id, kind, source, quote, rulesets, CITATIONS[source])


JASS_RULES = MappingProxyType({r.id: r for r in (
    _rule("J-1", S001, "Der Kartensatz enthält 36 Karten. Jede Person erhält 9 Karten, und in "
          "jeder Runde werden 9 Stiche gespielt."),
    _rule("J-2", S001, "Die Vorhand sitzt rechts vom Geber. Sie bestimmt den Vertrag und spielt "
          "die erste Karte der Runde aus."),
    _rule("J-3", S001, "Die Vorhand wählt zwischen einem Trumpfspiel, Obenabe und Undenufe."),
    _rule("J-4", S001, "Im Trumpf gilt folgende Stärkeordnung, von der stärksten zur schwächsten "
          "Karte: U, 9, A, K, O, 10, 8, 7, 6."),
    _rule("J-5", S001, "In einer gewöhnlichen Farbe und bei Obenabe gilt: A, K, O, U, 10, 9, 8, "
          "7, 6."),
    _rule("J-6", S001, "Bei Undenufe lautet die Reihenfolge: 6, 7, 8, 9, 10, U, O, K, A."),
    _rule("J-7", S000, "Der Name Puur bezeichnet deshalb nicht einfach jede Under-Karte, sondern "
          "den Under der Trumpffarbe."),
    _rule("J-8", S001, "Spielt jemand Trumpf, schlägt der niedrigste Trumpf jede Karte einer "
          "anderen Farbe."),
    _rule("J-9", S001, "Wird eine Farbe ausgespielt und liegen A, K und U dieser Farbe, macht das "
          "Ass den Stich. Ein König einer anderen Farbe kann nicht eingreifen."),
    _rule("J-10", URIKON, "Beim Trumpf zählt der «Püür» 20 und das «Näll» 14. Punkte."),
    _rule("J-11", URIKON, "Ass = 11; König = 4; Ober = 3; Under 2; Banner 10."),
    _rule("J-12", URIKON, "Beim «Obä» und «Unnä» zählt die Karte 8 ebenso viele Punkte."),
    _rule("J-13", S001, "Obenabe und Undenufe haben keine Trumpffarbe, aber eigene Rangfolgen, "
          "Kartenwerte und regionale Multiplikatoren."),
    _rule("J-14", S001, "In jeder Runde stecken genau 152 Kartenpunkte. Der letzte Stich gibt 5 "
          "dazu, eine vollständige Runde ergibt also 157; wer alle neun Stiche nimmt, schreibt "
          "100 mehr und damit 257."),
    _rule("J-15", S001, "Das Team mit dem letzten Stich erhält die 5 zusätzlichen Punkte."),
    _rule("J-L1", S000, "Die Vorhand ist die Person rechts vom Geber. Sie wählt den Vertrag und "
          "spielt die erste Karte aus."),
    _rule("J-L2", S000, "Du darfst dann weder eine andere Farbe abwerfen noch freiwillig "
          "trumpfen. Die Regel gilt auch dann, wenn deine Karte den Stich nicht gewinnen kann."),
    _rule("J-L3", S000, "Du darfst Herz trumpfen oder Schellen abwerfen."),
    _rule("J-L4", S000, "Einen tieferen Trumpf darfst du nur dann legen, wenn du keinen höheren "
          "Trumpf als die stärkste bereits liegende Trumpfkarte besitzt.", JASVEL),
    _rule("J-L5", S000, "Hältst du einen höheren Trumpf, musst du diesen höheren Trumpf "
          "spielen."),
    _rule("J-L6", S000, "Der Puur ist von der Pflicht zum Trumpfen ausgenommen."),
    _rule("J-L7", S000, "Erst wenn die Farbe fehlt, wird die Untertrumpfregel relevant."),
    _rule("J-L8", S000, "Dort entfallen Trumpf- und Untertrumpfprüfung. Der Farbzwang bleibt "
          "bestehen."),
    _rule("J-L9", S000, "Findest du keine Karte der ausgespielten Farbe, darfst du trumpfen oder "
          "eine andere zulässige Karte abwerfen.", JASVEL),
    _rule("J-L10", S000, "Besitzt du den Puur und eine andere zulässige Karte, darfst du den "
          "Puur zurückhalten.", JASVEL),
    _rule("J-V1", EARTHLI, "Even if another suit is led (established), a player may elect to "
          "play a trump, even if they also have a card in the established suit.", STANDARD,
          RuleKind.VARIANT),
    _rule("J-V2", KILCH, "Untertrumpfen: ist nur erlaubt, wenn man nur noch Trümpfe in der Hand "
          "hat.", STANDARD, RuleKind.VARIANT),
    _rule("J-V3", SRF, "«Stöck - Wys - Stich» lautet die allgemeine Ausmachregel, wenn vor "
          "Spielbeginn keine andere Abmachung getroffen worden ist.", STANDARD,
          RuleKind.VARIANT),
    _rule("J-S1", S001, "Der Stöck besteht aus König und Ober der Trumpffarbe in einer Hand. Er "
          "zählt 20 Punkte für das Team dieser Hand."),
    _rule("J-S2", S001, "Beim Weis zählt die beste Meldung eines Teams: Sie entscheidet den "
          "Vergleich und bringt dem Team die eigenen Weis-Punkte und jene des Partners."),
    _rule("J-S3", S001, "Die Abrechnungsreihenfolge lautet immer: Weis, Stöck, Stichpunkte.",
          JASVEL),
    _rule("J-S4", S001, "Reihenfolge und Werte sind in jedem Kanton gleich; nur der Multiplikator "
          "wechselt."),
    _rule("R1", S000, "Bei regionaler Spielweise oder einer abgesprochenen Hausregel sollte der "
          "Tisch vor dem Spiel klären, welche Regel gilt.", kind=RuleKind.RULING),
    _rule("R2", S000, "Der Puur ist von der Pflicht zum Trumpfen ausgenommen.",
          kind=RuleKind.RULING),
    _rule("R3", S000, "Findest du keine Karte der ausgespielten Farbe, darfst du trumpfen oder "
          "eine andere zulässige Karte abwerfen.", JASVEL, RuleKind.RULING),
    _rule("R4", S000, "Besitzt du den Puur und eine andere zulässige Karte, darfst du den Puur "
          "zurückhalten.", JASVEL, RuleKind.RULING),
    _rule("R5", URIKON, "Beim Trumpf zählt der «Püür» 20 und das «Näll» 14",
          kind=RuleKind.RULING),
    _rule("R6", S000, "Der Weis wird nie umgekehrt — er zählt immer von der Sechs aufwärts.",
          kind=RuleKind.RULING),
    _rule("R7", S001, "Reihenfolge und Werte sind in jedem Kanton gleich; nur der Multiplikator "
          "wechselt.", kind=RuleKind.RULING),
    _rule("R16", S000, "Angenommen, Herz ist Trumpf und die Vorhand spielt Schellen aus.",
          kind=RuleKind.RULING),
    _rule("J-D1", S001, "Ein Team, das in einem früheren Block über das Ziel kommt, gewinnt.",
          kind=RuleKind.RULING),
)})
