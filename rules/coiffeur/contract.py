"""Coiffeur contracts: the Schieber's (J-3) and Slalom, Guschti and Misère (JC-4 … JC-6), each
played trick by trick as one of the Schieber's contracts (RJ5)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from functools import lru_cache

from rules.cards import Suit
from rules.deck import normalise
from rules.errors import UnknownContractError
from rules.jass.contract import (
    OBENABE,
    UNDENUFE,
    JassContract,
    check_trump,
    parse_trump_suit,
    trump_contract,
)
from rules.jass.deck import SUITS

TRICKS = 9
GUSCHTI_FIRST = 5  # JC-5: Guschti 5/4, five tricks in the first direction, then four


class Kind(StrEnum):
    TRUMP = "trump"
    OBENABE = "obenabe"
    UNDENUFE = "undenufe"
    SLALOM = "slalom"  # JC-4: the direction alternates trick by trick
    GUSCHTI = "guschti"  # JC-5: tricks 1-5 one direction, 6-9 the other
    MISERE = "misere"  # JC-6: the opponents' points are written


class Direction(StrEnum):
    OBENABE = "obenabe"
    UNDENUFE = "undenufe"

    @property
    def other(self) -> Direction:
        return Direction.UNDENUFE if self is Direction.OBENABE else Direction.OBENABE


_PLAYED_AS = {Direction.OBENABE: OBENABE, Direction.UNDENUFE: UNDENUFE}
# The direction words of a Misère: played Obenabe, Undenufe or as a Slalom with its start.
MISERE_DIRECTIONS = ("obenabe", "undenufe", "slalom-obenabe", "slalom-undenufe")


@dataclass(frozen=True, slots=True)
class CoiffeurContract:
    kind: Kind
    trump: Suit | None = None
    start: Direction | None = None  # the first trick's direction (Obenabe: a Misère's own)
    alternating: bool = False  # a Misère played as a Slalom
    trick_number: int | None = None  # 1 … 9 where known: Slalom and Guschti need it

    def __post_init__(self) -> None:
        check_trump(self.kind is Kind.TRUMP, self.trump, self.kind.value)
        if self.changes_direction and self.start is None:
            raise UnknownContractError("coiffeur.needs-start", field="start",
                                       contract=self.kind.value)

    @property
    def tout(self) -> bool:
        return False

    @property
    def changes_direction(self) -> bool:
        """Whether tricks are played in different directions (the trick's number decides)."""
        return self.kind in (Kind.SLALOM, Kind.GUSCHTI) or self.alternating

    @property
    def has_trump(self) -> bool:
        return self.kind is Kind.TRUMP

    @property
    def opponents_count(self) -> bool:
        """JC-6, RJ6: a Misère writes the points the declaring team's opponents made."""
        return self.kind is Kind.MISERE

    @property
    def slug(self) -> str:
        if self.kind is Kind.TRUMP and self.trump is not None:
            return f"trump:{self.trump.value}"
        if self.kind is Kind.MISERE and self.start is not None:
            return f"misere:{self.direction_word}"
        if self.kind in (Kind.SLALOM, Kind.GUSCHTI) and self.start is not None:
            return f"{self.kind.value}:{self.start.value}"
        return self.kind.value

    @property
    def direction_word(self) -> str:
        """A Misère's ``direction`` as its JSON form writes it."""
        start = self.start.value if self.start else ""
        return f"slalom-{start}" if self.alternating else start

    def direction(self, trick_number: int | None = None) -> Direction | None:
        """The direction trick ``trick_number`` is played in (None: a trump contract). A
        trick whose number is not known is judged as the first (the API asks for it)."""
        if self.kind is Kind.TRUMP:
            return None
        if self.kind is Kind.OBENABE:
            return Direction.OBENABE
        if self.kind is Kind.UNDENUFE:
            return Direction.UNDENUFE
        start = self.start or Direction.OBENABE
        number = trick_number or self.trick_number or 1
        if self.kind is Kind.GUSCHTI:
            return start if number <= GUSCHTI_FIRST else start.other
        if self.kind is Kind.SLALOM or self.alternating:
            return start if number % 2 == 1 else start.other
        return start

    def played_as(self, trick_number: int | None = None) -> JassContract:
        """The Schieber contract the trick is played under: its trump, or its direction."""
        if self.kind is Kind.TRUMP and self.trump is not None:
            return trump_contract(self.trump)
        direction = self.direction(trick_number)
        return _PLAYED_AS[direction or Direction.OBENABE]

    def in_trick(self, trick_number: int | None) -> CoiffeurContract:
        """The same contract in a given trick (one object for each, made once)."""
        return _in_trick(self, trick_number)

    @property
    def plain(self) -> CoiffeurContract:
        """The contract without a trick number, as the game lists it."""
        return self if self.trick_number is None else _in_trick(self, None)


@lru_cache(maxsize=4096)
def _in_trick(contract: CoiffeurContract, trick_number: int | None) -> CoiffeurContract:
    return replace(contract, trick_number=trick_number)


def _direction(text: str, field: str, kind: str) -> Direction:
    word = normalise(text)
    for direction in Direction:
        if word == direction.value:
            return direction
    raise UnknownContractError("coiffeur.start", field=field, start=text, contract=kind)


def parse_kind(text: str) -> Kind:
    word = normalise(text)
    for kind in Kind:
        if word == kind.value:
            return kind
    raise UnknownContractError("coiffeur.contract-type", field="type", contract=text)


def contract_from_parts(kind_text: str, trump: str | None = None, start: str | None = None,
                        direction: str | None = None) -> CoiffeurContract:
    """The JSON form: ``type`` and its fields (``trump``; ``start`` for Slalom and Guschti;
    ``direction`` for a Misère, ``slalom`` with a ``start`` or ``slalom-obenabe``)."""
    kind = parse_kind(kind_text)
    if kind is Kind.TRUMP:
        if trump is None:
            raise UnknownContractError("jass.needs-trump", field="trump")
        _no_field(start, "start", kind)
        _no_field(direction, "direction", kind)
        return CoiffeurContract(kind, parse_trump_suit(trump))
    if trump is not None:
        raise UnknownContractError("jass.no-trump-leave-out", field="trump", mode=kind.value)
    if kind in (Kind.OBENABE, Kind.UNDENUFE):
        _no_field(start, "start", kind)
        _no_field(direction, "direction", kind)
        return CoiffeurContract(kind)
    if kind in (Kind.SLALOM, Kind.GUSCHTI):
        _no_field(direction, "direction", kind)
        if start is None:
            raise UnknownContractError("coiffeur.needs-start", field="start",
                                       contract=kind.value)
        return CoiffeurContract(kind, start=_direction(start, "start", kind.value))
    return _misere(direction, start)


def _misere(direction: str | None, start: str | None) -> CoiffeurContract:
    if direction is None:
        raise UnknownContractError("coiffeur.needs-direction", field="direction",
                                   directions=", ".join(MISERE_DIRECTIONS))
    word = normalise(direction)
    if word.startswith("slalom-") and start is None:
        word, start = "slalom", word.removeprefix("slalom-")
    if word == "slalom":
        if start is None:
            raise UnknownContractError("coiffeur.needs-start", field="start",
                                       contract=Kind.MISERE.value)
        return CoiffeurContract(Kind.MISERE, start=_direction(start, "start", "misere"),
                                alternating=True)
    if word not in ("obenabe", "undenufe"):
        raise UnknownContractError("coiffeur.direction", field="direction", direction=direction,
                                   directions=", ".join(MISERE_DIRECTIONS))
    _no_field(start, "start", Kind.MISERE)
    return CoiffeurContract(Kind.MISERE, start=Direction(word))


def _no_field(value: str | None, field: str, kind: Kind) -> None:
    if value is not None:
        raise UnknownContractError("coiffeur.no-field", field=field, name=field,
                                   contract=kind.value)


def parse_contract(text: str) -> CoiffeurContract:
    """The GET form: ``trump:roses``, ``obenabe``, ``slalom:obenabe``, ``guschti:undenufe``,
    ``misere:obenabe``, ``misere:slalom-undenufe`` (or ``misere:slalom:undenufe``)."""
    kind_text, _, rest = normalise(text).partition("-")
    kind = parse_kind(kind_text)
    if kind is Kind.TRUMP:
        return contract_from_parts(kind_text, rest or None)
    if kind is Kind.MISERE:
        return contract_from_parts(kind_text, direction=rest or None)
    if kind in (Kind.SLALOM, Kind.GUSCHTI):
        return contract_from_parts(kind_text, start=rest or None)
    if rest:
        raise UnknownContractError("jass.no-trump-leave-out", field="trump", mode=kind.value)
    return contract_from_parts(kind_text)


ALL_CONTRACTS: tuple[CoiffeurContract, ...] = (
    *(CoiffeurContract(Kind.TRUMP, suit) for suit in SUITS),
    CoiffeurContract(Kind.OBENABE), CoiffeurContract(Kind.UNDENUFE),
    *(CoiffeurContract(kind, start=start) for kind in (Kind.SLALOM, Kind.GUSCHTI)
      for start in Direction),
    *(CoiffeurContract(Kind.MISERE, start=start) for start in Direction),
    *(CoiffeurContract(Kind.MISERE, start=start, alternating=True) for start in Direction))
