"""The Doppelkopf part of the rule catalogue (RULES-doppelkopf.md, section D): D-1 … D-38 from
the DDV's Turnier-Spielregeln (TSR, Stand 21.02.2026), the house rules D-V1 … D-V7 and the
binding rulings RD1 … RD15.

A ``ddv`` rule shows the DDV's PDF and its TSR number. The copies of the TSR that were read
(mannewolff/doppelkopf, doko-wissen.de, skatklopper.de) stay evidence. The house rules show
the Wikipedia article on the Sonderregeln at its canonical URL; its Dulle section could not be
read here, so the quote they show is the article's opening sentence, which the whole article
states, and the Dullen variant's wording is the catalogue's (RD2).
"""

from __future__ import annotations

from types import MappingProxyType

from rules.catalogue import RuleEntry, RuleKind
from rules.sources import catalogue_link

GAME_ID = "doppelkopf"
TSR = "https://doko-verband.de/shared-files/11534/?Turnierspielregeln-Stand-2026-02-21.pdf"
WIKI_SR = "https://de.wikipedia.org/wiki/Doppelkopf-Sonderregeln"
SOURCE_HOSTS = MappingProxyType({
    "doko-verband.de": "the Deutscher Doppelkopf-Verband e. V., the rules body whose "
                       "Turnier-Spielregeln the default ruleset follows",
    "de.wikipedia.org": "Wikipedia at its canonical URL: the article on Doppelkopf house rules",
})
ALL = ("ddv", "dulle", "dulle-immer")
HOUSE = ("dulle", "dulle-immer")
WIKI_OPENING = ("Die hier genannten Varianten des Doppelkopfspiels entsprechen nicht den "
                "Turnierspielregeln")


def _tsr(rule_id: str, number: str, quote: str, rulesets: tuple[str, ...] = ALL,
         kind: RuleKind = RuleKind.RULE) -> RuleEntry:
    return RuleEntry(rule_id, kind, TSR, quote, rulesets,
                     f"[TSR] DDV Turnier-Spielregeln, Stand 21.02.2026, TSR {number}")


def _house(rule_id: str, rulesets: tuple[str, ...] = ()) -> RuleEntry:
    return RuleEntry(rule_id, RuleKind.VARIANT, WIKI_SR, WIKI_OPENING, rulesets,
                     "[WIKI-SR] Wikipedia: Doppelkopf-Sonderregeln")


def _ruling(rule_id: str, quote: str) -> RuleEntry:
    return RuleEntry(rule_id, RuleKind.RULING, catalogue_link(GAME_ID, rule_id), quote, ALL,
                     f"Stichfest ruling {rule_id} (RULES-doppelkopf.md)")


