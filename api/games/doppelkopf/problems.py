"""Doppelkopf's problem messages in de, en and fr (``rules/doppelkopf``,
``api/games/doppelkopf``)."""

from __future__ import annotations

from api.errors.problems import ProblemType

EN = {
    "doppelkopf.no-trump": "a {contract} has no trump suit",
    "title.invalid-call": "Invalid call",
    "title.invalid-vorbehalt": "Invalid Vorbehalt",
    "doppelkopf.call": "'{call}' is not a call ({calls})",
    "doppelkopf.call-other-party": "announcement {number}: '{call}' is the Ansage of the {call} "
                                   "party; a {party} player announces '{party}' (RD5: only for "
                                   "his own party)",
    "doppelkopf.contract": "'{contract}' is not a Doppelkopf contract ({contracts})",
    "doppelkopf.suit": "'{suit}' is not a Doppelkopf suit (clubs, spades, hearts, diamonds)",
    "doppelkopf.farbsolo-trump": "a farbsolo needs a trump suit: clubs, spades, hearts or diamonds",
    "doppelkopf.farbsolo-needs-trump": "a farbsolo needs a trump suit",
    "doppelkopf.no-trump-field": "a {contract} has no trump field",
    "doppelkopf.no-tout": "a Doppelkopf contract is never played Tout",
    "doppelkopf.ruleset": "no Doppelkopf ruleset '{ruleset}'; rulesets: {rulesets}",
    "doppelkopf.game-tricks": "a finished game has {tricks} tricks, not {count}",
    "doppelkopf.trick-size": "trick {trick} holds {count} cards, not {players}",
    "doppelkopf.played-copies": "{card} is played {count} times; the deck has {copies} (RD14)",
    "doppelkopf.pflicht-no-solo": "pflicht: a Pflichtsolo is a solo, and {contract} is none (D-9)",
    "doppelkopf.pflicht-soloist": "a Pflichtsolo needs its soloist's seat: the soloist leads (D-9)",
    "doppelkopf.pflicht-leader": "in a Pflichtsolo the soloist leads the first trick: seat "
                                 "{soloist}, not seat {leader} (D-9)",
    "doppelkopf.soloist-seat": "a {contract} needs its soloist's seat",
    "doppelkopf.normal-both-queens": "seat {seat} holds both Kreuz Damen: that is a Hochzeit or a "
                                     "stille Hochzeit, not a normal game (D-4)",
    "doppelkopf.needs-both-queens": "a {contract} needs one seat holding both Kreuz Damen (D-4, "
                                    "D-11, D-12)",
    "doppelkopf.queens-elsewhere": "{name} is seat {given}, but seat {seat} holds both Kreuz Damen",
    "doppelkopf.call-at": "at counts the cards played before the call: 0 to {last}",
    "doppelkopf.hand-differs": "seat {seat} plays other cards than its hand holds",
    "doppelkopf.re-party": "parties.re {given} differs from the Re party the cards make: {found}",
    "doppelkopf.declarations-count": "one declaration per seat: {players}, not {count}",
    "doppelkopf.declaration": "'{word}' is not a declaration ({declarations})",
    "doppelkopf.trick-number": "trick_number {number} and history ({earlier} earlier tricks, so "
                               "trick {trick}) disagree",
    "doppelkopf.score-form": "{field}: give the tricks, or the counts (augen and tricks_won)",
    "doppelkopf.augen-sum": "augen must sum to {total} (D-2), not {given}",
    "doppelkopf.tricks-won-sum": "tricks_won must sum to {total}, not {given}",
    "doppelkopf.augen-no-trick": "{party} has Augen but no trick",
    "doppelkopf.sum": "sum",
    "doppelkopf.no-trick": "no trick",
    "doppelkopf.tricks-form-seat": "announcements/{index}/seat: the tricks form names each "
                                   "caller's seat",
    "doppelkopf.summary-form-party": "announcements/{index}/party: the summary form names each "
                                     "caller's party",
}

