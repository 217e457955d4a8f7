"""A hand of the Schnapsen family is played with one trump suit; the talon is open, closed or
exhausted."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from rules.cards import Suit
from rules.deck import normalise
from rules.errors import UnknownContractError
from rules.german_deck import SUITS
from rules.schnapsen.variant import SCHNAPSEN_VARIANT, Variant


class Talon(StrEnum):
    OPEN = "open"  # free play (N-4)
    CLOSED = "closed"  # zugedreht (N-13): the four stages apply (N-5)
    EXHAUSTED = "exhausted"  # aufgebraucht: the four stages apply (N-5)

    @property
    def strict(self) -> bool:
        """Farbzwang and Stichzwang apply (N-5)."""
        return self is not Talon.OPEN


@dataclass(frozen=True, slots=True)
class SchnapsenContract:
    trump: Suit

    def __post_init__(self) -> None:
        if self.trump not in SUITS:
            raise UnknownContractError("talon.suit", field="trump", suit=self.trump)

    @property
    def tout(self) -> bool:
        """Whether the contract is played Tout: never in Schnapsen."""
        return False

    @property
    def slug(self) -> str:
        return self.trump.value


def parse_trump(text: str, rules: Variant = SCHNAPSEN_VARIANT) -> SchnapsenContract:
    suit = rules.deck.suit_words.get(normalise(text))
    if suit is None:
        raise UnknownContractError("talon.suit-of", field="trump", suit=text, game=rules.title)
    return SchnapsenContract(suit)


ALL_CONTRACTS = tuple(SchnapsenContract(s) for s in SUITS)
