"""German Sechsundsechzig texts: card names, rules, explanations of verdicts, actions and scores.

In the words of the German 66 texts (RULES-66.md): Trumpf, Augen for card points, 20 and 40
melden, zudecken (MEYERS: »gedeckt«), Farbzwang, Trumpfzwang, Schneider, schwarz, Ständer."""

TEXTS: dict[str, str] = {
    "talon.name": "Talon",
    "game.name": "Sechsundsechzig",
    "ruleset.default": "Deutsche Regeln",
    "card": "{suit}-{rank}",
    "suit.acorns": "Eichel", "suit.leaves": "Laub", "suit.hearts": "Herz",
    "suit.bells": "Schellen",
    "rank.9": "Neun", "rank.under": "Unter", "rank.ober": "Ober", "rank.king": "König",
    "rank.10": "Zehn", "rank.ace": "Ass",
    "french.card": "{suit}-{rank}",
    "french.suit.acorns": "Kreuz", "french.suit.leaves": "Pik", "french.suit.hearts": "Herz",
    "french.suit.bells": "Karo",
    "french.rank.9": "Neun", "french.rank.under": "Bube", "french.rank.ober": "Dame",
    "french.rank.king": "König", "french.rank.10": "Zehn", "french.rank.ace": "Ass",
    "contract.trump": "Trumpf {trump}",
    "talon.open": "Talon offen", "talon.closed": "Talon zugedeckt",
    "talon.exhausted": "Talon aufgebraucht",
    "player": "Spieler {index}",
    "trump_card.unknown": "die aufgedeckte Trumpfkarte",
    "rule.M-1.title": "Karten und Werte",
    "rule.M-1.text": "24 Karten: Ass 11, Zehn 10, König 4, Ober (Dame) 3, Unter (Bube) 2, "
                     "Neun 0 in vier Farben; Rang in dieser Reihenfolge, das Ass am höchsten; "
                     "120 Augen im Spiel.",
    "rule.M-2.title": "Geben und Talon",
    "rule.M-2.text": "Je sechs Karten (zweimal drei); die dreizehnte wird als Trumpf "
                     "aufgedeckt, die übrigen elf liegen verdeckt quer darüber: ein Talon von "
                     "zwölf Karten. Wer den Stich macht, zieht zuerst und spielt aus; nach dem "
                     "sechsten Stich ist der Talon aufgebraucht.",
    "rule.M-3.title": "Wer sticht",
    "rule.M-3.text": "Die höhere Karte der ausgespielten Farbe oder der höhere Trumpf macht "
                     "den Stich; eine Karte einer dritten Farbe sticht nie. Die Zehn ist höher "
                     "als der König.",
    "rule.M-4.title": "Freies Spiel bei offenem Talon",
    "rule.M-4.text": "Solange der Talon offen ist, darf der zweite Spieler jede Karte zugeben; "
                     "Farbe muss nicht bedient werden.",
    "rule.M-5.title": "Die vier Stufen bei zugedecktem oder aufgebrauchtem Talon",
    "rule.M-5.text": "Die erste passende Stufe gilt: höher bedienen (Stichzwang), sonst "
                     "niedriger bedienen (Farbzwang), sonst trumpfen (Trumpfzwang), sonst "
                     "beliebig. Innerhalb der Stufe ist jede Karte erlaubt. Den Stichzwang "
                     "nennen nicht alle Regeltexte; hier gilt er (unsere Lesart).",
    "rule.M-6.title": "Trumpf ausgespielt",
    "rule.M-6.text": "Bei Trumpf-Ausspiel gilt dasselbe innerhalb der Trumpffarbe: höher "
                     "stechen, sonst niedriger zugeben, sonst beliebig.",
    "rule.M-7.title": "Farbzwang vor Trumpfzwang",
    "rule.M-7.text": "Wer die ausgespielte Farbe hat, muss bedienen und darf nicht "
                     "stattdessen trumpfen, auch wenn der Trumpf den Stich machen würde.",
    "rule.M-8.title": "Der Ausspielende ist frei",
    "rule.M-8.text": "Wer ausspielt, darf jede Karte spielen; Farb-, Stich- und Trumpfzwang "
                     "gelten nur für den zweiten Spieler im Stich.",
    "rule.M-9.title": "20 und 40 melden",
    "rule.M-9.text": "Wer König und Ober einer Farbe hält, kann beim Ausspielen 20 melden, in "
                     "Trumpf 40.",
    "rule.M-10.title": "Nach dem Melden eine Karte des Paars",
    "rule.M-10.text": "Wer gemeldet hat, muss den König oder den Ober der gemeldeten Farbe "
                      "ausspielen; mit einem Ausspiel wird nur ein Paar gemeldet. Die "
                      "Regeltexte sagen das nicht alle; es ist unsere Lesart.",
    "rule.M-11.title": "20 und 40 zählen erst mit einem Stich",
    "rule.M-11.text": "Gemeldete 20 oder 40 zählen erst, wenn der Spieler einen Stich gemacht "
                      "hat; wer keinen Stich macht, bekommt sie nie.",
    "rule.M-12.title": "Kein Melden mehr bei zugedecktem oder aufgebrauchtem Talon",
    "rule.M-12.text": "Ist der Talon zugedeckt oder aufgebraucht, wird nicht mehr gemeldet. "
                      "Die Regeltexte sind sich darin nicht einig; es ist unsere Lesart.",
    "rule.M-13.title": "Die Trumpf-Neun austauschen",
    "rule.M-13.text": "Wer die Trumpf-Neun hält und schon einen Stich gemacht hat, darf sie am "
                      "Ausspiel, vor dem Ausspielen, gegen die aufgedeckte Trumpfkarte "
                      "tauschen, solange der Talon offen ist und mindestens 4 Karten hat (die "
                      "Trumpfkarte mitgezählt). Zeitpunkt und Mindestzahl sind unsere Lesart.",
    "rule.M-14.title": "Zudecken",
    "rule.M-14.text": "Der Spieler am Ausspiel darf die Trumpfkarte umdrehen und den Talon "
                      "zudecken (zudrehen), solange mehr als zwei Karten darin liegen; danach "
                      "wird nicht mehr gezogen und es gelten die vier Stufen. Die Mindestzahl "
                      "ist unsere Lesart.",
    "rule.M-15.title": "Der letzte Stich zählt 10",
    "rule.M-15.text": "Wer den letzten Stich macht, bekommt 10 Augen dazu, aber nur, wenn alle "
                      "Karten zu Ende gespielt sind, nie nach dem Zudecken: insgesamt 130 "
                      "Augen.",
    "rule.M-16.title": "66 ansagen",
    "rule.M-16.text": "66 Augen (Stiche, gezählte 20 und 40, der letzte Stich) gewinnen das "
                      "Spiel; wer sie hat, sagt 66 an und beendet das Spiel. Wer falsch ansagt, "
                      "verliert: der Gegner bekommt 2 Punkte, oder 3, wenn er noch keinen Stich "
                      "hat (unsere Lesart).",
    "rule.M-17.title": "Spielpunkte: Schneider und schwarz",
    "rule.M-17.text": "1 Punkt, wenn der Verlierer 33 Augen oder mehr hat; 2, wenn er weniger "
                      "als 33 hat (Schneider); 3, wenn er keinen Stich hat (schwarz). Ein Stich "
                      "aus zwei Neunen ist auch ein Stich; gezählte 20 und 40 werden zu den "
                      "Augen gerechnet.",
    "rule.M-18.title": "Ausgang nach dem Zudecken",
    "rule.M-18.text": "Erreicht, wer zugedeckt hat, als Erster 66, zählt der Stand des Gegners "
                      "beim Zudecken; sonst bekommt der Gegner 2 Punkte, oder 3, wenn er beim "
                      "Zudecken keinen Stich hatte. Die Regeltexte werten das verschieden; es "
                      "ist unsere Lesart.",
    "rule.M-19.title": "Zu Ende gespielt; der Ständer",
    "rule.M-19.text": "Sind alle zwölf Stiche gespielt und hat niemand 66 angesagt, "
                      "entscheiden die Augen, die 10 für den letzten Stich eingerechnet; "
                      "haben beide 66 oder mehr, gewinnt der letzte Stich. Bei 65 zu 65 ist es "
                      "ein Ständer: niemand gewinnt, und wer das nächste Spiel gewinnt, bekommt "
                      "einen Punkt mehr (unsere Lesart, wo die Regeltexte abweichen).",
    "rule.M-20.title": "Die Partie",
    "rule.M-20.text": "Eine Partie (in Österreich ein Bummerl) geht über 7 Punkte, die von sieben"
                      " heruntergezählt werden; ein Punkt aus einem Ständer geht an den Gewinner "
                      "des nächsten Spiels.",
    "explain.M-8.lead": "Du spielst aus und bist frei: Farb-, Stich- und Trumpfzwang treffen "
                        "nur deinen Gegner; {card} ist erlaubt.",
    "explain.M-4.free": "Der Talon ist offen: freies Spiel, du darfst {card} zugeben, ohne zu "
                        "bedienen oder zu stechen.",
    "explain.M-5.head": "{led} wurde ausgespielt und du hast eine höhere {led_suit}-Karte: "
                        "Stufe 1, du musst stechen; {card} sticht und ist erlaubt.",
    "explain.M-5.must_head": "{card} ist niedriger als {led}, aber du hast mit {evidence} eine "
                             "höhere {led_suit}-Karte: Stufe 1, innerhalb der Farbe gilt "
                             "Stichzwang; {card} ist verboten.",
    "explain.M-5.follow_lower": "Du hast keine höhere {led_suit}-Karte als {led}, also musst "
                                "du eine niedrigere {led_suit}-Karte zugeben (Stufe 2): {card} "
                                "ist erlaubt, auch wenn du den Stich verlierst.",
    "explain.M-5.must_follow": "{led_suit} wurde ausgespielt und du hältst {evidence}: du "
                               "musst bedienen, {card} ist verboten.",
    "explain.M-5.trump": "Du hast keine {led_suit}-Karte, aber Trumpf: Stufe 3, du musst "
                         "trumpfen (welchen Trumpf, ist dir überlassen); {card} ist erlaubt.",
    "explain.M-5.must_trump": "Du hast keine {led_suit}-Karte, aber mit {evidence} einen Trumpf: "
                              "Stufe 3, du musst trumpfen, {card} ist verboten.",
    "explain.M-5.any": "Du hast weder {led_suit} noch Trumpf: Stufe 4, du darfst {card} "
                       "beliebig zugeben.",
    "explain.M-6.head": "Trumpf wurde ausgespielt ({led}) und du hast einen höheren Trumpf: du "
                        "musst stechen; {card} sticht und ist erlaubt.",
    "explain.M-6.must_head": "{card} ist niedriger als {led}, aber du hast mit {evidence} einen "
                             "höheren Trumpf: du musst höher stechen, {card} ist verboten.",
    "explain.M-6.follow_lower": "Du hast keinen höheren Trumpf als {led}, also musst du einen "
                                "niedrigeren Trumpf zugeben: {card} ist erlaubt.",
    "explain.M-6.must_follow": "Trumpf wurde ausgespielt und du hältst {evidence}: du musst "
                               "Trumpf zugeben, {card} ist verboten.",
    "explain.M-6.any": "Trumpf wurde ausgespielt und du hast keinen Trumpf: du darfst {card} "
                       "beliebig zugeben.",
    "marriage_name.20": "20 in {suit}",
    "marriage_name.40": "40 in {suit}",
    "explain.M-10.lead_from_pair": "Du meldest {marriage}: du musst eine der beiden gemeldeten "
                                   "Karten ausspielen, {card} ist erlaubt.",
    "explain.M-10.not_from_pair": "Du meldest {marriage}: ausspielen musst du eine der beiden "
                                  "gemeldeten Karten, nicht {card}.",
    "explain.M-7.no_trump_instead": "Farbzwang geht vor: du hältst {evidence} und musst "
                                    "{led_suit} bedienen; mit {card} zu trumpfen ist verboten.",
    "action.M-10.one_per_lead": "Du meldest mit diesem Ausspiel schon ein anderes Paar: die "
                                "{points} in {suit} kannst du erst bei einem späteren Ausspiel "
                                "melden, denn mit einem Ausspiel wird nur ein Paar gemeldet.",
    "action.M-9.counts": "Du hältst das Paar in {suit}: du darfst {points} melden und "
                         "spielst dann eine der beiden aus; du hast schon einen Stich, die "
                         "{points} zählen sofort.",
    "action.M-9.pending": "Du hältst das Paar in {suit}: du darfst {points} melden und "
                          "spielst dann eine der beiden aus; sie zählen erst, wenn du einen "
                          "Stich machst.",
    "action.M-9.pending_unless_trick": "Du hältst das Paar in {suit}: du darfst {points} "
                                       "melden und spielst dann eine der beiden aus; sie "
                                       "zählen, sobald du einen Stich gemacht hast.",
    "action.M-9.missing_partner": "Um {points} in {suit} zu melden, fehlt dir {evidence}: nur "
                                  "beide Karten des Paars zusammen werden gemeldet.",
    "action.M-12.talon_closed": "Der Talon ist zugedeckt: dann darfst du nicht mehr melden, auch "
                                "nicht {points} in {suit} (unsere Lesart).",
    "action.M-12.talon_exhausted": "Der Talon ist aufgebraucht: dann darfst du nicht mehr melden,"
                                   " auch nicht {points} in {suit} (unsere Lesart).",
    "action.M-13.no_trump_nine": "Gegen die aufgedeckte Trumpfkarte tauschen darf nur, wer "
                                 "{evidence} hält.",
    "action.M-13.talon_closed": "Der Talon ist zugedeckt: die Trumpf-Neun darfst du nicht mehr "
                                "tauschen.",
    "action.M-13.talon_exhausted": "Der Talon ist aufgebraucht und die Trumpfkarte gezogen: "
                                   "Tauschen geht nicht mehr.",
    "action.M-13.talon_size_unknown": "Tauschen ist erlaubt, solange mindestens 4 Karten (mit "
                                      "der Trumpfkarte) im Talon liegen; gib an, wie viele "
                                      "Karten im Talon liegen, dann wird es entschieden.",
    "action.M-13.talon_too_small": "Im Talon liegen nur noch {talon_cards} Karten; das Tauschen "
                                   "ist erst ab 4 Karten (mit der Trumpfkarte) erlaubt.",
    "action.M-13.no_trick_won": "Du hältst die Trumpf-Neun, hast aber noch keinen Stich "
                                "gemacht: tauschen darf nur, wer schon einen Stich hat.",
    "action.M-13.trick_unknown": "Die Trumpf-Neun tauschen darf nur, wer schon einen Stich "
                                 "gemacht hat; gib an, ob du schon einen Stich hast, dann "
                                 "wird es entschieden.",
    "action.M-13.allowed": "Du hältst die Trumpf-Neun, hast schon einen Stich und bist am "
                           "Ausspiel: du darfst sie gegen {trump_card} tauschen, bevor du "
                           "ausspielst.",
    "action.M-14.allowed": "Du bist am Ausspiel und der Talon ist offen: du darfst zudecken; "
                           "danach wird nicht mehr gezogen und die vier Stufen gelten.",
    "action.M-14.talon_closed": "Der Talon ist schon zugedeckt.",
    "action.M-14.talon_exhausted": "Der Talon ist aufgebraucht: es gibt nichts mehr "
                                   "zuzudecken.",
    "action.M-14.talon_size_unknown": "Zudecken ist möglich, solange mehr als zwei Karten im "
                                      "Talon liegen (unsere Lesart); gib an, wie viele Karten "
                                      "im Talon liegen.",
    "action.M-14.talon_too_small": "Im Talon liegen nur noch {talon_cards} Karten; nach "
                                   "unserer Lesart braucht Zudecken mehr als zwei.",
    "trick.M-3.lead": "{card} ist ausgespielt; die Karte des zweiten Spielers fehlt noch.",
    "trick.M-3.higher_of_led_suit": "{card} macht den Stich: die höhere Karte der ausgespielten "
                                    "Farbe {led_suit} (die Zehn ist höher als der König).",
    "trick.M-3.trump": "{card} macht den Stich: ein Trumpf schlägt jede Karte einer anderen "
                       "Farbe.",
    "trick.M-3.leader_higher": "{card} macht den Stich: die zweite Karte bedient {led_suit}, "
                               "ist aber niedriger.",
    "trick.M-3.leader_keeps": "{card} macht den Stich: die zweite Karte ist weder {led_suit} "
                              "noch Trumpf.",
    "trick_card.trump": "{card} ist Trumpf und zählt {points} Augen.",
    "trick_card.led_suit": "{card} gehört zur ausgespielten Farbe {led_suit} und zählt "
                           "{points} Augen.",
    "trick_card.off_suit": "{card} ist weder {led_suit} noch Trumpf, kann den Stich nicht machen "
                           "und zählt {points} Augen.",
    "trick_card.winner": "Diese Karte macht den Stich.",
    "score.M-16.claimed_66": "{winner} hat 66 angesagt und hat {winner_points} Augen: "
                             "gewonnen.",
    "score.M-16.wrong_claim": "{loser} hat 66 angesagt, hat aber nur {loser_points} Augen: "
                              "{winner} gewinnt (unsere Lesart).",
    "score.M-18.closer_made_66": "{winner} hat zugedeckt und mit {winner_points} Augen 66 "
                                 "erreicht: gewonnen.",
    "score.M-18.closer_failed": "{loser} hat zugedeckt, aber 66 nicht als Erster erreicht: "
                                "{winner} gewinnt.",
    # RM9 (R17 in Schnapsen): a closed hand played out without the closer's claim.
    "score.M-18.closer_did_not_claim": "{loser} hat zugedeckt und trotz {loser_points} Augen "
                                       "nicht 66 angesagt: wer zudeckt, muss ansagen; {winner} "
                                       "gewinnt.",
    "score.M-19.most_points": "Alle zwölf Stiche sind gespielt und niemand hat 66 angesagt: "
                              "{winner} gewinnt mit {winner_points} Augen, die 10 für den "
                              "letzten Stich eingerechnet.",
    "score.M-19.both_66_last_trick": "Alle zwölf Stiche sind gespielt und beide haben 66 oder "
                                     "mehr, aber niemand hat angesagt: {winner} hat den letzten "
                                     "Stich gemacht und gewinnt.",
    "score.M-19.staender": "Alle zwölf Stiche sind gespielt und beide haben 65 Augen: ein "
                           "Ständer, niemand gewinnt dieses Spiel.",
    "points.M-17.no_trick": "Der Verlierer hat keinen Stich gemacht, er ist schwarz: 3 "
                            "Punkte.",
    "points.M-17.under_33": "Der Verlierer hat einen Stich, aber nur {loser_points} Augen, "
                            "unter 33, er ist Schneider: 2 Punkte.",
    "points.M-17.33_or_more": "Der Verlierer hat {loser_points} Augen, 33 oder mehr: 1 Punkt.",
    "points.M-18.no_trick": "Der Gegner hatte beim Zudecken keinen Stich: 3 Punkte.",
    "points.M-18.under_33": "Der Gegner hatte beim Zudecken {loser_points} Augen, unter 33: 2 "
                            "Punkte.",
    "points.M-18.33_or_more": "Der Gegner hatte beim Zudecken {loser_points} Augen, 33 oder "
                              "mehr: 1 Punkt.",
    "points.M-18.closer_failed": "Misslungenes Zudecken bringt dem Gegner 2 Punkte.",
    "points.M-18.opponent_had_no_trick": "Der Gegner hatte beim Zudecken noch keinen Stich: 3 "
                                         "Punkte.",
    "points.M-16.failed": "Eine falsche Ansage von 66 bringt dem Gegner 2 Punkte (unsere "
                          "Lesart).",
    "points.M-16.no_trick": "Der Gegner hatte noch keinen Stich: 3 Punkte (unsere Lesart).",
    "points.M-19.staender": "Ein Ständer bringt niemandem Punkte; wer das nächste Spiel "
                            "gewinnt, bekommt einen Punkt mehr.",
    "bummerl.running": "Noch offen: {player0} braucht noch {remaining0} Punkte, {player1} noch "
                       "{remaining1}.",
    "bummerl.won": "{winner} hat von sieben auf null gezählt und gewinnt die Partie.",
    "bummerl.carry": "Punkte aus Ständern, die der nächste Gewinner dazubekommt: {carry}.",
    # Labels of this game's answers on their pages for people (api/pages/pages.py).
    "page.talon": "Talon",
    "page.marriage": "Melden",
    "page.exchange_trump": "Trumpf-Neun tauschen",
    "page.close": "Zudecken",
    "trick_card.off_suit_trump_led": "{card} ist kein Trumpf, kann den Stich nicht machen und "
                                     "zählt {points} Augen; Trumpf wurde ausgespielt.",
    "trick.M-3.trump_led_keeps": "{card} macht den Stich: Trumpf wurde ausgespielt, und die zweite "
                                 "Karte ist kein Trumpf.",
    "score.M-16.wrong_claim.no_points": "{loser} hat 66 angesagt, hat aber noch keine Augen: "
                                        "{winner} gewinnt (unsere Lesart).",
    "points.M-17.under_33.no_points": "Der Verlierer hat einen Stich, aber keine Augen (zwei "
                                      "Neunen), unter 33, er ist Schneider: 2 Punkte.",
}
