"""Doppelkopf's problem messages in de, en and fr (``rules/doppelkopf``,
``api/games/doppelkopf``)."""

from __future__ import annotations

from api.errors.messages import Message
from api.errors.problems import ProblemType

MESSAGES = (
    # the titles of its problem types (PROBLEM_TYPES below)
    Message("title.invalid-call", "Invalid call", "Ungültige Ansage", "Annonce non valable"),
    Message("title.invalid-vorbehalt", "Invalid Vorbehalt", "Ungültiger Vorbehalt",
            "Vorbehalt non valable"),
    # rules/doppelkopf/announcements.py
    Message("doppelkopf.call", "'{call}' is not a call ({calls})",
            "'{call}' ist keine An- oder Absage ({calls})",
            "« {call} » n'est ni une annonce ni une Absage ({calls})"),
    Message("doppelkopf.call-other-party", "announcement {index}: '{call}' is the Ansage of "
            "the {call} party; a {party} player announces '{party}' (RD5: only for his own "
            "party)", "Ansage {index}: '{call}' ist die Ansage der Partei {call}; ein "
            "{party}-Spieler sagt '{party}' an (RD5: nur für die eigene Partei)",
            "annonce {index} : « {call} » est l'annonce du camp {call} ; un joueur {party} "
            "annonce « {party} » (RD5 : seulement pour son propre camp)"),
    # rules/doppelkopf/contract.py, game.py, ruleset.py
    Message("doppelkopf.contract", "'{contract}' is not a Doppelkopf contract ({contracts})",
            "'{contract}' ist kein Doppelkopf-Spiel ({contracts})",
            "« {contract} » n'est pas un contrat du Doppelkopf ({contracts})"),
    Message("doppelkopf.suit", "'{suit}' is not a Doppelkopf suit (clubs, spades, hearts, "
            "diamonds)", "'{suit}' ist keine Doppelkopf-Farbe (clubs, spades, hearts, "
            "diamonds)", "« {suit} » n'est pas une couleur du Doppelkopf (clubs, spades, "
            "hearts, diamonds)"),
    Message("doppelkopf.farbsolo-trump", "a farbsolo needs a trump suit: clubs, spades, hearts "
            "or diamonds", "ein Farbsolo braucht eine Trumpffarbe: clubs, spades, hearts oder "
            "diamonds", "un solo de couleur demande une couleur d'atout : clubs, spades, "
            "hearts ou diamonds"),
    Message("doppelkopf.farbsolo-needs-trump", "a farbsolo needs a trump suit",
            "ein Farbsolo braucht eine Trumpffarbe",
            "un solo de couleur demande une couleur d'atout"),
    Message("doppelkopf.no-trump-field", "a {contract} has no trump field",
            "ein {contract} hat kein Feld trump", "un {contract} n'a pas de champ trump"),
    Message("doppelkopf.no-tout", "a Doppelkopf contract is never played Tout",
            "ein Doppelkopf-Spiel wird nie Tout gespielt",
            "au Doppelkopf, aucun contrat ne se joue Tout"),
    Message("doppelkopf.ruleset", "no Doppelkopf ruleset '{ruleset}'; rulesets: {rulesets}",
            "kein Doppelkopf-Regelwerk '{ruleset}'; Regelwerke: {rulesets}",
            "pas de règlement du Doppelkopf « {ruleset} » ; règlements : {rulesets}"),
    # rules/doppelkopf/reckoning.py
    Message("doppelkopf.game-tricks", "a finished game has {tricks} tricks, not {count}",
            "ein beendetes Spiel hat {tricks} Stiche, nicht {count}",
            "une partie terminée a {tricks} levées, pas {count}"),
    Message("doppelkopf.trick-size", "trick {trick} holds {count} cards, not {players}",
            "Stich {trick} hat {count} Karten, nicht {players}",
            "la levée {trick} a {count} cartes, pas {players}"),
    Message("doppelkopf.played-copies", "{card} is played {count} times; the deck has "
            "{copies} (RD14)", "{card} ist {count}-mal gespielt; das Blatt hat sie "
            "{copies}-mal (RD14)", "{card} est jouée {count} fois ; le jeu l'a {copies} fois "
            "(RD14)"),
    # rules/doppelkopf/reckoning.py: who leads a Pflichtsolo (D-9)
    Message("doppelkopf.pflicht-no-solo", "pflicht: a Pflichtsolo is a solo, and {contract} "
            "is none (D-9)", "pflicht: ein Pflichtsolo ist ein Solo, und {contract} ist "
            "keins (D-9)", "pflicht : un Pflichtsolo est un solo, et {contract} n'en est "
            "pas un (D-9)"),
    Message("doppelkopf.pflicht-soloist", "a Pflichtsolo needs its soloist's seat: the "
            "soloist leads (D-9)", "ein Pflichtsolo braucht den Platz des Solospielers: der "
            "Solospieler spielt auf (D-9)", "un Pflichtsolo demande la place du soliste : "
            "c'est le soliste qui entame (D-9)"),
    Message("doppelkopf.pflicht-leader", "in a Pflichtsolo the soloist leads the first trick: "
            "seat {soloist}, not seat {leader} (D-9)", "im Pflichtsolo spielt der "
            "Solospieler zum ersten Stich auf: Platz {soloist}, nicht Platz {leader} (D-9)",
            "dans un Pflichtsolo, le soliste entame le premier pli : la place {soloist}, pas "
            "la place {leader} (D-9)"),
    Message("doppelkopf.soloist-seat", "a {contract} needs its soloist's seat",
            "ein {contract} braucht den Platz des Solospielers",
            "un {contract} demande la place du soliste"),
    Message("doppelkopf.normal-both-queens", "seat {seat} holds both Kreuz Damen: that is a "
            "Hochzeit or a stille Hochzeit, not a normal game (D-4)", "Platz {seat} hält "
            "beide Kreuz-Damen: das ist eine Hochzeit oder eine stille Hochzeit, kein "
            "Normalspiel (D-4)", "la place {seat} a les deux Dames de Trèfle : c'est une "
            "Hochzeit ou une Hochzeit silencieuse, pas un jeu normal (D-4)"),
    Message("doppelkopf.needs-both-queens", "a {contract} needs one seat holding both Kreuz "
            "Damen (D-4, D-11, D-12)", "ein {contract} braucht einen Platz mit beiden "
            "Kreuz-Damen (D-4, D-11, D-12)", "un {contract} demande une place qui a les deux "
            "Dames de Trèfle (D-4, D-11, D-12)"),
    Message("doppelkopf.queens-elsewhere", "{name} is seat {given}, but seat {seat} holds both "
            "Kreuz Damen", "{name} ist Platz {given}, aber Platz {seat} hält beide Kreuz-Damen",
            "{name} est la place {given}, mais c'est la place {seat} qui a les deux Dames de "
            "Trèfle"),
    Message("doppelkopf.call-at", "at counts the cards played before the call: 0 to {last}",
            "at zählt die vor der An- oder Absage gespielten Karten: 0 bis {last}",
            "at compte les cartes jouées avant l'annonce : de 0 à {last}"),
    Message("doppelkopf.hand-differs", "seat {seat} plays other cards than its hand holds",
            "Platz {seat} spielt andere Karten, als er in der Hand hält",
            "la place {seat} joue d'autres cartes que celles de sa main"),
    Message("doppelkopf.re-party", "parties.re {given} differs from the Re party the cards "
            "make: {found}", "parties.re {given} weicht von der Re-Partei ab, die sich aus "
            "den Karten ergibt: {found}", "parties.re {given} diffère du camp Re que donnent "
            "les cartes : {found}"),
    # rules/doppelkopf/vorbehalt.py
    Message("doppelkopf.declarations-count", "one declaration per seat: {players}, not {count}",
            "eine Erklärung je Platz (Vorbehalt oder gesund): {players}, nicht {count}",
            "une déclaration par place (réserve ou sain) : {players}, pas {count}"),
    Message("doppelkopf.declaration", "'{word}' is not a declaration ({declarations})",
            "'{word}' ist keine Erklärung zum Vorbehalt ({declarations})",
            "« {word} » n'est pas une déclaration de réserve ({declarations})"),
    # api/games/doppelkopf/answers.py
    Message("doppelkopf.trick-number", "trick_number {number} and history ({earlier} earlier "
            "tricks, so trick {trick}) disagree", "trick_number {number} und history "
            "({earlier} frühere Stiche, also Stich {trick}) passen nicht zusammen",
            "trick_number {number} et history ({earlier} levées précédentes, donc levée "
            "{trick}) ne concordent pas"),
    # api/games/doppelkopf/score.py
    Message("doppelkopf.score-form", "{field}: give the tricks, or the counts (augen and "
            "tricks_won)", "{field}: die Stiche angeben oder die Zahlen (augen und "
            "tricks_won)", "{field} : donnez les levées, ou les comptes (augen et "
            "tricks_won)"),
    Message("doppelkopf.augen-sum", "augen must sum to {total} (D-2), not {given}",
            "augen müssen zusammen {total} ergeben (D-2), nicht {given}",
            "augen doit faire {total} au total (D-2), pas {given}"),
    Message("doppelkopf.tricks-won-sum", "tricks_won must sum to {total}, not {given}",
            "tricks_won müssen zusammen {total} ergeben, nicht {given}",
            "tricks_won doit faire {total} au total, pas {given}"),
    Message("doppelkopf.augen-no-trick", "{party} has Augen but no trick",
            "{party} hat Augen, aber keinen Stich", "{party} a des points mais aucune levée"),
    Message("doppelkopf.sum", "sum", "Summe", "somme"),
    Message("doppelkopf.no-trick", "no trick", "kein Stich", "aucune levée"),
    Message("doppelkopf.tricks-form-seat", "announcements/{index}/seat: the tricks form names "
            "each caller's seat", "announcements/{index}/seat: die Form mit den Stichen "
            "nennt bei jeder An- und Absage den Platz", "announcements/{index}/seat : la "
            "forme par levées donne pour chaque annonce la place de l'annonceur"),
    Message("doppelkopf.summary-form-party", "announcements/{index}/party: the summary form "
            "names each caller's party", "announcements/{index}/party: die Form mit den "
            "Summen nennt bei jeder An- und Absage die Partei", "announcements/{index}/party : "
            "la forme résumée donne pour chaque annonce le camp de l'annonceur"),
)

# Doppelkopf's own problem types (API-doppelkopf.md), registered with its adapter.
PROBLEM_TYPES = (
    ProblemType("invalid-call", 422, "Invalid call",
                "A call that is not one of Doppelkopf's calls (re, kontra, keine_90, "
                "keine_60, keine_30, schwarz), or made for the other party (RD5)."),
    ProblemType("invalid-vorbehalt", 422, "Invalid Vorbehalt",
                "A declaration that is not one of the Vorbehalte of TSR 4.1.2 (gesund, "
                "hochzeit, lustsolo, pflichtsolo; RD9)."),
)
