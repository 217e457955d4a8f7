"""French Schafkopf texts: card and contract names, rules, explanations, reckoning."""

TEXTS: dict[str, str] = {
    "game.name": "Schafkopf",
    "ruleset.default": "règles bavaroises",
    "ruleset.standard": "règles bavaroises (Schafkopfschule)",
    "ruleset.sauspiel": "règles de Sauspiel",
    "ruleset.netschafkopf": "règles de NetSchafkopf",
    "ruleset.netschafkopf-pm": "règles PM de NetSchafkopf",
    "ruleset.standard-kurz": "règles bavaroises, jeu court",
    "ruleset.sauspiel-kurz": "Sauspiel, jeu court",
    "ruleset.netschafkopf-kurz": "NetSchafkopf, jeu court",
    "ruleset.netschafkopf-pm-kurz": "règles PM de NetSchafkopf, jeu court",
    "card": "{rank} de {suit}",
    "suit.acorns": "Gland", "suit.leaves": "Feuille", "suit.hearts": "Cœur",
    "suit.bells": "Grelot",
    "rank.7": "7", "rank.8": "8", "rank.9": "9", "rank.10": "10",
    "rank.under": "Unter", "rank.ober": "Ober", "rank.king": "Roi", "rank.ace": "As",
    "french.card": "{rank} de {suit}",
    "french.suit.acorns": "Trèfle", "french.suit.leaves": "Pique",
    "french.suit.hearts": "Cœur", "french.suit.bells": "Carreau",
    "french.rank.7": "7", "french.rank.8": "8", "french.rank.9": "9", "french.rank.10": "10",
    "french.rank.under": "Valet", "french.rank.ober": "Dame", "french.rank.king": "Roi",
    "french.rank.ace": "As",
    "contract.rufspiel": "Rufspiel avec l'As de {suit} appelé",
    "contract.solo": "Solo {suit}",
    "contract.wenz": "Wenz",
    "contract.farbwenz": "Farbwenz {suit}",
    "contract.geier": "Geier",
    "contract.farbgeier": "Farbgeier {suit}",
    "contract.ramsch": "Ramsch",
    "contract.bettel": "Bettel",
    "contract.tout": "{contract} Tout",
    "trump": "atout",
    "party.declarers": "preneurs",
    "party.opponents": "adversaires",
    "player": "le joueur {index}",
    "rule.K-1.title": "Cartes et points",
    "rule.K-1.text": "32 cartes en Gland, Feuille, Cœur, Grelot ; As 11, Dix 10, Roi 4, "
                     "Ober 3, Unter 2, Neuf à Sept 0 : 120 dans le jeu.",
    "rule.K-2.title": "Ordre des Ober et des Unter",
    "rule.K-2.text": "Ober et Unter se rangent Gland, Feuille, Cœur, Grelot ; l'Ober de "
                     "Gland est l'atout le plus fort, sauf au Wenz.",
    "rule.K-3.title": "Joueurs et plis",
    "rule.K-3.text": "Quatre joueurs, huit cartes chacun, huit plis.",
    "rule.K-4.title": "61 points gagnent",
    "rule.K-4.text": "Les preneurs gagnent avec 61 points ; à 60 : 60 les adversaires gagnent.",
    "rule.K-5.title": "Schneider et Schwarz",
    "rule.K-5.text": "Schneider : les preneurs avec 91, les adversaires avec 90 (preneurs à 30 "
                     "ou moins). Schwarz : un camp n'a fait aucun pli.",
    "rule.K-6.title": "Fournir",
    "rule.K-6.text": "Chaque carte est soit atout soit de sa couleur. Un atout entamé se "
                     "fournit en atout, une couleur avec une carte de cette couleur ; qui ne "
                     "peut pas fournir joue n'importe quelle carte. Ni obligation de couper, "
                     "ni de prendre.",
    "rule.K-7.title": "Qui remporte le pli",
    "rule.K-7.text": "L'atout le plus fort l'emporte ; sans atout, la plus forte carte de la "
                     "couleur entamée.",
    "rule.K-8.title": "Rufspiel",
    "rule.K-8.text": "14 atouts : les Ober, les Unter et toutes les cartes de Cœur. On appelle "
                     "l'As de Gland, de Feuille ou de Grelot qu'on n'a pas, avec au moins une "
                     "carte de cette couleur ; l'As de Cœur ne peut pas être appelé.",
    "rule.K-9.title": "Obligations de l'As appelé",
    "rule.K-9.text": "Quand sa couleur est entamée, l'As appelé doit être joué ; non cherché, "
                     "il ne peut être défaussé avant le dernier pli ; qui entame sa couleur "
                     "entame l'As, sauf fuite avec quatre cartes.",
    "rule.K-10.title": "Wenz",
    "rule.K-10.text": "Seuls les quatre Unter sont atouts ; les Ober se rangent dans leur "
                      "couleur entre Roi et Neuf.",
    "rule.K-11.title": "Farbwenz",
    "rule.K-11.text": "11 atouts : les quatre Unter, puis la couleur d'atout As, Dix, Roi, "
                      "Ober, Neuf, Huit, Sept. Un Unter entamé est une entame d'atout ; les "
                      "autres Ober restent dans leur couleur.",
    "rule.K-12.title": "Solo",
    "rule.K-12.text": "Comme le Rufspiel, mais la couleur choisie remplace Cœur à l'atout ; "
                      "un contre trois.",
    "rule.K-13.title": "Geier",
    "rule.K-13.text": "Seuls les quatre Ober sont atouts ; les Unter se rangent dans leur "
                      "couleur entre Roi et Neuf.",
    "rule.K-14.title": "Ramsch",
    "rule.K-14.text": "Atouts comme au Rufspiel, chacun pour soi, pas d'As appelé.",
    "rule.K-15.title": "Le Farbwenz, jeu standard",
    "rule.K-15.text": "Selon les règles de la Schafkopfschule de 2024, le Farbwenz est un jeu "
                      "standard.",
    "rule.K-16.title": "Laufende",
    "rule.K-16.text": "Suite ininterrompue des plus forts atouts d'un camp, depuis l'atout le "
                      "plus fort ; elle compte pour le camp qui la détient.",
    "rule.K-17.title": "Quand les Laufende comptent",
    "rule.K-17.text": "À partir de trois au Rufspiel, au Solo et au Farbwenz ; de deux au Wenz "
                      "et au Geier.",
    "rule.K-18.title": "Au plus huit Laufende au Farbwenz",
    "rule.K-18.text": "Au Farbwenz, on compte au plus huit Laufende.",
    "rule.K-19.title": "Tout",
    "rule.K-19.text": "Le preneur doit faire les huit plis ; un pli adverse, même sans point, "
                      "perd. Le Tout double le prix avec les Laufende ; Schneider et Schwarz "
                      "ne comptent pas.",
    "rule.K-S1.title": "Stoß et Retour",
    "rule.K-S1.text": "Un Stoß des adversaires double le prix, un Retour du preneur le double "
                      "encore ; les seuils de gain restent.",
    "rule.R10.title": "Décision : l'As appelé après l'entame de sa couleur",
    "rule.R10.text": "Dès que la couleur appelée a été entamée dans un pli précédent, fuite "
                     "comprise, l'As appelé est libre comme toute autre carte.",
    "rule.R11.title": "Décision : plis précédents",
    "rule.R11.text": "Les obligations qui dépendent des plis précédents se décident d'après "
                     "les plis précédents joints à la question ; sans eux, la couleur appelée "
                     "compte comme non entamée, et la réponse le dit.",
    "rule.R12.title": "Décision : Schwarz",
    "rule.R12.text": "Schwarz est un camp sans aucun pli ; un pli sans point est un pli.",
    "rule.R13.title": "Décision : Ramsch",
    "rule.R13.text": "Chacun joue seul ; le plus de points perd ; à égalité, plus de plis, "
                     "puis plus d'atouts. Qui fait tous les plis gagne seul (Durchmarsch).",
    "rule.R14.title": "Décision : Laufende au Farbwenz",
    "rule.R14.text": "Au plus huit, pour chaque camp.",
    "rule.R15.title": "Décision : Laufende au Wenz et au Geier",
    "rule.R15.text": "À partir de deux au Wenz et au Geier, de trois dans tout autre jeu.",
    "rule.R16.title": "Décision : couleurs allemandes et françaises",
    "rule.R16.text": "Gland correspond à Trèfle, Feuille à Pique, Cœur à Cœur, Grelot à "
                     "Carreau ; les noms français sont acceptés.",
    "rule.K-D1.title": "Notre lecture : rang du Geier et du Farbgeier",
    "rule.K-D1.text": "Les sources ne les classent pas. Le Geier se range avec le Wenz, le "
                      "Farbgeier avec le Farbwenz, dont ils partagent la forme.",
    "rule.K-D2.title": "Notre lecture : égalité au Ramsch",
    "rule.K-D2.text": "Si points, plis et atouts sont égaux, les joueurs à égalité perdent "
                      "ensemble.",
    "rule.K-20.title": "Notre lecture : Bettel",
    "rule.K-20.text": "Au Bettel il n'y a pas d'atout ; chaque couleur va As, Roi, Ober, Unter, "
                      "Dix, Neuf, Huit, Sept, et le preneur ne gagne qu'en ne faisant aucun pli. "
                      "Un contre trois ; qui ne peut fournir joue n'importe quelle carte. Le "
                      "premier pli du preneur le fait perdre. Aucune source à portée ne décrit "
                      "le Bettel ; son rang (avec le Farbwenz : au-dessus du Rufspiel, au-dessous "
                      "du Wenz et du Solo) et son prix (le prix de base d'un Solo, sans Laufende, "
                      "Schneider ni Schwarz) sont notre lecture. Le Bettel ouvert n'est pas "
                      "traité.",
    # Verdicts : rendues à partir des faits du verdict (api/games/schafkopf/speaker.py) ; les cartes
    # viennent avec leur article (« le 7 de Cœur », « l'As de Gland »).
    "explain.K-6.lead": "Tu entames : au {contract} toute carte est permise, {card} aussi.",
    "explain.K-6.lead.called_ace_held": "Tu entames : tu peux jouer {card} ; c'est seulement si "
                                        "tu entames {called_suit} que tu dois entamer l'As "
                                        "appelé, {called_ace}.",
    "explain.K-6.lead.called_ace_free": "Tu entames : toute carte est permise, {card} aussi ; "
                                        "{called_suit} a déjà été entamé, l'As appelé, "
                                        "{called_ace}, est libre.",
    "explain.K-6.void_trump.except_called_ace": "L'atout a été entamé ({led}) et tu n'as "
                                                "aucun des {trump_count} atouts du "
                                                "{contract} : tu peux jouer {card}, mais pas "
                                                "l'As appelé non cherché, {called_ace}.",
    "explain.K-6.must_follow_suit.called_ace_searched": "La couleur appelée, {called_suit}, a été "
                                                        "entamée et tu as l'As appelé, {evidence} "
                                                        ": tu dois le jouer, pas {card}.",
    "explain.K-6.trump_is_not_led_suit.called_ace_searched": "{led_suit} a été entamé, mais "
                                                             "{card} est atout au {contract} "
                                                             "et ne compte pas comme "
                                                             "{led_suit} ; l'As appelé, "
                                                             "{evidence}, est cherché : tu "
                                                             "dois le jouer.",
    "explain.R10.ace_free": "{called_suit} a déjà été entamé : l'As appelé, {card}, est libre "
                            "comme toute autre carte.",
    "explain.R10.called_suit_free": "{called_suit} a déjà été entamé : l'As appelé est libre, "
                                    "et tu peux aussi entamer {card}.",
    "assumption.R11": "Sans les plis précédents, on a supposé que {called_suit} n'a pas "
                      "encore été entamé.",
    "explain.K-6.follow_trump": "On a entamé {led}, atout au {contract} ({trump_count} atouts) : "
                                "{card} est un atout et fournit ; tu n'es pas obligé de monter.",
    "explain.K-6.void_trump": "L'atout a été entamé ({led}) et tu n'as aucun des "
                              "{trump_count} atouts du {contract} : toute carte est permise, "
                              "{card} aussi.",
    "explain.K-6.void": "{led_suit} a été entamé et tu n'as pas de {led_suit} : tu peux "
                        "jouer {card} ; tu n'es pas obligé de couper.",
    "explain.K-6.void_no_trump": "{led_suit} a été entamé et tu n'as pas de {led_suit} : "
                                 "le {contract} n'a pas d'atout, tu peux défausser {card}.",
    "explain.K-6.follow_suit": "{led_suit} a été entamé : tu peux fournir avec {card} ; pas "
                               "d'obligation de prendre.",
    "explain.K-6.follow_suit_plain_picture": "{led_suit} a été entamé : au {contract}, {card} "
                                             "n'est pas atout mais une carte de {led_suit}, et "
                                             "fournit.",
    "explain.K-6.printed_suit_is_not_trump": "On a entamé {led}, qui est atout au {contract}, pas "
                                             "{printed_suit} : tu dois fournir atout, par exemple "
                                             "{evidence} ; tu ne peux pas jouer {card}.",
    "explain.K-6.must_follow_trump": "On a entamé {led}, atout au {contract}, et tu as un atout, "
                                     "{evidence} : tu dois fournir atout, tu ne peux pas jouer "
                                     "{card}.",
    "explain.K-6.trump_is_not_led_suit": "{led_suit} a été entamé, mais {card} est atout au "
                                         "{contract} et ne compte pas comme {led_suit} : tu "
                                         "dois fournir avec {evidence}.",
    "explain.K-6.must_follow_suit": "{led_suit} a été entamé et tu as {evidence} : tu dois "
                                    "fournir {led_suit}, tu ne peux pas jouer {card}.",
    "explain.K-9.searched": "La couleur appelée, {called_suit}, a été entamée : l'As appelé "
                            "est cherché, tu dois jouer {card}.",
    "explain.K-9.searched_other_card": "L'As appelé, {evidence}, est cherché : tu dois le "
                                       "jouer, pas {card}.",
    "explain.K-9.unsearched": "{card} est l'As appelé et {called_suit} n'a pas encore été "
                              "entamé : avant le dernier pli tu ne peux ni le défausser ni le "
                              "jouer sur une entame d'atout.",
    "explain.K-9.last_trick": "Au dernier pli, l'As appelé non cherché, {card}, peut être "
                              "joué.",
    "explain.K-9.lead_called_ace": "Tu as l'As appelé : si tu entames {called_suit}, c'est avec "
                                   "l'As ; tu peux entamer {card}.",
    "explain.K-9.must_lead_ace": "Tu as l'As appelé, {evidence}, et moins de quatre cartes de "
                                 "{called_suit} : si tu entames {called_suit}, tu dois entamer "
                                 "l'As, pas {card}.",
    "explain.K-9.run_away": "Tu as l'As appelé avec au moins quatre cartes de {called_suit} : "
                            "tu peux fuir et entamer {card}.",
    "trick.K-7.trump": "{card} remporte le pli : au {contract}, c'est l'atout le plus fort du pli.",
    "trick.K-7.trump.so_far": "{card} tient le pli pour l'instant : au {contract}, c'est l'atout "
                              "le plus fort joué jusqu'ici ; le pli n'est pas encore complet.",
    "trick.K-7.led_suit": "{card} remporte le pli : aucun atout n'a été joué et {card} est la plus "
                          "forte carte du pli dans la couleur entamée, {led_suit}.",
    "trick.K-7.led_suit.so_far": "{card} tient le pli pour l'instant : aucun atout n'a encore été "
                                 "joué et {card} est la plus forte carte jouée jusqu'ici dans la "
                                 "couleur entamée, {led_suit} ; le pli n'est pas encore complet.",
    "trick_card.trump": "{card} est un atout et vaut {points} points.",
    "trick_card.led_suit": "{card} est de la couleur entamée, {led_suit}, et vaut {points} "
                           "points.",
    "trick_card.off_suit": "{card} n'est ni de {led_suit} ni d'atout et ne peut pas gagner ; "
                           "cette carte vaut {points} points.",
    "trick_card.off_suit_no_trump": "{card} n'est pas de la couleur entamée, {led_suit}, et ne "
                                    "peut pas gagner ; cette carte vaut {points} points.",
    "trick_card.winner": "Cette carte remporte le pli.",
    "call.K-8.callable": "Tu n'as pas l'As de {suit} et tu as une carte de {suit} non atout : "
                         "tu peux l'appeler.",
    "call.K-8.holds_ace": "Tu as toi-même l'As de {suit} : tu ne peux pas l'appeler.",
    "call.K-8.no_card_of_suit": "Tu n'as aucune carte de {suit} non atout (Ober et Unter sont "
                                "atouts) : tu ne peux pas appeler l'As de {suit}.",
    "bid.rank": "Le {contract} est le jeu le plus fort et il est joué.",
    "bid.seat": "Jeux de même rang : l'ordre des places décide, {player} est placé avant.",
    "score.K-4.declarers_win": "Les preneurs ont {augen} points, au moins 61 : gagné.",
    "score.K-4.opponents_win": "Les preneurs n'ont que {augen} points ; il en faut 61, à "
                               "60 : 60 les adversaires gagnent.",
    "score.K-19.declarers_win": "Tout gagné : le preneur a fait les huit plis.",
    "score.K-19.opponents_win": "Tout perdu : les adversaires ont fait {opponent_tricks} "
                                "pli(s) ; un seul pli sans point perd le Tout.",
    "score.K-20.declarers_win": "Bettel gagné : le preneur n'a fait aucun pli.",
    "score.K-20.opponents_win": "Bettel perdu : le preneur a fait un pli ; son premier pli le "
                                "fait perdre.",
    "line.base": "Prix de base {contract} : {amount}.",
    "line.laufende": "{count} Laufende des {party} à {rate} chacun : {amount}.",
    "line.schneider": "Schneider : {amount}.",
    "line.schwarz": "Schwarz : {amount}.",
    "line.tout": "Le Tout double le prix avec les Laufende.",
    "line.stoss": "Le Stoß double.",
    "line.retour": "Le Retour double encore.",
    "ramsch.R13.most_augen": "{losers} a le plus de points et perd le Ramsch.",
    "ramsch.R13.more_tricks": "Points égaux : {losers} a fait plus de plis et perd.",
    "ramsch.R13.more_trumps": "Points et plis égaux : {losers} a pris plus d'atouts et perd.",
    "ramsch.K-D2.tie": "Points, plis et atouts égaux : {losers} perdent ensemble (notre "
                       "lecture).",
    "ramsch.R13.durchmarsch": "Durchmarsch : {winner} a fait tous les plis et gagne seul.",
    "round.as_played": "Compté tel que joué : {revokes} carte(s) illégale(s) ; les textes "
                       "de règles ne prévoient aucune conséquence pour une renonce.",
    # Labels of this game's answers on their pages for people (api/pages/pages.py).
    "page.points": "points",  # the trick's worth, as the sentences count it
    "page.callable": "Quel as puis-je appeler ?",
    "page.called_ace": "As appelé",
    "page.searched": "cherché",
    "page.not_searched": "pas encore cherché",
    # Issue 25: rulesets, doublings, Jungfrau, Stock (new keys only).
    "rule.K-S2.title": "Klopfen et Legen",
    "rule.K-S2.text": "Le joueur qui frappe (Klopfen) ou pose (Legen) avant le jeu double le prix "
                      "; chaque autre qui le fait le double encore.",
    "rule.K-S3.title": "Autres Kontras",
    "rule.K-S3.text": "Après le Stoß et le Retour, chaque Kontra suivant (Sub, Hirsch) double "
                      "encore le prix, dans la limite des règles.",
    "rule.K-H1.title": "Le tarif de Sauspiel",
    "rule.K-H1.text": "Sauspiel 20, jeux en solo 50, 10 par Laufender dès trois (Wenz et Geier dès"
                      " deux), Schneider 10, Schwarz 10 de plus (notre lecture des parties de "
                      "Sauspiel).",
    "rule.K-H2.title": "Kurzes Blatt",
    "rule.K-H2.text": "24 cartes à partir du Neuf, six par joueur, six plis ; toujours 120 points,"
                      " 61 gagnent.",
    "rule.K-H3.title": "Le tarif de NetSchafkopf",
    "rule.K-H3.text": "Rufspiel 2, jeux en solo 5, Ramsch 1, 1 par Laufender dès trois, Schneider "
                      "1, Schwarz 1 de plus (notre lecture des protocoles de NetSchafkopf).",
    "rule.K-H4.title": "Égalité au Ramsch : l'Ober le plus fort perd",
    "rule.K-H4.text": "À égalité de points au Ramsch, perd celui qui avait l'Ober le plus fort.",
    "rule.K-H5.title": "Jungfrau",
    "rule.K-H5.text": "Chaque joueur du Ramsch qui ne fait aucun pli (Jungfrau) double le prix.",
    "rule.K-H6.title": "Durchmarsch aux points",
    "rule.K-H6.text": "Le joueur du Ramsch qui fait les 120 points gagne seul.",
    "rule.K-H7.title": "Le Stock",
    "rule.K-H7.text": "Un Rufspiel gagné prend la cagnotte, moitié pour chaque déclarant ; un "
                      "Rufspiel perdu y verse encore autant.",
    "line.doubling": "Doublé avant le jeu ({player}) : le prix double.",
    "line.kontra": "Kontra numéro {count} ({player}) : le prix double encore.",
    "line.jungfrau": "Jungfrau ({player} sans pli) : le prix double.",
    "line.stoss.seat": "Stoß ({player}) double.",
    "line.retour.seat": "Retour ({player}) double encore.",
    "line.someone": "un joueur",
    "score.K-19.declarers_win.short": "Tout gagné : le déclarant a fait les six plis.",
    "ramsch.K-H4.higher_ober_held": "Égalité de points : {losers} avait l'Ober le plus fort et "
                                    "perd.",
    "ramsch.K-H6.durchmarsch": "Durchmarsch : {winner} a fait les 120 points et gagne seul.",
    "stock.in": "Le Rufspiel est perdu : chaque déclarant verse {share} au Stock, qui contient "
                "maintenant {pot}.",
    "stock.out": "Le Rufspiel est gagné : chaque déclarant prend {share} du Stock, qui contient "
                 "maintenant {pot}.",
    "stock.none": "Le Stock de {pot} reste tel quel.",
    "rule.K-H8.title": "Les PM-Regeln de NetSchafkopf",
    "rule.K-H8.text": "Les Laufende comptent dès deux au Wenz et au Farbwenz (donc aussi au Geier "
                      "et au Farbgeier), dès trois dans les autres jeux.",
    "rule.K-H9.title": "Geier-Tout",
    "rule.K-H9.text": "Un Geier peut se jouer Tout ; il se range avec le Wenz-Tout, un Farbgeier-"
                      "Tout avec le Farbwenz-Tout.",
    "trick_card.off_suit_trump_led": "{card} n'est pas un atout et ne peut pas gagner, car l'atout "
                                     "a été entamé ; cette carte vaut {points} points.",
    "score.K-4.declarers_win.alone": "Le preneur a {augen} points, au moins 61 : gagné.",
    "score.K-4.opponents_win.alone": "Le preneur n'a que {augen} points ; il en faut 61, à 60 : "
                                     "60 les adversaires gagnent.",
    "score.K-4.opponents_win.schwarz": "Les preneurs n'ont fait aucun pli (schwarz) : les "
                                       "adversaires gagnent.",
    "score.K-4.opponents_win.alone.schwarz": "Le preneur n'a fait aucun pli (schwarz) : les "
                                             "adversaires gagnent.",
    "line.laufende.alone": "{count} Laufende du preneur à {rate} chacun : {amount}.",
    "french.explain.K-6.lead.called_ace_held": "Tu entames : tu peux jouer {card} ; c'est "
                                               "seulement si tu entames {called_suit} que tu dois "
                                               "entamer l'As appelé, {called_ace}.",
    "french.explain.K-6.lead.called_ace_free": "Tu entames : toute carte est permise, {card} "
                                               "aussi ; {called_suit} a déjà été entamé, l'As "
                                               "appelé, {called_ace}, est libre.",
    "french.explain.K-6.void_trump.except_called_ace": "L'atout a été entamé ({led}) et tu n'as "
                                                       "aucun des {trump_count} atouts du "
                                                       "{contract} : tu peux jouer {card}, mais "
                                                       "pas l'As appelé non cherché, {called_ace}.",
    "french.explain.K-6.must_follow_suit.called_ace_searched": "La couleur appelée, "
                                                               "{called_suit}, a été entamée et "
                                                               "tu as l'As appelé, {evidence} : "
                                                               "tu dois le jouer, pas {card}.",
    "french.explain.K-6.trump_is_not_led_suit.called_ace_searched": "{led_suit} a été entamé, "
                                                                    "mais {card} est atout au "
                                                                    "{contract} et ne compte pas "
                                                                    "comme {led_suit} ; l'As "
                                                                    "appelé, {evidence}, est "
                                                                    "cherché : tu dois le jouer.",
    "french.explain.R10.ace_free": "{called_suit} a déjà été entamé : l'As appelé, {card}, est "
                                   "libre comme toute autre carte.",
    "french.explain.R10.called_suit_free": "{called_suit} a déjà été entamé : l'As appelé est "
                                           "libre, et tu peux aussi entamer {card}.",
    "french.explain.K-9.searched": "La couleur appelée, {called_suit}, a été entamée : l'As "
                                   "appelé est cherché, tu dois jouer {card}.",
    "french.explain.K-9.searched_other_card": "L'As appelé, {evidence}, est cherché : tu dois le "
                                              "jouer, pas {card}.",
    "french.explain.K-9.unsearched": "{card} est l'As appelé et {called_suit} n'a pas encore été "
                                     "entamé : avant le dernier pli tu ne peux ni le défausser ni "
                                     "le jouer sur une entame d'atout.",
    "french.explain.K-9.last_trick": "Au dernier pli, l'As appelé non cherché, {card}, peut être "
                                     "joué.",
    "french.explain.K-9.lead_called_ace": "Tu as l'As appelé : si tu entames {called_suit}, c'est "
                                          "avec l'As ; tu peux entamer {card}.",
    "french.explain.K-9.must_lead_ace": "Tu as l'As appelé, {evidence}, et moins de quatre cartes "
                                        "de {called_suit} : si tu entames {called_suit}, tu dois "
                                        "entamer l'As, pas {card}.",
    "french.explain.K-9.run_away": "Tu as l'As appelé avec au moins quatre cartes de "
                                   "{called_suit} : tu peux fuir et entamer {card}.",
    "score.K-4.opponents_win.no_augen": "Les preneurs ont fait des plis, mais aucun point ; il en "
                                        "faut 61 : les adversaires gagnent.",
    "score.K-4.opponents_win.alone.no_augen": "Le preneur a fait des plis, mais aucun point ; il "
                                              "en faut 61 : les adversaires gagnent.",
    "contract.ouvert": "Bettel ouvert",
    "rule.K-H10.title": "Bettel avec Stichzwang",
    "rule.K-H10.text": "Au Bettel avec Stichzwang, qui fournit doit battre la meilleure carte du "
                       "pli si l'une de ses cartes de cette couleur le peut.",
    "explain.K-H10.overtakes": "{led_suit} a été entamé et le Bettel se joue avec Stichzwang : "
                               "tu peux jouer {card}, qui bat le pli.",
    "explain.K-H10.must_overtake": "{led_suit} a été entamé et le Bettel se joue avec Stichzwang : "
                                   "tu as {evidence}, qui bat le pli, tu dois donc le battre ; tu "
                                   "ne peux pas jouer {card}.",
    "rule.K-H11.title": "Bettel ouvert",
    "rule.K-H11.text": "Le Bettel joué cartes du preneur étalées (Bettel Tout) : gagné seulement "
                       "sans aucun pli, à prix double ; il se range avec le Farbwenz-Tout.",
    "score.K-H11.declarers_win": "Bettel ouvert gagné : le preneur n'a fait aucun pli.",
    "score.K-H11.opponents_win": "Bettel ouvert perdu : le preneur a fait un pli ; son premier "
                                 "pli le fait perdre.",
    "line.ouvert": "Le Bettel ouvert double le prix.",
    "rule.K-H12.title": "Zusammengeworfen (donne jetée)",
    "rule.K-H12.text": "Quand tout le monde passe et qu'on ne joue pas de Ramsch, on jette les "
                       "cartes et on redonne : personne ne gagne ni ne paie ; là où l'on tient un "
                       "Stock, chaque joueur y verse le prix de base du Rufspiel.",
    "thrown_in.K-H12": "Tout le monde a passé : on jette les cartes et on redonne ; personne ne "
                       "gagne ni ne paie.",
    "thrown_in.stake": "Chaque joueur verse {amount} au Stock.",
    "stock.thrown_in": "La donne est jetée : chaque joueur verse {share} au Stock, qui contient "
                       "maintenant {pot}.",
    "thrown_in.K-H12.stock": "Tout le monde a passé : on jette les cartes et on redonne ; "
                             "personne ne gagne, et chaque joueur verse sa mise au Stock.",
}
