"""The Schafkopf part of the rule catalogue (RULES.md section K, rulings R10 … R16) and four
entries of this project: K-S1 (Stoß and Retour, from [S004]) and the readings K-D1, K-D2 and
K-20 (the Bettel)."""

from __future__ import annotations

from collections.abc import Callable
from types import MappingProxyType

from rules.catalogue import RuleEntry, RuleKind
from rules.schafkopf.contract import STANDARD_TOUT, ContractType
from rules.schafkopf.deck import Blatt
from rules.schafkopf.ruleset import (
    DEFAULT_ID,
    DEFAULT_RULESET,
    RULESET_IDS,
    RULESETS,
    Durchmarsch,
    Jungfrau,
    SchafkopfRuleset,
)
from rules.sources import PROJECT_READING, catalogue_link

ERLEBE = "https://erlebe.bayern/service/schafkopf"
SKS = "http://www.schafkopfschule.de/index.php/regeln.html"
BAYSK = "https://bayerisch-schafkopf.de/schafkopf-regeln.html"
SAUSPIEL_ARTEN = "https://www.sauspiel.de/schafkopf-lernen/die-spielarten"
RASCHE_W = "https://www.raschesspiele.de/archiv/lesson/Manual/contentschaf/regaoffi.htm"
RASCHE_A = "https://raschesspiele.de/archiv/lesson/Manual/contentschaf/reg6abre.htm"
RASCHE_G = "https://www.raschesspiele.de/archiv/lesson/Manual/contentschaf/regagrun.htm"
INTSK = "http://internet-schafkopf.de/allgemeines/regeln.html"
FARBGEIER = "https://schafkopfen.net/schafkopf-das-spiel/schafkopf-spielvarianten/farbgeier.html"

# Sources that the source policy (rules/sources.py) does not let a rule show, kept as evidence:
# * K-14/R13/K-D2 (Ramsch): saukopf.eu, the site of a home-made variant, "Ramsch jeder gegen
#   jeden wie Rufspiel"; no rules body, pagat, sauspiel.de or Wikipedia page within reach states
#   the Ramsch, so K-14 and the rulings are this project's reading.
# * K-17 (when Laufende count): a newspaper's tournament notice (Donauwörther Zeitung on
#   pressreader.com), "Bei Solo oder Rufspiel werden laufende Ober ab drei gewertet; beim Wenz
#   werden Laufende ab zwei Unter gewertet." It is no local variant, so K-17 quotes INTSK.
# * K-D1 (rank of Geier): a newspaper report (donaukurier.de), "wird ein Geier ausgekartelt,
#   sind nur die Ober Trümpfe"; it does not rank the Geier at all, so K-D1 is our reading.
# * R10/R11 linked schafkopfen.net's page on the run-away while quoting RULES.md; they are
#   rulings of this project and link their own entries now. R16 likewise.
# * K-6 once leaned on a betting site (123sportwetten.eu) and a CDN mirror of Wikipedia
#   (m.global.ssl.fastly.net); it quotes S004.
# * K-8 moved from BAYSK (an app publisher's rules page) to sauspiel.de, which ranks above it.

# The Bettel (K-20) is stated by no text within this catalogue's reach: not the seed texts, not
# the Schafkopfschule (SKS-2007: "Der reine Schafkopf kennt nur das Rufspiel, das Solo und den
# Wenz."), not the official rules as RASCHE-W sums them up (Rufspiel, Wenz, Solo, Tout, Sie);
# the pages of pagat.com, sauspiel.de and Wikipedia that would describe it could not be read.
# Following the source policy it is this project's reading, and its source is the catalogue's
# own entry. The nearest printed rule found is Skat's Null, in a copy of an old English Hoyle:
# "When he plays to lose, it is to lose every trick, there being no trump suit, and the cards in
# each suit ranking A K Q J 10 9 8 7." (evidence only: another game, another host).
OWN_K20 = catalogue_link("schafkopf", "K-20")

