"""66's catalogue: every M-rule M-1 … M-20 with its quote; every rule id the variant names is in
it; sources by RULES-66.md's "Which source a rule shows its users"."""

from __future__ import annotations

from dataclasses import astuple

from rules.catalogue import RuleKind
from rules.sechsundsechzig.catalogue import SECHSUNDSECHZIG_RULES
from rules.sources import PROJECT_READING, catalogue_link, source_host
from tests.rules.sechsundsechzig.helpers import GAME, RULES

# PAGAT66; the German rule texts KSNET, KS66INFO; the lexicon MEYERS; WIKIBOOKS; BICYCLE-4. Never
# an app mirror, a betting site or a spun copy; weak pages only as evidence.
SHOWN_HOSTS = {"pagat.com", "kartenspiele.net", "kartenspiel66.info", "zeno.org",
               "de.wikibooks.org", "bicyclecards.com"}


def test_every_m_rule_is_catalogued() -> None:
    assert list(SECHSUNDSECHZIG_RULES) == [f"M-{n}" for n in range(1, 21)]
    assert GAME.catalogue is SECHSUNDSECHZIG_RULES
    assert all(entry.quote for entry in SECHSUNDSECHZIG_RULES.values())


def test_every_rule_the_variant_names_is_an_m_rule() -> None:
    named = {rule_id for rule_id in astuple(RULES.ids) if rule_id is not None}
    assert named <= set(SECHSUNDSECHZIG_RULES)
    assert RULES.ids.renonce is None  # "Not in section M (v1): a revoke's penalty"


def test_sources_follow_the_policy() -> None:
    for rule_id, entry in SECHSUNDSECHZIG_RULES.items():
        host = source_host(entry.source)
        if host is None:
            assert entry.source == catalogue_link("sechsundsechzig", rule_id)
            assert entry.citation.startswith(PROJECT_READING)
            assert rule_id in entry.citation
        else:
            assert host in SHOWN_HOSTS, rule_id
    variants = {r for r, e in SECHSUNDSECHZIG_RULES.items() if e.kind is RuleKind.VARIANT}
    assert variants == {"M-12", "M-13", "M-18", "M-19"}
