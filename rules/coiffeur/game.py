"""Coiffeur as one ``Game``: the Schieber's deck, partnerships and play under the Coiffeur's
contracts, tricks judged in their own direction, the round's count and the sheet."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rules.cards import Card
from rules.catalogue import RuleEntry
from rules.coiffeur.catalogue import COIFFEUR_RULES
from rules.coiffeur.contract import (
    ALL_CONTRACTS,
    MISERE_DIRECTIONS,
    CoiffeurContract,
    Direction,
    Kind,
    contract_from_parts,
    parse_contract,
)
from rules.coiffeur.play import (
    CoiffeurJudgement,
    CoiffeurPosition,
    card_points,
    facts,
    judge,
    trick,
)
from rules.coiffeur.sheet import DEFAULT_SHEET, SHEETS
from rules.errors import UnknownContractError
from rules.game import ContractForm, Game, PositionFor, TrickOutcome, suit_choices
from rules.jass.deck import FRENCH_SUIT, SUITS
from rules.jass.game import SchieberTable
from rules.jass.legality import MAX_HAND
from rules.jass.ruleset import DEFAULT_RULESET, RULESETS, JassRuleset, ruleset_by_id
from rules.verdict import PositionFacts, Verdict

_STARTS = tuple(direction.value for direction in Direction)


class CoiffeurGame(SchieberTable):
    """The Schieber's table (``SchieberTable``), the Coiffeur's contracts and tricks."""

    id = "coiffeur"
    title = "Coiffeur"
    partnerships: tuple[tuple[int, ...], ...] = ((0, 2), (1, 3))  # JC-1, as in the Schieber
    sides = ("team-0", "team-1")
    rulesets = tuple(RULESETS)  # JC-L1: the Schieber's legality rulesets for trump rows
    default_ruleset = DEFAULT_RULESET.id
    sheets = tuple(SHEETS)
    default_sheet = DEFAULT_SHEET.id
    catalogue: Mapping[str, RuleEntry] = COIFFEUR_RULES
    contract_types = tuple(kind.value for kind in Kind)
    contract_forms = (
        ContractForm(Kind.TRUMP.value, "trump", suit_choices(SUITS, FRENCH_SUIT)),
        ContractForm(Kind.OBENABE.value, None, ()),
        ContractForm(Kind.UNDENUFE.value, None, ()),
        ContractForm(Kind.SLALOM.value, "start", _STARTS),
        ContractForm(Kind.GUSCHTI.value, "start", _STARTS),
        # "slalom" alone takes its "start" beside it in the JSON form.
        ContractForm(Kind.MISERE.value, "direction", (*MISERE_DIRECTIONS, "slalom"),
                     aliases=tuple(f"misere:slalom:{s}" for s in _STARTS)))
    contracts = ALL_CONTRACTS

    def parse_contract(self, text: str, tout: bool = False) -> CoiffeurContract:
        if tout:
            raise UnknownContractError("jass.no-tout", field="tout")
        return parse_contract(text)

    def contract_from_parts(self, parts: Mapping[str, object]) -> CoiffeurContract:
        def text(name: str) -> str | None:
            value = parts.get(name)
            return None if value is None else str(value)

        return contract_from_parts(str(parts.get("type", "")), text("trump"), text("start"),
                                   text("direction"))

    def ruleset(self, ruleset_id: str) -> JassRuleset:
        return ruleset_by_id(ruleset_id)

    def position(self, contract: CoiffeurContract, hand: Sequence[Card],
                 trick: Sequence[Card] = (), ruleset: JassRuleset = DEFAULT_RULESET
                 ) -> CoiffeurPosition:
        return CoiffeurPosition(contract, tuple(hand), tuple(trick), ruleset)

    def round_positions(self, contract: CoiffeurContract, ruleset_id: str) -> PositionFor:
        ruleset = self.ruleset(ruleset_id)
        make = CoiffeurPosition._make

        def at(hand: tuple[Card, ...], trick: tuple[Card, ...],
               _earlier: tuple[tuple[Card, ...], ...]) -> CoiffeurPosition:
            return make((contract.in_trick(MAX_HAND + 1 - len(hand)), hand, trick, ruleset))

        return at

    def in_trick(self, contract: CoiffeurContract, number: int) -> CoiffeurContract:
        """The contract trick ``number`` is judged under (a round walk's ``trick_contract``)."""
        return contract.in_trick(number)

    def judge(self, position: CoiffeurPosition) -> CoiffeurJudgement:
        return judge(position)

    def judge_in_round(self, position: CoiffeurPosition) -> tuple[Verdict, ...]:
        return judge(position, well_formed=True).verdicts

    def facts(self, position: CoiffeurPosition, verdicts: Sequence[Verdict]) -> PositionFacts:
        return facts(position, verdicts)

    def judge_trick(self, cards: Sequence[Card], contract: CoiffeurContract) -> TrickOutcome:
        return trick(cards, contract)

    def judge_checked_trick(self, cards: Sequence[Card], contract: CoiffeurContract
                            ) -> TrickOutcome:
        return trick(cards, contract, well_formed=True)

    def points(self, card: Card, contract: CoiffeurContract) -> int:
        return card_points(card, contract)

    def has_trumps(self, contract: CoiffeurContract) -> bool:
        return contract.has_trump


COIFFEUR = CoiffeurGame()
# Checked by mypy: the game is a ``Game`` and can be registered.
AS_GAME: Game[CoiffeurContract, CoiffeurPosition, CoiffeurJudgement] = COIFFEUR
