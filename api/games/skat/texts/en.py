"""English Skat texts (the ISPA translations' words): names, rules, explanations, the score."""

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
    "trick.S-16.trump": "The {card} wins: it is the highest trump in the trick.",
    "trick.S-16.trump.so_far": "The {card} is winning so far: the highest trump in the trick yet.",
    "trick.S-16.led_suit": "The {card} wins: no trump was played, and it is the highest card "
                           "of the led suit, {led_suit}, in the trick.",
    "trick.S-16.led_suit.so_far": "The {card} is winning so far: no trump yet, and it is the "
                                  "highest card of {led_suit} in the trick yet.",
    "trick.S-16.null": "The {card} wins: a null game has no trumps, and it is the highest "
                       "card of the led suit, {led_suit}, in the trick, by the null order.",
    "trick.S-16.null.so_far": "The {card} is winning so far: the highest card of {led_suit} "
                              "in the trick yet, by the null order.",
    "ruleset.isko": "International Skat Rules (ISkO)",
    "trick_card.trump": "The {card} is a trump and is worth {points} card points.",
    "trick_card.led_suit": "The {card} belongs to the led suit, {led_suit}, and is worth "
                           "{points} card points.",
    "trick_card.off_suit": "The {card} is neither {led_suit} nor a trump and cannot win; it is "
                           "worth {points} card points.",
    "trick_card.off_suit_no_trump": "The {card} is not {led_suit} and cannot win; it is worth "
                                    "{points} card points.",
    "trick_card.off_suit_trump_led": "The {card} is not a trump and cannot win, as a trump was "
                                     "led; it is worth {points} points.",
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
    "page.bids": "The valid bids",  # the heading of GET /skat/bids as a page
    "page.bid": "Bid",
    "rule.S-1.title": "The cards",
    "rule.S-1.text": "32 cards in Clubs, Spades, Hearts, Diamonds (Acorns, Leaves, Hearts, Bells).",
    "rule.S-2.title": "Card points",
    "rule.S-2.text": "Ace 11, Ten 10, King 4, Queen 3, Jack 2, Nine to Seven 0: 120 in all.",
    "rule.S-3.title": "Three players",
    "rule.S-3.text": "One declarer against two opponents: forehand, middlehand, rearhand.",
    "rule.S-4.title": "The deal",
    "rule.S-4.text": "3 each, 2 to the Skat, 4 each, 3 each: ten cards each.",
    "rule.S-5.title": "The Skat",
    "rule.S-5.text": "The Skat always belongs to the declarer, hand games included.",
    "rule.S-6.title": "Bids",
    "rule.S-6.text": "Bids are game values from 18; 63 valid values.",
    "rule.S-7.title": "All pass",
    "rule.S-7.text": "If all pass, nobody plays and nothing is scored.",
    "rule.S-8.title": "Suit game",
    "rule.S-8.text": "Eleven trumps: the four Jacks, then Ace, Ten, King, Queen, Nine, Eight, "
                     "Seven of the trump suit.",
    "rule.S-9.title": "Grand",
    "rule.S-9.text": "Only the four Jacks are trumps.",
    "rule.S-10.title": "Null",
    "rule.S-10.text": "No trumps; the Jacks belong to their suits; Ace, King, Queen, Jack, Ten, "
                      "Nine, Eight, Seven.",
    "rule.S-11.title": "Game classes",
    "rule.S-11.text": "Games with the Skat taken up, and hand games.",
    "rule.S-12.title": "Leading",
    "rule.S-12.text": "Forehand leads to the first trick, then the winner of each trick.",
    "rule.S-13.title": "Following suit",
    "rule.S-13.text": "The led suit must be followed; when a trump is led, any trump.",
    "rule.S-14.title": "Jacks are trumps",
    "rule.S-14.text": "In suit games and grand the Jacks are trumps, not cards of their suits.",
    "rule.S-15.title": "No duty to trump",
    "rule.S-15.text": "Who cannot follow plays any card.",
    "rule.S-16.title": "Who wins the trick",
    "rule.S-16.text": "The highest trump, else the highest card of the led suit.",
    "rule.S-17.title": "Revoke",
    "rule.S-17.text": "A revoke ends the game; the guilty party loses it simple.",
    "rule.S-18.title": "Matadors",
    "rule.S-18.text": "The unbroken run of trumps from the Jack of Clubs, over hand and Skat: "
                      "with or without.",
    "rule.S-19.title": "Base values",
    "rule.S-19.text": "Diamonds 9, Hearts 10, Spades 11, Clubs 12, grand 24.",
    "rule.S-20.title": "Game value",
    "rule.S-20.text": "Base value times matadors plus game, hand, schneider, announced, schwarz, "
                      "announced, open.",
    "rule.S-21.title": "61 wins",
    "rule.S-21.text": "61 card points with the Skat win; 60 loses.",
    "rule.S-22.title": "Schneider",
    "rule.S-22.text": "A party with 30 card points or fewer is Schneider.",
    "rule.S-23.title": "Schwarz",
    "rule.S-23.text": "A party that took no trick is Schwarz.",
    "rule.S-24.title": "Announcements",
    "rule.S-24.text": "Schneider and Schwarz announced only in a hand game; missed: lost at the "
                      "announced level.",
    "rule.S-25.title": "Open",
    "rule.S-25.text": "Played open the declarer may lose no trick; counts as Schwarz announced.",
    "rule.S-26.title": "Null",
    "rule.S-26.text": "Won with no trick; Null 23, hand 35, open 46, open hand 59.",
    "rule.S-27.title": "Overbid",
    "rule.S-27.text": "A game worth less than the bid is lost, at the next multiple of its base "
                      "value.",
    "rule.S-28.title": "Lost counts double",
    "rule.S-28.text": "Won: plus the value; lost: minus twice the value.",
    "rule.S-29.title": "Announce what the bid needs",
    "rule.S-29.text": "The declarer must announce a game that can reach the bid.",
    "rule.S-30.title": "Seeger-Fabian",
    "rule.S-30.text": "Game points plus 50 for a won, minus 50 for a lost game; the others 40 or "
                      "30 each.",
    "rule.RS1.title": "One ruleset: ISkO",
    "rule.RS1.text": "Only the ISkO; house rules are refused.",
    "rule.RS2.title": "No Kontra or Re",
    "rule.RS2.text": "Kontra and Re are not in the ISkO.",
    "rule.RS3.title": "No Ramsch, no Bock",
    "rule.RS3.text": "If all pass, nothing is scored.",
    "rule.RS4.title": "Schwarz by tricks",
    "rule.RS4.text": "Schwarz counts tricks, not card points; the Skat is no trick.",
    "rule.RS5.title": "What an announcement implies",
    "rule.RS5.text": "Open implies hand and Schwarz announced, Schwarz implies Schneider; "
                     "contradictions are refused.",
    "rule.RS6.title": "Double in every game",
    "rule.RS6.text": "Lost games always count double, hand and Null too.",
    "rule.RS7.title": "Seeger-Fabian at the table",
    "rule.RS7.text": "When the declarer loses, everyone else at the table gets 40 (three) or 30 "
                     "(four).",
    "rule.RS8.title": "Fixed Null values",
    "rule.RS8.text": "Null 23, hand 35, open 46, open hand 59, whatever happens.",
    "rule.RS9.title": "Announcement below the bid",
    "rule.RS9.text": "A game that cannot reach the bid is refused (not in a hand game).",
    "rule.RS10.title": "Overbid: next multiple",
    "rule.RS10.text": "Every overbid game loses at the smallest multiple of its base value.",
    "rule.RS11.title": "Score inputs",
    "rule.RS11.text": "The declarer's card points include the Skat; the bid must be valid.",
    "rule.RS12.title": "Whole round",
    "rule.RS12.text": "Seats 0, 1, 2 are forehand, middlehand, rearhand; no score after a revoke.",
    "rule.RS13.title": "French and German",
    "rule.RS13.text": "French suits are canonical; German names are accepted.",
    "rule.RS14.title": "Edition",
    "rule.RS14.text": "Sections as numbered in the 2006 edition.",
}
