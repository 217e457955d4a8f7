"""Doppelkopf as one ``Game``: the two-copy deck, the contracts and rulesets as data, verdicts
and tricks (the ruleset and trick number ride on the contract value, ``contract.playing``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple

from rules.cards import Card
from rules.catalogue import RuleEntry
from rules.deck import Deck
from rules.doppelkopf.catalogue import DOPPELKOPF_RULES
from rules.doppelkopf.contract import (
    SHAPES,
    DoppelkopfContract,
    contract_from_parts,
    every_contract,
    parse_contract,
)
from rules.doppelkopf.deck import DOPPELKOPF_DECK, HAND_SIZE, PLAYERS, SUITS, augen
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
        ContractForm(kind.value, "trump", tuple(s.value for s in SUITS), aliases=("trumpfsolo",))
        if shape.suit == "trump" else ContractForm(kind.value, None, (),
                                                   get_type=kind.value.replace("_", "-"))
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
