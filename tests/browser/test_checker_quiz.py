"""The checker's quiz (``mode="quiz"``): the positions of each game's named examples, one at a
time, in both embeddings and as a page of its own, in every language; a tapped card reveals
the API's verdict and rule for it, every card of the hand then carries its verdict, and
"next" shows the next example's position."""

from __future__ import annotations

from typing import Any

import pytest
import requests
from playwright.sync_api import Browser, Page, expect

from tests.browser.conftest import Axe, api
from tests.browser.test_checker import Checker, framed, violations
from tests.browser.test_checker_table import VIEWPORTS
from tests.samples import SAMPLES

CASES = [("element", 360, "de", "light"), ("page", 320, "en", "dark"),
         ("frame", 1280, "fr", "light")]


def open_quiz(browser: Browser, host: str, server: str, kind: str, lang: str, width: int,
              scheme: str) -> tuple[Page, Checker]:
    page = browser.new_page(viewport=VIEWPORTS[width], color_scheme=scheme)  # type: ignore[arg-type]
    problems: list[str] = []
    page.on("pageerror", lambda error: problems.append(str(error)))
    page.problems = problems  # type: ignore[attr-defined]
    if kind == "page":  # the frame's page, linked on its own: a lesson
        page.goto(f"{server}/api/v1/embed?lang={lang}&game=jass&mode=quiz")
    else:
        page.goto(f"{host}/{kind}?lang={lang}&game=jass")
    checker: Checker = (page.frame_locator("iframe.stichfest") if kind == "frame"
                        else page.locator("stichfest-checker"))
    if kind == "frame":  # the club's snippet with mode=quiz added to the frame's address
        page.locator("iframe.stichfest").evaluate("f => { f.src = f.src + '&mode=quiz'; }")
    elif kind == "element":
        page.locator("stichfest-checker").evaluate("e => e.setAttribute('mode', 'quiz')")
    return page, checker


def examples_of(server: str, game: str) -> list[dict[str, Any]]:
    return [e for e in api(server, "/api/v1/examples")["examples"]
            if e["game"] == game and "/legal-cards?" in e["permalink"]]


def asked(server: str, example: dict[str, Any], lang: str) -> dict[str, Any]:
    path, query = example["permalink"].split("?")
    params = dict(pair.split("=", 1) for pair in query.split("&"))
    response = requests.get(server + path, params={**params, "lang": lang}, timeout=10)
    assert response.status_code == 200, response.text
    return response.json()  # type: ignore[no-any-return]


@pytest.mark.parametrize(("kind", "width", "lang", "scheme"), CASES,
                         ids=[f"{k}-{w}-{lang}-{s}" for k, w, lang, s in CASES])
def test_the_quiz_shows_the_examples_and_reveals_the_apis_verdict(
        browser: Browser, host: str, server: str, kind: str, width: int, lang: str,
        scheme: str) -> None:
    page, checker = open_quiz(browser, host, server, kind, lang, width, scheme)
    for game in SAMPLES:
        examples = examples_of(server, game)
        checker.locator("select").first.select_option(game)
        if not examples:
            expect(checker.locator(".quiz .note")).to_be_visible()
            continue
        for number, example in enumerate(examples[:2]):
            title = checker.locator("h3.position")
            expect(title).to_have_attribute("data-example", example["id"])
            expect(title).to_have_text(example["titles"][lang])
            answer = asked(server, example, lang)
            cards = checker.locator(".quiz button.card")
            expect(cards).to_have_count(len({c["card"] for c in answer["cards"]}))
            assert cards.evaluate_all("bs => bs.map(b => b.dataset.code)") == list(
                dict.fromkeys(c["card"] for c in answer["cards"]))
            assert checker.locator(".table li").evaluate_all(
                "ls => ls.map(l => l.dataset.card)") == answer["trick"]["cards"]
            expect(checker.locator(".card[data-legal]")).to_have_count(0)  # not yet revealed
            # The visitor picks a card: the last one, then the verdicts are shown.
            tapped = answer["cards"][-1]
            cards.last.click()
            last = checker.locator(".now .last")
            expect(last).to_have_attribute("data-card", tapped["card"])
            assert last.get_attribute("data-legal") == str(tapped["legal"]).lower()
            expect(checker.locator(".now .status")).to_contain_text(tapped["rule"]["explanation"])
            shown = dict(checker.locator(".card[data-legal]").evaluate_all(
                "bs => bs.map(b => [b.dataset.code, b.dataset.legal])"))
            assert shown == {c["card"]: str(c["legal"]).lower() for c in answer["cards"]}
            if number == 0 and game == "jass":
                assert violations(Axe(), framed(page) if kind == "frame" else page) == []
            checker.locator("button.next").click()
    assert page.problems == []  # type: ignore[attr-defined]
    page.close()
