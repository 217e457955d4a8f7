"""The problem messages of the Schnapsen family in de, en and fr (``rules/schnapsen``, the
variant that Sechsundsechzig shares, and ``api/games/talon``); ``{game}`` is the game's name.
The deal's messages that every game shares are in ``api/errors/texts/engine.py``."""

from __future__ import annotations

EN = {
    "talon.suit-of": "'{suit}' is not a {game} suit (acorns, leaves, hearts, bells, or clubs, "
                     "spades, hearts, diamonds)",
    "talon.suit": "'{suit}' is not a Schnapsen suit",
    "talon.no-tout": "a {game} hand is never played Tout",
    "talon.trick-before-full": "with {count} cards in the talon no trick has been played yet: "
                               "nobody has won a trick",
    "talon.exhausted-empty": "an exhausted talon holds no cards",
    "talon.sizes": "an open or closed talon holds {sizes} cards (the turned-up trump card counted)",
    "talon.turned-not-trump": "the turned-up card {card} is not of the trump suit {suit}",
    "talon.turned-in-hand": "{card} is both the turned-up trump card and in the hand",
    "talon.turned-drawn": "with the talon exhausted the turned-up trump card has been drawn; "
                          "leave out trump_card",
    "talon.open-hand-size": "with the talon open a hand holds exactly {size} cards; got {count} "
                            "(with fewer cards the talon is closed or exhausted)",
    "talon.marriage-on-lead": "only the player on lead announces a marriage",
    "talon.no-marriage-closed": "no marriage once the talon is closed ({rule})",
    "talon.no-marriage-exhausted": "no marriage once the talon is exhausted ({rule})",
    "talon.marriage-needs-pair": "a marriage in {suit} needs King and Ober in the hand; {card} is "
                                 "missing",
    "talon.stack-size": "the talon holds {size} cards under the turned-up trump card, not {count}",
    "talon.seats": "seats are 0 and 1",
    "talon.dealt-twice": "{card} is dealt twice ({first} and {second})",
    "talon.action-order": "an action is tied to a play of this round (or to the next play), in "
                          "the order of play",
    "talon.played-out": "the hand is played out: nothing follows",
    "talon.claim-after-trick": "66 is claimed after a trick, before the next lead",
    "talon.only-leader-acts": "only the player on lead acts ({action}); play {play} follows a lead",
    "talon.marriage-with-lead": "a marriage is announced with its lead: tie it to that play",
    "talon.may-not-marriage": "seat {seat} may not marriage before play {play}{why}",
    "talon.may-not-exchange-trump": "seat {seat} may not exchange trump before play {play}{why}",
    "talon.may-not-close": "seat {seat} may not close before play {play}{why}",
    "talon.one-marriage": "one marriage is announced with one lead ({rule})",
    "talon.marriage-card": "a marriage is announced by leading its King or Ober, not {card}",
    "talon.card-points": "card points are 0 to {points}",
    "talon.tricks": "tricks are 0 to {tricks}",
    "talon.marriage-worth": "a marriage is worth {plain}, or {trump} in trumps",
    "talon.points-without-trick": "card points without a trick",
    "talon.trick-points": "{tricks} tricks hold at least {points} card points (two Unter are "
                          "worth {least})",
    "talon.points-over": "both players' card points add up to more than {points}",
    "talon.tricks-over": "both players took more than {tricks} tricks",
    "talon.marriages-at-most": "there are four marriages at most, one of them in trumps",
    "talon.closed-together": "give closed_by and at_closing together",
    "talon.hand-end": "the hand needs an end: a claim of 66 (claimed_66_by), a closed talon "
                      "(closed_by) or the winner of the last trick (last_trick_by)",
    "talon.no-revoke-penalty": "{game} sets no penalty for a revoke",
    "talon.played-out-needs": "a hand played out has {tricks} tricks and {points} card points; "
                              "otherwise give claimed_66_by or closed_by",
    "talon.bummerl-won": "the Bummerl was already won before this hand",
    "talon.hand-won-by": "a hand is won by player 0 or 1 with 1, 2 or 3 game points",
    "talon.hand-won-by-or-staender": "a hand is won by player 0 or 1 with 1, 2 or 3 game points, "
                                     "or is a Ständer (no winner, 0)",
    "talon.round-from-deal": "a {game} hand is checked from its deal: hands, the talon in drawing "
                             "order and the turned-up trump card",
}

