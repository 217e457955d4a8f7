"""Skat's problem messages in de, en and fr (``rules/skat``, ``api/games/skat``)."""

from __future__ import annotations

from api.errors.messages import Message
from api.errors.problems import ProblemType

MESSAGES = (
    # the titles of its problem types (PROBLEM_TYPES below)
    Message("title.unsupported-house-rule", "House rule not supported",
            "Hausregel nicht unterstützt", "Règle maison non prise en charge"),
    Message("title.invalid-bid", "Not a valid bid", "Kein gültiger Reizwert",
            "Enchère non valable"),
    Message("title.invalid-announcement", "Announcement below the bid",
            "Ansage unter dem Reizwert", "Annonce inférieure à l'enchère"),
    # rules/round_check.py: the generic round check, but only Skat's Skat lies apart
    Message("round.played-apart", "{card} is played but lies apart from the deal",
            "{card} ist gespielt, liegt aber abseits der ausgeteilten Karten",
            "{card} est jouée, mais elle est à l'écart de la donne"),
    Message("round.dealt-apart", "{card} is dealt to seat {seat} but lies apart from the deal",
            "{card} ist an Platz {seat} ausgeteilt, liegt aber abseits der ausgeteilten Karten",
            "{card} est distribuée à la place {seat}, mais elle est à l'écart de la donne"),
    # rules/skat/contract.py
    Message("skat.suit", "'{suit}' is not a Skat suit (clubs, spades, hearts, diamonds; or "
            "Kreuz, Pik, Herz, Karo, Eichel, Grün, Rot, Schellen)", "'{suit}' ist keine "
            "Skat-Farbe (clubs, spades, hearts, diamonds; oder Kreuz, Pik, Herz, Karo, Eichel, "
            "Grün, Rot, Schellen)", "« {suit} » n'est pas une couleur du Skat (clubs, spades, "
            "hearts, diamonds ; ou Kreuz, Pik, Herz, Karo, Eichel, Grün, Rot, Schellen)"),
    Message("skat.flag", "{name} must be true or false", "{name} muss true oder false sein",
            "{name} doit valoir true ou false"),
    Message("skat.house-rule", "{rule} is a house rule, not in the Internationale Skatordnung "
            "(RS1)", "{rule} ist eine Hausregel, nicht in der Internationalen Skatordnung "
            "(RS1)", "{rule} est une règle de maison, absente de l'Internationale Skatordnung "
            "(RS1)"),
    Message("skat.game-type", "'{type}' is not a Skat game type (suit, grand, null)",
            "'{type}' ist keine Skat-Spielart (suit, grand, null)",
            "« {type} » n'est pas un type de jeu du Skat (suit, grand, null)"),
    Message("skat.no-trump", "a {type} game has no trump suit",
            "ein {type}-Spiel hat keine Trumpffarbe", "un jeu {type} n'a pas de couleur d'atout"),
    Message("skat.suit-game-trump", "a suit game names its trump suit",
            "ein Farbspiel nennt seine Trumpffarbe",
            "un jeu à la couleur nomme sa couleur d'atout"),
    Message("skat.implies", "{because} implies {name} (RS5): {name} cannot be false",
            "{because} schließt {name} ein (RS5): {name} kann nicht false sein",
            "{because} implique {name} (RS5) : {name} ne peut pas valoir false"),
    Message("skat.null-no-schneider", "{name} cannot be announced in a Null game: Null has no "
            "Schneider or Schwarz (RS5, RS8)", "{name} kann im Nullspiel nicht angesagt "
            "werden: Null kennt weder Schneider noch Schwarz (RS5, RS8)", "{name} ne peut pas "
            "être annoncé au Null : le Null n'a ni Schneider ni Schwarz (RS5, RS8)"),
    Message("skat.hand-only", "{name} can be announced only in a hand game (S-24, RS5): set "
            "hand", "{name} kann nur im Handspiel angesagt werden (S-24, RS5): hand setzen",
            "{name} ne s'annonce qu'en Hand (S-24, RS5) : mettez hand"),
    Message("skat.announcement", "'{word}' is not an announcement (hand, schneider, schwarz, "
            "ouvert)", "'{word}' ist keine Ansage (hand, schneider, schwarz, ouvert)",
            "« {word} » n'est pas une annonce (hand, schneider, schwarz, ouvert)"),
    Message("skat.contract", "'{contract}' is not a Skat contract: suit:clubs, suit:spades, "
            "suit:hearts, suit:diamonds, grand or null", "'{contract}' ist kein Skat-Spiel: "
            "suit:clubs, suit:spades, suit:hearts, suit:diamonds, grand oder null",
            "« {contract} » n'est pas un jeu du Skat : suit:clubs, suit:spades, suit:hearts, "
            "suit:diamonds, grand ou null"),
    # rules/skat/score.py
    Message("skat.reizwert", "{bid} is not a Reizwert: bids are game values 18, 20, 22, 23, "
            "24, 27, … 264 (S-6, GET /api/v1/skat/bids)", "{bid} ist kein Reizwert: gereizt "
            "wird mit Spielwerten 18, 20, 22, 23, 24, 27, … 264 (S-6, GET /api/v1/skat/bids)",
            "{bid} n'est pas une valeur d'enchère : on enchérit avec les valeurs de jeu 18, "
            "20, 22, 23, 24, 27, … 264 (S-6, GET /api/v1/skat/bids)"),
    Message("skat.declarer-cards", "the declarer holds 10 cards at the start of play, not "
            "{count}", "der Alleinspieler hat zu Spielbeginn 10 Karten, nicht {count}",
            "le déclarant a 10 cartes en main au début du jeu, pas {count}"),
    Message("skat.skat-size", "the Skat holds 2 cards, not {count}",
            "der Skat hat 2 Karten, nicht {count}", "le Skat a 2 cartes, pas {count}"),
    Message("skat.in-skat-and-hand", "{card} is both in the Skat and in the declarer's cards",
            "{card} liegt im Skat und zugleich in den Karten des Alleinspielers",
            "{card} est à la fois dans le Skat et dans les cartes du déclarant"),
    Message("skat.trick-count-range", "declarer_trick_count is 0 … 10",
            "declarer_trick_count liegt zwischen 0 und 10", "declarer_trick_count va de 0 à 10"),
    Message("skat.points-range", "declarer_points are 0 … 120",
            "declarer_points liegen zwischen 0 und 120", "declarer_points va de 0 à 120"),
    Message("skat.schwarz-points", "with all ten tricks and the Skat the declarer has 120 "
            "Augen, not {points} (RS11)", "mit allen zehn Stichen und dem Skat hat der "
            "Alleinspieler 120 Augen, nicht {points} (RS11)", "avec les dix plis et le Skat, "
            "le déclarant a 120 points, pas {points} (RS11)"),
    Message("skat.no-trick-points", "with no trick the declarer has just the Skat's {skat} "
            "Augen, not {points} (RS11)", "ohne Stich hat der Alleinspieler nur die {skat} "
            "Augen des Skats, nicht {points} (RS11)", "sans pli, le déclarant n'a que les "
            "{skat} points du Skat, pas {points} (RS11)"),
    Message("skat.points-include-skat", "the declarer's points include the Skat's {skat} Augen "
            "(RS11); {points} is fewer", "die Augen des Alleinspielers schließen die {skat} "
            "Augen des Skats ein (RS11); {points} sind weniger", "les points du déclarant "
            "comprennent les {skat} points du Skat (RS11) ; {points}, c'est moins"),
    Message("skat.spitzen-cards", "{missing}: the Spitzen are counted over the declarer's "
            "cards and the Skat (S-18)", "{missing}: die Spitzen werden über die Karten des "
            "Alleinspielers und den Skat gezählt (S-18)", "{missing} : les matadors se "
            "comptent sur les cartes du déclarant et le Skat (S-18)"),
    Message("skat.table-size", "table_size is 3 or 4 (RS7)", "table_size ist 3 oder 4 (RS7)",
            "table_size vaut 3 ou 4 (RS7)"),
    Message("skat.null-below-bid", "a Null{hand}{ouvert} is worth {value}, below the bid of "
            "{bid} (S-29, RS9)", "ein Null{hand}{ouvert} ist {value} wert, unter dem Reizwert "
            "{bid} (S-29, RS9)", "un Null{hand}{ouvert} vaut {value}, moins que l'enchère de "
            "{bid} (S-29, RS9)"),
    Message("skat.spitzen-below-bid", "after taking up the Skat the declarer knows his "
            "{spitzen} Spitzen: this game is worth at most {value} (won Schwarz), below the "
            "bid of {bid} (S-29, RS9)", "nach dem Aufnehmen des Skats kennt der Alleinspieler "
            "seine {spitzen} Spitzen: dieses Spiel ist höchstens {value} wert (Schwarz "
            "gewonnen), unter dem Reizwert {bid} (S-29, RS9)", "après avoir pris le Skat, le "
            "déclarant connaît ses {spitzen} matadors : ce jeu vaut au plus {value} (gagné "
            "Schwarz), moins que l'enchère de {bid} (S-29, RS9)"),
    # api/games/skat/answers.py
    Message("skat.outcome-form", "give the outcome either as declarer_points and "
            "declarer_trick_count or as declarer_tricks and opponent_tricks", "das Ergebnis "
            "entweder als declarer_points und declarer_trick_count oder als declarer_tricks "
            "und opponent_tricks angeben", "donnez le résultat soit en declarer_points et "
            "declarer_trick_count, soit en declarer_tricks et opponent_tricks"),
    Message("skat.one-outcome-form", "one outcome form", "nur eine Form des Ergebnisses",
            "une seule forme de résultat"),
    Message("skat.finished-tricks", "a finished game has 10 tricks",
            "ein beendetes Spiel hat 10 Stiche", "une partie terminée a 10 plis"),
    Message("skat.tricks-sum", "{declarer} + {opponents} tricks, not 10",
            "{declarer} + {opponents} Stiche, nicht 10", "{declarer} + {opponents} plis, pas 10"),
    Message("skat.card-twice", "{card} is in {first} and in {field}/{trick}",
            "{card} liegt in {first} und in {field}/{trick}",
            "{card} est dans {first} et dans {field}/{trick}"),
    Message("skat.not-whole-deck", "the tricks and the Skat are not the whole deck",
            "die Stiche und der Skat sind nicht das ganze Blatt",
            "les plis et le Skat ne font pas tout le jeu"),
    # api/games/skat/round.py
    Message("skat.skat-holds-two", "the Skat holds 2 cards (the discards, or the untouched Skat "
            "of a hand game)", "der Skat hat 2 Karten (die gedrückten, oder im Handspiel der "
            "unberührte Skat)", "le Skat a 2 cartes (les cartes écartées, ou le Skat intact "
            "d'un jeu Hand)"),
    Message("skat.skat-card-twice", "the same card twice in the Skat",
            "dieselbe Karte zweimal im Skat", "la même carte deux fois dans le Skat"),
    Message("skat.vorhand-leads", "Vorhand (seat 0) leads to the first trick (S-12)",
            "Vorhand (Platz 0) spielt zum ersten Stich aus (S-12)",
            "la main (place 0) entame le premier pli (S-12)"),
)

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
