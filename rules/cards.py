"""Suits, ranks and cards shared by every game's deck."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Suit(StrEnum):
    """A printed suit. Ids are English; each game's deck says which suits it has."""

    ACORNS = "acorns"  # Eicheln (Jass), Eichel (Schafkopf, Schnapsen)
    BELLS = "bells"  # Schellen
    ROSES = "roses"  # Rosen (Swiss-German Jass deck)
    SHIELDS = "shields"  # Schilten (Swiss-German Jass deck)
    LEAVES = "leaves"  # Gras/Laub (German deck)
    HEARTS = "hearts"  # Herz (German deck)


class Rank(StrEnum):
    """A printed rank. ``under`` and ``ober`` keep their German names: English has none."""

    SIX = "6"
    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    TEN = "10"
    UNDER = "under"
    OBER = "ober"
    KING = "king"
    ACE = "ace"


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One printed card. What it counts as, how strong it is and what it is worth depend on the
    contract and are answered by each game's ranking module, never stored on the card.

    There is one instance per card (``Card(suit, rank)`` returns it): equality is identity,
    and cards hash at C speed in the sets and dicts of the engine."""

    suit: Suit
    rank: Rank

    def __new__(cls, suit: Suit, rank: Rank) -> Card:
        key = (suit, rank)
        found = _INTERNED.get(key)
        if found is None:
            found = _INTERNED[key] = object.__new__(cls)
        return found

    def __str__(self) -> str:
        return f"{self.suit.value}-{self.rank.value}"


_INTERNED: dict[tuple[Suit, Rank], Card] = {}

