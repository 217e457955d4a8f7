"""One default everywhere: for every game and language, the ruleset and deck the
checker (element and frame) names are those of /api/v1/games, those the API answers with
when a question names none, and those the permalink page names."""

from __future__ import annotations

import re

import pytest
import requests
from playwright.sync_api import Browser, expect

from tests.browser.conftest import PHONE, api
from tests.browser.test_checker import choose_game, unfold
from tests.samples import SAMPLES


@pytest.mark.parametrize(("kind", "lang"), [("element", "de"), ("element", "en"),
                                            ("element", "fr"), ("frame", "fr")])
def test_checker_api_and_pages_share_the_defaults(browser: Browser, host: str, server: str,
                                                  kind: str, lang: str) -> None:
    games = {g["id"]: g for g in api(server, "/api/v1/games")["games"]}
    page = browser.new_page(viewport=PHONE)  # type: ignore[arg-type]
    page.goto(f"{host}/{kind}?lang={lang}&game=jass")
    checker = (page.frame_locator("iframe.stichfest") if kind == "frame"
               else page.locator("stichfest-checker"))
    checker.locator("button.card").first.wait_for()
    unfold(checker)  # the line that names the ruleset and deck is with the menus
    for game, listed in games.items():
        if game != "jass":
            choose_game(checker, game)
        ruleset, deck = listed["default_ruleset"], listed["default_decks"][lang]
        using = checker.locator(".using")
        expect(using).to_have_attribute("data-ruleset", ruleset)
        expect(using).to_have_attribute("data-deck", deck)
        assert listed["ruleset_names"][ruleset][lang] in using.inner_text()
        # The API, asked without ruleset and deck, answers as asked with them.
        sample = SAMPLES[game]
        query = {"contract": listed["contracts"][0]["slug"], "hand": ",".join(sample.hand),
                 "lang": lang, **{o["name"]: o["default"] for o in listed["options"]}}
        if "trick" in sample.legal_body:
            query["trick"] = ",".join(sample.legal_body["trick"])
        bare = requests.get(f"{server}/api/v1/{game}/legal-cards", params=query, timeout=10)
        chosen = {"deck": deck, **({"ruleset": ruleset} if len(listed["rulesets"]) > 1 else {})}
        named = requests.get(f"{server}/api/v1/{game}/legal-cards",
                             params={**query, **chosen}, timeout=10)
        assert bare.status_code == named.status_code
        assert bare.json() == named.json()
        if bare.status_code == 200:
            assert bare.json()["ruleset"] == ruleset
            # The permalink's page names the same ruleset and deck.
            html = requests.get(f"{server}/api/v1/{game}/legal-cards",
                                params={**query, "format": "html"}, timeout=10).text
            found = re.search(r'class="using" data-ruleset="([^"]+)" data-deck="([^"]+)"', html)
            assert found is not None
            assert found.groups() == (ruleset, deck)
    page.close()
