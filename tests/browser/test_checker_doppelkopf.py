"""The checker offering Doppelkopf from ``GET /games``, against the real API (nothing
rewritten): the Kreuz Ass placed twice is asked about twice and judged twice alike (RD14), a
third click takes both back. Phone and desktop widths; the script knows no game."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser, Request, expect

from tests.browser.conftest import DESKTOP, PHONE


def open_doppelkopf(browser: Browser, host: str, viewport: dict[str, int]
                    ) -> tuple[Any, list[str]]:
    page = browser.new_page(viewport=viewport)  # type: ignore[arg-type]
    problems: list[str] = []
    page.on("pageerror", lambda error: problems.append(str(error)))
    asked: list[str] = []

    def seen(request: Request) -> None:
        if "/api/v1/doppelkopf/legal-cards?" in request.url:
            asked.append(request.url)

    page.on("request", seen)
    page.goto(f"{host}/element?lang=de&game=doppelkopf")
    page.problems = problems
    return page, asked


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_a_card_held_twice_is_judged_twice_alike(browser: Browser, host: str,
                                                 viewport: dict[str, int]) -> None:
    page, asked = open_doppelkopf(browser, host, viewport)
    checker = page.locator("stichfest-checker")
    ace = checker.locator("button.card[data-code='CA']")
    queen = checker.locator("button.card[data-code='CQ']")
    ace.click()
    ace.click()
    queen.click()
    expect(checker.locator("ul.picked li button")).to_have_count(3)
    expect(ace).to_have_attribute("data-count", "2")
    verdicts = checker.locator("ul.verdicts li[data-card='CA']")
    expect(verdicts).to_have_count(2)
    expect(checker.locator("ul.verdicts li[data-card='CQ']")).to_have_count(1)
    texts = [verdicts.nth(i).inner_text() for i in range(2)]
    assert texts[0] == texts[1]  # two copies, one verdict
    assert any("CA,CA" in url or "CA%2CCA" in url for url in asked)
    ace.click()  # no copy left: both taken back
    expect(checker.locator("ul.picked li button")).to_have_count(1)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= viewport["width"], width
    assert page.problems == []  # type: ignore[attr-defined]
    page.close()
