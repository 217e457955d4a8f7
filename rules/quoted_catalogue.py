"""A game's rule catalogue built from quoted sources and a source policy: each rule keeps
every quote found, and shows the strongest source by the policy; a rule no shown source
states is our reading and links its own catalogue entry."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import NamedTuple

from rules.catalogue import RuleEntry, RuleKind
from rules.sources import our_reading, source_host


class Source(NamedTuple):
    url: str
    title: str
    why: str  # why a rules officer may be shown it (the source policy)


class Rule(NamedTuple):
    id: str
    title: str  # the game's own words
    quotes: tuple[tuple[str, str], ...]  # (source key, verbatim quote); () for our reading
    statement: str  # the catalogue's statement: the quote of a ruling or of our reading
    rulesets: tuple[str, ...]
    basis: str = ""  # our reading: the text it rests on
    kind: RuleKind = RuleKind.RULE


@dataclass(frozen=True)
class QuotedCatalogue:
    game: str
    sources: Mapping[str, Source]
    policy: tuple[str, ...]  # the source keys a rule may show, strongest first
    rulesets: tuple[str, ...]  # a rule's rulesets unless it names its own

    def rule(self, rule_id: str, title: str, statement: str, *quotes: tuple[str, str],
             rulesets: tuple[str, ...] | None = None, basis: str = "",
             kind: RuleKind = RuleKind.RULE) -> Rule:
        return Rule(rule_id, title, quotes, statement,
                    self.rulesets if rulesets is None else rulesets, basis, kind)

    def chosen_source(self, rule: Rule) -> str | None:
        """The strongest source that states the rule, by the policy; None: our reading."""
        keys = {key for key, _ in rule.quotes}
        return next((key for key in self.policy if key in keys), None)

    def entry(self, rule: Rule) -> RuleEntry:
        key = self.chosen_source(rule)
        if key is None:
            reading = f"our reading of {rule.basis}" if rule.basis else "our reading"
            basis = "ruling" if rule.kind is RuleKind.RULING else reading
            return our_reading(self.game, rule.id, rule.statement, rule.rulesets,
                               f"RULES-{self.game}.md, {basis}", rule.kind)
        return RuleEntry(rule.id, rule.kind, self.sources[key].url, dict(rule.quotes)[key],
                         rule.rulesets, f"[{key}] {self.sources[key].title}")

    def entries(self, rules: Iterable[Rule]) -> Mapping[str, RuleEntry]:
        return MappingProxyType({rule.id: self.entry(rule) for rule in rules})

    def source_hosts(self, rules: Iterable[Rule]) -> Mapping[str, str]:
        """The hosts the catalogue shows (the game's allow-list), with the reason."""
        shown = {key for key in map(self.chosen_source, rules) if key is not None}
        return MappingProxyType({str(source_host(self.sources[key].url)): self.sources[key].why
                                 for key in sorted(shown, key=self.policy.index)})


def titles(rules: Iterable[Rule]) -> Mapping[str, str]:
    return MappingProxyType({rule.id: rule.title for rule in rules})
