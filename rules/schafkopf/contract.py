"""Schafkopf contracts as data: which ranks are trump in every suit, which suit is trump, the
order the other cards of a suit run in, and what the declarers must achieve.

| contract | trumps (strongest first) | count | a plain suit | goal |
|---|---|---|---|---|
| Rufspiel, Ramsch | 4 Ober, 4 Unter (E, G, H, S), Herz A 10 K 9 8 7 | 14 | A 10 K 9 8 7 | 61 |
| Farbsolo | 4 Ober, 4 Unter, the solo suit A 10 K 9 8 7 | 14 | A 10 K 9 8 7 | 61 |
| Wenz | 4 Unter | 4 | A 10 K O 9 8 7 | 61 |
| Farbwenz | 4 Unter, the chosen suit A 10 K O 9 8 7 | 11 | A 10 K O 9 8 7 | 61 |
| Geier | 4 Ober | 4 | A 10 K U 9 8 7 | 61 |
| Farbgeier | 4 Ober, the chosen suit A 10 K U 9 8 7 | 11 | A 10 K U 9 8 7 | 61 |
| Bettel | none | 0 | A K O U 10 9 8 7 | no trick |
| Sie (K-H13) | 4 Ober, 4 Unter | 8 | A 10 K 9 8 7 | every trick |

"61" is the Augen goal (K-4); a Tout asks for every trick (K-19); the Bettel's declarer must
take no trick at all (K-20); a Sie is the declarer holding all eight trumps, who must take every
trick (K-H13, our reading: played out like a Tout, so it cannot be lost).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from itertools import product

from rules.cards import Card, Rank, Suit
from rules.deck import Deck, normalise
from rules.errors import UnknownContractError
from rules.german_deck import SUITS
from rules.schafkopf.deck import (
    ACE_TEN_ORDER,
    DECKS,
    HAND_SIZES,
    NATURAL_ORDER,
    SCHAFKOPF_DECK,
    Blatt,
)

CALLABLE_SUITS = (Suit.ACORNS, Suit.LEAVES, Suit.BELLS)  # K-8: Herz cannot be called


class ContractType(StrEnum):
    RUFSPIEL = "rufspiel"
    SOLO = "solo"
    WENZ = "wenz"
    FARBWENZ = "farbwenz"
    GEIER = "geier"
    FARBGEIER = "farbgeier"
    RAMSCH = "ramsch"
    BETTEL = "bettel"
    SIE = "sie"  # K-H13: only where the ruleset has it (``SchafkopfRuleset.sie``)


class Goal(StrEnum):
    """What the declarer party must achieve (Tout, a flag of the contract, asks for more)."""

    AUGEN = "augen"  # K-4: at least 61 Augen
    NO_TRICK = "no_trick"  # K-20: not a single trick
    EVERY_TRICK = "every_trick"  # K-H13: the Sie, every trick with the eight highest trumps


@dataclass(frozen=True, slots=True)
class Shape:
    """How a contract type makes trumps, ranks the rest and is won."""

    top_trump_ranks: tuple[Rank, ...]  # trump in every suit, in this order, E > G > H > S
    suit: str  # "called" (Rufspiel), "trump" (chosen trump suit), "none"
    fixed_trump_suit: Suit | None  # Herz in Rufspiel and Ramsch
    tout_allowed: bool  # in the standard rules (K-19); a ruleset may allow more (K-H9)
    solo: bool  # one declarer against three
    suit_ranks: tuple[Rank, ...] = ACE_TEN_ORDER  # a suit's order, strongest first, trumps out
    goal: Goal = Goal.AUGEN
    # The tariff entry of the base price where the type has none of its own (the Sie: the
    # Solo's, K-H13), so that a tariff without a Sie price still prices it.
    priced_as: str | None = None


SHAPES = {
    ContractType.RUFSPIEL: Shape((Rank.OBER, Rank.UNDER), "called", Suit.HEARTS, False, False),
    ContractType.SOLO: Shape((Rank.OBER, Rank.UNDER), "trump", None, True, True),
    ContractType.WENZ: Shape((Rank.UNDER,), "none", None, True, True),
    ContractType.FARBWENZ: Shape((Rank.UNDER,), "trump", None, True, True),
    ContractType.GEIER: Shape((Rank.OBER,), "none", None, False, True),
    ContractType.FARBGEIER: Shape((Rank.OBER,), "trump", None, False, True),
    ContractType.RAMSCH: Shape((Rank.OBER, Rank.UNDER), "none", Suit.HEARTS, False, False),
    ContractType.BETTEL: Shape((), "none", None, False, True, NATURAL_ORDER, Goal.NO_TRICK),
    ContractType.SIE: Shape((Rank.OBER, Rank.UNDER), "none", None, False, True,
                            goal=Goal.EVERY_TRICK, priced_as="solo"),
}

# K-H13: the eight cards a Sie's declarer holds, the four Ober and the four Unter.
SIE_CARDS = frozenset(Card(suit, rank) for suit in SUITS for rank in (Rank.OBER, Rank.UNDER))


# Every type, suit, pack and Stichzwang a contract can have, numbered (``kind``).
KINDS = {key: place for place, key in enumerate(
    product(ContractType, (None, *SUITS), Blatt, (False, True)))}

# K-19: the contract types that may be played Tout in the standard rules.
STANDARD_TOUT = frozenset(kind for kind, shape in SHAPES.items() if shape.tout_allowed)


@dataclass(frozen=True, slots=True)
class SchafkopfContract:
    type: ContractType
    suit: Suit | None = None  # the called suit (Rufspiel) or the chosen trump suit
    tout: bool = False
    # The pack dealt: the long one, or the Kurzes Blatt (no Sieben, no Acht); what is trump,
    # the order of a suit and the size of a hand follow from it.
    blatt: Blatt = Blatt.LONG
    # The contract types the ruleset lets be played Tout (K-19, K-H9); not part of the value:
    # a Geier-Tout is the same contract wherever it is allowed.
    tout_types: frozenset[ContractType] = field(default=frozenset(), compare=False,
                                                repr=False)
    # K-H10: a Bettel under a ruleset with Stichzwang, where following suit means beating the
    # trick if one can; it changes verdicts, so it is part of the value.
    stichzwang: bool = False
    # The Sau whose holder is the partner (Rufspiel only). Worked out once: every verdict
    # of a Rufspiel hand asks for it.
    called_ace: Card | None = field(init=False, repr=False, compare=False)
    # Its place among every type, suit, pack and Stichzwang (``KINDS``): the engine keeps
    # what it works out per contract in a list at this place, read without hashing.
    kind: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        shape = SHAPES[self.type]
        if shape.suit == "called" and self.suit not in CALLABLE_SUITS:
            raise UnknownContractError("schafkopf.hearts-not-callable", field="called_suit")
        if shape.suit == "trump" and self.suit not in SUITS:
            raise UnknownContractError("schafkopf.needs-trump-suit-of", field="trump",
                                       contract=self.type.value)
        if shape.suit == "none" and self.suit is not None:
            raise UnknownContractError("schafkopf.no-suit", field="trump", contract=self.type.value)
        touts = self.tout_types or STANDARD_TOUT
        if self.tout and self.type not in touts:
            allowed = tuple(kind.value for kind in ContractType if kind in touts)
            raise UnknownContractError("schafkopf.no-tout", field="tout",
                                       contract=self.type.value, allowed=allowed)
        object.__setattr__(self, "called_ace", Card(self.suit, Rank.ACE)
                           if shape.suit == "called" and self.suit else None)
        object.__setattr__(self, "kind", KINDS[self.type, self.suit, self.blatt,
                                               self.stichzwang])

    @property
    def shape(self) -> Shape:
        return SHAPES[self.type]

    @property
    def deck(self) -> Deck:
        return DECKS[self.blatt]

    @property
    def hand_size(self) -> int:
        return HAND_SIZES[self.blatt]

    @property
    def trump_suit(self) -> Suit | None:
        if self.shape.suit == "trump":
            return self.suit
        return self.shape.fixed_trump_suit

    @property
    def slug(self) -> str:
        """The GET form: ``rufspiel:acorns``, ``solo:hearts``, ``wenz``."""
        return f"{self.type.value}:{self.suit.value}" if self.suit else self.type.value


def parse_type(text: str) -> ContractType:
    word = normalise(text)
    for kind in ContractType:
        if word == kind.value:
            return kind
    raise UnknownContractError("schafkopf.contract", field="type", contract=text,
                               contracts=', '.join(k.value for k in ContractType))


def parse_suit(text: str, field: str) -> Suit:
    suit = SCHAFKOPF_DECK.suit_words.get(normalise(text))
    if suit is None:
        raise UnknownContractError("schafkopf.suit", field=field, suit=text)
    return suit


def contract_from_parts(type_text: str, called_suit: str | None = None,
                        trump: str | None = None, tout: bool = False,
                        blatt: Blatt = Blatt.LONG,
                        tout_types: frozenset[ContractType] = STANDARD_TOUT
                        ) -> SchafkopfContract:
    """The contract of a request's fields, dealt from ``blatt``, under a ruleset that lets
    ``tout_types`` be Tout."""
    kind = parse_type(type_text)
    shape = SHAPES[kind]
    if shape.suit == "called":
        if trump is not None:
            raise UnknownContractError("schafkopf.rufspiel-no-trump", field="trump")
        if called_suit is None:
            raise UnknownContractError("schafkopf.rufspiel-needs-call", field="called_suit")
        return SchafkopfContract(kind, parse_suit(called_suit, "called_suit"), tout, blatt,
                                 tout_types)
    if called_suit is not None:
        raise UnknownContractError("schafkopf.only-rufspiel-calls", field="called_suit",
                                   contract=kind.value)
    if shape.suit == "trump":
        if trump is None:
            raise UnknownContractError("schafkopf.needs-trump-suit", field="trump",
                                       contract=kind.value)
        return SchafkopfContract(kind, parse_suit(trump, "trump"), tout, blatt, tout_types)
    if trump is not None:
        raise UnknownContractError("schafkopf.no-trump", field="trump", contract=kind.value)
    return SchafkopfContract(kind, None, tout, blatt, tout_types)


def parse_contract(text: str, tout: bool = False, blatt: Blatt = Blatt.LONG,
                   tout_types: frozenset[ContractType] = STANDARD_TOUT) -> SchafkopfContract:
    """The GET form: ``rufspiel:acorns``, ``solo:hearts``, ``farbwenz:bells``, ``wenz``."""
    kind_text, _, suit_text = normalise(text).partition("-")
    kind = parse_type(kind_text)
    suit = suit_text or None
    if SHAPES[kind].suit == "called":
        return contract_from_parts(kind_text, called_suit=suit, tout=tout, blatt=blatt,
                                   tout_types=tout_types)
    return contract_from_parts(kind_text, trump=suit, tout=tout, blatt=blatt,
                               tout_types=tout_types)
