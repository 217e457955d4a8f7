"""The pages for people in headless Chromium (Debian's package, driven by Playwright): an
example permalink and a legal-cards permalink opened as a browser opens a link (its own
Accept header), their cards and sentences checked against the JSON the same URL gives an API
client, every card picture loaded, nothing from another origin, no console error and no CSP
violation, and no sideways scrolling on a phone."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any
from urllib.parse import urlsplit

import pytest
import requests
from playwright.sync_api import Browser, Page

from api import create_app
from tests.browser.conftest import Axe, serving

PUBLIC_URL = "https://cards.example.org"
# Collects CSP violations: an init script runs outside the page's policy.
WATCH_CSP = """window.__violations = [];
document.addEventListener('securitypolicyviolation',
  e => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));"""


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    with serving(create_app({"ACCESS_LOG": False, "PUBLIC_URL": PUBLIC_URL})) as url:
        yield url


def open_page(browser: Browser, server: str, path: str, width: int) -> tuple[Page, list[str]]:
    """The page as a reader's browser opens it, with everything that went wrong."""
    page = browser.new_page(viewport={"width": width, "height": 900})
    problems: list[str] = []
    origin = urlsplit(server).netloc
    page.on("pageerror", lambda error: problems.append(f"page error: {error}"))
    page.on("console", lambda message: problems.append(f"console: {message.text}")
            if message.type in ("error", "warning") else None)
    page.on("request", lambda request: problems.append(f"elsewhere: {request.url}")
            if urlsplit(request.url).netloc != origin else None)
    page.on("requestfailed", lambda request: problems.append(f"failed: {request.url}"))
    page.add_init_script(WATCH_CSP)
    response = page.goto(server + path)
    assert response is not None
    assert response.status == 200
    assert response.headers["content-type"].startswith("text/html")
    page.wait_for_load_state("networkidle")
    return page, problems


def check_clean(page: Page, problems: list[str], width: int) -> None:
    assert page.evaluate("window.__violations") == []
    assert problems == []
    assert page.evaluate("Array.from(document.images).every("
                         "i => i.complete && i.naturalWidth > 0)")
    assert page.evaluate("document.documentElement.scrollWidth") <= width


def shown_verdicts(page: Page, selector: str) -> list[dict[str, Any]]:
    return [{"card": item.get_attribute("data-card"),
             "legal": item.get_attribute("data-legal") == "true",
             "rule": {"id": item.locator(".rule-id").inner_text(),
                      "title": item.locator(".rule-title").inner_text(),
                      "explanation": item.locator(".explanation").inner_text(),
                      "source": item.locator("a.source").get_attribute("href")},
             "picture": item.locator("img.card").get_attribute("src")}
            for item in page.locator(selector).all()]


def as_shown(verdicts: list[dict[str, Any]], game: str) -> list[dict[str, Any]]:
    return [{"card": v["card"], "legal": v["legal"], "rule": {
        key: v["rule"][key] for key in ("id", "title", "explanation", "source")},
        "picture": f"/api/v1/{game}/cards/{v['card']}.svg?lang=en"} for v in verdicts]


@pytest.mark.parametrize("width", [360, 1280])
def test_a_round_example_shows_what_its_json_says(browser: Browser, server: str,
                                                  width: int) -> None:
    path = "/api/v1/examples/schafkopf-round-sau-kept-back"
    page, problems = open_page(browser, server, path, width)
    answer = requests.get(server + path, timeout=10).json()["response"]  # an API client
    assert page.locator("html").get_attribute("lang") == answer["lang"]
    page.evaluate("document.querySelectorAll('details').forEach(d => { d.open = true; })")
    assert shown_verdicts(page, "ol.plays > li") == as_shown(answer["plays"], "schafkopf")
    assert shown_verdicts(page, "ul.revokes > li") == as_shown(answer["revokes"], "schafkopf")
    assert page.locator(".first-revoke").get_attribute("data-index") == str(
        answer["first_revoke"]["index"])
    rows = page.locator("tr.trick").all()
    assert [row.get_attribute("data-winning-card") for row in rows] == [
        trick["winning_card"] for trick in answer["tricks"]]
    for row, trick in zip(rows, answer["tricks"], strict=True):
        assert [li.get_attribute("data-card") for li in row.locator("ul.cards > li").all()] \
            == trick["cards"]
        assert row.locator(".explanation").inner_text() == trick["rule"]["explanation"]
    json_link = page.locator("a.json-link").first.get_attribute("href")
    assert json_link is not None
    assert requests.get(server + json_link, timeout=10).json()["response"] == answer
    check_clean(page, problems, width)
    page.close()


@pytest.mark.parametrize("width", [360, 1280])
def test_a_permalink_shows_its_verdicts_in_the_links_language(browser: Browser, server: str,
                                                              width: int) -> None:
    path = ("/api/v1/jass/legal-cards?contract=trump:acorns&hand=R6,RK,AU,A8,B10&trick=R9,A7"
            "&lang=en")
    page, problems = open_page(browser, server, path, width)
    answer = requests.get(server + path, headers={"Accept-Language": "de"}, timeout=10).json()
    assert answer["lang"] == "en"
    assert page.locator("html").get_attribute("lang") == "en"
    assert shown_verdicts(page, "ul.verdicts > li") == as_shown(answer["cards"], "jass")
    trick = [li.get_attribute("data-card") for li in page.locator(
        "ul.trick-so-far > li").all()]
    assert trick == answer["trick"]["cards"]
    hand = page.locator("ul.hand > li").all()
    assert [(li.get_attribute("data-card"), li.get_attribute("class")) for li in hand] == [
        (c["card"], "legal" if c["legal"] else "illegal") for c in answer["cards"]]
    og_image = page.locator("meta[property='og:image']").get_attribute("content")
    assert og_image is not None
    assert og_image.startswith(f"{PUBLIC_URL}/api/v1/jass/legal-cards.png?")  # its own path
    check_clean(page, problems, width)
    page.close()


@pytest.mark.parametrize("path", ["/api/v1/examples/schafkopf-round-sau-kept-back?lang=fr",
                                  "/api/v1/examples/jass-round-count?lang=de"])
def test_a_round_page_is_clean_on_a_phone(browser: Browser, server: str, path: str) -> None:
    """axe (the pinned release) finds nothing, no picture repeats the name beside it, each
    section is a jump from the summary, the first revoke's link lands on its play in view,
    and the plays folded per trick keep the page under half its unfolded length."""
    page, problems = open_page(browser, server, path, 360)
    found = Axe().run(page).response["violations"]
    assert [(v["id"], len(v["nodes"])) for v in found] == []
    for link in page.locator("nav ul.sections a").all():
        target = str(link.get_attribute("href"))
        assert page.locator(target).count() == 1
    check_clean(page, problems, 360)
    revoke = page.locator(".first-revoke a")
    if revoke.count():
        revoke.click()
        target = page.locator(str(revoke.get_attribute("href")))
        assert target.is_visible()
        assert page.evaluate("(e) => { const r = e.getBoundingClientRect(); "
                             "return r.top > -1 && r.top < innerHeight; }",
                             target.element_handle())
    folded = page.evaluate("document.documentElement.scrollHeight")
    page.evaluate("document.querySelectorAll('details').forEach(d => { d.open = true; })")
    unfolded = page.evaluate("document.documentElement.scrollHeight")
    assert folded < unfolded * (0.5 if "jass" in path else 0.8), (folded, unfolded)
    page.close()
