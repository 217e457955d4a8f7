"""The round view on a phone: at 320 px, in both embeddings on a club's page of another origin,
every game, de/en/fr taking turns over the embeddings. Two plays tapped without hands: the bar
says what the API answers (the verdicts, or what is still needed), nothing in it cut short; then
the game's example round loaded: its verdicts shown, nothing overflows sideways, axe-core finds
nothing."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, expect

from tests.browser.conftest import Axe, taking_turns
from tests.browser.test_checker import ROUND_VIEW, choose_game, framed, violations
from tests.browser.test_checker_phone import (
    VIEWPORTS,
    bar_says_it_all,
    four_cards,
    no_overflow,
    open_checker,
)

EXAMPLE = {"de": "Beispiel laden", "en": "Load an example", "fr": "Charger un exemple"}
# Both kinds and every language, taking turns (each case walks every game's round).
CASES = [("element", "de"), ("frame", "fr"), ("element", "en"), ("frame", "de")]


@pytest.mark.parametrize(("kind", "lang"), CASES, ids=[f"{k}-{lang}" for k, lang in CASES])
def test_the_round_view_of_every_game_fits_a_phone(browser: Browser, host: str, kind: str,
                                                   lang: str) -> None:
    viewport = VIEWPORTS[320]
    page, checker = open_checker(browser, host, kind, lang, viewport)
    axe = Axe()
    for game in taking_turns(CASES.index((kind, lang))):
        if game != "jass":
            choose_game(checker, game)
        checker.locator(ROUND_VIEW).check()
        status = checker.locator(".now .status")
        for code in four_cards(game)[:2]:
            checker.locator(f"button.card[data-code='{code}']").click()
        expect(checker.locator("textarea").first).to_have_value(" ".join(four_cards(game)[:2]))
        expect(status).not_to_have_text("")
        expect(status).not_to_have_text(checker.locator(".picker > p.note").first.inner_text())
        bar_says_it_all(checker)
        checker.locator("button", has_text=EXAMPLE[lang]).click()
        expect(checker.locator("ol.verdicts li[data-index]").first).to_be_visible()
        bar_says_it_all(checker)
        no_overflow(page, kind, viewport["width"])
        found = violations(axe, framed(page) if kind == "frame" else page)
        assert found == [], (game, found)
        checker.locator("input[name$='-view'][value='trick']").check()
    assert page.problems == []  # type: ignore[attr-defined]
    page.close()
