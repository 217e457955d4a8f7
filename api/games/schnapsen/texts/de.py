"""German Schnapsen texts: card names, rules, explanations of verdicts, actions and scores."""

TEXTS: dict[str, str] = {
    "talon.name": "Talon",
    "game.name": "Schnapsen",
    "ruleset.default": "Österreichische Regeln",
    "card": "{suit}-{rank}",
    "suit.acorns": "Eichel", "suit.leaves": "Laub", "suit.hearts": "Herz",
    "suit.bells": "Schellen",
    "rank.under": "Unter", "rank.ober": "Ober", "rank.king": "König", "rank.10": "Zehner",
    "rank.ace": "Ass",
    "french.card": "{suit}-{rank}",
    "french.suit.acorns": "Kreuz", "french.suit.leaves": "Pik", "french.suit.hearts": "Herz",
    "french.suit.bells": "Karo",
    "french.rank.under": "Bube", "french.rank.ober": "Dame", "french.rank.king": "König",
    "french.rank.10": "Zehner", "french.rank.ace": "Ass",
    "contract.trump": "Trumpf {trump}",
    "talon.open": "Talon offen", "talon.closed": "Talon zugedreht",
    "talon.exhausted": "Talon aufgebraucht",
    "player": "Spieler {index}",
    "trump_card.unknown": "die aufgedeckte Trumpfkarte",
    "rule.N-1.title": "Karten und Werte",
    "rule.N-1.text": "20 Karten: Ass 11, Zehner 10, König 4, Ober 3, Unter 2 in vier Farben; "
                     "Rang Ass, Zehner, König, Ober, Unter; 120 Punkte im Spiel.",
    "rule.N-2.title": "Geben und Talon",
    "rule.N-2.text": "Je fünf Karten (3 und 2), dazwischen wird die Trumpfkarte (Atout) "
                     "aufgedeckt; der Rest bildet den Talon. Wer den Stich macht, zieht zuerst "
                     "und spielt aus.",
    "rule.N-3.title": "Wer sticht",
    "rule.N-3.text": "Die höhere Karte der ausgespielten Farbe oder ein Trumpf gewinnt; eine "
                     "Karte einer anderen Nichttrumpffarbe gewinnt nie.",
    "rule.N-4.title": "Freies Spiel bei offenem Talon",
    "rule.N-4.text": "Solange der Talon offen ist, darf der zweite Spieler jede Karte zugeben, "
                     "ohne zu bedienen oder zu stechen.",
    "rule.N-5.title": "Die vier Stufen bei zugedrehtem oder aufgebrauchtem Talon",
    "rule.N-5.text": "Die erste passende Stufe gilt: höher bedienen, sonst niedriger bedienen, "
                     "sonst trumpfen, sonst beliebig. Innerhalb der Stufe ist jede Karte "
                     "erlaubt.",
    "rule.N-6.title": "Trumpf ausgespielt",
    "rule.N-6.text": "Bei Trumpf-Ausspiel gilt dasselbe innerhalb der Trumpffarbe: höher "
                     "stechen, sonst niedriger zugeben, sonst beliebig.",
    "rule.N-7.title": "Farbzwang geht vor Stichzwang",
    "rule.N-7.text": "Wer die ausgespielte Farbe hat, darf nicht stattdessen trumpfen, auch "
                     "wenn er mit der Farbe sicher verliert.",
    "rule.N-8.title": "Der Ausspielende ist frei",
    "rule.N-8.text": "Der Zwang betrifft nur den zweiten Spieler im Stich, nicht den, der "
                     "ausspielt.",
    "rule.N-9.title": "Renonce",
    "rule.N-9.text": "Ein Verstoß gegen Farb- oder Stichzwang verliert das Spiel mit 3 "
                     "Punkten.",
    "rule.N-10.title": "66 und Ansagen (20er, 40er)",
    "rule.N-10.text": "66 Punkte gewinnen. König und Ober einer Farbe sind eine Ansage: ein "
                      "20er, in Trumpf ein 40er, angesagt beim Ausspielen einer der beiden; "
                      "sie zählen erst, wenn der Spieler einen Stich gemacht hat.",
    "rule.N-11.title": "Ansagen auch in der Zwangsphase",
    "rule.N-11.text": "Ansagen bleiben auch in der Zwangsphase erlaubt, nach dem Zudrehen wie "
                      "bei aufgebrauchtem Talon.",
    "rule.N-12.title": "Trumpf tauschen",
    "rule.N-12.text": "Wer den Trumpf-Unter hält, darf ihn am Ausspiel gegen die aufgedeckte "
                      "Trumpfkarte tauschen, nicht nach dem Zudrehen.",
    "rule.N-13.title": "Zudrehen",
    "rule.N-13.text": "Der Spieler am Ausspiel darf den Talon zudrehen; danach wird nicht mehr "
                      "gezogen und es gelten die vier Stufen.",
    "rule.N-14.title": "Spielpunkte",
    "rule.N-14.text": "1 Punkt, wenn der Verlierer 33 oder mehr hat; 2 unter 33 mit einem "
                      "Stich; 3, wenn der Verlierer keinen Stich hat.",
    "rule.N-15.title": "Ausgang nach dem Zudrehen",
    "rule.N-15.text": "Schafft der Zudrehende 66 nicht, erhält der Gegner 2 Punkte, oder 3, "
                      "wenn er beim Zudrehen keinen Stich hatte; gelingt es, zählt der Stand "
                      "des Gegners beim Zudrehen.",
    "rule.N-16.title": "Letzter Stich und Bummerl",
    "rule.N-16.text": "Erreicht bei aufgebrauchtem Talon niemand 66, gewinnt der letzte Stich. "
                      "Ein Bummerl sind 7 Punkte, von sieben herunter gezählt.",
    "rule.R8.title": "Entscheid: Trumpf tauschen",
    "rule.R8.text": "Tauschen nur am Ausspiel, vor dem Ausspielen, bei offenem Talon mit "
                    "mindestens 4 Karten (die Trumpfkarte mitgezählt); nie nach dem Zudrehen.",
    "rule.R9.title": "Entscheid: aufgebrauchter Talon ohne 66",
    "rule.R9.text": "Der Gewinner des letzten Stichs gewinnt; die Spielpunkte nach Punkten und "
                    "Stichen des Verlierers.",
    "rule.R16.title": "Entscheid: deutsche und französische Farben",
    "rule.R16.text": "Eichel entspricht Kreuz, Laub (Gras) Pik, Herz Herz, Schellen Karo; "
                     "beide Kartensätze werden angenommen.",
    "rule.N-D1.title": "Unsere Lesart: falsche Ansage von 66",
    "rule.N-D1.text": "Die Regeltexte schweigen dazu. Wer 66 ansagt und sie nicht hat, verliert "
                      "wie beim misslungenen Zudrehen: 2 Punkte für den Gegner, 3, wenn der "
                      "Gegner noch keinen Stich hat.",
    "rule.N-D2.title": "Unsere Lesart: Zudrehen braucht mehr als zwei Talonkarten",
    "rule.N-D2.text": "Die Regeltexte schweigen zur Mindestgröße. Zudrehen ist möglich, "
                      "solange mehr als zwei Karten im Talon liegen (mit der Trumpfkarte).",
    "explain.N-8.lead": "Du spielst aus und bist frei: Farb- und Stichzwang treffen höchstens "
                        "deinen Gegner; {card} ist erlaubt.",
    "explain.N-4.free": "Der Talon ist offen: freies Spiel, du darfst {card} zugeben, ohne zu "
                        "bedienen oder zu stechen.",
    "explain.N-5.head": "{led} wurde ausgespielt und du hast eine höhere {led_suit}-Karte: "
                        "Stufe 1, du musst stechen; {card} sticht und ist erlaubt.",
    "explain.N-5.must_head": "{card} ist niedriger als {led}, aber du hast mit {evidence} eine "
                             "höhere {led_suit}-Karte: Stufe 1, innerhalb der Farbe gilt "
                             "Stichzwang.",
    "explain.N-5.follow_lower": "Du hast keine höhere {led_suit}-Karte als {led}, also musst "
                                "du eine niedrigere {led_suit}-Karte zugeben (Stufe 2): {card} "
                                "ist erlaubt, auch wenn du den Stich verlierst.",
    "explain.N-5.must_follow": "{led_suit} wurde ausgespielt und du hältst {evidence}: du "
                               "musst bedienen, {card} ist verboten.",
    "explain.N-5.trump": "Du hast keine {led_suit}-Karte, aber Trumpf: Stufe 3, du musst trumpfen "
                         "(welchen Trumpf, ist dir überlassen); {card} ist erlaubt.",
    "explain.N-5.must_trump": "Du hast keine {led_suit}-Karte, aber mit {evidence} einen Trumpf: "
                              "Stufe 3, du musst trumpfen, {card} ist verboten.",
    "explain.N-5.any": "Du hast weder {led_suit} noch Trumpf: Stufe 4, du darfst {card} "
                       "beliebig zugeben.",
    "explain.N-6.head": "Trumpf wurde ausgespielt ({led}) und du hast einen höheren Trumpf: du "
                        "musst stechen; {card} sticht und ist erlaubt.",
    "explain.N-6.must_head": "{card} ist niedriger als {led}, aber du hast mit {evidence} einen "
                             "höheren Trumpf: du musst höher stechen.",
    "explain.N-6.follow_lower": "Du hast keinen höheren Trumpf als {led}, also musst du einen "
                                "niedrigeren Trumpf zugeben: {card} ist erlaubt.",
    "explain.N-6.must_follow": "Trumpf wurde ausgespielt und du hältst {evidence}: du musst "
                               "Trumpf zugeben, {card} ist verboten.",
    "explain.N-6.any": "Trumpf wurde ausgespielt und du hast keinen Trumpf: du darfst {card} "
                       "beliebig zugeben.",
    "marriage_name.20": "den 20er in {suit}",
    "marriage_name.40": "den 40er in {suit}",
    "explain.N-10.lead_from_pair": "Du sagst {marriage} an: du musst eine der beiden angesagten "
                                   "Karten ausspielen, {card} ist erlaubt.",
    "explain.N-10.not_from_pair": "Du sagst {marriage} an: ausspielen musst du eine der beiden "
                                  "angesagten Karten, nicht {card}.",
    "explain.N-7.no_trump_instead": "Farbzwang geht vor Stichzwang: du hältst {evidence} und "
                                    "musst {led_suit} bedienen; mit {card} zu trumpfen wäre "
                                    "eine Renonce.",
    "action.N-10.one_per_lead": "Du sagst mit diesem Ausspiel schon ein anderes Paar an: den "
                                "{points}er in {suit} kannst du erst bei einem späteren Ausspiel "
                                "ansagen, denn mit einem Ausspiel wird nur ein Paar angesagt.",
    "action.N-10.counts": "Du hältst das Paar in {suit}: du darfst den {points}er "
                          "ansagen und spielst dann eine der beiden aus; du hast schon einen "
                          "Stich, der {points}er zählt sofort.",
    "action.N-10.pending": "Du hältst das Paar in {suit}: du darfst den {points}er "
                           "ansagen und spielst dann eine der beiden aus; er zählt erst, wenn "
                           "du einen Stich machst.",
    "action.N-10.pending_unless_trick": "Du hältst das Paar in {suit}: du darfst den "
                                        "{points}er ansagen und spielst dann eine der beiden "
                                        "aus; er zählt, sobald du einen Stich gemacht hast.",
    "action.N-10.missing_partner": "Für den {points}er in {suit} fehlt dir {evidence}: nur "
                                   "die beiden Karten des Paars zusammen sind eine Ansage.",
    "action.N-11.counts": "Du hältst das Paar in {suit}: auch wenn nicht mehr gezogen wird, "
                          "darfst du den {points}er ansagen und spielst eine der beiden aus; er "
                          "zählt sofort.",
    "action.N-11.pending": "Du hältst das Paar in {suit}: auch wenn nicht mehr gezogen wird, "
                           "darfst du den {points}er ansagen; er zählt erst mit deinem ersten "
                           "Stich.",
    "action.N-11.pending_unless_trick": "Du hältst das Paar in {suit}: auch wenn nicht mehr "
                                        "gezogen wird, darfst du den {points}er ansagen; er zählt, "
                                        "sobald du einen Stich gemacht hast.",
    "action.N-12.no_trump_unter": "Die Trumpfkarte austauschen darf nur, wer {evidence} hält.",
    # The talon's reason first: without a talon to exchange with, holding the Unter is moot.
    "action.N-12.talon_closed": "Der Talon ist zugedreht: tauschen darfst du nicht mehr.",
    "action.N-12.talon_exhausted": "Der Talon ist aufgebraucht und die Trumpfkarte gezogen: "
                                 "tauschen geht nicht mehr.",
    "action.R8.talon_closed": "Der Talon ist zugedreht: tauschen darfst du nicht mehr.",
    "action.R8.talon_exhausted": "Der Talon ist aufgebraucht und die Trumpfkarte gezogen: "
                                 "tauschen geht nicht mehr.",
    "action.R8.talon_size_unknown": "Tauschen ist erlaubt, solange mindestens 4 Karten (mit "
                                    "der Trumpfkarte) im Talon liegen; gib an, wie viele "
                                    "Karten im Talon liegen, dann wird es entschieden.",
    "action.R8.talon_too_small": "Im Talon liegen nur noch {talon_cards} Karten; tauschen ist "
                                 "erst ab 4 Karten (mit der Trumpfkarte) erlaubt.",
    "action.R8.allowed": "Du hältst den kleinsten Trumpf und bist am Ausspiel: du darfst ihn gegen "
                         "die Trumpfkarte {trump_card} tauschen, bevor du ausspielst.",
    "action.N-13.allowed": "Du bist am Ausspiel und der Talon ist offen: du darfst zudrehen; "
                           "danach wird nicht mehr gezogen und die vier Stufen gelten.",
    "action.N-13.talon_closed": "Der Talon ist schon zugedreht.",
    "action.N-13.talon_exhausted": "Der Talon ist aufgebraucht: es gibt nichts mehr "
                                   "zuzudrehen.",
    "action.N-D2.talon_size_unknown": "Zudrehen ist möglich, solange mehr als zwei Karten im "
                                      "Talon liegen (unsere Lesart, die Regeltexte schweigen "
                                      "dazu); gib an, wie viele Karten im Talon liegen.",
    "action.N-D2.talon_too_small": "Im Talon liegen nur noch {talon_cards} Karten; nach "
                                   "unserer Lesart (die Regeltexte schweigen dazu) braucht "
                                   "Zudrehen mehr als zwei.",
    "trick.N-3.lead": "{card} ist ausgespielt; die Karte des zweiten Spielers fehlt noch.",
    "trick.N-3.higher_of_led_suit": "{card} macht den Stich: die höhere Karte der "
                                    "ausgespielten Farbe {led_suit} (Ass, Zehner, König, Ober, "
                                    "Unter).",
    "trick.N-3.trump": "{card} macht den Stich: ein Trumpf schlägt jede Karte einer anderen "
                       "Farbe.",
    "trick.N-3.leader_higher": "{card} macht den Stich: die zweite Karte bedient {led_suit}, "
                               "ist aber niedriger.",
    "trick.N-3.leader_keeps": "{card} macht den Stich: die zweite Karte ist weder {led_suit} "
                              "noch Trumpf.",
    "trick_card.trump": "{card} ist Trumpf und zählt {points} Punkte.",
    "trick_card.led_suit": "{card} gehört zur ausgespielten Farbe {led_suit} und zählt "
                           "{points} Punkte.",
    "trick_card.off_suit": "{card} ist weder {led_suit} noch Trumpf, kann den Stich nicht machen "
                           "und zählt {points} Punkte.",
    "trick_card.winner": "Diese Karte macht den Stich.",
    "score.N-9.renonce": "{loser} hat gegen Farb- oder Stichzwang verstoßen (Renonce): "
                         "{winner} gewinnt.",
    "score.N-10.claimed_66": "{winner} hat 66 angesagt und hat {winner_points} Punkte: "
                             "gewonnen.",
    "score.N-15.closer_made_66": "{winner} hat zugedreht und mit {winner_points} Punkten 66 "
                                 "erreicht: gewonnen.",
    "score.N-15.closer_failed": "{loser} hat zugedreht, aber 66 nicht erreicht: {winner} "
                                "gewinnt.",
    # R17: the points reached but not claimed (never "did not reach 66").
    "score.N-15.closer_did_not_claim": "{loser} hat zugedreht und sich trotz {loser_points} "
                                       "Punkten nicht abgemeldet: wer zudreht, muss sich "
                                       "abmelden; {winner} gewinnt.",
    "score.N-D1.wrong_claim": "{loser} hat 66 angesagt, hat aber nur {loser_points} Punkte: "
                              "{winner} gewinnt (unsere Lesart, die Regeltexte schweigen "
                              "dazu).",
    "score.R9.last_trick": "Niemand hat 66 angesagt und der Talon ist aufgebraucht: {winner} "
                           "hat den letzten Stich gemacht und gewinnt.",
    "score.R9.last_trick_loser_unclaimed": "Niemand hat sich abgemeldet, auch {loser} nicht, "
                                           "trotz {loser_points} Punkten; der Talon ist "
                                           "aufgebraucht: {winner} hat den letzten Stich gemacht "
                                           "und gewinnt.",
    "score.R9.last_trick_winner_unclaimed": "Niemand hat sich abgemeldet, auch {winner} nicht, "
                                            "trotz {winner_points} Punkten; der Talon ist "
                                            "aufgebraucht, also entscheidet der letzte Stich: "
                                            "{winner} hat ihn gemacht und gewinnt.",
    "score.R9.last_trick_both_unclaimed": "Beide haben 66 Punkte oder mehr ({winner} "
                                          "{winner_points}, {loser} {loser_points}), keiner hat "
                                          "sich abgemeldet, und der Talon ist aufgebraucht: "
                                          "{winner} hat den letzten Stich gemacht und gewinnt.",
    "points.N-14.no_trick": "Der Verlierer hat keinen Stich gemacht: 3 Punkte.",
    "points.N-14.under_33": "Der Verlierer hat einen Stich, aber nur {loser_points} Punkte, "
                            "unter 33: 2 Punkte.",
    "points.N-14.33_or_more": "Der Verlierer hat {loser_points} Punkte, 33 oder mehr: 1 Punkt.",
    "points.N-15.no_trick": "Der Gegner hatte beim Zudrehen keinen Stich: 3 Punkte.",
    "points.N-15.under_33": "Der Gegner hatte beim Zudrehen {loser_points} Punkte, unter 33: 2 "
                            "Punkte.",
    "points.N-15.33_or_more": "Der Gegner hatte beim Zudrehen {loser_points} Punkte, 33 oder "
                              "mehr: 1 Punkt.",
    "points.N-15.closer_failed": "Ein misslungenes Zudrehen bringt dem Gegner 2 Punkte.",
    "points.N-15.opponent_had_no_trick": "Der Gegner hatte beim Zudrehen noch keinen Stich: 3 "
                                         "Punkte.",
    "points.N-9.renonce": "Eine Renonce verliert das Spiel mit 3 Punkten.",
    "points.N-D1.failed": "Eine falsche Ansage bringt dem Gegner 2 Punkte (unsere Lesart).",
    "points.N-D1.no_trick": "Der Gegner hatte noch keinen Stich: 3 Punkte (unsere Lesart).",
    "bummerl.running": "Noch offen: {player0} braucht {remaining0}, {player1} {remaining1} "
                       "Punkte.",
    "bummerl.won": "{winner} hat von sieben auf null gezählt und gewinnt das Bummerl.",
    # Labels of this game's answers on their pages for people (api/pages/pages.py).
    "page.talon": "Talon",
    "page.marriage": "Ansage",
    "page.exchange_trump": "Trumpf austauschen",
    "page.close": "Zudrehen",
    "trick_card.off_suit_trump_led": "{card} ist kein Trumpf, kann den Stich nicht machen und "
                                     "zählt {points} Punkte; Trumpf wurde ausgespielt.",
    "trick.N-3.trump_led_keeps": "{card} macht den Stich: Trumpf wurde ausgespielt, und die zweite "
                                 "Karte ist kein Trumpf.",
    "score.N-D1.wrong_claim.no_points": "{loser} hat 66 angesagt, hat aber noch keine Punkte: "
                                        "{winner} gewinnt (unsere Lesart, die Regeltexte "
                                        "schweigen dazu).",
}
