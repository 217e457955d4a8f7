"""English Skat texts (the ISPA translations' words): names, rules, explanations, the score."""

from api.games.skat.texts.rule_texts import rule_texts

TEXTS: dict[str, str] = {
    "game.name": "Skat",
    "card": "{rank} of {suit}",
    "suit.clubs": "Clubs", "suit.spades": "Spades", "suit.hearts": "Hearts",
    "suit.diamonds": "Diamonds",
    "rank.7": "7", "rank.8": "8", "rank.9": "9", "rank.10": "10",
    "rank.under": "Jack", "rank.ober": "Queen", "rank.king": "King", "rank.ace": "Ace",
    "german.card": "{rank} of {suit}",
    "german.suit.clubs": "Acorns", "german.suit.spades": "Leaves",
    "german.suit.hearts": "Hearts", "german.suit.diamonds": "Bells",
    "german.rank.7": "7", "german.rank.8": "8", "german.rank.9": "9", "german.rank.10": "10",
    "german.rank.under": "Unter", "german.rank.ober": "Ober", "german.rank.king": "King",
    "german.rank.ace": "Deuce",
    "contract.suit": "{suit} game",
    "contract.grand": "grand",
    "contract.null": "null game",
    "contract.announced": "{contract} ({announced})",
    "announce.hand": "hand", "announce.schneider": "schneider announced",
    "announce.schwarz": "schwarz announced", "announce.ouvert": "open",
    "trump": "trump",
    "player": "player {index}",
    "party.declarer": "declarer", "party.opponents": "opponents",
    "seat.0": "forehand", "seat.1": "middlehand", "seat.2": "rearhand",
    "explain.S-12.lead": "You are on lead: in the {contract} any card is allowed, the {card} "
                         "too.",
    "explain.S-13.follow_suit": "{led_suit} were led: the {card} follows suit and is allowed; "
                                "there is no duty to win the trick.",
    "explain.S-13.follow_trump": "A trump was led (the {led}): the {card} is a trump and "
                                 "follows; there is no duty to win the trick.",
    "explain.S-13.must_follow_suit": "{led_suit} were led and you hold the {evidence}: you must "
                                     "follow {led_suit}, the {card} is not allowed.",
    "explain.S-13.must_follow_trump": "A trump was led (the {led}) and you hold a trump, the "
                                      "{evidence}: you must play a trump, the {card} is not "
                                      "allowed.",
    "explain.S-14.jack_void_in_suit": "{led_suit} were led: in the {contract} the {card} is a "
                                      "trump, not a card of {led_suit}, so you have no "
                                      "{led_suit} and the {card} is allowed.",
    "explain.S-14.jack_led_void_trump": "The {led} is a trump, not {printed_suit}, and you hold "
                                        "no trump: any card is allowed, the {card} too.",
    "explain.S-14.jack_follows_trump": "A trump was led (the {led}): in the {contract} the "
                                       "{card} is a trump and follows; there is no duty to "
                                       "win the trick.",
    "explain.S-14.printed_suit_is_not_trump": "In the {contract} the {led} is a trump, not "
                                              "{printed_suit}: you must play a trump, such as "
                                              "the {evidence}; the {card} is not allowed.",
    "explain.S-14.jack_is_not_led_suit": "{led_suit} were led, but in the {contract} the "
                                         "{card} is a trump and does not count as {led_suit}: "
                                         "you must follow {led_suit}, such as with the "
                                         "{evidence}; the {card} is not allowed.",
    "explain.S-15.void": "{led_suit} were led and you hold no {led_suit}: the {card} is "
                         "allowed; there is no duty to trump.",
    "explain.S-15.void_trump": "A trump was led (the {led}) and you hold no trump: the {card} "
                               "is allowed.",
    "explain.S-10.jack_follows_suit": "{led_suit} were led: in a null game the {card} is a card "
                                      "of {led_suit} and follows suit.",
    "explain.S-10.jack_led_in_suit": "In a null game the {led} is a card of {led_suit}, not a "
                                     "trump: the {card} follows suit and is allowed.",
    "explain.S-10.jack_led_must_follow": "In a null game the {led} is a card of {led_suit}, not "
                                         "a trump, and you hold the {evidence}: you must follow "
                                         "{led_suit}, the {card} is not allowed.",
    "trick.S-16.trump": "The {card} wins: it is the highest trump in the trick (the Jacks in "
                        "the order Clubs, Spades, Hearts, Diamonds, then the trump suit).",
    "trick.S-16.trump.so_far": "The {card} is winning so far: the highest trump played yet.",
    "trick.S-16.led_suit": "The {card} wins: no trump was played, and it is the highest card "
                           "of the led suit, {led_suit}.",
    "trick.S-16.led_suit.so_far": "The {card} is winning so far: no trump yet, and it is the "
                                  "highest card of {led_suit} played yet.",
    "trick.S-16.null": "The {card} wins: a null game has no trumps, and it is the highest "
                       "card of the led suit, {led_suit} (Ace, King, Queen, Jack, Ten …).",
    "trick.S-16.null.so_far": "The {card} is winning so far: the highest card of {led_suit} "
                              "played yet in the null order.",
    "trick_card.trump": "The {card} is a trump and is worth {points} card points.",
    "trick_card.led_suit": "The {card} belongs to the led suit, {led_suit}, and is worth "
                           "{points} card points.",
    "trick_card.off_suit": "The {card} is neither {led_suit} nor a trump and cannot win; it is "
                           "worth {points} card points.",
    "trick_card.off_suit_no_trump": "The {card} is not {led_suit} and cannot win; it is worth "
                                    "{points} card points.",
    "trick_card.winner": "It wins the trick.",
    "round.as_played": "Counted as played: {revokes} illegal play(s).",
    "round.revoke": "A revoke (play {index}) ends the game at once; ISkO 4.1.3 to 4.1.6 settle "
                    "it, and the API does not score it.",
    "factor.spitzen.with": "with {count}", "factor.spitzen.without": "without {count}",
    "factor.game": "game", "factor.hand": "hand", "factor.schneider": "schneider",
    "factor.schneider_announced": "schneider announced", "factor.schwarz": "schwarz",
    "factor.schwarz_announced": "schwarz announced", "factor.ouvert": "open",
    "reckoning.line": "{levels}, times {base_name} {base} = {value}",
    "reckoning.null": "{contract}: fixed value {value}",
    "score.S-21.won": "Won: the declarer has {points} card points with the Skat, 61 or more.",
    "score.S-21.lost": "Lost: the declarer has only {points} card points with the Skat; he "
                       "needs 61.",
    "score.S-24.schneider_missed": "Lost: schneider was announced, but the opponents have "
                                   "{opponent_points} card points, more than 30.",
    "score.S-24.schwarz_missed": "Lost: schwarz was announced, but the opponents took a "
                                 "trick.",
    "score.S-25.ouvert_lost": "Lost: in an open game the declarer may lose no trick, and the "
                              "opponents took one.",
    "score.S-26.null_won": "Won: the declarer took no trick.",
    "score.S-26.null_lost": "Lost: the declarer took a trick.",
    "score.S-27.overbid": "Overbid: the game is worth {value}, the bid was {bid}; it is lost "
                          "and counts {scored}, the smallest multiple of {base} that reaches "
                          "the bid.",
    "line.base_value": "Base value of the {name}: {amount}",
    "line.spitzen": "{label} (matadors over hand and Skat): {amount}",
    "line.factor": "{label}: {amount}",
    "line.game_value": "Game value: {amount}",
    "line.null_value": "Null value: {amount}",
    "line.overbid": "Overbid: {amount} is counted",
    "line.won": "Won: +{amount}",
    "line.lost": "Lost counts double: {amount}",
    "line.seeger_fabian": "Seeger-Fabian: declarer {amount}, the others {others} each",
    "bid.games": "{bid}: {games}",
    "page.points": "card points",
    **rule_texts("en"),
}
