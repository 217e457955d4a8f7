"""The messages of the engine's shared checks in de, en and fr: card notation
(``rules/deck.py``), positions (``rules/position.py``) and the whole round
(``rules/round_check.py``), for every game alike (``{deck}`` is the game's name)."""

from __future__ import annotations

EN = {
    "position.twice-in-list": "{card} appears twice in {list} (positions {first} and "
                              "{second})",
    "position.copies-in-list": "{card} appears {count} times in {list} (positions {places}); "
                               "the deck has {copies}",
    "card.empty": "empty card: give a card code such as '{example}' or 'suit-rank'",
    "card.foreign-rank-code": "'{card}': rank '{rank}' is not in the {deck} deck (ranks {ranks})",
    "card.not-a-code": "'{card}' is not a card code of the {deck} deck; codes are a suit letter "
                       "({letters}) and a rank ({ranks}), e.g. '{example}', or write 'suit-rank' "
                       "such as '{long}'",
    "card.foreign-suit": "'{card}': suit '{suit}' is not in the {deck} deck (suits {suits})",
    "card.not-a-suit": "'{card}': '{suit}' is not a suit (suits {suits})",
    "card.foreign-rank": "'{card}': rank '{rank}' is not in the {deck} deck (ranks {ranks})",
    "card.not-a-rank": "'{card}': '{rank}' is not a rank (ranks {ranks})",
    "position.twice-in-hand": "{card} appears twice in hand (positions {first} and {second})",
    "position.twice-in-trick": "{card} appears twice in trick (positions {first} and {second})",
    "position.copies-in-hand": "{card} appears {count} times in hand (positions {places}); the "
                               "deck has {copies}",
    "position.copies-in-trick": "{card} appears {count} times in trick (positions {places}); the "
                                "deck has {copies}",
    "position.empty-hand": "the hand must hold at least one card",
    "position.hand-too-big": "a hand holds at most {limit} cards; got {count}",
    "position.trick-complete": "the trick already holds {count} cards; with {players} players at "
                               "most {before} can lie before this player's card",
    "position.in-hand-and-trick": "{card} is both in the hand and in the trick (trick position "
                                  "{place})",
    "position.copies-in-hand-and-trick": "{card} appears {count} times in hand and trick (trick "
                                         "position {places}); the deck has {copies}",
    "position.copies-in-hand-and-trick-places": "{card} appears {count} times in hand and trick "
                                                "(trick positions {places}); the deck has {copies}",
    "position.empty-trick": "the trick must hold at least one card",
    "position.trick-too-big": "a trick holds at most {limit} cards; got {count}",
    "position.not-in-deck": "{card} is not a {deck} card",
    "round.plays-not-whole": "without hands, plays must hold the whole round ({whole} cards), not "
                             "{count}",
    "round.played-twice": "{card} is played twice (plays {first} and {second})",
    "round.played-copies": "{card} is played {count} times (plays {places}); the deck has {copies}",
    "round.dealt-twice": "{card} is dealt twice (seats {first} and {second})",
    "round.dealt-copies": "{card} is dealt {count} times (seats {places}); the deck has {copies}",
    "round.hands-count": "a deal has {players} hands, not {count}",
    "round.hand-size": "seat {seat} is dealt {size} cards, not {count}",
    "round.card-undealt": "the deal is not the deck: {card} is dealt to no seat",
    "round.card-dealt-once": "the deal is not the deck: {card} is dealt once; the deck has "
                             "{copies}",
    "round.card-dealt-fewer": "the deal is not the deck: {card} is dealt {count} times; the deck "
                              "has {copies}",
    "round.seats": "seats are 0 to {last}",
    "round.over": "the round ends after {whole} plays",
    "round.not-held": "seat {seat} does not hold {card}",
    "round.leader-not-playing": "seat {seat} does not play in this contract's tricks",
    "round.dealt-too-often": "{card} is dealt more often than the pack holds it ({copies})",
    "card.not-in-pack": "'{text}': {card} is not in the {deck} pack",
}

