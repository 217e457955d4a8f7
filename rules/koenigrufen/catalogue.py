"""The Königrufen part of the rule catalogue (RULES-koenigrufen.md section T, rulings RT1 …
RT14). The tournament rules of the Raiffeisen Tarockcup Austria (tarockcup.at) are shown
wherever they state a rule, then a cup's own page, pagat.com and Wikipedia. Where only the
Upper Austrian rules text (OÖ Tarockregeln 4/2023, read as others quote it) or a document
host states a rule, the rule is our reading and links its own entry; that text is named in
its citation."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from rules.catalogue import RuleEntry, RuleKind
from rules.quoted_catalogue import QuotedCatalogue, Rule, Source, titles

GAME = "koenigrufen"

SOURCES: Mapping[str, Source] = MappingProxyType({
    "TCUP": Source("http://www.tarockcup.at/service/spielregeln/",
                   "Raiffeisen Tarockcup Austria: Spielregeln",
                   "the tournament rules of the largest Königrufen cup series, a rules body"),
    "HRC": Source("https://hausruckcup1.jimdofree.com/königrufen/",
                  "Hausruckviertler Tarockcup: Königrufen", "a Tarock cup's published rules"),
    "PAGAT": Source("https://www.pagat.com/tarot/koenig.html", "pagat.com: Königrufen",
                    "pagat.com's canonical page"),
    "WIKI": Source("https://de.wikipedia.org/wiki/Königrufen", "Wikipedia: Königrufen",
                   "Wikipedia at its canonical URL"),
    "TULLN": Source("http://thomasdoppler.com/_tarock_r_.htm", "Tullner Tarockregeln 2009",
                    "a local rules text, cited only for the variant it alone states"),
    "EBEPE": Source("http://ebepe.com/html/tarock_e.html", "Gumpoldskirchen Tarock rules",
                    "a local club's rules in English, their own text"),
})
POLICY = ("TCUP", "HRC", "PAGAT", "WIKI", "TULLN", "EBEPE")
ALL = ("tarockcup",)

CATALOGUE = QuotedCatalogue(GAME, SOURCES, POLICY, ALL)
_r = CATALOGUE.rule

OOE = "OÖ Tarockregeln 4/2023"
RULES: tuple[Rule, ...] = (
    _r("T-1", "54 Karten", "54 cards: 22 Tarocks (I Pagat … XXI Mond, Sküs) and four suits "
       "of eight: Herz, Karo, Pik, Treff.", basis="F. Wagner, Spielanleitung Tarock-Königrufen"),
    _r("T-2", "Farbenfolge", "Black suits: K, D, R, B, 10, 9, 8, 7; red suits: K, D, R, B, 1, "
       "2, 3, 4 (the pips reversed).", ("PAGAT", "The black suits rank … King, Queen, Knight, "
       "Jack, 10, 9, 8, 7. The red suits rank … King, Queen, Knight, Jack 1, 2, 3, 4.")),
    _r("T-3", "Tarockfolge", "Sküs > XXI > … > II > I; every Tarock beats every suit card.",
       basis="F. Wagner, Spielanleitung Tarock-Königrufen"),
    _r("T-4", "Geben", "Four players, 12 cards each, a talon of 6; play counter-clockwise, "
       "Vorhand speaks and leads first.", ("TCUP", "Der Talon wird in der Mitte gegeben.")),
    _r("T-5", "Trull", "Trull = Sküs, Mond, Pagat; no Kaiserstich: of the three in one trick "
       "the Sküs wins.", ("TCUP", "Es gibt weder Kaiserstich noch Fänge.")),
    _r("T-6", "Zählwert", "Trull cards and Kings 5, Damen 4, Reiter 3, Buben 2, every other "
       "card 1.", ("PAGAT", "Kings 5 each; Sküs, XXI (Mond), and I (Pagat) 5 each; Queens 4 "
       "each; Knights 3 each; Jacks 2 each")),
    _r("T-7", "Abzählen", "Each group of three cards is worth the sum of its Zählwerte minus "
       "2.", basis="the counting method of the cups (Punkte und Blatt)"),
    _r("T-8", "Blatt", "One or two cards left over are 1 or 2 Blatt; a Blatt is a third of a "
       "point.", basis="the counting method of the cups (Punkte und Blatt)"),
    _r("T-9", "70 Punkte", "A pile of n cards is worth 3·ΣZählwert − 2·n thirds; the pack is "
       "210 thirds, 70 points.", ("WIKI", "Die 54 Karten haben nach den Regeln einen "
       "Gesamtwert von 70 Punkten.")),
    _r("T-10", "35 Punkte und 2 Blatt", "A positive game is won with at least 35 Punkte und "
       "2 Blatt; 35:35 loses.", ("TCUP", "Zum Gewinn des Spieles benötigt der Spieler 36 "
       "Punkte (= 35 Punkte und 2 Blatt).")),
    _r("T-11", "Talon und Skart", "Talon and discards count for a party's pile as the "
       "contract says; the API counts the pile it is given.", basis=f"{OOE}, Farben 3, Allg. 7"),
    _r("T-12", "Stich", "The highest Tarock wins; without a Tarock the highest card of the "
       "led suit.", basis="F. Wagner, Spielanleitung Tarock-Königrufen"),
    _r("T-13", "Stich im Farbenspiel", "In the Farbenspiele Tarocks do not trump: the highest "
       "card of the led suit wins.", basis=f"{OOE}, Farben 1–2"),
    _r("T-20", "Farbzwang", "The led suit must be followed; a Tarock lead must be answered "
       "with a Tarock.", ("TCUP", "Es gilt Farb- und Tarockzwang"), ("HRC", "Es gilt aber "
       "stets Farbzwang, was bedeutet, dass man die gespielte Farbe zugeben muss.")),
    _r("T-21", "Tarockzwang", "Void in the led suit, a player must play a Tarock.",
       ("HRC", "Hat man eine ausgespielte Farbe nicht mehr im Blatt, so muss mit Tarock "
       "gestochen werden")),
    _r("T-22", "Freie Karte", "Neither the led suit nor a Tarock: any card.",
       ("EBEPE", "If one hasn't Tarock he can play what he wants")),
    _r("T-23", "Stichzwang", "In the negative games a player must beat the card heading the "
       "trick if he can, within Farb- and Tarockzwang.", ("TCUP", "bei Negativspielen auch "
       "Stichzwang")),
    _r("T-24", "Kein Stichzwang", "No Stichzwang and no duty to overtrump in positive games.",
       ("HRC", "ohne Stichzwang bei den positiven Spielen")),
    _r("T-25", "Pagat als letzter Tarock", "In the negative games the Pagat may be led or "
       "played only as the last Tarock in hand.", basis=f"{OOE}, Negativ 2, Trischaken 1"),
    _r("T-26", "Farbenspiel", "In the Farbenspiele a Tarock may be led only by a player "
       "holding no suit card; Farb- and Tarockzwang stay.", basis=f"{OOE}, Farben 1"),
    _r("T-27", "Trischaken", "Trischaken: Farb-, Tarock- and Stichzwang and the Pagat rule; "
       "the leader may lead anything.", basis=f"{OOE}, Trischaken 1"),
    _r("T-28", "Ausspiel", "Vorhand leads in every positive game, the declarer in the "
       "negative games; afterwards the trick's winner.", basis=f"{OOE}, Negativ 1, Farben 1"),
    _r("T-30", "Tarif", "Trischaken 1, Rufer 1, Piccolo 2, Bettel 2, Solorufer 2, Besserrufer "
       "1, Farbendreier 3, Sechserdreier 4, Dreier 4, Farbensolo 6, Piccolo ouvert 6, Bettel "
       "ouvert 7, Solodreier 8.", basis="the tariff of tarockcup.at"),
    _r("T-31", "König rufen", "In a Ruferspiel the declarer calls a King he does not hold; "
       "its holder is his partner; a King in the talon leaves him alone.", ("TCUP", "Bei "
       "Ruferspielen ist es untersagt einen König zu rufen, der sich im eigenen Blatt "
       "befindet. Hat man drei Könige im Blatt, kann man den „vierten König“ rufen")),
    _r("T-32", "Bezahlen", "2 v 2 each winner receives the value from one loser; 1 v 3 the "
       "soloist receives or pays three times the value.", basis="pagat.com: Königrufen"),
    _r("T-33", "Piccolo und Bettel", "Piccolo: the declarer takes exactly one trick; Bettel: "
       "none; ouvert the same with open cards.", basis=f"{OOE}, Negativ 1–3"),
    _r("T-34", "Prämien", "König ultimo 2, Trull 2, Alle Könige 2, Pagat 2, Uhu 4, Kakadu 6, "
       "Quapil 8; silent half, in the Solospiele double.", basis=f"{OOE}, Ansagen 1"),
    _r("T-35", "Valat", "One party takes all 12 tricks: announced 8 times the game, silent 4 "
       "times; it replaces the game.", ("TCUP", "Valat 8-fach")),
    _r("T-36", "Ultimo", "König ultimo only in the Ruferspiele; a bird must win its trick "
       "itself (Pagat the 12th, Uhu the 11th, Kakadu the 10th, Quapil the 9th).",
       basis=f"{OOE}, Ansagen 1"),
    _r("T-37", "Prämien im Farbenspiel", "The Farbenspiele know only Alle Könige and Valat.",
       basis=f"{OOE}, Farben"),
    _r("T-38", "Keine Prämien im Negativspiel", "The negative games have no premiums.",
       basis=f"{OOE}, Negativ"),
    _r("T-39", "Sechserdreier verloren", "A lost Sechserdreier counts double.",
       basis="rules of the Österreich-Finale 2021"),
    _r("T-40", "Kontra", "Kontra affects money only, never the score.", ("TCUP", "Ein Kontra "
       "wirkt sich nur auf das Geld, aber nicht auf die Punktewertung aus.")),
    _r("T-V1", "35 Punkte und 1 Blatt", "Some local rules win a positive game with 35 Punkte "
       "und 1 Blatt (threshold 35/1).", ("TULLN", "Zum Gewinn braucht der Spieleraufnehmer "
       "eines positiven Spiels 35 Punkte und 1 Blatt."), kind=RuleKind.VARIANT),
)
R = RuleKind.RULING
RULINGS: tuple[Rule, ...] = (
    _r("RT1", "Tarockcup als Vorgabe", "The ruleset is tarockcup, the rules of the Raiffeisen "
       "Tarockcup Austria.", kind=R),
    _r("RT2", "In Dritteln zählen", "A pile is worth 3·ΣZählwert − 2·n thirds: points are the "
       "thirds div 3, Blatt the rest.", kind=R),
    _r("RT3", "Schwelle als Wert", "threshold 35/2 (107 thirds, default) or 35/1 (106); 35:35 "
       "loses under both.", kind=R),
    _r("RT4", "Ansagen ohne Einfluss", "Announcements do not change which cards are legal.",
       kind=R),
    _r("RT5", "Stichzwang genau", "Follow suit above the heading card of the suit if held; "
       "a Tarock heading a suit trick frees the suit; void, a higher Tarock if one lies, else "
       "any Tarock; then the Pagat rule.", kind=R),
    _r("RT6", "Farbenspiele", "Lead restriction, Tarockzwang, Tarocks never win a suit trick.",
       kind=R),
    _r("RT7", "Trischaken", "Stichzwang and the Pagat rule, no lead restriction.", kind=R),
    _r("RT8", "Stapel als Eingabe", "The count counts the cards it is given; talon ownership "
       "is described, not inferred.", kind=R),
    _r("RT9", "Prämien gewonnen und verloren", "A failed announced premium goes to the other "
       "side at full value; a silent premium counts only when made.", kind=R),
    _r("RT10", "Valat", "Announced 8 times, silent 4 times the game; a lost Sechserdreier "
       "twice more; silent premiums drop beside it; a failed announced Valat loses.", kind=R),
    _r("RT11", "Abrechnung", "The score takes the contract, the declarer's thirds or tricks, "
       "the partner and the premiums; impossible premiums are refused.", kind=R),
    _r("RT12", "Runde prüfen", "Seats 0 … 3 from Vorhand; seat 0 leads in positive games, "
       "the declarer in negative ones; a revoke is named, not settled.", kind=R),
    _r("RT13", "Kartencodes", "T1 … T21, TS; H D S C × K Q N J and the red 1 2 3 4, black "
       "10 9 8 7.", kind=R),
    _r("RT14", "Nicht in Version 1", "Bidding, calling, talon exchange, Kontra money, "
       "Trischaken payouts, five players and the other regional rules are not answered.",
       kind=R),
)

KOENIGRUFEN_RULES: Mapping[str, RuleEntry] = CATALOGUE.entries((*RULES, *RULINGS))
TITLES = titles((*RULES, *RULINGS))
SOURCE_HOSTS = CATALOGUE.source_hosts(RULES)
