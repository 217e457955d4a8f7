"""The Watten part of the rule catalogue (RULES-watten.md section W, rulings RW1 … RW12).

Each rule keeps every quote the catalogue gives; the source it shows is chosen by the
catalogue's source policy (``POLICY``, strongest first): tournament reglements and the
Euregio's own page, then publishers and clubs, then Wikipedia, then rule sites. The document
dump WATTEMALL is never shown: where only it states a rule, the rule is our reading and links
its own entry; its sentence stays in ``EVIDENCE``."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from rules.catalogue import RuleEntry, RuleKind
from rules.quoted_catalogue import QuotedCatalogue, Rule, Source, titles

SOURCES: Mapping[str, Source] = MappingProxyType({
    "TWK": Source("https://www.tirolerwatterkrone.at", "Tiroler Watter Krone: Spielregeln",
                  "a tournament reglement (Tiroler Versicherung / Tiroler Krone)"),
    "EUREGIO": Source("https://www.europaregion.info/euregio/aktuelles/gadgets/"
                      "euregio-watt-karten/", "Euregio Watt-Karten: Spielanleitung",
                      "the Euregio Tirol–Südtirol–Trentino's own instructions"),
    "SCHOENRAMER": Source("https://schoenramer.de/de/spielkarten/kartenspiele/watten-teaser",
                          "Schönramer: Watten", "a Bavarian playing-card maker's rules"),
    "TROADBODN": Source("http://troadbodn.npage.de/regeln-watt-turnier.html",
                        "Troadbodn: Regeln Watt-Turnier", "a Bavarian inn's tournament rules"),
    "WATTKOENIG": Source("https://www.wattkoenig.it/de/spielregeln.html",
                         "Wattkönig: Spielregeln", "a South Tyrolean qualifying tournament"),
    "FFMOOS": Source("https://www.ffmoos.it/index.php?option=com_content&view=article&id=16"
                     "&Itemid=116", "FF Moos: Watt-Turnier", "a South Tyrolean tournament"),
    "WIKI": Source("https://de.wikipedia.org/wiki/Watten_(Kartenspiel)",
                   "Wikipedia: Watten (Kartenspiel)", "Wikipedia at its canonical URL"),
    "KRONE": Source("https://www.krone.at/3942434", "Kronen Zeitung: Tiroler Watter Krone",
                    "a newspaper report of the Tyrolean target it alone reports"),
    "MASCHT": Source("https://www.yumpu.com/de/document/view/51803993/"
                     "watten-wattn-spielanleitung-herz-hertz-schelle-maschtcom/4",
                     "mascht.com: Watten Spielanleitung", "a rule site (mascht.com's leaflet)"),
    "KSR": Source("http://www.kartenspiele-regeln.de/watten.html",
                  "kartenspiele-regeln.de: Watten", "a rule site"),
    "JWATTEN": Source("http://jwatten.sourceforge.net/about.php", "JWatten: about",
                      "a rule site"),
    "ULTRA-WELI": Source("https://www.ultra-watten.com/watten-regeln/"
                         "der-weli-bzw-beli-beim-watten", "ultra-watten.com: Der Weli",
                         "a rule site"),
    "KOC": Source("https://www.kingofcards.it/hilfe", "King of Cards: Hilfe",
                  "a rule site (a South Tyrolean app's rules)"),
    "WSUED": Source("https://watten-suedtirol.com/watten-punkte-zaehlen",
                    "watten-suedtirol.com: Punkte zählen", "a rule site"),
    "SPIELREGEL": Source("https://yumpu.com/de/document/view/495078/spielregel-watten",
                         "Spielregel Watten (leaflet)", "a rule site (a rule leaflet)"),
    "TRUMPFSTICH": Source("http://trumpfstich.de/rules.html", "trumpfstich.de: rules",
                          "a rule site"),
})
# The source policy, strongest first; WATTEMALL (a document dump) is not in it.
POLICY = ("TWK", "EUREGIO", "SCHOENRAMER", "TROADBODN", "WATTKOENIG", "FFMOOS", "WIKI",
          "KRONE", "MASCHT", "KSR", "JWATTEN", "ULTRA-WELI", "KOC", "WSUED", "SPIELREGEL",
          "TRUMPFSTICH")
EVIDENCE: Mapping[str, str] = MappingProxyType({
    "W-14": "[WATTEMALL] Bei Verleugnung von Trumpf schreibt das gegnerische Team 2 oder das "
            "gebotene Spiel.",
    "W-26": "[WATTEMALL] Jedes Spiel wird auf 11 Punkte ausgespielt. Bei 9 und 10 ist die "
            "Schrift gestrichen.",
    "W-27": "[WATTEMALL] Ist jemand gestrichen und bietet 3, schreibt das gegnerische Team "
            "ohne Fortführung des Spiels das Gebot.",
})

ALL = ("tirol", "suedtirol", "bayern")
WELI_PACK, SUED, BAY = ("tirol", "suedtirol"), ("suedtirol",), ("bayern",)

CATALOGUE = QuotedCatalogue("watten", SOURCES, POLICY, ALL)
_r = CATALOGUE.rule
chosen_source = CATALOGUE.chosen_source

V = RuleKind.VARIANT
RULES: tuple[Rule, ...] = (
    _r("W-1", "33 Karten", "The Tyrolean and South Tyrolean pack has 33 cards: the 32 and the "
       "Weli (Schellen-6).", ("TWK", "Gespielt wird mit 33 Karten, der Weli ist überall "
       "Trumpf."), ("KOC", "33 Karten: 4 Farben × (7, 8, 9, 10, Unter, Ober, König, Ass) + "
       "Weli (Schell 6)."), rulesets=WELI_PACK),
    _r("W-2", "32 Karten", "The Bavarian game uses the 32 cards without the Weli.",
       ("KSR", "Gespielt wird mit einem herkömmlichen Kartenspiel (32er Blatt)."),
       rulesets=BAY),
    _r("W-3", "Austeilen", "Four players in two partnerships, or two; five cards each; the "
       "rest of the pack is not used.", ("EUREGIO", "Jeder Spieler erhält 5 Karten. Die "
       "restlichen Karten werden verdeckt beiseite gelegt"), ("TWK", "Es sind 5 Karten in 2 "
       "Durchgängen auszugeben"), ("KSR", "dass man entweder zu zweit, zu dritt oder zu viert "
       "spielen kann")),
    _r("W-4", "Schlag und Trumpf", "Left of the dealer announces the Schlag and leads, the "
       "dealer the Trumpf; the trick's winner leads next.", ("EUREGIO", "Der Kartengeber sagt "
       "den Trumpf an (Herz, Schelle, Eichel, Laub), der Spieler links vom Kartengeber sagt den "
       "Schlag an (Sieben, Acht, Neun, Zehn, Unter, Ober, König, Ass und Welli).")),
    _r("W-5", "Rechter", "The card that is Schlag and Trumpf.", ("EUREGIO", "Der Trumpf und "
       "der Schlag bilden den sogenannten „Rechten“"), ("SCHOENRAMER", "Hauptschlag oder "
       "Rechter")),
    _r("W-6", "Blinde", "The other cards of the Schlag rank; of two the first played wins.",
       ("SCHOENRAMER", "Sie haben keine Reihenfolge, im Zweifelsfall zählt die Karte, die als "
       "erstes gespielt wurde.")),
    _r("W-7", "Trumpf", "The other cards of the trump suit, Ass highest down to 7.",
       ("SCHOENRAMER", "Die Sau (Ass) ist die höchste Karte, danach folgen König, Ober, Unter, "
       "10, 9, 8 und 7.")),
    _r("W-8", "Schlag über Trumpf", "Every Schlag card beats every trump.", ("KSR", "dass der "
       "Schlag immer die Farbe schlägt, also eine Karo-9 schlägt das Pik-Ass.")),
    _r("W-9", "Kritische", "Max (Herz-König) > Belli (Schellen-7) > Spitz (Eichel-7), above "
       "the Rechter.", ("WIKI", "Herz-König ist die höchste Karte im Spiel"), ("SPIELREGEL",
       "Sollte es vorkommen, daß ein Kritischer angesagt wird, dann gibt es halt keinen "
       "Vierthöchsten, eine Karte erfüllt dann beide Funktionen."), rulesets=BAY, kind=V),
    _r("W-10", "Guate", "The trump one rank above the Schlag (Schlag Ass: the 7), above the "
       "Rechter.", ("EUREGIO", "Der Gute (der Rechte plus eins) ist die beste Karte der "
       "Runde."), ("JWATTEN", "Sie wird als der \"Guate\" bezeichnet."), rulesets=SUED, kind=V),
    _r("W-11", "Weli", "Tirol: always the lowest trump; elsewhere the lowest Schellen card; "
       "it may be announced as Schlag.", ("TWK", "Gespielt wird mit 33 Karten, der Weli ist "
       "überall Trumpf."), ("ULTRA-WELI", "Vorallem in Tirol ist der Weli immer der niederste "
       "Trumpf - auch wenn Laub angesagt ist."), rulesets=WELI_PACK, kind=V),
    _r("W-12", "Keine Farb- und Trumpfpflicht", "Any card may be led; there is no duty to "
       "follow suit, to trump or to head the trick, except W-14.", ("KSR", "dass man bei "
       "Watten keinem Farben- oder Trumpfzwang ausgesetzt ist. Man kann also immer eine Karte "
       "seiner Wahl spielen."), ("MASCHT", "Wird eine Unfarbe ausgespielt, so muss man diese "
       "nicht zugeben")),
    _r("W-13", "Kein Trumpf in der Hand", "A player with no trump may play any card when the "
       "duty applies."),
    _r("W-14", "Trumpf zugeben", "Trump led: every player who holds a trump must play one, "
       "higher or lower.", ("MASCHT", "wenn Trumpf ausgespielt wird, muss man ein Trumpf "
       "zugeben, egal ob niedriger oder zum „Auffistechen“ („Hinaufstechen“) höher."),
       ("KOC", "Wenn Trumpf gespielt wird, muss jeder Trumpf legen (falls vorhanden)."),
       rulesets=WELI_PACK, kind=V),
    _r("W-14B", "Rechter ausgespielt", "The duty arises only when the Rechter is led, and "
       "lapses once a Kritischer has been played on it.", ("SCHOENRAMER", "Ausnahme: Der "
       "\"Rechte\" wird als erste Karte gespielt und nicht von einem Kritischen gestochen. Ist "
       "dies der Fall, dann müssen alle Spieler in dieser Runde Trumpf zugeben."),
       rulesets=BAY, kind=V),
    _r("W-15", "Ausgenommene Karten", "The Rechter (tirol), the Guate too (suedtirol), the "
       "Kritischen (bayern) need never answer the duty; whose only trumps are exempt plays any "
       "card.", ("MASCHT", "Eine Ausnahme stellt der Rechte dar, der muss nicht ins Spiel "
       "gebracht werden, sollte Trumpf gefordert sein.")),
    _r("W-16", "Blindwatten", "Only the two announcers know Schlag and Trumpf; only they have "
       "the trump duty.", ("KOC", "Nur die 2 Ansager müssen Trumpf zugeben; blinde Spieler "
       "sind ausgenommen.")),
    _r("W-17", "Stich", "Kritische or the Guate, the Rechter, the Blinde, the trumps, the "
       "highest card of the led suit.", ("EUREGIO", "Der Gute … Der Rechte. - Die restlichen "
       "drei Schläge. - Die restlichen Trumpfkarten"), ("TRUMPFSTICH", "Zudem gilt, dass man "
       "einen Nichttrumpf nicht mit einem Nichttrumpf einer anderen Farbe stechen kann.")),
    _r("W-18", "Drei Stiche", "The side that first takes three tricks wins the round.",
       ("EUREGIO", "Das Team, das zuerst drei Stiche macht, gewinnt die Runde"), ("FFMOOS",
       "Drei Stiche machen das Spiel.")),
    _r("W-19", "Keine Augen", "Cards have no point values; only tricks count.", ("WSUED",
       "Entscheidend ist nicht die Kartenanzahl, sondern der Rundensieg.")),
    _r("W-20", "Zwei Punkte", "A round is worth 2 points.", ("EUREGIO", "erhält zwei Punkte"),
       ("JWATTEN", "Ein einfach gewonnenes Spiel erbringt zwei Punkte.")),
    _r("W-21", "Bieten", "A side may raise the value by one; the sides raise alternately.",
       ("JWATTEN", "Das Bieten darf beliebig oft wiederholt werden, aber nur abwechselnd von "
       "beiden Parteien."), ("WSUED", "kein Team darf zweimal hintereinander bieten.")),
    _r("W-22", "Halten oder Gehen", "The other side holds (plays on for the raised value) or "
       "goes (the raiser scores the value before the raise).", ("JWATTEN", "Die andere "
       "Partei kann dann kampflos aufgeben, wobei das Spiel mit der alten Punktzahl gewertet "
       "wird, oder die Herausforderung annehmen"), ("WSUED", "Gehen: Die Runde endet "
       "sofort.")),
    _r("W-23", "Wertung", "The winner of the round scores its value; the loser nothing.",
       ("WSUED", "Der Sieger erhält die aktuell gültige Punktzahl.")),
    _r("W-24", "Ziel", "A game ends when a side reaches the target: 11, 13, 15 or 18.",
       ("EUREGIO", "Sobald ein Team 18 Punkte erreicht hat"), ("KRONE", "klassische "
       "Vierer-Watten bis elf Punkte"), ("WATTKOENIG", "Das Spiel endet sobald eine Partei 15 "
       "Punkte erreicht hat."), ("TROADBODN", "bis 13 Punkten")),
    _r("W-25", "Geschrieben bleibt geschrieben", "Points once written stay written.",
       ("WATTKOENIG", "Erspielte Punkte dürfen aber auch im gegenseitigen Einverständnis "
       "beider Parteien nicht wieder gelöscht werden.")),
    _r("W-26", "Gespannt", "Gespannt (gestrichen) from two points short of the target.",
       ("TROADBODN", "ein einzelnes Spiel bis 5 Punkte (gespannt bei 3)")),
    _r("W-27", "Gespannt bieten", "A gespannt side may not raise; if it does, the other side "
       "scores the raised value at once.", ("KOC", "Wenn ein Team kurz vor dem Sieg steht, "
       "darf es meist nicht mehr bieten")),
)
R = RuleKind.RULING
RULINGS: tuple[Rule, ...] = (
    _r("RW1", "Tirol als Vorgabe", "The default ruleset is tirol.", kind=R),
    _r("RW2", "Weli als Schlag", "The Weli announced as Schlag is the Rechter whatever the "
       "trump suit; there are no Blinde and no Guate.", rulesets=WELI_PACK, kind=R),
    _r("RW3", "Weli sonst", "tirol: the Weli is a trump in every game, below the trump 7; "
       "suedtirol: the lowest Schellen card, a trump only when Schellen is trump.",
       rulesets=WELI_PACK, kind=R),
    _r("RW4", "Blinde sind kein Trumpf", "A Blinde led creates no duty; a Blinde does not "
       "answer the duty.", kind=R),
    _r("RW5", "Kritische als Trumpf", "When the Rechter is led, a player holding a trump must "
       "play a trump or a Kritischer; whose only trumps are Kritische plays any card.",
       rulesets=BAY, kind=R),
    _r("RW6", "Guate ausgenommen", "The Guate is exempt from the duty like the Rechter.",
       rulesets=SUED, kind=R),
    _r("RW7", "Blinde Spiele", "In a round the announcers are seat 0 (Schlag) and the dealer "
       "(the last seat); only they have the trump duty.", kind=R),
    _r("RW8", "Nur der Stich", "The duty is judged by the led card alone, except the Bavarian "
       "lapse when a Kritischer covered the Rechter.", kind=R),
    _r("RW9", "Dritter Stich", "A round ends at the third won trick; further plays are "
       "refused.", kind=R),
    _r("RW10", "Bieten", "A raise names its team, the tricks completed and the response; the "
       "round's value is 2 and one per raise held.", kind=R),
    _r("RW11", "Zu dritt", "Three players are not supported; two and four are.", kind=R),
    _r("RW12", "Kartencodes", "A L H B × 7 8 9 10 U O K A, and the Weli B6.", kind=R),
)

WATTEN_RULES: Mapping[str, RuleEntry] = CATALOGUE.entries((*RULES, *RULINGS))
TITLES = titles((*RULES, *RULINGS))
# The hosts this catalogue shows (rules.sources' allow-list for the game), with the reason.
SOURCE_HOSTS = CATALOGUE.source_hosts(RULES)
