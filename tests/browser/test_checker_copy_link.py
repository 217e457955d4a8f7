""""Copy link" as a club site embeds the checker: in the README's frame, which
allows ``clipboard-write``, and in the custom element, the clipboard then holds the position's
permalink; in a frame whose host left the permission out, the link is shown selected in a
read-only field with a short hint in the visitor's language, never a button that does
nothing. The clipboard is granted to the checker's origin (Playwright asks Chromium through
the DevTools protocol, ``Browser.grantPermissions``) and read back from a page of it."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, BrowserContext, expect

from tests.browser.conftest import PHONE
from tests.browser.test_checker import PICK_TRICK, Checker, assert_frame_fits

COPIED = {"de": "Link kopiert.", "en": "Link copied.", "fr": "Lien copié."}
BY_HAND = {"de": "Link markiert: jetzt kopieren (Strg+C, ⌘C oder lange antippen).",
           "en": "Link selected: copy it now (Ctrl+C, ⌘C or a long press).",
           "fr": "Lien sélectionné\u00a0: copie-le maintenant (Ctrl+C, ⌘C ou appui long)."}
BUTTON = {"de": "Link kopieren", "en": "Copy link", "fr": "Copier le lien"}
HAND, TRICK = ["B6", "S9", "A8"], ["B10", "BK"]


def position(context: BrowserContext, host: str, path: str, lang: str) -> Checker:
    """The club's page with a Jass position built by taps."""
    page = context.new_page()
    page.goto(f"{host}/{path}?lang={lang}&game=jass")
    checker: Checker = (page.frame_locator("iframe.stichfest") if path.startswith("frame")
                        else page.locator("stichfest-checker"))
    last = checker.locator(".now .last")
    for code in HAND:
        checker.locator(f"button.card[data-code='{code}']").click()
        expect(last).to_have_attribute("data-card", code)
        if path.startswith("frame"):  # each tap where the card is once the frame is sized
            assert_frame_fits(page)
    checker.locator(PICK_TRICK).check()
    for code in TRICK:
        checker.locator(f"button.card[data-code='{code}']").click()
        expect(last).to_have_attribute("data-card", code)
        # The verdicts are in and the host has sized the frame to them: the next tap lands
        # where the card is now, not where it was before the frame grew.
        expect(checker.locator("button.card[data-legal]")).to_have_count(len(HAND))
        if path.startswith("frame"):
            assert_frame_fits(page)
    return checker


def clipboard(context: BrowserContext, server: str, write: str | None = None) -> str:
    """What the clipboard holds (the browser has one for all its pages), read by a page of
    the checker's origin; ``write`` puts that there first."""
    reader = context.new_page()
    reader.goto(f"{server}/api/v1/embed/demo?lang=en")
    if write is not None:
        reader.evaluate("text => navigator.clipboard.writeText(text)", write)
    text = str(reader.evaluate("navigator.clipboard.readText()"))
    reader.close()
    return text


@pytest.mark.parametrize(("path", "lang"), [("frame", "de"), ("frame", "fr"),
                                            ("element", "en")])
def test_the_clipboard_holds_the_link(browser: Browser, host: str, server: str, path: str,
                                      lang: str) -> None:
    context = browser.new_context(viewport=PHONE)  # type: ignore[arg-type]
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=server)
    assert clipboard(context, server, write="something else") == "something else"
    checker = position(context, host, path, lang)
    checker.locator("button", has_text=BUTTON[lang]).click()
    note = checker.locator(".share .note")
    expect(note).to_have_text(COPIED[lang])
    link = checker.locator(".share input.link")
    expect(link).to_be_visible()
    wanted = (f"{server}/api/v1/jass/legal-cards?contract=trump%3Aacorns&lang={lang}"
              f"&deck={'french' if lang == 'fr' else 'swiss'}&ruleset=jasvel"
              f"&hand={'%2C'.join(HAND)}&trick={'%2C'.join(TRICK)}")
    assert link.input_value() == wanted
    assert clipboard(context, server) == wanted
    context.close()


@pytest.mark.parametrize("lang", ["de", "en", "fr"])
def test_without_the_hosts_permission_the_link_is_left_selected(
        browser: Browser, host: str, server: str, lang: str) -> None:
    context = browser.new_context(viewport=PHONE)  # type: ignore[arg-type]
    # Granted to the origin, yet the frame may not write: the host's page did not allow it.
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=server)
    assert clipboard(context, server, write="something else") == "something else"
    checker = position(context, host, "frame-unallowed", lang)
    checker.locator("button", has_text=BUTTON[lang]).click()
    note = checker.locator(".share .note")
    expect(note).to_have_text(BY_HAND[lang])
    link = checker.locator(".share input.link")
    expect(link).to_be_visible()
    expect(link).to_be_focused()
    assert link.get_attribute("readonly") is not None
    value = link.input_value()
    assert value.startswith(f"{server}/api/v1/jass/legal-cards?")
    assert link.evaluate("i => [i.selectionStart, i.selectionEnd]") == [0, len(value)]
    assert link.get_attribute("aria-describedby") == note.get_attribute("id")
    assert clipboard(context, server) == "something else"  # nothing was written
    context.close()


SHARE = {"de": "Link teilen", "en": "Share link", "fr": "Partager le lien"}


@pytest.mark.parametrize("path", ["frame", "element"])
def test_a_touch_phone_with_a_share_sheet_shares_the_link(browser: Browser, host: str,
                                                          server: str, path: str) -> None:
    """Where the browser has the Web Share API and a coarse pointer (a phone), the button
    says so and hands the link to the share sheet (which has its own "copy"). Chromium on
    Linux has no share sheet: a stand-in records what it is given."""
    context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)  # type: ignore[arg-type]
    context.add_init_script("navigator.share = (data) => { window.shared = data; "
                            "return Promise.resolve(); };")
    page_checker = position(context, host, path, "de")
    page_checker.locator("button", has_text=SHARE["de"]).click()
    link = page_checker.locator(".share input.link")
    expect(link).to_be_visible()
    page = context.pages[0]
    target = next(f for f in page.frames if "/api/v1/embed" in f.url) if path == "frame" \
        else page.main_frame
    shared = target.evaluate("window.shared")
    assert shared["url"] == link.input_value()
    assert shared["url"].startswith(f"{server}/api/v1/jass/legal-cards?")
    context.close()
