"""Schnapsen in the API: the Schnapsen family's class (``api.games.talon``) for Schnapsen's variant,
with its blueprint, examples and descriptions."""

from __future__ import annotations

from types import MappingProxyType

from api.games.game_api import Body
from api.games.talon.game_api import TalonApi
from rules.schnapsen.game import SCHNAPSEN

HEARTS = {"trump": "hearts"}
LEGAL_CARDS_EXAMPLE: Body = {
    "contract": HEARTS, "hand": ["AK", "HU", "LA", "BU", "BO"], "trick": ["AA"],
    "talon": "closed", "lang": "de"}
LEADER_EXAMPLE: Body = {
    "contract": HEARTS, "hand": ["HK", "HO", "HU", "LA", "B10"], "talon": "open",
    "talon_cards": 6, "trump_card": "HA", "won_a_trick": False, "lang": "en"}
TRICK_EXAMPLE: Body = {"contract": HEARTS, "trick": ["AA", "HU"], "lang": "en"}
SCORE_EXAMPLE: Body = {
    "players": [{"card_points": 58, "tricks": 4, "marriages": [20]},
                {"card_points": 30, "tricks": 2}],
    "closed_by": 0, "at_closing": {"opponent_points": 24, "opponent_tricks": 2},
    "claimed_66_by": 0, "lang": "de"}
BUMMERL_EXAMPLE: Body = {
    "hands": [{"winner": 0, "game_points": 3}, {"winner": 1, "game_points": 1},
              {"winner": 0, "game_points": 2}], "lang": "de"}
# Hearts trump, two tricks played: the opponent took the Laub-Ober with his Laub-Ass, you took
# his Schellen-König with your Schellen-Ass; you are on lead with the talon at six.
CLOSING_EXAMPLE: Body = {
    "contract": HEARTS, "hand": ["HA", "HK", "AA", "A10", "BU"], "talon_cards": 6,
    "trump_card": "HU", "tricks": [["LO", "LA"], ["BK", "BA"]],
    "me": {"card_points": 15, "tricks": 1}, "opponent": {"card_points": 14, "tricks": 1},
    "lang": "en"}
# Hearts trump. Seat 0 exchanges the Herz-Unter for the turned-up Herz-Ass and announces the
# trump marriage with the King; after two tricks seat 0 closes (N-13) and the four stages
# apply: seat 1 must head the Eichel-König (N-5). Seat 1 is on lead next.
ROUND_EXAMPLE: Body = {
    "contract": {"trump": "hearts"}, "leader": 0,
    "hands": [["HK", "HO", "HU", "LA", "B10"], ["AA", "A10", "LK", "BO", "BU"]],
    "talon": ["AK", "AO", "AU", "L10", "LO", "LU", "BA", "BK", "H10"], "trump_card": "HA",
    "plays": ["HK", "BU", "LA", "LK", "AK", "AA"],
    "actions": [{"before": 0, "action": "exchange_trump"}, {"before": 0, "action": "marriage"},
                {"before": 4, "action": "close"}],
    "lang": "en"}


class SchnapsenApi(TalonApi):
    game = SCHNAPSEN
    summary = "Schnapsen: legal cards and leader actions, tricks, scores."
    schema_prefix = "Schnapsen"
    prefix_parts = False
    legal_examples = MappingProxyType({"second player, talon closed": LEGAL_CARDS_EXAMPLE,
                                       "player on lead": LEADER_EXAMPLE})
    trick_example = TRICK_EXAMPLE
    score_example = SCORE_EXAMPLE
    bummerl_example = BUMMERL_EXAMPLE
    closing_example = CLOSING_EXAMPLE
    round_examples = MappingProxyType(
        {"Closed in mid-hand, the second player to lead": ROUND_EXAMPLE})
    legal_description = (
        "For the second player: every card with the stage of Farb- and "
        "Stichzwang that decided it (talon closed or exhausted) or free play "
        "(talon open). For the player on lead: every card, and the marriages, "
        "the trump exchange and closing, each allowed or refused with its rule.")
    score_description = (
        "Who won and how many game points (1, 2 or 3), with the rule: a "
        "renonce, a claim of 66, a closed talon, or the last trick.")
    round_description = (
        "Every play of a Schnapsen hand judged for the hand its seat held at "
        "that moment (the talon's state derived: open, closed, exhausted), "
        "drawing after every trick while the talon is open, the leader's "
        "actions checked where they happened (R8, N-13, N-D2), every trick with "
        "its winner, the revokes, the card points after each trick, the game "
        "points of a finished hand as /score gives them (a Renonce loses the "
        "hand, N-9), and for an unfinished hand the next seat's legal cards and "
        "actions.")
    example_rule = "N-5"
    example_card = "HA"


GAME_API = SchnapsenApi()
