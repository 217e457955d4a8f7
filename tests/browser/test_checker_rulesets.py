"""The checker deals the ruleset's pack: Schafkopf's Kurzes Blatt (K-H2) shows 24 cards and
drops the Sieben and Acht from the hand, on a phone as on a desktop."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, expect

from tests.browser.conftest import DESKTOP, PHONE, api
from tests.browser.test_checker import choose_game, open_host


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_the_kurzes_blatt_deals_24_cards(browser: Browser, host: str, server: str,
                                         viewport: dict[str, int]) -> None:
    page, checker = open_host(browser, host, "element", "en", viewport)
    choose_game(checker, "schafkopf")
    checker.locator("button.card[data-code='A7']").click()
    checker.locator("button.card[data-code='AA']").click()
    expect(checker.locator("li[data-card='A7']")).to_be_visible()
    short = api(server, "/api/v1/schafkopf/deck", ruleset="sauspiel-kurz")
    checker.locator("select[id$='-ruleset']").select_option("sauspiel-kurz")
    expect(checker.locator("button.card")).to_have_count(short["size"])
    assert short["size"] == 24
    expect(checker.locator("button.card[data-code='A7']")).to_have_count(0)
    expect(checker.locator("li[data-card='A7']")).to_have_count(0)
    expect(checker.locator("li[data-card='AA']")).to_be_visible()
    checker.locator("select[id$='-ruleset']").select_option("standard")
    expect(checker.locator("button.card")).to_have_count(32)
    assert page.problems == []  # type: ignore[attr-defined]
    page.close()
