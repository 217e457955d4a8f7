"""Sechsundsechzig (66), Schnapsen's 24-card parent: a value of the Schnapsen family and the
game built from it. Its rules are RULES-66.md section M and rulings RM1 … RM12; the folder
holds this value and its catalogue (``catalogue.py``).

Where 66 differs from Schnapsen (RULES-66.md): 24 cards with the Nines (M-1), six cards each and
a talon of twelve (M-2), the trump Nine exchanged only having won a trick (M-13, RM5), no new
marriage once the talon is closed or exhausted (M-12, RM4), 10 for the last trick when every card
was played (M-15, RM7), a played-out hand decided by the points with 65 : 65 a Ständer whose
point goes to the next winner (M-19, RM10, RM11), and no revoke penalty in section M.
"""

from __future__ import annotations

from rules.cards import Rank
from rules.schnapsen.game import SchnapsenGame
from rules.schnapsen.variant import PlayedOut, RuleIds, Variant
from rules.sechsundsechzig.catalogue import GAME_ID, SECHSUNDSECHZIG_RULES

SECHSUNDSECHZIG_VARIANT = Variant(
    game_id=GAME_ID, title="Sechsundsechzig",
    ranks=(Rank.NINE, Rank.UNDER, Rank.OBER, Rank.KING, Rank.TEN, Rank.ACE),
    card_points=(0, 2, 3, 4, 10, 11),  # M-1: "die Neun wird nicht mitgezählt"
    hand_size=6, stack=11,  # M-2: the 13th card turned up, "the other eleven" across it
    exchange_rank=Rank.NINE, exchange_needs_trick=True,  # M-13, RM5
    min_talon_for_exchange=4,  # RM5: 12, 10, 8, 6 or 4, the turned-up card counted
    min_talon_for_closing=4,  # RM6: more than two cards
    marriages_when_strict=False,  # RM4
    marriage_points=20, trump_marriage_points=40,  # M-9
    last_trick_bonus=10,  # M-15, RM7
    winning_points=66, schneider_line=33,  # M-16, M-17
    played_out=PlayedOut.POINTS,  # RM10
    bummerl=7, staender_carry=1,  # M-20, RM11; M-19, RM10
    ids=RuleIds(
        card_points="M-1", deal="M-2", trick="M-3", free="M-4", stages="M-5",
        trump_led="M-6",
        trump_instead="M-7", lead="M-8", marriage="M-9", marriage_lead="M-10",
        marriage_strict="M-12", exchange_card="M-13", exchange="M-13", close="M-14",
        close_minimum="M-14", claim="M-16", wrong_claim="M-16", game_points="M-17",
        closing="M-18", played_out="M-19", bummerl="M-20", renonce=None),
)

SECHSUNDSECHZIG = SchnapsenGame(rules=SECHSUNDSECHZIG_VARIANT, catalogue=SECHSUNDSECHZIG_RULES)
