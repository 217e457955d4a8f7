"""The checker with a deck that holds every card twice, before any such
game is registered: the checker's requests are answered as for Schnapsen, but its deck answer
says ``copies: 2`` and legal-cards answers whatever hand it is sent. A card is placed up to
twice by clicking it in the deck, never a third time; a placed copy is taken back one by one;
the badge counts the copies; the request carries the card twice."""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import Browser, Route, expect

from tests.browser.conftest import DESKTOP, PHONE

GAME = "schnapsen"


def two_copies(browser: Browser, host: str, viewport: dict[str, int]) -> tuple[Any, list[str]]:
    """The element on a club's page, its API answers rewritten; the hands it asked about
    (``hand|trick`` where a trick was sent too)."""
    page = browser.new_page(viewport=viewport)  # type: ignore[arg-type]
    problems: list[str] = []
    page.on("pageerror", lambda error: problems.append(str(error)))
    asked: list[str] = []

    def games(route: Route) -> None:
        answer = route.fetch().json()
        answer["games"] = [g for g in answer["games"] if g["id"] == GAME]  # the one game
        route.fulfill(json=answer)

    def deck(route: Route) -> None:
        answer = route.fetch().json()
        route.fulfill(json={**answer, "copies": 2, "size": 2 * answer["size"]})

    def legal_cards(route: Route) -> None:
        # The real Schnapsen refuses a card twice; this deck has two of each: all legal.
        query = parse_qs(urlsplit(route.request.url).query)
        hand = query["hand"][0].split(",")
        asked.append("|".join([query["hand"][0], *query.get("trick", [])]))
        rule = {"id": "T-1", "title": "Test", "explanation": "Any card."}
        route.fulfill(json={"cards": [{"card": c, "legal": True, "rule": rule} for c in hand],
                            "legal": hand, "assumptions": []})

    page.route("**/api/v1/games", games)
    page.route(f"**/api/v1/{GAME}/deck", deck)
    page.route(f"**/api/v1/{GAME}/legal-cards?*", legal_cards)
    page.goto(f"{host}/element?lang=en&game={GAME}")
    page.problems = problems
    return page, asked


def wait_asked(page: Any, asked: list[str], hand: str) -> None:
    """Until the checker has asked about ``hand`` (the route answers while Playwright waits)."""
    for _ in range(100):
        if asked and asked[-1] == hand:
            return
        page.wait_for_timeout(50)
    assert asked[-1:] == [hand]


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_a_card_is_placed_twice_never_three_times(browser: Browser, host: str,
                                                   viewport: dict[str, int]) -> None:
    page, asked = two_copies(browser, host, viewport)
    checker = page.locator("stichfest-checker")
    ace = checker.locator("button.card[data-code='AA']")
    king = checker.locator("button.card[data-code='HK']")
    hand = checker.locator("ul.picked li button")
    ace.click()
    ace.click()
    expect(hand).to_have_count(2)
    expect(ace.locator(".badge")).to_have_text("2× Hand")
    expect(ace).to_have_attribute("data-count", "2")
    # The verdict is said in the card's name, as the mark on it shows it.
    expect(ace).to_have_attribute(
        "aria-label", "2× Hand: Ace of Acorns (2× in the hand, 2 of 2 copies): legal")
    expect(checker.locator("ul.verdicts li[data-card='AA']")).to_have_count(2)
    wait_asked(page, asked, "AA,AA")  # the request carries both copies
    king.click()
    expect(hand).to_have_count(3)
    wait_asked(page, asked, "AA,AA,HK")
    # A third click finds no copy left: it places none, it takes both back.
    ace.click()
    expect(hand).to_have_count(1)
    wait_asked(page, asked, "HK")
    assert "AA" not in asked[-1].split(",")
    # Placed again, one copy is taken back by its own button: the other stays.
    ace.click()
    ace.click()
    wait_asked(page, asked, "HK,AA,AA")
    hand.nth(1).click()
    expect(hand).to_have_count(2)
    wait_asked(page, asked, "HK,AA")
    expect(ace.locator(".badge")).to_have_text("Hand")
    expect(ace).to_have_attribute("data-count", "1")
    ace.click()  # one copy left in the deck: placed
    wait_asked(page, asked, "HK,AA,AA")
    assert max(hand_.split(",").count("AA") for hand_ in asked) == 2
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= viewport["width"], width  # no sideways scrolling at phone width
    assert page.problems == []  # type: ignore[attr-defined]
    page.close()


def test_a_copy_in_the_hand_and_one_in_the_trick_are_both_of_the_deck(
        browser: Browser, host: str) -> None:
    page, asked = two_copies(browser, host, PHONE)
    checker = page.locator("stichfest-checker")
    ace = checker.locator("button.card[data-code='AA']")
    ace.click()
    checker.locator("input[name$='-target'][value='trick']").check()
    ace.click()
    expect(ace.locator(".badge")).to_have_text("Hand + Trick 1")
    wait_asked(page, asked, "AA|AA")  # one copy in the hand, the other in the trick
    expect(checker.locator("ol.picked li button")).to_have_count(1)
    ace.click()  # both copies placed: taken back from hand and trick
    expect(checker.locator("ul.picked li button")).to_have_count(0)
    expect(checker.locator("ol.picked li button")).to_have_count(0)
    assert asked == ["AA", "AA|AA"]  # with no hand left, no legal-cards asked
    assert page.problems == []  # type: ignore[attr-defined]
    page.close()
