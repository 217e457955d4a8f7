"""Schieber Jass as one ``Game``: deck, contracts, rulesets, verdicts and tricks."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import NamedTuple

from rules.cards import Card
from rules.catalogue import RuleEntry
from rules.deck import Deck
from rules.errors import UnknownContractError
from rules.game import ContractForm, PositionFor, TrickOutcome, suit_choices
from rules.jass.catalogue import JASS_RULES
from rules.jass.contract import ALL_CONTRACTS, JassContract, Mode, contract_from_parts
from rules.jass.contract import parse_contract as parse_jass_contract
from rules.jass.deck import FRENCH_SUIT, JASS_DECK, SUITS
from rules.jass.legality import MAX_HAND, judge_hand, verdict_facts
from rules.jass.ranking import points
from rules.jass.ruleset import DEFAULT_RULESET, RULESETS, JassRuleset, ruleset_by_id
from rules.jass.trick import PLAYERS, judge_trick
from rules.verdict import PositionFacts, Verdict


class JassPosition(NamedTuple):
    """A named tuple, like ``Verdict``: a round check makes one for each of its 36 plays."""

    contract: JassContract
    hand: tuple[Card, ...]
    trick: tuple[Card, ...] = ()
    ruleset: JassRuleset = DEFAULT_RULESET


@dataclass(frozen=True, slots=True)
class JassJudgement:
    """A hand's verdicts in a Schieber game's trick (Jass, the Differenzler)."""

    verdicts: tuple[Verdict, ...]
    trick_number: int  # 1 … 9, from the hand size


class SchieberTable:
    """What every Schieber game (Jass, the Differenzler, Coiffeur) plays with: the 36 Swiss
    cards, four players, nine cards each."""

    deck: Deck = JASS_DECK
    name_decks = ("swiss", "french")
    # French speakers (the Romandie) play with French-suited cards.
    name_deck_by_language: Mapping[str, str] = MappingProxyType({"fr": "french"})
    players = PLAYERS
    hand_size = MAX_HAND


class SchieberTricks(SchieberTable):
    """The Schieber's tricks and card points under its own contracts, as Jass and the
    Differenzler play them."""

    def judge_trick(self, trick: Sequence[Card], contract: JassContract) -> TrickOutcome:
        return judge_trick(trick, contract)

    def judge_checked_trick(self, trick: Sequence[Card], contract: JassContract
                            ) -> TrickOutcome:
        return judge_trick(trick, contract, well_formed=True)

    def points(self, card: Card, contract: JassContract) -> int:
        return points(card, contract)


class JassGame(SchieberTricks):
    id = "jass"
    title = "Schieber Jass"
    # Two fixed teams; partners sit opposite.
    partnerships: tuple[tuple[int, ...], ...] = ((0, 2), (1, 3))
    sides = tuple(f"team-{team}" for team in range(PLAYERS // 2))  # seats 0+2, 1+3
    rulesets = tuple(RULESETS)
    default_ruleset = DEFAULT_RULESET.id
    catalogue: Mapping[str, RuleEntry] = JASS_RULES
    contract_types = tuple(mode.value for mode in Mode)
    contract_forms = tuple(
        ContractForm(mode.value, "trump", suit_choices(SUITS, FRENCH_SUIT))
        if mode is Mode.TRUMP else ContractForm(mode.value, None, ()) for mode in Mode)
    contracts = ALL_CONTRACTS

    def parse_contract(self, text: str, tout: bool = False) -> JassContract:
        if tout:
            raise UnknownContractError("jass.no-tout", field="tout")
        return parse_jass_contract(text)

    def contract_from_parts(self, parts: Mapping[str, object]) -> JassContract:
        trump = parts.get("trump")
        return contract_from_parts(str(parts.get("type", "")),
                                   None if trump is None else str(trump))

    def ruleset(self, ruleset_id: str) -> JassRuleset:
        # An id as the API lists it (nearly every request) is looked up; any other is read.
        found = RULESETS.get(ruleset_id)
        return found if found is not None else ruleset_by_id(ruleset_id)

    def round_positions(self, contract: JassContract, ruleset_id: str) -> PositionFor:
        """The positions of a round's walk under one contract and ruleset."""
        ruleset = self.ruleset(ruleset_id)
        make = JassPosition._make  # from one tuple: a third faster than the keyword call

        def at(hand: tuple[Card, ...], trick: tuple[Card, ...],
               _earlier: tuple[tuple[Card, ...], ...]) -> JassPosition:
            return make((contract, hand, trick, ruleset))

        return at

    def judge(self, position: JassPosition) -> JassJudgement:
        verdicts = judge_hand(position.hand, position.trick, position.contract,
                              position.ruleset)
        return JassJudgement(verdicts, MAX_HAND + 1 - len(position.hand))

    def judge_in_round(self, position: JassPosition) -> tuple[Verdict, ...]:
        return judge_hand(position.hand, position.trick, position.contract, position.ruleset,
                          well_formed=True)

    def facts(self, position: JassPosition, verdicts: Sequence[Verdict]) -> PositionFacts:
        p = position
        return verdict_facts(p.hand, p.trick, p.contract, p.ruleset, verdicts)

    def has_trumps(self, contract: JassContract) -> bool:
        return contract.has_trump


JASS = JassGame()
