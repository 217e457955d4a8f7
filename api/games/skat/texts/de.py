"""German Skat texts: card and contract names, rules, explanations, the score."""

from api.games.skat.texts.rule_texts import rule_texts

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
    "trick.S-16.trump": "{card} gewinnt: der höchste Trumpf im Stich (Buben in der Folge "
                        "Kreuz, Pik, Herz, Karo, dann die Trumpffarbe).",
    "trick.S-16.trump.so_far": "{card} liegt vorn: der höchste Trumpf bisher.",
    "trick.S-16.led_suit": "{card} gewinnt: kein Trumpf liegt im Stich, und es ist die höchste "
                           "Karte der angespielten Farbe, {led_suit}.",
    "trick.S-16.led_suit.so_far": "{card} liegt vorn: noch kein Trumpf, und es ist die "
                                  "höchste {led_suit}-Karte bisher.",
    "trick.S-16.null": "{card} gewinnt: im Null gibt es keinen Trumpf, und es ist die höchste "
                       "Karte der angespielten Farbe, {led_suit} (Ass, König, Dame, Bube, Zehn "
                       "…).",
    "trick.S-16.null.so_far": "{card} liegt vorn: im Null die höchste {led_suit}-Karte bisher.",
    "trick_card.trump": "{card} ist Trumpf und zählt {points} Augen.",
    "trick_card.led_suit": "{card} gehört zur angespielten Farbe {led_suit} und zählt {points} "
                           "Augen.",
    "trick_card.off_suit": "{card} ist weder {led_suit} noch Trumpf und kann nicht gewinnen; "
                           "sie zählt {points} Augen.",
    "trick_card.off_suit_no_trump": "{card} ist kein {led_suit} und kann nicht gewinnen; sie "
                                    "zählt {points} Augen.",
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
    **rule_texts("de"),
}
