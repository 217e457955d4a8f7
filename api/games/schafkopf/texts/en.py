"""English Schafkopf texts: card and contract names, rules, explanations, reckoning."""

TEXTS: dict[str, str] = {
    "game.name": "Schafkopf",
    "ruleset.default": "Bavarian rules",
    "ruleset.standard": "Bavarian rules (Schafkopfschule)",
    "ruleset.sauspiel": "Sauspiel rules",
    "ruleset.netschafkopf": "NetSchafkopf rules",
    "ruleset.netschafkopf-pm": "NetSchafkopf PM rules",
    "ruleset.standard-kurz": "Bavarian rules, short pack",
    "ruleset.sauspiel-kurz": "Sauspiel, short pack",
    "ruleset.netschafkopf-kurz": "NetSchafkopf, short pack",
    "ruleset.netschafkopf-pm-kurz": "NetSchafkopf PM rules, short pack",
    "card": "{rank} of {suit}",
    "suit.acorns": "Acorns", "suit.leaves": "Leaves", "suit.hearts": "Hearts",
    "suit.bells": "Bells",
    "rank.7": "7", "rank.8": "8", "rank.9": "9", "rank.10": "10",
    "rank.under": "Unter", "rank.ober": "Ober", "rank.king": "King", "rank.ace": "Ace",
    "french.card": "{rank} of {suit}",
    "french.suit.acorns": "Clubs", "french.suit.leaves": "Spades",
    "french.suit.hearts": "Hearts", "french.suit.bells": "Diamonds",
    "french.rank.7": "7", "french.rank.8": "8", "french.rank.9": "9", "french.rank.10": "10",
    "french.rank.under": "Jack", "french.rank.ober": "Queen", "french.rank.king": "King",
    "french.rank.ace": "Ace",
    "contract.rufspiel": "Rufspiel calling the Ace of {suit}",
    "contract.solo": "{suit} Solo",
    "contract.wenz": "Wenz",
    "contract.farbwenz": "{suit} Farbwenz",
    "contract.geier": "Geier",
    "contract.farbgeier": "{suit} Farbgeier",
    "contract.ramsch": "Ramsch",
    "contract.bettel": "Bettel",
    "contract.tout": "{contract} Tout",
    "trump": "trump",
    "party.declarers": "declarers",
    "party.opponents": "opponents",
    "player": "player {index}",
    "rule.K-1.title": "Cards and points",
    "rule.K-1.text": "32 cards in Acorns, Leaves, Hearts, Bells; Ace 11, Ten 10, King 4, Ober "
                     "3, Unter 2, Nine to Seven 0: 120 in the deck.",
    "rule.K-2.title": "Order of the Obers and Unters",
    "rule.K-2.text": "Obers and Unters rank Acorns, Leaves, Hearts, Bells; the Ober of Acorns "
                     "is the highest trump except in Wenz.",
    "rule.K-3.title": "Players and tricks",
    "rule.K-3.text": "Four players, eight cards each, eight tricks.",
    "rule.K-4.title": "61 points win",
    "rule.K-4.text": "The declarers win with 61 points; at 60 : 60 the opponents win.",
    "rule.K-5.title": "Schneider and Schwarz",
    "rule.K-5.text": "Schneider: the declarers with 91, the opponents with 90 (declarers at 30 "
                     "or less). Schwarz: a party took no trick.",
    "rule.K-6.title": "Following suit",
    "rule.K-6.text": "Every card is either trump or of its printed suit. A led trump is "
                     "answered with a trump, a led suit with a card of that suit; a player "
                     "who cannot follow plays any card. No duty to trump, no duty to win.",
    "rule.K-7.title": "Who wins the trick",
    "rule.K-7.text": "The highest trump wins; without a trump, the highest card of the led "
                     "suit.",
    "rule.K-8.title": "Rufspiel",
    "rule.K-8.text": "14 trumps: the Obers, the Unters and all Hearts. The caller names the "
                     "Ace of Acorns, Leaves or Bells that he does not hold, holding a plain "
                     "card of its suit; Hearts cannot be called.",
    "rule.K-9.title": "Duties of the called Ace",
    "rule.K-9.text": "When its suit is led, the called Ace must be played; until then it may not "
                     "be discarded before the last trick; leading its suit, its holder leads the "
                     "Ace, unless with four cards of the suit he may run away.",
    "rule.K-10.title": "Wenz",
    "rule.K-10.text": "Only the four Unters are trumps; the Obers rank in their suits between "
                      "King and Nine.",
    "rule.K-11.title": "Farbwenz",
    "rule.K-11.text": "11 trumps: the four Unters, then the trump suit Ace, Ten, King, Ober, "
                      "Nine, Eight, Seven. A led Unter is a trump lead; the other Obers stay "
                      "in their suits.",
    "rule.K-12.title": "Farbsolo",
    "rule.K-12.text": "As the Rufspiel, but the chosen suit replaces Hearts as trumps; one "
                      "against three.",
    "rule.K-13.title": "Geier",
    "rule.K-13.text": "Only the four Obers are trumps; the Unters rank in their suits between "
                      "King and Nine.",
    "rule.K-14.title": "Ramsch",
    "rule.K-14.text": "Trumps as in the Rufspiel, everyone for himself, no called Ace.",
    "rule.K-15.title": "Farbwenz as a standard game",
    "rule.K-15.text": "In the Schafkopfschule rules of 2024 the Farbwenz is a standard game.",
    "rule.K-16.title": "Laufende",
    "rule.K-16.text": "An unbroken run of the highest trumps held by one party, from the top "
                      "trump; they count for the party that holds them.",
    "rule.K-17.title": "When Laufende count",
    "rule.K-17.text": "From three in Rufspiel, Solo and Farbwenz; from two in Wenz and Geier.",
    "rule.K-18.title": "At most eight Laufende in Farbwenz",
    "rule.K-18.text": "In a Farbwenz at most eight Laufende are billed.",
    "rule.K-19.title": "Tout",
    "rule.K-19.text": "The declarer must take all eight tricks; one opponent trick, even with "
                      "no points, loses. Tout doubles the price with the Laufende; Schneider "
                      "and Schwarz do not count.",
    "rule.K-S1.title": "Stoß and Retour",
    "rule.K-S1.text": "An opponent's Stoß doubles the price, the declarer's Retour doubles it "
                      "again; the winning thresholds stay.",
    "rule.R10.title": "Ruling: the called Ace after its suit was led",
    "rule.R10.text": "Once the called suit has been led in an earlier trick, a run-away lead "
                     "included, the called Ace is free like any other card.",
    "rule.R11.title": "Ruling: earlier tricks",
    "rule.R11.text": "Duties that depend on earlier tricks are decided from the earlier tricks "
                     "sent with the question; without them the called suit counts as not led "
                     "yet, and the answer says so.",
    "rule.R12.title": "Ruling: Schwarz",
    "rule.R12.text": "Schwarz is a party without any trick; a trick with no points is a trick.",
    "rule.R13.title": "Ruling: Ramsch",
    "rule.R13.text": "Everyone plays alone; the most points lose; on equal points more tricks, "
                     "then more trumps. A player taking every trick wins alone (Durchmarsch).",
    "rule.R14.title": "Ruling: Laufende in Farbwenz",
    "rule.R14.text": "At most eight, for either party.",
    "rule.R15.title": "Ruling: Laufende in Wenz and Geier",
    "rule.R15.text": "From two in Wenz and Geier, from three in every other contract.",
    "rule.R16.title": "Ruling: German and French suits",
    "rule.R16.text": "Acorns correspond to Clubs, Leaves to Spades, Hearts to Hearts, Bells to "
                     "Diamonds; French names are accepted.",
    "rule.K-D1.title": "Our reading: rank of Geier and Farbgeier",
    "rule.K-D1.text": "The sources do not place them. Geier ranks with Wenz, Farbgeier with "
                      "Farbwenz, whose shape they share.",
    "rule.K-D2.title": "Our reading: a tie in Ramsch",
    "rule.K-D2.text": "If points, tricks and trumps are equal, the tied players lose together.",
    "rule.K-20.title": "Our reading: Bettel",
    "rule.K-20.text": "In the Bettel there are no trumps; every suit runs Ace, King, Ober, "
                      "Unter, Ten, Nine, Eight, Seven, and the declarer wins only by taking no "
                      "trick at all. One against three; a player who cannot follow suit plays "
                      "any card. The declarer's first trick loses. No source within reach "
                      "describes the Bettel; its rank (with the Farbwenz: above the Rufspiel, "
                      "below Wenz and Solo) and its price (a Solo's base price, without "
                      "Laufende, Schneider or Schwarz) are our reading. The open Bettel (Bettel "
                      "ouvert) is not covered.",
    # Verdicts: rendered from the verdict's facts (api/games/schafkopf/speaker.py); a variant says
    # what the called Ace's state changes.
    "explain.K-6.lead": "You are on lead: in the {contract} any card is allowed, the {card} "
                        "included.",
    "explain.K-6.lead.called_ace_held": "You are on lead: the {card} is allowed; only if you lead "
                                        "{called_suit} must you lead the called {called_ace}.",
    "explain.K-6.lead.called_ace_free": "You are on lead: any card is allowed, the {card} "
                                        "included; {called_suit} have already been led, so the "
                                        "called {called_ace} is free.",
    "explain.K-6.void_trump.except_called_ace": "Trump was led (the {led}) and you hold none of "
                                                "the {trump_count} trumps of the {contract}: you "
                                                "may play the {card}, only not the called "
                                                "{called_ace}, whose suit has not been led.",
    "explain.K-6.must_follow_suit.called_ace_searched": "The called suit, {called_suit}, was led "
                                                        "and you hold the called {evidence}: you "
                                                        "must play it, so the {card} is not "
                                                        "allowed.",
    "explain.K-6.trump_is_not_led_suit.called_ace_searched": "{led_suit} were led, but the {card} "
                                                             "is a trump in the {contract}, not a "
                                                             "{led_suit} card; you hold the "
                                                             "called {evidence}, and you must "
                                                             "play it.",
    "explain.R10.ace_free": "{called_suit} have already been led: the called {card} is free like "
                            "any other card.",
    "explain.R10.called_suit_free": "{called_suit} have already been led: the called Ace is free, "
                                    "and you may lead the {card} too.",
    "assumption.R11": "No earlier tricks were given, so we assume that {called_suit} have not "
                      "been led yet.",
    "explain.K-6.follow_trump": "Trump was led (the {led}; the {contract} has {trump_count} "
                                "trumps): the {card} is a trump and follows; there is no duty to "
                                "win the trick.",
    "explain.K-6.void_trump": "Trump was led (the {led}) and you hold none of the {trump_count} "
                              "trumps of the {contract}: any card is allowed, the {card} included.",
    "explain.K-6.void": "{led_suit} were led and you cannot follow {led_suit}: you may play the "
                        "{card}; you need not trump.",
    "explain.K-6.void_no_trump": "{led_suit} were led and you hold no {led_suit} card: the "
                                 "{contract} has no trumps, so you may discard the {card}.",
    "explain.K-6.follow_suit": "{led_suit} were led: the {card} follows suit and is allowed; "
                               "there is no duty to win the trick.",
    "explain.K-6.follow_suit_plain_picture": "{led_suit} were led: in the {contract} the {card} "
                                             "is not a trump but an ordinary {led_suit} card, so "
                                             "it follows suit.",
    "explain.K-6.printed_suit_is_not_trump": "Trump was led: in the {contract} the {led} is a "
                                             "trump, not a {printed_suit} card, so you must play "
                                             "a trump, such as the {evidence}; the {card} is not "
                                             "allowed.",
    "explain.K-6.must_follow_trump": "Trump was led (the {led}) in the {contract} and you hold a "
                                     "trump, the {evidence}: you must play a trump, so the {card} "
                                     "is not allowed.",
    "explain.K-6.trump_is_not_led_suit": "{led_suit} were led, but the {card} is a trump in the "
                                         "{contract}, not a {led_suit} card: you must follow suit "
                                         "with a {led_suit} card such as the {evidence}.",
    "explain.K-6.must_follow_suit": "{led_suit} were led and you hold the {evidence}: you must "
                                    "follow {led_suit}, so the {card} is not allowed.",
    "explain.K-9.searched": "The called suit, {called_suit}, was led, so you must play the called "
                            "Ace: the {card}.",
    "explain.K-9.searched_other_card": "The called suit was led and you hold the called "
                                       "{evidence}: you must play it, not the {card}.",
    "explain.K-9.unsearched": "The {card} is the called Ace and {called_suit} have not been led "
                              "yet: before the last trick you may neither discard it nor play it "
                              "to a trump lead.",
    "explain.K-9.last_trick": "In the last trick the called {card} may be played even though its "
                              "suit has never been led.",
    "explain.K-9.lead_called_ace": "You hold the called Ace: if you lead {called_suit}, you must "
                                   "lead the Ace; the {card} is allowed.",
    "explain.K-9.must_lead_ace": "You hold the called {evidence} and fewer than four "
                                 "{called_suit} cards: to lead {called_suit} you must lead the "
                                 "Ace, not the {card}.",
    "explain.K-9.run_away": "You hold the called Ace and at least four {called_suit} cards: you "
                            "may run away and lead the {card}.",
    "trick.K-7.trump": "The {card} wins: it is the highest trump in the trick, by the order of "
                       "the {contract}.",
    "trick.K-7.trump.so_far": "The {card} is winning so far: by the order of the {contract}, no "
                              "higher trump has been played; the trick is not complete yet.",
    "trick.K-7.led_suit": "The {card} wins: no trump was played, and it is the highest card of the "
                          "led suit, {led_suit}, in the trick.",
    "trick.K-7.led_suit.so_far": "The {card} is winning so far: no trump has been played, and no "
                                 "higher card of the led suit, {led_suit}, has been played; the "
                                 "trick is not complete yet.",
    "trick_card.trump": "The {card} is a trump and is worth {points} points.",
    "trick_card.led_suit": "The {card} belongs to the led suit, {led_suit}, and is worth {points} "
                           "points.",
    "trick_card.off_suit": "The {card} is neither {led_suit} nor a trump and cannot win; it is "
                           "worth {points} points.",
    "trick_card.off_suit_no_trump": "The {card} is not {led_suit} and cannot win; it is worth "
                                    "{points} points.",
    "trick_card.winner": "It wins the trick.",
    "call.K-8.callable": "You do not hold the Ace of {suit} and hold a plain {suit} card: you "
                         "may call it.",
    "call.K-8.holds_ace": "You hold the Ace of {suit} yourself: you cannot call it.",
    "call.K-8.no_card_of_suit": "You hold no plain {suit} card (Obers and Unters are trumps): "
                                "you cannot call the Ace of {suit}.",
    "bid.rank": "The {contract} is the highest game and is played.",
    "bid.seat": "Equal games: seat order decides, {player} sits first.",
    "score.K-4.declarers_win": "The declarers have {augen} points, at least 61: won.",
    "score.K-4.opponents_win": "The declarers have only {augen} points; 61 are needed, at "
                               "60 : 60 the opponents win.",
    "score.K-19.declarers_win": "Tout won: the declarer took all eight tricks.",
    "score.K-19.opponents_win": "Tout lost: the opponents took {opponent_tricks} trick(s); a "
                                "single trick with no points loses the Tout.",
    "score.K-20.declarers_win": "Bettel won: the declarer took no trick at all.",
    "score.K-20.opponents_win": "Bettel lost: the declarer took a trick; the first trick he "
                                "takes loses the Bettel.",
    "line.base": "Base price {contract}: {amount}.",
    "line.laufende": "{count} Laufende of the {party} at {rate} each: {amount}.",
    "line.schneider": "Schneider: {amount}.",
    "line.schwarz": "Schwarz: {amount}.",
    "line.tout": "Tout doubles the price with the Laufende.",
    "line.stoss": "Stoß doubles.",
    "line.retour": "Retour doubles again.",
    "ramsch.R13.most_augen": "{losers} has the most points and loses the Ramsch.",
    "ramsch.R13.more_tricks": "Equal points: {losers} took more tricks and loses.",
    "ramsch.R13.more_trumps": "Equal points and tricks: {losers} took more trumps and loses.",
    "ramsch.K-D2.tie": "Points, tricks and trumps equal: {losers} lose together (our "
                       "reading).",
    "ramsch.R13.durchmarsch": "Durchmarsch: {winner} took every trick and wins alone.",
    "round.as_played": "Counted as played: {revokes} illegal play(s); the rule texts give no "
                       "penalty for a revoke.",
    # Labels of this game's answers on their pages for people (api/pages/pages.py).
    "page.points": "points",  # the trick's worth, as the sentences count it
    "page.callable": "Which ace may I call?",
    "page.called_ace": "Called ace",
    "page.searched": "searched",
    "page.not_searched": "not searched yet",
    # Issue 25: rulesets, doublings, Jungfrau, Stock (new keys only).
    "rule.K-S2.title": "Klopfen and Legen",
    "rule.K-S2.text": "A player who knocks (Klopfen) or lays down (Legen) before play doubles the "
                      "price; each one who does doubles it again.",
    "rule.K-S3.title": "Further Kontras",
    "rule.K-S3.text": "After Stoß and Retour each further Kontra (Sub, Hirsch) doubles the price "
                      "again, up to the ruleset's limit.",
    "rule.K-H1.title": "Sauspiel's tariff",
    "rule.K-H1.text": "Sauspiel 20, solo games 50, 10 a Laufender from three (Wenz and Geier from "
                      "two), Schneider 10, Schwarz 10 more (our reading of Sauspiel's games).",
    "rule.K-H2.title": "Kurzes Blatt",
    "rule.K-H2.text": "24 cards from the Nine up, six a hand, six tricks; still 120 points, 61 "
                      "win.",
    "rule.K-H3.title": "NetSchafkopf's tariff",
    "rule.K-H3.text": "Rufspiel 2, solo games 5, Ramsch 1, 1 a Laufender from three, Schneider 1, "
                      "Schwarz 1 more (our reading of NetSchafkopf's protocols).",
    "rule.K-H4.title": "Ramsch tie: the higher Ober loses",
    "rule.K-H4.text": "With equal most points in a Ramsch, the player who held the higher Ober "
                      "loses.",
    "rule.K-H5.title": "Jungfrau",
    "rule.K-H5.text": "Each Ramsch player who took no trick (a Jungfrau) doubles the price.",
    "rule.K-H6.title": "Durchmarsch by points",
    "rule.K-H6.text": "A Ramsch player who took all 120 points wins alone.",
    "rule.K-H7.title": "The Stock",
    "rule.K-H7.text": "A won Rufspiel takes the pot, half for each declarer; a lost one pays as "
                      "much again into it.",
    "line.doubling": "Doubled before play ({player}): the price doubles.",
    "line.kontra": "Kontra number {count} ({player}): the price doubles again.",
    "line.jungfrau": "Jungfrau ({player} took no trick): the price doubles.",
    "line.stoss.seat": "Stoß ({player}) doubles.",
    "line.retour.seat": "Retour ({player}) doubles again.",
    "line.someone": "a player",
    "score.K-19.declarers_win.short": "Tout won: the declarer took all six tricks.",
    "ramsch.K-H4.higher_ober_held": "Equal points: {losers} held the higher Ober and loses.",
    "ramsch.K-H6.durchmarsch": "Durchmarsch: {winner} took all 120 points and wins alone.",
    "stock.in": "The Rufspiel is lost: each declarer pays {share} into the Stock, which now holds "
                "{pot}.",
    "stock.out": "The Rufspiel is won: each declarer takes {share} from the Stock, which now holds"
                 " {pot}.",
    "stock.none": "The Stock of {pot} stays as it is.",
    "rule.K-H8.title": "NetSchafkopf's PM-Regeln",
    "rule.K-H8.text": "Laufende count from two in Wenz and Farbwenz (so also in Geier and "
                      "Farbgeier), from three in the other games.",
    "rule.K-H9.title": "Geier-Tout",
    "rule.K-H9.text": "A Geier may be played Tout; it ranks with the Wenz-Tout, a Farbgeier-Tout "
                      "with the Farbwenz-Tout.",
    "trick_card.off_suit_trump_led": "The {card} is not a trump and cannot win, as a trump was "
                                     "led; it is worth {points} points.",
    "score.K-4.declarers_win.alone": "The declarer has {augen} points, at least 61: won.",
    "score.K-4.opponents_win.alone": "The declarer has only {augen} points; 61 are needed, at 60 "
                                     ": 60 the opponents win.",
    "score.K-4.opponents_win.schwarz": "The declarers took no trick at all (schwarz): the "
                                       "opponents win.",
    "score.K-4.opponents_win.alone.schwarz": "The declarer took no trick at all (schwarz): the "
                                             "opponents win.",
    "line.laufende.alone": "{count} Laufende of the declarer at {rate} each: {amount}.",
    "french.explain.K-6.lead.called_ace_held": "You are on lead: the {card} is allowed; only if "
                                               "you lead {called_suit} must you lead the called "
                                               "{called_ace}.",
    "french.explain.K-6.lead.called_ace_free": "You are on lead: any card is allowed, the {card} "
                                               "included; {called_suit} have already been led, so "
                                               "the called {called_ace} is free.",
    "french.explain.K-6.void_trump.except_called_ace": "Trump was led (the {led}) and you hold "
                                                       "none of the {trump_count} trumps of the "
                                                       "{contract}: you may play the {card}, only "
                                                       "not the called {called_ace}, whose suit "
                                                       "has not been led.",
    "french.explain.K-6.must_follow_suit.called_ace_searched": "The called suit, {called_suit}, "
                                                               "was led and you hold the called "
                                                               "{evidence}: you must play it, so "
                                                               "the {card} is not allowed.",
    "french.explain.K-6.trump_is_not_led_suit.called_ace_searched": "{led_suit} were led, but the "
                                                                    "{card} is a trump in the "
                                                                    "{contract}, not a {led_suit} "
                                                                    "card; you hold the called "
                                                                    "{evidence}, and you must "
                                                                    "play it.",
    "french.explain.R10.ace_free": "{called_suit} have already been led: the called {card} is "
                                   "free like any other card.",
    "french.explain.R10.called_suit_free": "{called_suit} have already been led: the called Ace "
                                           "is free, and you may lead the {card} too.",
    "french.explain.K-9.searched": "The called suit, {called_suit}, was led, so you must play the "
                                   "called Ace: the {card}.",
    "french.explain.K-9.searched_other_card": "The called suit was led and you hold the called "
                                              "{evidence}: you must play it, not the {card}.",
    "french.explain.K-9.unsearched": "The {card} is the called Ace and {called_suit} have not "
                                     "been led yet: before the last trick you may neither discard "
                                     "it nor play it to a trump lead.",
    "french.explain.K-9.last_trick": "In the last trick the called {card} may be played even "
                                     "though its suit has never been led.",
    "french.explain.K-9.lead_called_ace": "You hold the called Ace: if you lead {called_suit}, "
                                          "you must lead the Ace; the {card} is allowed.",
    "french.explain.K-9.must_lead_ace": "You hold the called {evidence} and fewer than four "
                                        "{called_suit} cards: to lead {called_suit} you must lead "
                                        "the Ace, not the {card}.",
    "french.explain.K-9.run_away": "You hold the called Ace and at least four {called_suit} "
                                   "cards: you may run away and lead the {card}.",
    "score.K-4.opponents_win.no_augen": "The declarers took tricks but no points; 61 are needed: "
                                        "the opponents win.",
    "score.K-4.opponents_win.alone.no_augen": "The declarer took tricks but no points; 61 are "
                                              "needed: the opponents win.",
    "contract.ouvert": "Bettel ouvert",
    "rule.K-H10.title": "Bettel with Stichzwang",
    "rule.K-H10.text": "In a Bettel with Stichzwang, whoever follows suit must beat the best card "
                       "of the trick if one of his cards of that suit can.",
    "explain.K-H10.overtakes": "{led_suit} were led and the Bettel is played with Stichzwang: the "
                               "{card} beats the trick and is allowed.",
    "explain.K-H10.must_overtake": "{led_suit} were led and the Bettel is played with Stichzwang: "
                                   "you hold the {evidence}, which beats the trick, so you must "
                                   "beat it; the {card} is not allowed.",
    "rule.K-H11.title": "Bettel ouvert",
    "rule.K-H11.text": "The Bettel played with the declarer's cards face up (Bettel Tout): still "
                       "won only without a single trick, at double the price; it ranks with the "
                       "Farbwenz-Tout.",
    "score.K-H11.declarers_win": "Bettel ouvert won: the declarer took no trick at all.",
    "score.K-H11.opponents_win": "Bettel ouvert lost: the declarer took a trick; the first trick "
                                 "he takes loses the Bettel.",
    "line.ouvert": "Bettel ouvert doubles the price.",
    "rule.K-H12.title": "Thrown in",
    "rule.K-H12.text": "When everyone passes and no Ramsch is played, the cards are thrown in and "
                       "dealt again: nobody wins or pays; where a Stock is kept, each player pays "
                       "the Rufspiel's base price into it.",
    "thrown_in.K-H12": "Everyone passed: the cards are thrown in and dealt again; nobody wins or "
                       "pays.",
    "thrown_in.stake": "Each player pays {amount} into the Stock.",
    "stock.thrown_in": "The deal is thrown in: each player pays {share} into the Stock, which now "
                       "holds {pot}.",
    "thrown_in.K-H12.stock": "Everyone passed: the cards are thrown in and dealt again; nobody "
                             "wins, and each player pays his stake into the Stock.",
}
