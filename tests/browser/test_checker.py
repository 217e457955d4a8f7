"""The embeddable checker in headless Chromium, on a club's page of another origin that
carries the README's snippets: a complete trick of each game in both embeddings, at phone and
desktop width, in two languages, checked against the API's own JSON; the framed checker's
height after each answer; the language changed live; the round view; the keyboard; axe-core.
Screenshots go to build/screenshots/ (described in docs/design.md)."""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Frame, FrameLocator, Locator, Page, expect

from rules.registry import GAMES
from tests.browser.conftest import DESKTOP, PHONE, Axe, api, taking_turns
from tests.samples import SAMPLES

# A complete trick of each game (its sample, played under the first listed contract), and
# a hand for Jass that holds none of the Jass trick's cards.
TRICKS = {game_id: sample.trick for game_id, sample in SAMPLES.items()}
JASS_HAND = ["B6", "S9", "A8"]
INCOMPLETE = {"de": "Stich unvollständig", "en": "Trick incomplete", "fr": "Pli incomplet"}
TITLE = {"de": "Wer sticht?", "en": "Who wins the trick?", "fr": "Qui remporte le pli ?"}
Checker = Locator | FrameLocator
PICK_HAND = "input[name$='-target'][value='hand']"
PICK_TRICK = "input[name$='-target'][value='trick']"
ROUND_VIEW = "input[name$='-view'][value='round']"


def open_host(browser: Browser, host: str, kind: str, lang: str,
              viewport: dict[str, int]) -> tuple[Page, Checker]:
    page = browser.new_page(viewport=viewport)  # type: ignore[arg-type]
    problems: list[str] = []
    page.on("pageerror", lambda error: problems.append(str(error)))
    page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
    page.problems = problems  # type: ignore[attr-defined]
    page.goto(f"{host}/{kind}?lang={lang}&game=jass")
    checker: Checker = (page.frame_locator("iframe.stichfest") if kind == "frame"
                        else page.locator("stichfest-checker"))
    checker.locator("button.card").first.wait_for()
    return page, checker


# One button per distinct card: a deck with copies shows each card once, with its copies.
DECK_SIZES = {game_id: len(sample.game.deck.cards) for game_id, sample in SAMPLES.items()}


def unfold(checker: Checker) -> None:
    """Opens the menus' line, folded on a phone, as a visitor taps it."""
    fold = checker.locator("details.fold")
    if fold.get_attribute("open") is None:
        fold.locator("summary").click()
    expect(fold).to_have_attribute("open", "")


def choose_game(checker: Checker, game: str) -> None:
    """Picks the game from the menu and waits for its deck (the checker is rebuilt). Two games
    may deal packs of one size (Differenzler and Coiffeur): the old deck's buttons are marked
    first, so that only the rebuilt deck counts."""
    checker.locator("button.card").evaluate_all("bs => bs.forEach(b => b.dataset.old = '1')")
    unfold(checker)
    checker.locator("select").first.select_option(game)
    expect(checker.locator("button.card[data-old]")).to_have_count(0)
    expect(checker.locator("button.card")).to_have_count(DECK_SIZES[game])


def framed(page: Page) -> Frame:
    return next(f for f in page.frames if "/api/v1/embed" in f.url)


def assert_frame_fits(page: Page) -> None:
    """The host's lines have set the frame to its content's height: nothing to scroll in it."""
    frame, outer = framed(page), page.locator("iframe.stichfest")
    inner = height = 0.0
    scrolls = True
    for _ in range(50):  # the message and the host's lines take a moment
        inner = frame.evaluate("document.documentElement.getBoundingClientRect().height")
        height = outer.evaluate("f => f.getBoundingClientRect().height")
        scrolls = frame.evaluate("document.documentElement.scrollHeight > innerHeight + 1")
        if abs(inner - height) <= 1 and not scrolls:
            break
        time.sleep(0.1)
    assert abs(inner - height) <= 1, (inner, height)
    assert not scrolls


