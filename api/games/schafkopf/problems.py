"""Schafkopf's problem messages in de, en and fr (``rules/schafkopf``,
``api/games/schafkopf``)."""

from __future__ import annotations

EN = {
    "schafkopf.contract": "'{contract}' is not a Schafkopf contract ({contracts})",
    "schafkopf.suit": "'{suit}' is not a Schafkopf suit (acorns, leaves, hearts, bells)",
    "schafkopf.only-rufspiel-calls": "only a Rufspiel calls a suit; a {contract} has no "
                                     "called_suit",
    "schafkopf.no-trump": "a {contract} has no trump suit",
    "schafkopf.hearts-not-callable": "a Rufspiel calls the Sau of acorns, leaves or bells; hearts "
                                     "are trump and cannot be called (K-8)",
    "schafkopf.needs-trump-suit-of": "a {contract} needs a trump suit: acorns, leaves, hearts or "
                                     "bells",
    "schafkopf.no-suit": "a {contract} has no trump or called suit",
    "schafkopf.no-tout": "a {contract} cannot be played Tout (only {allowed})",
    "schafkopf.rufspiel-no-trump": "a Rufspiel has no trump field; it calls a suit: called_suit",
    "schafkopf.rufspiel-needs-call": "a Rufspiel needs called_suit: acorns, leaves or bells",
    "schafkopf.needs-trump-suit": "a {contract} needs a trump suit",
    "schafkopf.history-count": "a hand of {count} cards is in trick {trick}: history must hold "
                               "the {expected} earlier tricks, not {given}",
    "schafkopf.earlier-trick-size": "earlier trick {trick} holds {count} cards, not {players}",
    "schafkopf.earlier-in-hand": "{card} of earlier trick {trick} is also in the hand",
    "schafkopf.earlier-in-trick": "{card} of earlier trick {trick} is also in the trick",
    "schafkopf.earlier-in-earlier": "{card} of earlier trick {trick} is also in the earlier trick "
                                    "{other}",
    "schafkopf.ramsch-no-declarer": "a Ramsch has no declarer: everyone plays alone (K-14)",
    "schafkopf.names-declarer": "a {contract} names its declarer",
    "schafkopf.declarer-holds-ace": "the declarer holds the called Sau {ace}: only a Sau the "
                                    "declarer does not hold may be called (K-8)",
    "schafkopf.game-tricks": "a game has {tricks} tricks; these are {count}",
    "schafkopf.ramsch-per-player": "a Ramsch is reckoned per player: use the Ramsch reckoning",
    "schafkopf.party-size": "the declarer party of a {contract} held {count} different cards at "
                            "the start",
    "schafkopf.called-ace-declarers": "the called Sau belongs to the declarer party (the partner "
                                      "holds it)",
    "schafkopf.retour": "a Retour answers a Stoß",
    "schafkopf.ramsch-players": "a Ramsch has four players",
    "schafkopf.trick-size": "a trick holds 4 cards, not {count}",
    "schafkopf.taken-twice": "{card} is taken twice ({first} trick {first_trick} and {second} "
                             "trick {second_trick})",
    "schafkopf.bids-once": "each seat bids once",
    "schafkopf.bids-twice": "seat bids twice",
    "schafkopf.needed-to-reckon": "{field}: needed to reckon a {contract}",
    "schafkopf.ramsch-reckoned": "players: a Ramsch is reckoned per player",
    "schafkopf.not-in-pack": "{card} is not in the {blatt} pack",
    "schafkopf.not-in-schafkopf-pack": "{card} is not a card of the {blatt} Schafkopf pack",
    "schafkopf.ruleset": "'{ruleset}' is not a Schafkopf ruleset ({rulesets})",
    "schafkopf.kontras-max": "the {ruleset} ruleset allows {max} Kontras, not {count}",
    "schafkopf.tie-needs-hands": "a tie on Augen goes against the higher Ober held (K-H4): give "
                                 "every player's hand",
    "schafkopf.kontras-twice": "kontras: give the Kontras either as stoss and retour or as "
                               "kontras, not both",
    "schafkopf.stoss-given-too": "stoss or retour given too",
    "schafkopf.sie-not-in-ruleset": "a Sie is not played under the {ruleset} ruleset; ask for it "
                                    "with the house rule +sie (K-H13)",
    "schafkopf.house-rule": "'{rule}' is not a Schafkopf house rule ({rules})",
    "schafkopf.sie-short-pack": "a Sie needs the four Ober and the four Unter in one hand: the "
                                "{ruleset} ruleset deals six cards a hand (K-H13)",
    "schafkopf.house-rule-order": "name each house rule once, in this order: {order}",
    "schafkopf.sie-hand": "a Sie's declarer holds the four Ober and the four Unter; {card} is not "
                          "in the hand (K-H13)",
}