DE = {
    "talon.suit-of": "'{suit}' ist keine {game}-Farbe (acorns, leaves, hearts, bells, oder clubs, "
                     "spades, hearts, diamonds)",
    "talon.suit": "'{suit}' ist keine Schnapsen-Farbe",
    "talon.no-tout": "ein {game}-Spiel wird nie Tout gespielt",
    "talon.trick-before-full": "mit {count} Karten im Talon ist noch kein Stich gespielt: niemand "
                               "hat einen Stich gemacht",
    "talon.exhausted-empty": "ein aufgebrauchter Talon hat keine Karten",
    "talon.sizes": "ein offener oder zugedrehter Talon hat {sizes} Karten (die aufgedeckte "
                   "Trumpfkarte mitgezählt)",
    "talon.turned-not-trump": "die aufgedeckte Karte {card} ist nicht von der Trumpffarbe {suit}",
    "talon.turned-in-hand": "{card} ist zugleich die aufgedeckte Trumpfkarte und in der Hand",
    "talon.turned-drawn": "bei aufgebrauchtem Talon ist die aufgedeckte Trumpfkarte gezogen; "
                          "trump_card weglassen",
    "talon.open-hand-size": "bei offenem Talon hält eine Hand genau {size} Karten; erhalten: "
                            "{count} (mit weniger Karten ist der Talon zugedreht oder "
                            "aufgebraucht)",
    "talon.marriage-on-lead": "nur wer ausspielt, meldet ein Paar",
    "talon.no-marriage-closed": "kein Paar mehr, sobald der Talon zugedreht ist ({rule})",
    "talon.no-marriage-exhausted": "kein Paar mehr, sobald der Talon aufgebraucht ist ({rule})",
    "talon.marriage-needs-pair": "ein Paar in {suit} braucht König und Ober in der Hand; {card} "
                                 "fehlt",
    "talon.stack-size": "der Talon hat {size} Karten unter der aufgedeckten Trumpfkarte, nicht "
                        "{count}",
    "talon.seats": "Plätze sind 0 und 1",
    "talon.dealt-twice": "{card} ist zweimal ausgeteilt ({first} und {second})",
    "talon.action-order": "eine Aktion gehört zu einem Zug dieser Runde (oder zum nächsten Zug), "
                          "in der Reihenfolge des Spiels",
    "talon.played-out": "das Spiel ist ausgespielt: danach kommt nichts mehr",
    "talon.claim-after-trick": "66 wird nach einem Stich angesagt, vor dem nächsten Ausspielen",
    "talon.only-leader-acts": "nur wer ausspielt, handelt ({action}); Zug {play} folgt auf ein "
                              "Ausspielen",
    "talon.marriage-with-lead": "ein Paar wird mit dem Ausspielen gemeldet: an diesen Zug binden",
    "talon.may-not-marriage": "Platz {seat} darf vor Zug {play} kein Paar melden{why}",
    "talon.may-not-exchange-trump": "Platz {seat} darf vor Zug {play} die Trumpfkarte nicht "
                                    "tauschen{why}",
    "talon.may-not-close": "Platz {seat} darf vor Zug {play} nicht zudrehen{why}",
    "talon.one-marriage": "mit einem Ausspielen wird ein Paar gemeldet ({rule})",
    "talon.marriage-card": "ein Paar wird gemeldet, indem man seinen König oder Ober ausspielt, "
                           "nicht {card}",
    "talon.card-points": "Kartenpunkte sind 0 bis {points}",
    "talon.tricks": "Stiche sind 0 bis {tricks}",
    "talon.marriage-worth": "ein Paar zählt {plain}, in Trumpf {trump}",
    "talon.points-without-trick": "Kartenpunkte ohne Stich",
    "talon.trick-points": "{tricks} Stiche enthalten mindestens {points} Kartenpunkte (zwei Unter "
                          "zählen {least})",
    "talon.points-over": "die Kartenpunkte beider Spieler ergeben mehr als {points}",
    "talon.tricks-over": "beide Spieler zusammen haben mehr als {tricks} Stiche gemacht",
    "talon.marriages-at-most": "es gibt höchstens vier Paare, eines davon in Trumpf",
    "talon.closed-together": "closed_by und at_closing zusammen angeben",
    "talon.hand-end": "das Spiel braucht ein Ende: eine Ansage von 66 (claimed_66_by), einen "
                      "zugedrehten Talon (closed_by) oder den Gewinner des letzten Stichs "
                      "(last_trick_by)",
    "talon.no-revoke-penalty": "{game} kennt keine Strafe für eine Renonce",
    "talon.played-out-needs": "ein ausgespieltes Spiel hat {tricks} Stiche und {points} "
                              "Kartenpunkte; sonst claimed_66_by oder closed_by angeben",
    "talon.bummerl-won": "das Bummerl war schon vor diesem Spiel gewonnen",
    "talon.hand-won-by": "ein Spiel gewinnt Spieler 0 oder 1 mit 1, 2 oder 3 Punkten",
    "talon.hand-won-by-or-staender": "ein Spiel gewinnt Spieler 0 oder 1 mit 1, 2 oder 3 Punkten, "
                                     "oder es ist ein Ständer (kein Gewinner, 0)",
    "talon.round-from-deal": "ein {game}-Spiel wird ab dem Austeilen geprüft: die Hände, der "
                             "Talon in der Reihenfolge des Ziehens und die aufgedeckte Trumpfkarte",
}