def settle(page: Page, kind: str) -> None:
    if kind == "frame":
        assert_frame_fits(page)


def play_trick(page: Page, checker: Checker, kind: str, lang: str, game: str,
               hand: list[str]) -> None:
    """Picks the hand, then the trick card by card: "incomplete" until the last card."""
    checker.locator(f"button.card[data-code='{TRICKS[game][0]}']").wait_for()
    for code in hand:
        checker.locator(f"button.card[data-code='{code}']").click()
        expect(checker.locator(f"li[data-card='{code}']")).to_be_visible()
        settle(page, kind)
    # A new game rebuilds the checker and the host resizes its frame: a click while the
    # frame still moves lands where the radio was (seen once at 360 px).
    settle(page, kind)
    checker.locator(PICK_TRICK).check()
    trick = TRICKS[game]
    for count, code in enumerate(trick, start=1):
        checker.locator(f"button.card[data-code='{code}']").click()
        if count < len(trick):
            expect(checker.locator(".incomplete")).to_contain_text(
                f"{INCOMPLETE[lang]} ({count}")
            assert checker.locator(".winner").count() == 0
        else:
            expect(checker.locator(".winner")).to_be_visible()
            assert checker.locator(".incomplete").count() == 0
        settle(page, kind)


CASES = [("element", "de", PHONE), ("element", "en", DESKTOP), ("frame", "en", PHONE),
         ("frame", "de", DESKTOP)]


@pytest.mark.parametrize(("kind", "lang", "viewport"), CASES,
                         ids=[f"{k}-{lang}-{v['width']}" for k, lang, v in CASES])
def test_a_complete_trick_of_each_game_matches_the_api(
        browser: Browser, host: str, server: str, screenshots: Path | None, kind: str, lang: str,
        viewport: dict[str, int]) -> None:
    page, checker = open_host(browser, host, kind, lang, viewport)
    games = {g["id"]: g for g in api(server, "/api/v1/games")["games"]}
    for game in taking_turns(CASES.index((kind, lang, viewport))):  # the checker opens with Jass
        if game != "jass":
            choose_game(checker, game)
        hand = JASS_HAND if game == "jass" else []
        asked = {"contract": games[game]["contracts"][0]["slug"], "lang": lang,
                 "deck": games[game]["decks"][0]}
        if game == "jass":
            asked["ruleset"] = "jasvel"  # the default everywhere
        play_trick(page, checker, kind, lang, game, hand)
        decided = api(server, f"/api/v1/{game}/trick", trick=",".join(TRICKS[game]), **asked)
        winner = checker.locator(".winner")
        assert decided["complete"] is True
        assert winner.get_attribute("data-winner") == decided["winning_card"]
        assert winner.get_attribute("data-points") == str(decided["points"])
        assert decided["rule"]["explanation"] in winner.inner_text()
        assert decided["rule"]["id"] in winner.inner_text()
        seats = checker.locator("ol.seats li").all_inner_texts()
        assert len(seats) == len(TRICKS[game])
        leader = {"de": "Vorhand", "en": "Leader"}[lang]  # the seat that leads, in its words
        assert seats[0].startswith(leader)
        partner = {"de": "Partner von Vorhand", "en": "partner of Leader"}[lang]
        # Partners where the game fixes them (Jass: seats 0 and 2), nowhere else.
        paired = [seat for group in games[game]["partnerships"] if len(group) > 1
                  for seat in group]
        assert [i for i, text in enumerate(seats) if partner.split()[0] in text] == sorted(paired)
        assert (partner in seats[-2]) == (2 in paired)
        if game == "jass":
            # The hand was judged while the trick had two cards: the API's verdicts.
            checker.locator("button", has_text={"de": "Neu beginnen",
                                                "en": "Start again"}[lang]).click()
            checker.locator(PICK_HAND).check()
            for code in [*JASS_HAND, *TRICKS[game][:2]]:
                if code == TRICKS[game][0]:
                    checker.locator(PICK_TRICK).check()
                checker.locator(f"button.card[data-code='{code}']").click()
                # Each tap after the last one's answer (the framed page is resized by then).
                expect(checker.locator(".now .last")).to_have_attribute("data-card", code)
                settle(page, kind)
            expect(checker.locator(f"li[data-card='{JASS_HAND[-1]}']")).to_be_visible()
            expect(checker.locator(".incomplete")).to_contain_text("(2")
            settle(page, kind)
            answer = api(server, "/api/v1/jass/legal-cards", hand=",".join(JASS_HAND),
                         trick=",".join(TRICKS[game][:2]), **asked)
            verdicts = checker.locator("ul.verdicts li[data-card]")
            assert [v.get_attribute("data-legal") == "true" for v in verdicts.all()] == \
                [c["legal"] for c in answer["cards"]]
            for shown, card in zip(verdicts.all_inner_texts(), answer["cards"], strict=True):
                assert card["rule"]["explanation"] in shown
            for code in TRICKS[game][2:]:  # each after the last one's answer, as above
                checker.locator(f"button.card[data-code='{code}']").click()
                expect(checker.locator(".now .last")).to_have_attribute("data-card", code)
                settle(page, kind)
            expect(checker.locator(".winner")).to_be_visible()
            settle(page, kind)
        if screenshots is not None:
            shot = screenshots / f"checker-{kind}-{lang}-{viewport['width']}-{game}.png"
            if kind == "frame":  # the club's page with the frame at its full height
                tall = page.evaluate("document.documentElement.scrollHeight")
                page.set_viewport_size({"width": viewport["width"], "height": tall})
                page.screenshot(path=shot)
                page.set_viewport_size(viewport)  # type: ignore[arg-type]
            else:
                checker.screenshot(path=shot)
        if kind == "frame":
            assert_frame_fits(page)
    assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"]
    assert page.problems == []  # type: ignore[attr-defined]
    page.close()


