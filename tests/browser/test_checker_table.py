"""The checker as a card table: after the lead, the cards of the hand carry the API's verdict on
the cards themselves (a tick or a cross, dimmed when not allowed, the verdict in the card's
name) and on the hand's chips, in view together with the bar at 320 and 360 px, in every
game, every language at a phone's width; and in any club's colours (a dark and a light club
theme set with the README's custom properties, and the visitor's own light or dark system
setting in the frame) every text keeps AA contrast, as axe-core measures it. On a phone the
menus are one line that opens, the deck is a sheet of cards 44 px wide at least that folds away,
and the bar holds the table: the hand's cards with their verdicts, the trick's with the winner
starred. Screenshots at 360 px of each game, light and dark:
build/screenshots/table-<game>-<lang>-<theme>.png."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import requests
from playwright.sync_api import Browser, Page, expect

from tests.browser.conftest import Axe, api, taking_turns
from tests.browser.test_checker import (
    PICK_TRICK,
    Checker,
    assert_frame_fits,
    choose_game,
    framed,
    violations,
)
from tests.samples import SAMPLES

VIEWPORTS = {320: {"width": 320, "height": 568}, 360: {"width": 360, "height": 740},
             1280: {"width": 1280, "height": 900}}
# A club's colours as the README's custom properties: light text on dark green, and dark
# text on cream.
CLUB_THEMES = {
    "club-dark": "stichfest-checker { --stichfest-color: #f4f1e6; --stichfest-background: #1f4a2c;"
                 " --stichfest-border: #c9d8c2; --stichfest-accent: #ffd27a; }",
    "club-light": "stichfest-checker { --stichfest-color: #2b1d0e; --stichfest-background: #fff5dc;"
                  " --stichfest-border: #6b5532; --stichfest-accent: #8a2c00; }",
}
# The frame cannot take a host's properties: it follows the visitor's system setting.
THEMES = {"club-dark": ("element", "light"), "club-light": ("element", "light"),
          "system-dark": ("frame", "dark"), "system-light": ("frame", "light")}
# Every theme and every language at both phone widths, taking turns: each game in a light
# and a dark theme (the desktop's layout is test_checker.py's and test_checker_quiz.py's).
CASES = [(width, lang, theme) for width, lang, theme in zip(
    [320, 360] * 2, ["de", "en", "fr", "de"],
    ["club-dark", "system-dark", "system-light", "club-light"], strict=True)]
NO_ANCHORING = "html, body { overflow-anchor: none !important; }"


def open_themed(browser: Browser, host: str, theme: str, lang: str,
                viewport: dict[str, int]) -> tuple[Page, Checker]:
    kind, scheme = THEMES[theme]
    page = browser.new_page(viewport=viewport, color_scheme=scheme)  # type: ignore[arg-type]
    page.goto(f"{host}/{kind}?lang={lang}&game=jass")
    page.add_style_tag(content=NO_ANCHORING + CLUB_THEMES.get(theme, ""))
    checker: Checker = (page.frame_locator("iframe.stichfest") if kind == "frame"
                        else page.locator("stichfest-checker"))
    checker.locator("button.card").first.wait_for()
    return page, checker


def position(game: str) -> tuple[list[str], str]:
    """The game's sample hand, and a lead none of its cards: the sample's led card, else the
    complete sample trick's first card outside the hand."""
    sample = SAMPLES[game]
    led = list(sample.legal_body.get("trick") or [])
    lead = led[0] if led else next(c for c in sample.trick if c not in sample.hand)
    return sample.hand, lead


def asked_as_the_checker_asks(server: str, game: str, lang: str, hand: list[str],
                              lead: str) -> dict[str, Any]:
    """The API's answer for the checker's defaults: the first contract, the options'
    defaults, the deck and ruleset the language implies."""
    listed = {g["id"]: g for g in api(server, "/api/v1/games")["games"]}
    asked = {"contract": listed[game]["contracts"][0]["slug"], "lang": lang,
             "hand": ",".join(hand), "trick": lead,
             **{option["name"]: option["default"] for option in listed[game]["options"]}}
    response = requests.get(f"{server}/api/v1/{game}/legal-cards", params=asked, timeout=10)
    assert response.status_code == 200, (game, response.text)
    return response.json()  # type: ignore[no-any-return]


def in_view(box: dict[str, float] | None, viewport: dict[str, int]) -> bool:
    return (box is not None and box["y"] >= 0 and box["x"] >= 0
            and box["y"] + box["height"] <= viewport["height"] + 0.5
            and box["x"] + box["width"] <= viewport["width"] + 0.5)


