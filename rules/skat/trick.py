"""Who wins a Skat trick (S-16): the highest trump, else the highest card of the led suit;
in Null the highest card of the led suit in the Null order. Each card's Augen (S-2)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import NamedTuple

from rules.cards import Card, Suit
from rules.game import TrickOutcome
from rules.position import check_trick_in_deck
from rules.skat.contract import ContractType, SkatContract
from rules.skat.deck import SKAT_DECK, augen
from rules.skat.legality import PLAYERS
from rules.skat.ranking import TRUMP, Lane, in_tricks
from rules.trick_table import Entry, Lead, leads, placed, ranks, strongest_first


class SkatTrick(NamedTuple):
    cards: tuple[Card, ...]
    led: Lane
    winner: int
    case: str  # "trump", "led_suit" or "null"
    ranks: tuple[int, ...]  # 1 = the winning card; cards that cannot win follow in play order
    lanes: tuple[Lane, ...]
    complete: bool


def _case(contract: SkatContract) -> Callable[[Lane], str]:
    """S-16's case when a card of the lane wins: "null", else "trump" or "led_suit"."""
    if not contract.trumps_jacks:
        return lambda _: "null"
    return lambda lane: "trump" if lane == TRUMP else "led_suit"


@cache
def _leads(contract: SkatContract) -> Mapping[int, Lead[Lane]]:
    """Once per contract, as the cards' lanes and strengths are (``in_tricks``)."""
    return leads(SKAT_DECK.cards, in_tricks(contract), TRUMP, augen, "S-2", _case(contract),
                 PLAYERS)


# The leads of each plain contract by its type and trump: two str enums hash at C speed,
# where the contract (a dataclass) hashes field by field in Python.
_LEADS: dict[tuple[ContractType, Suit | None], Mapping[int, Lead[Lane]]] = {}


def _ranked(trick: Sequence[Card], contract: SkatContract, well_formed: bool
            ) -> tuple[Lead[Lane], list[Entry[Lane]], list[int]]:
    """The lead, each card's entry, and the cards' places by strength, the winner first."""
    if not well_formed:
        check_trick_in_deck(SKAT_DECK, trick, players=PLAYERS)
    key = (contract.type, contract.trump)
    by_card = _LEADS.get(key)
    if by_card is None:
        by_card = _LEADS[key] = _leads(contract.plain)
    lead = by_card[trick[0].ordinal]
    parts = [lead.entries[card.ordinal] for card in trick]
    return lead, parts, strongest_first(parts)


def judge_trick(trick: Sequence[Card], contract: SkatContract, *,
                well_formed: bool = False) -> SkatTrick:
    lead, parts, order = _ranked(trick, contract, well_formed)
    return SkatTrick(tuple(trick), lead.led, order[0], parts[order[0]].case, ranks(order),
                     tuple([part.lane for part in parts]), len(trick) == PLAYERS)


def trick_outcome(trick: Sequence[Card], contract: SkatContract, *,
                  well_formed: bool = False) -> TrickOutcome:
    """The trick as every game's answer shape gives it, each card's role, rank and Augen
    (S-2) looked up, not built (a round walk judges ten tricks)."""
    lead, parts, order = _ranked(trick, contract, well_formed)
    return TrickOutcome(placed(parts, order), lead.led_id, order[0], "S-16",
                        parts[order[0]].case, len(trick) == PLAYERS)