def test_the_frame_answers_first_without_the_host_lines(browser: Browser, server: str) -> None:
    """A host that leaves out the lines keeps the 760-pixel frame: the bar under the deck
    (the answer's summary) is still inside it at phone width, and the verdicts follow it."""
    page = browser.new_page(viewport=PHONE)  # type: ignore[arg-type]
    page.goto(f"{server}/api/v1/embed?lang=en&game=jass&contract=trump:acorns"
              f"&hand={','.join(JASS_HAND)}&trick=B10,BK")
    answer = page.locator(f"stichfest-checker .answer li[data-card='{JASS_HAND[-1]}']")
    answer.wait_for()
    bar = page.locator("stichfest-checker .now .status")
    expect(bar).to_contain_text("of 3 cards legal")
    box = bar.bounding_box()
    assert box is not None
    assert box["y"] + box["height"] < 760
    assert answer.bounding_box()["y"] > box["y"]  # type: ignore[index]
    page.close()


def test_lang_and_other_attributes_are_followed_live(browser: Browser, host: str,
                                                     server: str, screenshots: Path | None) -> None:
    page, checker = open_host(browser, host, "element", "de", DESKTOP)
    checker.locator(PICK_TRICK).check()
    for code in ("B10", "BK"):
        checker.locator(f"button.card[data-code='{code}']").click()
    expect(checker.locator(".incomplete")).to_contain_text(INCOMPLETE["de"])
    page.locator("stichfest-checker").evaluate("c => c.setAttribute('lang', 'fr')")
    expect(checker.locator("h2")).to_have_text(TITLE["fr"])
    # French speakers get French-suited cards; the trick is kept and asked again in French.
    expect(checker.locator(".incomplete")).to_contain_text(INCOMPLETE["fr"])
    deck = {c["code"]: c for c in api(server, "/api/v1/jass/deck")["cards"]}
    assert deck["BK"]["french"]["names"]["fr"] in checker.locator("ol.seats").inner_text()
    src = checker.locator("button.card[data-code='BK'] img").get_attribute("src") or ""
    assert "deck=french" in src
    assert "lang=fr" in src
    offered = checker.locator("select").nth(1).locator("option").all_inner_texts()
    games = {g["id"]: g for g in api(server, "/api/v1/games")["games"]}
    assert offered == [c["deck_names"]["french"]["fr"] for c in games["jass"]["contracts"]]
    # A rules page presets a position; changing the attributes changes the question.
    page.locator("stichfest-checker").evaluate(
        "c => { c.setAttribute('contract', 'trump:roses'); c.setAttribute('ruleset', 'jasvel');"
        " c.setAttribute('hand', 'B6,R9'); c.setAttribute('trick', 'B10'); }")
    expect(checker.locator("li[data-card='R9']")).to_be_visible()
    answer = api(server, "/api/v1/jass/legal-cards", contract="trump:roses", ruleset="jasvel",
                 hand="B6,R9", trick="B10", lang="fr", deck="french")
    expect(checker.locator("li[data-card='R9']")).to_contain_text(
        answer["cards"][1]["rule"]["explanation"])
    assert checker.locator("li[data-card='R9']").get_attribute("data-legal") == "false"
    if screenshots is not None:
        checker.screenshot(path=screenshots / "checker-element-fr-preset-french-deck.png")
    # Without its own lang attribute it follows the page's language.
    page.evaluate("document.querySelector('stichfest-checker').removeAttribute('lang');"
                  "document.documentElement.lang = 'en'")
    expect(checker.locator("h2")).to_have_text(TITLE["en"])
    assert page.problems == []  # type: ignore[attr-defined]
    page.close()


