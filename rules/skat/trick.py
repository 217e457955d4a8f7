"""Who wins a Skat trick (S-16): the highest trump, else the highest card of the led suit;
in Null the highest card of the led suit in the Null order. Each card's Augen (S-2)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import NamedTuple

from rules.cards import Card, Suit
from rules.game import TRUMP_LED, Role, TrickCard, TrickOutcome
from rules.position import check_trick_in_deck
from rules.skat.contract import ContractType, SkatContract
from rules.skat.deck import SKAT_DECK, augen
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


class _Entry(NamedTuple):
    """One card's part of a trick under one contract and led lane, worked out once."""

    lane: Lane
    weakness: int  # sorts the strongest first: a trump or a card of the led lane contends
    case: str  # the case of S-16 when this card wins the trick
    placed: tuple[TrickCard, ...]  # the card's TrickCard at each rank in the trick, from 1


class _Lead(NamedTuple):
    led: Lane
    led_id: str  # as the trick's answer names the lead: a suit's id, or "trump"
    entries: Mapping[int, _Entry]  # by card ordinal


@cache
def _leads(contract: SkatContract) -> Mapping[int, _Lead]:
    """Each card's entry for every lane that can be led, keyed by the ordinal of the card led
    (once per contract, as the cards' lanes and strengths are: ``in_tricks``)."""
    table = in_tricks(contract)
    by_lane: dict[Lane, _Lead] = {}
    for led in {lane for lane, _ in table.values()}:
        entries = {}
        for card in SKAT_DECK.cards:
            lane, power = table[card.ordinal]
            role = (Role.TRUMP if lane == TRUMP else Role.LED_SUIT if lane == led
                    else Role.OFF_SUIT)
            case = ("null" if not contract.trumps_jacks else
                    "trump" if lane == TRUMP else "led_suit")
            entries[card.ordinal] = _Entry(
                lane, -power if lane in (TRUMP, led) else 0, case,
                tuple(TrickCard(card, role, rank, augen(card), "S-2")
                      for rank in range(1, PLAYERS + 1)))
        by_lane[led] = _Lead(led, TRUMP_LED if led == TRUMP else str(led), entries)
    return {card.ordinal: by_lane[table[card.ordinal][0]] for card in SKAT_DECK.cards}


# The leads of each plain contract by its type and trump: two str enums hash at C speed,
# where the contract (a dataclass) hashes field by field in Python.
_LEADS: dict[tuple[ContractType, Suit | None], Mapping[int, _Lead]] = {}


def _leads_of(contract: SkatContract) -> Mapping[int, _Lead]:
    key = (contract.type, contract.trump)
    leads = _LEADS.get(key)
    if leads is None:
        leads = _LEADS[key] = _leads(contract.plain)
    return leads


def _ranked(trick: Sequence[Card], contract: SkatContract, well_formed: bool
            ) -> tuple[_Lead, list[_Entry], list[tuple[int, int]]]:
    """The lead, each card's entry and the cards by strength (contenders first, then the
    cards that cannot win in play order: the place in the trick breaks ties)."""
    if not well_formed:
        check_trick_in_deck(SKAT_DECK, trick, players=PLAYERS)
    lead = _leads_of(contract)[trick[0].ordinal]
    parts = [lead.entries[card.ordinal] for card in trick]
    return lead, parts, sorted([(part.weakness, at) for at, part in enumerate(parts)])


def judge_trick(trick: Sequence[Card], contract: SkatContract, *,
                well_formed: bool = False) -> SkatTrick:
    lead, parts, order = _ranked(trick, contract, well_formed)
    winner = order[0][1]
    ranks = [0] * len(trick)
    for place, (_, at) in enumerate(order, 1):
        ranks[at] = place
    return SkatTrick(tuple(trick), lead.led, winner, parts[winner].case, tuple(ranks),
                     tuple([part.lane for part in parts]), len(trick) == PLAYERS)


def trick_outcome(trick: Sequence[Card], contract: SkatContract, *,
                  well_formed: bool = False) -> TrickOutcome:
    """The trick as every game's answer shape gives it, each card's role, rank and Augen
    (S-2) looked up, not built (a round walk judges ten tricks)."""
    lead, parts, order = _ranked(trick, contract, well_formed)
    cards = [part.placed[0] for part in parts]
    for place, (_, at) in enumerate(order):
        cards[at] = parts[at].placed[place]
    winner = order[0][1]
    return TrickOutcome(tuple(cards), lead.led_id, winner, "S-16", parts[winner].case,
                        len(trick) == PLAYERS)
