"""Skat's problem messages in de, en and fr (``rules/skat``, ``api/games/skat``)."""

from __future__ import annotations

from api.errors.problems import ProblemType

EN = {
    "title.unsupported-house-rule": "House rule not supported",
    "title.invalid-bid": "Not a valid bid",
    "title.invalid-announcement": "Announcement below the bid",
    "round.played-apart": "{card} is played but lies apart from the deal",
    "round.dealt-apart": "{card} is dealt to seat {seat} but lies apart from the deal",
    "skat.suit": "'{suit}' is not a Skat suit (clubs, spades, hearts, diamonds; or Kreuz, Pik, "
                 "Herz, Karo, Eichel, Grün, Rot, Schellen)",
    "skat.flag": "{name} must be true or false",
    "skat.house-rule": "{rule} is a house rule, not in the Internationale Skatordnung (RS1)",
    "skat.game-type": "'{type}' is not a Skat game type (suit, grand, null)",
    "skat.no-trump": "a {type} game has no trump suit",
    "skat.suit-game-trump": "a suit game names its trump suit",
    "skat.implies": "{because} implies {name} (RS5): {name} cannot be false",
    "skat.null-no-schneider": "{name} cannot be announced in a Null game: Null has no Schneider "
                              "or Schwarz (RS5, RS8)",
    "skat.hand-only": "{name} can be announced only in a hand game (S-24, RS5): set hand",
    "skat.announcement": "'{word}' is not an announcement (hand, schneider, schwarz, ouvert)",
    "skat.contract": "'{contract}' is not a Skat contract: suit:clubs, suit:spades, suit:hearts, "
                     "suit:diamonds, grand or null",
    "skat.reizwert": "{bid} is not a Reizwert: bids are game values 18, 20, 22, 23, 24, 27, … 264 "
                     "(S-6, GET /api/v1/skat/bids)",
    "skat.declarer-cards": "the declarer holds 10 cards at the start of play, not {count}",
    "skat.skat-size": "the Skat holds 2 cards, not {count}",
    "skat.in-skat-and-hand": "{card} is both in the Skat and in the declarer's cards",
    "skat.trick-count-range": "declarer_trick_count is 0 … 10",
    "skat.points-range": "declarer_points are 0 … 120",
    "skat.schwarz-points": "with all ten tricks and the Skat the declarer has 120 Augen, not "
                           "{points} (RS11)",
    "skat.no-trick-points": "with no trick the declarer has just the Skat's {skat} Augen, not "
                            "{points} (RS11)",
    "skat.points-include-skat": "the declarer's points include the Skat's {skat} Augen (RS11); "
                                "{points} is fewer",
    "skat.spitzen-cards": "{missing}: the Spitzen are counted over the declarer's cards and the "
                          "Skat (S-18)",
    "skat.table-size": "table_size is 3 or 4 (RS7)",
    "skat.null-below-bid": "a Null{hand}{ouvert} is worth {value}, below the bid of {bid} (S-29, "
                           "RS9)",
    "skat.spitzen-below-bid": "after taking up the Skat the declarer knows his {spitzen} Spitzen: "
                              "this game is worth at most {value} (won Schwarz), below the bid of "
                              "{bid} (S-29, RS9)",
    "skat.outcome-form": "give the outcome either as declarer_points and declarer_trick_count or "
                         "as declarer_tricks and opponent_tricks",
    "skat.one-outcome-form": "one outcome form",
    "skat.finished-tricks": "a finished game has 10 tricks",
    "skat.tricks-sum": "{declarer} + {opponents} tricks, not 10",
    "skat.card-twice": "{card} is in {first} and in {list}/{trick}",
    "skat.not-whole-deck": "the tricks and the Skat are not the whole deck",
    "skat.skat-holds-two": "the Skat holds 2 cards (the discards, or the untouched Skat of a hand "
                           "game)",
    "skat.skat-card-twice": "the same card twice in the Skat",
    "skat.vorhand-leads": "Vorhand (seat 0) leads to the first trick (S-12)",
}

