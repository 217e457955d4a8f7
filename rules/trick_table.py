"""Each card's part of a trick under one contract, worked out once per contract and led lane,
then looked up for every trick (Skat, Doppelkopf; Jass keeps its own, by led suit).

A card's part: the lane it counts in, how it sorts (a trump or a card of the led lane
contends, the strongest first; any other card cannot win), the case of the trick's rule when
it wins, and its ``TrickCard`` at each rank, so that a trick's answer is looked up rather
than built."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Generic, NamedTuple, TypeVar

from rules.cards import Card
from rules.game import TRUMP_LED, Role, TrickCard

LaneT = TypeVar("LaneT", bound=str)  # a game's lanes: its suits (str enums) and "trump"


class Entry(NamedTuple, Generic[LaneT]):
    lane: LaneT
    weakness: int  # sorts the strongest first; 0 for a card that cannot win
    case: str  # the case of the trick's rule when this card wins the trick
    placed: tuple[TrickCard, ...]  # the card's TrickCard at each rank in the trick, from 1


class Lead(NamedTuple, Generic[LaneT]):
    led: LaneT
    led_id: str  # as the trick's answer names the lead: a suit's id, or "trump"
    entries: Mapping[int, Entry[LaneT]]  # by card ordinal


def leads(cards: Sequence[Card], table: Mapping[int, tuple[LaneT, int]], trump: LaneT,
          points: Callable[[Card], int], points_rule: str, case: Callable[[LaneT], str],
          players: int) -> Mapping[int, Lead[LaneT]]:
    """Each card's entry for every lane that can be led, keyed by the ordinal of the card
    led. ``table``: each card's lane and strength by ordinal (the contract's ranking);
    ``trump``: the trumps' lane; ``case``: the rule's case when a card of a lane wins."""
    by_lane: dict[LaneT, Lead[LaneT]] = {}
    for led in {lane for lane, _ in table.values()}:
        entries = {}
        for card in cards:
            lane, power = table[card.ordinal]
            role = (Role.TRUMP if lane == trump else Role.LED_SUIT if lane == led
                    else Role.OFF_SUIT)
            entries[card.ordinal] = Entry(
                lane, -power if lane in (trump, led) else 0, case(lane),
                tuple(TrickCard(card, role, rank, points(card), points_rule)
                      for rank in range(1, players + 1)))
        by_lane[led] = Lead(led, TRUMP_LED if led == trump else str(led), entries)
    return {card.ordinal: by_lane[table[card.ordinal][0]] for card in cards}


def strongest_first(parts: Sequence[Entry[LaneT]]) -> list[int]:
    """The cards' places in the trick by strength, the winner first; of equal weakness (the
    cards that cannot win) the one played first."""
    return [at for _, at in sorted([(part.weakness, at) for at, part in enumerate(parts)])]


def placed(parts: Sequence[Entry[LaneT]], order: Sequence[int]) -> tuple[TrickCard, ...]:
    """Each card's TrickCard at its rank, in play order (``order``: places, winner first)."""
    cards = [part.placed[0] for part in parts]
    for rank, at in enumerate(order):
        cards[at] = parts[at].placed[rank]
    return tuple(cards)


def ranks(order: Sequence[int]) -> tuple[int, ...]:
    """Each card's rank in the trick from 1, in play order."""
    found = [0] * len(order)
    for rank, at in enumerate(order, 1):
        found[at] = rank
    return tuple(found)
