"""Errors the engine raises for input that cannot describe a real position.

Each error names the field it concerns (``field`` and, for lists, ``index``) so that an adapter
can point the user at the offending part of the request.
"""

from __future__ import annotations


class RulesInputError(ValueError):
    """Base class: the input does not describe a card, contract or position of the game."""

    kind = "invalid-input"

    def __init__(self, message: str, *, field: str | None = None, index: int | None = None):
        super().__init__(message)
        self.message = message
        self.field = field
        self.index = index


class UnknownCardError(RulesInputError):
    """The text is not a card of any deck we know."""

    kind = "unknown-card"


class ForeignCardError(RulesInputError):
    """The text names a real card, but of another game's deck (``leaves-ace`` in Jass, a 5)."""

    kind = "card-not-in-deck"


class DuplicateCardError(RulesInputError):
    """A card appears more often than the deck holds it (``Deck.copies``, usually once) in the
    position: in one list, or in hand and trick together."""

    kind = "duplicate-card"


class PositionError(RulesInputError):
    """The position cannot occur: too many cards in hand, a trick that is already complete, …"""

    kind = "impossible-position"


class UnknownContractError(RulesInputError):
    """The contract is not one of the game's contracts."""

    kind = "unknown-contract"


class UnknownRulesetError(RulesInputError):
    """The ruleset id is not one of the game's rulesets."""

    kind = "unknown-ruleset"
