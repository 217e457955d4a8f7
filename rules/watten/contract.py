"""A Watten contract: the Schlag (a rank, or the Weli), the Trumpf (a suit) and the blind
flag (W-4, W-16), under a ruleset; its special cards and every card's role and strength."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from types import MappingProxyType

from rules.cards import Card, Rank, Suit
from rules.errors import UnknownContractError
from rules.german_deck import SUITS
from rules.watten.ruleset import (
    DEFAULT_RULESET,
    RANKS,
    WELI,
    Role,
    WattenRuleset,
    WeliRole,
)

# RW12: the Schlag values as the API writes them, the Weli's rank last.
SCHLAG_VALUES: Mapping[Rank, str] = MappingProxyType(
    {**{rank: rank.value for rank in RANKS}, Rank.SIX: "weli"})
_SCHLAG_WORDS: Mapping[str, Rank] = MappingProxyType({
    **{value: rank for rank, value in SCHLAG_VALUES.items()},
    "u": Rank.UNDER, "unter": Rank.UNDER, "jack": Rank.UNDER, "o": Rank.OBER,
    "queen": Rank.OBER, "k": Rank.KING, "koenig": Rank.KING, "a": Rank.ACE, "ass": Rank.ACE,
    "sau": Rank.ACE, "zehn": Rank.TEN, "sieben": Rank.SEVEN, "acht": Rank.EIGHT,
    "neun": Rank.NINE, "welli": Rank.SIX, "6": Rank.SIX, "b6": Rank.SIX,
})  # fmt: skip
# The suit letters of the card codes stand for the suits in the GET form (``U:H``).
_TRUMP_LETTERS: Mapping[str, Suit] = MappingProxyType(
    {"a": Suit.ACORNS, "l": Suit.LEAVES, "h": Suit.HEARTS, "b": Suit.BELLS})

# Strengths in a trick (W-17): the kinds apart, then the printed order within a kind.
_KRITISCH, _GUATE, _RECHTER, _BLIND, _TRUMP = 400, 300, 200, 100, 20


@dataclass(frozen=True, slots=True)
class WattenContract:
    schlag: Rank  # 7 … ace, or six for the Weli
    trump: Suit
    blind: bool = False  # W-16: only the two announcers know Schlag and Trumpf
    ruleset: WattenRuleset = DEFAULT_RULESET

    @property
    def slug(self) -> str:
        """The GET form, ``under:hearts``."""
        return f"{SCHLAG_VALUES[self.schlag]}:{self.trump.value}"

    @property
    def tout(self) -> bool:
        return False

    @property
    def schlag_value(self) -> str:
        return SCHLAG_VALUES[self.schlag]

    @property
    def cards(self) -> SpecialCards:
        return special_cards(self)


@dataclass(frozen=True, slots=True)
class SpecialCards:
    """The cards a contract sets apart, as an answer names them."""

    rechter: Card  # W-5 (the Weli when it is the Schlag, RW2)
    guate: Card | None  # W-10, suedtirol
    blinde: tuple[Card, ...]  # W-6: none when the Weli is the Schlag (RW2)
    kritische: tuple[Card, ...]  # W-9, bayern, the strongest first
    weli: WeliRole | None  # W-11, RW2, RW3; None where the pack has no Weli


def schlags(ruleset: WattenRuleset) -> tuple[Rank, ...]:
    """The ranks a Schlag may name (W-4): the Weli only where the pack has it."""
    return (*RANKS, Rank.SIX) if WELI in ruleset.deck else RANKS


def parse_schlag(word: str, ruleset: WattenRuleset) -> Rank:
    folded = _fold(word)
    rank = _SCHLAG_WORDS.get(folded)
    if rank is None or rank not in schlags(ruleset):
        raise UnknownContractError("watten.unknown-schlag", field="schlag", schlag=word,
                                   ruleset=ruleset.id,
                                   choices=tuple(SCHLAG_VALUES[r] for r in schlags(ruleset)))
    return rank


def parse_trump(word: str, ruleset: WattenRuleset) -> Suit:
    folded = _fold(word)
    suit = ruleset.deck.suit_words.get(folded) or _TRUMP_LETTERS.get(folded)
    if suit is None:
        raise UnknownContractError("watten.unknown-trump", field="trump", trump=word,
                                   choices=tuple(s.value for s in SUITS))
    return suit


def parse_contract(text: str, ruleset: WattenRuleset = DEFAULT_RULESET,
                   blind: bool = False) -> WattenContract:
    """The GET form ``schlag:trump``: ``under:hearts``, ``U:H``, ``weli:acorns``."""
    schlag, colon, trump = text.strip().partition(":")
    if not colon or not schlag or not trump:
        raise UnknownContractError("watten.contract-form", field="contract", contract=text,
                                   form="schlag:trump")
    return WattenContract(parse_schlag(schlag, ruleset), parse_trump(trump, ruleset), blind,
                          ruleset)


def contract_from_parts(parts: Mapping[str, object],
                        ruleset: WattenRuleset = DEFAULT_RULESET) -> WattenContract:
    """The JSON form ``{"schlag": "under", "trump": "hearts", "blind": true}``."""
    schlag, trump = parts.get("schlag", parts.get("type")), parts.get("trump")
    if schlag is None or trump is None:
        missing = tuple(name for name, value in (("schlag", schlag), ("trump", trump))
                        if value is None)
        raise UnknownContractError("watten.contract-fields", field=missing[0], missing=missing)
    return WattenContract(parse_schlag(str(schlag), ruleset), parse_trump(str(trump), ruleset),
                          bool(parts.get("blind", False)), ruleset)


def _fold(word: str) -> str:
    return word.strip().lower().replace("ö", "oe").replace("ä", "ae")


@cache
def special_cards(contract: WattenContract) -> SpecialCards:
    ruleset, schlag, trump = contract.ruleset, contract.schlag, contract.trump
    weli_schlag = schlag is Rank.SIX
    rechter = WELI if weli_schlag else Card(trump, schlag)
    guate = None
    if ruleset.guate and not weli_schlag:  # RW2: no Guate above the Weli
        guate = Card(trump, RANKS[(RANKS.index(schlag) + 1) % len(RANKS)])
    kritische = ruleset.kritische
    blinde = () if weli_schlag else tuple(
        Card(suit, schlag) for suit in SUITS
        if suit is not trump and Card(suit, schlag) not in kritische)
    weli: WeliRole | None = None
    if WELI in ruleset.deck:
        weli = (WeliRole.RECHTER if weli_schlag
                else WeliRole.LOWEST_TRUMP if ruleset.weli is WeliRole.LOWEST_TRUMP
                or trump is WELI.suit else WeliRole.LOWEST_BELLS)
    return SpecialCards(rechter, guate, blinde, kritische, weli)


@cache
def roles(contract: WattenContract) -> Mapping[int, tuple[Role, int]]:
    """Each card's role and strength in a trick (W-17), by its ordinal: worked out once per
    contract. A plain card's strength counts only in the led suit."""
    special = special_cards(contract)
    found: dict[int, tuple[Role, int]] = {}
    for card in contract.ruleset.deck.cards:
        printed = RANKS.index(card.rank) + 1 if card.rank in RANKS else 0  # the Weli: 0
        if card in special.kritische:
            power = _KRITISCH + len(special.kritische) - special.kritische.index(card)
            # W-9: a Kritischer that is Schlag and Trumpf is the Rechter as well.
            found[card.ordinal] = (Role.RECHTER if card == special.rechter
                                   else Role.KRITISCH, power)
        elif card == special.guate:
            found[card.ordinal] = (Role.GUATE, _GUATE)
        elif card == special.rechter:
            found[card.ordinal] = (Role.RECHTER, _RECHTER)
        elif card in special.blinde:
            found[card.ordinal] = (Role.BLIND, _BLIND)
        elif card.suit is contract.trump or (
                card == WELI and special.weli is WeliRole.LOWEST_TRUMP):
            found[card.ordinal] = (Role.TRUMP, _TRUMP + printed)
        else:
            found[card.ordinal] = (Role.PLAIN, printed)
    return MappingProxyType(found)


TRUMP_ROLES = frozenset({Role.KRITISCH, Role.GUATE, Role.RECHTER, Role.TRUMP})  # RW4, RW5


def every_contract(ruleset: WattenRuleset) -> tuple[WattenContract, ...]:
    """One contract per Schlag and Trumpf, in the order of the Schlag values and suits."""
    return tuple(WattenContract(schlag, trump, False, ruleset)
                 for schlag in schlags(ruleset) for trump in SUITS)
