"""Rule catalogue entries: the language-independent part (id, kind, source, quote, rulesets).

Titles, statements and explanations in de/en/fr live with the API's language catalogues.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class RuleKind(StrEnum):
    RULE = "rule"  # stated by a source text
    VARIANT = "variant"  # where the rulesets differ
    RULING = "ruling"  # the project's binding decision where the texts are silent


@dataclass(frozen=True, slots=True)
class RuleEntry:
    id: str
    kind: RuleKind
    source: str  # URL of a public text that states the rule
    quote: str  # the deciding sentence, verbatim, from the text named by ``citation``
    rulesets: tuple[str, ...]  # the rulesets the rule belongs to
    citation: str  # the text the quote comes from (RULES.md key and title)
