"""French Skat texts (as Alsatian players write them): names, rules, explanations, the
score."""

from api.games.skat.texts.rule_texts import rule_texts

TEXTS: dict[str, str] = {
    "game.name": "Skat",
    "card": "{rank} de {suit}",
    "suit.clubs": "Trèfle", "suit.spades": "Pique", "suit.hearts": "Cœur",
    "suit.diamonds": "Carreau",
    "rank.7": "7", "rank.8": "8", "rank.9": "9", "rank.10": "10",
    "rank.under": "Valet", "rank.ober": "Dame", "rank.king": "Roi", "rank.ace": "As",
    "german.card": "{rank} de {suit}",
    "german.suit.clubs": "Glands", "german.suit.spades": "Feuilles",
    "german.suit.hearts": "Cœurs", "german.suit.diamonds": "Grelots",
    "german.rank.7": "7", "german.rank.8": "8", "german.rank.9": "9", "german.rank.10": "10",
    "german.rank.under": "Unter", "german.rank.ober": "Ober", "german.rank.king": "Roi",
    "german.rank.ace": "As",
    "contract.suit": "jeu à {suit}",
    "contract.grand": "Grand",
    "contract.null": "Null",
    "contract.announced": "{contract} ({announced})",
    "announce.hand": "Hand", "announce.schneider": "Schneider annoncé",
    "announce.schwarz": "Schwarz annoncé", "announce.ouvert": "ouvert",
    "trump": "atout",
    "player": "joueur {index}",
    "party.declarer": "déclarant", "party.opponents": "adversaires",
    "seat.0": "la main", "seat.1": "le milieu", "seat.2": "l'arrière",
    "explain.S-12.lead": "Tu entames : au {contract} toute carte est permise, {card} aussi.",
    "explain.S-13.follow_suit": "{led_suit} est demandé : {card} fournit et est permis ; rien "
                                "n'oblige à prendre le pli.",
    "explain.S-13.follow_trump": "Atout est demandé ({led}) : {card} est un atout et fournit ; "
                                 "rien n'oblige à prendre le pli.",
    "explain.S-13.must_follow_suit": "{led_suit} est demandé et tu as {evidence} : tu dois "
                                     "fournir {led_suit}, {card} est interdit.",
    "explain.S-13.must_follow_trump": "Atout est demandé ({led}) et tu as un atout, {evidence} : "
                                      "tu dois fournir atout, {card} est interdit.",
    "explain.S-14.jack_void_in_suit": "{led_suit} est demandé : au {contract} {card} est un "
                                      "atout, pas une carte de {led_suit} ; tu n'as donc pas de "
                                      "{led_suit} et {card} est permis.",
    "explain.S-14.jack_led_void_trump": "{led} est un atout, pas une carte de {printed_suit}, et "
                                        "tu n'as pas d'atout : toute carte est permise, {card} "
                                        "aussi.",
    "explain.S-14.jack_follows_trump": "Atout est demandé ({led}) : au {contract} {card} est un "
                                       "atout et fournit ; rien n'oblige à prendre le pli.",
    "explain.S-14.printed_suit_is_not_trump": "Au {contract} {led} est un atout, pas une carte "
                                              "de {printed_suit} : tu dois fournir atout, par "
                                              "exemple {evidence} ; {card} est interdit.",
    "explain.S-14.jack_is_not_led_suit": "{led_suit} est demandé, mais au {contract} {card} est "
                                         "un atout et ne compte pas comme {led_suit} : tu dois "
                                         "fournir {led_suit}, par exemple avec {evidence} ; "
                                         "{card} est interdit.",
    "explain.S-15.void": "{led_suit} est demandé et tu n'as pas de {led_suit} : {card} est "
                         "permis ; rien n'oblige à couper.",
    "explain.S-15.void_trump": "Atout est demandé ({led}) et tu n'as pas d'atout : {card} est "
                               "permis.",
    "explain.S-10.jack_follows_suit": "{led_suit} est demandé : au Null {card} est une carte de "
                                      "{led_suit} et fournit.",
    "explain.S-10.jack_led_in_suit": "Au Null {led} est une carte de {led_suit}, pas un atout : "
                                     "{card} fournit et est permis.",
    "explain.S-10.jack_led_must_follow": "Au Null {led} est une carte de {led_suit}, pas un "
                                         "atout, et tu as {evidence} : tu dois fournir "
                                         "{led_suit}, {card} est interdit.",
    "trick.S-16.trump": "{card} prend le pli : c'est le plus fort atout (les Valets dans "
                        "l'ordre Trèfle, Pique, Cœur, Carreau, puis la couleur d'atout).",
    "trick.S-16.trump.so_far": "{card} mène pour l'instant : le plus fort atout joué.",
    "trick.S-16.led_suit": "{card} prend le pli : aucun atout n'est joué, et c'est la plus "
                           "forte carte de la couleur demandée, {led_suit}.",
    "trick.S-16.led_suit.so_far": "{card} mène pour l'instant : pas encore d'atout, et c'est la "
                                  "plus forte carte de {led_suit} jouée.",
    "trick.S-16.null": "{card} prend le pli : le Null n'a pas d'atout, et c'est la plus forte "
                       "carte de la couleur demandée, {led_suit} (As, Roi, Dame, Valet, Dix …).",
    "trick.S-16.null.so_far": "{card} mène pour l'instant : la plus forte carte de {led_suit} "
                              "dans l'ordre du Null.",
    "trick_card.trump": "{card} est un atout et vaut {points} points.",
    "trick_card.led_suit": "{card} est de la couleur demandée, {led_suit}, et vaut {points} "
                           "points.",
    "trick_card.off_suit": "{card} n'est ni {led_suit} ni atout et ne peut pas prendre ; il "
                           "vaut {points} points.",
    "trick_card.off_suit_no_trump": "{card} n'est pas {led_suit} et ne peut pas prendre ; il "
                                    "vaut {points} points.",
    "trick_card.winner": "Il prend le pli.",
    "round.as_played": "Compté comme joué : {revokes} carte(s) non permise(s).",
    "round.revoke": "Une renonce (carte {index}) termine le jeu ; l'ISkO 4.1.3 à 4.1.6 la "
                    "règle, l'API ne la compte pas.",
    "factor.spitzen.with": "avec {count}", "factor.spitzen.without": "sans {count}",
    "factor.game": "jeu", "factor.hand": "Hand", "factor.schneider": "Schneider",
    "factor.schneider_announced": "Schneider annoncé", "factor.schwarz": "Schwarz",
    "factor.schwarz_announced": "Schwarz annoncé", "factor.ouvert": "ouvert",
    "reckoning.line": "{levels}, fois {base_name} {base} = {value}",
    "reckoning.null": "{contract} : valeur fixe {value}",
    "score.S-21.won": "Gagné : le déclarant a {points} points avec le Skat, 61 ou plus.",
    "score.S-21.lost": "Perdu : le déclarant n'a que {points} points avec le Skat ; il en faut "
                       "61.",
    "score.S-24.schneider_missed": "Perdu : Schneider était annoncé, mais les adversaires ont "
                                   "{opponent_points} points, plus de 30.",
    "score.S-24.schwarz_missed": "Perdu : Schwarz était annoncé, mais les adversaires ont fait "
                                 "un pli.",
    "score.S-25.ouvert_lost": "Perdu : au jeu ouvert le déclarant ne doit céder aucun pli, et "
                              "les adversaires en ont fait un.",
    "score.S-26.null_won": "Gagné : le déclarant n'a fait aucun pli.",
    "score.S-26.null_lost": "Perdu : le déclarant a fait un pli.",
    "score.S-27.overbid": "Enchère dépassée : le jeu vaut {value}, l'enchère était {bid} ; il est "
                          "perdu et compte {scored}, le plus petit multiple de {base} qui "
                          "atteint l'enchère.",
    "line.base_value": "Valeur de base du {name} : {amount}",
    "line.spitzen": "{label} (matadors, main et Skat) : {amount}",
    "line.factor": "{label} : {amount}",
    "line.game_value": "Valeur du jeu : {amount}",
    "line.null_value": "Valeur du Null : {amount}",
    "line.overbid": "Enchère dépassée : on compte {amount}",
    "line.won": "Gagné : +{amount}",
    "line.lost": "Perdu compte double : {amount}",
    "line.seeger_fabian": "Seeger-Fabian : déclarant {amount}, les autres {others} chacun",
    "bid.games": "{bid} : {games}",
    "page.points": "points",
    **rule_texts("fr"),
}
