"""Every rule's ``source`` follows the source policy (RULES.md, "Which source a rule shows its
users"): its host is on the allow-list kept next to the catalogues (rules/sources.py), or it is
the rule's own catalogue entry and the rule is a ruling or this project's reading."""

from __future__ import annotations

from collections.abc import Mapping
from importlib import import_module

import pytest

from rules.registry import GAMES
from rules.sources import (
    ALLOWED_SOURCE_HOSTS,
    PROJECT_READING,
    REJECTED_SOURCE_HOSTS,
    catalogue_link,
    is_project_reading,
    source_host,
)


def _allowed(game_id: str) -> Mapping[str, str]:
    """The shared allow-list and the hosts a game's catalogue module adds (``SOURCE_HOSTS``:
    a game's own sources, with why they may be shown)."""
    own = getattr(import_module(f"rules.{game_id}.catalogue"), "SOURCE_HOSTS", {})
    return {**ALLOWED_SOURCE_HOSTS, **own}


def _hosts(game_id: str) -> dict[str, str | None]:
    """Every rule id of the game and the host of its source (None: a catalogue link)."""
    return {rule_id: source_host(entry.source)
            for rule_id, entry in GAMES[game_id].catalogue.items()}


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_source_host_is_on_the_allow_list(game_id: str) -> None:
    outside = {f"{rule_id}: {host}" for rule_id, host in _hosts(game_id).items()
               if host is not None and host not in _allowed(game_id)}
    assert not outside, (f"{game_id}: source hosts outside rules.sources.ALLOWED_SOURCE_HOSTS"
                         " and the game's catalogue SOURCE_HOSTS:"
                         "\n  " + "\n  ".join(sorted(outside)))


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_catalogue_link_is_the_rules_own_entry_and_marks_our_reading(game_id: str) -> None:
    for rule_id, entry in GAMES[game_id].catalogue.items():
        if source_host(entry.source) is not None:
            continue
        assert entry.source == catalogue_link(game_id, rule_id), rule_id
        assert is_project_reading(entry), (
            f"{rule_id}: a catalogue link is allowed only for a ruling or where the citation "
            f"starts with {PROJECT_READING!r}")


@pytest.mark.parametrize("game_id", list(GAMES))
def test_our_readings_link_their_own_entry(game_id: str) -> None:
    for rule_id, entry in GAMES[game_id].catalogue.items():
        if entry.citation.startswith(PROJECT_READING):
            assert entry.source == catalogue_link(game_id, rule_id), rule_id
            assert rule_id in entry.citation, rule_id


def test_every_allowed_host_is_cited_and_none_is_also_rejected() -> None:
    cited = {host for game_id in GAMES for host in _hosts(game_id).values()}
    assert set(ALLOWED_SOURCE_HOSTS) <= cited, set(ALLOWED_SOURCE_HOSTS) - cited
    assert not set(ALLOWED_SOURCE_HOSTS) & set(REJECTED_SOURCE_HOSTS)
    assert all(reason.strip() for reason in ALLOWED_SOURCE_HOSTS.values())


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_games_own_hosts_are_cited_by_it_and_none_is_rejected(game_id: str) -> None:
    own = set(_allowed(game_id)) - set(ALLOWED_SOURCE_HOSTS)
    assert own <= set(_hosts(game_id).values()), own - set(_hosts(game_id).values())
    assert not own & set(REJECTED_SOURCE_HOSTS)


@pytest.mark.parametrize(("source", "host"), [
    ("https://www.pagat.com/marriage/schnaps.html", "pagat.com"),
    ("http://WWW.Schnapsen.Website/hilfe.html", "schnapsen.website"),
    ("https://m.global.ssl.fastly.net/Schafkopf", "m.global.ssl.fastly.net"),
    ("/api/v1/schafkopf/rules/K-20", None),
])
def test_source_host(source: str, host: str | None) -> None:
    assert source_host(source) == host


@pytest.mark.parametrize("source", ["ftp://pagat.com/x", "pagat.com/x", "mailto:a@b.c"])
def test_a_source_that_is_no_link_is_refused(source: str) -> None:
    with pytest.raises(ValueError, match="source"):
        source_host(source)
