"""The checker on a phone: at 320 and 360 px, in both embeddings (the README's frame and
custom element on a club's page of another origin), every game, with the languages taking turns
over the widths and embeddings. With the host's scroll anchoring off, four
cards are brought into the deck's sheet and tapped where they are on screen, then a whole trick:
the checker holds exactly those cards (no answer moves the sheet or the tapped card), the bar
under the deck names the last tapped card's verdict and the trick's state inside the viewport
after every tap, with the table in it: the hand's cards marked with the API's verdicts and the
trick's cards; the completed trick's winner starred on the table and why it won are in view,
each placed card's name starts with its badge, the bar's lines are never cut short, and the
cards are named as the API names them in that deck. No horizontal overflow anywhere; the
answers equal the API's for the ruleset and deck the API uses by default in that language (one
default everywhere); axe-core finds nothing in each game's state. One browser, one page per
embedding, width and language; the games are picked in it. Phone screenshots of each game (360
px, both embeddings, in the language of that case) go to
build/screenshots/phone-<game>-<lang>[-element].png."""

from __future__ import annotations

import functools
import time
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
# Every width in both kinds, and every language in both kinds and at a phone's width: the
# languages take turns rather than multiplying the cases (each case plays all the games).
# Phone widths only (the desktop is test_checker.py's and test_checker_quiz.py's), each game
# in both embeds across the cases (taking turns).
CASES = [(kind, width, lang) for kind, langs in (("element", "de en"), ("frame", "fr de"))
         for width, lang in zip((320, 360), langs.split(), strict=True)]
NO_ANCHORING = "html, body { overflow-anchor: none !important; }"


def open_checker(browser: Browser, host: str, kind: str, lang: str,
                 viewport: dict[str, int]) -> tuple[Page, Checker]:
    page = browser.new_page(viewport=viewport)  # type: ignore[arg-type]
    problems: list[str] = []
    page.on("pageerror", lambda error: problems.append(str(error)))
    # A 422 the checker shows (five cards needed) is logged by the browser: not a fault.
    page.on("console", lambda m: problems.append(m.text) if m.type == "error"
            and not m.text.startswith("Failed to load resource") else None)
    page.problems = problems  # type: ignore[attr-defined]
    page.goto(f"{host}/{kind}?lang={lang}&game=jass")
    page.add_style_tag(content=NO_ANCHORING)
    checker: Checker = (page.frame_locator("iframe.stichfest") if kind == "frame"
                        else page.locator("stichfest-checker"))
    checker.locator("button.card").first.wait_for()
    if kind == "frame":
        framed(page).add_style_tag(content=NO_ANCHORING)
    return page, checker


def four_cards(game: str) -> list[str]:
    """Four different cards for the hand, none of the sample trick's: the sample hand's
    first, then the deck's in order."""
    sample = SAMPLES[game]
    trick = set(sample.trick)
    deck = [sample.game.deck.code(card) for card in sample.game.deck.cards]
    chosen = [c for c in dict.fromkeys([*sample.hand, *deck]) if c not in trick]
    return chosen[:4]


def inside(box: dict[str, float] | None, viewport: dict[str, int]) -> bool:
    return (box is not None and box["x"] >= 0 and box["y"] >= 0
            and box["x"] + box["width"] <= viewport["width"] + 0.5
            and box["y"] + box["height"] <= viewport["height"] + 0.5)


def no_overflow(page: Page, kind: str, width: int) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    if kind == "frame":
        inner = framed(page).evaluate("[document.documentElement.scrollWidth, innerWidth]")
        assert inner[0] <= inner[1], inner


# One frame of the checker's document later, is the pointer over the card?
HOVERED = "b => new Promise(done => requestAnimationFrame(() => done(b.matches(':hover'))))"


def tap_where_it_was(page: Page, checker: Checker, where: dict[str, tuple[float, float]],
                     code: str) -> None:
    """The card is still where it was seen before the first tap (nothing moved it), and the
    tap lands there. Chromium routes a tap into a cross-origin frame by the picture its
    compositor last drew; after a scroll made by script (not by a finger, which scrolls the
    compositor first) that picture can lag a frame or more behind under load, and the tap
    then lands on the host. So the pointer goes to the spot until the browser has it over
    that card, as the card's ``:hover`` shows, and presses there: no pause guessed."""
    x, y = where[code]
    card = checker.locator(f"button.card[data-code='{code}']")
    box = card.bounding_box()
    assert box is not None
    assert abs(box["x"] + box["width"] / 2 - x) <= 0.5, (code, box, (x, y))
    assert abs(box["y"] + box["height"] / 2 - y) <= 0.5, (code, box, (x, y))
    deadline = time.monotonic() + 15
    nudge = 0.0
    while True:
        page.mouse.move(x + nudge, y)
        if card.evaluate(HOVERED):
            break
        assert time.monotonic() < deadline, f"the pointer at {(x, y)} never reached {code}"
        nudge = 1.0 - nudge  # a move that moves: a pointer standing still sends nothing
    page.mouse.click(x, y)