DE = {
    "doppelkopf.no-trump": "ein {contract} hat keine Trumpffarbe",
    "title.invalid-call": "Ungültige Ansage",
    "title.invalid-vorbehalt": "Ungültiger Vorbehalt",
    "doppelkopf.call": "'{call}' ist keine An- oder Absage ({calls})",
    "doppelkopf.call-other-party": "Ansage {number}: '{call}' ist die Ansage der Partei {call}; "
                                   "ein {party}-Spieler sagt '{party}' an (RD5: nur für die "
                                   "eigene Partei)",
    "doppelkopf.contract": "'{contract}' ist kein Doppelkopf-Spiel ({contracts})",
    "doppelkopf.suit": "'{suit}' ist keine Doppelkopf-Farbe (clubs, spades, hearts, diamonds)",
    "doppelkopf.farbsolo-trump": "ein Farbsolo braucht eine Trumpffarbe: clubs, spades, hearts "
                                 "oder diamonds",
    "doppelkopf.farbsolo-needs-trump": "ein Farbsolo braucht eine Trumpffarbe",
    "doppelkopf.no-trump-field": "ein {contract} hat kein Feld trump",
    "doppelkopf.no-tout": "ein Doppelkopf-Spiel wird nie Tout gespielt",
    "doppelkopf.ruleset": "kein Doppelkopf-Regelwerk '{ruleset}'; Regelwerke: {rulesets}",
    "doppelkopf.game-tricks": "ein beendetes Spiel hat {tricks} Stiche, nicht {count}",
    "doppelkopf.trick-size": "Stich {trick} hat {count} Karten, nicht {players}",
    "doppelkopf.played-copies": "{card} ist {count}-mal gespielt; das Blatt hat sie {copies}-mal "
                                "(RD14)",
    "doppelkopf.pflicht-no-solo": "pflicht: ein Pflichtsolo ist ein Solo, und {contract} ist "
                                  "keins (D-9)",
    "doppelkopf.pflicht-soloist": "ein Pflichtsolo braucht den Platz des Solospielers: der "
                                  "Solospieler spielt auf (D-9)",
    "doppelkopf.pflicht-leader": "im Pflichtsolo spielt der Solospieler zum ersten Stich auf: "
                                 "Platz {soloist}, nicht Platz {leader} (D-9)",
    "doppelkopf.soloist-seat": "ein {contract} braucht den Platz des Solospielers",
    "doppelkopf.normal-both-queens": "Platz {seat} hält beide Kreuz-Damen: das ist eine Hochzeit "
                                     "oder eine stille Hochzeit, kein Normalspiel (D-4)",
    "doppelkopf.needs-both-queens": "ein {contract} braucht einen Platz mit beiden Kreuz-Damen "
                                    "(D-4, D-11, D-12)",
    "doppelkopf.queens-elsewhere": "{name} ist Platz {given}, aber Platz {seat} hält beide "
                                   "Kreuz-Damen",
    "doppelkopf.call-at": "at zählt die vor der An- oder Absage gespielten Karten: 0 bis {last}",
    "doppelkopf.hand-differs": "Platz {seat} spielt andere Karten, als er in der Hand hält",
    "doppelkopf.re-party": "parties.re {given} weicht von der Re-Partei ab, die sich aus den "
                           "Karten ergibt: {found}",
    "doppelkopf.declarations-count": "eine Erklärung je Platz (Vorbehalt oder gesund): {players}, "
                                     "nicht {count}",
    "doppelkopf.declaration": "'{word}' ist keine Erklärung zum Vorbehalt ({declarations})",
    "doppelkopf.trick-number": "trick_number {number} und history ({earlier} frühere Stiche, also "
                               "Stich {trick}) passen nicht zusammen",
    "doppelkopf.score-form": "{field}: die Stiche angeben oder die Zahlen (augen und tricks_won)",
    "doppelkopf.augen-sum": "augen müssen zusammen {total} ergeben (D-2), nicht {given}",
    "doppelkopf.tricks-won-sum": "tricks_won müssen zusammen {total} ergeben, nicht {given}",
    "doppelkopf.augen-no-trick": "{party} hat Augen, aber keinen Stich",
    "doppelkopf.sum": "Summe",
    "doppelkopf.no-trick": "kein Stich",
    "doppelkopf.tricks-form-seat": "announcements/{index}/seat: die Form mit den Stichen nennt "
                                   "bei jeder An- und Absage den Platz",
    "doppelkopf.summary-form-party": "announcements/{index}/party: die Form mit den Summen nennt "
                                     "bei jeder An- und Absage die Partei",
}