# The Sie (K-H13). RASCHE-G, summing up the official rules, names it among the games one plays
# alone and says what it is (quoted in the entry); no text within reach says how it ranks, whether
# it is played out, or what it costs, nor does Sauspiel's or NetSchafkopf's, and no platform game
# shows one (all 1,474 have "sie": false). Evidence only, from hosts the source policy does not
# let a rule show: the SkatBlock manual (dokutransdata.de) prices it as a Tout doubled, four
# times a Solo; a betting site (123sportwetten.eu) ranks it above the Solo-Tout; a club's
# tournament rules (vereinsheim-westernach.de) have the "Solo-Sie" announced to the supervisor
# before the first card, like the Touts, so it is played. Hence our reading: the declarer holds
# the four Ober and the four Unter, which are the only trumps; it is played out like a Tout and
# cannot be lost (every lead of a plain suit is trumped, every trump led is his); it outranks
# every Tout; its price is the Solo's base with the Laufende, doubled as a Tout, doubled again.
# It is a house rule (``+sie``), since no named ruleset's text states it.
SIE_QUOTE = 'beim "Sie" hat er 4 Damen (Ober) und 4 Buben (Unter).'


# [S004] has no public address; the Schafkopfschule's rules page is where its rules are kept.
S004 = "[S004] Farbwenz beim Schafkopf – Regeln und Trumpfreihenfolge"
CITATIONS = {
    ERLEBE: "[ERLEBE] erlebe.bayern: Schafkopf (Schafkopfschule e.V.)",
    SKS: "[SKS-2007] schafkopfschule.de: Regeln", BAYSK: "[BAYSK] bayerisch-schafkopf.de",
    SAUSPIEL_ARTEN: "[SAUSPIEL-S] sauspiel.de: Die Spielarten",
    RASCHE_W: "[RASCHE-W] raschesspiele.de: Wenz", RASCHE_A: "[RASCHE-A] raschesspiele.de",
    RASCHE_G: "[RASCHE-G] raschesspiele.de: Anhang A, Regelgrundlagen",
    INTSK: "[INTSK] internet-schafkopf.de: Regeln",
    FARBGEIER: "[FARBGEIER] schafkopfen.net: Farbgeier",
    OWN_K20: f"{PROJECT_READING} K-20 (no source within reach states the Bettel)",
}
ALL = RULESET_IDS  # the rules of standard hold in every ruleset unless a K-H entry differs

# INTSK on Laufende, verbatim (K-17, R15).
INTSK_LAUFENDE = ("Bei Wenz und Geier werden Laufende ab 2 Laufende berechnet (weil es bei diesen "
                  "Spielen maximal 4 Laufende gibt!). Bei allen anderen Spielen, d.h. auch bei "
                  "Farbwenz, werden Laufende erst ab 3 berechnet.")

# K-20 as this catalogue states it; the German rule text carries the same sentence.
BETTEL_RULE = ("Beim Bettel gibt es keinen Trumpf; jede Farbe läuft Sau, König, Ober, Unter, "
               "Zehn, Neun, Acht, Sieben, und der Spieler gewinnt nur, wenn er keinen einzigen "
               "Stich macht.")


def _where(holds: Callable[[SchafkopfRuleset], bool]) -> tuple[str, ...]:
    """The rulesets a house rule belongs to, read from their fields."""
    found = tuple(r.id for r in RULESETS.values() if holds(r))
    return (DEFAULT_ID, *found) if holds(DEFAULT_RULESET) else found


def _rule(rule_id: str, source: str, quote: str, kind: RuleKind = RuleKind.RULE,
          quoted_from: str | None = None) -> RuleEntry:
    return RuleEntry(rule_id, kind, source, quote, ALL, quoted_from or CITATIONS[source])


def _ours(rule_id: str, quote: str, basis: str, kind: RuleKind = RuleKind.RULING,
          rulesets: tuple[str, ...] = ALL) -> RuleEntry:
    return RuleEntry(rule_id, kind, catalogue_link("schafkopf", rule_id), quote, rulesets,
                     f"{PROJECT_READING} {rule_id} ({basis})")


def _s004(rule_id: str, quote: str, kind: RuleKind = RuleKind.RULE) -> RuleEntry:
    return _rule(rule_id, SKS, quote, kind, S004)


