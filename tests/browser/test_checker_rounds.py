"""The checker's round view in headless Chromium: each play judged, the revoke shown, a
Schnapsen hand typed from its deal and checked as the API checks it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import requests
from playwright.sync_api import Browser, expect

from tests.browser.conftest import DESKTOP, Axe, api
from tests.browser.test_checker import ROUND_VIEW, choose_game, open_host, violations


def test_round_view_shows_each_play_and_the_revoke(browser: Browser, host: str, server: str,
                                                   screenshots: Path) -> None:
    page, checker = open_host(browser, host, "element", "en", DESKTOP)
    choose_game(checker, "schafkopf")
    checker.locator(ROUND_VIEW).check()
    checker.locator("button", has_text="Load an example").click()
    note = checker.locator(".revoke-note")
    note.wait_for()
    example = next(e for e in api(server, "/api/v1/examples")["examples"]
                   if e["id"] == "schafkopf-round-sau-kept-back")
    body = {**example["body"], "lang": "en", "leader": example["body"].get("leader", 0)}
    answer = api(server, "/api/v1/schafkopf/rounds/check", body=body)
    assert note.get_attribute("data-index") == str(answer["first_revoke"]["index"])
    assert answer["first_revoke"]["rule"]["explanation"] in note.inner_text()
    plays = checker.locator("ol.verdicts li[data-index]")
    assert [p.get_attribute("data-legal") == "true" for p in plays.all()] == \
        [p["legal"] for p in answer["plays"]]
    tricks = checker.locator("ol.tricks li")
    assert [t.get_attribute("data-winner") for t in tricks.all()] == \
        [t["winning_card"] for t in answer["tricks"]]
    checker.screenshot(path=screenshots / "checker-round-view-schafkopf-en.png")
    # Picking a card adds it to the plays.
    checker.locator("button", has_text="Start again").click()
    checker.locator("button.card[data-code='AO']").click()
    assert checker.locator("textarea").first.input_value() == "AO"
    problem = api_problem(server, "/api/v1/schafkopf/rounds/check",
                          {"contract": {"type": "rufspiel", "called_suit": "acorns"},
                           "leader": 0, "plays": ["AO"], "lang": "en", "deck": "german"})
    # What is still needed, said by the checker, then the API's problem as it says it.
    expect(checker.locator("[role=status]")).to_have_text(f"Still needed: {problem}")
    page.close()


# README: a Schnapsen hand under Herz trump, unfinished: checked only from its deal.
SCHNAPSEN_DEAL = {"hands": [["HK", "HO", "HU", "LA", "B10"], ["AA", "A10", "LK", "BO", "BU"]],
                  "talon": ["AK", "AO", "AU", "L10", "LO", "LU", "BA", "BK", "H10"],
                  "trump_card": "HA", "plays": ["HK", "BU", "LA", "LK", "AK", "AA"]}


def test_round_view_checks_a_schnapsen_hand_typed_from_its_deal(
        browser: Browser, host: str, server: str) -> None:
    """The talon and the turned-up trump card have inputs (listed by /games): a typed hand is
    answered as the API answers the same body, and the inputs survive a rebuild."""
    page, checker = open_host(browser, host, "element", "en", DESKTOP)
    choose_game(checker, "schnapsen")
    checker.locator(ROUND_VIEW).check()
    schnapsen = next(g for g in api(server, "/api/v1/games")["games"] if g["id"] == "schnapsen")
    hearts = next(i for i, c in enumerate(schnapsen["contracts"])
                  if c["body"] == {"trump": "hearts"})
    checker.locator("select[id$='-contract']").select_option(str(hearts))
    deal = SCHNAPSEN_DEAL
    checker.locator("textarea[id$='-hands']").fill("\n".join(" ".join(h) for h in deal["hands"]))
    checker.get_by_label("Talon (card codes in drawing order)").fill(" ".join(deal["talon"]))
    checker.get_by_label("Turned-up trump card").fill(str(deal["trump_card"]))
    checker.locator("textarea[id$='-plays']").fill(" ".join(deal["plays"]))
    checker.locator("button", has_text="Check the round").click()
    plays = checker.locator("ol.verdicts li[data-index]")
    expect(plays).to_have_count(len(deal["plays"]))
    answer = api(server, "/api/v1/schnapsen/rounds/check", body={
        **deal, "contract": {"trump": "hearts"}, "leader": 0, "lang": "en",
        "deck": schnapsen["decks"][0]})
    assert [(p.get_attribute("data-card"), p.get_attribute("data-legal") == "true")
            for p in plays.all()] == [(p["card"], p["legal"]) for p in answer["plays"]]
    for shown, play in zip(plays.all(), answer["plays"], strict=True):
        assert play["rule"]["explanation"] in shown.inner_text()
    expect(checker.locator("[role=status]")).to_have_text(
        f"{len(answer['plays'])} plays checked, {len(answer['revokes'])} revokes.")
    assert violations(Axe(), page) == []
    page.locator("stichfest-checker").evaluate("c => c.setAttribute('lang', 'de')")
    talon = checker.get_by_label("Talon (Kartencodes in Ziehreihenfolge)")
    expect(talon).to_have_value(" ".join(deal["talon"]))
    expect(checker.get_by_label("Aufgedeckte Trumpfkarte")).to_have_value("HA")
    expect(checker.locator("ol.verdicts li[data-index]")).to_have_count(len(deal["plays"]))
    # An example fills the inputs it has; its other fields (the actions) are sent as they are.
    example = next(e for e in api(server, "/api/v1/examples")["examples"]
                   if e["game"] == "schnapsen" and e["permalink"].endswith("/rounds/check"))
    checker.locator("button", has_text="Beispiel laden").click()
    expect(talon).to_have_value(" ".join(example["body"]["talon"]))
    expect(checker.locator(".note", has_text="Aus dem Beispiel dazu:")).to_have_text(
        "Aus dem Beispiel dazu: actions")
    page.close()


def api_problem(server: str, path: str, body: dict[str, Any]) -> str:
    response = requests.post(server + path, json=body, timeout=10)
    assert response.status_code == 422
    return str(response.json()["detail"])
