"""The titles and statements of the Skat rules (S-1 … S-30, RS1 … RS14) in de, en, fr: each
language's ``TEXTS`` takes its part (``rule.<id>.title``, ``rule.<id>.text``)."""

from __future__ import annotations

# id → ((de title, de text), (en title, en text), (fr title, fr text))
RULES: dict[str, tuple[tuple[str, str], tuple[str, str], tuple[str, str]]] = {
    "S-1": (("Die Karten", "32 Karten in Kreuz, Pik, Herz, Karo (Eichel, Grün, Rot, Schellen)."),
            ("The cards", "32 cards in Clubs, Spades, Hearts, Diamonds (Acorns, Leaves, "
                          "Hearts, Bells)."),
            ("Les cartes", "32 cartes en Trèfle, Pique, Cœur, Carreau.")),
    "S-2": (("Augen", "Ass 11, Zehn 10, König 4, Dame 3, Bube 2, Neun bis Sieben 0: 120 Augen."),
            ("Card points", "Ace 11, Ten 10, King 4, Queen 3, Jack 2, Nine to Seven 0: 120 in "
                            "all."),
            ("Points des cartes", "As 11, Dix 10, Roi 4, Dame 3, Valet 2, Neuf à Sept 0 : 120 "
                                  "en tout.")),
    "S-3": (("Drei Spieler", "Ein Alleinspieler gegen zwei Gegenspieler: Vorhand, Mittelhand, "
                             "Hinterhand."),
            ("Three players", "One declarer against two opponents: forehand, middlehand, "
                              "rearhand."),
            ("Trois joueurs", "Un déclarant contre deux adversaires : la main, le milieu, "
                              "l'arrière.")),
    "S-4": (("Geben", "Je 3, dann 2 in den Skat, dann 4, dann 3: zehn Karten jeder."),
            ("The deal", "3 each, 2 to the Skat, 4 each, 3 each: ten cards each."),
            ("La donne", "3 chacun, 2 au Skat, 4, puis 3 : dix cartes chacun.")),
    "S-5": (("Der Skat", "Der Skat gehört immer dem Alleinspieler, auch im Handspiel."),
            ("The Skat", "The Skat always belongs to the declarer, hand games included."),
            ("Le Skat", "Le Skat appartient toujours au déclarant, même sans le prendre.")),
    "S-6": (("Reizwerte", "Gereizt wird mit Spielwerten ab 18; 63 gültige Reizwerte."),
            ("Bids", "Bids are game values from 18; 63 valid values."),
            ("Les enchères", "On enchérit avec des valeurs de jeu à partir de 18 ; 63 valeurs.")),
    "S-7": (("Eingepasst", "Passen alle, ist das Spiel eingepasst: keine Wertung."),
            ("All pass", "If all pass, nobody plays and nothing is scored."),
            ("Tous passent", "Si tous passent, rien n'est compté.")),
    "S-8": (("Farbspiel", "Elf Trümpfe: die vier Buben, dann Ass, Zehn, König, Dame, Neun, Acht, "
                          "Sieben der Trumpffarbe."),
            ("Suit game", "Eleven trumps: the four Jacks, then Ace, Ten, King, Queen, Nine, "
                          "Eight, Seven of the trump suit."),
            ("Jeu à la couleur", "Onze atouts : les quatre Valets, puis As, Dix, Roi, Dame, "
                                 "Neuf, Huit, Sept de la couleur d'atout.")),
    "S-9": (("Grand", "Nur die vier Buben sind Trumpf."),
            ("Grand", "Only the four Jacks are trumps."),
            ("Grand", "Seuls les quatre Valets sont atouts.")),
    "S-10": (("Null", "Kein Trumpf; die Buben gehören zu ihrer Farbe; Ass, König, Dame, Bube, "
                      "Zehn, Neun, Acht, Sieben."),
             ("Null", "No trumps; the Jacks belong to their suits; Ace, King, Queen, Jack, Ten, "
                      "Nine, Eight, Seven."),
             ("Null", "Pas d'atout ; les Valets sont de leur couleur ; As, Roi, Dame, Valet, "
                      "Dix, Neuf, Huit, Sept.")),
    "S-11": (("Spielklassen", "Spiele mit Skataufnahme und Handspiele."),
             ("Game classes", "Games with the Skat taken up, and hand games."),
             ("Classes de jeu", "Jeux avec prise du Skat et jeux sans le prendre (Hand).")),
    "S-12": (("Ausspielen", "Vorhand spielt zum ersten Stich aus, danach wer den Stich bekam."),
             ("Leading", "Forehand leads to the first trick, then the winner of each trick."),
             ("Entame", "La main entame le premier pli, puis le gagnant de chaque pli.")),
    "S-13": (("Bedienen", "Die angespielte Farbe muss bedient werden, bei Trumpf ein Trumpf."),
             ("Following suit", "The led suit must be followed; when a trump is led, any trump."),
             ("Fournir", "Il faut fournir la couleur demandée ; à l'atout, un atout.")),
    "S-14": (("Buben sind Trumpf", "Im Farbspiel und Grand zählen die Buben zum Trumpf, nicht "
                                   "zu ihrer Farbe."),
             ("Jacks are trumps", "In suit games and grand the Jacks are trumps, not cards of "
                                  "their suits."),
             ("Les Valets sont atouts", "Au jeu à la couleur et au Grand, les Valets sont des "
                                        "atouts, pas des cartes de leur couleur.")),
    "S-15": (("Kein Stichzwang", "Wer nicht bedienen kann, spielt eine beliebige Karte."),
             ("No duty to trump", "Who cannot follow plays any card."),
             ("Pas d'obligation de couper", "Qui ne peut fournir joue n'importe quelle carte.")),
    "S-16": (("Wer sticht", "Der höchste Trumpf, sonst die höchste Karte der angespielten "
                            "Farbe."),
             ("Who wins the trick", "The highest trump, else the highest card of the led suit."),
             ("Qui prend le pli", "Le plus fort atout, sinon la plus forte carte de la couleur "
                                  "demandée.")),
    "S-17": (("Regelverstoß", "Wer nicht bedient, beendet das Spiel; verloren in der Stufe "
                              "einfach."),
             ("Revoke", "A revoke ends the game; the guilty party loses it simple."),
             ("Renonce", "Une renonce termine le jeu ; le camp fautif le perd simple.")),
    "S-18": (("Spitzen", "Die ununterbrochene Trumpffolge vom Kreuz-Buben, über Hand und Skat: "
                         "mit oder ohne."),
             ("Matadors", "The unbroken run of trumps from the Jack of Clubs, over hand and "
                          "Skat: with or without."),
             ("Matadors", "La suite d'atouts depuis le Valet de Trèfle, main et Skat compris : "
                          "avec ou sans.")),
    "S-19": (("Grundwerte", "Karo 9, Herz 10, Pik 11, Kreuz 12, Grand 24."),
             ("Base values", "Diamonds 9, Hearts 10, Spades 11, Clubs 12, grand 24."),
             ("Valeurs de base", "Carreau 9, Cœur 10, Pique 11, Trèfle 12, Grand 24.")),
    "S-20": (("Spielwert", "Grundwert mal Spitzen plus Spiel, Hand, Schneider, angesagt, "
                           "Schwarz, angesagt, ouvert."),
             ("Game value", "Base value times matadors plus game, hand, schneider, announced, "
                            "schwarz, announced, open."),
             ("Valeur du jeu", "Valeur de base fois matadors plus jeu, Hand, Schneider, annoncé, "
                               "Schwarz, annoncé, ouvert.")),
    "S-21": (("Gewonnen mit 61", "Mit 61 Augen samt Skat gewonnen; 60 verliert."),
             ("61 wins", "61 card points with the Skat win; 60 loses."),
             ("61 gagne", "61 points avec le Skat gagnent ; 60 perd.")),
    "S-22": (("Schneider", "Schneider ist, wer 30 Augen oder weniger hat."),
             ("Schneider", "A party with 30 card points or fewer is Schneider."),
             ("Schneider", "Est Schneider le camp qui a 30 points ou moins.")),
    "S-23": (("Schwarz", "Schwarz ist, wer keinen Stich bekommen hat."),
             ("Schwarz", "A party that took no trick is Schwarz."),
             ("Schwarz", "Est Schwarz le camp qui n'a fait aucun pli.")),
    "S-24": (("Ansagen", "Schneider und Schwarz nur im Handspiel angesagt; verfehlt: verloren in "
                         "der angesagten Stufe."),
             ("Announcements", "Schneider and Schwarz announced only in a hand game; missed: "
                               "lost at the announced level."),
             ("Annonces", "Schneider et Schwarz annoncés seulement en Hand ; manqués : perdu au "
                          "niveau annoncé.")),
    "S-25": (("Ouvert", "Offen gespielt darf der Alleinspieler keinen Stich abgeben; gilt als "
                        "Schwarz angesagt."),
             ("Open", "Played open the declarer may lose no trick; counts as Schwarz "
                      "announced."),
             ("Ouvert", "Joué ouvert, le déclarant ne doit céder aucun pli ; compte Schwarz "
                        "annoncé.")),
    "S-26": (("Nullspiel", "Gewonnen ohne Stich; Null 23, Hand 35, ouvert 46, ouvert Hand 59."),
             ("Null", "Won with no trick; Null 23, hand 35, open 46, open hand 59."),
             ("Null", "Gagné sans pli ; Null 23, Hand 35, ouvert 46, ouvert Hand 59.")),
    "S-27": (("Überreizt", "Erreicht das Spiel den Reizwert nicht, ist es verloren, zum "
                           "nächsten Vielfachen des Grundwerts."),
             ("Overbid", "A game worth less than the bid is lost, at the next multiple of its "
                         "base value."),
             ("Enchère dépassée", "Un jeu qui vaut moins que l'enchère est perdu, au multiple "
                                  "suivant de sa valeur de base.")),
    "S-28": (("Verloren zählt doppelt", "Gewonnen plus Spielwert, verloren minus doppelter "
                                        "Spielwert."),
             ("Lost counts double", "Won: plus the value; lost: minus twice the value."),
             ("Perdu compte double", "Gagné : plus la valeur ; perdu : moins deux fois la "
                                     "valeur.")),
    "S-29": (("Ansage nach Reizwert", "Der Alleinspieler muss ein Spiel ansagen, das den "
                                      "Reizwert erreichen kann."),
             ("Announce what the bid needs", "The declarer must announce a game that can reach "
                                             "the bid."),
             ("Annoncer selon l'enchère", "Le déclarant doit annoncer un jeu qui peut "
                                          "atteindre l'enchère.")),
    "S-30": (("Seeger-Fabian", "Spielwert plus 50 für ein gewonnenes, minus 50 für ein "
                               "verlorenes Spiel; die anderen je 40 oder 30."),
             ("Seeger-Fabian", "Game points plus 50 for a won, minus 50 for a lost game; the "
                               "others 40 or 30 each."),
             ("Seeger-Fabian", "Points du jeu plus 50 gagné, moins 50 perdu ; les autres 40 ou "
                               "30 chacun.")),
    "RS1": (("Eine Ordnung: ISkO", "Nur die ISkO; Hausregeln werden abgelehnt."),
            ("One ruleset: ISkO", "Only the ISkO; house rules are refused."),
            ("Un seul règlement : ISkO", "Seulement l'ISkO ; les règles maison sont refusées.")),
    "RS2": (("Kein Kontra und Re", "Kontra und Re stehen nicht in der ISkO."),
            ("No Kontra or Re", "Kontra and Re are not in the ISkO."),
            ("Pas de Kontra ni Re", "Kontra et Re ne sont pas dans l'ISkO.")),
    "RS3": (("Kein Ramsch, kein Bock", "Passen alle, wird nicht gewertet."),
            ("No Ramsch, no Bock", "If all pass, nothing is scored."),
            ("Ni Ramsch ni Bock", "Si tous passent, rien n'est compté.")),
    "RS4": (("Schwarz nach Stichen", "Schwarz zählt Stiche, nicht Augen; der Skat ist kein "
                                     "Stich."),
            ("Schwarz by tricks", "Schwarz counts tricks, not card points; the Skat is no "
                                  "trick."),
            ("Schwarz par les plis", "Schwarz compte les plis, pas les points ; le Skat n'est "
                                     "pas un pli.")),
    "RS5": (("Was eine Ansage einschließt", "Ouvert schließt Hand und Schwarz angesagt ein, "
                                            "Schwarz den Schneider; Widersprüche werden "
                                            "abgelehnt."),
            ("What an announcement implies", "Open implies hand and Schwarz announced, Schwarz "
                                             "implies Schneider; contradictions are refused."),
            ("Ce qu'une annonce implique", "Ouvert implique Hand et Schwarz annoncé, Schwarz "
                                           "implique Schneider ; les contradictions sont "
                                           "refusées.")),
    "RS6": (("Doppelt in jedem Spiel", "Verlorene Spiele zählen immer doppelt, auch Hand und "
                                       "Null."),
            ("Double in every game", "Lost games always count double, hand and Null too."),
            ("Double dans tout jeu", "Un jeu perdu compte toujours double, Hand et Null "
                                     "aussi.")),
    "RS7": (("Seeger-Fabian am Tisch", "Verliert der Alleinspieler, bekommen alle anderen am "
                                       "Tisch je 40 (drei) oder 30 (vier)."),
            ("Seeger-Fabian at the table", "When the declarer loses, everyone else at the "
                                           "table gets 40 (three) or 30 (four)."),
            ("Seeger-Fabian à la table", "Si le déclarant perd, chacun des autres reçoit 40 "
                                         "(à trois) ou 30 (à quatre).")),
    "RS8": (("Feste Nullwerte", "Null 23, Hand 35, ouvert 46, ouvert Hand 59, was immer "
                                "geschieht."),
            ("Fixed Null values", "Null 23, hand 35, open 46, open hand 59, whatever "
                                  "happens."),
            ("Valeurs fixes du Null", "Null 23, Hand 35, ouvert 46, ouvert Hand 59, quoi qu'il "
                                      "arrive.")),
    "RS9": (("Ansage unter dem Reizwert", "Ein Spiel, das den Reizwert nicht erreichen kann, "
                                          "wird abgelehnt (nicht im Handspiel)."),
            ("Announcement below the bid", "A game that cannot reach the bid is refused (not "
                                           "in a hand game)."),
            ("Annonce sous l'enchère", "Un jeu qui ne peut atteindre l'enchère est refusé (pas "
                                       "en Hand).")),
    "RS10": (("Überreizt: nächstes Vielfaches", "Jedes überreizte Spiel verliert zum "
                                                "kleinsten Vielfachen des Grundwerts."),
             ("Overbid: next multiple", "Every overbid game loses at the smallest multiple of "
                                        "its base value."),
             ("Dépassé : multiple suivant", "Tout jeu dépassé perd au plus petit multiple de sa "
                                            "valeur de base.")),
    "RS11": (("Eingaben der Wertung", "Die Augen des Alleinspielers zählen den Skat mit; der "
                                      "Reizwert muss gültig sein."),
             ("Score inputs", "The declarer's card points include the Skat; the bid must be "
                              "valid."),
             ("Données du compte", "Les points du déclarant comprennent le Skat ; l'enchère "
                                   "doit être valable.")),
    "RS12": (("Ganze Runde", "Sitze 0, 1, 2 sind Vorhand, Mittelhand, Hinterhand; mit "
                             "Regelverstoß keine Wertung."),
             ("Whole round", "Seats 0, 1, 2 are forehand, middlehand, rearhand; no score after "
                             "a revoke."),
             ("Donne entière", "Places 0, 1, 2 : la main, le milieu, l'arrière ; pas de compte "
                               "après une renonce.")),
    "RS13": (("Französisch und deutsch", "Französische Farben sind kanonisch; deutsche Namen "
                                         "werden angenommen."),
             ("French and German", "French suits are canonical; German names are accepted."),
             ("Français et allemand", "Les couleurs françaises sont la règle ; les noms "
                                      "allemands sont acceptés.")),
    "RS14": (("Ausgabe", "Paragraphen nach der Ausgabe von 2006."),
             ("Edition", "Sections as numbered in the 2006 edition."),
             ("Édition", "Articles numérotés selon l'édition de 2006.")),
}


def rule_texts(lang: str) -> dict[str, str]:
    which = ("de", "en", "fr").index(lang)
    found: dict[str, str] = {}
    for rule_id, texts in RULES.items():
        title, text = texts[which]
        found[f"rule.{rule_id}.title"] = title
        found[f"rule.{rule_id}.text"] = text
    return found