FR = {
    "talon.suit-of": "« {suit} » n'est pas une couleur du {game} (acorns, leaves, hearts, bells, "
                     "ou clubs, spades, hearts, diamonds)",
    "talon.suit": "« {suit} » n'est pas une couleur du Schnapsen",
    "talon.no-tout": "au {game}, une donne ne se joue jamais Tout",
    "talon.trick-before-full": "avec {count} cartes au talon, aucun pli n'a encore été joué : "
                               "personne n'a remporté de pli",
    "talon.exhausted-empty": "un talon épuisé ne contient aucune carte",
    "talon.sizes": "un talon ouvert ou fermé contient {sizes} cartes (l'atout retourné compris)",
    "talon.turned-not-trump": "la carte retournée {card} n'est pas de la couleur d'atout {suit}",
    "talon.turned-in-hand": "{card} est à la fois l'atout retourné et dans la main",
    "talon.turned-drawn": "le talon épuisé, l'atout retourné a été tiré ; omettez trump_card",
    "talon.open-hand-size": "talon ouvert, une main contient exactement {size} cartes ; reçu : "
                            "{count} (avec moins de cartes, le talon est fermé ou épuisé)",
    "talon.marriage-on-lead": "seul le joueur qui entame annonce un mariage",
    "talon.no-marriage-closed": "plus de mariage une fois le talon fermé ({rule})",
    "talon.no-marriage-exhausted": "plus de mariage une fois le talon épuisé ({rule})",
    "talon.marriage-needs-pair": "un mariage à {suit} demande le Roi et la Dame en main ; {card} "
                                 "manque",
    "talon.stack-size": "le talon contient {size} cartes sous l'atout retourné, pas {count}",
    "talon.seats": "les places sont 0 et 1",
    "talon.dealt-twice": "{card} est distribuée deux fois ({first} et {second})",
    "talon.action-order": "une action se rattache à un coup de cette donne (ou au coup suivant), "
                          "dans l'ordre du jeu",
    "talon.played-out": "la donne est jouée : rien ne suit",
    "talon.claim-after-trick": "66 s'annonce après un pli, avant d'entamer le suivant",
    "talon.only-leader-acts": "seul le joueur qui entame agit ({action}) ; le coup {play} suit "
                              "une entame",
    "talon.marriage-with-lead": "un mariage s'annonce avec son entame : rattachez-le à ce coup",
    "talon.may-not-marriage": "la place {seat} ne peut pas annoncer un mariage avant le coup "
                              "{play}{why}",
    "talon.may-not-exchange-trump": "la place {seat} ne peut pas échanger l'atout retourné avant "
                                    "le coup {play}{why}",
    "talon.may-not-close": "la place {seat} ne peut pas fermer le talon avant le coup {play}{why}",
    "talon.one-marriage": "un mariage s'annonce par entame ({rule})",
    "talon.marriage-card": "un mariage s'annonce en entamant son Roi ou sa Dame, pas {card}",
    "talon.card-points": "les points de cartes vont de 0 à {points}",
    "talon.tricks": "les plis vont de 0 à {tricks}",
    "talon.marriage-worth": "un mariage vaut {plain}, ou {trump} à l'atout",
    "talon.points-without-trick": "des points de cartes sans pli",
    "talon.trick-points": "{tricks} plis contiennent au moins {points} points de cartes (deux "
                          "Valets valent {least})",
    "talon.points-over": "les points de cartes des deux joueurs dépassent {points}",
    "talon.tricks-over": "les deux joueurs ont fait plus de {tricks} plis",
    "talon.marriages-at-most": "il y a au plus quatre mariages, dont un à l'atout",
    "talon.closed-together": "donnez closed_by et at_closing ensemble",
    "talon.hand-end": "la donne doit avoir une fin : une annonce de 66 (claimed_66_by), un talon "
                      "fermé (closed_by) ou le gagnant du dernier pli (last_trick_by)",
    "talon.no-revoke-penalty": "le {game} ne prévoit pas de pénalité pour une renonce",
    "talon.played-out-needs": "une donne jouée jusqu'au bout a {tricks} plis et {points} points "
                              "de cartes ; sinon donnez claimed_66_by ou closed_by",
    "talon.bummerl-won": "le Bummerl était déjà gagné avant cette donne",
    "talon.hand-won-by": "une donne est gagnée par le joueur 0 ou 1 avec 1, 2 ou 3 points de "
                         "partie",
    "talon.hand-won-by-or-staender": "une donne est gagnée par le joueur 0 ou 1 avec 1, 2 ou 3 "
                                     "points de partie, ou c'est un Ständer (pas de gagnant, 0)",
    "talon.round-from-deal": "une donne de {game} se vérifie depuis la distribution : les mains, "
                             "le talon dans l'ordre de la pioche et l'atout retourné",
}

TEXTS = {"de": DE, "en": EN, "fr": FR}
