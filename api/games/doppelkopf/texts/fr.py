"""French Doppelkopf texts: card and contract names, rules, explanations, the score. The
players' German words stay where French clubs keep them (Re, Kontra, Dulle, Fuchs,
Karlchen, Hochzeit, Doppelkopf)."""

TEXTS: dict[str, str] = {
    "game.name": "Doppelkopf",
    "german.card": "{rank} de {suit}",
    "german.suit.clubs": "Gland", "german.suit.spades": "Feuille",
    "german.suit.hearts": "Cœur",
    "german.suit.diamonds": "Grelot",
    "german.rank.9": "9", "german.rank.10": "10",
    "german.rank.jack": "Unter", "german.rank.queen": "Ober",
    "german.rank.king": "Roi", "german.rank.ace": "As",
    "card": "{rank} de {suit}",
    "suit.clubs": "Trèfle", "suit.spades": "Pique",
    "suit.hearts": "Cœur", "suit.diamonds": "Carreau",
    "rank.9": "9", "rank.10": "10", "rank.jack": "Valet",
    "rank.queen": "Dame", "rank.king": "Roi", "rank.ace": "As",
    "contract.normal": "jeu normal",
    "contract.hochzeit": "Hochzeit",
    "contract.stille_hochzeit": "Hochzeit silencieuse",
    "contract.farbsolo": "solo {suit}",
    "contract.damensolo": "solo des Dames",
    "contract.bubensolo": "solo des Valets",
    "contract.fleischlos": "Fleischloser",
    "trump": "atout",
    "party.re": "Re",
    "party.kontra": "Kontra",
    "player": "joueur {index}",
    "level.ansage": "annonce",
    "level.keine_90": "pas 90",
    "level.keine_60": "pas 60",
    "level.keine_30": "pas 30",
    "level.schwarz": "schwarz",
    "target.augen": "{augen} points",
    "target.all_tricks": "toutes les levées",
    "target.one_trick": "une levée",
    "rule.D-1.title": "48 cartes, chacune deux fois",
    "rule.D-1.text": "Trèfle, Pique, Cœur et Carreau avec As, Dix, Roi, Dame, Valet et Neuf ; "
                     "chaque carte est deux fois dans le jeu.",
    "rule.D-2.title": "Points des cartes (Augen)",
    "rule.D-2.text": "As 11, Dix 10, Roi 4, Dame 3, Valet 2, Neuf 0 : 60 par couleur, 240 "
                     "dans le jeu.",
    "rule.D-3.title": "Quatre joueurs, douze levées",
    "rule.D-3.text": "Chacun reçoit quatre fois trois cartes, donc 12 ; on joue dans le sens "
                     "des aiguilles d'une montre.",
    "rule.D-4.title": "Re et Kontra",
    "rule.D-4.text": "Au jeu normal, les deux joueurs qui ont les Dames de Trèfle sont Re, "
                     "les deux autres Kontra. Qui a les deux a une Hochzeit (mariage).",
    "rule.D-5.title": "Le solo",
    "rule.D-5.text": "Au solo, le soliste est seul Re ; les trois autres sont Kontra.",
    "rule.D-6.title": "Les réserves",
    "rule.D-6.text": "À partir de la gauche du donneur, chacun dit « réserve » ou « sain » ; "
                     "si tous sont sains, on joue un jeu normal.",
    "rule.D-7.title": "Quelle réserve se joue",
    "rule.D-7.text": "Solo obligatoire avant solo libre avant Hochzeit ; avec plusieurs "
                     "réserves, la Hochzeit ne se joue jamais ; à rang égal, le joueur placé "
                     "plus tôt dans l'ordre de demande passe devant.",
    "rule.D-8.title": "Pas d'autres réserves",
    "rule.D-8.text": "Les règles de tournoi ne connaissent que le solo obligatoire, le solo "
                     "libre et la Hochzeit ; pauvreté, redistribution et cochonnets sont des "
                     "règles maison.",
    "rule.D-9.title": "Qui entame la première levée",
    "rule.D-9.text": "Le voisin de gauche du donneur ; au solo obligatoire le soliste. Ensuite "
                     "le gagnant de chaque levée entame.",
    "rule.D-10.title": "Les solos",
    "rule.D-10.text": "Solo de couleur (Trèfle, Pique, Cœur ou Carreau), solo des Dames, solo "
                      "des Valets et Fleischloser (solo des As) ; le solo Carreau a les atouts "
                      "du jeu normal.",
    "rule.D-11.title": "La Hochzeit",
    "rule.D-11.text": "Le partenaire est le premier joueur autre que le Hochzeiter qui fait "
                      "une levée parmi les trois premières (le Klärungsstich). Si le "
                      "Hochzeiter fait les trois, il joue seul comme un solo Carreau, compté "
                      "comme un solo.",
    "rule.D-12.title": "Hochzeit silencieuse",
    "rule.D-12.text": "Qui a les deux Dames de Trèfle sans annoncer de réserve joue seul un "
                      "solo Carreau, compté comme un solo.",
    "rule.D-13.title": "Les atouts du jeu normal",
    "rule.D-13.text": "26 atouts : Dix de Cœur (la Dulle), les Dames, les Valets (chacun "
                      "Trèfle, Pique, Cœur, Carreau), As de Carreau (le Fuchs, renard), Dix, "
                      "Roi, Neuf de Carreau. Hors atout : Trèfle et Pique A 10 R 9 ; Cœur "
                      "seulement A R 9.",
    "rule.D-14.title": "Atout ou couleur",
    "rule.D-14.text": "Chaque carte est atout ou appartient à une seule couleur ; tout atout "
                      "bat toute carte de couleur.",
    "rule.D-15.title": "Solo de couleur",
    "rule.D-15.text": "As, Dix, Roi, Neuf de la couleur du solo remplacent les atouts Carreau ; "
                      "au solo Cœur seulement As, Roi, Neuf, le Dix de Cœur étant en tête.",
    "rule.D-16.title": "Solo des Dames et des Valets",
    "rule.D-16.text": "Seules les quatre Dames ou les quatre Valets sont atouts ; les couleurs "
                      "vont A 10 R V 9 ou A 10 R D 9.",
    "rule.D-17.title": "Fleischloser",
    "rule.D-17.text": "Pas d'atout ; chaque couleur va A 10 R D V 9.",
    "rule.D-18.title": "Entamer",
    "rule.D-18.text": "Qui entame peut jouer n'importe quelle carte.",
    "rule.D-19.title": "Fournir",
    "rule.D-19.text": "Qui le peut doit fournir la couleur entamée, ou de l'atout sur un atout "
                      "entamé. Les atouts forment une couleur à part : une Dame, un Valet ou "
                      "le Dix de Cœur qui est atout ne fournit jamais sa couleur imprimée.",
    "rule.D-20.title": "Ne pas pouvoir fournir",
    "rule.D-20.text": "Qui n'a pas la couleur entamée peut couper ou se défausser d'une autre "
                      "couleur ; sans atout, toute carte. Il n'y a obligation ni de couper ni "
                      "de monter.",
    "rule.D-21.title": "Qui fait la levée",
    "rule.D-21.text": "Le plus fort atout ; sans atout, la plus forte carte de la couleur "
                      "entamée.",
    "rule.D-22.title": "Deux cartes égales",
    "rule.D-22.text": "Quand la même carte tombe deux fois dans une levée, la première jouée "
                      "est la plus forte, le Dix de Cœur compris.",
    "rule.D-23.title": "Entamer la levée suivante",
    "rule.D-23.text": "Le gagnant d'une levée entame la suivante.",
    "rule.D-24.title": "Annoncer Re et Kontra",
    "rule.D-24.text": "La première annonce « Re » ou « Kontra » se fait tant que l'annonceur "
                      "tient encore au moins 11 cartes.",
    "rule.D-25.title": "Les Absagen",
    "rule.D-25.text": "« pas 90 », « pas 60 », « pas 30 » et « schwarz » affirment que les "
                      "adversaires restent sous ce nombre de points ou ne font aucune levée ; "
                      "seulement après l'annonce de son camp et au plus tard avec 10, 9, 8 ou "
                      "7 cartes en main.",
    "rule.D-26.title": "Sauter des paliers",
    "rule.D-26.text": "On peut sauter des paliers si chacun serait encore permis à ce moment ; "
                      "tous comptent au décompte.",
    "rule.D-27.title": "La réplique",
    "rule.D-27.text": "« Kontra » contre Re (ou « Re » contre Kontra) est permis une carte plus "
                      "tard que ce que l'annonce adverse exigeait ; après une réplique tardive, "
                      "le camp ne peut faire d'Absage que si la réplique aurait été à temps "
                      "comme première annonce.",
    "rule.D-28.title": "Annoncer dans une Hochzeit",
    "rule.D-28.text": "Si la deuxième (troisième) levée est le Klärungsstich, chaque délai "
                      "recule d'une (de deux) cartes ; aucune annonce avant la fin du "
                      "Klärungsstich.",
    "rule.D-29.title": "Plusieurs annonces",
    "rule.D-29.text": "On peut annoncer hors de son tour ; les deux camps peuvent faire des "
                      "Absagen ; la même annonce d'un camp ne compte qu'une fois.",
    "rule.D-30.title": "Carte jouée",
    "rule.D-30.text": "Une carte est jouée dès qu'elle a touché la table face visible.",
    "rule.D-31.title": "Gagner sans Absage",
    "rule.D-31.text": "Re gagne avec son 121e point si rien, seulement Re, ou Re et Kontra "
                      "ont été annoncés, avec son 120e si seul Kontra l'a été ; Kontra avec "
                      "120 ou 121 de même.",
    "rule.D-32.title": "Gagner avec Absagen",
    "rule.D-32.text": "Son propre « pas 90 » (« pas 60 », « pas 30 ») exige 151 (181, 211) "
                      "points, « schwarz » toutes les levées ; contre l'Absage adverse, 90 "
                      "(60, 30) points ou une levée suffisent.",
    "rule.D-33.title": "Personne ne gagne",
    "rule.D-33.text": "Si les deux camps manquent le but de leurs Absagen, personne ne gagne ; "
                      "seuls comptent les points sous 90, 60, 30, schwarz, ce que chacun a "
                      "atteint contre les Absagen et les points spéciaux.",
    "rule.D-34.title": "La valeur du jeu",
    "rule.D-34.text": "Gagné 1 ; sous 90, sous 60, sous 30, schwarz 1 chacun ; Re annoncé 2, "
                      "Kontra annoncé 2 ; chaque Absage 1 ; 120 contre pas 90, 90 contre pas "
                      "60, 60 contre pas 30, 30 contre schwarz 1 chacun. Les gagnants "
                      "marquent en plus, les perdants en moins.",
    "rule.D-35.title": "Points spéciaux (Sonderpunkte)",
    "rule.D-35.text": "Seulement au jeu normal, pour les deux camps : gagné contre les Dames "
                      "de Trèfle, Doppelkopf (une levée de 40 points ou plus), Fuchs pris, "
                      "Karlchen fait la dernière levée, 1 chacun.",
    "rule.D-36.title": "Décompte du solo",
    "rule.D-36.text": "Au solo seule la valeur du jeu compte, sans points spéciaux ; le soliste "
                      "la marque trois fois, chaque adversaire une fois avec le signe "
                      "contraire.",
    "rule.D-37.title": "Contrôle",
    "rule.D-37.text": "Les quatre résultats d'un jeu font 0 ensemble et sont tous pairs ou "
                      "tous impairs.",
    "rule.D-38.title": "Non calculé",
    "rule.D-38.text": "Les pénalités, les jeux abrégés, la tenue des solos obligatoires et la "
                      "table à cinq ne sont pas calculés ; une faute non réclamée reste valable.",
    "rule.D-V1.title": "Règle maison : la deuxième Dulle",
    "rule.D-V1.text": "Jeu de règles dulle : le deuxième Dix de Cœur bat le premier, sauf à la "
                      "dernière levée ; dulle-immer : à chaque levée. Pas une règle de tournoi.",
    "rule.D-V2.title": "Règle maison : cochonnets",
    "rule.D-V2.text": "Les deux As de Carreau d'une main comme plus forts atouts ; pas dans "
                      "cette version.",
    "rule.D-V3.title": "Règle maison : sans les Neuf",
    "rule.D-V3.text": "40 cartes et dix levées ; pas dans cette version.",
    "rule.D-V4.title": "Règle maison : pauvreté et redistribution",
    "rule.D-V4.text": "Céder ses atouts avec trois au plus ; pas dans cette version.",
    "rule.D-V5.title": "Règle maison : autre décompte",
    "rule.D-V5.text": "Re et Kontra qui doublent, « pas 120 » comme valeur de base et "
                      "semblables ; pas dans cette version.",
    "rule.D-V6.title": "Règle maison : autres points spéciaux",
    "rule.D-V6.text": "Karlchen pris, Fuchs à la fin, Dulle prise ; pas dans cette version.",
    "rule.D-V7.title": "Règle maison : autres délais",
    "rule.D-V7.text": "Re avant la 5e carte, Kontra avant la 13e ; pas dans cette version.",
    "rule.RD1.title": "Décision : jeux de règles",
    "rule.RD1.text": "ddv suit les règles de tournoi (21 février 2026) ; dulle et dulle-immer "
                     "ne diffèrent que si les deux Dullen tombent dans une levée.",
    "rule.RD2.title": "Décision : la deuxième Dulle",
    "rule.RD2.text": "La règle maison ne concerne le Dix de Cœur que là où il est atout ; la "
                     "dernière levée est la 12e. Sans numéro de levée, elle n'est pas prise "
                     "pour la dernière, et la réponse le dit.",
    "rule.RD3.title": "Décision : les points vont au gagnant",
    "rule.RD3.text": "Avec un gagnant, chaque point de la valeur du jeu est au gagnant ; sous "
                     "90 et les autres comptent quand le perdant reste dessous.",
    "rule.RD4.title": "Décision : personne ne gagne",
    "rule.RD4.text": "Chaque camp reçoit les points sous 90, 60, 30 et schwarz de ses "
                     "adversaires et ce qu'il a atteint contre les Absagen ; compensés comme "
                     "d'habitude.",
    "rule.RD5.title": "Décision : paliers inclus",
    "rule.RD5.text": "Une annonce compte chaque palier inférieur de son camp, Re ou Kontra "
                     "compris ; une répétition est signalée et ne compte pas. On n'annonce que "
                     "pour son propre camp.",
    "rule.RD6.title": "Décision : Hochzeit sans partenaire",
    "rule.RD6.text": "Une Hochzeit sans partenaire et une Hochzeit silencieuse se comptent "
                     "comme un solo : trois fois, sans points spéciaux.",
    "rule.RD7.title": "Décision : pas de cochonnets",
    "rule.RD7.text": "Les cochonnets ne sont pas dans cette version.",
    "rule.RD8.title": "Décision : 48 cartes",
    "rule.RD8.text": "Pas de jeu sans les Neuf ; une main a au plus 12 cartes.",
    "rule.RD9.title": "Décision : pas de pauvreté",
    "rule.RD9.text": "Ni pauvreté, ni redistribution, ni autre réserve.",
    "rule.RD10.title": "Décision : annonces telles quelles",
    "rule.RD10.text": "Les annonces comptent telles qu'elles ont été faites ; chacune est "
                      "signalée avec son délai, une tardive comme faute. Les pénalités ne sont "
                      "pas calculées.",
    "rule.RD11.title": "Décision : Karlchen",
    "rule.RD11.text": "Le Valet de Trèfle doit faire la 12e levée ; si les deux y tombent, le "
                      "premier la fait. 1 point spécial.",
    "rule.RD12.title": "Décision : Fuchs et Doppelkopf",
    "rule.RD12.text": "Chaque As de Carreau d'un camp pris par l'autre lui vaut 1 point, dans "
                      "toute levée ; un Doppelkopf est une levée de 40 points ou plus.",
    "rule.RD13.title": "Décision : plus tôt dans l'ordre",
    "rule.RD13.text": "Plus tôt veut dire plus tôt dans la demande, qui commence à gauche du "
                      "donneur ; ce joueur entame, sauf au solo obligatoire.",
    "rule.RD14.title": "Décision : chaque carte deux fois",
    "rule.RD14.text": "Une main peut tenir une carte deux fois, jamais trois ; main, levée et "
                      "levées précédentes ensemble au plus deux fois.",
    "rule.RD15.title": "Décision : noms des couleurs",
    "rule.RD15.text": "Les noms du jeu allemand sont acceptés : Gland = Trèfle, Feuille = "
                      "Pique, Cœur = Cœur, Grelot = Carreau.",
    "explain.D-18.lead": "Tu entames : toute carte est permise, {card} aussi.",
    "explain.D-19.follow_trump": "L'atout a été entamé ({led}) : {card} est atout et fournit ; "
                                 "tu n'es pas obligé de monter.",
    "explain.D-19.follow_suit": "{led_suit} a été entamé : ici {card} est une carte de "
                                "{led_suit} et fournit ; rien n'oblige à prendre la levée.",
    "explain.D-19.must_follow_trump": "L'atout a été entamé ({led}) et tu as un atout, "
                                      "{evidence} : tu dois fournir atout, {card} n'est pas "
                                      "permis.",
    "explain.D-19.printed_suit_is_not_trump": "{led} est atout, pas une carte de "
                                              "{printed_suit} : tu dois fournir atout, par "
                                              "exemple {evidence} ; {card} n'est pas permis.",
    "explain.D-19.trump_is_not_led_suit": "{led_suit} a été entamé, mais {card} est atout et "
                                          "ne fournit pas {led_suit} : tu dois fournir avec "
                                          "{evidence}.",
    "explain.D-19.must_follow_suit": "{led_suit} a été entamé et tu as {evidence} : tu dois "
                                     "fournir {led_suit}, {card} n'est pas permis.",
    "explain.D-20.void_trump": "L'atout a été entamé ({led}) et tu n'as pas d'atout : toute "
                               "carte est permise, {card} aussi.",
    "explain.D-20.void_may_trump": "{led_suit} a été entamé et tu n'as pas de {led_suit} : tu "
                                   "peux couper avec {card}, sans obligation.",
    "explain.D-20.void": "{led_suit} a été entamé et tu n'as pas de {led_suit} : tu peux te "
                         "défausser de {card} ; couper n'est pas obligatoire.",
    "explain.D-20.void_no_trump": "{led_suit} a été entamé et tu n'as pas de {led_suit} : ce "
                                  "jeu n'a pas d'atout, tu peux te défausser de {card}.",
    "trick.D-21.trump": "{card} remporte le pli : le plus fort atout du pli.",
    "trick.D-21.trump.so_far": "{card} mène pour l'instant : le plus fort atout jusqu'ici ; la "
                               "levée n'est pas complète.",
    "trick.D-21.led_suit": "{card} remporte le pli : aucun atout n'a été joué, et {card} est la "
                           "plus forte carte du pli dans la couleur entamée, {led_suit}.",
    "trick.D-21.led_suit.so_far": "{card} mène pour l'instant : pas encore d'atout, et {card} "
                                  "est jusqu'ici la plus forte carte de la couleur entamée, "
                                  "{led_suit} ; "
                                  "la levée n'est pas complète.",
    "trick.D-22.first_copy": "{card} remporte le pli : la même carte est là deux fois, et de "
                             "deux cartes égales la première jouée est la plus forte, la Dulle "
                             "comprise.",
    "trick.D-22.first_copy.so_far": "{card} mène pour l'instant : la même carte est là deux "
                                    "fois, et la première jouée est la plus forte ; la levée "
                                    "n'est pas complète.",
    "trick.D-V1.second_dulle": "{card} remporte le pli : selon la règle maison de ce jeu de "
                               "règles, la deuxième Dulle bat la première.",
    "trick.D-V1.second_dulle.so_far": "{card} mène pour l'instant : selon la règle maison, la "
                                      "deuxième Dulle bat la première ; la levée n'est pas "
                                      "complète.",
    "trick.D-V1.last_trick_first_dulle": "{card} remporte le pli : à la dernière levée la règle "
                                         "maison ne s'applique pas, la Dulle jouée la première "
                                         "reste la plus forte.",
    "trick_card.off_suit_trump_led": "{card} n'est pas un atout et ne peut pas gagner, car l'atout "
                                     "a été entamé ; cette carte vaut {points} points.",
    "ruleset.ddv": "règles de tournoi de la DDV",
    "ruleset.dulle": "règle maison : la deuxième Dulle bat la première, sauf au dernier pli",
    "ruleset.dulle-immer": "règle maison : la deuxième Dulle bat toujours la première",
    "trick_card.trump": "{card} est atout et vaut {points} points.",
    "trick_card.led_suit": "{card} est de la couleur entamée, {led_suit}, et vaut {points} "
                           "points.",
    "trick_card.off_suit": "{card} n'est ni {led_suit} ni atout et ne peut pas gagner ; vaut "
                           "{points} points.",
    "trick_card.off_suit_no_trump": "{card} n'est pas {led_suit} et ne peut pas gagner ; vaut "
                                    "{points} points.",
    "trick_card.winner": "Remporte le pli.",
    "note.assumed_not_last": "Sans numéro de levée, on a supposé que ce n'est pas la "
                              "dernière.",
    "score.D-31.win": "{party} gagne avec {augen} points ; il fallait {needs}.",
    "score.D-32.win": "{party} gagne avec {augen} points et atteint le but des Absagen : "
                      "{needs}.",
    "score.D-33.none": "Aucun camp n'atteint le but de ses Absagen : personne ne gagne ; seuls "
                       "comptent ce qui a été atteint et les points spéciaux.",
    "points.D-34.gewonnen": "Gagné : 1 point pour {party}.",
    "points.D-34.unter": "{loser} reste sous {limit} : 1 point pour {party}.",
    "points.D-34.schwarz": "{loser} sans levée, schwarz : 1 point pour {party}.",
    "points.D-34.angesagt": "{caller} annoncé : 2 points pour {party}.",
    "points.D-34.absage": "« {call} » annoncé par {caller} : 1 point pour {party}.",
    "points.D-34.reached": "{caller} atteint {limit} points contre « {call} » : 1 point pour "
                           "{party}.",
    "points.D-35.gegen_die_alten": "Gagné contre les Alten (Kontra gagne) : 1 point spécial "
                                   "pour {party}.",
    "points.D-35.doppelkopf": "Doppelkopf à la levée {trick} (40 points ou plus) : 1 point "
                              "spécial pour {party}.",
    "points.RD12.fuchs_gefangen": "Fuchs pris à la levée {trick} : 1 point spécial pour "
                                  "{party}.",
    "points.RD11.karlchen": "Karlchen fait la dernière levée : 1 point spécial pour {party}.",
    "points.D-36.solo": "Solo : le soliste marque la valeur du jeu trois fois.",
    "call.D-24.ansage": "{party} annonce avec {count} cartes en main : à temps.",
    "call.D-24.late": "{party} annonce avec seulement {count} cartes en main : trop tard, mais "
                      "cela compte tel quel.",
    "call.D-24.untimed": "{party} annonce.",
    "call.D-25.absage": "{party} annonce « {call} » avec {count} cartes en main : à temps.",
    "call.D-25.late": "{party} annonce « {call} » avec seulement {count} cartes en main : trop "
                      "tard, mais cela compte tel quel.",
    "call.D-25.untimed": "{party} annonce « {call} ».",
    "call.D-26.skipped": "{party} annonce « {call} » avec {count} cartes en main et compte "
                         "chaque palier sauté : à temps.",
    "call.D-26.late": "{party} saute des paliers avec seulement {count} cartes en main : un "
                      "palier sauté ne serait plus permis ; tous comptent tels quels.",
    "call.D-26.untimed": "{party} annonce « {call} » et compte chaque palier sauté.",
    "call.D-27.reply": "{party} réplique avec {count} cartes en main, une carte plus tard que "
                       "les adversaires : à temps.",
    "call.D-27.absage_after_late_reply": "{party} annonce « {call} », mais son annonce "
                                         "n'aurait pas été à temps comme première : trop tard, "
                                         "cela compte tel quel.",
    "call.D-28.shifted": "{party} annonce « {call} » avec {count} cartes en main ; après le "
                         "Klärungsstich tardif de la Hochzeit les délais reculent : à temps.",
    "call.D-28.before_klaerungsstich": "{party} annonce « {call} » avant la fin du "
                                       "Klärungsstich : trop tôt, cela compte tel quel.",
    "call.D-29.repeated": "{party} répète « {call} » : la même annonce ne compte qu'une fois.",
    "score.D-6.all_gesund": "Tous sont sains : on joue un jeu normal.",
    "score.D-6.alone": "{player} a la seule réserve ({game}) et la joue.",
    "score.D-7.precedence": "{player} joue {game} : cette réserve passe avant toutes les "
                             "autres.",
    "score.D-7.same_rank": "{player} joue {game} : à rang égal, {player} est placé plus tôt.",
    "vorbehalt.gesund": "sain", "vorbehalt.hochzeit": "la Hochzeit",
    "vorbehalt.lustsolo": "un solo libre", "vorbehalt.pflichtsolo": "un solo obligatoire",
    "vorbehalt.normal": "un jeu normal",
    "round.as_played": "Compté tel que joué : {revokes} carte(s) interdite(s) ; une faute non "
                       "réclamée reste valable.",
    "page.points": "points",
}
