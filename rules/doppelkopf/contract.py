"""Doppelkopf contracts as data (D-10 … D-17): which ranks are trump in every suit, whether
the Herz 10 tops them, which suit adds its A 10 K 9, the order of a Fehlfarbe, and whether
the game is scored as a solo (D-36, RD6) with Sonderpunkte or without (D-35).

| contract | trumps (strongest first) | count | a Fehlfarbe |
|---|---|---|---|
| normal, Hochzeit, Karo solo | ♥10, Damen, Buben, ♦A ♦10 ♦K ♦9 | 26 | A 10 K 9 (♥: A K 9) |
| Farbsolo ♣/♠ | ♥10, Damen, Buben, A 10 K 9 of the suit | 26 | A 10 K 9 (♥: A K 9) |
| Farbsolo ♥ | ♥10, Damen, Buben, ♥A ♥K ♥9 | 24 | A 10 K 9 |
| Damensolo | 4 Damen | 8 | A 10 K B 9 |
| Bubensolo | 4 Buben | 8 | A 10 K D 9 |
| Fleischloser | none | 0 | A 10 K D B 9 |

Each card counts twice (RD14). The ruleset (RD1) and, for the Dullen rule of the ``dulle``
ruleset, the trick's number (RD2) ride on the contract value, so that every judgement of a
trick sees them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from functools import cache, lru_cache

from rules.cards import Rank, Suit
from rules.deck import normalise
from rules.doppelkopf.deck import DOPPELKOPF_DECK, SUITS
from rules.doppelkopf.ruleset import DDV, Ruleset
from rules.errors import UnknownContractError


class ContractType(StrEnum):
    NORMAL = "normal"
    HOCHZEIT = "hochzeit"
    STILLE_HOCHZEIT = "stille_hochzeit"
    FARBSOLO = "farbsolo"
    DAMENSOLO = "damensolo"
    BUBENSOLO = "bubensolo"
    FLEISCHLOS = "fleischlos"


ACE_TEN = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.NINE)


@dataclass(frozen=True, slots=True)
class Shape:
    top_ranks: tuple[Rank, ...]  # trump in every suit, in this order, ♣ ♠ ♥ ♦ within a rank
    dulle_on_top: bool  # the Herz 10 is the highest trump
    suit: str  # "trump": a chosen suit's cards are trump too; "fixed": Karo; "none"
    solo: bool  # one against three from the start (D-5)
    # A Fehlfarbe's order (strongest first) before the trumps leave it (D-15 … D-17).
    fehl_ranks: tuple[Rank, ...] = ACE_TEN
    rule: str = "D-13"


_NORMAL_TRUMPS = (Rank.QUEEN, Rank.JACK)
SHAPES = {
    ContractType.NORMAL: Shape(_NORMAL_TRUMPS, True, "fixed", False),
    ContractType.HOCHZEIT: Shape(_NORMAL_TRUMPS, True, "fixed", False),
    ContractType.STILLE_HOCHZEIT: Shape(_NORMAL_TRUMPS, True, "fixed", True),
    ContractType.FARBSOLO: Shape(_NORMAL_TRUMPS, True, "trump", True, rule="D-15"),
    ContractType.DAMENSOLO: Shape((Rank.QUEEN,), False, "none", True, rule="D-16"),
    ContractType.BUBENSOLO: Shape((Rank.JACK,), False, "none", True, rule="D-16"),
    ContractType.FLEISCHLOS: Shape((), False, "none", True, rule="D-17"),
}

# Other spellings of a type, accepted wherever the type is (GET and JSON): the type's own
# word (``stille_hochzeit``) is the one answers and lists use.
SPELLINGS = {"stille-hochzeit": ContractType.STILLE_HOCHZEIT,
             "fleischloser": ContractType.FLEISCHLOS, "assesolo": ContractType.FLEISCHLOS,
             "asse-solo": ContractType.FLEISCHLOS, "normalspiel": ContractType.NORMAL}


@dataclass(frozen=True, slots=True)
class DoppelkopfContract:
    type: ContractType
    trump: Suit | None = None  # a Farbsolo's suit
    ruleset: Ruleset = DDV
    trick_number: int | None = None  # 1 … 12 where known (RD2), else None

    def __post_init__(self) -> None:
        shape = SHAPES[self.type]
        if shape.suit == "trump" and self.trump not in SUITS:
            raise UnknownContractError("doppelkopf.farbsolo-trump", field="trump")
        if shape.suit != "trump" and self.trump is not None:
            raise UnknownContractError("doppelkopf.no-trump-field", field="trump",
                                       contract=self.type.value)

    @property
    def shape(self) -> Shape:
        return SHAPES[self.type]

    @property
    def trump_suit(self) -> Suit | None:
        """The suit whose A 10 K 9 are trump: Karo in the normal game (D-13)."""
        if self.shape.suit == "fixed":
            return Suit.DIAMONDS
        return self.trump

    @property
    def solo(self) -> bool:
        return self.shape.solo

    @property
    def tout(self) -> bool:
        return False

    @property
    def slug(self) -> str:
        if self.type is ContractType.FARBSOLO and self.trump is not None:
            return f"farbsolo:{self.trump.value}"
        return self.type.value

    def playing(self, ruleset: Ruleset | None = None,
                trick_number: int | None = None) -> DoppelkopfContract:
        """The same contract under a ruleset and in a given trick: one object for each,
        made once (every Doppelkopf question and every trick of a round asks it, and a
        ``replace`` cost 4.5 µs, more than judging a trick)."""
        return _playing(self, ruleset or self.ruleset, trick_number)

    @property
    def plain(self) -> DoppelkopfContract:
        """The contract alone: ruleset ``ddv``, no trick number (one object per type and
        suit: the rankings are worked out once per contract and looked up by it)."""
        if self.ruleset is DDV and self.trick_number is None:
            return self
        return _plain(self.type, self.trump)


@cache
def _plain(kind: ContractType, trump: Suit | None) -> DoppelkopfContract:
    return DoppelkopfContract(kind, trump)


# Keys are contracts the game made (types × trumps × rulesets × 1-12 or no trick number):
# bounded as they are; capped all the same, since a trick number comes from a request.
@lru_cache(maxsize=4096)
def _playing(contract: DoppelkopfContract, ruleset: Ruleset, trick_number: int | None
             ) -> DoppelkopfContract:
    return replace(contract, ruleset=ruleset, trick_number=trick_number)


def every_contract() -> tuple[DoppelkopfContract, ...]:
    found: list[DoppelkopfContract] = []
    for kind, shape in SHAPES.items():
        found.extend(DoppelkopfContract(kind, suit)
                     for suit in (SUITS if shape.suit == "trump" else (None,)))
    return tuple(found)


def parse_type(text: str) -> ContractType:
    word = normalise(text)
    if word in SPELLINGS:
        return SPELLINGS[word]
    for kind in ContractType:
        if word == kind.value:
            return kind
    raise UnknownContractError("doppelkopf.contract", field="type", contract=text,
                               contracts=', '.join(k.value for k in ContractType))


def parse_suit(text: str, field: str = "trump") -> Suit:
    suit = DOPPELKOPF_DECK.suit_words.get(normalise(text))
    if suit is None:
        raise UnknownContractError("doppelkopf.suit", field=field, suit=text)
    return suit


def contract_from_parts(type_text: str, trump: str | None = None) -> DoppelkopfContract:
    kind = parse_type(type_text)
    if SHAPES[kind].suit == "trump":
        if trump is None:
            raise UnknownContractError("doppelkopf.farbsolo-needs-trump", field="trump")
        return DoppelkopfContract(kind, parse_suit(trump))
    if trump is not None:
        raise UnknownContractError("doppelkopf.no-trump", field="trump", contract=kind.value)
    return DoppelkopfContract(kind)


def parse_contract(text: str) -> DoppelkopfContract:
    """The GET form: ``normal``, ``stille_hochzeit``, ``farbsolo:hearts``, ``trumpfsolo``
    (= ``farbsolo:diamonds``), ``damensolo``."""
    word = normalise(text)
    if word == "trumpfsolo":
        return DoppelkopfContract(ContractType.FARBSOLO, Suit.DIAMONDS)
    if word.startswith("farbsolo-"):
        return contract_from_parts("farbsolo", word.partition("-")[2])
    return contract_from_parts(word)
