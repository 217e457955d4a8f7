"""The two Differenzler rulesets (JD-V1, RJ1) as data: they differ in one field.

Both let a trump replace following suit (JD-L2) and allow undertrumping when void (JD-L3);
those are the game's rules, not variants. The variant is whether that trump may lie below
the trick's highest trump while the player still holds the led suit.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from rules.errors import UnknownRulesetError


@dataclass(frozen=True, slots=True)
class DifferenzlerRuleset:
    id: str
    # JD-V1: holding the led suit, may a trump lower than the trick's highest be played?
    undertrump_while_following: bool
    # RJ4: points taken off a player's difference for an exact estimate (none in v1).
    exact_bonus: int


SWISSLOS = DifferenzlerRuleset("swisslos", undertrump_while_following=True, exact_bonus=0)
JASSVERZEICHNIS = DifferenzlerRuleset("jassverzeichnis", undertrump_while_following=False,
                                      exact_bonus=0)
RULESETS: Mapping[str, DifferenzlerRuleset] = MappingProxyType(
    {ruleset.id: ruleset for ruleset in (SWISSLOS, JASSVERZEICHNIS)})
DEFAULT_RULESET = SWISSLOS  # RJ1


def ruleset_by_id(ruleset_id: str) -> DifferenzlerRuleset:
    try:
        return RULESETS[ruleset_id.strip().lower()]
    except KeyError:
        raise UnknownRulesetError("differenzler.ruleset", field="ruleset", ruleset=ruleset_id,
                                  rulesets=", ".join(RULESETS)) from None