# The visitor's thumb scrolls the sheet (never the page) until the card is whole in it.
INTO_THE_SHEET = """b => { const d = b.closest('.deck');
  if (b.offsetTop < d.scrollTop || b.offsetTop + b.offsetHeight > d.scrollTop + d.clientHeight)
    d.scrollTop = b.offsetTop - 4; }"""


def tap_in_the_sheet(page: Page, checker: Checker, viewport: dict[str, int], code: str) -> None:
    """The card brought into the sheet, on screen, tapped where it is; after the answer it is
    still there (nothing moved under the finger)."""
    card = checker.locator(f"button.card[data-code='{code}']")
    card.evaluate(INTO_THE_SHEET)
    box = card.bounding_box()
    assert inside(box, viewport), (code, box)
    where = {code: (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)}  # type: ignore[index]
    tap_where_it_was(page, checker, where, code)
    expect(checker.locator(".now .last")).to_have_attribute("data-card", code)
    after = card.bounding_box()  # its frame may thicken by a pixel when it is placed
    assert after is not None
    assert (after["x"], after["y"]) == (box["x"], box["y"]), (code, after)  # type: ignore[index]
    assert abs(after["height"] - box["height"]) <= 1, (code, after, box)  # type: ignore[index]


@functools.cache
def games_of(server: str) -> dict[str, Any]:
    """/api/v1/games by id, asked once per server (it never changes while one runs)."""
    return {g["id"]: g for g in api(server, "/api/v1/games")["games"]}


def table_marked(checker: Checker, server: str, game: str, lang: str,
                 viewport: dict[str, int], trick: list[str] | None = None) -> None:
    """The table in the bar holds the hand and the trick as picked; where the API answers the
    hand, each of its cards carries the API's verdict, on screen with the last verdict."""
    hand = checker.locator("ul.picked li button").evaluate_all("bs => bs.map(b => b.dataset.code)")
    shown = checker.locator(".felt-hand .felt-card")
    expect(shown).to_have_count(len(hand))
    on_table = checker.locator(".felt-trick .felt-card").evaluate_all(
        "cs => cs.map(c => c.dataset.code)")
    assert on_table == (trick or [])
    listed = games_of(server)
    asked = {"contract": listed[game]["contracts"][0]["slug"], "lang": lang,
             "hand": ",".join(hand),
             **{option["name"]: option["default"] for option in listed[game]["options"]}}
    if trick:
        asked["trick"] = ",".join(trick)
    response = requests.get(f"{server}/api/v1/{game}/legal-cards", params=asked, timeout=10)
    marks = shown.evaluate_all("cs => cs.map(c => [c.dataset.code, c.dataset.legal || null])")
    if response.status_code != 200 or len(trick or []) >= listed[game]["players"]:
        assert all(legal is None for _, legal in marks), marks  # no verdict, no mark
        return
    assert marks == [[c["card"], str(c["legal"]).lower()] for c in response.json()["cards"]]
    for card in shown.all():
        assert inside(card.bounding_box(), viewport), (game, card.get_attribute("data-code"))
    assert inside(checker.locator(".now .last").bounding_box(), viewport)


def bar_says_it_all(checker: Checker) -> None:
    """The bar under the deck keeps its height; what it says fits in it, never cut short."""
    cut = checker.locator(".now, .now p").evaluate_all(
        "ns => ns.filter(n => n.scrollHeight > n.clientHeight + 1)"
        ".map(n => [n.innerText, n.scrollHeight, n.clientHeight])")
    assert cut == [], cut


def label_in_name(checker: Checker) -> None:
    """A placed card's name starts with what its badge shows (WCAG 2.5.3): "Stich 1" said
    to speech input finds the card."""
    placed = checker.locator("button.card[data-in]").evaluate_all(
        "bs => bs.map(b => [b.querySelector('.badge').innerText, b.getAttribute('aria-label')])")
    assert placed
    for badge, name in placed:
        assert badge, name
        assert name.startswith(badge), (badge, name)


