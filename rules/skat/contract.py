"""Skat's contracts as data (S-8 … S-11, S-24, S-25): the game type and trump, and the
announcements Hand, Schneider, Schwarz and ouvert with what each implies (RS5).

The JSON form is ``{"type": "suit", "trump": "clubs", "hand": true, …}``; the GET form the slug
(``suit:clubs``, ``grand``, ``null``) with the announcements listed apart (``announced``).
Implied flags may be omitted and are filled in; a contradiction is refused (RS5), and so is a
house rule the ISkO does not have (RS1)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum

from rules.cards import Suit
from rules.deck import normalise
from rules.errors import RulesInputError, UnknownContractError
from rules.skat.deck import SKAT_DECK, SUITS


class InvalidContractError(RulesInputError):
    """Announcements that contradict each other or what they imply (RS5)."""

    kind = "invalid-contract"


class UnsupportedHouseRuleError(RulesInputError):
    """A house rule the ISkO does not contain: Kontra, Re, Ramsch, Bock (RS1 … RS3)."""

    kind = "unsupported-house-rule"


class ContractType(StrEnum):
    SUIT = "suit"  # Farbspiel (S-8)
    GRAND = "grand"  # S-9
    NULL = "null"  # S-10


FLAGS = ("hand", "schneider", "schwarz", "ouvert")  # the announcements, in the ISkO's order
HOUSE_RULES = ("kontra", "re", "ramsch", "bock")  # S-V: not in the ISkO
FLAG_TEXTS = {
    "hand": "Hand game: played without taking up the Skat (S-11). Implied by ouvert in suit "
            "and grand games (RS5).",
    "schneider": "Schneider angesagt (S-24): only in a hand game. Implied by schwarz.",
    "schwarz": "Schwarz angesagt (S-24): only in a hand game. Implied by ouvert.",
    "ouvert": "Played open (S-25; Null ouvert with or without pickup). In suit and grand "
              "games it implies hand, schneider and schwarz (RS5).",
    **{name: "A house rule the ISkO does not contain: refused with 400 "
             "unsupported-house-rule (RS1)." for name in HOUSE_RULES},
}


@dataclass(frozen=True, slots=True)
class SkatContract:
    type: ContractType
    trump: Suit | None = None  # the trump suit of a Farbspiel
    hand: bool = False
    schneider: bool = False  # Schneider angesagt
    schwarz: bool = False  # Schwarz angesagt
    ouvert: bool = False
    # The flags the request left out and RS5 filled in; how it was asked, not what it is.
    implied: tuple[str, ...] = field(default=(), compare=False)

    @property
    def slug(self) -> str:
        return f"suit:{self.trump.value}" if self.trump is not None else self.type.value

    @property
    def tout(self) -> bool:
        return False  # Skat has no Tout; ouvert is its own flag

    @property
    def announced(self) -> tuple[str, ...]:
        return tuple(flag for flag in FLAGS if getattr(self, flag))

    @property
    def plain(self) -> SkatContract:
        """The same game without announcements: legality and tricks depend on nothing else."""
        return SkatContract(self.type, self.trump)

    @property
    def trumps_jacks(self) -> bool:
        """Whether the Jacks are trumps (suit and grand games, S-8, S-9), not of their suits."""
        return self.type is not ContractType.NULL


def _suit(word: str) -> Suit:
    suit = SKAT_DECK.suit_words.get(normalise(word))
    if suit is None:
        raise UnknownContractError("skat.suit", field="trump", suit=word)
    return suit


def _flag(parts: Mapping[str, object], name: str) -> bool | None:
    value = parts.get(name)
    if value is None or isinstance(value, bool):
        return value
    raise InvalidContractError("skat.flag", field=name, name=name)


def contract_from_parts(parts: Mapping[str, object]) -> SkatContract:
    """The JSON form, with RS5's implications filled in and contradictions refused."""
    for name in HOUSE_RULES:
        if name in parts:
            raise UnsupportedHouseRuleError("skat.house-rule", field=name, rule=name)
    kind_word = str(parts.get("type", "")).lower()
    try:
        kind = ContractType(kind_word)
    except ValueError:
        raise UnknownContractError("skat.game-type", field="type", type=parts.get('type')) from None
    trump_word = parts.get("trump")
    trump: Suit | None = None
    if kind is ContractType.SUIT:
        if trump_word is None:
            raise UnknownContractError("skat.suit-game-trump", field="trump")
        trump = _suit(str(trump_word))
    elif trump_word is not None:
        raise UnknownContractError("skat.no-trump", field="trump", type=kind.value)
    given = {name: _flag(parts, name) for name in FLAGS}
    return announce(SkatContract(kind, trump), given)


def announce(contract: SkatContract, given: Mapping[str, bool | None]) -> SkatContract:
    """``contract`` with the announcements ``given`` (None: not said), per RS5."""
    flags = dict(given)
    implied: list[str] = []

    def imply(name: str, because: str) -> None:
        if flags.get(name) is False:
            raise InvalidContractError("skat.implies", field=name, because=because, name=name)
        if flags.get(name) is None:
            implied.append(name)
        flags[name] = True

    if contract.type is ContractType.NULL:
        for name in ("schneider", "schwarz"):
            if flags.get(name):
                raise InvalidContractError("skat.null-no-schneider", field=name, name=name)
    else:
        if flags.get("ouvert"):
            for name in ("hand", "schneider", "schwarz"):
                imply(name, "ouvert")
        if flags.get("schwarz"):
            imply("schneider", "schwarz")
        for name in ("schneider", "schwarz"):
            if flags.get(name) and not flags.get("hand"):
                raise InvalidContractError("skat.hand-only", field="hand", name=name)
    return replace(contract, hand=bool(flags.get("hand")),
                   schneider=bool(flags.get("schneider")), schwarz=bool(flags.get("schwarz")),
                   ouvert=bool(flags.get("ouvert")), implied=tuple(implied))


def announce_words(contract: SkatContract, words: Iterable[str]) -> SkatContract:
    """The GET form's ``announced`` list (``hand,schneider``) applied to a slug's contract."""
    given: dict[str, bool | None] = {}
    for index, word in enumerate(words):
        name = normalise(word)
        if name in HOUSE_RULES:
            raise UnsupportedHouseRuleError("skat.house-rule", field="announced", index=index,
                                            rule=name)
        if name not in FLAGS:
            raise InvalidContractError("skat.announcement", field="announced", index=index,
                                       word=word)
        given[name] = True
    return announce(contract, given)


def parse_contract(text: str) -> SkatContract:
    """The GET form: ``suit:clubs`` (or a German suit name), ``grand``, ``null``."""
    word = normalise(text)
    kind, _, suit = word.partition("-")
    if kind == "suit" and suit:
        return SkatContract(ContractType.SUIT, _suit(suit))
    if not suit and kind in (ContractType.GRAND.value, ContractType.NULL.value):
        return SkatContract(ContractType(kind))
    if kind in HOUSE_RULES:
        raise UnsupportedHouseRuleError("skat.house-rule", rule=kind)
    raise UnknownContractError("skat.contract", contract=text)


CONTRACTS = (*(SkatContract(ContractType.SUIT, suit) for suit in SUITS),
             SkatContract(ContractType.GRAND), SkatContract(ContractType.NULL))
