"""The Skat part of the rule catalogue (RULES-skat.md section S, rulings RS1 … RS14).

Source policy applied to Skat: the ISkO (ISKO-DE, the DSkV's own publication) is the
``source`` of every rule it states, whichever stored copy the quote was read from (the
citation names the copy); the Skatgericht decisions (PS-*) for RS9's cases; a recognised rule
site only where the ISkO sentence itself was not in the stored copies, named "ISkO §, as
worded by …". Rulings link their own catalogue entry."""

from __future__ import annotations

from types import MappingProxyType

from rules.catalogue import RuleEntry, RuleKind
from rules.sources import catalogue_link

GAME_ID = "skat"
ISKO = "http://skat-online.com/de/regeln-hilfe/regelwerk/internationale-skatordnung.html"
PS_22 = "http://www.preisskat.org/spielerhoehung-ausspielen.html"
PS_45 = "http://www.preisskat.org/ueberreiztes-spiel-skataufnahme.html"
SR_BED = "http://www.skatregeln.net/bedienen.html"
SR_TR = "http://www.skatregeln.net/trumpfkarten.html"
SKSPIELEN = "http://www.skatspielen.info/spielbewertung.html"

# Hosts beside the shared allow-list (rules.sources.ALLOWED_SOURCE_HOSTS), with why.
# Kept as evidence, never shown: expydoc.com (ANNO, a document dump), the Wikipedia mirrors
# of WIKI-ABR, and yumpu.com (a copy of the ISkO booklet: the quote's copy, not its source).
SOURCE_HOSTS = MappingProxyType({
    "skat-online.com": "the ISkO of the DSkV and ISPA-World (2006 edition) as published for "
                       "the Deutscher Skatverband's online play",
    "preisskat.org": "published decisions of the Deutsches Skatgericht (RS9's cases)",
    "skatregeln.net": "a rule site wording ISkO 4.1 (following suit, the eleven trumps) where "
                      "the ISkO sentence itself was not in the stored copies",
    "skatspielen.info": "a rule site wording ISkO 5.1's base values (not in the stored copies)",
})
ISKO_ONLY = ("isko",)


def _isko(rule_id: str, section: str, quote: str, copy: str = "ISKO-BOOK") -> RuleEntry:
    return RuleEntry(rule_id, RuleKind.RULE, ISKO, quote, ISKO_ONLY,
                     f"[ISKO-DE] Internationale Skatordnung § {section} (quoted from {copy})")


def _worded(rule_id: str, section: str, source: str, key: str, quote: str) -> RuleEntry:
    return RuleEntry(rule_id, RuleKind.RULE, source, quote, ISKO_ONLY,
                     f"[{key}] ISkO § {section}, as worded by {key}")


def _ruling(rule_id: str, quote: str) -> RuleEntry:
    return RuleEntry(rule_id, RuleKind.RULING, catalogue_link(GAME_ID, rule_id), quote,
                     ISKO_ONLY, f"RULES-skat.md ruling {rule_id}")


