"""French Skat texts (as Alsatian players write them): names, rules, explanations, the
score."""

TEXTS: dict[str, str] = {
    "game.name": "Skat",
    "card": "{rank} de {suit}",
    "suit.clubs": "Trèfle", "suit.spades": "Pique", "suit.hearts": "Cœur",
    "suit.diamonds": "Carreau",
    "rank.7": "7", "rank.8": "8", "rank.9": "9", "rank.10": "10",
    "rank.under": "Valet", "rank.ober": "Dame", "rank.king": "Roi", "rank.ace": "As",
    "german.card": "{rank} de {suit}",
    "german.suit.clubs": "Gland", "german.suit.spades": "Feuille",
    "german.suit.hearts": "Cœur", "german.suit.diamonds": "Grelot",
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
    "explain.S-13.follow_suit": "{led_suit} est demandé : tu peux fournir avec {card} ; rien "
                                "n'oblige à prendre le pli.",
    "explain.S-13.follow_trump": "Atout est demandé ({led}) : {card} est un atout, tu peux "
                                 "fournir avec ; rien n'oblige à prendre le pli.",
    "explain.S-13.must_follow_suit": "{led_suit} est demandé et tu as {evidence} : tu dois "
                                     "fournir {led_suit}, tu ne peux pas jouer {card}.",
    "explain.S-13.must_follow_trump": "Atout est demandé ({led}) et tu as un atout, {evidence} : "
                                      "tu dois fournir atout, tu ne peux pas jouer {card}.",
    "explain.S-14.jack_void_in_suit": "{led_suit} est demandé : au {contract} {card} est un "
                                      "atout, pas une carte de {led_suit} ; tu n'as donc pas de "
                                      "{led_suit} et tu peux jouer {card}.",
    "explain.S-14.jack_led_void_trump": "{led} est un atout, pas une carte de {printed_suit}, et "
                                        "tu n'as pas d'atout : toute carte est permise, {card} "
                                        "aussi.",
    "explain.S-14.jack_follows_trump": "Atout est demandé ({led}) : au {contract} {card} est un "
                                       "atout, tu peux fournir avec ; rien n'oblige à prendre "
                                       "le pli.",
    "explain.S-14.printed_suit_is_not_trump": "Au {contract} {led} est un atout, pas une carte "
                                              "de {printed_suit} : tu dois fournir atout, par "
                                              "exemple {evidence} ; tu ne peux pas jouer "
                                              "{card}.",
    "explain.S-14.jack_is_not_led_suit": "{led_suit} est demandé, mais au {contract} {card} est "
                                         "un atout et ne compte pas comme {led_suit} : tu dois "
                                         "fournir {led_suit}, par exemple avec {evidence} ; tu "
                                         "ne peux pas jouer {card}.",
    "explain.S-15.void": "{led_suit} est demandé et tu n'as pas de {led_suit} : tu peux jouer "
                         "{card} ; rien n'oblige à couper.",
    "explain.S-15.void_trump": "Atout est demandé ({led}) et tu n'as pas d'atout : tu peux "
                               "jouer {card}.",
    "explain.S-10.jack_follows_suit": "{led_suit} est demandé : au Null {card} est une carte de "
                                      "{led_suit}, tu peux fournir avec.",
    "explain.S-10.jack_led_in_suit": "Au Null {led} est une carte de {led_suit}, pas un atout : "
                                     "tu peux fournir avec {card}.",
    "explain.S-10.jack_led_must_follow": "Au Null {led} est une carte de {led_suit}, pas un "
                                         "atout, et tu as {evidence} : tu dois fournir "
                                         "{led_suit}, tu ne peux pas jouer {card}.",
    "trick.S-16.trump": "{card} remporte le pli : c'est le plus fort atout du pli.",
    "trick.S-16.trump.so_far": "{card} mène pour l'instant : le plus fort atout du pli.",
    "trick.S-16.led_suit": "{card} remporte le pli : aucun atout n'est joué, et c'est la plus "
                           "forte carte du pli dans la couleur demandée, {led_suit}.",
    "trick.S-16.led_suit.so_far": "{card} mène pour l'instant : pas encore d'atout, et c'est la "
                                  "plus forte carte de {led_suit} du pli.",
    "trick.S-16.null": "{card} remporte le pli : le Null n'a pas d'atout, et c'est la plus forte "
                       "carte du pli dans la couleur demandée, {led_suit}, dans l'ordre du Null.",
    "trick.S-16.null.so_far": "{card} mène pour l'instant : la plus forte carte de {led_suit} "
                              "du pli, dans l'ordre du Null.",
    "ruleset.isko": "règles internationales du Skat (ISkO)",
    "trick_card.trump": "{card} est un atout et vaut {points} points.",
    "trick_card.led_suit": "{card} est de la couleur demandée, {led_suit}, et vaut {points} "
                           "points.",
    "trick_card.off_suit": "{card} n'est ni {led_suit} ni atout et ne peut pas prendre ; "
                           "cette carte vaut {points} points.",
    "trick_card.off_suit_no_trump": "{card} n'est pas {led_suit} et ne peut pas prendre ; "
                                    "cette carte vaut {points} points.",
    "trick_card.off_suit_trump_led": "{card} n'est pas un atout et ne peut pas gagner, car l'atout "
                                     "a été entamé ; cette carte vaut {points} points.",
    "trick_card.winner": "Cette carte remporte le pli.",
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
    "page.bids": "Les enchères valables",  # the heading of GET /skat/bids as a page
    "page.bid": "Enchère",
    "rule.S-1.title": "Les cartes",
    "rule.S-1.text": "32 cartes en Trèfle, Pique, Cœur, Carreau.",
    "rule.S-2.title": "Points des cartes",
    "rule.S-2.text": "As 11, Dix 10, Roi 4, Dame 3, Valet 2, Neuf à Sept 0 : 120 en tout.",
    "rule.S-3.title": "Trois joueurs",
    "rule.S-3.text": "Un déclarant contre deux adversaires : la main, le milieu, l'arrière.",
    "rule.S-4.title": "La donne",
    "rule.S-4.text": "3 chacun, 2 au Skat, 4, puis 3 : dix cartes chacun.",
    "rule.S-5.title": "Le Skat",
    "rule.S-5.text": "Le Skat appartient toujours au déclarant, même sans le prendre.",
    "rule.S-6.title": "Les enchères",
    "rule.S-6.text": "On enchérit avec des valeurs de jeu à partir de 18 ; 63 valeurs.",
    "rule.S-7.title": "Tous passent",
    "rule.S-7.text": "Si tous passent, rien n'est compté.",
    "rule.S-8.title": "Jeu à la couleur",
    "rule.S-8.text": "Onze atouts : les quatre Valets, puis As, Dix, Roi, Dame, Neuf, Huit, Sept "
                     "de la couleur d'atout.",
    "rule.S-9.title": "Grand",
    "rule.S-9.text": "Seuls les quatre Valets sont atouts.",
    "rule.S-10.title": "Null",
    "rule.S-10.text": "Pas d'atout ; les Valets sont de leur couleur ; As, Roi, Dame, Valet, Dix,"
                      " Neuf, Huit, Sept.",
    "rule.S-11.title": "Classes de jeu",
    "rule.S-11.text": "Jeux avec prise du Skat et jeux sans le prendre (Hand).",
    "rule.S-12.title": "Entame",
    "rule.S-12.text": "La main entame le premier pli, puis le gagnant de chaque pli.",
    "rule.S-13.title": "Fournir",
    "rule.S-13.text": "Il faut fournir la couleur demandée ; à l'atout, un atout.",
    "rule.S-14.title": "Les Valets sont atouts",
    "rule.S-14.text": "Au jeu à la couleur et au Grand, les Valets sont des atouts, pas des "
                      "cartes de leur couleur.",
    "rule.S-15.title": "Pas d'obligation de couper",
    "rule.S-15.text": "Qui ne peut fournir joue n'importe quelle carte.",
    "rule.S-16.title": "Qui prend le pli",
    "rule.S-16.text": "Le plus fort atout, sinon la plus forte carte de la couleur demandée.",
    "rule.S-17.title": "Renonce",
    "rule.S-17.text": "Une renonce termine le jeu ; le camp fautif le perd simple.",
    "rule.S-18.title": "Matadors",
    "rule.S-18.text": "La suite d'atouts depuis le Valet de Trèfle, main et Skat compris : avec "
                      "ou sans.",
    "rule.S-19.title": "Valeurs de base",
    "rule.S-19.text": "Carreau 9, Cœur 10, Pique 11, Trèfle 12, Grand 24.",
    "rule.S-20.title": "Valeur du jeu",
    "rule.S-20.text": "Valeur de base fois matadors plus jeu, Hand, Schneider, annoncé, Schwarz, "
                      "annoncé, ouvert.",
    "rule.S-21.title": "61 gagne",
    "rule.S-21.text": "61 points avec le Skat gagnent ; 60 perd.",
    "rule.S-22.title": "Schneider",
    "rule.S-22.text": "Est Schneider le camp qui a 30 points ou moins.",
    "rule.S-23.title": "Schwarz",
    "rule.S-23.text": "Est Schwarz le camp qui n'a fait aucun pli.",
    "rule.S-24.title": "Annonces",
    "rule.S-24.text": "Schneider et Schwarz annoncés seulement en Hand ; manqués : perdu au "
                      "niveau annoncé.",
    "rule.S-25.title": "Ouvert",
    "rule.S-25.text": "Joué ouvert, le déclarant ne doit céder aucun pli ; compte Schwarz annoncé.",
    "rule.S-26.title": "Null",
    "rule.S-26.text": "Gagné sans pli ; Null 23, Hand 35, ouvert 46, ouvert Hand 59.",
    "rule.S-27.title": "Enchère dépassée",
    "rule.S-27.text": "Un jeu qui vaut moins que l'enchère est perdu, au multiple suivant de sa "
                      "valeur de base.",
    "rule.S-28.title": "Perdu compte double",
    "rule.S-28.text": "Gagné : plus la valeur ; perdu : moins deux fois la valeur.",
    "rule.S-29.title": "Annoncer selon l'enchère",
    "rule.S-29.text": "Le déclarant doit annoncer un jeu qui peut atteindre l'enchère.",
    "rule.S-30.title": "Seeger-Fabian",
    "rule.S-30.text": "Points du jeu plus 50 gagné, moins 50 perdu ; les autres 40 ou 30 chacun.",
    "rule.RS1.title": "Un seul règlement : ISkO",
    "rule.RS1.text": "Seulement l'ISkO ; les règles maison sont refusées.",
    "rule.RS2.title": "Pas de Kontra ni Re",
    "rule.RS2.text": "Kontra et Re ne sont pas dans l'ISkO.",
    "rule.RS3.title": "Ni Ramsch ni Bock",
    "rule.RS3.text": "Si tous passent, rien n'est compté.",
    "rule.RS4.title": "Schwarz par les plis",
    "rule.RS4.text": "Schwarz compte les plis, pas les points ; le Skat n'est pas un pli.",
    "rule.RS5.title": "Ce qu'une annonce implique",
    "rule.RS5.text": "Ouvert implique Hand et Schwarz annoncé, Schwarz implique Schneider ; les "
                     "contradictions sont refusées.",
    "rule.RS6.title": "Double dans tout jeu",
    "rule.RS6.text": "Un jeu perdu compte toujours double, Hand et Null aussi.",
    "rule.RS7.title": "Seeger-Fabian à la table",
    "rule.RS7.text": "Si le déclarant perd, chacun des autres reçoit 40 (à trois) ou 30 (à "
                     "quatre).",
    "rule.RS8.title": "Valeurs fixes du Null",
    "rule.RS8.text": "Null 23, Hand 35, ouvert 46, ouvert Hand 59, quoi qu'il arrive.",
    "rule.RS9.title": "Annonce sous l'enchère",
    "rule.RS9.text": "Un jeu qui ne peut atteindre l'enchère est refusé (pas en Hand).",
    "rule.RS10.title": "Dépassé : multiple suivant",
    "rule.RS10.text": "Tout jeu dépassé perd au plus petit multiple de sa valeur de base.",
    "rule.RS11.title": "Données du compte",
    "rule.RS11.text": "Les points du déclarant comprennent le Skat ; l'enchère doit être valable.",
    "rule.RS12.title": "Donne entière",
    "rule.RS12.text": "Places 0, 1, 2 : la main, le milieu, l'arrière ; pas de compte après une "
                      "renonce.",
    "rule.RS13.title": "Français et allemand",
    "rule.RS13.text": "Les couleurs françaises sont la règle ; les noms allemands sont acceptés.",
    "rule.RS14.title": "Édition",
    "rule.RS14.text": "Articles numérotés selon l'édition de 2006.",
}
