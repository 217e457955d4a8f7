"""Differenzler as one ``Game``: the Schieber's deck, trump contracts, ranks and tricks, with
the Differenzler's own duties (JD-L), rulesets (JD-V1) and count (JD-S)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple

from rules.cards import Card
from rules.catalogue import RuleEntry
from rules.differenzler.catalogue import DIFFERENZLER_RULES
from rules.differenzler.legality import judge_hand, verdict_facts
from rules.differenzler.ruleset import (
    DEFAULT_RULESET,
    RULESETS,
    DifferenzlerRuleset,
    ruleset_by_id,
)
from rules.errors import UnknownContractError
from rules.game import ContractForm, Game, PositionFor, suit_choices
from rules.jass.contract import JassContract, Mode, trump_contract
from rules.jass.contract import contract_from_parts as jass_contract_from_parts
from rules.jass.contract import parse_contract as parse_jass_contract
from rules.jass.deck import FRENCH_SUIT, SUITS
from rules.jass.game import JassJudgement, SchieberTricks
from rules.jass.legality import MAX_HAND
from rules.jass.trick import PLAYERS
from rules.verdict import PositionFacts, Verdict


class DifferenzlerPosition(NamedTuple):
    contract: JassContract
    hand: tuple[Card, ...]
    trick: tuple[Card, ...] = ()
    ruleset: DifferenzlerRuleset = DEFAULT_RULESET


def _trump_only(contract: JassContract) -> JassContract:
    """JD-3: "Ohne Undenufe und Obenabe"."""
    if contract.mode is not Mode.TRUMP:
        raise UnknownContractError("differenzler.trump-only", field="type",
                                   contract=contract.mode.value)
    return contract


class DifferenzlerGame(SchieberTricks):
    """The Schieber's table, tricks and points (``SchieberTricks``) with the Differenzler's
    duties."""

    id = "differenzler"
    title = "Differenzler"
    partnerships: tuple[tuple[int, ...], ...] = tuple((seat,) for seat in range(PLAYERS))
    sides = tuple(f"player-{seat}" for seat in range(PLAYERS))  # JD-1: each for himself
    rulesets = tuple(RULESETS)
    default_ruleset = DEFAULT_RULESET.id
    catalogue: Mapping[str, RuleEntry] = DIFFERENZLER_RULES
    contract_types = (Mode.TRUMP.value,)
    contract_forms = (ContractForm(Mode.TRUMP.value, "trump", suit_choices(SUITS, FRENCH_SUIT)),)
    contracts = tuple(trump_contract(suit) for suit in SUITS)

    def parse_contract(self, text: str, tout: bool = False) -> JassContract:
        if tout:
            raise UnknownContractError("differenzler.no-tout", field="tout")
        return _trump_only(parse_jass_contract(text))

    def contract_from_parts(self, parts: Mapping[str, object]) -> JassContract:
        trump = parts.get("trump")
        # The only type may be left out of the JSON form (JD-3).
        return _trump_only(jass_contract_from_parts(str(parts.get("type") or Mode.TRUMP.value),
                                                    None if trump is None else str(trump)))

    def ruleset(self, ruleset_id: str) -> DifferenzlerRuleset:
        return ruleset_by_id(ruleset_id)

    def round_positions(self, contract: JassContract, ruleset_id: str) -> PositionFor:
        ruleset = self.ruleset(ruleset_id)
        make = DifferenzlerPosition._make

        def at(hand: tuple[Card, ...], trick: tuple[Card, ...],
               _earlier: tuple[tuple[Card, ...], ...]) -> DifferenzlerPosition:
            return make((contract, hand, trick, ruleset))

        return at

    def position(self, contract: JassContract, hand: Sequence[Card],
                 trick: Sequence[Card] = (),
                 ruleset: DifferenzlerRuleset = DEFAULT_RULESET) -> DifferenzlerPosition:
        return DifferenzlerPosition(contract, tuple(hand), tuple(trick), ruleset)

    def judge(self, position: DifferenzlerPosition) -> JassJudgement:
        p = position
        return JassJudgement(judge_hand(p.hand, p.trick, p.contract, p.ruleset),
                                     MAX_HAND + 1 - len(p.hand))

    def judge_in_round(self, position: DifferenzlerPosition) -> tuple[Verdict, ...]:
        p = position
        return judge_hand(p.hand, p.trick, p.contract, p.ruleset, well_formed=True)

    def facts(self, position: DifferenzlerPosition, verdicts: Sequence[Verdict]
              ) -> PositionFacts:
        return verdict_facts(position.hand, position.trick, position.contract, verdicts)

    def has_trumps(self, contract: JassContract) -> bool:
        return True


DIFFERENZLER = DifferenzlerGame()
# Checked by mypy: the game is a ``Game`` and can be registered.
AS_GAME: Game[JassContract, DifferenzlerPosition, JassJudgement] = DIFFERENZLER