SKAT_RULES = MappingProxyType({r.id: r for r in (
    _isko("S-1", "1.2.1", "Die Skatkarte besteht aus 32 Einzelkarten in vier Farben zu je acht "
          "Karten. Die Farben in ihrer Rangfolge sind Kreuz (Eicheln), Pik (Grün), Herz (Rot) "
          "und Karo (Schellen).", "ISKO-CLUB"),
    _isko("S-2", "1.2.2", "Die Skatkarte zählt demnach 120 Augen", "ISKO-CLUB"),
    _isko("S-3", "1.1.1", "Das Einzelspiel wird von einem Alleinspieler und zwei Gegenspielern "
          "bestritten.", "ISKO-CLUB"),
    _worded("S-4", "3.2", "http://www.preisskat.org/spielregeln.html", "PS-RULES",
            "Die Kartenverteilung muß 3, Skat, 4, 3 erfolgen."),
    _isko("S-5", "2.2.1", "Der Skat steht in allen Fällen dem Alleinspieler zu.", "ISKO-CLUB"),
    _isko("S-6", "3.3.1", "Entsprechend dem niedrigsten Spielwert für Karo mit oder ohne 1 "
          "Spitze, einfach gewonnen, beträgt das Mindestreizgebot 18."),
    _isko("S-7", "3.2.16", "Auch ein eingepasstes Spiel ist ein gültiges Spiel (siehe 3.3.7)."),
    _worded("S-8", "2.3.2", "http://www.preisskat.org/skatordnung.html", "PS-SO",
            "Höchste Trümpfe bei den Farbspielen sind die Buben in folgender Reihenfolge: "
            "Kreuz-Bube, Pik-Bube, Herz-Bube und Karo-Bube. Anschließend folgt die Trumpffarbe "
            "mit As, Zehn, König, Dame, Neun, Acht und Sieben."),
    _isko("S-9", "2.3.3", "Bei den Grandspielen sind nur die Buben in der Rangfolge ihrer Farben "
          "Trumpf."),
    _isko("S-10", "2.3.4", "Bei den Nullspielen gelten auch die Buben als Farbe. Die veränderte "
          "Reihenfolge lautet hier: Ass, König, Dame, Bube und erst dann die Zehn vor Neun, "
          "Acht, Sieben."),
    _isko("S-11", "2.1.1", "Es gibt Spiele mit Skataufnahme und Spiele ohne Skataufnahme "
          "(Handspiele).", "ISKO-CLUB"),
    _isko("S-12", "4.1.1", "Nach der Spielansage spielt Vorhand aus; sie zieht an. Danach spielt "
          "immer derjenige aus, der den vorangegangenen Stich gemacht hat."),
    _worded("S-13", "4.1", SR_BED, "SR-BED", "Bedienen heißt, daß eine Karte der ausgespielten "
            "Farbe oder, wenn Trumpf gespielt wurde, eine Trumpfkarte zugegeben werden muß"),
    _worded("S-14", "2.3.2", SR_TR, "SR-TR", "Die einzelnen Farben haben natürlich nur noch "
            "sieben Karten, denn die achte Karte jeder Farbe, der Bube, ist ja ständiger "
            "Trumpf."),
    _worded("S-15", "4.1", SR_BED, "SR-BED", "Ein Zwang zum Übernehmen des Stiches … besteht "
            "nicht. Es besteht auch kein Zwang zum Stechen."),
    _worded("S-16", "2.3", SR_TR, "SR-TR", "selbst mit dem niedrigsten Trumpf können auch die "
            "Asse oder jede andere Karte der drei übrigen Farben gestochen werden"),
    _isko("S-17", "4.1.4", "Hat jemand vor der Spielentscheidung unberechtigt ausgespielt oder "
          "einen anderen Regelverstoß begangen, ist das Spiel für die schuldige Partei in der "
          "Stufe einfach (nicht Schneider oder Schwarz) verloren."),
    _isko("S-18", "2.4.2", "Hat der Alleinspieler einschließlich der beiden Karten im Skat den "
          "Kreuz-Buben selbst, zählen seine vorhandenen Spitzen; er spielt mit Spitzen. Besitzt "
          "er ihn nicht, kommen seine fehlenden Spitzen in Betracht; er spielt ohne Spitzen."),
    _worded("S-19", "5.1", SKSPIELEN, "SKSPIELEN", "Der Grundwert eines Farbspiels beträgt: in "
            "Karo 9 Punkte, in Herz 10 Punkte, in Pik 11 Punkte, in Kreuz 12 Punkte. Der "
            "Grundwert eines Großspiels beträgt 24 Punkte."),
    _isko("S-20", "5.2.6", "Ein Kreuz ouvert mit zweien zählt demnach 9 x 12 = 108 Punkte; ein "
          "Grand ouvert mit vieren zählt 11 x 24 = 264 Punkte."),
    _isko("S-21", "5.2.2", "Einfach gewonnen hat der Alleinspieler sein Spiel mit dem 61. Auge "
          "einschließlich der beiden Karten im Skat."),
    _isko("S-22", "5.2.3", "Schneider ist die Partei, die 30 oder weniger Augen erreicht hat."),
    _isko("S-23", "5.2.4", "Schwarz ist die Partei, die keinen Stich erhalten hat."),
    _isko("S-24", "5.2.5", "Schneider angesagt und Schwarz angesagt werden nur dann berechnet, "
          "wenn der Alleinspieler bei einem Handspiel die betreffende Gewinnstufe tatsächlich "
          "angesagt hat. Erreicht er sie nicht, hat er das Spiel mindestens in der angesagten "
          "Gewinnstufe verloren."),
    _isko("S-25", "5.2.6", "Der Alleinspieler darf hier keinen Stich abgeben. Diese Spiele "
          "gelten von vornherein als Schwarz angesagt."),
    _isko("S-26", "5.2.7", "Ein Nullspiel ist für den Alleinspieler gewonnen, wenn er keinen "
          "Stich macht."),
    _isko("S-27", "5.4.2", "Es ist das Vielfache des Grundwertes des angesagten Spiels zu "
          "berechnen, dass der Reizwert mindestens eingestellt wird.", "SKATBLOG"),
    _worded("S-28", "5.3", PS_22, "PS-22", "Nun beträgt aber der Punktwert eines bis 22 "
            "gereizten und angesagten Karospiels bereits 27 … kann sich aber gleich mit 54 "
            "Minuspunkten strecken."),
    RuleEntry("S-29", RuleKind.RULE, PS_45, "Nach der Skatordnung ist der Spieler verpflichtet, "
              "ein Spiel anzusagen, das der Zahl seiner Spitzen und dem Reizwert entspricht.",
              ISKO_ONLY, "[PS-45] Deutsches Skatgericht, as published by preisskat.org"),
    _isko("S-30", "SkWO 5.1", "Für jedes gewonnene Spiel werden dem Alleinspieler 50 "
          "Wertungspunkte gutgeschrieben, für jedes verlorene Spiel 50 Wertungspunkte "
          "abgezogen."),
    _ruling("RS1", "Skat follows the ISkO; house rules (Kontra, Re, Ramsch, Bock) are refused "
            "with 400 unsupported-house-rule."),
    _ruling("RS2", "Kontra and Re are not in the ISkO, its 2018 or 2022 amendments."),
    _ruling("RS3", "All players passing is eingepasst: no score; Ramsch and Bock are house "
            "rules."),
    _ruling("RS4", "A party is Schwarz when it took no trick; the Skat is no trick."),
    _ruling("RS5", "Suit or grand ouvert implies hand and Schwarz angesagt; Schwarz angesagt "
            "implies Schneider angesagt; both need a hand game; contradictions are refused."),
    _ruling("RS6", "Lost games count double in every game type, hand games and Null "
            "included."),
    _ruling("RS7", "Seeger-Fabian: the declarer ±50; when he loses every other participant "
            "at the table gets 40 (three) or 30 (four)."),
    _ruling("RS8", "Null values are fixed: 23, Hand 35, ouvert 46, ouvert Hand 59."),
    _ruling("RS9", "An announcement that cannot reach the bid is refused: a Null below the "
            "bid; after a pickup a game whose value even won Schwarz is below the bid."),
    _ruling("RS10", "Every overbid suit or grand game is lost at the smallest multiple of its "
            "base value that reaches the bid."),
    _ruling("RS11", "declarer_points include the Skat; the bid must be a valid Reizwert."),
    _ruling("RS12", "Seats 0, 1, 2 are Vorhand, Mittelhand, Hinterhand; a round with a revoke "
            "is not scored; a decided round is scored as finished."),
    _ruling("RS13", "French suits are canonical; the German deck's names are accepted and "
            "offered (Eichel = Kreuz, Grün = Pik, Rot = Herz, Schellen = Karo)."),
    _ruling("RS14", "§ numbers are those of the 2006 text."),
)})
