"""The quoted rule texts keep the attribution their sources ask for: every page a quote
comes from is named in SOURCES.md, and the licences that ask for a link to the page
(jasvel.org's CC BY 4.0, Wikimedia's CC BY-SA 4.0) are stated there with it."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules.registry import GAMES

SOURCES = (Path(__file__).resolve().parents[2] / "SOURCES.md").read_text(
    encoding="utf-8")
# Hosts whose texts are under a licence that asks for attribution, and that licence.
LICENSED = {"jasvel.org": "creativecommons.org/licenses/by/4.0/",
            "wikipedia.org": "creativecommons.org/licenses/by-sa/4.0/",
            "wikibooks.org": "creativecommons.org/licenses/by-sa/4.0/"}


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_quoted_page_is_named_with_its_licence(game_id: str) -> None:
    pages = {entry.source for entry in GAMES[game_id].catalogue.values()
             if entry.source.startswith("http")}
    assert sorted(page for page in pages if f"({page})" not in SOURCES) == []
    for page in pages:
        host = page.split("/")[2]
        for licensed, licence in LICENSED.items():
            if host == licensed or host.endswith("." + licensed):
                assert licence in SOURCES, page
