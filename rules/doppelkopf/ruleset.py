"""The three rulesets as data (RD1, RD2): they differ only in which of two Herz 10s in one
trick wins (D-22, D-V1), and only where the Herz 10 is a trump."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType

from rules.errors import UnknownRulesetError


class DulleRule(StrEnum):
    FIRST = "first"  # TSR 5.3.3: "Dies gilt auch für die Herz 10."
    SECOND_EXCEPT_LAST = "second_except_last"  # the second beats the first, not in trick 12
    SECOND = "second"  # the second beats the first in every trick


@dataclass(frozen=True, slots=True)
class Ruleset:
    id: str
    dulle: DulleRule
    rule_id: str  # the catalogue entry that states the Dullen rule of this ruleset

    @property
    def options(self) -> dict[str, str]:
        return {"dulle": self.dulle.value}

    def second_dulle_wins(self, trick_number: int | None) -> bool:
        """Whether the later of two Herz 10s (as trumps) beats the earlier; an unknown trick
        is taken as one before the last (RD2)."""
        if self.dulle is DulleRule.SECOND:
            return True
        return self.dulle is DulleRule.SECOND_EXCEPT_LAST and trick_number != LAST_TRICK


LAST_TRICK = 12
DDV = Ruleset("ddv", DulleRule.FIRST, "D-22")
RULESETS = MappingProxyType({r.id: r for r in (
    DDV, Ruleset("dulle", DulleRule.SECOND_EXCEPT_LAST, "D-V1"),
    Ruleset("dulle-immer", DulleRule.SECOND, "D-V1"))})


def ruleset_by_id(ruleset_id: str) -> Ruleset:
    try:
        return RULESETS[ruleset_id]
    except KeyError:
        raise UnknownRulesetError("doppelkopf.ruleset", field="ruleset", ruleset=ruleset_id,
                                  rulesets=", ".join(RULESETS)) from None
