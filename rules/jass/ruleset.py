"""The two Jass rulesets (R1) as data: where they differ is a field, not an ``if`` in the engine.

``jasvel`` follows the primary texts [S000]/[S001]; ``standard`` the common Swiss Schieber rules
(RULES.md J-V1…J-V3).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType

from rules.errors import UnknownRulesetError


class Undertrumping(StrEnum):
    """When a trump lower than the trick's highest trump may be played (J-V2)."""

    # jasvel: only when the hand holds no higher trump (the Puur counts as higher, R4).
    WITHOUT_HIGHER_TRUMP = "without_higher_trump"
    # standard: only when the hand holds nothing but trumps.
    ONLY_TRUMPS_LEFT = "only_trumps_left"


class ScoringStep(StrEnum):
    WEIS = "weis"
    STOECK = "stoeck"
    TRICKS = "tricks"


@dataclass(frozen=True, slots=True)
class JassRuleset:
    id: str
    # J-V1: may a player who can follow the led suit trump instead?
    may_trump_instead_of_following: bool
    undertrumping: Undertrumping
    # J-V3: the order in which a round's parts count towards the target.
    scoring_order: tuple[ScoringStep, ...]
    # Rule ids that decide where the rulesets differ: undertrumping, discarding over a trump,
    # and which part of a round counts first towards the target.
    undertrump_rule: str
    discard_over_trump_rule: str
    scoring_order_rule: str


JASVEL = JassRuleset(
    id="jasvel",
    may_trump_instead_of_following=False,
    undertrumping=Undertrumping.WITHOUT_HIGHER_TRUMP,
    scoring_order=(ScoringStep.WEIS, ScoringStep.STOECK, ScoringStep.TRICKS),
    undertrump_rule="J-L4",
    discard_over_trump_rule="J-L9",
    scoring_order_rule="J-S3",
)

STANDARD = JassRuleset(
    id="standard",
    may_trump_instead_of_following=True,
    undertrumping=Undertrumping.ONLY_TRUMPS_LEFT,
    scoring_order=(ScoringStep.STOECK, ScoringStep.WEIS, ScoringStep.TRICKS),
    undertrump_rule="J-V2",
    discard_over_trump_rule="J-V2",
    scoring_order_rule="J-V3",
)

RULESETS = MappingProxyType({r.id: r for r in (JASVEL, STANDARD)})
DEFAULT_RULESET = JASVEL


def ruleset_by_id(ruleset_id: str) -> JassRuleset:
    try:
        return RULESETS[ruleset_id.strip().lower()]
    except KeyError:
        raise UnknownRulesetError("jass.ruleset", field="ruleset", ruleset=ruleset_id,
                                  rulesets=", ".join(RULESETS)) from None