def test_keyboard_one_tab_stop_per_group_and_one_summary(browser: Browser, host: str) -> None:
    page, checker = open_host(browser, host, "element", "en", DESKTOP)
    cards = checker.locator("button.card")
    assert cards.evaluate_all("cs => cs.filter(c => c.tabIndex === 0).length") == 1
    first = cards.first
    first.focus()
    page.keyboard.press("ArrowRight")
    focused = "c => c.shadowRoot.activeElement && c.shadowRoot.activeElement.dataset.code"
    second = cards.nth(1).get_attribute("data-code")
    assert page.locator("stichfest-checker").evaluate(focused) == second
    page.keyboard.press("Enter")
    card = checker.locator(f"button.card[data-code='{second}']")
    expect(card).to_have_attribute("aria-pressed", "true")
    # Where it lies and, once answered, its verdict: in its name as on the card.
    expect(card).to_have_attribute("aria-label", re.compile(r"\(in the hand\): legal$"))
    assert card.locator(".badge").inner_text() == "Hand"  # the state in text, not colour only
    assert card.evaluate("b => getComputedStyle(b).outlineStyle") != "none"
    assert cards.evaluate_all("cs => cs.filter(c => c.tabIndex === 0).length") == 1
    page.keyboard.press("Tab")  # leaves the deck: the next group, not the next card
    assert page.locator("stichfest-checker").evaluate(focused) != cards.nth(2).get_attribute(
        "data-code")
    # One polite summary per answer; the answer list itself is not a live region.
    assert checker.locator("[role=status]").count() == 1
    assert checker.locator("[aria-live]").count() == 0
    expect(checker.locator("[role=status]")).to_have_text("1 of 1 card legal.")
    page.close()


@pytest.mark.parametrize(("kind", "viewport"), [("element", PHONE), ("frame", DESKTOP)],
                         ids=["element-360", "frame-1280"])
