"""English texts: card names, rule titles and statements, explanation templates."""

TEXTS: dict[str, str] = {
    "game.name": "Schieber Jass",
    "ruleset.jasvel": "jasvel.org rules",
    "ruleset.standard": "common Swiss rules (trumping at any time)",
    "card": "{rank} of {suit}",
    "suit.acorns": "Acorns",
    "suit.bells": "Bells",
    "suit.roses": "Roses",
    "suit.shields": "Shields",
    "rank.6": "6", "rank.7": "7", "rank.8": "8", "rank.9": "9", "rank.10": "10",
    "rank.under": "Under", "rank.ober": "Ober", "rank.king": "King", "rank.ace": "Ace",
    "french.card": "{rank} of {suit}",
    "french.suit.acorns": "Clubs",
    "french.suit.bells": "Diamonds",
    "french.suit.roses": "Hearts",
    "french.suit.shields": "Spades",
    "french.rank.6": "6", "french.rank.7": "7", "french.rank.8": "8", "french.rank.9": "9",
    "french.rank.10": "10", "french.rank.under": "Jack", "french.rank.ober": "Queen",
    "french.rank.king": "King", "french.rank.ace": "Ace",
    "contract.trump": "{trump} trump",
    "contract.obenabe": "Obenabe",
    "contract.undenufe": "Undenufe",
    "rule.J-1.title": "Cards and players",
    "rule.J-1.text": "36 cards in four suits (6, 7, 8, 9, Banner (Ten), Under, Ober, King, "
                     "Ace); four players in two fixed partnerships, 9 cards each, 9 tricks.",
    "rule.J-2.title": "Forehand and direction of play",
    "rule.J-2.text": "The forehand, right of the dealer, chooses the contract or pushes once to "
                     "the partner, and leads the first trick; then the trick winner leads. Play "
                     "goes counter-clockwise.",
    "rule.J-3.title": "Contracts",
    "rule.J-3.text": "A trump suit, Obenabe or Undenufe; Obenabe and Undenufe have no trump "
                     "suit.",
    "rule.J-4.title": "Order in the trump suit",
    "rule.J-4.text": "Strongest first: the Under, called the Puur (the Jack of trumps), the 9, "
                     "called the Nell, then Ace, King, Ober, 10, 8, 7, 6.",
    "rule.J-5.title": "Order in a plain suit and in Obenabe",
    "rule.J-5.text": "Ace, King, Ober, Under, 10, 9, 8, 7, 6.",
    "rule.J-6.title": "Order in Undenufe",
    "rule.J-6.text": "In every suit: 6, 7, 8, 9, 10, Under, Ober, King, Ace; the 6 is the "
                     "strongest card.",
    "rule.J-7.title": "Only the trump Under is the Puur",
    "rule.J-7.text": "Puur means only the Under of the trump suit, the Jack of trumps; an "
                     "Under of another suit ranks between Ober and 10.",
    "rule.J-8.title": "Who wins a trick in a trump contract",
    "rule.J-8.text": "The highest trump wins; without a trump, the highest card of the led "
                     "suit. A card of a third suit never wins.",
    "rule.J-9.title": "Who wins a trick in Obenabe and Undenufe",
    "rule.J-9.text": "The highest card of the led suit in the contract's order wins; other "
                     "suits cannot interfere.",
    "rule.J-10.title": "Card points in the trump suit",
    "rule.J-10.text": "Under (Puur) 20, 9 (Nell) 14, Ace 11, King 4, Ober 3, 10 is worth 10; "
                      "8, 7 and 6 are worth nothing.",
    "rule.J-11.title": "Card points in a plain suit",
    "rule.J-11.text": "Ace 11, King 4, Ober 3, Under 2, 10 is worth 10; 9 to 6 nothing.",
    "rule.J-12.title": "Card points in Obenabe",
    "rule.J-12.text": "As in a plain suit, and every 8 is worth 8.",
    "rule.J-13.title": "Card points in Undenufe",
    "rule.J-13.text": "The 6 is worth 11, the Ace nothing, every 8 is worth 8; King 4, Ober 3, "
                      "Under 2, 10 is worth 10.",
    "rule.J-14.title": "152, 157 and 257 points",
    "rule.J-14.text": "Every contract holds 152 card points; the last trick adds 5 (157); a "
                      "team taking all nine tricks scores 100 more (257).",
    "rule.J-15.title": "Last trick and match",
    "rule.J-15.text": "The 5 points go to the team taking the last trick; the 100 only to a "
                      "team that takes all nine tricks.",
    "rule.J-L1.title": "Leading is free",
    "rule.J-L1.text": "The player who opens a trick may lead any card.",
    "rule.J-L2.title": "Follow suit (Farbzwang)",
    "rule.J-L2.text": "Holding the led suit, you must play a card of it; you may neither "
                      "discard nor trump voluntarily.",
    "rule.J-L3.title": "Void: trump or discard",
    "rule.J-L3.text": "If you are void in the led suit and there is no trump in the trick, you "
                      "may play any card: trump or discard.",
    "rule.J-L4.title": "Undertrumping",
    "rule.J-L4.text": "With a trump in the trick, you may play a lower trump only if you hold no "
                      "trump higher than the highest one in the trick.",
    "rule.J-L5.title": "Overtrumping",
    "rule.J-L5.text": "A trump that beats the highest trump in the trick is allowed; holding "
                      "only trumps and a higher one, you must overtrump.",
    "rule.J-L6.title": "The Puur exception",
    "rule.J-L6.text": "The Puur is exempt from the duty to trump: you may keep it back while "
                      "another legal card remains. Only the Puur is exempt, not the Nell.",
    "rule.J-L7.title": "Trump led",
    "rule.J-L7.text": "When trump is led you must follow with a trump but need not overtrump; "
                      "if the Puur is your only trump, any card is allowed.",
    "rule.J-L8.title": "Following suit in Obenabe and Undenufe",
    "rule.J-L8.text": "With no trump suit only the duty to follow suit remains: if you hold the "
                      "led suit you must follow; if you are void, you may play any card.",
    "rule.J-L9.title": "Discarding over a trump",
    "rule.J-L9.text": "If you are void in the led suit and a trump is in the trick, you may "
                      "discard a non-trump card or overtrump.",
    "rule.J-L10.title": "The Puur counts as a higher trump for undertrumping",
    "rule.J-L10.text": "If you hold the Puur, you may not play a trump below the trick's highest "
                       "trump; the Puur itself need not be played while another legal card "
                       "remains.",
    "rule.J-V1.title": "Trumping instead of following (common Swiss rules)",
    "rule.J-V1.text": "Under the common Swiss rules you may trump even when you hold the led suit; "
                      "you may not discard. The jasvel.org rules forbid it.",
    "rule.J-V2.title": "Undertrumping (common Swiss rules)",
    "rule.J-V2.text": "Under the common Swiss rules a lower trump is allowed only when you hold "
                      "nothing but trumps; overtrumping is never compulsory.",
    "rule.J-V3.title": "Scoring order (common Swiss rules)",
    "rule.J-V3.text": "Under the common Swiss rules Stöck counts first, then Weis, then tricks; "
                      "under the jasvel.org rules Weis, Stöck, tricks.",
    "rule.J-S1.title": "Stöck",
    "rule.J-S1.text": "King and Ober of trumps in one hand score 20, announced when the second "
                      "of them is played; not in Obenabe or Undenufe.",
    "rule.J-S2.title": "Weis",
    "rule.J-S2.text": "The team with the best single Weis scores all of its Weis; the other "
                      "team scores none.",
    "rule.J-S3.title": "Scoring order",
    "rule.J-S3.text": "If both teams could reach the target in the same round, Weis counts "
                      "first, then Stöck, then trick points.",
    "rule.J-S4.title": "Target and multiplier",
    "rule.J-S4.text": "The target (1000, 1500, 2500 or 3000) is agreed beforehand; contract "
                      "multipliers are regional.",
    "rule.R1.title": "Ruling: two rulesets",
    "rule.R1.text": "There are two rulesets, jasvel (this service's default, following the "
                    "primary texts) and standard (common Swiss Schieber rules); every answer "
                    "names the ruleset applied.",
    "rule.R2.title": "Ruling: the Puur on a trump lead",
    "rule.R2.text": "If the Puur is your only trump you need not follow a trump lead: every "
                    "card is allowed.",
    "rule.R3.title": "Ruling: discarding over a trump",
    "rule.R3.text": "If you are void in the led suit and a trump is in the trick, you may always "
                    "discard a non-trump card.",
    "rule.R4.title": "Ruling: the Puur in the undertrump check",
    "rule.R4.text": "The Puur counts as a higher trump; it is never forced while another "
                    "legal card remains.",
    "rule.R5.title": "Ruling: card values",
    "rule.R5.text": "Trump, plain, Obenabe and Undenufe each total 152; in Undenufe the 6 is "
                    "worth 11 and the Ace 0.",
    "rule.R6.title": "Ruling: Weis values and comparison",
    "rule.R6.text": "Sequences score 20, 50, 100, 150, 200, 250, 300; four Unders 200, four "
                    "Nines 150, four Aces, Kings, Obers or Tens 100. Ties: more cards, higher "
                    "card, trump suit, earlier player.",
    "rule.R7.title": "Ruling: multipliers",
    "rule.R7.text": "Multipliers are a request parameter (default 1); common tables are "
                    "presets, not rules.",
    "rule.R16.title": "Ruling: Swiss-German and French cards",
    "rule.R16.text": "Acorns correspond to Clubs, Bells to Diamonds, Roses to Hearts, Shields "
                     "to Spades; both decks are accepted.",
    # Verdicts: rendered from the verdict's facts (api/games/jass/speaker.py); variants say the duty
    # to follow with the exception the same answer allows (J-V1).
    "trump_name.puur": "{card} (the Puur, the Jack of trumps)",
    "trump_name.naell": "{card} (the Nell, the Nine of trumps)",
    "explain.J-L1.lead": "You are on lead: you may lead any card, the {card} included.",
    "explain.J-L2.follow": "{led_suit} were led: the {card} follows suit and is allowed; you must "
                           "follow {led_suit} whether or not your card wins the trick.",
    "explain.J-L2.follow.or_trump": "{led_suit} were led: the {card} follows suit and is allowed; "
                                    "the common Swiss rules also let you trump instead of "
                                    "following.",
    "explain.J-L2.follow.or_overtrump": "{led_suit} were led: the {card} follows suit and is "
                                        "allowed; the common Swiss rules also let you beat the "
                                        "{highest_trump} with a trump instead of following.",
    "explain.J-L2.must_follow": "{led_suit} were led and you hold the {evidence}: you must follow "
                                "{led_suit}, so discarding the {card} is not allowed.",
    "explain.J-L2.must_follow.or_trump": "{led_suit} were led and you hold the {evidence}: "
                                         "discarding the {card} is not allowed; you must follow "
                                         "{led_suit} or, under the common Swiss rules, trump.",
    "explain.J-L2.must_follow.or_overtrump": "{led_suit} were led and you hold the {evidence}: "
                                             "discarding the {card} is not allowed; you must "
                                             "follow {led_suit} or, under the common Swiss rules, "
                                             "beat the {highest_trump} with a trump.",
    "explain.J-L2.no_voluntary_trump": "{led_suit} were led and you hold the {evidence}: as long "
                                       "as you can follow suit, trumping with the {card} is not "
                                       "allowed.",
    "explain.J-L2.puur_may_not_replace": "{led_suit} were led and you hold the {evidence}: you "
                                         "must follow {led_suit}, and not even the Puur may take "
                                         "the place of a {led_suit} card: the {card} is not "
                                         "allowed.",
    "explain.J-L3.discard": "You have no {led_suit} and there is no trump in the trick: you may "
                            "discard the {card}.",
    "explain.J-L3.trump": "You have no {led_suit}: you may trump with the {card}.",
    "explain.J-L4.no_higher_trump": "The {highest_trump} is in the trick and you hold no higher "
                                    "trump: you may play the {card} under it.",
    "explain.J-L4.undertrump": "The {card} is lower than the {highest_trump} in the trick, and "
                               "you hold a higher trump, the {evidence}: undertrumping is not "
                               "allowed.",
    "explain.J-L5.overtrump": "You have no {led_suit}; the {card} beats the {highest_trump} and "
                              "is allowed.",
    "explain.J-L5.must_overtrump": "You have no {led_suit} and hold only trumps; the {card} beats "
                                   "the {highest_trump}, and you must overtrump.",
    "explain.J-L6.puur_may_be_kept": "You may play the {card}, but you need not: the Puur is "
                                     "never forced while another legal card remains.",
    "explain.J-L6.puur_alone_on_trump_lead": "Trump was led and the {card} is your only trump: "
                                             "you may play it or keep it back.",
    "explain.J-L6.puur_kept_on_trump_lead": "Trump was led, but your only trump is the "
                                            "{evidence}, which you need not play: the {card} is "
                                            "allowed.",
    "explain.J-L7.follow_trump": "Trump was led: the {card} is a trump and is allowed; you need "
                                 "not overtrump.",
    "explain.J-L7.must_follow_trump": "Trump was led and you hold the {evidence}: you must follow "
                                      "with a trump, so the {card} is not allowed.",
    "explain.J-L7.void": "Trump was led and you hold no trump: the {card} is allowed.",
    "explain.J-L8.follow": "{led_suit} were led and you hold the {card}: in {contract}, too, you "
                           "must follow suit, and this card does.",
    "explain.J-L8.must_follow": "{led_suit} were led and you hold the {evidence}: in {contract}, "
                                "too, you must follow suit, so the {card} is not allowed.",
    "explain.J-L8.void": "You have no {led_suit}, and {contract} has no trumps: the {card} is "
                         "allowed.",
    "explain.J-L9.discard_over_trump": "You have no {led_suit}; although the trick has been "
                                       "trumped with the {highest_trump}, you may discard the "
                                       "{card}.",
    "explain.J-L10.undertrump_puur_held": "The {card} is lower than the {highest_trump} in the "
                                          "trick, and you hold the {evidence}, which counts as a "
                                          "higher trump: undertrumping is not allowed.",
    "explain.J-V1.trump_instead": "{led_suit} were led and you could follow suit, but the common "
                                  "Swiss rules let you trump instead: you may trump with the "
                                  "{card}.",
    "explain.J-V1.overtrump_instead": "{led_suit} were led and you could follow suit, but the "
                                      "common Swiss rules let you trump instead: the {card} beats "
                                      "the {highest_trump} and is allowed.",
    "explain.J-V2.discard_over_trump": "You have no {led_suit}, and the common Swiss rules never "
                                       "force you to overtrump: you may discard the {card}.",
    "explain.J-V2.only_trumps_left": "You hold nothing but trumps: the common Swiss rules let you "
                                     "play the {card} under the {highest_trump}.",
    "explain.J-V2.undertrump": "The {card} is lower than the {highest_trump} in the trick; the "
                               "common Swiss rules allow undertrumping only when you hold nothing "
                               "but trumps, so the {card} is not allowed.",
    "trick.J-8.trump": "The {card} wins: it is the highest trump in the trick (in trumps the Puur "
                       "and the Nell rank above the Ace).",
    "trick.J-8.trump.so_far": "The {card} is winning so far: no higher trump has been played (in "
                              "trumps the Puur and the Nell rank above the Ace); the trick is not "
                              "complete yet.",
    "trick.J-8.led_suit": "The {card} wins: no trump was played, and it is the highest card of the "
                          "led suit, {led_suit}, in the trick.",
    "trick.J-8.led_suit.so_far": "The {card} is winning so far: no trump has been played, and no "
                                 "higher card of the led suit, {led_suit}, has been played; the "
                                 "trick is not complete yet.",
    "trick.J-9.obenabe": "The {card} wins: it is the highest card of the led suit, {led_suit}, in "
                         "the trick (in Obenabe the Ace ranks highest).",
    "trick.J-9.obenabe.so_far": "The {card} is winning so far: no higher card of the led suit, "
                                "{led_suit}, has been played (in Obenabe the Ace ranks highest); "
                                "the trick is not complete yet.",
    "trick.J-9.undenufe": "The {card} wins: it is the strongest card of the led suit, {led_suit}, "
                          "in the trick (in Undenufe the 6 ranks highest).",
    "trick.J-9.undenufe.so_far": "The {card} is winning so far: no stronger card of the led suit, "
                                 "{led_suit}, has been played (in Undenufe the 6 ranks highest); "
                                 "the trick is not complete yet.",
    "trick_card.trump": "The {card} is a trump and is worth {points} points.",
    "trick_card.led_suit": "The {card} belongs to the led suit, {led_suit}, and is worth {points} "
                           "points.",
    "trick_card.off_suit": "The {card} is neither {led_suit} nor a trump and cannot win; it is "
                           "worth {points} points.",
    "trick_card.off_suit_no_trump": "The {card} is not {led_suit} and cannot win; it is worth "
                                    "{points} points.",
    "trick_card.winner": "It wins the trick.",
    # Weis, Stöck, the round, the target, the Schieben.
    "weis.sequence": "{blatt} in {suit} up to the {top}",
    "weis.four_of_a_kind": "{rank}",
    "weis.listed": "{weis}: {points} points.",
    "weis.none": "This hand holds no Weis.",
    "team": "team {team}",
    "jasstafel.target": "Target {target}",
    "weis_compare.none": "Nobody declared: no Weis points.",
    "weis_compare.uncontested": "Only {team} declared: it scores all its Weis, {points} "
                                "points.",
    "weis_compare.points": "The best Weis of {team}, {weis}, is worth more: {team} scores all "
                           "its Weis ({points}), the other team none.",
    "weis_compare.cards": "Equal points; the Weis of {team}, {weis}, has more cards: {team} "
                          "scores all its Weis ({points}).",
    "weis_compare.top_card": "Equal points and cards; {weis} of {team} has the higher top "
                             "card: {team} scores all its Weis ({points}).",
    "weis_compare.trump_suit": "Equal points, cards and top card; {weis} of {team} is in the "
                               "trump suit: {team} scores all its Weis ({points}).",
    "weis_compare.seat": "All equal; {player} plays earlier in the first trick: {team} scores "
                         "all its Weis ({points}).",
    "stoeck.holds": "You hold both Stöck cards of the trump suit ({cards}): 20 points, announced "
                    "with the second of the two.",
    "stoeck.not_held": "You do not hold both the King and the Ober of trumps: no Stöck.",
    "stoeck.no_trump": "{contract} has no trump suit and so no Stöck.",
    "stoeck_timing.no_trump": "{contract} has no Stöck.",
    "stoeck_timing.not_held": "The King and Ober of trumps were not both played by {player}: no "
                              "Stöck.",
    "stoeck_timing.pending": "Still open: Stöck is announced when the second card is played, "
                             "before the next player covers it.",
    "stoeck_timing.too_early": "Too early: the first card alone announces nothing; the "
                               "announcement comes with the second, the {second}.",
    "stoeck_timing.in_time": "In time: announced when the second card, the {second}, was played. "
                             "The 20 points count.",
    "stoeck_timing.too_late": "Too late: the {covered} had already covered the {second} before "
                              "Stöck was announced. The 20 points are lost.",
    "round.team": "{team}: {card_points} card points, {last_trick} for the last trick, "
                  "{match} for the match, {weis} Weis, {stoeck} Stöck; times {multiplier}: "
                  "{total}.",
    "step.weis": "Weis", "step.stoeck": "Stöck", "step.tricks": "trick points",
    "target.won": "{team} reaches the target of {target} in the {step} block and wins; the "
                  "blocks count in the order {order}.",
    "target.won_both": "Both teams reach the target of {target} in the {step} block; {team} "
                       "has more points and wins (our reading; the rule texts are silent).",
    "target.none": "Neither team reaches the target of {target}.",
    "target.tie": "Both teams reach {target} in the {step} block with equal points: a tie "
                  "(our reading).",
    "schieben.chosen": "{vorhand} is the forehand, chooses {contract} and leads the first "
                       "trick.",
    "schieben.pushed": "{vorhand} pushes once to {partner}, who must choose {contract}; "
                       "{vorhand} still leads.",
    "rule.J-D1.title": "Our reading: both teams reach the target in the same block",
    "rule.J-D1.text": "The rule texts are silent. The team with more points wins; equal "
                      "points are a tie.",
    "player": "player {index}",
    "round.as_played": "Counted as played: {revokes} illegal play(s); the rule texts give no "
                       "penalty for a revoke.",
    # Labels of this game's answers on their pages for people (api/pages/pages.py).
    "page.weis": "The Weis of a hand",
    "page.stoeck": "Stöck",
    "trick_card.off_suit_trump_led": "The {card} is not a trump and cannot win, as a trump was "
                                     "led; it is worth {points} points.",
    "weis.blatt.3": "three-card sequence",
    "weis.blatt.4": "four-card sequence",
    "weis.blatt.5": "five-card sequence",
    "weis.blatt.6": "six-card sequence",
    "weis.blatt.7": "seven-card sequence",
    "weis.blatt.8": "eight-card sequence",
    "weis.blatt.9": "nine-card sequence",
    "weis.four.under": "four Unders",
    "weis.four.9": "four Nines",
    "weis.four.10": "four Banners (Tens)",
    "weis.four.ober": "four Obers",
    "weis.four.king": "four Kings",
    "weis.four.ace": "four Aces",
    "french.weis.four.under": "four Jacks",
    "french.weis.four.9": "four Nines",
    "french.weis.four.10": "four Tens",
    "french.weis.four.ober": "four Queens",
}