DE = {
    "title.unsupported-house-rule": "Hausregel nicht unterstützt",
    "title.invalid-bid": "Kein gültiger Reizwert",
    "title.invalid-announcement": "Ansage unter dem Reizwert",
    "round.played-apart": "{card} ist gespielt, liegt aber abseits der ausgeteilten Karten",
    "round.dealt-apart": "{card} ist an Platz {seat} ausgeteilt, liegt aber abseits der "
                         "ausgeteilten Karten",
    "skat.suit": "'{suit}' ist keine Skat-Farbe (clubs, spades, hearts, diamonds; oder Kreuz, "
                 "Pik, Herz, Karo, Eichel, Grün, Rot, Schellen)",
    "skat.flag": "{name} muss true oder false sein",
    "skat.house-rule": "{rule} ist eine Hausregel, nicht in der Internationalen Skatordnung (RS1)",
    "skat.game-type": "'{type}' ist keine Skat-Spielart (suit, grand, null)",
    "skat.no-trump": "ein {type}-Spiel hat keine Trumpffarbe",
    "skat.suit-game-trump": "ein Farbspiel nennt seine Trumpffarbe",
    "skat.implies": "{because} schließt {name} ein (RS5): {name} kann nicht false sein",
    "skat.null-no-schneider": "{name} kann im Nullspiel nicht angesagt werden: Null kennt weder "
                              "Schneider noch Schwarz (RS5, RS8)",
    "skat.hand-only": "{name} kann nur im Handspiel angesagt werden (S-24, RS5): hand setzen",
    "skat.announcement": "'{word}' ist keine Ansage (hand, schneider, schwarz, ouvert)",
    "skat.contract": "'{contract}' ist kein Skat-Spiel: suit:clubs, suit:spades, suit:hearts, "
                     "suit:diamonds, grand oder null",
    "skat.reizwert": "{bid} ist kein Reizwert: gereizt wird mit Spielwerten 18, 20, 22, 23, 24, "
                     "27, … 264 (S-6, GET /api/v1/skat/bids)",
    "skat.declarer-cards": "der Alleinspieler hat zu Spielbeginn 10 Karten, nicht {count}",
    "skat.skat-size": "der Skat hat 2 Karten, nicht {count}",
    "skat.in-skat-and-hand": "{card} liegt im Skat und zugleich in den Karten des Alleinspielers",
    "skat.trick-count-range": "declarer_trick_count liegt zwischen 0 und 10",
    "skat.points-range": "declarer_points liegen zwischen 0 und 120",
    "skat.schwarz-points": "mit allen zehn Stichen und dem Skat hat der Alleinspieler 120 Augen, "
                           "nicht {points} (RS11)",
    "skat.no-trick-points": "ohne Stich hat der Alleinspieler nur die {skat} Augen des Skats, "
                            "nicht {points} (RS11)",
    "skat.points-include-skat": "die Augen des Alleinspielers schließen die {skat} Augen des "
                                "Skats ein (RS11); {points} sind weniger",
    "skat.spitzen-cards": "{missing}: die Spitzen werden über die Karten des Alleinspielers und "
                          "den Skat gezählt (S-18)",
    "skat.table-size": "table_size ist 3 oder 4 (RS7)",
    "skat.null-below-bid": "ein Null{hand}{ouvert} ist {value} wert, unter dem Reizwert {bid} "
                           "(S-29, RS9)",
    "skat.spitzen-below-bid": "nach dem Aufnehmen des Skats kennt der Alleinspieler seine "
                              "{spitzen} Spitzen: dieses Spiel ist höchstens {value} wert "
                              "(Schwarz gewonnen), unter dem Reizwert {bid} (S-29, RS9)",
    "skat.outcome-form": "das Ergebnis entweder als declarer_points und declarer_trick_count oder "
                         "als declarer_tricks und opponent_tricks angeben",
    "skat.one-outcome-form": "nur eine Form des Ergebnisses",
    "skat.finished-tricks": "ein beendetes Spiel hat 10 Stiche",
    "skat.tricks-sum": "{declarer} + {opponents} Stiche, nicht 10",
    "skat.card-twice": "{card} liegt in {first} und in {list}/{trick}",
    "skat.not-whole-deck": "die Stiche und der Skat sind nicht das ganze Blatt",
    "skat.skat-holds-two": "der Skat hat 2 Karten (die gedrückten, oder im Handspiel der "
                           "unberührte Skat)",
    "skat.skat-card-twice": "dieselbe Karte zweimal im Skat",
    "skat.vorhand-leads": "Vorhand (Platz 0) spielt zum ersten Stich aus (S-12)",
}