FR = {
    "doppelkopf.no-trump": "un {contract} n'a pas de couleur d'atout",
    "title.invalid-call": "Annonce non valable",
    "title.invalid-vorbehalt": "Vorbehalt non valable",
    "doppelkopf.call": "« {call} » n'est ni une annonce ni une Absage ({calls})",
    "doppelkopf.call-other-party": "annonce {number} : « {call} » est l'annonce du camp {call} ; "
                                   "un joueur {party} annonce « {party} » (RD5 : seulement pour "
                                   "son propre camp)",
    "doppelkopf.contract": "« {contract} » n'est pas un contrat du Doppelkopf ({contracts})",
    "doppelkopf.suit": "« {suit} » n'est pas une couleur du Doppelkopf (clubs, spades, hearts, "
                       "diamonds)",
    "doppelkopf.farbsolo-trump": "un solo de couleur demande une couleur d'atout : clubs, spades, "
                                 "hearts ou diamonds",
    "doppelkopf.farbsolo-needs-trump": "un solo de couleur demande une couleur d'atout",
    "doppelkopf.no-trump-field": "un {contract} n'a pas de champ trump",
    "doppelkopf.no-tout": "au Doppelkopf, aucun contrat ne se joue Tout",
    "doppelkopf.ruleset": "pas de règlement du Doppelkopf « {ruleset} » ; règlements : {rulesets}",
    "doppelkopf.game-tricks": "une partie terminée a {tricks} levées, pas {count}",
    "doppelkopf.trick-size": "la levée {trick} a {count} cartes, pas {players}",
    "doppelkopf.played-copies": "{card} est jouée {count} fois ; le jeu l'a {copies} fois (RD14)",
    "doppelkopf.pflicht-no-solo": "pflicht : un Pflichtsolo est un solo, et {contract} n'en est "
                                  "pas un (D-9)",
    "doppelkopf.pflicht-soloist": "un Pflichtsolo demande la place du soliste : c'est le soliste "
                                  "qui entame (D-9)",
    "doppelkopf.pflicht-leader": "dans un Pflichtsolo, le soliste entame le premier pli : la "
                                 "place {soloist}, pas la place {leader} (D-9)",
    "doppelkopf.soloist-seat": "un {contract} demande la place du soliste",
    "doppelkopf.normal-both-queens": "la place {seat} a les deux Dames de Trèfle : c'est une "
                                     "Hochzeit ou une Hochzeit silencieuse, pas un jeu normal "
                                     "(D-4)",
    "doppelkopf.needs-both-queens": "un {contract} demande une place qui a les deux Dames de "
                                    "Trèfle (D-4, D-11, D-12)",
    "doppelkopf.queens-elsewhere": "{name} est la place {given}, mais c'est la place {seat} qui a "
                                   "les deux Dames de Trèfle",
    "doppelkopf.call-at": "at compte les cartes jouées avant l'annonce : de 0 à {last}",
    "doppelkopf.hand-differs": "la place {seat} joue d'autres cartes que celles de sa main",
    "doppelkopf.re-party": "parties.re {given} diffère du camp Re que donnent les cartes : {found}",
    "doppelkopf.declarations-count": "une déclaration par place (réserve ou sain) : {players}, "
                                     "pas {count}",
    "doppelkopf.declaration": "« {word} » n'est pas une déclaration de réserve ({declarations})",
    "doppelkopf.trick-number": "trick_number {number} et history ({earlier} levées précédentes, "
                               "donc levée {trick}) ne concordent pas",
    "doppelkopf.score-form": "{field} : donnez les levées, ou les comptes (augen et tricks_won)",
    "doppelkopf.augen-sum": "augen doit faire {total} au total (D-2), pas {given}",
    "doppelkopf.tricks-won-sum": "tricks_won doit faire {total} au total, pas {given}",
    "doppelkopf.augen-no-trick": "{party} a des points mais aucune levée",
    "doppelkopf.sum": "somme",
    "doppelkopf.no-trick": "aucune levée",
    "doppelkopf.tricks-form-seat": "announcements/{index}/seat : la forme par levées donne pour "
                                   "chaque annonce la place de l'annonceur",
    "doppelkopf.summary-form-party": "announcements/{index}/party : la forme résumée donne pour "
                                     "chaque annonce le camp de l'annonceur",
}

TEXTS = {"de": DE, "en": EN, "fr": FR}

# Doppelkopf's own problem types (API-doppelkopf.md), registered with its adapter.
PROBLEM_TYPES = (
    ProblemType("invalid-call", 422, "Invalid call",
                "A call that is not one of Doppelkopf's calls (re, kontra, keine_90, "
                "keine_60, keine_30, schwarz), or made for the other party (RD5)."),
    ProblemType("invalid-vorbehalt", 422, "Invalid Vorbehalt",
                "A declaration that is not one of the Vorbehalte of TSR 4.1.2 (gesund, "
                "hochzeit, lustsolo, pflichtsolo; RD9)."),
)
