"""Bauernschnapsen's contracts and rulesets as values (B-12 … B-19, RB1 … RB3): each
contract type says its value, whether it has a trump, its rank order, who leads, who may
announce it, what it must win, whether the declarer's partner sits out and whether marriages
count. Nothing below branches on a contract's name."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType

from rules.cards import Rank, Suit
from rules.deck import normalise
from rules.errors import Counted, RulesInputError, UnknownContractError, UnknownRulesetError
from rules.german_deck import SUITS, german_deck

SEATS = 4
HAND_SIZE = 5
TEAMS = ((0, 2), (1, 3))  # B-2, RB2: seat 0 (Vorhand, the Rufer) and seat 2 are team 0
# B-1: the Schnapsen pack, weakest first; the values never change (RB2).
RANKS = (Rank.UNDER, Rank.OBER, Rank.KING, Rank.TEN, Rank.ACE)
POINTS: Mapping[Rank, int] = MappingProxyType(dict(zip(RANKS, (2, 3, 4, 10, 11), strict=True)))
DECK = german_deck("bauernschnapsen", "Bauernschnapsen", RANKS)
# B-7: the Zehnerloch's order, weakest first: 10 K O U A read from the top.
ZEHNERLOCH_RANKS = (Rank.ACE, Rank.UNDER, Rank.OBER, Rank.KING, Rank.TEN)


class Goal(StrEnum):
    """What the contract must win (B-12 … B-19)."""

    SIXTY_SIX = "team_66"  # a team first to 66 (B-22, B-23)
    NO_TRICK = "no_trick"  # the declarer takes no trick (B-24)
    SIXTY_SIX_IN_THREE = "66_in_three_tricks"  # the declarer alone, 66 in three tricks (RB7)
    ALL_TRICKS = "all_tricks"  # every trick the declarer's own (B-25)


class Leads(StrEnum):
    VORHAND = "vorhand"  # seat 0, the Rufer
    DECLARER = "declarer"


class InvalidContractError(RulesInputError):
    kind = "invalid-contract"  # a trump where the contract has none, or none where it needs one


class UnsupportedContractError(RulesInputError):
    kind = "unsupported-contract"  # B-20: named by the texts, not in v1


class InvalidDeclarerError(RulesInputError):
    kind = "invalid-declarer"  # a seat that may not announce the contract (B-12 … B-19)


@dataclass(frozen=True, slots=True)
class ContractType:
    id: str
    rule: str  # the catalogue rule that lists it
    value: int  # game points; 0: the normal game's 1, 2 or 3 (B-22)
    trumps: bool
    ranks: tuple[Rank, ...]  # weakest first
    leads: Leads
    announcers: tuple[int, ...]  # seats that may announce it; (): no declarer
    goal: Goal
    partner_sits_out: bool  # B-13: the declarer's partner lays his cards aside
    marriages: bool  # RB6: marriages only where a points goal is played
    trick_target: bool  # RB3: a target of tricks keeps Stichzwang under stichzwang_ansagen
    score_rule: str
    aliases: tuple[str, ...] = ()


def _type(kind: str, rule: str, value: int, trumps: bool, leads: Leads,
          announcers: tuple[int, ...], goal: Goal, score_rule: str, *,
          ranks: tuple[Rank, ...] = RANKS, aliases: tuple[str, ...] = ()) -> ContractType:
    return ContractType(kind, rule, value, trumps, ranks, leads, announcers, goal,
                        goal is Goal.NO_TRICK, goal in (Goal.SIXTY_SIX, Goal.SIXTY_SIX_IN_THREE),
                        goal is not Goal.SIXTY_SIX, score_rule, aliases)


ANYONE = (0, 1, 2, 3)
TYPES: tuple[ContractType, ...] = (
    _type("normal", "B-12", 0, True, Leads.VORHAND, (), Goal.SIXTY_SIX, "B-22",
          aliases=("rufer",)),
    _type("bettler", "B-13", 4, False, Leads.DECLARER, ANYONE, Goal.NO_TRICK, "B-24"),
    _type("schnapser", "B-14", 6, True, Leads.DECLARER, (0, 2), Goal.SIXTY_SIX_IN_THREE,
          "B-26"),
    _type("gang", "B-15", 9, False, Leads.DECLARER, ANYONE, Goal.ALL_TRICKS, "B-25",
          aliases=("land", "gangl")),
    _type("zehnerloch", "B-16", 10, False, Leads.DECLARER, ANYONE, Goal.ALL_TRICKS, "B-25",
          ranks=ZEHNERLOCH_RANKS, aliases=("zehnergang",)),
    _type("bauernschnapser", "B-17", 12, True, Leads.DECLARER, (0,), Goal.ALL_TRICKS, "B-25"),
    _type("kontraschnapser", "B-18", 12, True, Leads.VORHAND, (1, 3),
          Goal.SIXTY_SIX_IN_THREE, "B-26"),
    _type("kontrabauernschnapser", "B-19", 24, True, Leads.VORHAND, (1, 3), Goal.ALL_TRICKS,
          "B-25"),
)
TYPE_BY_WORD: Mapping[str, ContractType] = MappingProxyType(
    {word: t for t in TYPES for word in (t.id, *t.aliases)})
# B-20: named by the texts, not in v1 (refused by name, RB2).
UNSUPPORTED = ("assbettler", "assenbettler", "ass-bettler", "plauderer", "offenerbettler",
               "offener-bettler", "herrengangl", "farbringerl", "herrenschnapser",
               "herrenjodler", "damengang", "koenigsgang", "königsgang", "bauernloch")


@dataclass(frozen=True, slots=True)
class Ruleset:
    id: str
    # RB3: Stichzwang only in contracts with a target of tricks (the normal game has none).
    stichzwang_needs_target: bool


STANDARD = Ruleset("standard", stichzwang_needs_target=False)
RULESETS: Mapping[str, Ruleset] = MappingProxyType({r.id: r for r in (
    STANDARD, Ruleset("stichzwang_ansagen", stichzwang_needs_target=True))})


def ruleset_by_id(ruleset_id: str) -> Ruleset:
    found = RULESETS.get(ruleset_id)
    if found is None:
        raise UnknownRulesetError("bauernschnapsen.unknown-ruleset", field="ruleset",
                                  ruleset=ruleset_id, rulesets=tuple(RULESETS))
    return found


@dataclass(frozen=True, slots=True)
class BauernContract:
    type: ContractType
    trump: Suit | None
    declarer: int | None = None  # a seat; None in the normal game (and where not asked)
    ruleset: Ruleset = STANDARD

    @property
    def tout(self) -> bool:
        return False

    @property
    def slug(self) -> str:
        return f"{self.type.id}:{self.trump.value}" if self.trump else self.type.id

    @property
    def partner(self) -> int | None:
        """The declarer's partner; in a Bettler he sits out (B-13)."""
        return None if self.declarer is None else (self.declarer + 2) % SEATS

    @property
    def stichzwang(self) -> bool:
        """B-9, RB3: the duty to head the trick."""
        return self.type.trick_target or not self.ruleset.stichzwang_needs_target

    @property
    def leader(self) -> int:
        """Who leads the first trick (B-21)."""
        if self.type.leads is Leads.DECLARER and self.declarer is not None:
            return self.declarer
        return 0

    @property
    def playing_seats(self) -> tuple[int, ...]:
        """The seats that play, in the order of play (RB11)."""
        if self.type.partner_sits_out:
            partner = (self.declarer or 0) + 2
            return tuple(seat for seat in range(SEATS) if seat != partner % SEATS)
        return tuple(range(SEATS))

    def with_declarer(self, declarer: int | None) -> BauernContract:
        if self.type.announcers and declarer is None:
            raise InvalidDeclarerError("bauernschnapsen.invalid-declarer.missing",
                                       field="declarer", contract=self.type.id)
        if declarer is not None and not self.type.announcers:
            raise InvalidDeclarerError("bauernschnapsen.invalid-declarer.none",
                                       field="declarer", contract=self.type.id)
        if declarer is not None and declarer not in self.type.announcers:
            raise InvalidDeclarerError("bauernschnapsen.invalid-declarer.seat", field="declarer",
                                       contract=self.type.id, seat=Counted(declarer),
                                       seats=tuple(Counted(s) for s in self.type.announcers))
        return BauernContract(self.type, self.trump, declarer, self.ruleset)

    def under(self, ruleset: Ruleset) -> BauernContract:
        return BauernContract(self.type, self.trump, self.declarer, ruleset)


