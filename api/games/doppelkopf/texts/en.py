"""English Doppelkopf texts: card and contract names, rules, explanations, the score. The
players' German words stay where English clubs keep them (Re, Kontra, Dulle, Fuchs,
Karlchen, Hochzeit); pagat.com's English words are given beside them once."""

TEXTS: dict[str, str] = {
    "game.name": "Doppelkopf",
    "german.card": "{rank} of {suit}",
    "german.suit.clubs": "Acorns", "german.suit.spades": "Leaves",
    "german.suit.hearts": "Hearts",
    "german.suit.diamonds": "Bells",
    "german.rank.9": "9", "german.rank.10": "10",
    "german.rank.jack": "Unter", "german.rank.queen": "Ober",
    "german.rank.king": "King", "german.rank.ace": "Ace",
    "card": "{rank} of {suit}",
    "suit.clubs": "Clubs", "suit.spades": "Spades",
    "suit.hearts": "Hearts", "suit.diamonds": "Diamonds",
    "rank.9": "9", "rank.10": "10", "rank.jack": "Jack",
    "rank.queen": "Queen", "rank.king": "King", "rank.ace": "Ace",
    "contract.normal": "normal game",
    "contract.hochzeit": "Hochzeit",
    "contract.stille_hochzeit": "silent Hochzeit",
    "contract.farbsolo": "{suit} solo",
    "contract.damensolo": "Queens solo",
    "contract.bubensolo": "Jacks solo",
    "contract.fleischlos": "Fleischloser",
    "trump": "trump",
    "party.re": "Re",
    "party.kontra": "Kontra",
    "player": "player {index}",
    "level.ansage": "announcement",
    "level.keine_90": "no 90",
    "level.keine_60": "no 60",
    "level.keine_30": "no 30",
    "level.schwarz": "schwarz",
    "target.augen": "{augen} points",
    "target.all_tricks": "every trick",
    "target.one_trick": "one trick",
    "rule.D-1.title": "48 cards, each twice",
    "rule.D-1.text": "Clubs, Spades, Hearts and Diamonds with Ace, Ten, King, Queen, Jack and "
                     "Nine; every card is in the pack twice.",
    "rule.D-2.title": "Card points (Augen)",
    "rule.D-2.text": "Ace 11, Ten 10, King 4, Queen 3, Jack 2, Nine 0: 60 a suit, 240 Augen in "
                     "the pack.",
    "rule.D-3.title": "Four players, twelve tricks",
    "rule.D-3.text": "Each gets four times three cards, so 12; play goes clockwise.",
    "rule.D-4.title": "Re and Kontra",
    "rule.D-4.text": "In the normal game the two players holding the Queens of Clubs are Re, the "
                     "other two Kontra. A player holding both has a Hochzeit (marriage).",
    "rule.D-5.title": "The solo",
    "rule.D-5.text": "In a solo the soloist alone is Re; the three others are Kontra.",
    "rule.D-6.title": "Asking for reservations",
    "rule.D-6.text": "From the dealer's left each says \u201creservation\u201d or "
                     "\u201chealthy\u201d; if all are healthy, a normal game is played.",
    "rule.D-7.title": "Which reservation plays",
    "rule.D-7.text": "Compulsory solo before voluntary solo before Hochzeit; with several "
                     "reservations the Hochzeit never plays; of equal ones the player earlier "
                     "in the asking order plays.",
    "rule.D-8.title": "No other reservations",
    "rule.D-8.text": "The tournament rules know only the compulsory solo, the voluntary solo "
                     "and the Hochzeit; poverty, throwing in and piglets are house rules.",
    "rule.D-9.title": "Who leads to the first trick",
    "rule.D-9.text": "The dealer's left neighbour; in a compulsory solo the soloist. Then the "
                     "winner of each trick leads.",
    "rule.D-10.title": "The solos",
    "rule.D-10.text": "Suit solo (Clubs, Spades, Hearts or Diamonds), Queens solo, Jacks solo "
                      "and Fleischloser (aces solo); the Diamonds solo has the trumps of the "
                      "normal game.",
    "rule.D-11.title": "The Hochzeit",
    "rule.D-11.text": "The partner is the first player other than the Hochzeiter to win a "
                      "trick within the first three (the Klärungsstich). If the Hochzeiter "
                      "wins all three, he plays alone like a Diamonds solo and is scored as a "
                      "solo.",
    "rule.D-12.title": "Silent Hochzeit",
    "rule.D-12.text": "A holder of both Queens of Clubs who announces no reservation plays a "
                      "Diamonds solo alone, scored as a solo.",
    "rule.D-13.title": "Trumps of the normal game",
    "rule.D-13.text": "26 trumps: Ten of Hearts (the Dulle), the Queens, the Jacks (Clubs, "
                      "Spades, Hearts, Diamonds each), Ace of Diamonds (the Fuchs, fox), Ten, "
                      "King, Nine of Diamonds. Plain: Clubs and Spades A 10 K 9; Hearts only "
                      "A K 9.",
    "rule.D-14.title": "Trump or plain suit",
    "rule.D-14.text": "Every card is a trump or belongs to exactly one plain suit; every trump "
                      "beats every plain card.",
    "rule.D-15.title": "Suit solo",
    "rule.D-15.text": "Ace, Ten, King, Nine of the solo suit replace the Diamond trumps; in "
                      "the Hearts solo only Ace, King, Nine, as the Ten of Hearts is on top.",
    "rule.D-16.title": "Queens and Jacks solo",
    "rule.D-16.text": "Only the four Queens or the four Jacks are trumps; the plain suits run "
                      "A 10 K J 9 or A 10 K Q 9.",
    "rule.D-17.title": "Fleischloser",
    "rule.D-17.text": "No trumps; every suit runs A 10 K Q J 9.",
    "rule.D-18.title": "Leading",
    "rule.D-18.text": "The leader may lead any card.",
    "rule.D-19.title": "Following suit",
    "rule.D-19.text": "Whoever can must follow the led plain suit, or play a trump to a trump "
                      "lead. The trumps are a suit of their own: a Queen, a Jack or the Ten "
                      "of Hearts that is a trump never follows its printed suit.",
    "rule.D-20.title": "Unable to follow",
    "rule.D-20.text": "A player void in the led suit may trump or discard another plain card; "
                      "without trumps any card. There is no duty to trump or to beat.",
    "rule.D-21.title": "Who wins the trick",
    "rule.D-21.text": "The highest trump; without trumps the highest card of the led suit.",
    "rule.D-22.title": "Two equal cards",
    "rule.D-22.text": "When the same card falls twice in a trick, the one played first is the "
                      "higher, the Ten of Hearts included.",
    "rule.D-23.title": "Leading the next trick",
    "rule.D-23.text": "The winner of a trick leads the next.",
    "rule.D-24.title": "Announcing Re and Kontra",
    "rule.D-24.text": "The first announcement \u201cRe\u201d or \u201cKontra\u201d must be made "
                      "while the announcer still holds at least 11 cards.",
    "rule.D-25.title": "Absagen (denials)",
    "rule.D-25.text": "\u201cNo 90\u201d, \u201cno 60\u201d, \u201cno 30\u201d and "
                      "\u201cschwarz\u201d claim that the opponents stay under that many points "
                      "or take no trick; only after the party's own announcement and at the "
                      "latest with 10, 9, 8 or 7 cards in hand.",
    "rule.D-26.title": "Skipping levels",
    "rule.D-26.text": "Levels may be skipped if each skipped one would still be allowed at "
                      "that moment; all of them count in the score.",
    "rule.D-27.title": "The reply",
    "rule.D-27.text": "\u201cKontra\u201d against Re (or \u201cRe\u201d against Kontra) is allowed "
                      "one card later than the opponents' announcement needed; after a late "
                      "reply the party may deny only if the reply would have been in time as a "
                      "first announcement.",
    "rule.D-28.title": "Announcing in a Hochzeit",
    "rule.D-28.text": "If the second (third) trick is the Klärungsstich, every deadline moves "
                      "one (two) cards later; no announcement before the Klärungsstich is "
                      "complete.",
    "rule.D-29.title": "Several announcements",
    "rule.D-29.text": "One may announce out of turn; both parties may deny; the same "
                      "announcement of a party counts once.",
    "rule.D-30.title": "A card played",
    "rule.D-30.text": "A card is played once it has touched the table face up.",
    "rule.D-31.title": "Winning without denials",
    "rule.D-31.text": "Re wins with its 121st point when nothing, only Re, or Re and Kontra "
                      "were announced, with its 120th when only Kontra was; Kontra with 120 "
                      "or 121 accordingly.",
    "rule.D-32.title": "Winning with denials",
    "rule.D-32.text": "An own \u201cno 90\u201d (\u201cno 60\u201d, \u201cno 30\u201d) needs 151 "
                      "(181, 211) points, \u201cschwarz\u201d every trick; against the "
                      "opponents' denial 90 (60, 30) points or one trick suffice.",
    "rule.D-33.title": "Nobody wins",
    "rule.D-33.text": "If both parties miss the targets of their denials, nobody wins; only "
                      "the points for under 90, 60, 30, schwarz and what each reached against "
                      "denials count, with the extra points.",
    "rule.D-34.title": "The game value",
    "rule.D-34.text": "Won 1; under 90, under 60, under 30, schwarz 1 each; Re announced 2, "
                      "Kontra announced 2; each denial 1; 120 against no 90, 90 against no 60, "
                      "60 against no 30, 30 against schwarz 1 each. Winners score plus, losers "
                      "minus.",
    "rule.D-35.title": "Extra points (Sonderpunkte)",
    "rule.D-35.text": "Only in the normal game, for either party: won against the Queens of "
                      "Clubs, Doppelkopf (a trick of 40 points or more), Fuchs caught, "
                      "Karlchen (Charlie) wins the last trick, 1 each.",
    "rule.D-36.title": "Scoring a solo",
    "rule.D-36.text": "In a solo only the game value counts, no extra points; the soloist "
                      "scores it three times, each opponent once with the opposite sign.",
    "rule.D-37.title": "Check",
    "rule.D-37.text": "The four results of a game sum to 0 and are all even or all odd.",
    "rule.D-38.title": "Not computed",
    "rule.D-38.text": "Penalty points, shortened games, the compulsory solo bookkeeping and "
                      "five-player tables are not computed; an unclaimed violation stands.",
    "rule.D-V1.title": "House rule: the second Dulle",
    "rule.D-V1.text": "Ruleset dulle: of two Tens of Hearts the second beats the first, except "
                      "in the last trick; ruleset dulle-immer: in every trick. Not a "
                      "tournament rule.",
    "rule.D-V2.title": "House rule: piglets",
    "rule.D-V2.text": "Both Aces of Diamonds in one hand as the highest trumps; not in this "
                      "version.",
    "rule.D-V3.title": "House rule: without Nines",
    "rule.D-V3.text": "40 cards and ten tricks; not in this version.",
    "rule.D-V4.title": "House rule: poverty and throwing in",
    "rule.D-V4.text": "Passing trumps with at most three; not in this version.",
    "rule.D-V5.title": "House rule: other scoring",
    "rule.D-V5.text": "Re and Kontra doubling, \u201cno 120\u201d as base value and the like; "
                      "not in this version.",
    "rule.D-V6.title": "House rule: more extra points",
    "rule.D-V6.text": "Karlchen caught, Fuchs in the last trick, Dulle caught; not in this "
                      "version.",
    "rule.D-V7.title": "House rule: other deadlines",
    "rule.D-V7.text": "Re before the 5th card, Kontra before the 13th; not in this version.",
    "rule.RD1.title": "Ruling: rulesets",
    "rule.RD1.text": "ddv follows the tournament rules (21 February 2026); dulle and "
                     "dulle-immer differ only when both Dullen fall in one trick.",
    "rule.RD2.title": "Ruling: the second Dulle",
    "rule.RD2.text": "The house rule concerns the Ten of Hearts only where it is a trump; the "
                     "last trick is trick 12. Without a trick number the trick is taken as "
                     "not the last, and the answer says so.",
    "rule.RD3.title": "Ruling: the points go to the winner",
    "rule.RD3.text": "With a winner every point of the game value is the winner's; under 90 "
                     "and the like count when the loser stays under.",
    "rule.RD4.title": "Ruling: nobody wins",
    "rule.RD4.text": "Each party collects the under 90, 60, 30 and schwarz points of its "
                     "opponents and what it reached against denials; netted as usual.",
    "rule.RD5.title": "Ruling: implied levels",
    "rule.RD5.text": "A call counts every lower level of its party, Re or Kontra included; a "
                     "repeated call is reported and not counted. One announces only for one's "
                     "own party.",
    "rule.RD6.title": "Ruling: Hochzeit without a partner",
    "rule.RD6.text": "A Hochzeit without a partner and a silent Hochzeit are scored as a "
                     "solo: three times, without extra points.",
    "rule.RD7.title": "Ruling: no piglets",
    "rule.RD7.text": "Piglets are not in this version.",
    "rule.RD8.title": "Ruling: 48 cards",
    "rule.RD8.text": "No game without Nines; a hand holds at most 12 cards.",
    "rule.RD9.title": "Ruling: no poverty",
    "rule.RD9.text": "No poverty, no throwing in, no other reservations.",
    "rule.RD10.title": "Ruling: announcements as given",
    "rule.RD10.text": "Announcements count as made; each is reported with whether it was in "
                      "time, a late one as a violation. Penalty points are not computed.",
    "rule.RD11.title": "Ruling: Karlchen",
    "rule.RD11.text": "The Jack of Clubs must win trick 12; if both fall there, the first wins "
                      "it. 1 extra point.",
    "rule.RD12.title": "Ruling: Fuchs and Doppelkopf",
    "rule.RD12.text": "Every Ace of Diamonds of one party caught by the other earns it 1 point, "
                      "in any trick; a Doppelkopf is a trick of 40 points or more.",
    "rule.RD13.title": "Ruling: earlier in the asking order",
    "rule.RD13.text": "Earlier means earlier in the asking, which starts left of the dealer; "
                      "that player leads, except in a compulsory solo.",
    "rule.RD14.title": "Ruling: every card twice",
    "rule.RD14.text": "A hand may hold a card twice, never three times; hand, trick and earlier "
                      "tricks together hold it at most twice.",
    "rule.RD15.title": "Ruling: suit names",
    "rule.RD15.text": "The German deck's names are accepted: Acorns = Clubs, Leaves = Spades, "
                      "Hearts = Hearts, Bells = Diamonds.",
    "explain.D-18.lead": "You are on lead: any card is allowed, the {card} too.",
    "explain.D-19.follow_trump": "Trump was led (the {led}): the {card} is a trump and "
                                 "follows; you need not beat it.",
    "explain.D-19.follow_suit": "{led_suit} were led: here the {card} is a {led_suit} card "
                                "and follows; there is no duty to win the trick.",
    "explain.D-19.must_follow_trump": "Trump was led (the {led}) and you hold a trump, the "
                                      "{evidence}: you must play a trump; the {card} is not "
                                      "allowed.",
    "explain.D-19.printed_suit_is_not_trump": "The {led} is a trump, not a {printed_suit} "
                                              "card: you must play a trump such as the "
                                              "{evidence}; the {card} is not allowed.",
    "explain.D-19.trump_is_not_led_suit": "{led_suit} were led, but the {card} is a trump and "
                                          "does not follow {led_suit}: you must follow with "
                                          "the {evidence}.",
    "explain.D-19.must_follow_suit": "{led_suit} were led and you hold the {evidence}: you "
                                     "must follow {led_suit}; the {card} is not allowed.",
    "explain.D-20.void_trump": "Trump was led (the {led}) and you hold no trump: any card is "
                               "allowed, the {card} too.",
    "explain.D-20.void_may_trump": "{led_suit} were led and you hold no {led_suit} card: you "
                                   "may trump with the {card}, but need not.",
    "explain.D-20.void": "{led_suit} were led and you hold no {led_suit} card: you may discard "
                         "the {card}; you need not trump.",
    "explain.D-20.void_no_trump": "{led_suit} were led and you hold no {led_suit} card: this "
                                  "game has no trumps, you may discard the {card}.",
    "trick.D-21.trump": "The {card} wins: the highest trump in the trick.",
    "trick.D-21.trump.so_far": "The {card} is winning so far: the highest trump yet; the trick "
                               "is not complete.",
    "trick.D-21.led_suit": "The {card} wins: no trump was played, and the {card} is the "
                           "highest card of the led suit, {led_suit}, in the trick.",
    "trick.D-21.led_suit.so_far": "The {card} is winning so far: no trump yet, and the {card} "
                                  "is the highest card of the led suit, {led_suit}, yet; the trick "
                                  "is not complete.",
    "trick.D-22.first_copy": "The {card} wins: the same card lies twice, and of two equal "
                             "cards the one played first is the higher, the Dulle included.",
    "trick.D-22.first_copy.so_far": "The {card} is winning so far: the same card lies twice, "
                                    "and the one played first is the higher; the trick is not "
                                    "complete.",
    "trick.D-V1.second_dulle": "The {card} wins: by this ruleset's house rule the second "
                               "Dulle beats the first.",
    "trick.D-V1.second_dulle.so_far": "The {card} is winning so far: by the house rule the "
                                      "second Dulle beats the first; the trick is not "
                                      "complete.",
    "trick.D-V1.last_trick_first_dulle": "The {card} wins: in the last trick the house rule "
                                         "does not apply, the Dulle played first stays the "
                                         "higher.",
    "trick_card.off_suit_trump_led": "The {card} is not a trump and cannot win, as a trump was "
                                     "led; it is worth {points} points.",
    "ruleset.ddv": "DDV tournament rules",
    "ruleset.dulle": "house rule: the second Dulle beats the first, except in the last trick",
    "ruleset.dulle-immer": "house rule: the second Dulle always beats the first",
    "trick_card.trump": "The {card} is a trump and is worth {points} points.",
    "trick_card.led_suit": "The {card} belongs to the led suit, {led_suit}, and is worth "
                           "{points} points.",
    "trick_card.off_suit": "The {card} is neither {led_suit} nor a trump and cannot win; it is "
                           "worth {points} points.",
    "trick_card.off_suit_no_trump": "The {card} is not {led_suit} and cannot win; it is worth "
                                    "{points} points.",
    "trick_card.winner": "It wins the trick.",
    "note.assumed_not_last": "Without a trick number this was taken not to be the last "
                              "trick.",
    "score.D-31.win": "{party} wins with {augen} points; {needs} were needed.",
    "score.D-32.win": "{party} wins with {augen} points and makes the target of the denials: "
                      "{needs}.",
    "score.D-33.none": "Neither party makes the target of its denials: nobody wins; only what "
                       "was reached and the extra points count.",
    "points.D-34.gewonnen": "Won: 1 point for {party}.",
    "points.D-34.unter": "{loser} stayed under {limit}: 1 point for {party}.",
    "points.D-34.schwarz": "{loser} took no trick, schwarz: 1 point for {party}.",
    "points.D-34.angesagt": "{caller} announced: 2 points for {party}.",
    "points.D-34.absage": "\u201c{call}\u201d denied by {caller}: 1 point for {party}.",
    "points.D-34.reached": "{caller} reached {limit} points against \u201c{call}\u201d: 1 point "
                           "for {party}.",
    "points.D-35.gegen_die_alten": "Won against the Alten (Kontra wins): 1 extra point for "
                                   "{party}.",
    "points.D-35.doppelkopf": "Doppelkopf in trick {trick} (40 points or more): 1 extra point "
                              "for {party}.",
    "points.RD12.fuchs_gefangen": "Fuchs caught in trick {trick}: 1 extra point for {party}.",
    "points.RD11.karlchen": "Karlchen wins the last trick: 1 extra point for {party}.",
    "points.D-36.solo": "Solo: the soloist scores the game value three times.",
    "call.D-24.ansage": "{party} announces with {count} cards in hand: in time.",
    "call.D-24.late": "{party} announces with only {count} cards in hand: too late, but it "
                      "counts as given.",
    "call.D-24.untimed": "{party} announces.",
    "call.D-25.absage": "{party} denies \u201c{call}\u201d with {count} cards in hand: in time.",
    "call.D-25.late": "{party} denies \u201c{call}\u201d with only {count} cards in hand: too "
                      "late, but it counts as given.",
    "call.D-25.untimed": "{party} denies \u201c{call}\u201d.",
    "call.D-26.skipped": "{party} calls \u201c{call}\u201d with {count} cards in hand and counts "
                         "every skipped level: in time.",
    "call.D-26.late": "{party} skips levels with only {count} cards in hand: a skipped level "
                      "would no longer be allowed; all count as given.",
    "call.D-26.untimed": "{party} calls \u201c{call}\u201d and counts every skipped level.",
    "call.D-27.reply": "{party} replies with {count} cards in hand, one card later than the "
                       "opponents: in time.",
    "call.D-27.absage_after_late_reply": "{party} denies \u201c{call}\u201d, but its "
                                         "announcement would not have been in time as a first "
                                         "one: too late, it counts as given.",
    "call.D-28.shifted": "{party} calls \u201c{call}\u201d with {count} cards in hand; after the "
                         "Hochzeit's late Klärungsstich the deadlines move: in time.",
    "call.D-28.before_klaerungsstich": "{party} calls \u201c{call}\u201d before the "
                                       "Klärungsstich is complete: too early, it counts as "
                                       "given.",
    "call.D-29.repeated": "{party} repeats \u201c{call}\u201d: the same announcement counts "
                          "once.",
    "score.D-6.all_gesund": "Everyone is healthy: a normal game is played.",
    "score.D-6.alone": "{player} has the only reservation ({game}) and plays it.",
    "score.D-7.precedence": "{player} plays the {game}: this reservation comes before all "
                             "others.",
    "score.D-7.same_rank": "{player} plays the {game}: of equal reservations {player} sits "
                            "earlier.",
    "vorbehalt.gesund": "healthy", "vorbehalt.hochzeit": "Hochzeit",
    "vorbehalt.lustsolo": "voluntary solo", "vorbehalt.pflichtsolo": "compulsory solo",
    "vorbehalt.normal": "normal game",
    "round.as_played": "Counted as played: {revokes} revoke(s); an unclaimed violation "
                       "stands.",
    "page.points": "points",
}