SCHAFKOPF_RULES = MappingProxyType({r.id: r for r in (
    _rule("K-1", ERLEBE, "Sau 11, 10 10, König 4, Ober 3, Unter 2, 9/8/7 0 – 120 Augen."),
    _rule("K-2", ERLEBE, "Der Eichel-Ober ist, außer beim Wenz, der Höchste."),
    _s004("K-3", "Nach acht Stichen werden die Augen gezählt."),
    _s004("K-4", "Der Spielmacher benötigt mindestens 61 Augen. Den drei Gegenspielern reichen "
          "gemeinsam 60 Augen zum Gewinn."),
    _rule("K-5", RASCHE_A, "Hat eine Partei 91 oder mehr Punkte, so hat sie Schneider "
          "gewonnen. Der Kontra-Partei genügen 90 Punkte zum Sieg mit Schneider. Hat eine "
          "Partei gar keinen Stich erhalten, so ist sie sogar Schwarz geworden."),
    _s004("K-6", "Wer nicht bedienen kann, darf eine beliebige Karte spielen. Es gibt keinen "
          "Stichzwang."),
    _s004("K-7", "Der höchste Trumpf gewinnt den Stich. Ohne Trumpf gewinnt die höchste Karte "
          "der angespielten Farbe."),
    _rule("K-8", SAUSPIEL_ARTEN, "Dafür darf er sich ein Ass einer Farbe (Eichel, Gras, "
          "Schelle - kein Herz) aussuchen, aber er muss mindestens eine andere Karte dieser "
          "Farbe auf der Hand haben und natürlich kann er nicht ein Ass suchen, das er selbst "
          "auf der Hand hat."),
    _rule("K-9", BAYSK, "Wurde die Ruf-Sau nicht gesucht, so darf er sie erst im letzten, dem "
          "8. Stich, zugeben."),
    _rule("K-10", RASCHE_W, "Die Ober (Damen) werden in die jeweilige Farbe nach dem König und "
          "vor dem 9er eingeordnet."),
    _s004("K-11", "Wird einer der vier Unter oder eine Karte der Trumpffarbe ausgespielt, wurde "
          "Trumpf angespielt."),
    _s004("K-12", "Beim Farbsolo sind zusätzlich zu Untern und Farbe auch die vier Ober Trumpf, "
          "insgesamt 14."),
    _rule("K-13", FARBGEIER, "Die Unter, die im Geier auch zu den Farbkarten gehören, reihen "
          "sich an vierter Stelle ein ... König sticht Unter, Unter sticht Neun"),
    _ours("K-14", "Ramsch: trumps as in the Rufspiel, everyone for himself, no called ace.",
          "RULES.md K-14; no page within reach states the Ramsch", RuleKind.RULE),
    _s004("K-15", "Im Regelwerk der Schafkopfschule e. V. vom April 2024 gehört der Farbwenz "
          "zu den Standardspielen."),
    _s004("K-16", "Laufende sind ununterbrochen aufeinanderfolgende Trümpfe einer Partei, "
          "beginnend beim höchsten Trumpf."),
    _rule("K-17", INTSK, INTSK_LAUFENDE),
    _s004("K-18", "Beim Farbwenz können nach dem zugrunde gelegten Regelwerk maximal acht "
          "Laufende abgerechnet werden."),
    _s004("K-19", "Bereits ein einziger Stich der Gegenspieler verliert den Tout."),
    _s004("K-S1", "Stoß und Retour verändern den Preis, nicht die Gewinnschwellen."),
    _ours("R10", "Once the called suit has been led in an earlier trick (a run-away lead "
          "included), the called ace is free like any other card.", "RULES.md ruling R10"),
    _ours("R11", "Without them, the request is taken as \"the called suit has not been led "
          "yet\", and the response says that it assumed so.", "RULES.md ruling R11"),
    _rule("R12", RASCHE_A, "Hat eine Partei gar keinen Stich erhalten, so ist sie sogar "
          "Schwarz geworden.", RuleKind.RULING),
    _ours("R13", "Everyone plays alone with Rufspiel trumps; the player with the most Augen "
          "loses; on equal most Augen, the one with more tricks loses, then the one with more "
          "trumps taken.", "RULES.md ruling R13"),
    _s004("R14", "Beim Farbwenz können nach dem zugrunde gelegten Regelwerk maximal acht "
          "Laufende abgerechnet werden.", RuleKind.RULING),
    _rule("R15", INTSK, INTSK_LAUFENDE, RuleKind.RULING),
    _ours("R16", "German ↔ French (Schafkopf, Schnapsen): Eichel ↔ Kreuz, Gras/Laub ↔ Pik, "
          "Herz ↔ Herz, Schellen ↔ Karo.", "RULES.md ruling R16"),
    _ours("K-D1", "Geier ranks with Wenz, Farbgeier with Farbwenz, whose shape they share.",
          "the sources do not rank Geier and Farbgeier"),
    _ours("K-D2", "If points, tricks and trumps are equal, the tied players lose together.",
          "the sources do not decide a full tie in Ramsch"),
    _rule("K-20", OWN_K20, BETTEL_RULE, RuleKind.RULING),
    # The reckoning's doublings and the house rules of the rulesets (rules/schafkopf/ruleset.py).
    _ours("K-S2", "Klopfen or Legen (NetSchafkopf: aufdoppeln) before play doubles the price "
          "once per player who does it.", "seen in the Sauspiel and NetSchafkopf games",
          RuleKind.RULE),
    _ours("K-S3", "After Stoß and Retour, each further Kontra (Sub, Hirsch, …) doubles the "
          "price again, as far as the ruleset allows.", "seen in the Sauspiel games, up to "
          "four Kontras", RuleKind.RULE),
    _ours("K-H1", "Sauspiel's tariff: Sauspiel 20, solo games 50, 10 a Laufender from three "
          "(Wenz and Geier from two), Schneider 10, Schwarz 10 more.",
          "seen in the Sauspiel games", RuleKind.VARIANT,
          _where(lambda r: r.laufende_rule == "K-H1")),
    _ours("K-H2", "Kurzes Blatt: 24 cards, the Neun up, six a hand, six tricks; 120 Augen and "
          "61 to win as with the long pack.", "the Kurzes Blatt of the platforms; no rule "
          "page within reach states it", RuleKind.VARIANT,
          _where(lambda r: r.blatt is Blatt.SHORT)),
    _ours("K-H3", "NetSchafkopf's tariff: Rufspiel 2, solo games 5, Ramsch 1, 1 a Laufender "
          "from three in every game (Wenz and Geier too), Schneider 1, Schwarz 1 more.",
          "seen in the NetSchafkopf protocols",
          RuleKind.VARIANT,
          _where(lambda r: r.laufende_rule == "K-H3")),
    _ours("K-H8", "NetSchafkopf's PM-Regeln: Laufende from two in Wenz and Farbwenz (and so "
          "in Geier and Farbgeier), from three in the other games.",
          "seen in the NetSchafkopf protocols of the profile PM-Regeln", RuleKind.VARIANT,
          _where(lambda r: r.laufende_rule == "K-H8")),
    _ours("K-H9", "A Geier may be played Tout; a Geier-Tout ranks with the Wenz-Tout, a "
          "Farbgeier-Tout with the Farbwenz-Tout (K-D1).", "seen in a Sauspiel game "
          "(openschafkopf testdata/games/geier/3.html)", RuleKind.VARIANT,
          _where(lambda r: bool(r.tout_types - STANDARD_TOUT))),
    _ours("K-H4", "Bei Augengleichheit verliert, wer den höheren Ober hatte: equal most Augen "
          "in a Ramsch, the player who held the higher Ober loses.",
          "the sentence of the NetSchafkopf protocols", RuleKind.VARIANT,
          _where(lambda r: r.ramsch_tie_rule == "K-H4")),
    _ours("K-H5", "Jungfrau: each player who took no trick in a Ramsch doubles its price.",
          "seen in the NetSchafkopf protocols (\"Mit 1 mal Jungfrau\")", RuleKind.VARIANT,
          _where(lambda r: r.jungfrau is Jungfrau.DOUBLE_EACH)),
    _ours("K-H6", "Durchmarsch by Augen: the player who took all 120 Augen wins the Ramsch "
          "alone.", "openschafkopf's Ramsch rule AtLeast(120)", RuleKind.VARIANT,
          _where(lambda r: r.durchmarsch is Durchmarsch.AUGEN)),
    _ours("K-H7", "Stock: a won Rufspiel takes the pot, shared by the two declarers; a lost "
          "one pays as much again into it.", "openschafkopf's Stock cases", RuleKind.VARIANT,
          _where(lambda r: bool(r.stock_contracts))),
    # The Bettel's forms and the thrown-in deal. No platform text within
    # reach states them and no platform game shows them (the one Stichzwang case is
    # openschafkopf's own hand-made one), so they are this project's readings; the Bettel's are
    # ruleset fields no named ruleset sets yet.
    _ours("K-H10", "Bettel mit Stichzwang: a player who follows suit must beat the best card of "
          "the trick if one of his cards of that suit can.", "openschafkopf's Bettel rule "
          "'Stichzwang'; no rule page within reach states it", RuleKind.VARIANT,
          _where(lambda r: r.bettel_stichzwang)),
    _ours("K-H11", "Bettel ouvert (Bettel Tout): the Bettel played with the declarer's cards "
          "shown; still won with no trick at all, its price doubled, and it ranks with the "
          "Farbwenz-Tout.", "the Tout form of the Bettel, ranked as K-D1 ranks the Geier-Tout",
          RuleKind.VARIANT, _where(lambda r: ContractType.BETTEL in r.tout_types)),
    RuleEntry("K-H13", RuleKind.VARIANT, RASCHE_G, SIE_QUOTE, _where(lambda r: r.sie),
              f"{CITATIONS[RASCHE_G]}; rank, play and price: {PROJECT_READING} K-H13"),
    _ours("K-H12", "Zusammengeworfen: when everyone passes and no Ramsch is played, the cards are "
          "thrown in and dealt again; nobody wins or pays, and where a Stock is kept each player "
          "pays the Rufspiel's base price into it.", "the sentence 'Es wurde zusammengeworfen' of "
          "the NetSchafkopf protocols; what the Stock gains is our reading",
          RuleKind.VARIANT, _where(lambda r: True)),
    _ours("K-H14", "Der Erste und der Letzte zahlen an die beiden anderen Spieler 50 Punkte, "
          "weil sie nicht gespielt haben: when a deal is thrown in, in place of K-H12's 'nobody "
          "pays' the Vorhand and the dealer each pay the Einzelspiel's base price, and the two "
          "other players take as much each.",
          "the sentence of a NetSchafkopf protocol of the profile Standard after 'Es wurde "
          "zusammengeworfen', its table's Einzelspiel costing 50; that the payment is the "
          "Einzelspiel's price in every tariff is our reading", RuleKind.VARIANT,
          _where(lambda r: bool(r.thrown_in_payers))),
    # The Ramsch's house rules: openschafkopf's hand-made cases (its Ramsch rules
    # "Jungfrau: DoubleIndividuallyOnce, DoubleIndividuallyMultiple" and the tie "0 and 1 have
    # same number of points, but 0 had higher Trumpf"); no platform text within reach states
    # them, so they are house rules no named ruleset holds, asked after it (``+jungfrau-…``).
    _ours("K-H15", "Ramsch tie by the highest trump: of the players with equal most Augen, the "
          "one who held the highest trump loses.", "house rule; openschafkopf's hand-made "
          "Ramsch case 'same number of points, but 0 had higher Trumpf'", RuleKind.VARIANT,
          _where(lambda r: r.ramsch_tie_rule == "K-H15")),
    _ours("K-H16", "Jungfrau, each once: what a player who took no trick in a Ramsch receives "
          "from each loser doubles; the others receive the price.", "house rule; "
          "openschafkopf's Ramsch rule DoubleIndividuallyOnce", RuleKind.VARIANT,
          _where(lambda r: r.jungfrau is Jungfrau.DOUBLE_OWN)),
    _ours("K-H17", "Jungfrau, each for every Jungfrau: what a player who took no trick in a "
          "Ramsch receives from each loser doubles once for each player who took no trick; the "
          "others receive the price.", "house rule; openschafkopf's Ramsch rule "
          "DoubleIndividuallyMultiple", RuleKind.VARIANT,
          _where(lambda r: r.jungfrau is Jungfrau.DOUBLE_OWN_EACH)),
)})
