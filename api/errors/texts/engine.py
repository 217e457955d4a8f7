"""The messages of the engine's shared checks in de, en and fr: card notation
(``rules/deck.py``), positions (``rules/position.py``) and the whole round
(``rules/round_check.py``), for every game alike (``{deck}`` is the game's name)."""

from __future__ import annotations

from api.errors.messages import Message

_CODES = ("'{card}' is not a card code of the {deck} deck; codes are a suit letter "
          "({letters}) and a rank ({ranks}), e.g. '{example}', or write 'suit-rank' such as "
          "'{long}'")

MESSAGES = (
    # rules/deck.py
    Message("card.empty", "empty card: give a card code such as '{example}' or 'suit-rank'",
            "leere Karte: einen Kartencode wie '{example}' oder 'Farbe-Rang' angeben",
            "carte vide : donnez un code de carte comme « {example} » ou « couleur-rang »"),
    Message("card.foreign-rank-code", "'{card}': rank '{rank}' is not in the {deck} deck "
            "(ranks {ranks})", "'{card}': den Rang '{rank}' gibt es im {deck}-Blatt nicht "
            "(Ränge {ranks})", "« {card} » : le rang « {rank} » n'existe pas dans le jeu de "
            "{deck} (rangs {ranks})"),
    Message("card.not-a-code", _CODES,
            "'{card}' ist kein Kartencode des {deck}-Blatts; ein Code ist ein Farbbuchstabe "
            "({letters}) und ein Rang ({ranks}), z. B. '{example}', oder 'Farbe-Rang' wie "
            "'{long}'",
            "« {card} » n'est pas un code de carte du jeu de {deck} ; un code est une lettre "
            "de couleur ({letters}) suivie d'un rang ({ranks}), par ex. « {example} », ou "
            "écrivez « couleur-rang » comme « {long} »"),
    Message("card.foreign-suit", "'{card}': suit '{suit}' is not in the {deck} deck (suits "
            "{suits})", "'{card}': die Farbe '{suit}' gibt es im {deck}-Blatt nicht (Farben "
            "{suits})", "« {card} » : la couleur « {suit} » n'existe pas dans le jeu de "
            "{deck} (couleurs {suits})"),
    Message("card.not-a-suit", "'{card}': '{suit}' is not a suit (suits {suits})",
            "'{card}': '{suit}' ist keine Farbe (Farben {suits})",
            "« {card} » : « {suit} » n'est pas une couleur (couleurs {suits})"),
    Message("card.foreign-rank", "'{card}': rank '{rank}' is not in the {deck} deck (ranks "
            "{ranks})", "'{card}': den Rang '{rank}' gibt es im {deck}-Blatt nicht (Ränge "
            "{ranks})", "« {card} » : le rang « {rank} » n'existe pas dans le jeu de {deck} "
            "(rangs {ranks})"),
    Message("card.not-a-rank", "'{card}': '{rank}' is not a rank (ranks {ranks})",
            "'{card}': '{rank}' ist kein Rang (Ränge {ranks})",
            "« {card} » : « {rank} » n'est pas un rang (rangs {ranks})"),
    # rules/position.py
    Message("position.twice-in-hand", "{card} appears twice in hand (positions {first} and "
            "{second})", "{card} steht zweimal in der Hand (Positionen {first} und {second})",
            "{card} figure deux fois dans la main (positions {first} et {second})"),
    Message("position.twice-in-trick", "{card} appears twice in trick (positions {first} and "
            "{second})", "{card} liegt zweimal im Stich (Positionen {first} und {second})",
            "{card} figure deux fois dans le pli (positions {first} et {second})"),
    Message("position.copies-in-hand", "{card} appears {count} times in hand (positions "
            "{places}); the deck has {copies}", "{card} steht {count}-mal in der Hand "
            "(Positionen {places}); das Blatt hat sie {copies}-mal", "{card} figure {count} "
            "fois dans la main (positions {places}) ; le jeu l'a {copies} fois"),
    Message("position.copies-in-trick", "{card} appears {count} times in trick (positions "
            "{places}); the deck has {copies}", "{card} liegt {count}-mal im Stich "
            "(Positionen {places}); das Blatt hat sie {copies}-mal", "{card} figure {count} "
            "fois dans le pli (positions {places}) ; le jeu l'a {copies} fois"),
    Message("position.empty-hand", "the hand must hold at least one card",
            "die Hand muss mindestens eine Karte halten",
            "la main doit contenir au moins une carte"),
    Message("position.hand-too-big", "a hand holds at most {limit} cards; got {count}",
            "eine Hand hält höchstens {limit} Karten; erhalten: {count}",
            "une main contient au plus {limit} cartes ; reçu : {count}"),
    Message("position.trick-complete", "the trick already holds {count} cards; with {players} "
            "players at most {before} can lie before this player's card",
            "im Stich liegen schon {count} Karten; bei {players} Spielern können vor der "
            "Karte dieses Spielers höchstens {before} liegen",
            "le pli contient déjà {count} cartes ; à {players} joueurs, au plus {before} "
            "peuvent précéder la carte de ce joueur"),
    Message("position.in-hand-and-trick", "{card} is both in the hand and in the trick (trick "
            "position {place})", "{card} ist zugleich in der Hand und im Stich (Position "
            "{place} im Stich)", "{card} est à la fois dans la main et dans le pli (position "
            "{place} du pli)"),
    Message("position.copies-in-hand-and-trick", "{card} appears {count} times in hand and "
            "trick (trick position {places}); the deck has {copies}", "{card} ist {count}-mal "
            "in Hand und Stich (Position {places} im Stich); das Blatt hat sie {copies}-mal",
            "{card} figure {count} fois dans la main et le pli (position {places} du pli) ; "
            "le jeu l'a {copies} fois"),
    Message("position.copies-in-hand-and-trick-places", "{card} appears {count} times in hand "
            "and trick (trick positions {places}); the deck has {copies}", "{card} ist "
            "{count}-mal in Hand und Stich (Positionen {places} im Stich); das Blatt hat sie "
            "{copies}-mal", "{card} figure {count} fois dans la main et le pli (positions "
            "{places} du pli) ; le jeu l'a {copies} fois"),
    Message("position.empty-trick", "the trick must hold at least one card",
            "der Stich muss mindestens eine Karte halten",
            "le pli doit contenir au moins une carte"),
    Message("position.trick-too-big", "a trick holds at most {limit} cards; got {count}",
            "ein Stich hält höchstens {limit} Karten; erhalten: {count}",
            "un pli contient au plus {limit} cartes ; reçu : {count}"),
    Message("position.not-in-deck", "{card} is not a {deck} card", "{card} ist keine "
            "{deck}-Karte", "{card} n'est pas une carte de {deck}"),
    # rules/round_check.py
    Message("round.plays-not-whole", "without hands, plays must hold the whole round "
            "({whole} cards), not {count}", "ohne Hände müssen die Züge die ganze Runde "
            "enthalten ({whole} Karten), nicht {count}", "sans les mains, les coups doivent "
            "contenir toute la donne ({whole} cartes), pas {count}"),
    Message("round.played-twice", "{card} is played twice (plays {first} and {second})",
            "{card} ist zweimal gespielt (Züge {first} und {second})",
            "{card} est jouée deux fois (coups {first} et {second})"),
    Message("round.played-copies", "{card} is played {count} times (plays {places}); the deck "
            "has {copies}", "{card} ist {count}-mal gespielt (Züge {places}); das Blatt hat "
            "sie {copies}-mal", "{card} est jouée {count} fois (coups {places}) ; le jeu l'a "
            "{copies} fois"),
    Message("round.dealt-twice", "{card} is dealt twice (seats {first} and {second})",
            "{card} ist zweimal ausgeteilt (Plätze {first} und {second})",
            "{card} est distribuée deux fois (places {first} et {second})"),
    Message("round.dealt-copies", "{card} is dealt {count} times (seats {places}); the deck "
            "has {copies}", "{card} ist {count}-mal ausgeteilt (Plätze {places}); das Blatt "
            "hat sie {copies}-mal", "{card} est distribuée {count} fois (places {places}) ; "
            "le jeu l'a {copies} fois"),
    Message("round.hands-count", "a deal has {players} hands, not {count}",
            "ausgeteilt werden {players} Hände, nicht {count}",
            "une donne a {players} mains, pas {count}"),
    Message("round.hand-size", "seat {seat} is dealt {size} cards, not {count}",
            "Platz {seat} bekommt {size} Karten, nicht {count}",
            "la place {seat} reçoit {size} cartes, pas {count}"),
    Message("round.card-undealt", "the deal is not the deck: {card} is dealt to no seat",
            "die Karten sind nicht das ganze Blatt: {card} ist keinem Platz ausgeteilt",
            "la donne n'est pas le jeu : {card} n'est distribuée à aucune place"),
    Message("round.card-dealt-once", "the deal is not the deck: {card} is dealt once; the "
            "deck has {copies}", "die Karten sind nicht das ganze Blatt: {card} ist "
            "einmal ausgeteilt; das Blatt hat sie {copies}-mal", "la donne n'est pas le jeu : "
            "{card} est distribuée une fois ; le jeu l'a {copies} fois"),
    Message("round.card-dealt-fewer", "the deal is not the deck: {card} is dealt {count} "
            "times; the deck has {copies}", "die Karten sind nicht das ganze Blatt: {card} ist "
            "{count}-mal ausgeteilt; das Blatt hat sie {copies}-mal", "la donne n'est pas le "
            "jeu : {card} est distribuée {count} fois ; le jeu l'a {copies} fois"),
    Message("round.seats", "seats are 0 to {last}", "Plätze sind 0 bis {last}",
            "les places vont de 0 à {last}"),
    Message("round.over", "the round ends after {whole} plays", "die Runde endet nach {whole} "
            "Zügen", "la donne se termine après {whole} coups"),
    Message("round.not-held", "seat {seat} does not hold {card}", "Platz {seat} hat {card} "
            "nicht in der Hand", "la place {seat} n'a pas {card} en main"),
)
