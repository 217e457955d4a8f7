"""Suits, ranks and cards shared by every game's deck."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from itertools import product


class Suit(StrEnum):
    """A printed suit. Ids are English; each game's deck says which suits it has."""

    ACORNS = "acorns"  # Eicheln (Jass), Eichel (Schafkopf, Schnapsen)
    BELLS = "bells"  # Schellen
    ROSES = "roses"  # Rosen (Swiss-German Jass deck)
    SHIELDS = "shields"  # Schilten (Swiss-German Jass deck)
    LEAVES = "leaves"  # Gras/Laub (German deck)
    HEARTS = "hearts"  # Herz (German deck; Herz/Rot in Skat)
    # The French suits of Skat (Kreuz, Pik, Karo; Herz is HEARTS). Last, so that the
    # ordinals of every other game's cards stay what they were.
    CLUBS = "clubs"  # Kreuz (Eichel in the German deck)
    SPADES = "spades"  # Pik (Grün)
    DIAMONDS = "diamonds"  # Karo (Schellen)
    # The Tarocks of the Tarock pack (Königrufen), a fifth "suit" of 22 trumps; last again.
    TAROCK = "tarock"


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
    JACK = "jack"  # Bube (French deck: Doppelkopf, Skat)
    QUEEN = "queen"  # Dame
    # The Tarock pack (Königrufen): the red suits' pips 1 … 4, the Reiter (Cavall), the
    # Tarocks I … XXI by their numbers and the Sküs. After the others, whose cards keep their
    # ordinals (``_ORDINALS``).
    ONE = "1"
    TWO = "2"
    THREE = "3"
    FOUR = "4"
    FIVE = "5"
    ELEVEN = "11"
    TWELVE = "12"
    THIRTEEN = "13"
    FOURTEEN = "14"
    FIFTEEN = "15"
    SIXTEEN = "16"
    SEVENTEEN = "17"
    EIGHTEEN = "18"
    NINETEEN = "19"
    TWENTY = "20"
    TWENTY_ONE = "21"
    KNIGHT = "knight"  # Reiter, Cavall
    SKUS = "skus"  # Sküs, the Tarock above XXI


# The ranks every game had before the Tarock pack: their cards keep the numbers they had.
_EARLIER_RANKS = tuple(Rank)[:tuple(Rank).index(Rank.ONE)]
# Every printed card's number, suit by suit and rank by rank (see ``Card.ordinal``): the
# earlier ranks' cards first, in the order they always had, then the Tarock pack's ranks.
_ORDINALS = {(suit, rank): number for number, (suit, rank) in enumerate(
    [*product(Suit, _EARLIER_RANKS),
     *product(Suit, [rank for rank in Rank if rank not in _EARLIER_RANKS])])}


def ordinal(suit: Suit, rank: Rank) -> int:
    try:
        return _ORDINALS[suit, rank]
    except KeyError:  # a suit or rank of another type: the compiled core says TypeError too
        raise TypeError(f"no card has suit {suit!r} and rank {rank!r}") from None


@dataclass(frozen=True, slots=True)
class Card:
    """One printed card: an ordinary immutable value (equal by suit and rank; copies, deep
    copies and pickles are equal to the original). What it counts as, how strong it is and
    what it is worth depend on the contract and are answered by each game's ranking module,
    never stored on the card."""

    suit: Suit
    rank: Rank
    # The card's number among all printed cards, worked out from its value when it is made:
    # equal cards have the same ordinal, different cards different ones. The engine's tables
    # are keyed by it, since an int key is hashed and compared at C speed where a Card key
    # calls ``__hash__`` in Python on every lookup; it is also the card's hash. It is left
    # out of comparisons (those are by suit and rank) and of pickles (``__reduce__``).
    ordinal: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "ordinal", ordinal(self.suit, self.rank))

    def __hash__(self) -> int:
        return self.ordinal

    def __reduce__(self) -> tuple[type[Card], tuple[Suit, Rank]]:
        return Card, (self.suit, self.rank)

    def __str__(self) -> str:
        return f"{self.suit.value}-{self.rank.value}"