FR = {
    "title.unsupported-house-rule": "Règle maison non prise en charge",
    "title.invalid-bid": "Enchère non valable",
    "title.invalid-announcement": "Annonce inférieure à l'enchère",
    "round.played-apart": "{card} est jouée, mais elle est à l'écart de la donne",
    "round.dealt-apart": "{card} est distribuée à la place {seat}, mais elle est à l'écart de la "
                         "donne",
    "skat.suit": "« {suit} » n'est pas une couleur du Skat (clubs, spades, hearts, diamonds ; ou "
                 "Kreuz, Pik, Herz, Karo, Eichel, Grün, Rot, Schellen)",
    "skat.flag": "{name} doit valoir true ou false",
    "skat.house-rule": "{rule} est une règle de maison, absente de l'Internationale Skatordnung "
                       "(RS1)",
    "skat.game-type": "« {type} » n'est pas un type de jeu du Skat (suit, grand, null)",
    "skat.no-trump": "un jeu {type} n'a pas de couleur d'atout",
    "skat.suit-game-trump": "un jeu à la couleur nomme sa couleur d'atout",
    "skat.implies": "{because} implique {name} (RS5) : {name} ne peut pas valoir false",
    "skat.null-no-schneider": "{name} ne peut pas être annoncé au Null : le Null n'a ni Schneider "
                              "ni Schwarz (RS5, RS8)",
    "skat.hand-only": "{name} ne s'annonce qu'en Hand (S-24, RS5) : mettez hand",
    "skat.announcement": "« {word} » n'est pas une annonce (hand, schneider, schwarz, ouvert)",
    "skat.contract": "« {contract} » n'est pas un jeu du Skat : suit:clubs, suit:spades, "
                     "suit:hearts, suit:diamonds, grand ou null",
    "skat.reizwert": "{bid} n'est pas une valeur d'enchère : on enchérit avec les valeurs de jeu "
                     "18, 20, 22, 23, 24, 27, … 264 (S-6, GET /api/v1/skat/bids)",
    "skat.declarer-cards": "le déclarant a 10 cartes en main au début du jeu, pas {count}",
    "skat.skat-size": "le Skat a 2 cartes, pas {count}",
    "skat.in-skat-and-hand": "{card} est à la fois dans le Skat et dans les cartes du déclarant",
    "skat.trick-count-range": "declarer_trick_count va de 0 à 10",
    "skat.points-range": "declarer_points va de 0 à 120",
    "skat.schwarz-points": "avec les dix plis et le Skat, le déclarant a 120 points, pas {points} "
                           "(RS11)",
    "skat.no-trick-points": "sans pli, le déclarant n'a que les {skat} points du Skat, pas "
                            "{points} (RS11)",
    "skat.points-include-skat": "les points du déclarant comprennent les {skat} points du Skat "
                                "(RS11) ; {points}, c'est moins",
    "skat.spitzen-cards": "{missing} : les matadors se comptent sur les cartes du déclarant et le "
                          "Skat (S-18)",
    "skat.table-size": "table_size vaut 3 ou 4 (RS7)",
    "skat.null-below-bid": "un Null{hand}{ouvert} vaut {value}, moins que l'enchère de {bid} "
                           "(S-29, RS9)",
    "skat.spitzen-below-bid": "après avoir pris le Skat, le déclarant connaît ses {spitzen} "
                              "matadors : ce jeu vaut au plus {value} (gagné Schwarz), moins que "
                              "l'enchère de {bid} (S-29, RS9)",
    "skat.outcome-form": "donnez le résultat soit en declarer_points et declarer_trick_count, "
                         "soit en declarer_tricks et opponent_tricks",
    "skat.one-outcome-form": "une seule forme de résultat",
    "skat.finished-tricks": "une partie terminée a 10 plis",
    "skat.tricks-sum": "{declarer} + {opponents} plis, pas 10",
    "skat.card-twice": "{card} est dans {first} et dans {list}/{trick}",
    "skat.not-whole-deck": "les plis et le Skat ne font pas tout le jeu",
    "skat.skat-holds-two": "le Skat a 2 cartes (les cartes écartées, ou le Skat intact d'un jeu "
                           "Hand)",
    "skat.skat-card-twice": "la même carte deux fois dans le Skat",
    "skat.vorhand-leads": "la main (place 0) entame le premier pli (S-12)",
}

TEXTS = {"de": DE, "en": EN, "fr": FR}

# Skat's own problem types (API-skat.md), registered with its adapter.
PROBLEM_TYPES = (
    ProblemType("unsupported-house-rule", 400, "House rule not supported",
                "The request names a house rule the Skat ruleset does not contain (RS1: "
                "Kontra, Re, Ramsch, Bock are not in the ISkO)."),
    ProblemType("invalid-bid", 400, "Not a valid bid",
                "The bid is not one of the 63 Reizwerte (RS11, GET /api/v1/skat/bids)."),
    ProblemType("invalid-announcement", 400, "Announcement below the bid",
                "The game announced cannot reach the bid where the declarer knows it (RS9)."),
)
