"""The Bauernschnapsen part of the rule catalogue (RULES-bauernschnapsen.md section B,
rulings RB1 … RB12). No official rule book was readable: each rule rests on a public
description, quoted. The sources shown: WIKIBOOKS for play, PAGAT for cards, deal and
marriages, ENWIKI and DEWIKI for the Bummerl, LUSCHEN (a club's blog, the only complete
contract list read) for the contracts; where no text states a rule, it is our reading and
links its own entry."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from rules.catalogue import RuleEntry, RuleKind
from rules.sources import our_reading, source_host

GAME = "bauernschnapsen"
RULESETS = ("standard", "stichzwang_ansagen")
PAGAT = "https://www.pagat.com/de/marriage/bauernschnapsen.html"
WIKIBOOKS = "https://de.wikibooks.org/wiki/Kartenspiele:_Bauernschnapsen:_Allgemeine_Regeln"
LUSCHEN = "https://luschentreff.github.io/2014/03/10/bauernschnapsen-lernen.html"
ENWIKI = "https://en.wikipedia.org/wiki/Bauernschnapsen"
DEWIKI = "https://de.wikipedia.org/wiki/Bauernschnapsen"
CITATIONS = {
    PAGAT: "[PAGAT] pagat.com: Bauernschnapsen (Hans-Joachim Alscher)",
    WIKIBOOKS: "[WIKIBOOKS] Wikibooks: Kartenspiele: Bauernschnapsen: Allgemeine Regeln",
    LUSCHEN: "[LUSCHEN] Luschentreff: Bauernschnapsen lernen (a club's blog, 2014)",
    ENWIKI: "[ENWIKI] Wikipedia: Bauernschnapsen",
    DEWIKI: "[DEWIKI] Wikipedia: Bauernschnapsen (deutsch)",
}
SOURCE_HOSTS: Mapping[str, str] = MappingProxyType({
    str(source_host(WIKIBOOKS)): "Wikibooks at its canonical URL: the only whole rules page "
                                 "read for the play of Bauernschnapsen",
    str(source_host(LUSCHEN)): "a card club's own blog, flagged as a club text: the only "
                               "complete list of the contracts read",
    str(source_host(ENWIKI)): "Wikipedia at its canonical URL",
    str(source_host(DEWIKI)): "Wikipedia at its canonical URL",
})


def _rule(rule_id: str, source: str, quote: str, kind: RuleKind = RuleKind.RULE) -> RuleEntry:
    return RuleEntry(rule_id, kind, source, quote, RULESETS, CITATIONS[source])


def _ours(rule_id: str, quote: str, basis: str, kind: RuleKind = RuleKind.RULE) -> RuleEntry:
    return our_reading(GAME, rule_id, quote, RULESETS, basis, kind)


def _ruling(rule_id: str, statement: str) -> RuleEntry:
    return _ours(rule_id, statement, "RULES-bauernschnapsen.md ruling", RuleKind.RULING)


BAUERNSCHNAPSEN_RULES: Mapping[str, RuleEntry] = MappingProxyType({r.id: r for r in (
    _rule("B-1", PAGAT, "Ass Ass (Sau) 11 / Zehn Zehn 10 / König König 4 / Dame Ober 3 / "
          "Bube Unter 2"),
    _rule("B-2", PAGAT, "Die Spieler, die sich gegenübersitzen, sind ein Team. Das Geben und "
          "das Spiel erfolgen im Uhrzeigersinn."),
    _rule("B-3", PAGAT, "muß Vorhand (der Spieler links vom Geber) eine Trumpffarbe ansagen. "
          "Es muß eine Farbe sein, von der Vorhand mindestens eine Karte in der Hand hält."),
    _ours("B-4", "No talon: all 20 cards are dealt and five tricks are played (a Bettler: "
          "15 cards).", "the deal of B-3 applied to 20 cards"),
    _rule("B-5", LUSCHEN, "Danach haben die Spieler hinter ihm die Möglichkeit, ein höheres "
          "Spiel anzusagen."),
    _ours("B-6", "The highest trump wins, else the highest card of the led suit; a card of "
          "another plain suit never wins.", "Schnapsen N-3 and PAGAT's rank table"),
    _rule("B-7", LUSCHEN, "Beim Gangl gibt es keinen Atout"),
    _ours("B-8", "The leader may lead any card, unless he announces a marriage (B-10).",
          "WIKIBOOKS' duties name the led card"),
    _rule("B-9", WIKIBOOKS, "Hat ein Spieler nun die Möglichkeit, einen Stich - auch gegen "
          "seinen eigenen Mitspieler - zu machen, so muss er diesen machen. Der Stichzwang "
          "steht hinter dem Farbzwang."),
    _rule("B-10", PAGAT, "diese melden, wenn er eine der beiden Karten ausspielt und bekommt "
          "dafür 40 Punkte."),
    _rule("B-11", WIKIBOOKS, "Kann in der ausgespielten Farbe nicht bedient werden, muss "
          "Trumpf nur dann ausgespielt werden, wenn es den Stich bedeutet."),
    _ours("B-12", "Without a contract announced the Rufer's normal game is played: his trump, "
          "Vorhand leads, the team first to 66 wins 1, 2 or 3.", "LUSCHEN and SHRAM"),
    _rule("B-13", LUSCHEN, "Der Partner setzt bei dem Spiel aus und der Ansager darf die erste "
          "Karte ausspielen."),
    _rule("B-14", LUSCHEN, "Der Schnapser kann nur vom Rufer (Vorhand) oder dessen Mitspieler "
          "angesagt werden. Der Spieler muss dann in den ersten drei Stichen 66 Augen "
          "gewinnen"),
    _rule("B-15", LUSCHEN, "Wer ein Gangl ansagt, muss alle Stiche selbst machen. Selbst wenn "
          "der Partner einen Stich macht, ist das Spiel verloren."),
    _rule("B-16", LUSCHEN, "das Ass wird zur niedrigsten und die Zehn zur höchsten Karte"),
    _rule("B-17", LUSCHEN, "Bauernschnapser (12 Punkte)"),
    _rule("B-18", LUSCHEN, "Der Ansager muss der Kontra-Partei angehören"),
    _rule("B-19", LUSCHEN, "Kontrabauernschnapser (24 Punkte)"),
    _ours("B-20", "Ass-Bettler, Plauderer, Herrengangl, Herrenschnapser, Damengang, Königsgang "
          "and Bauernloch are not answered: the texts read only name them or disagree.",
          "RB2"),
    _rule("B-21", LUSCHEN, "Trotzdem bestimmt der Rufer die Atoutfarbe und darf auch "
          "ausspielen."),
    _rule("B-22", LUSCHEN, "Die Punkte bekommt das Team, das zuerst 66 Augen hat."),
    _rule("B-23", WIKIBOOKS, "so gewinnt diese Runde die Mannschaft, die den letzten Stich der "
          "Runde gemacht hat und erhält dafür 1 Punkt."),
    _ours("B-24", "A Bettler is lost at the first trick the declarer takes and won after the "
          "fifth.", "LUSCHEN: keinen Stich zu machen"),
    _ours("B-25", "Gang, Zehnerloch, Bauernschnapser, Kontrabauernschnapser are lost at the "
          "first trick anyone else takes, the partner included, and won after five.",
          "LUSCHEN: alle Stiche selbst machen"),
    _ours("B-26", "A (Kontra)schnapser is won at the trick that brings the declarer to 66 and "
          "lost at a trick taken by anyone else or after the third trick below 66.",
          "LUSCHEN: in den ersten drei Stichen 66 Augen"),
    _rule("B-27", ENWIKI, "The aim is to win 24 points and the game ends as soon as one team "
          "has achieved that."),
    _rule("B-28", DEWIKI, "Hat das Verliererteam null Punkte, erhält es einen „Schneider“, der "
          "zwei Bummerl zählt."),
    _ruling("RB1", "Two rulesets, standard (default) and stichzwang_ansagen; doubling (Fleck, "
            "Spritzen, Kontra) is not modelled."),
    _ruling("RB2", "Seat 0 is Vorhand and the Rufer, seats clockwise, team 0 = seats 0 and 2; "
            "the Zehnerloch changes the rank order only, not the card values."),
    _ruling("RB3", "stichzwang_ansagen: no duty to head in the normal game; the trump duty of "
            "B-11 stays."),
    _ruling("RB4", "The normal game ends after the trick after which a team has 66; both: the "
            "team that won that trick. No claims."),
    _ruling("RB5", "A marriage counts for the announcer's team once that team has won a "
            "trick."),
    _ruling("RB6", "Marriages only in the normal game, the Schnapser and the Kontraschnapser; "
            "in a (Kontra)schnapser only the declarer's own count."),
    _ruling("RB7", "A (Kontra)schnapser: the declarer alone has 66 by the end of the third "
            "trick, and every trick until then is his own."),
    _ruling("RB8", "A lost contract scores its value for the other team."),
    _ruling("RB9", "A Bummerl ends at 24; later hands are refused; Retourschneider when the "
            "losers once led 23 : 0."),
    _ruling("RB10", "Void in the led suit: a trump only where it wins; no Mitstechen."),
    _ruling("RB11", "Bettler: the declarer's partner sits out, tricks have three cards and his "
            "seat is skipped."),
    _ruling("RB12", "A given contract is scored; the auction is not checked beyond who may "
            "announce."),
)})