def named_as_the_api_names_them(checker: Checker, answer: dict[str, Any]) -> None:
    """Each card of the trick is named as the API's own sentence about it names it (in the
    deck the API uses for the language): a Doppelkopf French-suited card is no Schellen-Ass."""
    names = checker.locator("ol.picked li button").all_inner_texts()
    for name, card in zip(names, answer["cards"], strict=True):
        assert name in card["explanation"], (name, card["explanation"])


def same_as_the_api(checker: Checker, server: str, game: str, lang: str, hand: list[str],
                    trick: list[str]) -> None:
    """The checker's verdicts, word for word, are the API's for the same question asked
    with the API's defaults (no ruleset, no deck: what the language implies)."""
    listed = {g["id"]: g for g in api(server, "/api/v1/games")["games"]}
    asked = {"contract": listed[game]["contracts"][0]["slug"], "lang": lang,
             "hand": ",".join(hand),
             **{option["name"]: option["default"] for option in listed[game]["options"]}}
    if trick:
        asked["trick"] = ",".join(trick)
    response = requests.get(f"{server}/api/v1/{game}/legal-cards", params=asked, timeout=10)
    if response.status_code != 200:  # e.g. the Schnapsen talon open: five cards needed
        detail = response.json()["detail"]  # said in the bar alone, as a sentence
        expect(checker.locator(".now .status")).to_have_text(detail[0].upper() + detail[1:])
        return
    answer = response.json()
    verdicts = checker.locator("ul.verdicts li[data-card]")
    expect(verdicts).to_have_count(len(hand))
    if trick:
        expect(checker.locator(".incomplete")).to_be_visible()
    shown = verdicts.evaluate_all(
        "vs => vs.map(v => [v.dataset.card, v.dataset.legal, v.innerText])")
    for (card, legal, text), wanted in zip(shown, answer["cards"], strict=True):
        assert (card, legal) == (wanted["card"], str(wanted["legal"]).lower())
        assert wanted["rule"]["explanation"] in text, (text, wanted["rule"]["explanation"])


def play(page: Page, checker: Checker, kind: str, viewport: dict[str, int], lang: str,
         game: str, server: str) -> None:
    hand, trick = four_cards(game), SAMPLES[game].trick
    deck = checker.locator(".deck")
    # The deck at the top of the screen, as a visitor scrolls to it; on a phone the deck is a
    # sheet that scrolls in itself: each card is brought into it, its centre taken, and tapped.
    top = deck.bounding_box()["y"]  # type: ignore[index]
    page.evaluate(f"window.scrollBy(0, {top - 4})")
    held = deck.bounding_box()
    bar = checker.locator(".now")
    last = checker.locator(".now .last")
    for code in hand:
        tap_in_the_sheet(page, checker, viewport, code)
        expect(last).to_have_attribute("data-card", code)
        assert inside(bar.bounding_box(), viewport), (game, code, bar.bounding_box())
        assert deck.bounding_box() == held, game  # no answer moves the sheet
        bar_says_it_all(checker)
        table_marked(checker, server, game, lang, viewport)
    assert checker.locator("ul.picked li button").evaluate_all(
        "bs => bs.map(b => b.dataset.code)") == hand
    same_as_the_api(checker, server, game, lang, hand, [])
    # The visitor scrolls up to the radio above the deck, picks "trick", and back down.
    # (Playwright may scroll inside the frame as well to reach it: both are put back.)
    scrolled = page.evaluate("window.scrollY")
    inner = framed(page).evaluate("window.scrollY") if kind == "frame" else 0
    checker.locator(PICK_TRICK).check()
    if kind == "frame":
        assert_frame_fits(page)  # the host's lines follow the answers' height
        framed(page).evaluate(f"window.scrollTo(0, {inner})")
    page.evaluate(f"window.scrollTo(0, {scrolled})")
    for count, code in enumerate(trick, start=1):
        tap_in_the_sheet(page, checker, viewport, code)
        expect(checker.locator("ol.picked li")).to_have_count(count)
        expect(last).to_have_attribute("data-card", code)
        assert inside(bar.bounding_box(), viewport), (game, code, bar.bounding_box())
        assert deck.bounding_box() == held, game
        bar_says_it_all(checker)
        table_marked(checker, server, game, lang, viewport, trick[:count])
        if count == 1:
            same_as_the_api(checker, server, game, lang, hand, trick[:1])
    assert checker.locator("ol.picked li button").evaluate_all(
        "bs => bs.map(b => b.dataset.code)") == trick
    # The trick is complete: its winner is named in the bar, on screen.
    listed = {g["id"]: g for g in api(server, "/api/v1/games")["games"]}
    decided = api(server, f"/api/v1/{game}/trick", trick=",".join(trick), lang=lang,
                  contract=listed[game]["contracts"][0]["slug"])
    winner = checker.locator(".winner")
    expect(winner).to_have_attribute("data-winner", decided["winning_card"])
    assert winner.get_attribute("data-points") == str(decided["points"])
    assert decided["rule"]["explanation"] in winner.inner_text()
    named_as_the_api_names_them(checker, decided)
    assert inside(checker.locator(".now .status").bounding_box(), viewport)
    # The winning card is starred on the table in the bar, on screen.
    starred = checker.locator(".felt-trick .felt-card[data-won]")
    expect(starred).to_have_count(1)
    assert starred.evaluate("c => [...c.parentNode.children].indexOf(c)") == decided["winner"]
    assert inside(starred.bounding_box(), viewport), (game, starred.bounding_box())
    # Why it won (the rule's sentence) is on screen too, without a scroll.
    why = checker.get_by_text(decided["rule"]["explanation"]).all()
    assert any(inside(w.bounding_box(), viewport) for w in why), (game, [
        w.bounding_box() for w in why])
    label_in_name(checker)
    status = checker.locator(".now .status").inner_text()
    assert str(decided["points"]) in status
    no_overflow(page, kind, viewport["width"])