def test_axe_finds_no_violations(browser: Browser, host: str, kind: str,
                                 viewport: dict[str, int]) -> None:
    page, checker = open_host(browser, host, kind, "de", viewport)
    axe = Axe()
    targets = (page, framed(page)) if kind == "frame" else (page,)
    for code in JASS_HAND:
        checker.locator(f"button.card[data-code='{code}']").click()
    checker.locator(PICK_TRICK).check()
    for count, code in enumerate(TRICKS["jass"], start=1):
        checker.locator(f"button.card[data-code='{code}']").click()
        if count == 2:  # the hand's verdicts beside an incomplete trick
            expect(checker.locator(f"li[data-card='{JASS_HAND[-1]}']")).to_be_visible()
            expect(checker.locator(".incomplete")).to_be_visible()
            for target in targets:
                assert violations(axe, target) == []
    expect(checker.locator(".winner")).to_be_visible()
    for target in targets:
        found = violations(axe, target)
        assert found == [], found
    checker.locator(ROUND_VIEW).check()
    checker.locator("button", has_text="Beispiel laden").click()
    checker.locator(".revoke-note").wait_for()
    assert violations(axe, framed(page) if kind == "frame" else page) == []
    page.close()


def violations(axe: Axe, target: Page | Frame) -> list[tuple[str, list[Any]]]:
    found = axe.run(target).response["violations"]
    return [(v["id"], [n["target"] for n in v["nodes"]]) for v in found]


def test_docs_render_offline_under_their_policy(browser: Browser, server: str) -> None:
    page = browser.new_page(viewport=DESKTOP)  # type: ignore[arg-type]
    problems: list[str] = []
    page.on("pageerror", lambda error: problems.append(str(error)))
    page.on("console", lambda message: problems.append(message.text)
            if message.type == "error" else None)
    page.on("request", lambda request: problems.append(request.url)
            if not request.url.startswith(server) else None)
    page.goto(f"{server}/api/v1/docs")
    # The operations are listed by game, each game's closed until it is opened (a document
    # of every game's operations drawn open at once stopped drawing after its first ones).
    tags = page.locator(".opblock-tag")
    tags.nth(len(GAMES) - 1).wait_for(timeout=20000)
    assert tags.count() >= len(GAMES)
    for game in (next(iter(GAMES)), list(GAMES)[-1]):  # the first and the last opened
        page.locator(f'.opblock-tag[data-tag="{game}"]').click()
        page.locator(f'.opblock-tag-section:has(.opblock-tag[data-tag="{game}"]) .opblock'
                     ).nth(3).wait_for(timeout=20000)
    assert problems == []
    page.close()


def test_the_checker_offers_every_contract_of_the_registry(browser: Browser, host: str,
                                                            server: str) -> None:
    """The checker's menus come from /api/v1/games: the Bettel, which no API code names, is
    offered, and picking it asks the API about the Bettel."""
    page, checker = open_host(browser, host, "element", "de", DESKTOP)
    page.on("request", lambda request: page.problems.append(request.url)  # type: ignore[attr-defined]
            if not request.url.startswith((server, host)) else None)
    checker.locator("select").first.select_option("schafkopf")
    contract = checker.locator("select").nth(1)
    contract.locator("option", has_text="Bettel").wait_for(state="attached")
    listed = api(server, "/api/v1/games")
    schafkopf = next(g for g in listed["games"] if g["id"] == "schafkopf")
    offered = contract.locator("option").all_inner_texts()
    assert offered == [c["names"]["de"] for c in schafkopf["contracts"]]
    contract.select_option(label="Bettel")
    for code in ("AO", "HU", "LK"):
        checker.locator(f"button.card[data-code='{code}']").click()
    checker.locator(PICK_TRICK).check()
    checker.locator("button.card[data-code='A9']").click()
    expect(checker.locator(".incomplete")).to_be_visible()  # the answer with the trick
    legal = [v.get_attribute("data-card") for v in checker.locator("li[data-card]").all()
             if v.get_attribute("data-legal") == "true"]
    assert legal == ["AO"]  # no trumps: the Eichel-Ober follows Eichel
    assert page.problems == []  # type: ignore[attr-defined]  # and no third-party request
    page.close()
