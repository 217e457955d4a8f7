"""Sechsundsechzig (66) in the API: the Schnapsen family's class
(``api.games.talon``) for 66's variant, with its blueprint, examples and descriptions."""

from __future__ import annotations

from types import MappingProxyType

from api.games.game_api import Body
from api.games.talon.game_api import TalonApi
from rules.sechsundsechzig.game import SECHSUNDSECHZIG

HEARTS = {"trump": "hearts"}
LEGAL_CARDS_EXAMPLE: Body = {
    "contract": HEARTS, "hand": ["AK", "HU", "LA", "BU", "BO", "H9"], "trick": ["AA"],
    "talon": "closed", "lang": "de"}
LEADER_EXAMPLE: Body = {
    "contract": HEARTS, "hand": ["HK", "HO", "H9", "LA", "B10", "A9"], "talon": "open",
    "talon_cards": 8, "trump_card": "HA", "won_a_trick": True, "lang": "en"}
TRICK_EXAMPLE: Body = {"contract": HEARTS, "trick": ["AK", "A10"], "lang": "en"}
SCORE_EXAMPLE: Body = {
    "players": [{"card_points": 62, "tricks": 7}, {"card_points": 58, "tricks": 5}],
    "last_trick_by": 0, "lang": "de"}
BUMMERL_EXAMPLE: Body = {
    "hands": [{"winner": 0, "game_points": 2}, {"winner": None, "game_points": 0},
              {"winner": 1, "game_points": 1}], "lang": "de"}
# Hearts trump, three tricks played; you are on lead with the talon at six and two pairs: the
# Eichel pair announced before closing (RM13) is best, the Laub pair is then lost (RM4).
CLOSING_EXAMPLE: Body = {
    "contract": HEARTS, "hand": ["LA", "LK", "LO", "AK", "AO", "BU"], "talon_cards": 6,
    "trump_card": "H9", "tricks": [["AA", "AU"], ["BA", "BK"], ["L10", "LU"]],
    "me": {"card_points": 40, "tricks": 3}, "opponent": {"card_points": 0, "tricks": 0},
    "lang": "de"}
# Hearts trump. Seat 0 announces the trump marriage with the first lead (RM3), wins it, and
# before the next lead exchanges the Herz-Neun for the turned-up Herz-Ass (M-13, having won a
# trick); after two tricks seat 0 closes (M-14): seat 1, void of nothing, must follow the
# Schellen-Zehn with a lower Schellen (M-5, stage 2).
ROUND_EXAMPLE: Body = {
    "contract": HEARTS, "leader": 0,
    "hands": [["HK", "HO", "H9", "LA", "B10", "A9"], ["AA", "A10", "LK", "BO", "BU", "L9"]],
    "talon": ["BA", "AU", "L10", "BK", "AK", "H10", "B9", "LU", "HU", "LO", "AO"],
    "trump_card": "HA", "plays": ["HK", "BU", "LA", "LK", "B10", "BO"],
    "actions": [{"before": 0, "action": "marriage"}, {"before": 2, "action": "exchange_trump"},
                {"before": 4, "action": "close"}],
    "lang": "en"}


class SechsundsechzigApi(TalonApi):
    game = SECHSUNDSECHZIG
    summary = ("Sechsundsechzig (66): legal cards and leader actions, tricks, scores and the "
               "game to 7.")
    schema_prefix = "Sechsundsechzig"
    legal_examples = MappingProxyType({"second player, talon closed": LEGAL_CARDS_EXAMPLE,
                                       "player on lead": LEADER_EXAMPLE})
    trick_example = TRICK_EXAMPLE
    score_example = SCORE_EXAMPLE
    bummerl_example = BUMMERL_EXAMPLE
    closing_example = CLOSING_EXAMPLE
    round_examples = MappingProxyType({"The trump Nine exchanged, closed, stage 2": ROUND_EXAMPLE})
    legal_description = (
        "For the second player: every card with the stage of Farb-, Stich- "
        "and Trumpfzwang that decided it (talon closed or exhausted, M-5 … M-7) "
        "or free play (talon open, M-4). For the player on lead: every card, "
        "and the marriages (only while the talon is open, RM4), the exchange of "
        "the trump Nine (having won a trick, RM5) and closing, each allowed or "
        "refused with its rule.")
    score_description = (
        "Who won and how many game points (1, 2 or 3), with the rule: a claim "
        "of 66, a closed talon, or the hand played out with 10 for the last "
        "trick; 65 : 65 is a Ständer (no winner, its point goes to the next "
        "winner).")
    round_description = (
        "Every play of a Sechsundsechzig hand judged for the hand its seat held "
        "at that moment (the talon's state derived: open, closed, exhausted), "
        "drawing after every trick while the talon is open, the leader's "
        "actions checked where they happened (M-9, M-13, M-14), every trick "
        "with its winner, the revokes, the card points after each trick, the "
        "game points of a finished hand as /score gives them (section M sets "
        "no penalty for a revoke), and for an unfinished hand the next seat's "
        "legal cards and actions.")
    example_rule = "M-5"
    example_card = "H9"


GAME_API = SechsundsechzigApi()
