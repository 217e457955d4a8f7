"""The embeddable checker in headless Chromium (Debian's package, driven by Playwright): a
page embeds the snippet both ways; the test clicks a hand and a trick and checks the legal
cards and the winner shown against the API's own answer, in two languages, at phone and at
desktop width. Nothing here is skipped: without Chromium the test fails."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

import pytest
import requests
from playwright.sync_api import Browser, FrameLocator, Locator, Page, sync_playwright
from werkzeug.serving import make_server

from api import create_app

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
PHONE = {"width": 360, "height": 800}
DESKTOP = {"width": 1280, "height": 900}


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    httpd = make_server("127.0.0.1", 0, create_app())
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{httpd.server_port}"
    httpd.shutdown()


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield chromium
        chromium.close()


def api(server: str, path: str, **params: str) -> Any:
    response = requests.get(server + path, params=params, timeout=10)
    assert response.status_code == 200
    return response.json()


def pick(checker: Locator | FrameLocator, hand: list[str], trick: list[str]) -> None:
    checker.locator(f"button.card[data-code='{hand[0]}']").wait_for()
    for code in hand:
        checker.locator(f"button.card[data-code='{code}']").click()
    checker.locator("input[value='trick']").check()
    for code in trick:
        checker.locator(f"button.card[data-code='{code}']").click()
    checker.locator(f"li[data-card='{hand[-1]}']").wait_for()
    checker.locator(".winner").wait_for()


def shown(checker: Locator | FrameLocator) -> tuple[list[str], str | None, str]:
    verdicts = checker.locator("li[data-card]")
    legal = [v.get_attribute("data-card") or "" for v in verdicts.all()
             if v.get_attribute("data-legal") == "true"]
    winner = checker.locator(".winner")
    return legal, winner.get_attribute("data-winner"), winner.inner_text()


def open_demo(browser: Browser, server: str, lang: str, viewport: dict[str, int]) -> Page:
    page = browser.new_page(viewport=viewport)  # type: ignore[arg-type]
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{server}/api/v1/embed/demo?lang={lang}")
    page.errors = errors  # type: ignore[attr-defined]
    return page


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_custom_element_matches_the_api(browser: Browser, server: str, lang: str,
                                        viewport: dict[str, int]) -> None:
    page = open_demo(browser, server, lang, viewport)
    checker = page.locator("#element")
    hand, trick = ["B6", "R9", "A7"], ["B10", "BK"]
    pick(checker, hand, trick)
    legal, winner, text = shown(checker)
    answer = api(server, "/api/v1/jass/legal-cards", contract="trump:acorns",
                 hand=",".join(hand), trick=",".join(trick), lang=lang)
    decided = api(server, "/api/v1/jass/trick", contract="trump:acorns", trick=",".join(trick),
                  lang=lang)
    assert legal == answer["legal"] == ["B6"]
    assert winner == decided["winning_card"] == "BK"
    assert decided["rule"]["explanation"] in text
    first = checker.locator("li[data-card='B6']").inner_text()
    assert answer["cards"][0]["rule"]["explanation"] in first
    assert page.errors == []  # type: ignore[attr-defined]
    # Fits the width: nothing of the checker sticks out to the right.
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= viewport["width"]
    page.close()


@pytest.mark.parametrize(("lang", "viewport"), [("en", PHONE), ("de", DESKTOP)],
                         ids=["en-phone", "de-desktop"])
def test_iframe_schnapsen_matches_the_api(browser: Browser, server: str, lang: str,
                                          viewport: dict[str, int]) -> None:
    page = open_demo(browser, server, lang, viewport)
    frame = page.frame_locator("#frame")
    frame.locator("select").first.select_option("schnapsen")
    hand, trick = ["AK", "HU", "LA", "BU", "BO"], ["AA"]
    pick(frame, hand, trick)
    legal, winner, text = shown(frame)
    answer = api(server, "/api/v1/schnapsen/legal-cards", contract="acorns", talon="closed",
                 hand=",".join(hand), trick="AA", lang=lang)
    decided = api(server, "/api/v1/schnapsen/trick", contract="acorns", trick="AA", lang=lang)
    assert legal == answer["legal"] == ["AK"]
    assert winner == decided["winning_card"] == "AA"
    assert decided["rule"]["explanation"] in text
    assert answer["cards"][1]["rule"]["explanation"] in frame.locator(
        "li[data-card='HU']").inner_text()
    page.close()


def test_keyboard_and_screen_reader_names(browser: Browser, server: str) -> None:
    page = open_demo(browser, server, "en", DESKTOP)
    checker = page.locator("#element")
    card = checker.locator("button.card[data-code='RU']")
    card.wait_for()
    assert card.get_attribute("aria-label") == "Under of Roses"
    card.focus()
    page.keyboard.press("Enter")
    assert card.get_attribute("aria-pressed") == "true"
    assert card.get_attribute("aria-label") == "Under of Roses (in the hand)"
    outline = card.evaluate("b => getComputedStyle(b).outlineStyle")
    assert outline != "none"  # the focus is visible
    page.close()


def test_docs_render_offline_under_their_policy(browser: Browser, server: str) -> None:
    page = browser.new_page(viewport=DESKTOP)  # type: ignore[arg-type]
    problems: list[str] = []
    page.on("pageerror", lambda error: problems.append(str(error)))
    page.on("console", lambda message: problems.append(message.text)
            if message.type == "error" else None)
    page.on("request", lambda request: problems.append(request.url)
            if not request.url.startswith(server) else None)
    page.goto(f"{server}/api/v1/docs")
    page.locator(".opblock").first.wait_for(timeout=20000)
    assert page.locator(".opblock").count() >= 40
    assert problems == []
    page.close()


def test_the_checker_offers_every_contract_of_the_registry(browser: Browser,
                                                            server: str) -> None:
    """The checker's menus come from /api/v1/games: the Bettel, which no API code names, is
    offered, and picking it asks the API about the Bettel."""
    page = open_demo(browser, server, "de", DESKTOP)
    checker = page.locator("#element")
    checker.locator("select").first.select_option("schafkopf")
    contract = checker.locator("select").nth(1)
    contract.locator("option", has_text="Bettel").wait_for(state="attached")
    listed = api(server, "/api/v1/games")
    schafkopf = next(g for g in listed["games"] if g["id"] == "schafkopf")
    offered = contract.locator("option").all_inner_texts()
    assert offered == [c["names"]["de"] for c in schafkopf["contracts"]]
    contract.select_option(label="Bettel")
    pick(checker, ["AO", "HU", "LK"], ["A9"])
    legal, _, _ = shown(checker)
    assert legal == ["AO"]  # no trumps: the Eichel-Ober follows Eichel
    assert page.errors == []  # type: ignore[attr-defined]
    page.close()
