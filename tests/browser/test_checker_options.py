"""A mistyped option: the frame shows, inside itself, a short message in the
reader's language naming the option and its allowed values, never raw JSON; the custom
element says the same in itself and in the console, never a silently different position."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, expect

from tests.browser.conftest import PHONE
from tests.browser.test_checker import assert_frame_fits

MISTAKES = [  # (query or attributes, the option named, an allowed value shown)
    ("game=jass&contract=trump:hearts", "contract", "trump:roses"),
    ("game=jass&deck=german", "deck", "swiss, french"),
    ("game=Jass", "game", "jass"),
]
WORDS = {"de": "Erlaubt", "en": "Allowed", "fr": "Valeurs permises"}


@pytest.mark.parametrize("lang", ["de", "en", "fr"])
def test_the_frame_names_a_bad_option_in_words(browser: Browser, server: str, lang: str) -> None:
    page = browser.new_page(viewport=PHONE)  # type: ignore[arg-type]
    for query, name, allowed in [*MISTAKES, ("lang=it", "lang", "de, en, fr")]:
        asked = query if name == "lang" else f"{query}&lang={lang}"
        page.goto(f"{server}/api/v1/embed?{asked}", wait_until="load")
        message = page.locator("[role=alert]")
        expect(message).to_have_attribute("data-option", name)
        text = message.inner_text()
        assert f"{name}=" in text
        assert allowed in text
        if name != "lang":
            assert WORDS[lang] in text
        assert "{" not in page.locator("body").inner_text()  # no JSON
        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    page.close()


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_the_element_names_a_bad_attribute_and_logs_it(browser: Browser, host: str,
                                                        lang: str) -> None:
    page = browser.new_page(viewport=PHONE)  # type: ignore[arg-type]
    logged: list[str] = []
    page.on("console", lambda m: logged.append(m.text) if m.type == "error" else None)
    page.goto(f"{host}/element?lang={lang}&game=jass")
    checker = page.locator("stichfest-checker")
    checker.locator("button.card").first.wait_for()
    for query, name, allowed in [*MISTAKES, ("hand=RU,X9", "hand", "X9")]:
        attributes = dict(pair.split("=") for pair in query.split("&"))
        page.evaluate("([attributes]) => { const c = document.querySelector('stichfest-checker');"
                      " for (const [k, v] of Object.entries(attributes)) c.setAttribute(k, v); }",
                      [attributes])
        message = checker.locator("[role=alert]")
        expect(message).to_contain_text(f"{name}=")
        assert allowed in message.inner_text()
        assert checker.locator("button.card").count() == 0  # no other position shown
        assert any(message.inner_text() in line for line in logged), logged
        # Put right, the checker is back with the position asked for.
        page.evaluate("([names]) => { const c = document.querySelector('stichfest-checker');"
                      " for (const k of names) c.removeAttribute(k);"
                      " c.setAttribute('game', 'jass'); }", [list(attributes)])
        checker.locator("button.card").first.wait_for()
    page.close()


def test_a_refused_frame_shrinks_to_its_message(browser: Browser, host: str) -> None:
    """The club's snippet with a game the API does not have: the frame is as tall as the
    message it shows, not the snippet's 760 px."""
    page = browser.new_page(viewport=PHONE)  # type: ignore[arg-type]
    page.goto(f"{host}/frame?lang=de&game=Jass")
    page.frame_locator("iframe.stichfest").locator("[role=alert]").wait_for()
    assert_frame_fits(page)
    assert page.locator("iframe.stichfest").bounding_box()["height"] < 200  # type: ignore[index]
    # Every other option the same: the frame is pointed at it as a club would edit its src.
    for query, option in (("lang=de&game=jass&hand=R6,XX", "hand"), ("lang=it&game=jass", "lang"),
                          ("lang=fr&game=skat&ruleset=foo", "ruleset"),
                          ("lang=en&game=jass&trick=R6,R6", "trick")):
        src = str(page.locator("iframe.stichfest").get_attribute("src")).partition("?")[0]
        page.locator("iframe.stichfest").evaluate("(f, src) => { f.src = src; }",
                                                  f"{src}?{query}")
        alert = page.frame_locator("iframe.stichfest").locator("[role=alert]")
        expect(alert).to_have_attribute("data-option", option)
        assert_frame_fits(page)
        assert page.locator("iframe.stichfest").bounding_box()["height"] < 200  # type: ignore[index]
    page.close()


def test_a_language_it_does_not_speak_falls_back_alike_in_frame_and_element(
        browser: Browser, server: str, host: str) -> None:
    """lang=it: both embeds fall back as the API does (the browser's language, here French)
    and say the same sentence."""
    context = browser.new_context(viewport=PHONE, locale="fr-FR")  # type: ignore[arg-type]
    page = context.new_page()
    page.goto(f"{server}/api/v1/embed?lang=it&game=jass")
    framed = page.locator("[role=alert]")
    assert page.locator("html").get_attribute("lang") == "fr"
    said = framed.inner_text()
    assert WORDS["fr"] in said
    page.goto(f"{host}/element?lang=de&game=jass")
    checker = page.locator("stichfest-checker")
    checker.locator("button.card").first.wait_for()
    page.evaluate("document.querySelector('stichfest-checker').setAttribute('lang', 'it')")
    message = checker.locator("[role=alert]")
    expect(message).to_have_attribute("lang", "fr")
    assert message.inner_text() == said
    context.close()