def marked_as_the_api_says(page: Page, checker: Checker, answer: dict[str, Any],
                           viewport: dict[str, int]) -> None:
    wanted = {c["card"]: str(c["legal"]).lower() for c in answer["cards"]}
    marked = checker.locator("button.card[data-legal]")
    expect(marked).to_have_count(len(wanted))
    shown = dict(marked.evaluate_all("bs => bs.map(b => [b.dataset.code, b.dataset.legal])"))
    assert shown == wanted
    # Not by colour alone: a mark that says it, and the card's name says it too.
    verdict = {"true": checker.locator("ul.verdicts li.legal .tag").first,
               "false": checker.locator("ul.verdicts li.illegal .tag").first}
    for code, legal in wanted.items():
        card = checker.locator(f"button.card[data-code='{code}']")
        expect(card.locator(".mark")).to_have_text("✓" if legal == "true" else "✗")
        expect(card.locator(".mark")).to_be_visible()
        word = verdict[legal].inner_text().split(":")[-1].strip(" .\u00a0")
        assert (card.get_attribute("aria-label") or "").endswith(word), (code, word)
    chips = checker.locator("ul.picked li button")
    assert chips.evaluate_all("bs => bs.map(b => [b.dataset.code, b.dataset.legal])") == [
        [c["card"], str(c["legal"]).lower()] for c in answer["cards"]]
    assert all(text[0] in "✓✗" for text in chips.all_inner_texts())
    # The table in the bar: the hand's cards, each with the API's verdict as a mark.
    table = checker.locator(".felt-hand .felt-card")
    assert table.evaluate_all(
        "cs => cs.map(c => [c.dataset.code, c.dataset.legal, c.innerText.trim()])") == [
        [c["card"], str(c["legal"]).lower(), "✓" if c["legal"] else "✗"] for c in answer["cards"]]
    # The deck at the top of the screen, as a visitor holds it: the hand's marked cards on the
    # table and the bar with the verdict are on screen together.
    top = checker.locator(".deck").bounding_box()["y"]  # type: ignore[index]
    page.evaluate(f"window.scrollBy(0, {top - 4})")
    for card in table.all():
        assert in_view(card.bounding_box(), viewport), card.get_attribute("data-code")
    assert in_view(checker.locator(".now").bounding_box(), viewport)


def contrast_checked(page: Page, theme: str) -> None:
    """Every text at AA contrast, as axe measures it; and measured, not skipped."""
    target = framed(page) if THEMES[theme][0] == "frame" else page
    found = violations(Axe(), target)
    assert found == [], (theme, found)
    measured = Axe().run(target, options={"runOnly": ["color-contrast"]}).response
    assert len(measured["passes"][0]["nodes"]) >= 10, theme


@pytest.mark.parametrize(("width", "lang", "theme"), CASES,
                         ids=[f"{w}-{lang}-{theme}" for w, lang, theme in CASES])
def test_the_allowed_cards_are_marked_on_the_cards_in_the_clubs_colours(
        browser: Browser, host: str, server: str, screenshots: Path | None, width: int, lang: str,
        theme: str) -> None:
    viewport = VIEWPORTS[width]
    page, checker = open_themed(browser, host, theme, lang, viewport)
    folded_into_one_line(checker, server, lang, width)
    if THEMES[theme][0] == "frame":
        assert_frame_fits(page)  # the opened menus have resized the frame: taps go where seen
    for game in taking_turns(CASES.index((width, lang, theme))):
        page.evaluate("window.scrollTo(0, 0)")
        if game != "jass":
            choose_game(checker, game)
        big_enough_to_tap(checker, game)
        hand, lead = position(game)
        for code in hand:
            checker.locator(f"button.card[data-code='{code}']").click()
        expect(checker.locator("ul.picked li button")).to_have_count(len(hand))
        checker.locator(PICK_TRICK).check()
        checker.locator(f"button.card[data-code='{lead}']").click()
        expect(checker.locator(".now .last")).to_have_attribute("data-card", lead)
        answer = asked_as_the_checker_asks(server, game, lang, hand, lead)
        marked_as_the_api_says(page, checker, answer, viewport)
        if width == 360 and screenshots is not None:  # the deck, its marks and the bar
            page.screenshot(path=screenshots / f"table-{game}-{lang}-{theme}.png")
        opens_over_the_table(page, checker, theme, viewport)
        if width == 360 and screenshots is not None:  # the sheet open over the table
            page.screenshot(path=screenshots / f"picker-open-{game}-{lang}-{theme}.png")
        contrast_checked(page, theme)
        winner_marked(page, checker, server, game, lang, viewport)
    page.close()


