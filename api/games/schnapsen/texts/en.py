"""English Schnapsen texts: card names, rules, explanations of verdicts, actions and scores."""

TEXTS: dict[str, str] = {
    "talon.name": "Talon",
    "game.name": "Schnapsen",
    "ruleset.default": "Austrian rules",
    "card": "{rank} of {suit}",
    "suit.acorns": "Acorns", "suit.leaves": "Leaves", "suit.hearts": "Hearts",
    "suit.bells": "Bells",
    "rank.under": "Unter", "rank.ober": "Ober", "rank.king": "King", "rank.10": "Ten",
    "rank.ace": "Ace",
    "french.card": "{rank} of {suit}",
    "french.suit.acorns": "Clubs", "french.suit.leaves": "Spades",
    "french.suit.hearts": "Hearts", "french.suit.bells": "Diamonds",
    "french.rank.under": "Jack", "french.rank.ober": "Queen", "french.rank.king": "King",
    "french.rank.10": "Ten", "french.rank.ace": "Ace",
    "contract.trump": "{trump} trump",
    "talon.open": "talon open", "talon.closed": "talon closed",
    "talon.exhausted": "talon exhausted",
    "player": "player {index}",
    "trump_card.unknown": "turned-up trump card",
    "rule.N-1.title": "Cards and values",
    "rule.N-1.text": "20 cards: Ace 11, Ten 10, King 4, Ober 3, Unter 2 in four suits; rank "
                     "Ace, Ten, King, Ober, Unter; 120 points in the deck.",
    "rule.N-2.title": "Deal and talon",
    "rule.N-2.text": "Five cards each (3 and 2), the trump card turned up between; the rest is "
                     "the talon. The trick winner draws first and leads.",
    "rule.N-3.title": "Who wins the trick",
    "rule.N-3.text": "The higher card of the led suit or a trump wins; a card of another "
                     "non-trump suit never wins.",
    "rule.N-4.title": "Free play while the talon is open",
    "rule.N-4.text": "While the talon is open the second player may play any card, without "
                     "following suit or winning the trick.",
    "rule.N-5.title": "The four stages with the talon closed or exhausted",
    "rule.N-5.text": "The first stage that fits applies: follow higher, else follow lower, else "
                     "trump, else anything. Any card of that stage is allowed.",
    "rule.N-6.title": "Trump led",
    "rule.N-6.text": "On a trump lead the same holds inside the trump suit: beat it, else play "
                     "a lower trump, else anything.",
    "rule.N-7.title": "Following suit comes before winning the trick",
    "rule.N-7.text": "A player holding the led suit may not trump instead, even if the card of "
                     "that suit is sure to lose.",
    "rule.N-8.title": "The leader is free",
    "rule.N-8.text": "The duties bind only the second player of the trick, never the leader.",
    "rule.N-9.title": "Revoke",
    "rule.N-9.text": "A revoke, a breach of the duties to follow and to win, loses the hand "
                     "with 3 game points.",
    "rule.N-10.title": "66 and marriages",
    "rule.N-10.text": "66 points win. King and Ober of a suit are a marriage: 20, or 40 as the "
                      "royal marriage in trumps, announced when leading one of them; they "
                      "count only once the player has won a trick.",
    "rule.N-11.title": "Marriages in the strict phase",
    "rule.N-11.text": "Marriages may still be announced in the strict phase, after closing and "
                      "with the talon exhausted.",
    "rule.N-12.title": "Exchanging the trump",
    "rule.N-12.text": "The holder of the trump Unter may exchange it, when on lead, for the "
                      "turned-up trump card; not after closing.",
    "rule.N-13.title": "Closing",
    "rule.N-13.text": "The player on lead may close the talon; then nobody draws and the four "
                      "stages apply.",
    "rule.N-14.title": "Game points",
    "rule.N-14.text": "1 if the loser has 33 or more; 2 below 33 with a trick; 3 if the loser "
                      "took no trick.",
    "rule.N-15.title": "After closing",
    "rule.N-15.text": "If the closer fails to reach 66, the opponent scores 2, or 3 if he had "
                      "no trick when the talon was closed; if he succeeds, the opponent's "
                      "standing at closing counts.",
    "rule.N-16.title": "Last trick and Bummerl",
    "rule.N-16.text": "If nobody reaches 66 with the talon exhausted, the last trick wins. A "
                      "Bummerl is 7 game points, counted down from seven.",
    "rule.R8.title": "Ruling: exchanging the trump",
    "rule.R8.text": "Only when on lead, before leading, with the talon open and at least 4 "
                    "cards in it (the turned-up trump card counted); never after closing.",
    "rule.R9.title": "Ruling: talon exhausted, nobody at 66",
    "rule.R9.text": "The winner of the last trick wins; game points by the loser's points and "
                    "tricks.",
    "rule.R16.title": "Ruling: German and French suits",
    "rule.R16.text": "Acorns correspond to Clubs, Leaves to Spades, Hearts to Hearts, Bells to "
                     "Diamonds; both decks are accepted.",
    "rule.N-D1.title": "Our reading: a wrong claim of 66",
    "rule.N-D1.text": "The rule texts are silent. A player who claims 66 without having them "
                      "loses as a failed closer does: 2 game points to the opponent, 3 if the "
                      "opponent has no trick yet.",
    "rule.N-D2.title": "Our reading: closing needs more than two talon cards",
    "rule.N-D2.text": "The rule texts give no minimum. Closing is possible while more than two "
                      "cards lie in the talon (the turned-up trump card counted).",
    "explain.N-8.lead": "You are on lead: the duties to follow and to win bind only the second "
                        "player, so the {card} is allowed.",
    "explain.N-4.free": "The talon is still open, so play is free: you may play the {card} "
                        "without following suit or winning the trick.",
    "explain.N-5.head": "The {led} was led and you hold a higher {led_suit} card (stage 1): you "
                        "must win the trick; the {card} wins it and is allowed.",
    "explain.N-5.must_head": "The {card} is lower than the {led}, but you hold a higher "
                             "{led_suit} card, the {evidence} (stage 1): you must win the trick.",
    "explain.N-5.follow_lower": "You hold no {led_suit} card higher than the {led}, so you must "
                                "follow suit with a lower one (stage 2): the {card} is allowed "
                                "even though it loses the trick.",
    "explain.N-5.must_follow": "{led_suit} were led and you hold the {evidence}: you must follow "
                               "suit, so the {card} is not allowed.",
    "explain.N-5.trump": "You hold no {led_suit} but do hold a trump (stage 3): you must trump, "
                         "and any trump will do; the {card} is allowed.",
    "explain.N-5.must_trump": "You hold no {led_suit} but do hold a trump, the {evidence} (stage "
                              "3): you must trump, so the {card} is not allowed.",
    "explain.N-5.any": "You hold neither {led_suit} nor a trump (stage 4): you may play the "
                       "{card}.",
    "explain.N-6.head": "Trump was led (the {led}) and you hold a higher trump: you must win the "
                        "trick; the {card} wins it and is allowed.",
    "explain.N-6.must_head": "The {card} is lower than the {led}, but you hold a higher trump, "
                             "the {evidence}: you must win the trick.",
    "explain.N-6.follow_lower": "You hold no trump higher than the {led}, so you must play a "
                                "lower trump: the {card} is allowed.",
    "explain.N-6.must_follow": "Trump was led and you hold the {evidence}: you must play a trump, "
                               "so the {card} is not allowed.",
    "explain.N-6.any": "Trump was led and you hold no trump: you may play the {card}.",
    "marriage_name.20": "a marriage (20) in {suit}",
    "marriage_name.40": "the royal marriage (40) in {suit}",
    "explain.N-10.lead_from_pair": "You announce {marriage}: you must lead one of its two cards, "
                                   "so the {card} is allowed.",
    "explain.N-10.not_from_pair": "You announce {marriage}: you must lead one of its two cards, "
                                  "not the {card}.",
    "explain.N-7.no_trump_instead": "Following suit comes before winning: you hold the {evidence} "
                                    "and must follow {led_suit}; trumping with the {card} would "
                                    "be a revoke.",
    "action.N-10.one_per_lead": "You are already announcing another marriage with this lead: the "
                                "{suit} marriage ({points}) must wait for a later lead, as one "
                                "lead announces one marriage.",
    "action.N-10.counts": "You hold both cards of the {suit} pair: you may announce the marriage "
                          "({points}) and then lead one of them; you have already won a trick, so "
                          "it counts at once.",
    "action.N-10.pending": "You hold both cards of the {suit} pair: you may announce the marriage "
                           "({points}) and then lead one of them; it counts only once you win a "
                           "trick.",
    "action.N-10.pending_unless_trick": "You hold both cards of the {suit} pair: you may announce "
                                        "the marriage ({points}) and then lead one of them; it "
                                        "counts as soon as you have won a trick.",
    "action.N-10.missing_partner": "For a marriage in {suit} you lack the {evidence}: only the "
                                   "complete pair scores {points}.",
    "action.N-11.counts": "You hold both cards of the {suit} pair, and marriages may still be "
                          "announced now: you may announce the marriage ({points}) and lead one "
                          "of them; it counts at once.",
    "action.N-11.pending": "You hold both cards of the {suit} pair, and marriages may still be "
                           "announced now: you may announce the marriage ({points}); it counts "
                           "only once you win your first trick.",
    "action.N-11.pending_unless_trick": "You hold both cards of the {suit} pair, and marriages "
                                        "may still be announced now: you may announce the "
                                        "marriage ({points}); it counts as soon as you have won a "
                                        "trick.",
    "action.N-12.no_trump_unter": "Only the holder of the lowest trump, the {evidence}, may "
                                  "exchange it for the turned-up trump card.",
    # The talon's reason first: without a talon to exchange with, holding the Unter is moot.
    "action.N-12.talon_closed": "The talon is closed: the trump may not be exchanged after "
                                "closing.",
    "action.N-12.talon_exhausted": "The talon is used up and the trump card has been drawn: "
                                   "there is nothing left to exchange.",
    "action.R8.talon_closed": "The talon is closed: the trump may not be exchanged after closing.",
    "action.R8.talon_exhausted": "The talon is used up and the trump card has been drawn: there "
                                 "is nothing left to exchange.",
    "action.R8.talon_size_unknown": "Exchanging is allowed while at least 4 cards are left in the "
                                    "talon (counting the turned-up trump card); give the number "
                                    "of cards in the talon to decide it.",
    "action.R8.talon_too_small": "Only {talon_cards} cards are left in the talon; exchanging "
                                 "needs at least 4 (counting the turned-up trump card).",
    "action.R8.allowed": "You hold the lowest trump and are on lead: you may exchange it for the "
                         "{trump_card} before you lead.",
    "action.N-13.allowed": "You are on lead and the talon is open: you may close it; then nobody "
                           "draws any more and the four stages apply.",
    "action.N-13.talon_closed": "The talon is already closed.",
    "action.N-13.talon_exhausted": "The talon is used up: there is nothing left to close.",
    "action.N-D2.talon_size_unknown": "By our reading (the rule texts are silent), closing is "
                                      "possible while more than two cards are left in the talon; "
                                      "give the number of cards in the talon to decide it.",
    "action.N-D2.talon_too_small": "Only {talon_cards} cards are left in the talon; by our "
                                   "reading (the rule texts are silent), closing needs more than "
                                   "two.",
    "trick.N-3.lead": "The {card} was led; the second player's card is still to come.",
    "trick.N-3.higher_of_led_suit": "The {card} wins: it is the higher card of the led suit, "
                                    "{led_suit} (the Ten ranks between the Ace and the King).",
    "trick.N-3.trump": "The {card} wins: a trump beats any card of another suit.",
    "trick.N-3.leader_higher": "The {card} wins: the second card follows {led_suit} but is lower.",
    "trick.N-3.leader_keeps": "The {card} wins: the second card is neither {led_suit} nor a trump.",
    "trick_card.trump": "The {card} is a trump and is worth {points} points.",
    "trick_card.led_suit": "The {card} belongs to the led suit, {led_suit}, and is worth {points} "
                           "points.",
    "trick_card.off_suit": "The {card} is neither {led_suit} nor a trump and cannot win; it is "
                           "worth {points} points.",
    "trick_card.winner": "It wins the trick.",
    "score.N-9.renonce": "{loser} broke the duty to follow or to win (a revoke): {winner} wins.",
    "score.N-10.claimed_66": "{winner} claimed 66 and has {winner_points} points: won.",
    "score.N-15.closer_made_66": "{winner} closed the talon and reached 66 with "
                                 "{winner_points} points: won.",
    "score.N-15.closer_failed": "{loser} closed the talon but did not reach 66: {winner} "
                                "wins.",
    # R17: the points reached but not claimed (never "did not reach 66").
    "score.N-15.closer_did_not_claim": "{loser} closed the talon and has {loser_points} "
                                       "points but did not claim 66: a closer who does not "
                                       "claim has failed; {winner} wins.",
    "score.N-D1.wrong_claim": "{loser} claimed 66 but has only {loser_points} points: {winner} "
                              "wins (our reading; the rule texts are silent).",
    "score.R9.last_trick": "Nobody claimed 66 and the talon is exhausted: {winner} took the "
                           "last trick and wins.",
    "score.R9.last_trick_loser_unclaimed": "Nobody claimed 66, not even {loser} with "
                                           "{loser_points} points; the talon is exhausted: "
                                           "{winner} took the last trick and wins.",
    "score.R9.last_trick_winner_unclaimed": "Nobody claimed 66, not even {winner} with "
                                            "{winner_points} points; the talon is exhausted, so "
                                            "the last trick decides: {winner} took it and wins.",
    "score.R9.last_trick_both_unclaimed": "Both players have 66 points or more ({winner} "
                                          "{winner_points}, {loser} {loser_points}), neither "
                                          "claimed 66 and the talon is exhausted: {winner} took "
                                          "the last trick and wins.",
    "points.N-14.no_trick": "The loser took no trick: 3 game points.",
    "points.N-14.under_33": "The loser took a trick but has only {loser_points} points, below "
                            "33: 2 game points.",
    "points.N-14.33_or_more": "The loser has {loser_points} points, 33 or more: 1 game point.",
    "points.N-15.no_trick": "The opponent had no trick when the talon was closed: 3 game "
                            "points.",
    "points.N-15.under_33": "The opponent had {loser_points} points when the talon was closed, "
                            "below 33: 2 game points.",
    "points.N-15.33_or_more": "The opponent had {loser_points} points when the talon was "
                              "closed, 33 or more: 1 game point.",
    "points.N-15.closer_failed": "A failed closing gives the opponent 2 game points.",
    "points.N-15.opponent_had_no_trick": "The opponent had no trick yet when the talon was "
                                         "closed: 3 game points.",
    "points.N-9.renonce": "A revoke loses the hand with 3 game points.",
    "points.N-D1.failed": "A wrong claim gives the opponent 2 game points (our reading).",
    "points.N-D1.no_trick": "The opponent had no trick yet: 3 game points (our reading).",
    "bummerl.running": "Still open: {player0} needs {remaining0}, {player1} {remaining1} game "
                       "points.",
    "bummerl.won": "{winner} counted down from seven to zero and wins the Bummerl.",
    # Labels of this game's answers on their pages for people (api/pages/pages.py).
    "page.talon": "Talon",
    "page.marriage": "Marriage",
    "page.exchange_trump": "Exchange the trump",
    "page.close": "Close",
    "trick_card.off_suit_trump_led": "The {card} is not a trump and cannot win, as a trump was "
                                     "led; it is worth {points} points.",
    "trick.N-3.trump_led_keeps": "The {card} wins: a trump was led and the second card is not a "
                                 "trump.",
    "score.N-D1.wrong_claim.no_points": "{loser} claimed 66 but has no points at all: {winner} "
                                        "wins (our reading; the rule texts are silent).",
}
