"""What each card counts as under a Skat contract and how strong it is (S-8 … S-10, S-14).

In suit and grand games the four Jacks are trumps and belong to no printed suit; in a suit
game the trump suit's seven other cards join them. In Null every card is of its printed suit
and the order is A K D B 10 9 8 7."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

from rules.cards import Card, Rank, Suit
from rules.skat.contract import ContractType, SkatContract
from rules.skat.deck import JACKS, SKAT_DECK

TRUMP = "trump"
Lane = Suit | str  # the suit a card counts as in a trick: a printed suit or TRUMP

# Plain suits in suit and grand games, strongest first (the Jack is a trump, S-8, S-9).
PLAIN_ORDER = (Rank.ACE, Rank.TEN, Rank.KING, Rank.OBER, Rank.NINE, Rank.EIGHT, Rank.SEVEN)
# Null (S-10): the Jack back in its suit, the Ten below it.
NULL_ORDER = (Rank.ACE, Rank.KING, Rank.OBER, Rank.UNDER, Rank.TEN, Rank.NINE, Rank.EIGHT,
              Rank.SEVEN)


@cache
def trump_order(contract: SkatContract) -> tuple[Card, ...]:
    """Every trump, strongest first: 11 in a suit game, the 4 Jacks in a grand, none in Null."""
    if contract.type is ContractType.NULL:
        return ()
    if contract.trump is None:
        return JACKS
    return (*JACKS, *(Card(contract.trump, rank) for rank in PLAIN_ORDER))


@cache
def in_tricks(contract: SkatContract) -> Mapping[int, tuple[Lane, int]]:
    """Each card's lane and strength (higher is stronger) by ordinal, once per contract."""
    plain = contract.plain
    trumps = trump_order(plain)
    order = NULL_ORDER if plain.type is ContractType.NULL else PLAIN_ORDER
    table: dict[int, tuple[Lane, int]] = {}
    for card in SKAT_DECK.cards:
        if card in trumps:
            table[card.ordinal] = (TRUMP, 100 - trumps.index(card))
        else:
            table[card.ordinal] = (card.suit, len(order) - order.index(card.rank))
    return table


def lane(card: Card, contract: SkatContract) -> Lane:
    return in_tricks(contract.plain)[card.ordinal][0]
