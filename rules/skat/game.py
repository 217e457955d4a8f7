"""Skat as one ``Game``: three players, the French deck with the German names, contracts with
their announcements as data, verdicts and tricks (RULES-skat.md)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple

from rules.cards import Card
from rules.catalogue import RuleEntry
from rules.deck import Deck
from rules.game import ContractForm, PositionFor, TrickOutcome
from rules.skat.catalogue import SKAT_RULES
from rules.skat.contract import (
    CONTRACTS,
    FLAG_TEXTS,
    ContractType,
    SkatContract,
    announce_words,
    contract_from_parts,
    parse_contract,
)
from rules.skat.deck import SKAT_DECK, SUITS, augen
from rules.skat.legality import HAND_SIZE, PLAYERS, Judgement, judge_hand, verdict_facts
from rules.skat.ranking import trump_order
from rules.skat.trick import trick_outcome
from rules.verdict import PositionFacts, Verdict


class SkatPosition(NamedTuple):
    """A named tuple, like ``JassPosition``: a round check makes one for each of its 30 plays
    (a frozen dataclass took twice as long to build)."""

    contract: SkatContract
    hand: tuple[Card, ...]
    trick: tuple[Card, ...] = ()


def _forms() -> tuple[ContractForm, ...]:
    suits = tuple(suit.value for suit in SUITS)
    return (ContractForm(ContractType.SUIT.value, "trump",
                         (*suits, "acorns", "leaves", "bells")),
            ContractForm(ContractType.GRAND.value, None, ()),
            ContractForm(ContractType.NULL.value, None, ()))


class SkatGame:
    id = "skat"
    title = "Skat"
    deck: Deck = SKAT_DECK
    name_decks = ("french", "german")
    partnerships: tuple[tuple[int, ...], ...] = ()  # the declarer alone against two
    players = PLAYERS
    sides = ("declarer", "opponents")
    hand_size = HAND_SIZE
    rulesets = ("isko",)
    default_ruleset = "isko"
    catalogue: Mapping[str, RuleEntry] = SKAT_RULES
    contract_types = tuple(kind.value for kind in ContractType)
    contract_forms = _forms()
    contracts = CONTRACTS
    # Announcements a contract's JSON form may carry (booleans) and the GET form lists in
    # ``announced``; the house rules are named so that they are refused by name (RS1).
    contract_flags = FLAG_TEXTS

    def parse_contract(self, text: str, tout: bool = False) -> SkatContract:
        return parse_contract(text)

    def contract_from_parts(self, parts: Mapping[str, object]) -> SkatContract:
        return contract_from_parts(parts)

    def announce(self, contract: SkatContract, words: Sequence[str]) -> SkatContract:
        """The GET form's ``announced`` list applied to the slug's contract (RS5)."""
        return announce_words(contract, words)

    def round_positions(self, contract: SkatContract) -> PositionFor:
        """The positions of a round's walk under one contract."""
        def at(hand: tuple[Card, ...], trick: tuple[Card, ...],
               _earlier: tuple[tuple[Card, ...], ...]) -> SkatPosition:
            return SkatPosition(contract, hand, trick)

        return at

    def judge(self, position: SkatPosition) -> Judgement:
        return judge_hand(position.hand, position.trick, position.contract)

    def judge_in_round(self, position: SkatPosition) -> tuple[Verdict, ...]:
        p = position
        return judge_hand(p.hand, p.trick, p.contract, well_formed=True).verdicts

    def facts(self, position: SkatPosition, verdicts: Sequence[Verdict]) -> PositionFacts:
        return verdict_facts(position.hand, position.trick, position.contract, verdicts)

    def judge_trick(self, trick: Sequence[Card], contract: SkatContract) -> TrickOutcome:
        return trick_outcome(trick, contract)

    def judge_checked_trick(self, trick: Sequence[Card], contract: SkatContract
                            ) -> TrickOutcome:
        return trick_outcome(trick, contract, well_formed=True)

    def points(self, card: Card, contract: SkatContract) -> int:
        return augen(card)

    def has_trumps(self, contract: SkatContract) -> bool:
        return bool(trump_order(contract.plain))


SKAT = SkatGame()
