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


@dataclass(frozen=True, slots=True)
class Card:
    """One printed card: an ordinary immutable value (equal by suit and rank; copies, deep
    copies and pickles are equal to the original). What it counts as, how strong it is and
    what it is worth depend on the contract and are answered by each game's ranking module,
    never stored on the card."""

    suit: Suit
    rank: Rank
    # Every legality check puts the cards of a position in a set, so a card's hash is worked
    # out once. It is the hash of the value (suit, rank), equal for equal cards; it is left
    # out of comparisons and of pickles (``__reduce__``), since string hashes differ between
    # processes.
    _hash: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_hash", hash((self.suit, self.rank)))

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self) -> tuple[type[Card], tuple[Suit, Rank]]:
        return Card, (self.suit, self.rank)

    def __str__(self) -> str:
        return f"{self.suit.value}-{self.rank.value}"
