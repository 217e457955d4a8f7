"""Errors the engine raises for input that cannot describe a real position.

An error is data, never a sentence: a stable ``code`` (``position.twice-in-hand``), the
``values`` the message needs (cards as ``Card``, indices as ``Counted``, lists as tuples) and
the ``field`` it concerns (with ``index`` for a list), so that an adapter can word it in the
asker's language and point at the offending part of the request.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


@dataclass(frozen=True, slots=True)
class Counted:
    """A 0-based index that people read counted from 1 (a place in a list, a seat, a play, a
    trick): the value stays the index, the wording adds one."""

    index: int


class RulesInputError(ValueError):
    """Base class: the input does not describe a card, contract or position of the game.

    ``code`` keys the message in every language; ``values`` are plain data (``str``, ``int``,
    ``bool``, ``Card``, ``Counted``, ``None`` and tuples of them)."""

    kind: ClassVar[str] = "invalid-input"

    def __init__(self, code: str, /, *, field: str | None = None, index: int | None = None,
                 **values: object) -> None:
        super().__init__(code)
        self.code = code
        self.values = values
        self.field = field
        self.index = index

    def __reduce__(self) -> tuple[object, ...]:
        """Pickled with its values (a worker process may hand an error back)."""
        return _rebuild, (type(self), self.code, self.field, self.index, self.values)


def _rebuild(kind: type[RulesInputError], code: str, field: str | None, index: int | None,
             values: dict[str, object]) -> RulesInputError:
    return kind(code, field=field, index=index, **values)


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
