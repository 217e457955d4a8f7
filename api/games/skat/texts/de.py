"""German Skat texts: card and contract names, rules, explanations, the score."""

TEXTS: dict[str, str] = {
    "game.name": "Skat",
    "card": "{suit}-{rank}",
    "suit.clubs": "Kreuz", "suit.spades": "Pik", "suit.hearts": "Herz", "suit.diamonds": "Karo",
    "rank.7": "Sieben", "rank.8": "Acht", "rank.9": "Neun", "rank.10": "Zehn",
    "rank.under": "Bube", "rank.ober": "Dame", "rank.king": "König", "rank.ace": "Ass",
    "german.card": "{suit}-{rank}",
    "german.suit.clubs": "Eichel", "german.suit.spades": "Grün", "german.suit.hearts": "Rot",
    "german.suit.diamonds": "Schellen",
    "german.rank.7": "Sieben", "german.rank.8": "Acht", "german.rank.9": "Neun",
    "german.rank.10": "Zehn", "german.rank.under": "Unter", "german.rank.ober": "Ober",
    "german.rank.king": "König", "german.rank.ace": "Daus",
    "contract.suit": "{suit}-Spiel",
    "contract.grand": "Grand",
    "contract.null": "Null",
    "contract.announced": "{contract} ({announced})",
    "announce.hand": "Hand", "announce.schneider": "Schneider angesagt",
    "announce.schwarz": "Schwarz angesagt", "announce.ouvert": "ouvert",
    "trump": "Trumpf",
    "player": "Spieler {index}",
    "party.declarer": "Alleinspieler", "party.opponents": "Gegenspieler",
    "seat.0": "Vorhand", "seat.1": "Mittelhand", "seat.2": "Hinterhand",
    "explain.S-12.lead": "Du spielst aus: im {contract} ist jede Karte erlaubt, auch {card}.",
    "explain.S-13.follow_suit": "{led_suit} wurde angespielt: {card} bedient und ist erlaubt; "
                                "stechen oder übernehmen musst du nicht.",
    "explain.S-13.follow_trump": "Trumpf wurde angespielt ({led}): {card} ist Trumpf und "
                                 "bedient; übernehmen musst du nicht.",
    "explain.S-13.must_follow_suit": "{led_suit} wurde angespielt und du hältst {evidence}: du "
                                     "musst {led_suit} bedienen, {card} ist verboten.",
    "explain.S-13.must_follow_trump": "Trumpf wurde angespielt ({led}) und du hältst mit "
                                      "{evidence} einen Trumpf: du musst Trumpf bedienen, "
                                      "{card} ist verboten.",
    "explain.S-14.jack_void_in_suit": "{led_suit} wurde angespielt: {card} ist im {contract} "
                                      "Trumpf und keine {led_suit}-Karte, du hast also kein "
                                      "{led_suit} und darfst {card} spielen.",
    "explain.S-14.jack_led_void_trump": "{led} ist Trumpf, nicht {printed_suit}, und du hast "
                                        "keinen Trumpf: jede Karte ist erlaubt, auch {card}.",
    "explain.S-14.jack_follows_trump": "Trumpf wurde angespielt ({led}): {card} ist im "
                                       "{contract} Trumpf und bedient; übernehmen musst du "
                                       "nicht.",
    "explain.S-14.printed_suit_is_not_trump": "{led} ist im {contract} Trumpf, nicht "
                                              "{printed_suit}: du musst Trumpf bedienen, etwa "
                                              "mit {evidence}; {card} ist verboten.",
    "explain.S-14.jack_is_not_led_suit": "{led_suit} wurde angespielt, aber {card} ist im "
                                         "{contract} Trumpf und zählt nicht als {led_suit}: "
                                         "du musst {led_suit} bedienen, etwa mit {evidence}; "
                                         "{card} ist verboten.",
    "explain.S-15.void": "{led_suit} wurde angespielt und du hast kein {led_suit}: du darfst "
                         "{card} spielen; stechen musst du nicht.",
    "explain.S-15.void_trump": "Trumpf wurde angespielt ({led}) und du hast keinen Trumpf: du "
                               "darfst {card} spielen.",
    "explain.S-10.jack_follows_suit": "{led_suit} wurde angespielt: im Null ist {card} eine "
                                      "{led_suit}-Karte und bedient.",
    "explain.S-10.jack_led_in_suit": "{led} ist im Null eine {led_suit}-Karte, kein Trumpf: "
                                     "{card} bedient und ist erlaubt.",
    "explain.S-10.jack_led_must_follow": "{led} ist im Null eine {led_suit}-Karte, kein "
                                         "Trumpf, und du hältst {evidence}: du musst "
                                         "{led_suit} bedienen, {card} ist verboten.",
    "trick.S-16.trump": "{card} macht den Stich: der höchste Trumpf im Stich.",
    "trick.S-16.trump.so_far": "{card} liegt vorn: der höchste Trumpf im Stich bisher.",
    "trick.S-16.led_suit": "{card} macht den Stich: kein Trumpf liegt im Stich, und es ist "
                           "die höchste Karte der angespielten Farbe, {led_suit}, im Stich.",
    "trick.S-16.led_suit.so_far": "{card} liegt vorn: noch kein Trumpf, und es ist die "
                                  "höchste {led_suit}-Karte im Stich bisher.",
    "trick.S-16.null": "{card} macht den Stich: im Null gibt es keinen Trumpf, und es "
                       "ist in der Null-Folge die höchste Karte der angespielten Farbe, "
                       "{led_suit}, im Stich.",
    "trick.S-16.null.so_far": "{card} liegt vorn: im Null die höchste {led_suit}-Karte im Stich "
                              "bisher.",
    "ruleset.isko": "Internationale Skatordnung (ISkO)",
    "trick_card.trump": "{card} ist Trumpf und zählt {points} Augen.",
    "trick_card.led_suit": "{card} gehört zur angespielten Farbe {led_suit} und zählt {points} "
                           "Augen.",
    "trick_card.off_suit": "{card} ist weder {led_suit} noch Trumpf und kann nicht gewinnen; "
                           "sie zählt {points} Augen.",
    "trick_card.off_suit_no_trump": "{card} ist kein {led_suit} und kann nicht gewinnen; sie "
                                    "zählt {points} Augen.",
    "trick_card.off_suit_trump_led": "{card} ist kein Trumpf, kann den Stich nicht machen und "
                                     "zählt {points} Augen; Trumpf wurde angespielt.",
    "trick_card.winner": "Sie gewinnt den Stich.",
    "round.as_played": "Gezählt wie gespielt: {revokes} regelwidrige Karte(n).",
    "round.revoke": "Nicht bedient (Karte {index}): das Spiel ist sofort beendet; die Folgen "
                    "regelt ISkO 4.1.3 bis 4.1.6, die API rechnet sie nicht ab.",
    "factor.spitzen.with": "mit {count}", "factor.spitzen.without": "ohne {count}",
    "factor.game": "Spiel", "factor.hand": "Hand", "factor.schneider": "Schneider",
    "factor.schneider_announced": "Schneider angesagt", "factor.schwarz": "Schwarz",
    "factor.schwarz_announced": "Schwarz angesagt", "factor.ouvert": "ouvert",
    "reckoning.line": "{levels}, mal {base_name} {base} = {value}",
    "reckoning.null": "{contract}: fester Wert {value}",
    "score.S-21.won": "Gewonnen: der Alleinspieler hat {points} Augen, mit dem Skat 61 oder "
                      "mehr.",
    "score.S-21.lost": "Verloren: der Alleinspieler hat nur {points} Augen, mit dem Skat; 61 "
                       "braucht er.",
    "score.S-24.schneider_missed": "Verloren: Schneider angesagt, aber die Gegenspieler haben "
                                   "{opponent_points} Augen, mehr als 30.",
    "score.S-24.schwarz_missed": "Verloren: Schwarz angesagt, aber die Gegenspieler haben "
                                 "einen Stich bekommen.",
    "score.S-25.ouvert_lost": "Verloren: im offenen Spiel darf der Alleinspieler keinen Stich "
                              "abgeben, die Gegenspieler haben einen bekommen.",
    "score.S-26.null_won": "Gewonnen: der Alleinspieler hat keinen Stich bekommen.",
    "score.S-26.null_lost": "Verloren: der Alleinspieler hat einen Stich bekommen.",
    "score.S-27.overbid": "Überreizt: das Spiel ist {value} wert, gereizt wurde {bid}; es ist "
                          "verloren und zählt {scored}, das kleinste Vielfache von {base}, das "
                          "den Reizwert erreicht.",
    "line.base_value": "Grundwert {name}: {amount}",
    "line.spitzen": "{label} (Spitzen über Hand und Skat): {amount}",
    "line.factor": "{label}: {amount}",
    "line.game_value": "Spielwert: {amount}",
    "line.null_value": "Null-Wert: {amount}",
    "line.overbid": "Überreizt: gerechnet werden {amount}",
    "line.won": "Gewonnen: +{amount}",
    "line.lost": "Verloren zählt doppelt: {amount}",
    "line.seeger_fabian": "Seeger-Fabian: Alleinspieler {amount}, die anderen je {others}",
    "bid.games": "{bid}: {games}",
    "page.points": "Augen",
    "page.bids": "Die gültigen Reizwerte",  # the heading of GET /skat/bids as a page
    "page.bid": "Reizwert",
    "rule.S-1.title": "Die Karten",
    "rule.S-1.text": "32 Karten in Kreuz, Pik, Herz, Karo (Eichel, Grün, Rot, Schellen).",
    "rule.S-2.title": "Augen",
    "rule.S-2.text": "Ass 11, Zehn 10, König 4, Dame 3, Bube 2, Neun bis Sieben 0: 120 Augen.",
    "rule.S-3.title": "Drei Spieler",
    "rule.S-3.text": "Ein Alleinspieler gegen zwei Gegenspieler: Vorhand, Mittelhand, Hinterhand.",
    "rule.S-4.title": "Geben",
    "rule.S-4.text": "Je 3, dann 2 in den Skat, dann 4, dann 3: zehn Karten jeder.",
    "rule.S-5.title": "Der Skat",
    "rule.S-5.text": "Der Skat gehört immer dem Alleinspieler, auch im Handspiel.",
    "rule.S-6.title": "Reizwerte",
    "rule.S-6.text": "Gereizt wird mit Spielwerten ab 18; 63 gültige Reizwerte.",
    "rule.S-7.title": "Eingepasst",
    "rule.S-7.text": "Passen alle, ist das Spiel eingepasst: keine Wertung.",
    "rule.S-8.title": "Farbspiel",
    "rule.S-8.text": "Elf Trümpfe: die vier Buben, dann Ass, Zehn, König, Dame, Neun, Acht, "
                     "Sieben der Trumpffarbe.",
    "rule.S-9.title": "Grand",
    "rule.S-9.text": "Nur die vier Buben sind Trumpf.",
    "rule.S-10.title": "Null",
    "rule.S-10.text": "Kein Trumpf; die Buben gehören zu ihrer Farbe; Ass, König, Dame, Bube, "
                      "Zehn, Neun, Acht, Sieben.",
    "rule.S-11.title": "Spielklassen",
    "rule.S-11.text": "Spiele mit Skataufnahme und Handspiele.",
    "rule.S-12.title": "Ausspielen",
    "rule.S-12.text": "Vorhand spielt zum ersten Stich aus, danach wer den Stich bekam.",
    "rule.S-13.title": "Bedienen",
    "rule.S-13.text": "Die angespielte Farbe muss bedient werden, bei Trumpf ein Trumpf.",
    "rule.S-14.title": "Buben sind Trumpf",
    "rule.S-14.text": "Im Farbspiel und Grand zählen die Buben zum Trumpf, nicht zu ihrer Farbe.",
    "rule.S-15.title": "Kein Stichzwang",
    "rule.S-15.text": "Wer nicht bedienen kann, spielt eine beliebige Karte.",
    "rule.S-16.title": "Wer sticht",
    "rule.S-16.text": "Der höchste Trumpf, sonst die höchste Karte der angespielten Farbe.",
    "rule.S-17.title": "Regelverstoß",
    "rule.S-17.text": "Wer nicht bedient, beendet das Spiel; verloren in der Stufe einfach.",
    "rule.S-18.title": "Spitzen",
    "rule.S-18.text": "Die ununterbrochene Trumpffolge vom Kreuz-Buben, über Hand und Skat: mit "
                      "oder ohne.",
    "rule.S-19.title": "Grundwerte",
    "rule.S-19.text": "Karo 9, Herz 10, Pik 11, Kreuz 12, Grand 24.",
    "rule.S-20.title": "Spielwert",
    "rule.S-20.text": "Grundwert mal Spitzen plus Spiel, Hand, Schneider, angesagt, Schwarz, "
                      "angesagt, ouvert.",
    "rule.S-21.title": "Gewonnen mit 61",
    "rule.S-21.text": "Mit 61 Augen samt Skat gewonnen; 60 verliert.",
    "rule.S-22.title": "Schneider",
    "rule.S-22.text": "Schneider ist, wer 30 Augen oder weniger hat.",
    "rule.S-23.title": "Schwarz",
    "rule.S-23.text": "Schwarz ist, wer keinen Stich bekommen hat.",
    "rule.S-24.title": "Ansagen",
    "rule.S-24.text": "Schneider und Schwarz nur im Handspiel angesagt; verfehlt: verloren in der"
                      " angesagten Stufe.",
    "rule.S-25.title": "Ouvert",
    "rule.S-25.text": "Offen gespielt darf der Alleinspieler keinen Stich abgeben; gilt als "
                      "Schwarz angesagt.",
    "rule.S-26.title": "Nullspiel",
    "rule.S-26.text": "Gewonnen ohne Stich; Null 23, Hand 35, ouvert 46, ouvert Hand 59.",
    "rule.S-27.title": "Überreizt",
    "rule.S-27.text": "Erreicht das Spiel den Reizwert nicht, ist es verloren, zum nächsten "
                      "Vielfachen des Grundwerts.",
    "rule.S-28.title": "Verloren zählt doppelt",
    "rule.S-28.text": "Gewonnen plus Spielwert, verloren minus doppelter Spielwert.",
    "rule.S-29.title": "Ansage nach Reizwert",
    "rule.S-29.text": "Der Alleinspieler muss ein Spiel ansagen, das den Reizwert erreichen kann.",
    "rule.S-30.title": "Seeger-Fabian",
    "rule.S-30.text": "Spielwert plus 50 für ein gewonnenes, minus 50 für ein verlorenes Spiel; "
                      "die anderen je 40 oder 30.",
    "rule.RS1.title": "Eine Ordnung: ISkO",
    "rule.RS1.text": "Nur die ISkO; Hausregeln werden abgelehnt.",
    "rule.RS2.title": "Kein Kontra und Re",
    "rule.RS2.text": "Kontra und Re stehen nicht in der ISkO.",
    "rule.RS3.title": "Kein Ramsch, kein Bock",
    "rule.RS3.text": "Passen alle, wird nicht gewertet.",
    "rule.RS4.title": "Schwarz nach Stichen",
    "rule.RS4.text": "Schwarz zählt Stiche, nicht Augen; der Skat ist kein Stich.",
    "rule.RS5.title": "Was eine Ansage einschließt",
    "rule.RS5.text": "Ouvert schließt Hand und Schwarz angesagt ein, Schwarz den Schneider; "
                     "Widersprüche werden abgelehnt.",
    "rule.RS6.title": "Doppelt in jedem Spiel",
    "rule.RS6.text": "Verlorene Spiele zählen immer doppelt, auch Hand und Null.",
    "rule.RS7.title": "Seeger-Fabian am Tisch",
    "rule.RS7.text": "Verliert der Alleinspieler, bekommen alle anderen am Tisch je 40 (drei) "
                     "oder 30 (vier).",
    "rule.RS8.title": "Feste Nullwerte",
    "rule.RS8.text": "Null 23, Hand 35, ouvert 46, ouvert Hand 59, was immer geschieht.",
    "rule.RS9.title": "Ansage unter dem Reizwert",
    "rule.RS9.text": "Ein Spiel, das den Reizwert nicht erreichen kann, wird abgelehnt (nicht im "
                     "Handspiel).",
    "rule.RS10.title": "Überreizt: nächstes Vielfaches",
    "rule.RS10.text": "Jedes überreizte Spiel verliert zum kleinsten Vielfachen des Grundwerts.",
    "rule.RS11.title": "Eingaben der Wertung",
    "rule.RS11.text": "Die Augen des Alleinspielers zählen den Skat mit; der Reizwert muss gültig"
                      " sein.",
    "rule.RS12.title": "Ganze Runde",
    "rule.RS12.text": "Sitze 0, 1, 2 sind Vorhand, Mittelhand, Hinterhand; mit Regelverstoß keine"
                      " Wertung.",
    "rule.RS13.title": "Französisch und deutsch",
    "rule.RS13.text": "Französische Farben sind kanonisch; deutsche Namen werden angenommen.",
    "rule.RS14.title": "Ausgabe",
    "rule.RS14.text": "Paragraphen nach der Ausgabe von 2006.",
}