@pytest.mark.parametrize(("kind", "width", "lang"), CASES,
                         ids=[f"{k}-{w}-{lang}" for k, w, lang in CASES])
def test_four_taps_land_and_the_verdict_stays_in_view(
        browser: Browser, host: str, server: str, screenshots: Path | None, kind: str, width: int,
        lang: str) -> None:
    viewport = VIEWPORTS[width]
    page, checker = open_checker(browser, host, kind, lang, viewport)
    axe = Axe()
    no_overflow(page, kind, width)
    for game in taking_turns(CASES.index((kind, width, lang))):
        if game != "jass":
            page.evaluate("window.scrollTo(0, 0)")
            choose_game(checker, game)
        no_overflow(page, kind, width)  # every contract's name fits the menu
        if kind == "frame":
            assert_frame_fits(page)  # the host's lines have sized it: taps go where seen
        play(page, checker, kind, viewport, lang, game, server)
        # The hand, the complete trick and its winner: axe-core in the checker's document.
        found = violations(axe, framed(page) if kind == "frame" else page)
        assert found == [], (game, found)
        if width == 360 and screenshots is not None:  # the club's page, the frame's full height
            suffix = "" if kind == "frame" else "-element"
            scrolled = page.evaluate("window.scrollY")
            tall = page.evaluate("document.documentElement.scrollHeight")
            page.set_viewport_size({"width": width, "height": tall})
            page.screenshot(path=screenshots / f"phone-{game}-{lang}{suffix}.png")
            page.set_viewport_size(viewport)  # type: ignore[arg-type]
            page.evaluate(f"window.scrollTo(0, {scrolled})")
    if kind == "frame":  # the club's page around the frame
        assert violations(axe, page) == []
    assert page.problems == []  # type: ignore[attr-defined]
    page.close()


def test_the_checker_takes_the_club_pages_colours(browser: Browser, host: str) -> None:
    """The framed page is transparent with no outer margin or padding, so the club's colour
    shows around the box; the element takes the documented custom properties."""
    page, checker = open_checker(browser, host, "frame", "de", VIEWPORTS[360])
    body = framed(page).evaluate(
        "(() => { const b = getComputedStyle(document.body), h = getComputedStyle("
        "document.documentElement); return [h.backgroundColor, b.backgroundColor, b.margin,"
        " b.padding]; })()")
    assert body == ["rgba(0, 0, 0, 0)", "rgba(0, 0, 0, 0)", "0px", "0px"]
    page.close()
    page, checker = open_checker(browser, host, "element", "de", VIEWPORTS[360])
    page.add_style_tag(content="stichfest-checker { --stichfest-background: rgb(1, 2, 3); "
                               "--stichfest-color: rgb(250, 250, 250); "
                               "--stichfest-font: serif; }")
    box = checker.locator(".box")
    expect(box).to_have_css("background-color", "rgb(1, 2, 3)")
    expect(box).to_have_css("color", "rgb(250, 250, 250)")
    expect(box).to_have_css("font-family", "serif")
    page.close()
