"""French Soixante-six texts: card names, rules, explanations of verdicts, actions and scores.

Le talon, fermer le talon, l'atout, le mariage (20, 40 à l'atout), le Neuf d'atout, fournir,
couper, les points de partie."""

TEXTS: dict[str, str] = {
    "talon.name": "Talon",
    "game.name": "Soixante-six",
    "ruleset.default": "règles allemandes",
    "card": "{rank} de {suit}",
    "suit.acorns": "Gland", "suit.leaves": "Feuille", "suit.hearts": "Cœur",
    "suit.bells": "Grelot",
    "rank.9": "Neuf", "rank.under": "Unter", "rank.ober": "Ober", "rank.king": "Roi",
    "rank.10": "Dix", "rank.ace": "As",
    "french.card": "{rank} de {suit}",
    "french.suit.acorns": "Trèfle", "french.suit.leaves": "Pique",
    "french.suit.hearts": "Cœur", "french.suit.bells": "Carreau",
    "french.rank.9": "Neuf", "french.rank.under": "Valet", "french.rank.ober": "Dame",
    "french.rank.king": "Roi", "french.rank.10": "Dix", "french.rank.ace": "As",
    "contract.trump": "atout {trump}",
    "talon.open": "talon ouvert", "talon.closed": "talon fermé",
    "talon.exhausted": "talon épuisé",
    "player": "le joueur {index}",
    "trump_card.unknown": "la carte d'atout retournée",
    "rule.M-1.title": "Cartes et valeurs",
    "rule.M-1.text": "24 cartes : As 11, Dix 10, Roi 4, Ober 3, Unter 2, Neuf 0 en quatre "
                     "couleurs ; elles se suivent dans cet ordre, l'As en tête ; 120 points "
                     "dans le jeu.",
    "rule.M-2.title": "Donne et talon",
    "rule.M-2.text": "Six cartes chacun, données trois par trois ; la treizième est retournée "
                     "pour l'atout et les onze autres sont posées en travers sur elle : un "
                     "talon de douze cartes. Le gagnant du pli pioche le premier et entame ; "
                     "après le sixième pli, le talon est épuisé.",
    "rule.M-3.title": "Qui remporte le pli",
    "rule.M-3.text": "La carte la plus forte de la couleur demandée, ou l'atout le plus fort, "
                     "remporte le pli ; une carte d'une troisième couleur ne gagne jamais. Le "
                     "Dix est plus fort que le Roi.",
    "rule.M-4.title": "Jeu libre tant que le talon est ouvert",
    "rule.M-4.text": "Tant que le talon est ouvert, le second joueur peut jouer n'importe "
                     "quelle carte, sans obligation de fournir.",
    "rule.M-5.title": "Les quatre étapes, talon fermé ou épuisé",
    "rule.M-5.text": "La première étape qui convient s'applique : fournir plus fort, sinon "
                     "fournir plus faible, sinon couper, sinon n'importe quoi. Toute carte de "
                     "l'étape est permise. Tous les textes n'obligent pas à prendre ; c'est "
                     "notre lecture.",
    "rule.M-6.title": "Atout entamé",
    "rule.M-6.text": "Sur une entame d'atout, de même dans l'atout : monter, sinon fournir un "
                     "atout plus faible, sinon n'importe quoi.",
    "rule.M-7.title": "Fournir passe avant couper",
    "rule.M-7.text": "Qui a la couleur demandée doit fournir et ne peut pas couper à la place, "
                     "même si l'atout remportait le pli.",
    "rule.M-8.title": "Celui qui entame est libre",
    "rule.M-8.text": "Celui qui entame joue la carte qu'il veut ; les obligations de fournir, "
                     "de prendre et de couper ne concernent que le second joueur du pli.",
    "rule.M-9.title": "Mariages : 20 et 40",
    "rule.M-9.text": "Le joueur à l'entame qui a le Roi et l'Ober d'une couleur peut annoncer "
                     "un mariage en entamant l'un des deux : 20, ou 40 à l'atout.",
    "rule.M-10.title": "Entamer une carte du mariage annoncé",
    "rule.M-10.text": "Qui annonce un mariage doit entamer son Roi ou son Ober ; un seul "
                      "mariage par entame. Tous les textes ne le disent pas ; c'est notre "
                      "lecture.",
    "rule.M-11.title": "Le mariage compte après un pli",
    "rule.M-11.text": "Un mariage ne compte qu'une fois que son joueur a gagné un pli ; qui ne "
                      "fait aucun pli ne le marque jamais.",
    "rule.M-12.title": "Plus de mariage, talon fermé ou épuisé",
    "rule.M-12.text": "Une fois le talon fermé ou épuisé, on n'annonce plus de mariage. Les "
                      "textes ne sont pas d'accord ; c'est notre lecture.",
    "rule.M-13.title": "Échanger le Neuf d'atout",
    "rule.M-13.text": "Qui a le Neuf d'atout et a déjà gagné un pli peut, à l'entame et avant "
                      "d'entamer, l'échanger contre la carte d'atout retournée, tant que le "
                      "talon est ouvert et compte au moins 4 cartes (la carte d'atout "
                      "comprise). Le moment et le minimum sont notre lecture.",
    "rule.M-14.title": "Fermer",
    "rule.M-14.text": "Le joueur à l'entame peut fermer le talon en retournant la carte "
                      "d'atout, tant que plus de deux cartes y restent ; on ne pioche plus et "
                      "les quatre étapes s'appliquent. Le minimum est notre lecture.",
    "rule.M-15.title": "Dix de der",
    "rule.M-15.text": "Le gagnant du dernier pli marque 10 de plus, mais seulement si toutes "
                      "les cartes ont été jouées, jamais après la fermeture : 130 points en "
                      "tout.",
    "rule.M-16.title": "Annoncer 66",
    "rule.M-16.text": "66 points (les plis, les mariages qui comptent, le dix de der) gagnent la "
                      "donne ; celui qui les atteint annonce 66 et arrête le jeu. Une annonce "
                      "erronée fait perdre la donne : 2 points de partie à l'adversaire, 3 s'il "
                      "n'a encore aucun pli (notre lecture).",
    "rule.M-17.title": "Points de partie",
    "rule.M-17.text": "1 si le perdant a 33 ou plus ; 2 s'il a moins de 33 ; 3 s'il n'a fait "
                      "aucun pli. Un pli de deux Neuf est un pli ; les mariages qui comptent "
                      "s'ajoutent aux points.",
    "rule.M-18.title": "Après la fermeture",
    "rule.M-18.text": "Si celui qui a fermé atteint 66 le premier, comptent les points et les "
                      "plis de l'adversaire à la fermeture ; sinon l'adversaire marque 2, ou 3 "
                      "s'il n'avait aucun pli à la fermeture. Les textes comptent cela "
                      "différemment ; c'est notre lecture.",
    "rule.M-19.title": "Donne jouée jusqu'au bout ; égalité à 65",
    "rule.M-19.text": "Quand les douze plis sont joués sans que personne ait annoncé 66, les "
                      "points décident, dix de der compris ; si les deux ont 66 ou plus, le "
                      "dernier pli gagne. À 65 partout, personne ne marque, et le gagnant de "
                      "la donne suivante marque 1 point de partie de plus (notre lecture là "
                      "où les textes divergent).",
    "rule.M-20.title": "La partie",
    "rule.M-20.text": "La partie se joue en 7 points de partie, décomptés depuis sept ; le "
                      "point d'une égalité à 65 va au gagnant de la donne suivante.",
    "explain.M-8.lead": "Tu entames : les obligations ne valent que pour le second joueur, tu "
                        "peux jouer {card}.",
    "explain.M-4.free": "Le talon est ouvert : jeu libre, tu peux jouer {card} sans fournir "
                        "ni prendre.",
    "explain.M-5.head": "On a entamé {led} et tu as une carte de {led_suit} plus forte : étape 1, "
                        "tu dois prendre ; {card} prend, tu peux donc jouer cette carte.",
    "explain.M-5.must_head": "{card} est plus faible que {led}, mais tu as une carte de "
                             "{led_suit} plus forte, {evidence} : étape 1, tu dois prendre dans "
                             "la couleur, tu ne peux pas jouer {card}.",
    "explain.M-5.follow_lower": "Tu n'as pas de carte de {led_suit} plus forte que {led} : étape "
                                "2, tu dois fournir, même plus faible ; tu peux jouer {card}.",
    "explain.M-5.must_follow": "On a entamé {led_suit} et tu as {evidence} : tu dois fournir, tu "
                               "ne peux pas jouer {card}.",
    "explain.M-5.trump": "Tu n'as pas de {led_suit} mais de l'atout : étape 3, tu dois couper, "
                         "avec n'importe quel atout ; tu peux jouer {card}.",
    "explain.M-5.must_trump": "Tu n'as pas de {led_suit} mais un atout, {evidence} : étape 3, tu "
                              "dois couper, tu ne peux pas jouer {card}.",
    "explain.M-5.any": "Tu n'as ni {led_suit} ni atout : étape 4, tu peux jouer {card}.",
    "explain.M-6.head": "L'atout a été entamé ({led}) et tu as un atout plus fort : tu dois "
                        "monter ; {card} prend, tu peux donc jouer cette carte.",
    "explain.M-6.must_head": "{card} est plus faible que {led}, mais tu as un atout plus fort, "
                             "{evidence} : tu dois monter, tu ne peux pas jouer {card}.",
    "explain.M-6.follow_lower": "Tu n'as pas d'atout plus fort que {led} : tu fournis un atout "
                                "plus faible, tu peux jouer {card}.",
    "explain.M-6.must_follow": "L'atout a été entamé et tu as {evidence} : tu dois fournir atout, "
                               "tu ne peux pas jouer {card}.",
    "explain.M-6.any": "L'atout a été entamé et tu n'as pas d'atout : tu peux jouer {card}.",
    "marriage_name.20": "un mariage (20) en {suit}",
    "marriage_name.40": "le mariage d'atout (40) en {suit}",
    "explain.M-10.lead_from_pair": "Tu annonces {marriage} : tu dois entamer l'une des deux "
                                   "cartes du mariage, et {card} en est une.",
    "explain.M-10.not_from_pair": "Tu annonces {marriage} : tu dois entamer l'une des deux cartes "
                                  "du mariage, pas {card}.",
    "explain.M-7.no_trump_instead": "Fournir passe avant couper : tu as {evidence} et dois "
                                    "fournir {led_suit} ; tu ne peux pas couper avec {card}.",
    "action.M-10.one_per_lead": "Tu annonces déjà un autre mariage avec cette entame : le mariage"
                                " en {suit} ({points}) attendra une entame suivante, car on "
                                "n'annonce qu'un mariage par entame.",
    "action.M-9.counts": "Tu as les deux cartes du mariage en {suit} : tu peux annoncer le "
                         "mariage ({points}) puis entamer l'une des deux ; tu as déjà un pli, il "
                         "compte tout de suite.",
    "action.M-9.pending": "Tu as les deux cartes du mariage en {suit} : tu peux annoncer le "
                          "mariage ({points}) puis entamer l'une des deux ; il ne compte qu'une "
                          "fois un pli gagné.",
    "action.M-9.pending_unless_trick": "Tu as les deux cartes du mariage en {suit} : tu peux "
                                       "annoncer le mariage ({points}) puis entamer l'une des "
                                       "deux ; il compte dès que tu as gagné un pli.",
    "action.M-9.missing_partner": "Pour un mariage en {suit} il te manque {evidence} : seules "
                                  "les deux cartes du mariage ensemble valent {points}.",
    "action.M-12.talon_closed": "Le talon est fermé : on n'annonce plus de mariage, pas même pour"
                                " {points} en {suit} (notre lecture).",
    "action.M-12.talon_exhausted": "Le talon est épuisé : on n'annonce plus de mariage, pas même "
                                   "pour {points} en {suit} (notre lecture).",
    "action.M-13.no_trump_nine": "Seul celui qui a le Neuf d'atout, {evidence}, peut "
                                 "l'échanger contre la carte d'atout retournée.",
    "action.M-13.talon_closed": "Le talon est fermé : plus d'échange du Neuf d'atout après la "
                                "fermeture.",
    "action.M-13.talon_exhausted": "Le talon est épuisé et la carte d'atout piochée : plus "
                                   "d'échange.",
    "action.M-13.talon_size_unknown": "L'échange est permis tant qu'au moins 4 cartes (la carte "
                                      "d'atout comprise) restent au talon ; indique combien de "
                                      "cartes restent au talon pour trancher.",
    "action.M-13.talon_too_small": "Il ne reste que {talon_cards} cartes au talon ; l'échange "
                                   "exige au moins 4 cartes (la carte d'atout comprise).",
    "action.M-13.no_trick_won": "Tu as le Neuf d'atout mais tu n'as encore gagné aucun pli : "
                                "seul un joueur qui a déjà un pli peut l'échanger.",
    "action.M-13.trick_unknown": "Seul un joueur qui a déjà gagné un pli peut échanger le Neuf "
                                 "d'atout ; indique si tu as déjà un pli pour trancher.",
    "action.M-13.allowed": "Tu as le Neuf d'atout, tu as déjà un pli et tu es à l'entame : tu "
                           "peux l'échanger contre {trump_card} avant d'entamer.",
    "action.M-14.allowed": "Tu es à l'entame et le talon est ouvert : tu peux fermer ; on ne "
                           "pioche plus et les quatre étapes s'appliquent.",
    "action.M-14.talon_closed": "Le talon est déjà fermé.",
    "action.M-14.talon_exhausted": "Le talon est épuisé : il n'y a plus rien à fermer.",
    "action.M-14.talon_size_unknown": "On peut fermer tant que plus de deux cartes restent au "
                                      "talon (notre lecture) ; indique combien de cartes "
                                      "restent au talon.",
    "action.M-14.talon_too_small": "Il ne reste que {talon_cards} cartes au talon ; selon "
                                   "notre lecture, fermer en exige plus de deux.",
    "trick.M-3.lead": "On a entamé {card} ; la carte du second joueur manque encore.",
    "trick.M-3.higher_of_led_suit": "{card} remporte le pli : c'est la plus forte des deux cartes "
                                    "de la couleur demandée, {led_suit} (As, Dix, Roi, Ober ou "
                                    "Dame, Unter ou Valet, Neuf).",
    "trick.M-3.trump": "{card} remporte le pli : un atout bat toute carte d'une autre couleur.",
    "trick.M-3.leader_higher": "{card} remporte le pli : la seconde carte fournit {led_suit} "
                               "mais est plus faible.",
    "trick.M-3.leader_keeps": "{card} remporte le pli : la seconde carte n'est ni de {led_suit} "
                              "ni d'atout.",
    "trick_card.trump": "{card} est un atout et vaut {points} points.",
    "trick_card.led_suit": "{card} est de la couleur demandée, {led_suit}, et vaut {points} "
                           "points.",
    "trick_card.off_suit": "{card} n'est ni de {led_suit} ni d'atout et ne peut pas gagner ; "
                           "cette carte vaut {points} points.",
    "trick_card.winner": "Cette carte remporte le pli.",
    "score.M-16.claimed_66": "{winner} a annoncé 66 et a {winner_points} points : gagné.",
    "score.M-16.wrong_claim": "{loser} a annoncé 66 mais n'a que {loser_points} points : "
                              "{winner} gagne (notre lecture).",
    "score.M-18.closer_made_66": "{winner} a fermé le talon et atteint 66 avec "
                                 "{winner_points} points : gagné.",
    "score.M-18.closer_failed": "{loser} a fermé le talon sans atteindre 66 le premier : "
                                "{winner} gagne.",
    # RM9 (R17 au Schnapsen) : une donne fermée jouée sans l'annonce de celui qui ferme.
    "score.M-18.closer_did_not_claim": "{loser} a fermé le talon et a {loser_points} points, "
                                       "mais n'a pas annoncé 66 : qui ferme sans annoncer "
                                       "a échoué ; {winner} gagne.",
    "score.M-19.most_points": "Les douze plis sont joués et personne n'a annoncé 66 : "
                              "{winner} gagne avec {winner_points} points, dix de der "
                              "compris.",
    "score.M-19.both_66_last_trick": "Les douze plis sont joués et les deux joueurs ont 66 ou "
                                     "plus, mais personne n'a annoncé 66 : {winner} a fait le "
                                     "dernier pli et gagne.",
    "score.M-19.staender": "Les douze plis sont joués et les deux joueurs ont 65 points : "
                           "égalité, personne ne gagne cette donne.",
    "points.M-17.no_trick": "Le perdant n'a fait aucun pli : 3 points de partie.",
    "points.M-17.under_33": "Le perdant a un pli mais seulement {loser_points} points, moins de "
                            "33 : 2 points de partie.",
    "points.M-17.33_or_more": "Le perdant a {loser_points} points, 33 ou plus : 1 point de "
                              "partie.",
    "points.M-18.no_trick": "L'adversaire n'avait aucun pli à la fermeture : 3 points de "
                            "partie.",
    "points.M-18.under_33": "L'adversaire avait {loser_points} points à la fermeture, moins "
                            "de 33 : 2 points de partie.",
    "points.M-18.33_or_more": "L'adversaire avait {loser_points} points à la fermeture, 33 ou "
                              "plus : 1 point de partie.",
    "points.M-18.closer_failed": "Une fermeture ratée donne 2 points de partie à "
                                 "l'adversaire.",
    "points.M-18.opponent_had_no_trick": "L'adversaire n'avait encore aucun pli à la "
                                         "fermeture : 3 points de partie.",
    "points.M-16.failed": "Une annonce erronée donne 2 points de partie à l'adversaire (notre "
                          "lecture).",
    "points.M-16.no_trick": "L'adversaire n'avait encore aucun pli : 3 points de partie "
                            "(notre lecture).",
    "points.M-19.staender": "Une égalité à 65 ne rapporte rien ; le gagnant de la donne "
                            "suivante marque 1 point de partie de plus.",
    "bummerl.running": "En cours : {player0} a encore besoin de {remaining0} points de partie, "
                       "{player1} de {remaining1}.",
    "bummerl.won": "{winner} a décompté de sept à zéro et gagne la partie.",
    "bummerl.carry": "Points d'égalités à 65 que le prochain gagnant ajoute : {carry}.",
    # Labels of this game's answers on their pages for people (api/pages/pages.py).
    "page.talon": "Talon",
    "page.marriage": "Mariage",
    "page.exchange_trump": "Échanger le Neuf d'atout",
    "page.close": "Fermer",
    "trick_card.off_suit_trump_led": "{card} n'est pas un atout et ne peut pas gagner, car l'atout "
                                     "a été entamé ; cette carte vaut {points} points.",
    "trick.M-3.trump_led_keeps": "{card} remporte le pli : l'atout a été entamé et la seconde "
                                 "carte n'est pas un atout.",
    "score.M-16.wrong_claim.no_points": "{loser} a annoncé 66 mais n'a aucun point : {winner} "
                                        "gagne (notre lecture).",
    "points.M-17.under_33.no_points": "Le perdant a un pli mais aucun point (deux Neuf), moins de "
                                      "33 : 2 points de partie.",
}
