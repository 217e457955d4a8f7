"""Königrufen's contracts as data (T-30 … T-33, RT13): each type with its value, its family
(legality and tricks depend on the family alone), whether the declarer calls a King, whether
it is a Solospiel, and the GET and JSON forms."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType

from rules.cards import Suit
from rules.errors import UnknownContractError
from rules.koenigrufen.pack import SUITS


class Family(StrEnum):
    """How a contract is played (T-30): the duties and the tricks depend on this alone."""

    TAROCK = "tarock"  # positive Tarock games: Tarocks trump, no Stichzwang (T-24)
    FARBEN = "farben"  # Farbenspiele: Tarocks do not trump, lead restriction (T-13, T-26)
    NEGATIVE = "negative"  # Stichzwang and the Pagat rule (T-23, T-25)


@dataclass(frozen=True, slots=True)
class ContractType:
    """One contract of the tariff (T-30)."""

    id: str
    value: int  # T-30: the game's value per player
    family: Family
    calls_king: bool = False  # T-31: a Ruferspiel
    solo: bool = False  # T-34: premiums count double
    bird: bool = False  # Besserrufer: an obligatory bird (scoring only)
    tricks: int | None = None  # T-33: the declarer's tricks that win a negative game
    lost_factor: int = 1  # T-39: a lost Sechserdreier counts double


T, F, N = Family.TAROCK, Family.FARBEN, Family.NEGATIVE
# T-30, in bidding order.
TYPES: tuple[ContractType, ...] = (
    ContractType("trischaken", 1, N),
    ContractType("rufer", 1, T, calls_king=True),
    ContractType("piccolo", 2, N, tricks=1),
    ContractType("bettel", 2, N, tricks=0),
    ContractType("solorufer", 2, T, calls_king=True, solo=True),
    ContractType("besserrufer", 1, T, calls_king=True, bird=True),
    ContractType("farbendreier", 3, F),
    ContractType("sechserdreier", 4, T, lost_factor=2),
    ContractType("dreier", 4, T),
    ContractType("farbensolo", 6, F, solo=True),
    ContractType("piccolo_ouvert", 6, N, tricks=1),
    ContractType("bettel_ouvert", 7, N, tricks=0),
    ContractType("solodreier", 8, T, solo=True),
)
TYPE_BY_ID: Mapping[str, ContractType] = MappingProxyType({t.id: t for t in TYPES})
BIRDS = ("pagat", "uhu", "kakadu", "quapil")
# The suit words a called King is named by (the suits' ids first).
KING_WORDS: Mapping[str, Suit] = MappingProxyType({
    **{suit.value: suit for suit in SUITS}, "herz": Suit.HEARTS, "karo": Suit.DIAMONDS,
    "pik": Suit.SPADES, "treff": Suit.CLUBS, "kreuz": Suit.CLUBS, "h": Suit.HEARTS,
    "d": Suit.DIAMONDS, "s": Suit.SPADES, "c": Suit.CLUBS})


@dataclass(frozen=True, slots=True)
class KoenigrufenContract:
    type: ContractType
    called_king: Suit | None = None  # T-31: the suit of the King called (Ruferspiele)
    bird: str | None = None  # Besserrufer: the bird announced

    @property
    def family(self) -> Family:
        return self.type.family

    @property
    def slug(self) -> str:
        """The GET form: ``rufer:hearts``, ``besserrufer:clubs:uhu``, ``piccolo_ouvert``
        (spelt as ``type``, one spelling in every form)."""
        parts = [self.type.id]
        if self.called_king is not None:
            parts.append(self.called_king.value)
        if self.bird is not None:
            parts.append(self.bird)
        return ":".join(parts)

    @property
    def tout(self) -> bool:
        return False


def _type(word: str, text: str) -> ContractType:
    found = TYPE_BY_ID.get(word.strip().lower().replace("-", "_"))
    if found is None:
        raise UnknownContractError("koenigrufen.unknown-type", field="contract", contract=text,
                                   types=tuple(t.id for t in TYPES))
    return found


def make(kind: ContractType, king: object, bird: object, text: str) -> KoenigrufenContract:
    """The contract of a type with its called King and bird, each checked (T-31)."""
    suit = None
    if kind.calls_king:
        if king is None or str(king).strip() == "":
            raise UnknownContractError("koenigrufen.missing-king", field="contract",
                                       contract=text, suits=tuple(s.value for s in SUITS))
        suit = KING_WORDS.get(str(king).strip().lower())
        if suit is None:
            raise UnknownContractError("koenigrufen.unknown-king", field="contract",
                                       king=str(king), suits=tuple(s.value for s in SUITS))
    elif king is not None:
        raise UnknownContractError("koenigrufen.king-not-called", field="contract",
                                   contract=kind.id)
    chosen = None
    if bird is not None and str(bird) != "":
        chosen = str(bird).strip().lower()
        if not kind.bird or chosen not in BIRDS:
            raise UnknownContractError("koenigrufen.unknown-bird", field="contract",
                                       bird=str(bird), birds=BIRDS)
    return KoenigrufenContract(kind, suit, chosen)


def parse_contract(text: str) -> KoenigrufenContract:
    """The GET form: ``rufer:hearts``, ``besserrufer:clubs:uhu``, ``farbensolo``."""
    kind_word, *rest = text.strip().split(":")
    kind = _type(kind_word, text)
    king = rest[0] if rest and kind.calls_king else None if not rest else rest[0]
    bird = rest[1] if len(rest) > 1 else None
    if len(rest) > (2 if kind.bird else 1 if kind.calls_king else 0):
        raise UnknownContractError("koenigrufen.contract-form", field="contract", contract=text)
    return make(kind, king, bird, text)


def contract_from_parts(parts: Mapping[str, object]) -> KoenigrufenContract:
    """The JSON form ``{"type": "rufer", "called_king": "hearts"}``."""
    kind_word = parts.get("type")
    if not isinstance(kind_word, str):
        raise UnknownContractError("koenigrufen.unknown-type", field="contract",
                                   contract=str(kind_word), types=tuple(t.id for t in TYPES))
    return make(_type(kind_word, kind_word), parts.get("called_king"), parts.get("bird"),
                kind_word)


def every_contract() -> tuple[KoenigrufenContract, ...]:
    """One contract per type and called King (the Besserrufer without its bird)."""
    return tuple(KoenigrufenContract(kind, suit) for kind in TYPES
                 for suit in (SUITS if kind.calls_king else (None,)))
