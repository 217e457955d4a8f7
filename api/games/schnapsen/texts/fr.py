"""French Schnapsen texts: card names, rules, explanations of verdicts, actions and scores."""

TEXTS: dict[str, str] = {
    "talon.name": "Talon",
    "game.name": "Schnapsen",
    "ruleset.default": "règles autrichiennes",
    "card": "{rank} de {suit}",
    "suit.acorns": "Gland", "suit.leaves": "Feuille", "suit.hearts": "Cœur",
    "suit.bells": "Grelot",
    "rank.under": "Unter", "rank.ober": "Ober", "rank.king": "Roi", "rank.10": "Dix",
    "rank.ace": "As",
    "french.card": "{rank} de {suit}",
    "french.suit.acorns": "Trèfle", "french.suit.leaves": "Pique",
    "french.suit.hearts": "Cœur", "french.suit.bells": "Carreau",
    "french.rank.under": "Valet", "french.rank.ober": "Dame", "french.rank.king": "Roi",
    "french.rank.10": "Dix", "french.rank.ace": "As",
    "contract.trump": "atout {trump}",
    "talon.open": "talon ouvert", "talon.closed": "talon fermé",
    "talon.exhausted": "talon épuisé",
    "player": "le joueur {index}",
    "trump_card.unknown": "la carte d'atout retournée",
    "rule.N-1.title": "Cartes et valeurs",
    "rule.N-1.text": "20 cartes : As 11, Dix 10, Roi 4, Ober 3, Unter 2 en quatre couleurs ; "
                     "ordre As, Dix, Roi, Ober, Unter ; 120 points dans le jeu.",
    "rule.N-2.title": "Donne et talon",
    "rule.N-2.text": "Cinq cartes chacun (3 et 2), la carte d'atout retournée entre les deux ; "
                     "le reste forme le talon. Le gagnant du pli pioche d'abord et entame.",
    "rule.N-3.title": "Qui remporte le pli",
    "rule.N-3.text": "La carte plus forte de la couleur demandée ou un atout l'emporte ; une "
                     "carte d'une autre couleur non atout ne gagne jamais.",
    "rule.N-4.title": "Jeu libre tant que le talon est ouvert",
    "rule.N-4.text": "Tant que le talon est ouvert, le second joueur peut jouer n'importe "
                     "quelle carte, sans fournir ni prendre.",
    "rule.N-5.title": "Les quatre étapes, talon fermé ou épuisé",
    "rule.N-5.text": "La première étape qui convient s'applique : fournir plus fort, sinon "
                     "fournir plus faible, sinon couper, sinon n'importe quoi. Toute carte de "
                     "l'étape est permise.",
    "rule.N-6.title": "Atout entamé",
    "rule.N-6.text": "Sur une entame d'atout, de même dans l'atout : monter, sinon fournir plus "
                     "faible, sinon n'importe quoi.",
    "rule.N-7.title": "Fournir passe avant prendre",
    "rule.N-7.text": "Qui a la couleur demandée ne peut pas couper à la place, même si sa "
                     "carte perd sûrement.",
    "rule.N-8.title": "Celui qui entame est libre",
    "rule.N-8.text": "Les obligations ne concernent que le second joueur du pli, jamais celui "
                     "qui entame.",
    "rule.N-9.title": "Renonce",
    "rule.N-9.text": "Enfreindre l'obligation de fournir ou de prendre perd la donne avec 3 "
                     "points de partie.",
    "rule.N-10.title": "66 et mariages",
    "rule.N-10.text": "66 points gagnent. Le Roi et l'Ober d'une couleur forment un mariage : "
                      "20, ou 40 à l'atout, annoncé en entamant l'un des deux ; il ne compte "
                      "qu'une fois un pli gagné.",
    "rule.N-11.title": "Mariages dans la phase stricte",
    "rule.N-11.text": "Les annonces restent permises pendant la phase stricte, après la "
                      "fermeture comme talon épuisé.",
    "rule.N-12.title": "Échanger l'atout",
    "rule.N-12.text": "Qui a l'Unter d'atout peut, à l'entame, l'échanger contre la carte "
                      "d'atout retournée ; pas après la fermeture.",
    "rule.N-13.title": "Fermer",
    "rule.N-13.text": "Le joueur à l'entame peut fermer le talon ; on ne pioche plus et les "
                      "quatre étapes s'appliquent.",
    "rule.N-14.title": "Points de partie",
    "rule.N-14.text": "1 si le perdant a 33 ou plus ; 2 sous 33 avec un pli ; 3 si le perdant "
                      "n'a aucun pli.",
    "rule.N-15.title": "Après la fermeture",
    "rule.N-15.text": "Si celui qui ferme n'atteint pas 66, l'adversaire marque 2, ou 3 s'il "
                      "n'avait aucun pli à la fermeture ; s'il réussit, compte la situation de "
                      "l'adversaire à la fermeture.",
    "rule.N-16.title": "Dernier pli et Bummerl",
    "rule.N-16.text": "Si personne n'atteint 66, talon épuisé, le dernier pli gagne. Un "
                      "Bummerl vaut 7 points de partie, décomptés depuis sept.",
    "rule.R8.title": "Décision : échanger l'atout",
    "rule.R8.text": "Seulement à l'entame, avant d'entamer, talon ouvert avec au moins 4 "
                    "cartes (la carte d'atout comprise) ; jamais après la fermeture.",
    "rule.R9.title": "Décision : talon épuisé, personne à 66",
    "rule.R9.text": "Le gagnant du dernier pli gagne ; points de partie selon les points et "
                    "les plis du perdant.",
    "rule.R16.title": "Décision : couleurs allemandes et françaises",
    "rule.R16.text": "Gland correspond à Trèfle, Feuille à Pique, Cœur à Cœur, Grelot à "
                     "Carreau ; les deux jeux sont acceptés.",
    "rule.N-D1.title": "Notre lecture : annonce erronée de 66",
    "rule.N-D1.text": "Les textes sont muets. Qui annonce 66 sans les avoir perd comme une "
                      "fermeture ratée : 2 points à l'adversaire, 3 s'il n'a encore aucun pli.",
    "rule.N-D2.title": "Notre lecture : fermer exige plus de deux cartes au talon",
    "rule.N-D2.text": "Les textes ne donnent pas de minimum. On peut fermer tant que plus de "
                      "deux cartes restent au talon (la carte d'atout comprise).",
    "explain.N-8.lead": "Tu entames : les obligations ne valent que pour le second joueur, tu "
                        "peux jouer {card}.",
    "explain.N-4.free": "Le talon est ouvert : jeu libre, tu peux jouer {card} sans fournir "
                        "ni prendre.",
    "explain.N-5.head": "On a entamé {led} et tu as une carte de {led_suit} plus forte : étape 1, "
                        "tu dois prendre, et {card} prend.",
    "explain.N-5.must_head": "{card} est plus faible que {led}, mais tu as une carte de "
                             "{led_suit} plus forte, {evidence} : étape 1, tu dois prendre dans "
                             "la couleur.",
    "explain.N-5.follow_lower": "Tu n'as pas de carte de {led_suit} plus forte que {led} : étape "
                                "2, tu dois fournir, même plus faible ; tu peux jouer {card}.",
    "explain.N-5.must_follow": "On a entamé {led_suit} et tu as {evidence} : tu dois fournir, tu "
                               "ne peux pas jouer {card}.",
    "explain.N-5.trump": "Tu n'as pas de {led_suit} mais de l'atout : étape 3, tu dois couper, "
                         "avec n'importe quel atout ; tu peux jouer {card}.",
    "explain.N-5.must_trump": "Tu n'as pas de {led_suit} mais un atout, {evidence} : étape 3, tu "
                              "dois couper, tu ne peux pas jouer {card}.",
    "explain.N-5.any": "Tu n'as ni {led_suit} ni atout : étape 4, tu peux jouer {card}.",
    "explain.N-6.head": "L'atout a été entamé ({led}) et tu as un atout plus fort : tu dois "
                        "prendre, et {card} prend.",
    "explain.N-6.must_head": "{card} est plus faible que {led}, mais tu as un atout plus fort, "
                             "{evidence} : tu dois prendre.",
    "explain.N-6.follow_lower": "Tu n'as pas d'atout plus fort que {led} : tu fournis un atout "
                                "plus faible, tu peux jouer {card}.",
    "explain.N-6.must_follow": "L'atout a été entamé et tu as {evidence} : tu dois fournir atout, "
                               "tu ne peux pas jouer {card}.",
    "explain.N-6.any": "L'atout a été entamé et tu n'as pas d'atout : tu peux jouer {card}.",
    "marriage_name.20": "un mariage (20) en {suit}",
    "marriage_name.40": "le mariage d'atout (40) en {suit}",
    "explain.N-10.lead_from_pair": "Tu annonces {marriage} : tu dois entamer l'une des deux "
                                   "cartes du mariage, et {card} en est une.",
    "explain.N-10.not_from_pair": "Tu annonces {marriage} : tu dois entamer l'une des deux cartes "
                                  "du mariage, pas {card}.",
    "explain.N-7.no_trump_instead": "Fournir passe avant prendre : tu as {evidence} et dois "
                                    "fournir {led_suit} ; couper avec {card} serait une "
                                    "renonce.",
    "action.N-10.one_per_lead": "Tu annonces déjà un autre mariage avec cette entame : le mariage"
                                " en {suit} ({points}) attendra une entame suivante, car on "
                                "n'annonce qu'un mariage par entame.",
    "action.N-10.counts": "Tu as les deux cartes du mariage en {suit} : tu peux annoncer le "
                          "mariage ({points}) puis entamer l'une des deux ; tu as déjà un pli, il "
                          "compte tout de suite.",
    "action.N-10.pending": "Tu as les deux cartes du mariage en {suit} : tu peux annoncer le "
                           "mariage ({points}) puis entamer l'une des deux ; il ne compte qu'une "
                           "fois un pli gagné.",
    "action.N-10.pending_unless_trick": "Tu as les deux cartes du mariage en {suit} : tu peux "
                                        "annoncer le mariage ({points}) puis entamer l'une des "
                                        "deux ; il compte dès que tu as gagné un pli.",
    "action.N-10.missing_partner": "Pour un mariage en {suit} il te manque {evidence} : seules "
                                   "les deux cartes du mariage ensemble valent {points}.",
    "action.N-11.counts": "Tu as les deux cartes du mariage en {suit} : les mariages restent "
                          "permis même quand on ne pioche plus, tu peux annoncer {points} et "
                          "entamer l'une des deux ; le mariage compte tout de suite.",
    "action.N-11.pending": "Tu as les deux cartes du mariage en {suit} : les mariages restent "
                           "permis même quand on ne pioche plus, tu peux annoncer {points} ; le "
                           "mariage ne compte qu'avec ton premier pli.",
    "action.N-11.pending_unless_trick": "Tu as les deux cartes du mariage en {suit} : les "
                                        "mariages restent permis même quand on ne pioche "
                                        "plus, tu peux annoncer {points} ; le mariage compte "
                                        "dès que tu as gagné un pli.",
    "action.N-12.no_trump_unter": "Seul celui qui a le plus petit atout, {evidence}, peut "
                                  "échanger.",
    # The talon's reason first: without a talon to exchange with, holding the Unter is moot.
    "action.N-12.talon_closed": "Le talon est fermé : plus d'échange après la fermeture.",
    "action.N-12.talon_exhausted": "Le talon est épuisé et la carte d'atout piochée : plus "
                                   "d'échange.",
    "action.R8.talon_closed": "Le talon est fermé : plus d'échange après la fermeture.",
    "action.R8.talon_exhausted": "Le talon est épuisé et la carte d'atout piochée : plus "
                                 "d'échange.",
    "action.R8.talon_size_unknown": "L'échange est permis tant qu'au moins 4 cartes (la carte "
                                    "d'atout comprise) restent au talon ; indique combien de "
                                    "cartes restent au talon pour trancher.",
    "action.R8.talon_too_small": "Il ne reste que {talon_cards} cartes au talon ; l'échange "
                                 "exige au moins 4 cartes (la carte d'atout comprise).",
    "action.R8.allowed": "Tu as le plus petit atout et tu es à l'entame : tu peux l'échanger "
                         "contre {trump_card} avant d'entamer.",
    "action.N-13.allowed": "Tu es à l'entame et le talon est ouvert : tu peux fermer ; on ne "
                           "pioche plus et les quatre étapes s'appliquent.",
    "action.N-13.talon_closed": "Le talon est déjà fermé.",
    "action.N-13.talon_exhausted": "Le talon est épuisé : il n'y a plus rien à fermer.",
    "action.N-D2.talon_size_unknown": "On peut fermer tant que plus de deux cartes restent au "
                                      "talon (notre lecture ; les textes sont muets) ; indique "
                                      "combien de cartes restent au talon.",
    "action.N-D2.talon_too_small": "Il ne reste que {talon_cards} cartes au talon ; selon "
                                   "notre lecture (les textes sont muets), fermer en exige "
                                   "plus de deux.",
    "trick.N-3.lead": "On a entamé {card} ; la carte du second joueur manque encore.",
    "trick.N-3.higher_of_led_suit": "{card} remporte le pli : c'est la plus forte des deux cartes "
                                    "de la couleur demandée, {led_suit} (As, Dix, Roi, Ober ou "
                                    "Dame, Unter ou Valet).",
    "trick.N-3.trump": "{card} remporte le pli : un atout bat toute carte d'une autre couleur.",
    "trick.N-3.leader_higher": "{card} remporte le pli : la seconde carte fournit {led_suit} "
                               "mais est plus faible.",
    "trick.N-3.leader_keeps": "{card} remporte le pli : la seconde carte n'est ni de {led_suit} "
                              "ni d'atout.",
    "trick_card.trump": "{card} est un atout et vaut {points} points.",
    "trick_card.led_suit": "{card} est de la couleur demandée, {led_suit}, et vaut {points} "
                           "points.",
    "trick_card.off_suit": "{card} n'est ni de {led_suit} ni d'atout et ne peut pas gagner ; "
                           "cette carte vaut {points} points.",
    "trick_card.winner": "Cette carte remporte le pli.",
    "score.N-9.renonce": "{loser} a enfreint l'obligation de fournir ou de prendre (renonce) : "
                         "{winner} gagne.",
    "score.N-10.claimed_66": "{winner} a annoncé 66 et a {winner_points} points : gagné.",
    "score.N-15.closer_made_66": "{winner} a fermé le talon et atteint 66 avec "
                                 "{winner_points} points : gagné.",
    "score.N-15.closer_failed": "{loser} a fermé le talon sans atteindre 66 : {winner} gagne.",
    # R17 : les points atteints mais non annoncés (jamais « sans atteindre 66 »).
    "score.N-15.closer_did_not_claim": "{loser} a fermé le talon et a {loser_points} points, "
                                       "mais n'a pas annoncé 66 : qui ferme sans annoncer "
                                       "a échoué ; {winner} gagne.",
    "score.N-D1.wrong_claim": "{loser} a annoncé 66 mais n'a que {loser_points} points : "
                              "{winner} gagne (notre lecture ; les textes sont muets).",
    "score.R9.last_trick": "Personne n'a annoncé 66 et le talon est épuisé : {winner} a fait "
                           "le dernier pli et gagne.",
    "score.R9.last_trick_loser_unclaimed": "Personne n'a annoncé 66, pas même {loser} avec "
                                           "{loser_points} points ; le talon est épuisé : "
                                           "{winner} a fait le dernier pli et gagne.",
    "score.R9.last_trick_winner_unclaimed": "Personne n'a annoncé 66, pas même {winner} avec "
                                            "{winner_points} points ; le talon est épuisé, le "
                                            "dernier pli décide : {winner} l'a fait et gagne.",
    "score.R9.last_trick_both_unclaimed": "Les deux joueurs ont 66 points ou plus ({winner} "
                                          "{winner_points}, {loser} {loser_points}), personne "
                                          "n'a annoncé 66 et le talon est épuisé : {winner} a "
                                          "fait le dernier pli et gagne.",
    "points.N-14.no_trick": "Le perdant n'a fait aucun pli : 3 points de partie.",
    "points.N-14.under_33": "Le perdant a un pli mais seulement {loser_points} points, moins de "
                            "33 : 2 points de partie.",
    "points.N-14.33_or_more": "Le perdant a {loser_points} points, 33 ou plus : 1 point de "
                              "partie.",
    "points.N-15.no_trick": "L'adversaire n'avait aucun pli à la fermeture : 3 points de "
                            "partie.",
    "points.N-15.under_33": "L'adversaire avait {loser_points} points à la fermeture, moins "
                            "de 33 : 2 points de partie.",
    "points.N-15.33_or_more": "L'adversaire avait {loser_points} points à la fermeture, 33 ou "
                              "plus : 1 point de partie.",
    "points.N-15.closer_failed": "Une fermeture ratée donne 2 points de partie à "
                                 "l'adversaire.",
    "points.N-15.opponent_had_no_trick": "L'adversaire n'avait encore aucun pli à la "
                                         "fermeture : 3 points de partie.",
    "points.N-9.renonce": "Une renonce perd la donne avec 3 points de partie.",
    "points.N-D1.failed": "Une annonce erronée donne 2 points de partie à l'adversaire (notre "
                          "lecture).",
    "points.N-D1.no_trick": "L'adversaire n'avait encore aucun pli : 3 points de partie "
                            "(notre lecture).",
    "bummerl.running": "En cours : {player0} doit encore {remaining0}, {player1} {remaining1} "
                       "points de partie.",
    "bummerl.won": "{winner} a décompté de sept à zéro et gagne le Bummerl.",
    # Labels of this game's answers on their pages for people (api/pages/pages.py).
    "page.talon": "Talon",
    "page.marriage": "Mariage",
    "page.exchange_trump": "Échanger l'atout",
    "page.close": "Fermer",
    "trick_card.off_suit_trump_led": "{card} n'est pas un atout et ne peut pas gagner, car l'atout "
                                     "a été entamé ; cette carte vaut {points} points.",
    "trick.N-3.trump_led_keeps": "{card} remporte le pli : l'atout a été entamé et la seconde "
                                 "carte n'est pas un atout.",
    "score.N-D1.wrong_claim.no_points": "{loser} a annoncé 66 mais n'a aucun point : {winner} "
                                        "gagne (notre lecture ; les textes sont muets).",
}