DE = {
    "position.twice-in-list": "{card} steht zweimal in {list} (Positionen {first} und "
                              "{second})",
    "position.copies-in-list": "{card} steht {count}-mal in {list} (Positionen {places}); das "
                               "Blatt hat sie {copies}-mal",
    "card.empty": "leere Karte: einen Kartencode wie '{example}' oder 'Farbe-Rang' angeben",
    "card.foreign-rank-code": "'{card}': den Rang '{rank}' gibt es im {deck}-Blatt nicht (Ränge "
                              "{ranks})",
    "card.not-a-code": "'{card}' ist kein Kartencode des {deck}-Blatts; ein Code ist ein "
                       "Farbbuchstabe ({letters}) und ein Rang ({ranks}), z. B. '{example}', oder "
                       "'Farbe-Rang' wie '{long}'",
    "card.foreign-suit": "'{card}': die Farbe '{suit}' gibt es im {deck}-Blatt nicht (Farben "
                         "{suits})",
    "card.not-a-suit": "'{card}': '{suit}' ist keine Farbe (Farben {suits})",
    "card.foreign-rank": "'{card}': den Rang '{rank}' gibt es im {deck}-Blatt nicht (Ränge "
                         "{ranks})",
    "card.not-a-rank": "'{card}': '{rank}' ist kein Rang (Ränge {ranks})",
    "position.twice-in-hand": "{card} steht zweimal in der Hand (Positionen {first} und {second})",
    "position.twice-in-trick": "{card} liegt zweimal im Stich (Positionen {first} und {second})",
    "position.copies-in-hand": "{card} steht {count}-mal in der Hand (Positionen {places}); das "
                               "Blatt hat sie {copies}-mal",
    "position.copies-in-trick": "{card} liegt {count}-mal im Stich (Positionen {places}); das "
                                "Blatt hat sie {copies}-mal",
    "position.empty-hand": "die Hand muss mindestens eine Karte halten",
    "position.hand-too-big": "eine Hand hält höchstens {limit} Karten; erhalten: {count}",
    "position.trick-complete": "im Stich liegen schon {count} Karten; bei {players} Spielern "
                               "können vor der Karte dieses Spielers höchstens {before} liegen",
    "position.in-hand-and-trick": "{card} ist zugleich in der Hand und im Stich (Position {place} "
                                  "im Stich)",
    "position.copies-in-hand-and-trick": "{card} ist {count}-mal in Hand und Stich (Position "
                                         "{places} im Stich); das Blatt hat sie {copies}-mal",
    "position.copies-in-hand-and-trick-places": "{card} ist {count}-mal in Hand und Stich "
                                                "(Positionen {places} im Stich); das Blatt hat "
                                                "sie {copies}-mal",
    "position.empty-trick": "der Stich muss mindestens eine Karte halten",
    "position.trick-too-big": "ein Stich hält höchstens {limit} Karten; erhalten: {count}",
    "position.not-in-deck": "{card} ist keine {deck}-Karte",
    "round.plays-not-whole": "ohne Hände müssen die Züge die ganze Runde enthalten ({whole} "
                             "Karten), nicht {count}",
    "round.played-twice": "{card} wurde zweimal gespielt (Züge {first} und {second})",
    "round.played-copies": "{card} ist {count}-mal gespielt (Züge {places}); das Blatt hat sie "
                           "{copies}-mal",
    "round.dealt-twice": "{card} ist zweimal ausgeteilt (Plätze {first} und {second})",
    "round.dealt-copies": "{card} ist {count}-mal ausgeteilt (Plätze {places}); das Blatt hat sie "
                          "{copies}-mal",
    "round.hands-count": "ausgeteilt werden {players} Hände, nicht {count}",
    "round.hand-size": "Platz {seat} bekommt {size} Karten, nicht {count}",
    "round.card-undealt": "die Karten sind nicht das ganze Blatt: {card} ist keinem Platz "
                          "ausgeteilt",
    "round.card-dealt-once": "die Karten sind nicht das ganze Blatt: {card} ist einmal "
                             "ausgeteilt; das Blatt hat sie {copies}-mal",
    "round.card-dealt-fewer": "die Karten sind nicht das ganze Blatt: {card} ist {count}-mal "
                              "ausgeteilt; das Blatt hat sie {copies}-mal",
    "round.seats": "Plätze sind 0 bis {last}",
    "round.over": "die Runde endet nach {whole} Zügen",
    "round.not-held": "Platz {seat} hat {card} nicht in der Hand",
    "round.leader-not-playing": "Platz {seat} spielt in den Stichen dieses Spiels nicht mit",
    "round.dealt-too-often": "{card} ist öfter ausgeteilt, als das Blatt sie hat ({copies})",
    "card.not-in-pack": "'{text}': {card} gehört nicht zum {deck}-Blatt",
}

