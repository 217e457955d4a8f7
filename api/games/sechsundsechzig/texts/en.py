"""English Sixty-six texts: card names, rules, explanations of verdicts, actions and scores.

As the English rule books write the game (BICYCLE-4, FOSTER, HOYLE-1895 in RULES-66.md): the
stock, closing, marriages (the royal marriage in trumps), the Nine of trumps, game points."""

TEXTS: dict[str, str] = {
    "talon.name": "Stock",
    "game.name": "Sixty-six",
    "ruleset.default": "German rules",
    "card": "{rank} of {suit}",
    "suit.acorns": "Acorns", "suit.leaves": "Leaves", "suit.hearts": "Hearts",
    "suit.bells": "Bells",
    "rank.9": "Nine", "rank.under": "Unter", "rank.ober": "Ober", "rank.king": "King",
    "rank.10": "Ten", "rank.ace": "Ace",
    "french.card": "{rank} of {suit}",
    "french.suit.acorns": "Clubs", "french.suit.leaves": "Spades",
    "french.suit.hearts": "Hearts", "french.suit.bells": "Diamonds",
    "french.rank.9": "Nine", "french.rank.under": "Jack", "french.rank.ober": "Queen",
    "french.rank.king": "King", "french.rank.10": "Ten", "french.rank.ace": "Ace",
    "contract.trump": "{trump} trump",
    "talon.open": "stock open", "talon.closed": "stock closed",
    "talon.exhausted": "stock exhausted",
    "player": "player {index}",
    "trump_card.unknown": "turned-up trump card",
    "rule.M-1.title": "Cards and values",
    "rule.M-1.text": "24 cards: Ace 11, Ten 10, King 4, Ober 3, Unter 2, Nine 0 in four suits; "
                     "they rank in that order, the Ace highest; 120 points in the pack.",
    "rule.M-2.title": "Deal and stock",
    "rule.M-2.text": "Six cards each, dealt three and three; the thirteenth card is turned up "
                     "for trump and the other eleven are laid across it: a stock of twelve. "
                     "The winner of a trick draws first and leads; after the sixth trick the "
                     "stock is exhausted.",
    "rule.M-3.title": "Who wins the trick",
    "rule.M-3.text": "The higher card of the suit led, or the higher trump, wins; a card of a "
                     "third suit never wins. The Ten ranks above the King.",
    "rule.M-4.title": "Free play while the stock is open",
    "rule.M-4.text": "While the stock is open the second player may play any card; there is "
                     "no need to follow suit.",
    "rule.M-5.title": "The four stages once the stock is closed or exhausted",
    "rule.M-5.text": "The first stage that fits applies: follow suit and win the trick, else "
                     "follow suit lower, else trump, else play anything. Any card of that "
                     "stage is allowed. Not every rule text makes you win the trick; this "
                     "is our reading.",
    "rule.M-6.title": "Trump led",
    "rule.M-6.text": "On a trump lead the same holds inside the trump suit: beat it, else play "
                     "a lower trump, else anything.",
    "rule.M-7.title": "Following suit comes before trumping",
    "rule.M-7.text": "A player holding the suit led must follow suit and may not trump "
                     "instead, even where the trump would win the trick.",
    "rule.M-8.title": "The leader is free",
    "rule.M-8.text": "The leader may lead any card; the duties to follow suit, to win and to "
                     "trump bind only the second player of the trick.",
    "rule.M-9.title": "Marriages: 20 and 40",
    "rule.M-9.text": "A player on lead holding the King and Ober of a suit may announce a "
                     "marriage when leading one of them: 20, or 40 for the royal marriage in "
                     "trumps.",
    "rule.M-10.title": "Lead from the marriage announced",
    "rule.M-10.text": "Having announced a marriage, the player must lead its King or Ober; one "
                      "marriage per lead. Not every rule text says so; this is our reading.",
    "rule.M-11.title": "A marriage counts once a trick is won",
    "rule.M-11.text": "A marriage counts only once its player has won a trick; a player who "
                      "takes no trick never scores it.",
    "rule.M-12.title": "No marriages once the stock is closed or exhausted",
    "rule.M-12.text": "Once the stock is closed or exhausted no more marriages may be "
                      "announced. The rule texts disagree here; this is our reading.",
    "rule.M-13.title": "Exchanging the Nine of trumps",
    "rule.M-13.text": "A player holding the Nine of trumps who has already won a trick may, "
                      "when on lead and before leading, exchange it for the turned-up trump "
                      "card, while the stock is open and holds at least 4 cards (the trump "
                      "card counted). The timing and the minimum are our reading.",
    "rule.M-14.title": "Closing",
    "rule.M-14.text": "The player on lead may close the stock by turning the trump card face "
                      "down, while more than two cards are left in it; then nobody draws and "
                      "the four stages apply. The minimum is our reading.",
    "rule.M-15.title": "Ten for the last trick",
    "rule.M-15.text": "The winner of the last trick scores 10 more, but only when every card "
                      "has been played, never after closing: 130 points in all.",
    "rule.M-16.title": "Claiming 66",
    "rule.M-16.text": "66 points (cards, marriages that count, the last trick's 10) win the "
                      "hand; the player who has them claims 66 and stops the play. A wrong "
                      "claim loses: 2 game points to the opponent, 3 if the opponent has no "
                      "trick yet (our reading).",
    "rule.M-17.title": "Game points",
    "rule.M-17.text": "1 if the loser has 33 or more; 2 if the loser has fewer than 33 "
                      "(schneider); 3 if the loser took no trick. A trick of two "
                      "Nines is a trick; marriages that count add to the points.",
    "rule.M-18.title": "After closing",
    "rule.M-18.text": "If the player who closed reaches 66 first, the opponent's points and "
                      "tricks at the moment of closing count; otherwise the opponent scores 2, "
                      "or 3 if he had no trick when the stock was closed. The rule texts score "
                      "this differently; this is our reading.",
    "rule.M-19.title": "Played out without a claim; a tie at 65",
    "rule.M-19.text": "When all twelve tricks have been played and nobody claimed 66, the "
                      "points decide, the last trick's 10 included; if both have 66 or more, the "
                      "last trick wins. At 65 each neither player scores, and the winner of "
                      "the next hand scores 1 game point more (our reading where the rule "
                      "texts differ).",
    "rule.M-20.title": "The game",
    "rule.M-20.text": "A game is 7 game points, counted down from seven: the first to reach "
                      "zero wins; the point of a tie at 65 goes to the winner of the next "
                      "hand.",
    "explain.M-8.lead": "You are on lead: the duties to follow suit, to win and to trump bind "
                        "only the second player, so the {card} is allowed.",
    "explain.M-4.free": "The stock is still open, so play is free: you may play the {card} "
                        "without following suit or winning the trick.",
    "explain.M-5.head": "The {led} was led and you hold a higher {led_suit} card (stage 1): you "
                        "must win the trick; the {card} wins it and is allowed.",
    "explain.M-5.must_head": "The {card} is lower than the {led}, but you hold a higher "
                             "{led_suit} card, the {evidence} (stage 1): you must win the "
                             "trick, so the {card} is not allowed.",
    "explain.M-5.follow_lower": "You hold no {led_suit} card higher than the {led}, so you must "
                                "follow suit with a lower one (stage 2): the {card} is allowed "
                                "even though it loses the trick.",
    "explain.M-5.must_follow": "{led_suit} were led and you hold the {evidence}: you must follow "
                               "suit, so the {card} is not allowed.",
    "explain.M-5.trump": "You hold no {led_suit} but do hold a trump (stage 3): you must trump, "
                         "and any trump will do; the {card} is allowed.",
    "explain.M-5.must_trump": "You hold no {led_suit} but do hold a trump, the {evidence} (stage "
                              "3): you must trump, so the {card} is not allowed.",
    "explain.M-5.any": "You hold neither {led_suit} nor a trump (stage 4): you may play the "
                       "{card}.",
    "explain.M-6.head": "Trump was led (the {led}) and you hold a higher trump: you must win the "
                        "trick; the {card} wins it and is allowed.",
    "explain.M-6.must_head": "The {card} is lower than the {led}, but you hold a higher trump, "
                             "the {evidence}: you must win the trick, so the {card} is not "
                             "allowed.",
    "explain.M-6.follow_lower": "You hold no trump higher than the {led}, so you must play a "
                                "lower trump: the {card} is allowed.",
    "explain.M-6.must_follow": "Trump was led and you hold the {evidence}: you must play a trump, "
                               "so the {card} is not allowed.",
    "explain.M-6.any": "Trump was led and you hold no trump: you may play the {card}.",
    "marriage_name.20": "a marriage (20) in {suit}",
    "marriage_name.40": "the royal marriage (40) in {suit}",
    "explain.M-10.lead_from_pair": "You announce {marriage}: you must lead one of its two cards, "
                                   "so the {card} is allowed.",
    "explain.M-10.not_from_pair": "You announce {marriage}: you must lead one of its two cards, "
                                  "not the {card}.",
    "explain.M-7.no_trump_instead": "Following suit comes first: you hold the {evidence} and "
                                    "must follow {led_suit}, so you may not trump with the "
                                    "{card}.",
    "action.M-10.one_per_lead": "You are already announcing another marriage with this lead: the "
                                "{suit} marriage ({points}) must wait for a later lead, as one "
                                "lead announces one marriage.",
    "action.M-9.counts": "You hold both cards of the {suit} marriage: you may announce it "
                         "({points}) and then lead one of them; you have already won a trick, "
                         "so it counts at once.",
    "action.M-9.pending": "You hold both cards of the {suit} marriage: you may announce it "
                          "({points}) and then lead one of them; it counts only once you win a "
                          "trick.",
    "action.M-9.pending_unless_trick": "You hold both cards of the {suit} marriage: you may "
                                       "announce it ({points}) and then lead one of them; it "
                                       "counts as soon as you have won a trick.",
    "action.M-9.missing_partner": "For a marriage in {suit} you lack the {evidence}: only the "
                                  "complete pair scores {points}.",
    "action.M-12.talon_closed": "The stock is closed: no more marriages may be announced, not "
                                "even for {points} in {suit} (our reading).",
    "action.M-12.talon_exhausted": "The stock is exhausted: no more marriages may be announced, "
                                   "not even for {points} in {suit} (our reading).",
    "action.M-13.no_trump_nine": "Only the holder of the Nine of trumps, the {evidence}, may "
                                 "exchange it for the turned-up trump card.",
    "action.M-13.talon_closed": "The stock is closed: the Nine of trumps may not be exchanged "
                                "after closing.",
    "action.M-13.talon_exhausted": "The stock is exhausted and the trump card has been drawn: "
                                   "there is nothing left to exchange.",
    "action.M-13.talon_size_unknown": "Exchanging is allowed while at least 4 cards are left in "
                                      "the stock (counting the turned-up trump card); give the "
                                      "number of cards in the stock to decide it.",
    "action.M-13.talon_too_small": "Only {talon_cards} cards are left in the stock; exchanging "
                                   "needs at least 4 (counting the turned-up trump card).",
    "action.M-13.no_trick_won": "You hold the Nine of trumps but have not won a trick yet: only "
                                "a player who has won a trick may exchange it.",
    "action.M-13.trick_unknown": "Only a player who has already won a trick may exchange the "
                                 "Nine of trumps; say whether you have won a trick to decide "
                                 "it.",
    "action.M-13.allowed": "You hold the Nine of trumps, have won a trick and are on lead: you "
                           "may exchange it for the {trump_card} before you lead.",
    "action.M-14.allowed": "You are on lead and the stock is open: you may close it; then "
                           "nobody draws any more and the four stages apply.",
    "action.M-14.talon_closed": "The stock is already closed.",
    "action.M-14.talon_exhausted": "The stock is exhausted: there is nothing left to close.",
    "action.M-14.talon_size_unknown": "By our reading, closing is possible while more than two "
                                      "cards are left in the stock; give the number of cards in "
                                      "the stock to decide it.",
    "action.M-14.talon_too_small": "Only {talon_cards} cards are left in the stock; by our "
                                   "reading, closing needs more than two.",
    "trick.M-3.lead": "The {card} was led; the second player's card is still to come.",
    "trick.M-3.higher_of_led_suit": "The {card} wins: it is the higher card of the suit led, "
                                    "{led_suit} (the Ten ranks between the Ace and the King).",
    "trick.M-3.trump": "The {card} wins: a trump beats any card of another suit.",
    "trick.M-3.leader_higher": "The {card} wins: the second card follows {led_suit} but is lower.",
    "trick.M-3.leader_keeps": "The {card} wins: the second card is neither {led_suit} nor a trump.",
    "trick_card.trump": "The {card} is a trump and is worth {points} points.",
    "trick_card.led_suit": "The {card} belongs to the suit led, {led_suit}, and is worth {points} "
                           "points.",
    "trick_card.off_suit": "The {card} is neither {led_suit} nor a trump and cannot win; it is "
                           "worth {points} points.",
    "trick_card.winner": "It wins the trick.",
    "score.M-16.claimed_66": "{winner} claimed 66 and has {winner_points} points: won.",
    "score.M-16.wrong_claim": "{loser} claimed 66 but has only {loser_points} points: {winner} "
                              "wins (our reading).",
    "score.M-18.closer_made_66": "{winner} closed the stock and reached 66 with "
                                 "{winner_points} points: won.",
    "score.M-18.closer_failed": "{loser} closed the stock but did not reach 66 first: {winner} "
                                "wins.",
    # RM9 (R17 in Schnapsen): a closed hand played out without the closer's claim.
    "score.M-18.closer_did_not_claim": "{loser} closed the stock and has {loser_points} "
                                       "points but did not claim 66: a closer who does not "
                                       "claim has failed; {winner} wins.",
    "score.M-19.most_points": "All twelve tricks have been played and nobody claimed 66: "
                              "{winner} wins with {winner_points} points, the last trick's "
                              "10 included.",
    "score.M-19.both_66_last_trick": "All twelve tricks have been played and both players "
                                     "have 66 or more, but nobody claimed: {winner} took the "
                                     "last trick and wins.",
    "score.M-19.staender": "All twelve tricks have been played and both players have 65 "
                           "points: a tie, nobody wins this hand.",
    "points.M-17.no_trick": "The loser took no trick: 3 game points.",
    "points.M-17.under_33": "The loser took a trick but has only {loser_points} points, below "
                            "33 (schneider): 2 game points.",
    "points.M-17.33_or_more": "The loser has {loser_points} points, 33 or more: 1 game point.",
    "points.M-18.no_trick": "The opponent had no trick when the stock was closed: 3 game "
                            "points.",
    "points.M-18.under_33": "The opponent had {loser_points} points when the stock was closed, "
                            "below 33: 2 game points.",
    "points.M-18.33_or_more": "The opponent had {loser_points} points when the stock was "
                              "closed, 33 or more: 1 game point.",
    "points.M-18.closer_failed": "A failed closing gives the opponent 2 game points.",
    "points.M-18.opponent_had_no_trick": "The opponent had no trick yet when the stock was "
                                         "closed: 3 game points.",
    "points.M-16.failed": "A wrong claim gives the opponent 2 game points (our reading).",
    "points.M-16.no_trick": "The opponent had no trick yet: 3 game points (our reading).",
    "points.M-19.staender": "A tie at 65 scores nothing; the winner of the next hand scores 1 "
                            "game point more.",
    "bummerl.running": "Game in progress: {player0} needs {remaining0} more game points, "
                       "{player1} {remaining1} more.",
    "bummerl.won": "{winner} counted down from seven to zero and wins the game.",
    "bummerl.carry": "Points from ties at 65 that the next winner adds: {carry}.",
    # Labels of this game's answers on their pages for people (api/pages/pages.py).
    "page.talon": "Stock",
    "page.marriage": "Marriage",
    "page.exchange_trump": "Exchange the Nine of trumps",
    "page.close": "Close",
    "trick_card.off_suit_trump_led": "The {card} is not a trump and cannot win, as a trump was "
                                     "led; it is worth {points} points.",
    "trick.M-3.trump_led_keeps": "The {card} wins: a trump was led and the second card is not a "
                                 "trump.",
    "score.M-16.wrong_claim.no_points": "{loser} claimed 66 but has no points at all: {winner} "
                                        "wins (our reading).",
    "points.M-17.under_33.no_points": "The loser took a trick but no points (two Nines), below 33 "
                                      "(schneider): 2 game points.",
}
