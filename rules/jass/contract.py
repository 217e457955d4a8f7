"""Jass contracts (J-3): a trump suit, Obenabe or Undenufe."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from rules.cards import Suit
from rules.deck import normalise
from rules.errors import UnknownContractError
from rules.jass.deck import JASS_DECK, SUITS


class Mode(StrEnum):
    TRUMP = "trump"
    OBENABE = "obenabe"  # top down, no trump
    UNDENUFE = "undenufe"  # bottom up, no trump


@dataclass(frozen=True, slots=True)
class JassContract:
    mode: Mode
    trump: Suit | None = None

    def __post_init__(self) -> None:
        check_trump(self.mode is Mode.TRUMP, self.trump, self.mode.value)

    @property
    def tout(self) -> bool:
        """Whether the contract is played Tout: never in Jass."""
        return False

    @property
    def has_trump(self) -> bool:
        return self.mode is Mode.TRUMP

    @property
    def slug(self) -> str:
        """The one-string form used in GET permalinks: ``trump:roses``, ``obenabe``."""
        return f"trump:{self.trump.value}" if self.trump else self.mode.value


def check_trump(trump_played: bool, trump: Suit | None, mode: str) -> None:
    """A trump contract names one of the Schieber's suits, any other none (J-3)."""
    if trump_played and trump not in SUITS:
        raise UnknownContractError("jass.needs-trump-suit", field="trump",
                                   suits=", ".join(s.value for s in SUITS))
    if not trump_played and trump is not None:
        raise UnknownContractError("jass.no-trump", field="trump", mode=mode)


def trump_contract(suit: Suit) -> JassContract:
    return JassContract(Mode.TRUMP, suit)


OBENABE = JassContract(Mode.OBENABE)
UNDENUFE = JassContract(Mode.UNDENUFE)
ALL_CONTRACTS = (*(trump_contract(s) for s in SUITS), OBENABE, UNDENUFE)


def parse_mode(text: str) -> Mode:
    word = normalise(text)
    for mode in Mode:
        if word == mode.value:
            return mode
    raise UnknownContractError("jass.contract-type", field="type", contract=text)


def parse_trump_suit(text: str) -> Suit:
    """A trump suit by id, French alias or German name (``hearts`` → roses, R16)."""
    suit = JASS_DECK.suit_words.get(normalise(text))
    if suit is None:
        raise UnknownContractError("jass.suit", field="trump", suit=text)
    return suit


def contract_from_parts(mode_text: str, trump_text: str | None) -> JassContract:
    mode = parse_mode(mode_text)
    if mode is Mode.TRUMP:
        if trump_text is None:
            raise UnknownContractError("jass.needs-trump", field="trump")
        return trump_contract(parse_trump_suit(trump_text))
    if trump_text is not None:
        raise UnknownContractError("jass.no-trump-leave-out", field="trump", mode=mode.value)
    return JassContract(mode)


def parse_contract(text: str) -> JassContract:
    """The GET form: ``trump:roses`` (or ``trump-hearts``), ``obenabe``, ``undenufe``."""
    mode_text, _, trump_text = normalise(text).partition("-")
    return contract_from_parts(mode_text, trump_text or None)
