"""Watten's packs and rulesets as data (W-1, W-2, the table W-V): where the three forms
differ, a field, never a branch on the ruleset's id."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType

from rules.cards import Card, Rank, Suit
from rules.deck import Deck
from rules.errors import RulesInputError, UnknownRulesetError
from rules.german_deck import german_deck

RANKS = (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.UNDER, Rank.OBER, Rank.KING,
         Rank.ACE)  # printed order, the weakest first, as the trumps run (W-7)
WELI = Card(Suit.BELLS, Rank.SIX)  # RW12: code B6, the only card of its rank
WELI_WORDS = MappingProxyType({"weli": WELI, "welli": WELI})
# W-1: 32 cards and the Weli; W-2: the 32 alone. A Weli named in the 32-card pack is a card
# of another deck, not an unknown word.
PACK_33 = german_deck("watten", "Watten (33)", RANKS, extra=(WELI,), card_words=WELI_WORDS)
PACK_32 = german_deck("watten", "Watten (32)", RANKS, card_words=WELI_WORDS)
TARGETS = (11, 13, 15, 18)  # W-24: the targets played
HAND_SIZE = 5  # W-3
# W-9: Max (Herz-König) > Belli (Schellen-7) > Spitz (Eichel-7).
KRITISCHE = (Card(Suit.HEARTS, Rank.KING), Card(Suit.BELLS, Rank.SEVEN),
             Card(Suit.ACORNS, Rank.SEVEN))


class WeliRole(StrEnum):
    """What the Weli is in a game (W-11, RW2, RW3)."""

    LOWEST_TRUMP = "lowest-trump"  # tirol: a trump in every game, below the trump 7
    LOWEST_BELLS = "lowest-bells"  # suedtirol: the lowest Schellen card
    RECHTER = "rechter"  # announced as Schlag (RW2)


class Duty(StrEnum):
    """When the trump duty arises (W-14, W-14B)."""

    TRUMP_LED = "trump-led"  # any trump led
    RECHTER_LED = "rechter-led"  # only the Rechter led, until a Kritischer covers it


class Role(StrEnum):
    """What a card is in one game (W-5 … W-11), the strongest kinds first."""

    KRITISCH = "kritisch"
    GUATE = "guate"
    RECHTER = "rechter"
    BLIND = "blind"
    TRUMP = "trump"
    PLAIN = "plain"


@dataclass(frozen=True, slots=True, eq=False)
class WattenRuleset:
    """One form of the game (W-V). Equal by identity: a contract holds its ruleset, and the
    rulesets are the three values below."""

    id: str
    deck: Deck
    weli: WeliRole | None  # the Weli's part where no Schlag names it; None: no Weli
    guate: bool  # W-10: the trump one above the Schlag ranks above the Rechter
    kritische: tuple[Card, ...]  # W-9: above the Rechter, the strongest first
    duty: Duty
    exempt: frozenset[Role]  # W-15: cards of these roles never need answer the duty
    target: int  # W-24: the default target


TIROL = WattenRuleset("tirol", PACK_33, WeliRole.LOWEST_TRUMP, False, (), Duty.TRUMP_LED,
                      frozenset({Role.RECHTER}), 11)
SUEDTIROL = WattenRuleset("suedtirol", PACK_33, WeliRole.LOWEST_BELLS, True, (),
                          Duty.TRUMP_LED, frozenset({Role.GUATE, Role.RECHTER}), 15)
BAYERN = WattenRuleset("bayern", PACK_32, None, False, KRITISCHE, Duty.RECHTER_LED,
                       frozenset({Role.KRITISCH}), 15)
RULESETS: Mapping[str, WattenRuleset] = MappingProxyType(
    {ruleset.id: ruleset for ruleset in (TIROL, SUEDTIROL, BAYERN)})
DEFAULT_RULESET = TIROL  # RW1


class UnsupportedPlayersError(RulesInputError):
    """RW11: a table of three (or any but two and four)."""

    kind = "unsupported-players"


class InvalidTargetError(RulesInputError):
    """W-24: a target no Watten game is played to."""

    kind = "invalid-target"


def ruleset_by_id(ruleset_id: str) -> WattenRuleset:
    try:
        return RULESETS[ruleset_id]
    except KeyError:
        raise UnknownRulesetError("watten.unknown-ruleset", field="ruleset",
                                  ruleset=ruleset_id, rulesets=tuple(RULESETS)) from None


def check_target(target: int) -> int:
    """W-24: one of the targets played."""
    if target not in TARGETS:
        raise InvalidTargetError("watten.invalid-target", field="target", target=target,
                              targets=TARGETS)
    return target