def contract_of(kind: str, trump: str | None) -> BauernContract:
    word = normalise(kind).replace(" ", "")
    found = TYPE_BY_WORD.get(word)
    if found is None:
        if word in UNSUPPORTED:
            raise UnsupportedContractError("bauernschnapsen.unsupported-contract", field="type",
                                       contract=kind)
        raise UnknownContractError("bauernschnapsen.unknown-contract", field="type",
                                   contract=kind, choices=tuple(t.id for t in TYPES))
    if not trump:
        if found.trumps:
            raise InvalidContractError("bauernschnapsen.invalid-contract.trump-missing",
                                       field="trump", contract=found.id)
        return BauernContract(found, None)
    suit = DECK.suit_words.get(normalise(trump))
    if suit is None:
        raise UnknownContractError("bauernschnapsen.unknown-trump", field="trump",
                                   trump=trump)
    if not found.trumps:
        raise InvalidContractError("bauernschnapsen.invalid-contract.no-trump", field="trump",
                    contract=found.id)
    return BauernContract(found, suit)


def parse_contract(text: str) -> BauernContract:
    kind, _, trump = text.strip().partition(":")
    return contract_of(kind, trump or None)


def contract_from_parts(parts: Mapping[str, object]) -> BauernContract:
    trump = parts.get("trump")
    return contract_of(str(parts.get("type", "normal")), None if trump is None else str(trump))


ALL_CONTRACTS = tuple(BauernContract(t, suit) for t in TYPES
                      for suit in (SUITS if t.trumps else (None,)))
