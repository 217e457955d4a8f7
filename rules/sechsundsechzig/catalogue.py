"""The Sechsundsechzig part of the rule catalogue (RULES-66.md section M, rulings RM1 … RM12).

Sources follow RULES-66.md's "Which source a rule shows its users": pagat's opening for the deck;
the German rule texts KSNET and KS66INFO, the lexicon MEYERS and WIKIBOOKS; BICYCLE-4 for the
closing and the Nine. Where only weak pages state a rule, it is this project's reading and links
its own entry; the weak pages stay here as evidence:
* M-10 (lead from the announced pair): WHITEKN "The player must show both cards and lead one of
  them to the trick."; CASINOSP (a betting site) "… muß eine Karte der Meldung ausgespielt
  werden."
* M-12 (no marriage once closed or exhausted): BCLINS66 "You also can't score for marriages in
  sixty six after the stack is closed or empty, unlike in schnapsen."; SYMULI, THANOS.
* M-18 (closing result, mirrors N-15): the 66 texts disagree (MEYERS "doppelt", HOYLE-1895 1/2/3).
The Stichzwang of M-5 rests on RM2 (BCLINS66, SYMULI); KSNET states Farbzwang and Trumpfzwang.
"""

from __future__ import annotations

from types import MappingProxyType

from rules.catalogue import RuleEntry, RuleKind
from rules.sources import our_reading

GAME_ID = "sechsundsechzig"
PAGAT66 = "https://www.pagat.com/marriage/66.html"
KSNET = "http://www.kartenspiele.net/spiele/66.htm"
KS66INFO = "http://www.kartenspiel66.info/"
MEYERS = "http://zeno.org/Meyers-1905/A/Sechsundsechzig"
WIKIBOOKS = "https://de.wikibooks.org/wiki/Kartenspiele:_Sechsundsechzig"
BICYCLE4 = "https://bicyclecards.com/how-to-play/four-hand-sixty-six"
CITATIONS = {
    PAGAT66: "[PAGAT66] pagat.com: Sechsundsechzig (contribution by Günther Senst)",
    KSNET: "[KSNET] kartenspiele.net: 66",
    KS66INFO: "[KS66INFO] kartenspiel66.info",
    MEYERS: "[MEYERS] Meyers Großes Konversations-Lexikon, Bd. 18 (1909), S. 238",
    WIKIBOOKS: "[WIKIBOOKS] Wikibooks: Kartenspiele: Sechsundsechzig",
    BICYCLE4: "[BICYCLE-4] Bicycle Cards: Four-Hand Sixty-Six",
}
# The hosts these sources stand on and why a rules officer may be shown them (RULES-66.md),
# beside the allow-list every game shares (rules.sources.ALLOWED_SOURCE_HOSTS).
SOURCE_HOSTS = MappingProxyType({
    "kartenspiele.net": "a German rule text of 66 in its own words (deck, strict play, 130)",
    "kartenspiel66.info": "a German rule text of 66: values, 20/40 on leading, 66, Ständer",
    "zeno.org": "the zeno.org digital library's copy of Meyers Konversations-Lexikon (1909)",
    "de.wikibooks.org": "a Wikimedia project at its canonical URL",
    "bicyclecards.com": "Bicycle, a recognised card publisher: closing and the trump Nine",
})
ALL = ("default",)


def _rule(rule_id: str, source: str, quote: str,
          kind: RuleKind = RuleKind.RULE) -> RuleEntry:
    return RuleEntry(rule_id, kind, source, quote, ALL, CITATIONS[source])


def _ours(rule_id: str, quote: str, basis: str, kind: RuleKind = RuleKind.RULE) -> RuleEntry:
    return our_reading(GAME_ID, rule_id, quote, ALL, basis, kind)


SECHSUNDSECHZIG_RULES = MappingProxyType({r.id: r for r in (
    _rule("M-1", PAGAT66, "Sechsundsechzig is played with a 24-card pack"),
    _rule("M-2", KSNET, "Der Geber gibt zweimal drei Karten pro Spieler, deckt die dreizehnte "
          "auf, um die Trumpffarbe zu bestimmen, und legt dann den verdeckten Stapel quer über "
          "die Trumpfkarte."),
    _rule("M-3", KSNET, "Der Stich gehört dem, der die höhere Karte in der ausgespielten Farbe "
          "oder Trumpf gespielt hat."),
    _rule("M-4", WIKIBOOKS, "Nur solange der Talon nicht aufgebraucht ist, braucht keine Farbe "
          "bedient (bekannt) zu werden."),
    _rule("M-5", KSNET, "Nach dem sechsten Stich ist der Talon aufgebraucht und es muss Farbe "
          "bedient werden. Ist bedienen nicht möglich, muss man eine Trumpfkarte spielen."),
    _rule("M-6", MEYERS, "Man kann in der ausgespielten Farbe und mit Trumpf überstechen."),
    _rule("M-7", KSNET, "Ist bedienen nicht möglich, muss man eine Trumpfkarte spielen."),
    _rule("M-8", KSNET, "Vorhand spielt eine beliebige Karte aus."),
    _rule("M-9", KS66INFO, "Hat man König und Ober von einer Farbe, so kann man beim Ausspielen "
          "20 melden, d. h. 20 Augen für sein Spiel rechnen; ist diese Farbe Trumpf, so meldet "
          "man 40."),
    _ours("M-10", "Having announced, the leader leads the King or the Ober of that suit (only "
          "those two are legal); one marriage per lead.",
          "RULES-66.md M-10 and RM3; only hobby pages state it"),
    _rule("M-11", WIKIBOOKS, "Dies zählt aber erst nach dem ersten eigenen Stich 20 Punkte bei "
          "Nicht-Trumpf bzw. 40 Punkte bei Trumpf."),
    _ours("M-12", "No new marriage once the talon is closed or exhausted.",
          "RULES-66.md M-12 and RM4; only hobby pages state it", RuleKind.VARIANT),
    _rule("M-13", BICYCLE4, "Either player holding the nine of trumps may exchange it for a "
          "higher trump card at any time provided they have previously won a trick, unless the "
          "nine is the last card in the stock.", RuleKind.VARIANT),
    _rule("M-14", BICYCLE4, "Either player may close (end the game), when they have the lead, "
          "either before or after drawing, by turning down the trump card."),
    _rule("M-15", KS66INFO, "Der letzte Stich, wenn alle Karten zu Ende gespielt sind, zählt 10 "
          "Augen mehr als man darin hat."),
    _rule("M-16", KS66INFO, "Um ein Spiel gewonnen zu haben, muß man in den hereingebrachten "
          "Stichen 66 Augen zählen oder gemeldet haben."),
    _rule("M-17", MEYERS, "Ist der Gegner noch »Schneider«, d. h. hat er weniger als 33, so hat "
          "man doppelt, ist er »schwarz«, d. h. hat er gar keinen Stich, so hat man dreifach "
          "gewonnen."),
    _ours("M-18", "A closer who reaches 66 first wins, scored on the opponent's points and "
          "tricks at the moment of closing; a closer who does not gives the opponent 2, or 3 if "
          "the opponent had no trick when the talon was closed.",
          "RULES-66.md M-18 and RM9, mirroring N-15; the 66 texts disagree", RuleKind.VARIANT),
    _rule("M-19", BICYCLE4, "If each side has 65, neither scores, and 1 game point is added to "
          "the score of the winners of the next hand.", RuleKind.VARIANT),
    _rule("M-20", BICYCLE4, "The side that scores 7 game points first, wins."),
)})
