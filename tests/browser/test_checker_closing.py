"""The checker's "Should I close?" panel (checker_closing.js) in Chromium at 360 and 1280 px,
in German and English: a Schnapsen hand with the talon open, the position's other facts
typed in (at 1280 px also the opponent's earlier exchange and announced marriage, which
make his cards known), and the panel shows what /closing answers for it (sentence, wins of
deals, probability, expected game points, best lead by name); its link opens the permalink
page, which axe finds clean on a phone."""

from __future__ import annotations

from typing import Any

import pytest
import requests
from playwright.sync_api import Browser, expect

from tests.browser.conftest import DESKTOP, PHONE, Axe
from tests.browser.test_checker import violations

EXAMPLE = {"contract": "hearts", "hand": "HA,HK,AA,A10,BU", "talon_cards": "6",
           "trump_card": "HU", "tricks": "LO,LA;BK,BA", "me": "15,1", "opponent": "14,1"}
# The opponent took the ten of trumps for his Unter and announced the bells marriage (N-10):
# both cards are known to be his, and his 20 count with his trick.
TOLD = {**EXAMPLE, "exchange": "opponent,H10", "marriages": "opponent,bells"}
OF = {"de": "{w} von {d} Blättern", "en": "{w} of {d} hands"}
AND = {"de": "und", "en": "and"}


def _number(value: float, places: int, lang: str) -> str:
    text = f"{value:.{places}f}"
    return text if lang == "en" else text.replace(".", ",")


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["360", "1280"])
def test_the_panel_shows_the_apis_answer(browser: Browser, host: str, server: str,
                                         lang: str, viewport: dict[str, int]) -> None:
    example = EXAMPLE if viewport == PHONE else TOLD
    page = browser.new_page(viewport=viewport)  # type: ignore[arg-type]
    problems: list[str] = []
    page.on("pageerror", lambda error: problems.append(str(error)))
    page.goto(f"{host}/element?lang={lang}&game=schnapsen")
    checker = page.locator("stichfest-checker")
    expect(checker.locator("button.card")).to_have_count(20)
    checker.evaluate("(e) => { e.setAttribute('contract', 'hearts');"
                     " e.setAttribute('hand', 'HA,HK,AA,A10,BU'); }")
    panel = checker.locator("details.closing")
    expect(panel).to_have_count(1)
    panel.locator("summary").click()
    panel.locator("select[id$='-closing-trump']").select_option(example["trump_card"])
    panel.locator("select[id$='-closing-talon']").select_option(example["talon_cards"])
    if "exchange" in example:
        by, card = example["exchange"].split(",")
        panel.locator("select[id$='-closing-exchange-by']").select_option(by)
        panel.locator("select[id$='-closing-exchange-card']").select_option(card)
        by, suit = example["marriages"].split(",")
        panel.locator(f"select[id$='-closing-marriage-{suit}']").select_option(by)
    for name, value in (("tricks", "LO LA BK BA"), ("mine-points", "15"), ("mine-tricks", "1"),
                        ("his-points", "14"), ("his-tricks", "1")):
        box = panel.locator(f"input[id$='-closing-{name}']")
        box.fill(value)
        box.dispatch_event("change")
    panel.locator("button.action").click()
    facts = panel.locator("dl.closing-facts")
    expect(facts).to_be_visible(timeout=20_000)
    answer: dict[str, Any] = requests.get(f"{server}/api/v1/schnapsen/closing",
                                          params={**example, "lang": lang}, timeout=30).json()
    names = {c["code"]: c["names"][lang] for c in requests.get(
        f"{server}/api/v1/schnapsen/deck", timeout=10).json()["cards"]}
    assert panel.locator("p.sentence").inner_text() == answer["sentence"]
    assert (facts.get_attribute("data-wins"), facts.get_attribute("data-deals")) == (
        str(answer["wins"]), str(answer["deals"]))
    assert facts.locator("dd.wins").inner_text() == OF[lang].format(w=answer["wins"],
                                                                    d=answer["deals"])
    share = _number(answer["probability"] * 100, 1, lang)
    assert facts.locator("dd.probability").inner_text() == (
        f"{share}%" if lang == "en" else f"{share}\u00a0%")
    expected = answer["expected_game_points"]
    assert facts.locator("dd.expected").inner_text() == (
        ("+" if expected >= 0 else "-") + _number(abs(expected), 2, lang))
    best = [names[code] for code in answer["best_leads"]]
    assert facts.locator("dd.best").inner_text() == (
        best[0] if len(best) == 1 else f"{', '.join(best[:-1])} {AND[lang]} {best[-1]}")
    if viewport == PHONE:
        assert violations(Axe(), page) == []
    link = panel.locator("a.closing-page").get_attribute("href")
    assert link is not None
    assert link.startswith(f"{server}/api/v1/schnapsen/closing.html?")  # the page's own path
    page.goto(link)
    shown = page.locator("section.closing")
    assert (shown.get_attribute("data-wins"), shown.get_attribute("data-deals")) == (
        str(answer["wins"]), str(answer["deals"]))
    assert page.locator("p.sentence").inner_text() == answer["sentence"]
    if viewport == PHONE:
        assert violations(Axe(), page) == []
        assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"]
    assert problems == []
    page.close()
