"""The Watten catalogue: every rule and ruling, its source chosen by the source policy
(RULES-watten.md, "Which source a rule shows its users"), never the document dump."""

from __future__ import annotations

import pytest

from rules.catalogue import RuleKind
from rules.sources import (
    ALLOWED_SOURCE_HOSTS,
    REJECTED_SOURCE_HOSTS,
    catalogue_link,
    is_project_reading,
    source_host,
)
from rules.watten.catalogue import (
    EVIDENCE,
    POLICY,
    RULES,
    SOURCE_HOSTS,
    SOURCES,
    TITLES,
    Rule,
    chosen_source,
)
from tests.rules.watten.helpers import game

IDS = [f"W-{n}" for n in range(1, 28)] + ["W-14B"] + [f"RW{n}" for n in range(1, 13)]


def test_every_rule_and_ruling_is_in_the_catalogue() -> None:
    assert sorted(game().catalogue) == sorted(IDS)
    assert all(TITLES[rule_id] for rule_id in IDS)


@pytest.mark.parametrize("rule_id", IDS)
def test_every_source_follows_the_policy(rule_id: str) -> None:
    entry = game().catalogue[rule_id]
    host = source_host(entry.source)
    if host is None:
        assert entry.source == catalogue_link("watten", rule_id)
        assert is_project_reading(entry)
        return
    assert host in {**ALLOWED_SOURCE_HOSTS, **SOURCE_HOSTS}
    assert host not in REJECTED_SOURCE_HOSTS  # expydoc.com (WATTEMALL) among them
    assert entry.citation.startswith("[")


@pytest.mark.parametrize("rule", RULES, ids=lambda r: r.id)
def test_the_strongest_source_that_states_a_rule_is_shown(rule: Rule) -> None:
    key = chosen_source(rule)
    quoted = [k for k, _ in rule.quotes]
    entry = game().catalogue[rule.id]
    if key is None:
        assert not quoted
        assert entry.quote == rule.statement
        return
    assert POLICY.index(key) == min(POLICY.index(k) for k in quoted)
    assert (entry.source, entry.quote) == (SOURCES[key].url, dict(rule.quotes)[key])
    assert entry.citation == f"[{key}] {SOURCES[key].title}"


def test_the_rulings_link_their_own_entries() -> None:
    for rule_id in IDS:
        entry = game().catalogue[rule_id]
        if rule_id.startswith("RW"):
            assert entry.kind is RuleKind.RULING
            assert entry.source == catalogue_link("watten", rule_id)


def test_the_variants_belong_to_their_rulesets() -> None:
    catalogue = game().catalogue
    assert catalogue["W-14B"].rulesets == ("bayern",)
    assert catalogue["W-10"].rulesets == ("suedtirol",)
    assert catalogue["W-14"].rulesets == ("tirol", "suedtirol")
    assert "WATTEMALL" not in SOURCES


def test_the_document_dump_stays_evidence() -> None:
    # W-26 and W-27 rest on WATTEMALL too; the entry shows another text that states them.
    for rule_id, sentence in EVIDENCE.items():
        assert sentence.startswith("[WATTEMALL]")
        assert source_host(game().catalogue[rule_id].source) != "expydoc.com"
