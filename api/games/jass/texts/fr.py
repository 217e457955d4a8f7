"""French texts: card names, rule titles and statements, explanation templates."""

TEXTS: dict[str, str] = {
    "game.name": "Jass (Schieber)",
    "ruleset.jasvel": "règles de jasvel.org",
    "ruleset.standard": "règles suisses courantes (couper en tout temps)",
    "card": "{rank} de {suit}",
    "suit.acorns": "Gland",
    "suit.bells": "Grelot",
    "suit.roses": "Rose",
    "suit.shields": "Écu",
    "rank.6": "6", "rank.7": "7", "rank.8": "8", "rank.9": "9", "rank.10": "10",
    "rank.under": "Valet", "rank.ober": "Ober", "rank.king": "Roi", "rank.ace": "As",
    "french.card": "{rank} de {suit}",
    "french.suit.acorns": "Trèfle",
    "french.suit.bells": "Carreau",
    "french.suit.roses": "Cœur",
    "french.suit.shields": "Pique",
    "french.rank.6": "6", "french.rank.7": "7", "french.rank.8": "8", "french.rank.9": "9",
    "french.rank.10": "10", "french.rank.under": "Valet", "french.rank.ober": "Dame",
    "french.rank.king": "Roi", "french.rank.ace": "As",
    "contract.trump": "atout {trump}",
    "contract.obenabe": "Obenabe",
    "contract.undenufe": "Undenufe",
    "rule.J-1.title": "Cartes et joueurs",
    "rule.J-1.text": "36 cartes en quatre couleurs (6, 7, 8, 9, 10, Valet, Ober, Roi, As) ; "
                     "quatre joueurs en deux équipes fixes, 9 cartes chacun, 9 plis.",
    "rule.J-2.title": "Main et sens du jeu",
    "rule.J-2.text": "La main, à droite du donneur, choisit le contrat ou le passe une fois au "
                     "partenaire, et entame le premier pli ; ensuite entame qui a fait le pli. "
                     "On joue dans le sens inverse des aiguilles d'une montre.",
    "rule.J-3.title": "Contrats",
    "rule.J-3.text": "Une couleur d'atout, Obenabe ou Undenufe ; Obenabe et Undenufe n'ont "
                     "pas d'atout.",
    "rule.J-4.title": "Ordre à l'atout",
    "rule.J-4.text": "De la plus forte : le bour (le Valet d'atout), le nell (le 9 d'atout), "
                     "puis As, Roi, Ober, 10, 8, 7, 6.",
    "rule.J-5.title": "Ordre dans une couleur ordinaire et à l'Obenabe",
    "rule.J-5.text": "As, Roi, Ober, Valet, 10, 9, 8, 7, 6.",
    "rule.J-6.title": "Ordre à l'Undenufe",
    "rule.J-6.text": "Dans chaque couleur : 6, 7, 8, 9, 10, Valet, Ober, Roi, As ; le 6 est la "
                     "carte la plus forte.",
    "rule.J-7.title": "Seul le Valet d'atout est le bour",
    "rule.J-7.text": "Le bour est uniquement le Valet de la couleur d'atout ; un Valet d'une "
                     "autre couleur se place entre l'Ober et le 10.",
    "rule.J-8.title": "Qui remporte le pli dans un jeu d'atout",
    "rule.J-8.text": "L'atout le plus fort l'emporte ; sans atout, la plus forte carte de la "
                     "couleur demandée. Une carte d'une troisième couleur ne gagne jamais.",
    "rule.J-9.title": "Qui remporte le pli à l'Obenabe et à l'Undenufe",
    "rule.J-9.text": "La plus forte carte de la couleur demandée, selon l'ordre du contrat, "
                     "l'emporte ; les autres couleurs n'interviennent pas.",
    "rule.J-10.title": "Valeur des cartes d'atout",
    "rule.J-10.text": "Le bour (Valet d'atout) vaut 20, le nell (9 d'atout) 14, l'As 11, le "
                      "Roi 4, l'Ober 3, le 10 vaut 10 ; 8, 7 et 6 ne valent rien.",
    "rule.J-11.title": "Valeur des cartes d'une couleur ordinaire",
    "rule.J-11.text": "As 11, Roi 4, Ober 3, Valet 2, 10 vaut 10 ; du 9 au 6 rien.",
    "rule.J-12.title": "Valeur des cartes à l'Obenabe",
    "rule.J-12.text": "Comme dans une couleur ordinaire, et chaque 8 vaut 8.",
    "rule.J-13.title": "Valeur des cartes à l'Undenufe",
    "rule.J-13.text": "Le 6 vaut 11, l'As rien, chaque 8 vaut 8 ; Roi 4, Ober 3, Valet 2, 10 "
                      "vaut 10.",
    "rule.J-14.title": "152, 157 et 257 points",
    "rule.J-14.text": "Chaque contrat compte 152 points de cartes ; le dernier pli en ajoute "
                      "5 (157) ; l'équipe qui fait les neuf plis marque 100 de plus (257).",
    "rule.J-15.title": "Dernier pli et match",
    "rule.J-15.text": "Les 5 points vont à l'équipe qui fait le dernier pli ; les 100 "
                      "seulement à une équipe qui fait les neuf plis.",
    "rule.J-L1.title": "L'entame est libre",
    "rule.J-L1.text": "Le joueur qui ouvre un pli peut entamer n'importe quelle carte.",
    "rule.J-L2.title": "Obligation de fournir",
    "rule.J-L2.text": "Si tu as la couleur demandée, tu dois en jouer une carte ; tu ne peux "
                      "ni défausser ni couper volontairement.",
    "rule.J-L3.title": "Couleur absente : couper ou défausser",
    "rule.J-L3.text": "Sans la couleur demandée et sans atout dans le pli, tu peux jouer "
                      "n'importe quelle carte : couper ou défausser.",
    "rule.J-L4.title": "Sous-couper",
    "rule.J-L4.text": "Avec un atout dans le pli, tu ne peux jouer un atout plus faible que si "
                      "tu n'as aucun atout plus fort que le plus fort déjà posé.",
    "rule.J-L5.title": "Surcouper",
    "rule.J-L5.text": "Un atout qui bat le plus fort atout du pli est permis ; si tu n'as que "
                      "des atouts, dont un plus fort, tu dois surcouper.",
    "rule.J-L6.title": "L'exception du bour",
    "rule.J-L6.text": "Le bour est dispensé de l'obligation de couper : tu peux le garder tant "
                      "qu'une autre carte permise reste. Seul le bour en profite, pas le nell.",
    "rule.J-L7.title": "Atout entamé",
    "rule.J-L7.text": "Quand l'atout est entamé, tu dois fournir atout sans devoir monter ; si "
                      "le bour est ton seul atout, toute carte est permise.",
    "rule.J-L8.title": "Fournir à l'Obenabe et à l'Undenufe",
    "rule.J-L8.text": "Sans atout, seule l'obligation de fournir demeure : avec la couleur "
                      "demandée tu fournis ; sans elle, tu joues n'importe quelle carte.",
    "rule.J-L9.title": "Défausser malgré un atout dans le pli",
    "rule.J-L9.text": "Sans la couleur demandée et avec un atout dans le pli, tu peux "
                      "défausser une carte non atout ou surcouper.",
    "rule.J-L10.title": "Le bour compte comme atout plus fort pour la sous-coupe",
    "rule.J-L10.text": "Si tu as le bour, un atout plus faible que le plus fort du pli est "
                       "interdit ; le bour lui-même n'est pas obligatoire tant qu'une autre "
                       "carte permise reste.",
    "rule.J-V1.title": "Couper au lieu de fournir (règles suisses courantes)",
    "rule.J-V1.text": "Selon les règles suisses courantes, tu peux couper même si tu as la "
                      "couleur demandée ; défausser reste interdit. Les règles de jasvel.org "
                      "l'interdisent.",
    "rule.J-V2.title": "Sous-couper (règles suisses courantes)",
    "rule.J-V2.text": "Selon les règles suisses courantes, un atout plus faible n'est permis que "
                      "si tu n'as plus que des atouts ; surcouper n'est jamais obligatoire.",
    "rule.J-V3.title": "Ordre du décompte (règles suisses courantes)",
    "rule.J-V3.text": "Selon les règles suisses courantes, le stöck compte d'abord, puis les "
                      "annonces, puis les plis ; selon jasvel.org : annonces, stöck, plis.",
    "rule.J-S1.title": "Le stöck",
    "rule.J-S1.text": "Le Roi et l'Ober d'atout dans une même main font le stöck : 20 points, "
                      "annoncés en jouant le second des deux ; pas à l'Obenabe ni à l'Undenufe.",
    "rule.J-S2.title": "Annonces",
    "rule.J-S2.text": "L'équipe qui a la meilleure annonce marque toutes ses annonces ; "
                      "l'autre équipe aucune.",
    "rule.J-S3.title": "Ordre du décompte",
    "rule.J-S3.text": "Si les deux équipes peuvent atteindre le but dans la même donne, les "
                      "annonces comptent d'abord, puis le stöck, puis les points des plis.",
    "rule.J-S4.title": "But et multiplicateur",
    "rule.J-S4.text": "Le but (1000, 1500, 2500 ou 3000) est convenu d'avance ; les "
                      "multiplicateurs par contrat sont régionaux.",
    "rule.R1.title": "Décision : deux jeux de règles",
    "rule.R1.text": "Il existe deux jeux de règles : celles de jasvel.org (jasvel, par défaut, "
                    "selon les textes de référence) et les règles suisses courantes du Schieber "
                    "(standard) ; chaque réponse nomme les règles appliquées.",
    "rule.R2.title": "Décision : le bour sur une entame d'atout",
    "rule.R2.text": "Si le bour est ton seul atout, tu n'es pas obligé de fournir atout : "
                    "toute carte est permise.",
    "rule.R3.title": "Décision : défausser sur un atout",
    "rule.R3.text": "Sans la couleur demandée et avec un atout dans le pli, tu peux toujours "
                    "défausser une carte non atout.",
    "rule.R4.title": "Décision : le bour dans le contrôle de la sous-coupe",
    "rule.R4.text": "Le bour compte comme atout plus fort ; il n'est jamais obligatoire tant "
                    "qu'une autre carte permise reste.",
    "rule.R5.title": "Décision : valeurs des cartes",
    "rule.R5.text": "Atout, couleur ordinaire, Obenabe et Undenufe totalisent chacun 152 ; à "
                    "l'Undenufe le 6 vaut 11 et l'As 0.",
    "rule.R6.title": "Décision : valeur et comparaison des annonces",
    "rule.R6.text": "Les suites valent 20, 50, 100, 150, 200, 250, 300 ; quatre Valets 200, "
                    "quatre 9 150, quatre As, Rois, Ober ou 10 100. Égalité : plus de cartes, "
                    "carte plus haute, couleur d'atout, joueur qui joue avant.",
    "rule.R7.title": "Décision : multiplicateurs",
    "rule.R7.text": "Les multiplicateurs sont un paramètre de la requête (1 par défaut) ; les "
                    "tableaux usuels sont des préréglages, pas des règles.",
    "rule.R16.title": "Décision : cartes suisses et françaises",
    "rule.R16.text": "Gland correspond à Trèfle, Grelot à Carreau, Rose à Cœur, Écu à "
                     "Pique ; les deux jeux sont acceptés.",
    # Verdicts: rendered from the verdict's facts (api/games/jass/speaker.py); the cards come with
    # their article (« le 6 de Rose », « l'As de Gland »); variants say the duty to follow
    # with the exception the same answer allows (J-V1).
    "trump_name.puur": "{card} (le bour)",
    "trump_name.naell": "{card} (le nell)",
    "explain.J-L1.lead": "Tu ouvres le pli : toute carte peut être entamée, {card} aussi.",
    "explain.J-L2.follow": "On a entamé {led_suit} et tu as {card} : tu dois fournir {led_suit}, "
                           "que cette carte gagne le pli ou non.",
    "explain.J-L2.follow.or_trump": "On a entamé {led_suit} : tu peux fournir avec {card} ; les "
                                    "règles suisses courantes te permettent aussi de couper au "
                                    "lieu de fournir.",
    "explain.J-L2.follow.or_overtrump": "On a entamé {led_suit} : tu peux fournir avec {card} ; "
                                        "les règles suisses courantes te permettent aussi de "
                                        "surcouper {highest_trump} au lieu de fournir.",
    "explain.J-L2.must_follow": "On a entamé {led_suit} et tu as {evidence} : tu dois fournir "
                                "{led_suit}, tu ne peux pas défausser {card}.",
    "explain.J-L2.must_follow.or_trump": "On a entamé {led_suit} et tu as {evidence} : tu ne peux "
                                         "pas défausser {card} ; tu dois fournir {led_suit} ou, "
                                         "selon les règles suisses courantes, couper.",
    "explain.J-L2.must_follow.or_overtrump": "On a entamé {led_suit} et tu as {evidence} : tu ne "
                                             "peux pas défausser {card} ; tu dois fournir "
                                             "{led_suit} ou, selon les règles suisses courantes, "
                                             "surcouper {highest_trump}.",
    "explain.J-L2.no_voluntary_trump": "On a entamé {led_suit} et tu as {evidence} : tu dois "
                                       "fournir, tu ne peux pas couper avec {card}.",
    "explain.J-L2.puur_may_not_replace": "Le bour ne remplace pas la couleur demandée : tu as "
                                         "{evidence} et dois fournir {led_suit} ; tu ne peux pas "
                                         "jouer {card}.",
    "explain.J-L3.discard": "Tu ne peux pas fournir {led_suit} et il n'y a pas d'atout dans le "
                            "pli : tu peux défausser {card}.",
    "explain.J-L3.trump": "Tu ne peux pas fournir {led_suit} : tu peux couper avec {card}.",
    "explain.J-L4.no_higher_trump": "{highest_trump} est dans le pli et tu n'as pas d'atout plus "
                                    "fort : tu peux sous-couper avec {card}.",
    "explain.J-L4.undertrump": "{card} est plus faible que {highest_trump}, déjà dans le pli, et "
                               "tu as un atout plus fort, {evidence} : sous-couper est interdit.",
    "explain.J-L5.overtrump": "Tu ne peux pas fournir {led_suit} ; {card} bat {highest_trump} : "
                              "tu peux surcouper.",
    "explain.J-L5.must_overtrump": "Tu ne peux pas fournir {led_suit} et tu n'as plus que des "
                                   "atouts, dont un plus fort : tu dois surcouper, et {card} bat "
                                   "{highest_trump}.",
    "explain.J-L6.puur_may_be_kept": "Tu peux jouer {card} sans y être obligé : le bour n'est "
                                     "jamais forcé tant qu'il te reste une autre carte permise.",
    "explain.J-L6.puur_alone_on_trump_lead": "L'atout a été entamé et {card} est ton seul "
                                             "atout : tu peux le jouer ou le garder.",
    "explain.J-L6.puur_kept_on_trump_lead": "L'atout a été entamé, mais ton seul atout est "
                                            "{evidence}, que tu n'es pas obligé de jouer : tu "
                                            "peux jouer {card}.",
    "explain.J-L7.follow_trump": "L'atout a été entamé : tu peux fournir atout avec {card} ; tu "
                                 "n'es pas obligé de monter.",
    "explain.J-L7.must_follow_trump": "L'atout a été entamé et tu as {evidence} : tu dois fournir "
                                      "atout, tu ne peux pas jouer {card}.",
    "explain.J-L7.void": "L'atout a été entamé et tu n'as pas d'atout : tu peux jouer {card}.",
    "explain.J-L8.follow": "On a entamé {led_suit} : à l'{contract} aussi il faut fournir, et "
                           "{card} fournit.",
    "explain.J-L8.must_follow": "On a entamé {led_suit} et tu as {evidence} : à l'{contract} "
                                "aussi il faut fournir, tu ne peux pas jouer {card}.",
    "explain.J-L8.void": "Tu ne peux pas fournir {led_suit} et il n'y a pas d'atout à "
                         "l'{contract} : tu peux jouer {card}.",
    "explain.J-L9.discard_over_trump": "Tu ne peux pas fournir {led_suit} ; même si "
                                       "{highest_trump} est dans le pli, tu peux défausser "
                                       "{card}.",
    "explain.J-L10.undertrump_puur_held": "{card} est plus faible que {highest_trump}, déjà dans "
                                          "le pli, et tu as {evidence}, qui compte comme atout "
                                          "plus fort : sous-couper est interdit.",
    "explain.J-V1.trump_instead": "On a entamé {led_suit} : les règles suisses courantes te "
                                  "permettent de couper avec {card} au lieu de fournir.",
    "explain.J-V1.overtrump_instead": "On a entamé {led_suit} : les règles suisses courantes te "
                                      "permettent de couper au lieu de fournir, et {card} bat "
                                      "{highest_trump}.",
    "explain.J-V2.discard_over_trump": "Tu ne peux pas fournir {led_suit} ; selon les règles "
                                       "suisses courantes, surcouper n'est jamais obligatoire : tu "
                                       "peux donc défausser {card}.",
    "explain.J-V2.only_trumps_left": "Tu n'as plus que des atouts : les règles suisses courantes "
                                     "te permettent de jouer {card} sous {highest_trump}.",
    "explain.J-V2.undertrump": "{card} est plus faible que {highest_trump}, déjà dans le pli ; "
                               "les règles suisses courantes ne permettent de sous-couper que si "
                               "tu n'as plus que des atouts : tu ne peux pas jouer {card}.",
    "trick.J-8.trump": "{card} remporte le pli : l'atout le plus fort du pli (ordre d'atout : "
                       "bour, nell, As, Roi, Ober ou Dame, 10, 8, 7, 6).",
    "trick.J-8.trump.so_far": "{card} tient le pli pour l'instant : l'atout le plus fort joué "
                              "jusqu'ici (ordre d'atout : bour, nell, As, Roi, Ober ou Dame, 10, "
                              "8, 7, 6) ; le pli n'est pas encore complet.",
    "trick.J-8.led_suit": "{card} remporte le pli : aucun atout n'a été joué et {card} est la plus "
                          "forte carte du pli dans la couleur demandée, {led_suit}.",
    "trick.J-8.led_suit.so_far": "{card} tient le pli pour l'instant : aucun atout n'a encore été "
                                 "joué et {card} est la plus forte carte jouée jusqu'ici dans la "
                                 "couleur demandée, {led_suit} ; le pli n'est pas encore complet.",
    "trick.J-9.obenabe": "{card} remporte le pli : la plus forte carte de {led_suit} du pli à "
                         "l'Obenabe (As, Roi, Ober ou Dame, Valet, 10, 9, 8, 7, 6).",
    "trick.J-9.obenabe.so_far": "{card} tient le pli pour l'instant : la plus forte carte de "
                                "{led_suit} jouée jusqu'ici à l'Obenabe (As, Roi, Ober ou Dame, "
                                "Valet, 10, 9, 8, 7, 6) ; le pli n'est pas encore complet.",
    "trick.J-9.undenufe": "{card} remporte le pli : la plus forte carte de {led_suit} du pli à "
                          "l'Undenufe (6, 7, 8, 9, 10, Valet, Ober ou Dame, Roi, As).",
    "trick.J-9.undenufe.so_far": "{card} tient le pli pour l'instant : la plus forte carte de "
                                 "{led_suit} jouée jusqu'ici à l'Undenufe (6, 7, 8, 9, 10, Valet, "
                                 "Ober ou Dame, Roi, As) ; le pli n'est pas encore complet.",
    "trick_card.trump": "{card} est un atout et vaut {points} points.",
    "trick_card.led_suit": "{card} est de la couleur demandée, {led_suit}, et vaut {points} "
                           "points.",
    "trick_card.off_suit": "{card} n'est ni de {led_suit} ni d'atout et ne peut pas gagner ; "
                           "cette carte vaut {points} points.",
    "trick_card.off_suit_no_trump": "{card} n'est pas de la couleur demandée, {led_suit}, et ne "
                                    "peut pas gagner ; cette carte vaut {points} points.",
    "trick_card.winner": "Cette carte remporte le pli.",
    # Weis, Stöck, the round, the target, the Schieben.
    "weis.sequence": "{blatt} en {suit} jusqu'à {top}",
    "weis.four_of_a_kind": "{rank}",
    "weis.listed": "{weis} : {points} points.",
    "weis.none": "Cette main n'a aucune annonce.",
    "team": "équipe {team}",
    "jasstafel.target": "But {target}",
    "weis_compare.none": "Personne n'a annoncé : aucun point d'annonce.",
    "weis_compare.uncontested": "Seule l'{team} a annoncé : elle marque toutes ses annonces, "
                                "{points} points.",
    "weis_compare.points": "La meilleure annonce de l'{team}, {weis}, vaut plus : l'{team} "
                           "marque toutes ses annonces ({points}), l'autre aucune.",
    "weis_compare.cards": "Points égaux ; l'annonce de l'{team}, {weis}, a plus de cartes : "
                          "l'{team} marque toutes ses annonces ({points}).",
    "weis_compare.top_card": "Points et cartes égaux ; {weis} de l'{team} a la carte la plus "
                             "haute : l'{team} marque toutes ses annonces ({points}).",
    "weis_compare.trump_suit": "Points, cartes et carte haute égaux ; {weis} de l'{team} est "
                               "à l'atout : l'{team} marque toutes ses annonces ({points}).",
    "weis_compare.seat": "Tout est égal ; {player} joue plus tôt au premier pli : l'{team} "
                         "marque toutes ses annonces ({points}).",
    "stoeck.holds": "Tu as le Roi et l'Ober d'atout ({cards}) : c'est le stöck, 20 points, "
                    "annoncé avec la seconde des deux cartes.",
    "stoeck.not_held": "Tu n'as pas le Roi et l'Ober d'atout : pas de stöck.",
    "stoeck.no_trump": "Le contrat {contract} n'a pas d'atout, donc pas de stöck.",
    "stoeck_timing.no_trump": "Le contrat {contract} n'a pas de stöck.",
    "stoeck_timing.not_held": "Le Roi et l'Ober d'atout n'ont pas été joués tous deux par "
                              "{player} : pas de stöck.",
    "stoeck_timing.pending": "Encore ouvert : le stöck s'annonce en jouant la seconde carte, "
                             "avant que le joueur suivant ne la couvre.",
    "stoeck_timing.too_early": "Trop tôt : la première carte seule n'annonce rien ; on annonce "
                               "avec la seconde, {second}.",
    "stoeck_timing.in_time": "À temps : annoncé en jouant la seconde carte, {second}. Les 20 "
                             "points comptent.",
    "stoeck_timing.too_late": "Trop tard : {covered} avait déjà couvert {second} avant "
                              "l'annonce. Les 20 points sont perdus.",
    "round.team": "{team} : {card_points} points de cartes, {last_trick} pour le dernier pli, "
                  "{match} pour le match, {weis} d'annonces, {stoeck} de stöck ; fois "
                  "{multiplier} : {total}.",
    "step.weis": "annonces", "step.stoeck": "stöck", "step.tricks": "points des plis",
    "target.won": "L'{team} atteint le but de {target} au bloc {step} et gagne ; les blocs "
                  "comptent dans l'ordre {order}.",
    "target.won_both": "Les deux équipes atteignent le but de {target} au bloc {step} ; "
                       "l'{team} a plus de points et gagne (notre lecture ; les textes sont "
                       "muets).",
    "target.none": "Aucune équipe n'atteint le but de {target}.",
    "target.tie": "Les deux équipes atteignent {target} au bloc {step} à égalité : match nul "
                  "(notre lecture).",
    "schieben.chosen": "{vorhand} est la main, choisit {contract} et entame le premier pli.",
    "schieben.pushed": "{vorhand} chibre : son partenaire, {partner}, doit choisir {contract} ; "
                       "{vorhand} entame quand même.",
    "rule.J-D1.title": "Notre lecture : les deux équipes atteignent le but au même bloc",
    "rule.J-D1.text": "Les textes sont muets. L'équipe qui a le plus de points gagne ; à "
                      "égalité, match nul.",
    "player": "le joueur {index}",
    "round.as_played": "Compté tel que joué : {revokes} carte(s) illégale(s) ; les textes "
                       "de règles ne prévoient aucune conséquence pour une renonce.",
    # Labels of this game's answers on their pages for people (api/pages/pages.py).
    "page.weis": "Les annonces d'une main",
    "page.stoeck": "Le stöck",
    "trick_card.off_suit_trump_led": "{card} n'est pas un atout et ne peut pas gagner, car l'atout "
                                     "a été entamé ; cette carte vaut {points} points.",
    "weis.blatt.3": "suite de trois cartes",
    "weis.blatt.4": "suite de quatre cartes",
    "weis.blatt.5": "suite de cinq cartes",
    "weis.blatt.6": "suite de six cartes",
    "weis.blatt.7": "suite de sept cartes",
    "weis.blatt.8": "suite de huit cartes",
    "weis.blatt.9": "suite de neuf cartes",
    "weis.four.under": "carré de Valets",
    "weis.four.9": "carré de 9",
    "weis.four.10": "carré de 10",
    "weis.four.ober": "carré d'Ober",
    "weis.four.king": "carré de Rois",
    "weis.four.ace": "carré d'As",
    "french.weis.four.under": "carré de Valets",
    "french.weis.four.9": "carré de 9",
    "french.weis.four.10": "carré de 10",
    "french.weis.four.ober": "carré de Dames",
}
