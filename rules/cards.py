"""Suits, ranks and cards shared by every game's deck."""

from __future__ import annotations

from dataclasses import dataclass, field
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
    contract and are answered by each game's ranking module, never stored on the card."""

    suit: Suit
    rank: Rank
    # Cards are hashed in every set and dict of the engine: hash once.
    _hash: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_hash", hash((self.suit, self.rank)))

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        # Suits and ranks are enum members: identity is equality, and cheaper than tuples.
        return self is other or (isinstance(other, Card) and self.suit is other.suit
                                 and self.rank is other.rank)

    def __str__(self) -> str:
        return f"{self.suit.value}-{self.rank.value}"
