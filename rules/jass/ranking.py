"""The three questions about a card under a contract, kept apart:

* ``is_trump``: does it count as trump (in Jass a card always keeps its printed suit)?
* ``strength``: how strong is it within its suit (J-4 … J-7)? Higher beats lower.
* ``points``: how many card points is it worth (J-10 … J-13, R5)?
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from itertools import product
from types import MappingProxyType
from typing import Final

from rules.cards import Card, Rank, Suit
from rules.jass.contract import ALL_CONTRACTS, JassContract, Mode
from rules.jass.deck import JASS_DECK

# Strongest first.
TRUMP_ORDER = (Rank.UNDER, Rank.NINE, Rank.ACE, Rank.KING, Rank.OBER,
               Rank.TEN, Rank.EIGHT, Rank.SEVEN, Rank.SIX)  # J-4
PLAIN_ORDER = (Rank.ACE, Rank.KING, Rank.OBER, Rank.UNDER, Rank.TEN,
               Rank.NINE, Rank.EIGHT, Rank.SEVEN, Rank.SIX)  # J-5, also Obenabe
UNDENUFE_ORDER = tuple(reversed(PLAIN_ORDER))  # J-6

TRUMP_POINTS = MappingProxyType({
    Rank.UNDER: 20, Rank.NINE: 14, Rank.ACE: 11, Rank.KING: 4, Rank.OBER: 3, Rank.TEN: 10,
    Rank.EIGHT: 0, Rank.SEVEN: 0, Rank.SIX: 0,
})  # J-10
PLAIN_POINTS = MappingProxyType({
    Rank.ACE: 11, Rank.KING: 4, Rank.OBER: 3, Rank.UNDER: 2, Rank.TEN: 10,
    Rank.NINE: 0, Rank.EIGHT: 0, Rank.SEVEN: 0, Rank.SIX: 0,
})  # J-11
OBENABE_POINTS = MappingProxyType({**PLAIN_POINTS, Rank.EIGHT: 8})  # J-12
UNDENUFE_POINTS = MappingProxyType({**OBENABE_POINTS, Rank.SIX: 11, Rank.ACE: 0})  # J-13, R5

LAST_TRICK_BONUS = 5
MATCH_BONUS = 100


def _strength_table(order_strongest_first: tuple[Rank, ...]) -> Mapping[Rank, int]:
    return MappingProxyType(
        {rank: len(order_strongest_first) - i for i, rank in enumerate(order_strongest_first)})


_TRUMP_STRENGTH = _strength_table(TRUMP_ORDER)
_PLAIN_STRENGTH = _strength_table(PLAIN_ORDER)
_UNDENUFE_STRENGTH = _strength_table(UNDENUFE_ORDER)


def is_trump(card: Card, contract: JassContract) -> bool:
    return contract.trump is not None and card.suit is contract.trump


PUUR_RANK: Final = Rank.UNDER  # J-7: only the Under of the trump suit is the Puur


def is_puur(card: Card, contract: JassContract) -> bool:
    return is_trump(card, contract) and card.rank is PUUR_RANK


def strength(card: Card, contract: JassContract) -> int:
    """1 (weakest) … 9 (strongest) within the card's own suit; only same-suit values compare."""
    if is_trump(card, contract):
        return _TRUMP_STRENGTH[card.rank]
    if contract.mode is Mode.UNDENUFE:
        return _UNDENUFE_STRENGTH[card.rank]
    return _PLAIN_STRENGTH[card.rank]


def points(card: Card, contract: JassContract) -> int:
    return POINT_TABLES[points_rule(card, contract)][card.rank]


def points_rule(card: Card, contract: JassContract) -> str:
    """The catalogue rule that values this card: J-10 trump, J-11 plain, J-12, J-13."""
    if contract.mode is Mode.OBENABE:
        return "J-12"
    if contract.mode is Mode.UNDENUFE:
        return "J-13"
    return "J-10" if is_trump(card, contract) else "J-11"


POINT_TABLES: Mapping[str, Mapping[Rank, int]] = MappingProxyType({
    "J-10": TRUMP_POINTS, "J-11": PLAIN_POINTS, "J-12": OBENABE_POINTS, "J-13": UNDENUFE_POINTS,
})  # fmt: skip


@dataclass(frozen=True, slots=True)
class ContractRanking:
    """The three answers for every card of the deck under one contract, worked out once from
    the functions above and keyed by card ordinal (``Card.ordinal``): judging a hand or a
    trick looks them up instead of asking again for every card. Still three separate
    questions: which suit is trump, how strong a card is, what it is worth."""

    trump: Suit | None  # None: Obenabe and Undenufe have no trump
    strength: Mapping[int, int]
    points: Mapping[int, int]
    points_rule: Mapping[int, str]

    @classmethod
    def of(cls, contract: JassContract) -> ContractRanking:
        cards = JASS_DECK.cards
        # Plain dicts, private to this frozen object: a lookup is on every card's path.
        return cls(contract.trump,
                   {card.ordinal: strength(card, contract) for card in cards},
                   {card.ordinal: points(card, contract) for card in cards},
                   {card.ordinal: points_rule(card, contract) for card in cards})


# Keyed by the contract's value, (mode, trump): every JassContract is one of these six. The
# pair hashes at C speed; a contract object would hash and compare in Python on every lookup.
_RANKINGS: Mapping[tuple[Mode, Suit | None], ContractRanking] = MappingProxyType(
    {(contract.mode, contract.trump): ContractRanking.of(contract)
     for contract in ALL_CONTRACTS})


def ranking(contract: JassContract) -> ContractRanking:
    return _RANKINGS[contract.mode, contract.trump]


# The engine's lists by ordinal (read at C speed where a dict is not): the printed card of every
# ordinal up to the deck's highest, since the Jass deck has gaps there (no Jack, no Queen).
ORDINALS: Final = max(card.ordinal for card in JASS_DECK.cards) + 1
PRINTED: Final[tuple[Card, ...]] = tuple(sorted(
    (card for card in (Card(suit, rank) for suit, rank in product(Suit, Rank))
     if card.ordinal < ORDINALS), key=lambda card: card.ordinal))
# Each card's strength as a trump (J-4), by ordinal; 0 for a card of no Jass suit.
TRUMP_STRENGTH: Final[list[int]] = [
    _TRUMP_STRENGTH[card.rank] if card in JASS_DECK.card_set else 0 for card in PRINTED]