FR = {
    # A card is named « la carte Dame de Trèfle »: the deck's name of a card has no article.
    "position.twice-in-list": "la carte {card} figure deux fois dans {list} (positions {first} "
                              "et {second})",
    "position.copies-in-list": "la carte {card} figure {count} fois dans {list} (positions "
                               "{places}) ; le jeu n'en compte que {copies}",
    "card.empty": "carte vide : donnez un code de carte comme « {example} » ou « couleur-rang »",
    "card.foreign-rank-code": "« {card} » : le rang « {rank} » n'existe pas dans le jeu de {deck} "
                              "(rangs {ranks})",
    "card.not-a-code": "« {card} » n'est pas un code de carte du jeu de {deck} ; un code est une "
                       "lettre de couleur ({letters}) suivie d'un rang ({ranks}), par ex. « "
                       "{example} », ou écrivez « couleur-rang » comme « {long} »",
    "card.foreign-suit": "« {card} » : la couleur « {suit} » n'existe pas dans le jeu de {deck} "
                         "(couleurs {suits})",
    "card.not-a-suit": "« {card} » : « {suit} » n'est pas une couleur (couleurs {suits})",
    "card.foreign-rank": "« {card} » : le rang « {rank} » n'existe pas dans le jeu de {deck} "
                         "(rangs {ranks})",
    "card.not-a-rank": "« {card} » : « {rank} » n'est pas un rang (rangs {ranks})",
    "position.twice-in-hand": "la carte {card} figure deux fois dans la main (positions {first} "
                              "et {second})",
    "position.twice-in-trick": "la carte {card} figure deux fois dans le pli (positions {first} "
                               "et {second})",
    "position.copies-in-hand": "la carte {card} figure {count} fois dans la main (positions "
                               "{places}) ; le jeu n'en compte que {copies}",
    "position.copies-in-trick": "la carte {card} figure {count} fois dans le pli (positions "
                                "{places}) ; le jeu n'en compte que {copies}",
    "position.empty-hand": "la main doit contenir au moins une carte",
    "position.hand-too-big": "une main contient au plus {limit} cartes ; reçu : {count}",
    "position.trick-complete": "le pli contient déjà {count} cartes ; à {players} joueurs, au "
                               "plus {before} peuvent précéder la carte de ce joueur",
    "position.in-hand-and-trick": "la carte {card} est à la fois dans la main et dans le pli "
                                  "(position {place} du pli)",
    "position.copies-in-hand-and-trick": "la carte {card} figure {count} fois dans la main et le "
                                         "pli (position {places} du pli) ; le jeu n'en compte "
                                         "que {copies}",
    "position.copies-in-hand-and-trick-places": "la carte {card} figure {count} fois dans la main "
                                                "et le pli (positions {places} du pli) ; le jeu "
                                                "n'en compte que {copies}",
    "position.empty-trick": "le pli doit contenir au moins une carte",
    "position.trick-too-big": "un pli contient au plus {limit} cartes ; reçu : {count}",
    "position.not-in-deck": "la carte {card} n'appartient pas au jeu de {deck}",
    "round.plays-not-whole": "sans les mains, les coups doivent contenir toute la donne ({whole} "
                             "cartes), pas {count}",
    "round.played-twice": "la carte {card} est jouée deux fois (coups {first} et {second})",
    "round.played-copies": "la carte {card} est jouée {count} fois (coups {places}) ; le jeu "
                           "n'en compte que {copies}",
    "round.dealt-twice": "la carte {card} est distribuée deux fois (places {first} et {second})",
    "round.dealt-copies": "la carte {card} est distribuée {count} fois (places {places}) ; le jeu "
                          "n'en compte que {copies}",
    "round.hands-count": "une donne a {players} mains, pas {count}",
    "round.hand-size": "la place {seat} reçoit {size} cartes, pas {count}",
    "round.card-undealt": "la donne ne correspond pas au jeu : la carte {card} n'est distribuée "
                          "à aucune place",
    "round.card-dealt-once": "la donne ne correspond pas au jeu : la carte {card} n'est "
                             "distribuée qu'une fois, le jeu en compte {copies}",
    "round.card-dealt-fewer": "la donne ne correspond pas au jeu : la carte {card} n'est "
                              "distribuée que {count} fois, le jeu en compte {copies}",
    "round.seats": "les places vont de 0 à {last}",
    "round.over": "la donne se termine après {whole} coups",
    "round.not-held": "la place {seat} n'a pas la carte {card} en main",
    "round.leader-not-playing": "la place {seat} ne joue pas les plis de ce contrat",
    "round.dealt-too-often": "la carte {card} est distribuée plus souvent que le jeu ne la "
                             "contient ({copies})",
    "card.not-in-pack": "« {text} » : la carte {card} ne fait pas partie du jeu de {deck}",
}

TEXTS = {"de": DE, "en": EN, "fr": FR}
