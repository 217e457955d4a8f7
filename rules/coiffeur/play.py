"""Legality and tricks of a Coiffeur contract: each trick is played as one of the Schieber's
contracts (its trump, or the trick's direction) and judged by the Schieber's own engine; where
the Coiffeur rule differs (Slalom, Guschti, Misère), the verdict names it (JC-L2, JC-W1)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from rules.cards import Card
from rules.coiffeur.contract import CoiffeurContract, Kind
from rules.game import TrickOutcome
from rules.jass.legality import MAX_HAND, judge_hand, verdict_facts
from rules.jass.ranking import points
from rules.jass.ruleset import DEFAULT_RULESET, JassRuleset
from rules.jass.trick import judge_trick
from rules.verdict import PositionFacts, Verdict

# The Schieber's rulings a Coiffeur contract of its own replaces by its rule: Farbzwang only
# (J-L8 → JC-L2), the led suit's highest card in the trick's direction (J-9 → JC-W1).
OWN_RULE = {"J-L8": "JC-L2", "J-9": "JC-W1"}
OWN_KINDS = frozenset({Kind.SLALOM, Kind.GUSCHTI, Kind.MISERE})


class CoiffeurPosition(NamedTuple):
    contract: CoiffeurContract
    hand: tuple[Card, ...]
    trick: tuple[Card, ...] = ()
    ruleset: JassRuleset = DEFAULT_RULESET

    @property
    def trick_number(self) -> int:
        """1 … 9, from the cards still in hand."""
        return MAX_HAND + 1 - len(self.hand)


class CoiffeurJudgement(NamedTuple):
    verdicts: tuple[Verdict, ...]
    trick_number: int


def _own(verdicts: tuple[Verdict, ...], contract: CoiffeurContract) -> tuple[Verdict, ...]:
    if contract.kind not in OWN_KINDS:
        return verdicts
    return tuple([v._replace(rule_id=OWN_RULE[v.rule_id]) if v.rule_id in OWN_RULE else v
                  for v in verdicts])


def judge(position: CoiffeurPosition, *, well_formed: bool = False) -> CoiffeurJudgement:
    p = position
    number = p.trick_number if p.hand else None
    verdicts = judge_hand(p.hand, p.trick, p.contract.played_as(number), p.ruleset,
                          well_formed=well_formed)
    return CoiffeurJudgement(_own(verdicts, p.contract), p.trick_number)


def facts(position: CoiffeurPosition, verdicts: Sequence[Verdict]) -> PositionFacts:
    p = position
    return verdict_facts(p.hand, p.trick, p.contract.played_as(p.trick_number), p.ruleset,
                         verdicts)


def trick(cards: Sequence[Card], contract: CoiffeurContract, *,
          well_formed: bool = False) -> TrickOutcome:
    """The trick judged in its own direction, each card valued by it (RJ5)."""
    outcome = judge_trick(cards, contract.played_as(), well_formed=well_formed)
    if contract.kind in OWN_KINDS and outcome.rule_id in OWN_RULE:
        return outcome._replace(rule_id=OWN_RULE[outcome.rule_id])
    return outcome


def card_points(card: Card, contract: CoiffeurContract) -> int:
    return points(card, contract.played_as())