DE = {
    "schafkopf.contract": "'{contract}' ist kein Schafkopf-Spiel ({contracts})",
    "schafkopf.suit": "'{suit}' ist keine Schafkopf-Farbe (acorns, leaves, hearts, bells)",
    "schafkopf.only-rufspiel-calls": "nur ein Rufspiel ruft eine Farbe; ein {contract} hat kein "
                                     "called_suit",
    "schafkopf.no-trump": "ein {contract} hat keine Trumpffarbe",
    "schafkopf.hearts-not-callable": "ein Rufspiel ruft die Eichel-, Gras- oder Schellen-Sau; "
                                     "Herz ist Trumpf und kann nicht gerufen werden (K-8)",
    "schafkopf.needs-trump-suit-of": "ein {contract} braucht eine Trumpffarbe: acorns, leaves, "
                                     "hearts oder bells",
    "schafkopf.no-suit": "ein {contract} hat weder Trumpf- noch Ruffarbe",
    "schafkopf.no-tout": "ein {contract} kann nicht Tout gespielt werden (nur {allowed})",
    "schafkopf.rufspiel-no-trump": "ein Rufspiel hat kein Feld trump; es ruft eine Farbe: "
                                   "called_suit",
    "schafkopf.rufspiel-needs-call": "ein Rufspiel braucht called_suit: acorns, leaves oder bells",
    "schafkopf.needs-trump-suit": "ein {contract} braucht eine Trumpffarbe",
    "schafkopf.history-count": "eine Hand mit {count} Karten ist im {trick}. Stich: history muss "
                               "die {expected} früheren Stiche halten, nicht {given}",
    "schafkopf.earlier-trick-size": "der frühere Stich {trick} hat {count} Karten, nicht {players}",
    "schafkopf.earlier-in-hand": "{card} aus dem früheren Stich {trick} ist auch in der Hand",
    "schafkopf.earlier-in-trick": "{card} aus dem früheren Stich {trick} liegt auch im Stich",
    "schafkopf.earlier-in-earlier": "{card} aus dem früheren Stich {trick} ist auch im früheren "
                                    "Stich {other}",
    "schafkopf.ramsch-no-declarer": "ein Ramsch hat keinen Spieler: jeder spielt für sich (K-14)",
    "schafkopf.names-declarer": "ein {contract} nennt seinen Spieler",
    "schafkopf.declarer-holds-ace": "der Spieler hält die gerufene Sau {ace}: gerufen werden darf "
                                    "nur eine Sau, die der Spieler nicht hat (K-8)",
    "schafkopf.game-tricks": "ein Spiel hat {tricks} Stiche; das sind {count}",
    "schafkopf.ramsch-per-player": "ein Ramsch wird pro Spieler abgerechnet: die "
                                   "Ramsch-Abrechnung verwenden",
    "schafkopf.party-size": "die Spielerpartei eines {contract} hielt zu Beginn {count} "
                            "verschiedene Karten",
    "schafkopf.called-ace-declarers": "die gerufene Sau gehört zur Spielerpartei (der Partner "
                                      "hält sie)",
    "schafkopf.retour": "ein Retour antwortet auf einen Stoß",
    "schafkopf.ramsch-players": "ein Ramsch hat vier Spieler",
    "schafkopf.trick-size": "ein Stich hat 4 Karten, nicht {count}",
    "schafkopf.taken-twice": "{card} ist zweimal gestochen ({first} Stich {first_trick} und "
                             "{second} Stich {second_trick})",
    "schafkopf.bids-once": "jeder Platz reizt einmal",
    "schafkopf.bids-twice": "der Platz reizt zweimal",
    "schafkopf.needed-to-reckon": "{field}: nötig, um ein {contract} abzurechnen",
    "schafkopf.ramsch-reckoned": "players: ein Ramsch wird pro Spieler abgerechnet",
    "schafkopf.not-in-pack": "{card} gehört nicht zum Blatt {blatt}",
    "schafkopf.not-in-schafkopf-pack": "{card} ist keine Karte des Schafkopf-Blatts {blatt}",
    "schafkopf.ruleset": "'{ruleset}' ist kein Schafkopf-Regelwerk ({rulesets})",
    "schafkopf.kontras-max": "das Regelwerk {ruleset} erlaubt {max} Kontras, nicht {count}",
    "schafkopf.tie-needs-hands": "bei Augengleichheit verliert, wer den höheren Ober hatte "
                                 "(K-H4): gib das Blatt jedes Spielers an",
    "schafkopf.kontras-twice": "kontras: gib die Kontras entweder als stoss und retour oder als "
                               "kontras an, nicht beides",
    "schafkopf.stoss-given-too": "stoss oder retour ist auch angegeben",
    "schafkopf.sie-not-in-ruleset": "ein Sie wird im Regelwerk {ruleset} nicht gespielt; mit der "
                                    "Hausregel +sie ist er erlaubt (K-H13)",
    "schafkopf.house-rule": "'{rule}' ist keine Schafkopf-Hausregel ({rules})",
    "schafkopf.sie-short-pack": "ein Sie braucht alle vier Ober und alle vier Unter in einer "
                                "Hand: das Regelwerk {ruleset} gibt sechs Karten pro Hand (K-H13)",
    "schafkopf.house-rule-order": "jede Hausregel nur einmal nennen, in dieser Reihenfolge: "
                                  "{order}",
    "schafkopf.sie-hand": "der Spieler eines Sie hat alle vier Ober und alle vier Unter; {card} "
                          "fehlt in seiner Hand (K-H13)",
}

