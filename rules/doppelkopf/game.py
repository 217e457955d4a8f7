"""Doppelkopf as one ``Game``: the two-copy deck, the contracts and rulesets as data, verdicts
and tricks (the ruleset and trick number ride on the contract value, ``contract.playing``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import NamedTuple

from rules.cards import Card
from rules.catalogue import RuleEntry
from rules.deck import Deck
from rules.doppelkopf.catalogue import DOPPELKOPF_RULES
from rules.doppelkopf.contract import (
    SHAPES,
    SPELLINGS,
    DoppelkopfContract,
    contract_from_parts,
    every_contract,
    parse_contract,
)
from rules.doppelkopf.deck import (
    DOPPELKOPF_DECK,
    GERMAN_SUIT_ALIASES,
    GERMAN_SUIT_NOTE,
    HAND_SIZE,
    PLAYERS,
    SUITS,
    augen,
)
from rules.doppelkopf.legality import Judgement, judge_hand, verdict_facts
from rules.doppelkopf.ranking import trump_order
from rules.doppelkopf.ruleset import DDV, RULESETS, Ruleset, ruleset_by_id
from rules.doppelkopf.trick import trick_outcome
from rules.errors import UnknownContractError
from rules.game import ContractForm, TrickOutcome
from rules.verdict import PositionFacts, Verdict


class DoppelkopfPosition(NamedTuple):
    contract: DoppelkopfContract  # with its ruleset and trick number (``playing``)
    hand: tuple[Card, ...]
    trick: tuple[Card, ...] = ()


@cache
def _in_trick(contract: DoppelkopfContract, number: int) -> DoppelkopfContract:
    """The contract in trick ``number``, made once per contract and trick (a
    ``dataclasses.replace`` takes five times a look-up)."""
    return contract.playing(trick_number=number)


class RoundPositions:
    """The contract in each trick of one round (RD2: trick 12 keeps its own Dullen rule),
    looked up by the trick's positions and by the trick itself (``rules.round_check``)."""

    __slots__ = ("by_number", "contract")

    def __init__(self, contract: DoppelkopfContract) -> None:
        self.contract = contract
        self.by_number: dict[int, DoppelkopfContract] = {}

    def in_trick(self, number: int) -> DoppelkopfContract:
        found = self.by_number.get(number)
        if found is None:
            found = self.by_number[number] = _in_trick(self.contract, number)
        return found

    def position(self, hand: tuple[Card, ...], trick: tuple[Card, ...],
                 _earlier: tuple[tuple[Card, ...], ...]) -> DoppelkopfPosition:
        return DoppelkopfPosition(self.in_trick(HAND_SIZE + 1 - len(hand)), hand, trick)


class DoppelkopfGame:
    id = "doppelkopf"
    title = "Doppelkopf"
    deck: Deck = DOPPELKOPF_DECK
    name_decks = ("french", "german")
    partnerships: tuple[tuple[int, ...], ...] = ()  # the Kreuz Damen or the solo decide
    players = PLAYERS
    sides = ("re", "kontra")
    hand_size = HAND_SIZE
    rulesets = tuple(RULESETS)
    default_ruleset = DDV.id
    catalogue: Mapping[str, RuleEntry] = DOPPELKOPF_RULES
    contract_types = tuple(kind.value for kind in SHAPES)
    contract_forms = tuple(
        ContractForm(kind.value, "trump" if shape.suit == "trump" else None,
                     (*(s.value for s in SUITS), *GERMAN_SUIT_ALIASES)
                     if shape.suit == "trump" else (),
                     aliases=("trumpfsolo",) if shape.suit == "trump" else (),
                     spellings=tuple(word for word, of in SPELLINGS.items() if of is kind),
                     suit_note=GERMAN_SUIT_NOTE)
        for kind, shape in SHAPES.items())
    contracts = every_contract()

    def ruleset(self, ruleset_id: str) -> Ruleset:
        return ruleset_by_id(ruleset_id)

    def parse_contract(self, text: str, tout: bool = False) -> DoppelkopfContract:
        if tout:
            raise UnknownContractError("doppelkopf.no-tout", field="tout")
        return parse_contract(text)

    def contract_from_parts(self, parts: Mapping[str, object]) -> DoppelkopfContract:
        trump = parts.get("trump")
        return contract_from_parts(str(parts.get("type", "")),
                                   None if trump is None else str(trump))

    def round_positions(self, contract: DoppelkopfContract) -> RoundPositions:
        """The positions of a round's walk and the contract of each trick."""
        return RoundPositions(contract)

    def judge(self, position: DoppelkopfPosition) -> Judgement:
        return judge_hand(position.hand, position.trick, position.contract)

    def judge_in_round(self, position: DoppelkopfPosition) -> tuple[Verdict, ...]:
        return judge_hand(position.hand, position.trick, position.contract,
                          well_formed=True).verdicts

    def facts(self, position: DoppelkopfPosition,
              verdicts: Sequence[Verdict]) -> PositionFacts:
        return verdict_facts(position.hand, position.trick, position.contract, verdicts)

    def judge_trick(self, trick: Sequence[Card], contract: DoppelkopfContract) -> TrickOutcome:
        return trick_outcome(trick, contract)

    def judge_checked_trick(self, trick: Sequence[Card], contract: DoppelkopfContract
                            ) -> TrickOutcome:
        return trick_outcome(trick, contract, well_formed=True)

    def points(self, card: Card, contract: DoppelkopfContract) -> int:
        return augen(card)

    def has_trumps(self, contract: DoppelkopfContract) -> bool:
        return bool(trump_order(contract))


DOPPELKOPF = DoppelkopfGame()