def folded_into_one_line(checker: Checker, server: str, lang: str, width: int) -> None:
    """On a phone the menus are one line that names the game and the contract, and opens;
    where there is room they are open."""
    fold = checker.locator("details.fold")
    jass = next(g for g in api(server, "/api/v1/games")["games"] if g["id"] == "jass")
    line = checker.locator("details.fold > summary")
    expect(line).to_contain_text(jass["names"][lang])
    deck = checker.locator(".using").get_attribute("data-deck") or ""
    expect(line).to_contain_text(jass["contracts"][0]["deck_names"][deck][lang])
    if width < 832:
        assert fold.get_attribute("open") is None
        expect(checker.locator("select").first).to_be_hidden()
        line.click()
    expect(checker.locator("select").first).to_be_visible()


def big_enough_to_tap(checker: Checker, game: str) -> None:
    """Every card of the deck is a touch target of 44 px at least, at 320 px too."""
    small = checker.locator("button.card").evaluate_all(
        "bs => bs.map(b => [b.dataset.code, b.getBoundingClientRect().width,"
        " b.getBoundingClientRect().height]).filter(([, w, h]) => w < 44 || h < 44)")
    assert small == [], (game, small)


def the_sheet_folds_away(checker: Checker) -> None:
    """The sheet's handle hides the deck, so that the table and the answer are in reach, and
    brings it back with the focus on a card; Escape in the deck closes it, the focus back on
    the handle."""
    handle = checker.locator("button.sheet-toggle")
    expect(handle).to_have_attribute("aria-expanded", "true")
    handle.click()
    expect(checker.locator(".deck")).to_be_hidden()
    expect(handle).to_have_attribute("aria-expanded", "false")
    expect(checker.locator(".felt")).to_be_visible()
    handle.click()
    expect(checker.locator(".deck")).to_be_visible()
    expect(handle).to_have_attribute("aria-expanded", "true")
    expect(checker.locator(".deck button.card:focus")).to_have_count(1)
    checker.locator(".deck button.card:focus").press("Escape")
    expect(checker.locator(".deck")).to_be_hidden()
    expect(handle).to_be_focused()
    handle.press("Enter")
    expect(checker.locator(".deck")).to_be_visible()


def opens_over_the_table(page: Page, checker: Checker, theme: str,
                         viewport: dict[str, int]) -> None:
    """The sheet open over the table: with the sheet's handle at the top of the screen, the
    handle, the whole sheet and the table with its marks are on one screen on a club's page
    (the sheet as high as the screen leaves room for), the sheet right above the table."""
    handle, deck, bar = (checker.locator(s) for s in ("button.sheet-toggle", ".deck", ".now"))
    top = handle.bounding_box()["y"]  # type: ignore[index]
    page.evaluate(f"window.scrollBy(0, {top - 4})")
    # The frame cannot know the host's screen: its sheet keeps its own height (18rem).
    parts = (handle, deck, bar, checker.locator(".felt-hand"))
    for part in parts if THEMES[theme][0] == "element" else parts[:2]:
        assert in_view(part.bounding_box(), viewport), (theme, part.bounding_box())
    deck_box, bar_box = deck.bounding_box(), bar.bounding_box()
    assert deck_box is not None
    assert bar_box is not None
    assert deck_box["y"] + deck_box["height"] <= bar_box["y"] + 0.5


def winner_marked(page: Page, checker: Checker, server: str, game: str, lang: str,
                  viewport: dict[str, int]) -> None:
    """A complete trick: its winning card carries a star and says so, on screen with the bar."""
    checker.locator("section.picker > button.action").click()  # start again
    expect(checker.locator("ul.picked li button")).to_have_count(0)
    trick = SAMPLES[game].trick
    for code in trick:
        checker.locator(f"button.card[data-code='{code}']").click()
    listed = {g["id"]: g for g in api(server, "/api/v1/games")["games"]}
    decided = api(server, f"/api/v1/{game}/trick", trick=",".join(trick), lang=lang,
                  contract=listed[game]["contracts"][0]["slug"])
    won = checker.locator("button.card[data-won]")
    expect(won).to_have_count(1)
    assert won.get_attribute("data-code") == decided["winning_card"]
    expect(won.locator(".mark")).to_have_text("★")
    # On the table, the trick's cards in playing order, the winning card marked with a star.
    table = checker.locator(".felt-trick .felt-card")
    assert table.evaluate_all("cs => cs.map(c => c.dataset.code)") == trick
    on_table = checker.locator(".felt-trick .felt-card[data-won]")
    expect(on_table).to_have_count(1)
    assert on_table.get_attribute("data-code") == decided["winning_card"]
    expect(on_table).to_have_text("★")
    top = checker.locator(".deck").bounding_box()["y"]  # type: ignore[index]
    page.evaluate(f"window.scrollBy(0, {top - 4})")
    assert in_view(on_table.bounding_box(), viewport)
    assert in_view(checker.locator(".now").bounding_box(), viewport)
    the_sheet_folds_away(checker)
    checker.locator("section.picker > button.action").click()
    expect(won).to_have_count(0)
    checker.locator("input[name$='-target'][value='hand']").check()