FR = {
    "schafkopf.contract": "« {contract} » n'est pas un contrat du Schafkopf ({contracts})",
    "schafkopf.suit": "« {suit} » n'est pas une couleur du Schafkopf (acorns, leaves, hearts, "
                      "bells)",
    "schafkopf.only-rufspiel-calls": "seul un Rufspiel appelle une couleur ; un {contract} n'a "
                                     "pas de called_suit",
    "schafkopf.no-trump": "un {contract} n'a pas de couleur d'atout",
    "schafkopf.hearts-not-callable": "un Rufspiel appelle l'As de Trèfle, de Pique ou de Carreau "
                                     "; Cœur est atout et ne peut pas être appelé (K-8)",
    "schafkopf.needs-trump-suit-of": "un {contract} demande une couleur d'atout : acorns, leaves, "
                                     "hearts ou bells",
    "schafkopf.no-suit": "un {contract} n'a ni couleur d'atout ni couleur appelée",
    "schafkopf.no-tout": "un {contract} ne se joue pas Tout (seulement {allowed})",
    "schafkopf.rufspiel-no-trump": "un Rufspiel n'a pas de champ trump ; il appelle une couleur : "
                                   "called_suit",
    "schafkopf.rufspiel-needs-call": "un Rufspiel demande called_suit : acorns, leaves ou bells",
    "schafkopf.needs-trump-suit": "un {contract} demande une couleur d'atout",
    "schafkopf.history-count": "une main de {count} cartes en est au pli {trick} : history doit "
                               "contenir les {expected} plis précédents, pas {given}",
    "schafkopf.earlier-trick-size": "le pli précédent {trick} a {count} cartes, pas {players}",
    "schafkopf.earlier-in-hand": "{card} du pli précédent {trick} est aussi dans la main",
    "schafkopf.earlier-in-trick": "{card} du pli précédent {trick} est aussi dans le pli",
    "schafkopf.earlier-in-earlier": "{card} du pli précédent {trick} est aussi dans le pli "
                                    "précédent {other}",
    "schafkopf.ramsch-no-declarer": "un Ramsch n'a pas de preneur : chacun joue seul (K-14)",
    "schafkopf.names-declarer": "un {contract} nomme son preneur",
    "schafkopf.declarer-holds-ace": "le preneur tient l'As appelé {ace} : on ne peut appeler "
                                    "qu'un As que le preneur n'a pas (K-8)",
    "schafkopf.game-tricks": "une partie a {tricks} plis ; ici il y en a {count}",
    "schafkopf.ramsch-per-player": "un Ramsch se compte par joueur : utilisez le décompte du "
                                   "Ramsch",
    "schafkopf.party-size": "le camp du preneur d'un {contract} tenait {count} cartes différentes "
                            "au départ",
    "schafkopf.called-ace-declarers": "l'As appelé appartient au camp du preneur (le partenaire "
                                      "le tient)",
    "schafkopf.retour": "un Retour répond à un Stoß",
    "schafkopf.ramsch-players": "un Ramsch a quatre joueurs",
    "schafkopf.trick-size": "un pli a 4 cartes, pas {count}",
    "schafkopf.taken-twice": "{card} est ramassée deux fois ({first} pli {first_trick} et "
                             "{second} pli {second_trick})",
    "schafkopf.bids-once": "chaque place annonce une fois",
    "schafkopf.bids-twice": "la place annonce deux fois",
    "schafkopf.needed-to-reckon": "{field} : nécessaire pour compter un {contract}",
    "schafkopf.ramsch-reckoned": "players : un Ramsch se compte par joueur",
    "schafkopf.not-in-pack": "{card} n'est pas dans le jeu {blatt}",
    "schafkopf.not-in-schafkopf-pack": "{card} n'est pas une carte du jeu de Schafkopf {blatt}",
    "schafkopf.ruleset": "« {ruleset} » n'est pas un jeu de règles du Schafkopf ({rulesets})",
    "schafkopf.kontras-max": "les règles {ruleset} permettent {max} Kontras, pas {count}",
    "schafkopf.tie-needs-hands": "à égalité de points, perd celui qui avait l'Ober le plus fort "
                                 "(K-H4) : donne la main de chaque joueur",
    "schafkopf.kontras-twice": "kontras : donne les Kontras soit comme stoss et retour, soit "
                               "comme kontras, pas les deux",
    "schafkopf.stoss-given-too": "stoss ou retour est aussi donné",
    "schafkopf.sie-not-in-ruleset": "le Sie ne se joue pas selon les règles {ruleset} ; "
                                    "demandez-le avec la règle maison +sie (K-H13)",
    "schafkopf.house-rule": "« {rule} » n'est pas une règle maison du Schafkopf ({rules})",
    "schafkopf.sie-short-pack": "un Sie demande les quatre Ober et les quatre Unter dans une main "
                                ": les règles {ruleset} donnent six cartes par main (K-H13)",
    "schafkopf.house-rule-order": "nommez chaque règle maison une seule fois, dans cet ordre : "
                                  "{order}",
    "schafkopf.sie-hand": "le preneur d'un Sie tient les quatre Ober et les quatre Unter ; {card} "
                          "n'est pas dans sa main (K-H13)",
}

TEXTS = {"de": DE, "en": EN, "fr": FR}