DOPPELKOPF_RULES = MappingProxyType({r.id: r for r in (
    _tsr("D-1", "2.2.1", "Jede Karte ist doppelt im Spiel."),
    _tsr("D-2", "2.2.2", "In jeder Farbe sind somit 60 Augen vorhanden, so dass das "
         "Doppelkopfblatt insgesamt 240 Augen enthält."),
    _tsr("D-3", "3.3.7", "jedem Spieler viermal jeweils drei Karten gegeben werden, so dass "
         "danach jeder Spieler 12 Karten in der Hand hält."),
    _tsr("D-4", "2.4.4", "Wird kein Solo gespielt, bilden die beiden Spieler mit den Kreuz "
         "Damen die Re-Partei, die beiden anderen Spieler die Kontra-Partei."),
    _tsr("D-5", "2.4.7", "Beim Solo bildet der Solospieler die Re-Partei, die drei anderen "
         "Spieler die Kontra-Partei."),
    _tsr("D-6", "4.1.3", "Melden sich alle Spieler „gesund“, wird ein Normalspiel "
         "durchgeführt."),
    _tsr("D-7", "4.1.5", "Haben mehrere Spieler im selben Spiel „Vorbehalt“ angemeldet, gilt "
         "die Reihenfolge: 1. Pflichtsolo 2. Lustsolo 3. Hochzeit"),
    _tsr("D-8", "4.1.2", "Möchte ein Spieler ein Pflichtsolo, ein Lustsolo oder eine Hochzeit "
         "anmelden, sagt er laut und deutlich „Vorbehalt“."),
    _tsr("D-9", "5.1.1", "Aufspielpflicht zum ersten Stich hat derjenige, der mit der "
         "Vorbehaltsabfrage begonnen hat (Ausnahme siehe 4.2.2)."),
    _tsr("D-10", "2.3.3", "Beim Solo werden vier Varianten unterschieden: • Farbsolo • "
         "Damensolo • Bubensolo • Fleischloser (Asse-Solo)"),
    _tsr("D-11", "4.4.3", "Es spielt derjenige als „Re-Mann“ mit dem Hochzeiter, der innerhalb "
         "der ersten drei Stiche dieses Spieles den ersten Stich (den sogenannten "
         "Klärungsstich) – abgesehen von den Stichen des Hochzeiters – macht."),
    _tsr("D-12", "4.4.5", "Das Spiel wird wie ein Solo abgerechnet"),
    _tsr("D-13", "2.3.4", "♥ 10, ♣ D, ♠ D, ♥ D, ♦ D, ♣ B, ♠ B, ♥ B, ♦ B, ♦ As, ♦ 10, ♦ K, ♦ 9."),
    _tsr("D-14", "2.3.2", "Jede Trumpfkarte ist ranghöher als irgendeine Fehlkarte."),
    _tsr("D-15", "2.3.5", "Gegenüber dem Normalspiel ersetzen die Trumpfkarten – As, 10 (außer "
         "♥ Solo), K, 9 – der gewählten Trumpffarbe die Trumpfkarten in der Farbe Karo."),
    _tsr("D-16", "2.3.6", "Beim Damensolo: ♣ D, ♠ D, ♥ D, ♦ D bzw. beim Bubensolo: ♣ B, ♠ B, "
         "♥ B, ♦ B."),
    _tsr("D-17", "2.3.7", "Beim Fleischlosen (Asse-Solo) gibt es keine Trumpfkarten und 48 "
         "Fehlkarten."),
    _tsr("D-18", "5.1.2", "Ab dem zweiten Stich spielt immer derjenige auf, der den "
         "vorangegangenen Stich gemacht hat."),
    _tsr("D-19", "5.2.2", "Es besteht Bedienpflicht, d.h. jeder muss, wenn möglich, eine Karte "
         "der aufgespielten Fehlfarbe oder der geforderten Trumpffarbe zugeben (bedienen)."),
    _tsr("D-20", "5.2.3", "Wer die aufgespielte Fehlfarbe nicht hat, darf entweder eine "
         "Trumpfkarte zugeben, d.h. stechen, oder eine beliebige Karte einer anderen Fehlfarbe "
         "spielen."),
    _tsr("D-21", "5.3.3", "bei einer geforderten Trumpfkarte die ranghöchste Trumpfkarte des "
         "Stiches legt"),
    _tsr("D-22", "5.3.3", "Werden in einem Stich zwei gleiche Karten gelegt, ist die vom weiter "
         "vorn sitzenden Spieler gelegte Karte die ranghöhere. Dies gilt auch für die Herz 10.",
         ALL),
    _tsr("D-23", "5.3.4", "Dieser Spieler hat die Aufspielpflicht zum nächsten Stich."),
    _tsr("D-24", "6.2.2", "… muss von jeder Partei spätestens dann erfolgen, wenn der "
         "ansagende Spieler noch mindestens 11 Karten in der Hand hält."),
    _tsr("D-25", "6.3.4", "„keine 90“ mit mindestens 10 Karten in der Hand"),
    _tsr("D-26", "6.4.3", "Es werden in diesem Fall alle Stufen in die Abrechnung mit "
         "einbezogen."),
    _tsr("D-27", "6.4.4", "Die Erwiderung auf eine An- bzw. Absage ist stets noch mit einer "
         "Karte weniger, als für die An- bzw. Absage der Gegenpartei notwendig war, erlaubt."),
    _tsr("D-28", "6.4.2", "Eine Erstansage ist immer erst nach Beendigung des Klärungsstiches "
         "erlaubt!"),
    _tsr("D-29", "6.4.7", "Eine Wiederholung identischer An- bzw. Absagen einer Partei ist "
         "nicht zulässig."),
    _tsr("D-30", "6.1.1", "eine Karte ist gespielt, wenn sie den Spieltisch offen (sichtbar) "
         "berührt hat."),
    _tsr("D-31", "7.1.1", "Mit dem 121. Auge, wenn keine Ansage bzw. Absage getroffen wurde"),
    _tsr("D-32", "7.1.1", "mit dem 151. (181., 211.) Auge, wenn sie der Kontra-Partei „keine "
         "90“ („keine 60“, „keine 30“) abgesagt hat"),
    _tsr("D-33", "7.1.3", "Erreichen beide Parteien ihr abgesagtes Ziel nicht, hat keine Partei "
         "gewonnen"),
    _tsr("D-34", "7.2.2", "Beim Normalspiel erhalten die Spieler der Siegerpartei folgende "
         "Spielpunkte mit positivem, die Spieler der Verliererpartei mit negativem Vorzeichen"),
    _tsr("D-35", "7.2.3", "Sonderpunkte können von beiden Parteien nur beim Normalspiel "
         "gewonnen werden."),
    _tsr("D-36", "7.2.4", "Diese Punktzahl wird für den Solospieler verdreifacht und ihm bei "
         "Gewinn gutgeschrieben, bei Niederlage abgezogen."),
    _tsr("D-37", "7.3.3", "Die Quersumme muss nach jedem Spiel 0 ergeben."),
    _tsr("D-38", "9.6.3", "Eine Spielmaßnahme (…, Ansage, Absage, Bemerkung, Legen einer "
         "Karte), die einen Regelverstoß darstellt, ist als gültiger Spielzug anzusehen, wenn "
         "sie nicht rechtzeitig reklamiert wurde."),
    _house("D-V1", HOUSE), _house("D-V2"), _house("D-V3"), _house("D-V4"), _house("D-V5"),
    _house("D-V6"), _house("D-V7"),
    _ruling("RD1", "ddv is the default: the TSR, Stand 21.02.2026, as written; dulle and "
            "dulle-immer differ only in D-V1."),
    _ruling("RD2", "The house rule concerns only the Herz 10 where it is a trump; last trick "
            "means trick 12."),
    _ruling("RD3", "With a winner, every 7.2.2 point is the winner's."),
    _ruling("RD4", "Nobody wins: each party collects the (a) rows its opponents fall under and "
            "the (e)/(f) points it reached itself."),
    _ruling("RD5", "A call counts every lower level of its party; a repeated call is ignored."),
    _ruling("RD6", "A Hochzeit without a partner, and a Stille Hochzeit, is scored like a "
            "solo."),
    _ruling("RD7", "Schweinchen is not in v1."),
    _ruling("RD8", "No 40-card game in v1."),
    _ruling("RD9", "No Armut, Schmeißen or other Vorbehalte beyond TSR 4.1.2."),
    _ruling("RD10", "Announcements are scored as given; each is reported with in_time."),
    _ruling("RD11", "The Kreuz Bube must be the winning card of trick 12; 1 Sonderpunkt."),
    _ruling("RD12", "Each Karo Ass played by one party and won by the other earns 1 point."),
    _ruling("RD13", "Weiter vorn sitzend means earlier in the asking order, which starts left "
            "of the dealer."),
    _ruling("RD14", "A hand may hold a card twice, never three times."),
    _ruling("RD15", "The German-deck names are accepted as aliases of the French suits."),
)})
