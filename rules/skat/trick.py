"""Who wins a Skat trick (S-16): the highest trump, else the highest card of the led suit;
in Null the highest card of the led suit in the Null order. Each card's Augen (S-2)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from rules.cards import Card
from rules.position import check_trick_in_deck
from rules.skat.contract import SkatContract
from rules.skat.deck import SKAT_DECK
from rules.skat.legality import PLAYERS
from rules.skat.ranking import TRUMP, Lane, in_tricks


class SkatTrick(NamedTuple):
    cards: tuple[Card, ...]
    led: Lane
    winner: int
    case: str  # "trump", "led_suit" or "null"
    ranks: tuple[int, ...]  # 1 = the winning card; cards that cannot win follow in play order
    lanes: tuple[Lane, ...]
    complete: bool


def judge_trick(trick: Sequence[Card], contract: SkatContract, *,
                well_formed: bool = False) -> SkatTrick:
    if not well_formed:
        check_trick_in_deck(SKAT_DECK, trick, players=PLAYERS)
    table = in_tricks(contract.plain)
    parts = [table[card.ordinal] for card in trick]
    led = parts[0][0]
    order = sorted([(-power if lane in (TRUMP, led) else 0, at)
                    for at, (lane, power) in enumerate(parts)])
    winner = order[0][1]
    ranks = [0] * len(trick)
    for place, (_, at) in enumerate(order, 1):
        ranks[at] = place
    case = ("null" if not contract.trumps_jacks else
            "trump" if parts[winner][0] == TRUMP else "led_suit")
    return SkatTrick(tuple(trick), led, winner, case, tuple(ranks),
                     tuple(lane for lane, _ in parts), len(trick) == PLAYERS)
