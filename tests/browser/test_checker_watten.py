"""The checker offering Watten from ``GET /games`` with no change to its script: the 33-card
pack with the Weli, the contract picked by its name, and the documented example's verdicts
(trump led: a trump must follow, the Rechter need not) as the API gives them."""

from __future__ import annotations

from playwright.sync_api import Browser, expect

from tests.browser.conftest import DESKTOP, api

PICK_TRICK = "input[name$='-target'][value='trick']"


def test_the_checker_asks_watten_as_the_api_answers(browser: Browser, host: str,
                                                    server: str) -> None:
    page = browser.new_page(viewport=DESKTOP)  # type: ignore[arg-type]
    problems: list[str] = []
    page.on("pageerror", lambda error: problems.append(str(error)))
    page.goto(f"{host}/element?lang=en&game=watten")
    checker = page.locator("stichfest-checker")
    expect(checker.locator("button.card")).to_have_count(33)
    expect(checker.locator("button.card[data-code='B6']")).to_be_visible()
    watten = next(g for g in api(server, "/api/v1/games")["games"] if g["id"] == "watten")
    name = next(c["names"]["en"] for c in watten["contracts"] if c["slug"] == "under:hearts")
    checker.locator("select").nth(1).select_option(label=name)
    for code in ("HU", "H8", "LK"):
        checker.locator(f"button.card[data-code='{code}']").click()
    checker.locator(PICK_TRICK).check()
    checker.locator("button.card[data-code='H9']").click()
    expect(checker.locator(".incomplete")).to_be_visible()
    answer = api(server, "/api/v1/watten/legal-cards", contract="under:hearts",
                 hand="HU,H8,LK", trick="H9", lang="en")
    expect(checker.locator("li[data-card='LK']")).to_have_attribute("data-legal", "false")
    shown = {v.get_attribute("data-card"): v.get_attribute("data-legal")
             for v in checker.locator("li[data-card][data-legal]").all()}
    assert shown == {c["card"]: str(c["legal"]).lower() for c in answer["cards"]}
    assert problems == []
    page.close()
