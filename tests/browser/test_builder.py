"""The snippet builder in Debian's Chromium: at 320 px in each language it starts with the
README's snippets, is usable without sideways scrolling and axe finds nothing; a club's
choices (game, contract, position, language, theme, colours, element or frame) give a
snippet that, pasted into a page of another origin, shows exactly what the preview showed."""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect
from werkzeug.wrappers import Request, Response

from api import create_app
from api.pages.embed import snippets
from tests.browser.conftest import HOST_PAGE, Axe, serve

NARROW = {"width": 320, "height": 720}
PASTED: dict[str, str] = {}  # the snippet the club's page carries


@pytest.fixture(scope="module")
def builder_server() -> Iterator[str]:
    """The API with its public URL set to where it is served, as a deployment has it."""
    app = create_app({"ACCESS_LOG": False})
    httpd, port = serve(app)
    app.config["PUBLIC_URL"] = f"http://127.0.0.1:{port}"
    yield app.config["PUBLIC_URL"]
    httpd.shutdown()


@pytest.fixture(scope="module")
def club() -> Iterator[str]:
    """A club's page on another origin holding the copied snippet."""
    @Request.application  # type: ignore[arg-type]
    def page(request: Request) -> Response:
        return Response(HOST_PAGE.format(lang="de", snippet=PASTED["snippet"]),
                        mimetype="text/html")

    httpd, port = serve(page)
    yield f"http://localhost:{port}"
    httpd.shutdown()


def open_builder(browser: Browser, server: str, lang: str) -> Page:
    page = browser.new_page(viewport=NARROW)  # type: ignore[arg-type]
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.errors = errors  # type: ignore[attr-defined]
    page.goto(f"{server}/api/v1/embed/builder?lang={lang}&game=jass")
    page.locator("form#builder[data-ready]").wait_for()
    return page


def snippet(page: Page) -> str:
    return str(page.locator("#snippet").input_value())


@pytest.mark.parametrize("lang", ["de", "en", "fr"])
def test_the_builder_starts_with_the_readme_snippets_and_is_clean(
        browser: Browser, builder_server: str, lang: str) -> None:
    page = open_builder(browser, builder_server, lang)
    frame, element = snippets(builder_server, lang, "jass")
    assert snippet(page) == element
    page.locator("input[name=style][value=frame]").check()
    expect(page.locator("#snippet")).to_have_value(frame)
    page.locator("#preview iframe.stichfest").wait_for()
    assert page.evaluate("document.documentElement.scrollWidth") <= NARROW["width"]
    found = Axe().run(page).response["violations"]
    assert [(v["id"], [n["target"] for n in v["nodes"]]) for v in found] == []
    assert page.errors == []  # type: ignore[attr-defined]
    page.close()


def shown(target: Any) -> dict[str, Any]:
    """What a visitor sees of the checker: each card's mark and name, the verdicts, and the
    colours of its box."""
    return {"cards": target.locator("button.card").evaluate_all(
                "bs => bs.map(b => [b.dataset.code, b.className, b.getAttribute('aria-label')])"),
            "verdicts": target.locator("li[data-card]").all_inner_texts(),
            "colours": target.locator(".box").first.evaluate(
                "b => [getComputedStyle(b).color, getComputedStyle(b).backgroundColor]")}


def settled(target: Any, hand: str) -> dict[str, Any]:
    """What the checker shows once its answer has arrived and nothing changes any more: the
    marks follow the answer, and the builder redraws its preview after a pause in typing."""
    marked = target.locator("button.card[aria-label*='(in the hand): ']")
    last: dict[str, Any] = {}
    for _ in range(40):
        expect(marked).to_have_count(len(hand.split(",")))
        now = shown(target)
        if now == last and now["verdicts"]:
            return now
        last = now
        time.sleep(0.25)
    raise AssertionError(f"the checker never settled: {last}")


CHOICES = [  # (style, game, contract's option index, hand, trick, theme, own colours)
    ("element", "skat", "3", "CJ,S7,HA", "HK", "dark", True),
    ("frame", "jass", "2", "B6,R9,A7", "B10,BK", "light", False),
]


@pytest.mark.parametrize(("style", "game", "contract", "hand", "trick", "theme", "own"), CHOICES)
def test_the_copied_snippet_shows_what_the_preview_showed(
        browser: Browser, builder_server: str, club: str, style: str, game: str,
        contract: str, hand: str, trick: str, theme: str, own: bool) -> None:
    page = open_builder(browser, builder_server, "fr")
    page.locator("select[name=game]").select_option(game)
    page.locator("select[name=contract]").select_option(contract)
    page.locator("select[name=lang]").select_option("en")
    page.locator("input[name=hand]").fill(hand)
    page.locator("input[name=trick]").fill(trick)
    page.locator("select[name=theme]").select_option(theme)
    page.locator(f"input[name=style][value={style}]").check()
    if own:
        page.locator("input[name=own]").check()
    # The text fields are read after a pause in typing.
    expect(page.locator("#snippet")).to_have_value(re.compile(re.escape(trick)))
    written = snippet(page)
    assert hand in written
    assert ('lang="en"' if style == "element" else "lang=en") in written
    preview = (page.frame_locator("#preview iframe.stichfest") if style == "frame"
               else page.locator("#preview stichfest-checker"))
    expect(preview.locator("li[data-card]")).to_have_count(len(f"{hand},{trick}".split(",")))
    seen = settled(preview, hand)
    PASTED["snippet"] = written
    visit = browser.new_page(viewport=NARROW)  # type: ignore[arg-type]
    visit.goto(club)
    pasted = (visit.frame_locator("iframe.stichfest") if style == "frame"
              else visit.locator("stichfest-checker"))
    expect(pasted.locator("li[data-card]")).to_have_count(len(f"{hand},{trick}".split(",")))
    assert settled(pasted, hand) == seen
    assert seen["cards"]
    visit.close()
    page.close()
