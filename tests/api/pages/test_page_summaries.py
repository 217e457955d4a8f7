"""The sentences a link preview shows (``description`` and ``og:description``), built from
the answer: each opens with a capital, a label takes its language's colon (« Cartes
autorisées : »), the allowed cards are the answer's, a trick says what its answer says.
Before the fix a French page read « atout Glands. autorisée: 6 de Roses, Roi de Roses. »."""

from __future__ import annotations

import re

import pytest
from flask.testing import FlaskClient

from api.pages.page_texts import TEXTS
from api.pages.pages import card_namer
from tests.api.pages.page_tree import meta, parse

LEGAL = "/api/v1/jass/legal-cards?contract=trump:acorns&hand=R6,RK,AU,A8,B10&trick=R9,A7"
TRICKS = ("/api/v1/jass/trick?contract=trump:acorns&trick=R9,A7",
          "/api/v1/jass/trick?contract=trump:acorns&trick=R9,A7,AU,R6",
          "/api/v1/schafkopf/trick?contract=rufspiel:acorns&trick=AA,A7")
SO_FAR = {"de": "bisher", "en": "so far", "fr": "pour l'instant"}
LABEL = {"de": "Erlaubte Karten: ", "en": "Allowed cards: ", "fr": "Cartes autorisées : "}


def description(client: FlaskClient, url: str) -> str:
    page = client.get(url + "&format=html")
    assert page.status_code == 200
    tags = meta(parse(page.get_data(as_text=True)))
    assert tags["og:description"] == tags["description"]
    return tags["description"]


@pytest.mark.parametrize("lang", sorted(TEXTS))
def test_a_legal_cards_preview_names_the_contract_and_the_allowed_cards(
        client: FlaskClient, lang: str) -> None:
    answer = client.get(f"{LEGAL}&lang={lang}").json
    said = description(client, f"{LEGAL}&lang={lang}")
    name = card_namer("jass", lang, None)
    allowed = ", ".join(name(code).name for code in answer["legal"])
    contract = answer["contract"]["name"]
    assert said == f"{contract[:1].upper()}{contract[1:]}. {LABEL[lang]}{allowed}."
    assert said[:1].isupper()


@pytest.mark.parametrize("url", TRICKS)
@pytest.mark.parametrize("lang", sorted(TEXTS))
def test_a_trick_preview_says_what_the_answer_says(client: FlaskClient, url: str,
                                                   lang: str) -> None:
    """The answer's own explanation, then the points: of an unfinished trick, so far."""
    answer = client.get(f"{url}&lang={lang}").json
    said = description(client, f"{url}&lang={lang}")
    assert said.startswith(answer["rule"]["explanation"])
    points = said.removeprefix(answer["rule"]["explanation"])
    assert str(answer["points"]) in points
    assert (SO_FAR[lang] in points.lower()) == (not answer["complete"]), said


def test_schafkopf_counts_augen_on_its_pages(client: FlaskClient) -> None:
    url = "/api/v1/schafkopf/trick?contract=rufspiel:acorns&trick=AA,A7&lang=de"
    assert description(client, url).endswith(" Bisher 11 Augen.")
    assert "11 Augen" in client.get(url + "&format=html").get_data(as_text=True)


ROUND_EXAMPLES = ("/api/v1/examples/jass-round-revoke",
                  "/api/v1/examples/schafkopf-round-sau-kept-back")
PLAY = {"de": "Zug", "en": "Play", "fr": "Coup"}


@pytest.mark.parametrize("path", ROUND_EXAMPLES)
@pytest.mark.parametrize("lang", sorted(TEXTS))
def test_a_round_preview_counts_plays_as_its_list_does(client: FlaskClient, path: str,
                                                       lang: str) -> None:
    """The first revoke's play as the page's play list numbers it (the Jass revoke example's
    link preview said play 6 where its list said play 7)."""
    url = f"{path}?lang={lang}"
    said = description(client, url)
    page = parse(client.get(url + "&format=html").get_data(as_text=True))
    first = page.first("p", "first-revoke")
    [listed] = page.find_all(lambda e: e.tag == "li" and "id" in e.attrs
                             and e.attrs.get("data-index") == first.attrs["data-index"])
    number = listed.attrs["id"].removeprefix("play-")
    assert listed.text().strip().startswith(f"{PLAY[lang]} {number} ")
    assert f"({PLAY[lang]} {number})" in said
    assert f"{PLAY[lang]} {number}" in first.text()


@pytest.mark.parametrize("lang", sorted(TEXTS))
@pytest.mark.parametrize("path", ["/api/v1/examples/jass-round-count",
                                  "/api/v1/examples/coiffeur-round-slalom"])
def test_a_finished_rounds_summary_gives_every_teams_total_from_1(
        client: FlaskClient, path: str, lang: str) -> None:
    """Both teams' totals, teams counted from 1 as seats are, and no multiplier sentence."""
    score = client.get(f"{path}?lang={lang}&format=json").json["response"]["score"]
    page = parse(client.get(f"{path}?lang={lang}&format=html").get_data(as_text=True))
    result = page.first("p", "result").text()
    shown = [TEXTS[lang]["team_total"].format(team=team["team"] + 1, points=team.get(
        "total", team.get("points"))) for team in score["teams"]]
    assert len(shown) == 2
    assert " · ".join(shown) in result
    assert "1" in shown[0].split(":")[0]
    assert " 1:" not in result.replace(shown[0], "")  # "mal 1: 106" / "times 1: 106"


FOLDED = ("/api/v1/examples/jass-round-revoke", "/api/v1/examples/jass-round-count",
          "/api/v1/examples/jass-round-seen", "/api/v1/examples/schafkopf-round-sau-kept-back")


@pytest.mark.parametrize("path", FOLDED)
def test_a_round_pages_plays_are_folded_per_trick_the_revoke_open(
        client: FlaskClient, path: str) -> None:
    """One fold per trick, counted from 1, holding that trick's plays; open where a play is
    not allowed, else the first trick with an open verdict, else none."""
    answer = client.get(f"{path}?lang=de&format=json").json["response"]
    page = parse(client.get(f"{path}?lang=de&format=html").get_data(as_text=True))
    folds = page.find_all(lambda e: e.tag == "details" and "trick-plays" in e.classes())
    numbers = sorted({play["trick"] for play in answer["plays"]})
    assert [int(f.attrs["data-trick"]) for f in folds] == numbers
    assert numbers[0] == 1
    for fold, number in zip(folds, numbers, strict=True):
        held = fold.find_all(lambda e: e.tag == "li" and "verdict" in e.classes())
        assert [li.attrs["data-index"] for li in held] == [
            str(p["index"]) for p in answer["plays"] if p["trick"] == number]
        assert fold.first("summary").text().startswith(f"Stich {number}: ")
    wrong = sorted({p["trick"] for p in answer["plays"] if p["legal"] is False})
    unsure = [p["trick"] for p in answer["plays"] if p["legal"] is None][:1]
    assert [int(f.attrs["data-trick"]) for f in folds if "open" in f.attrs] == (wrong or unsure)
    if answer["first_revoke"]:
        assert wrong


@pytest.mark.parametrize("lang", sorted(TEXTS))
def test_a_jass_score_says_no_multiplier_of_1_and_both_teams_totals(
        client: FlaskClient, lang: str) -> None:
    """The players add up their points; "mal 1" is no word of theirs. A doubled round still
    says its multiplier."""
    path = "/api/v1/examples/jass-round-count"
    score = client.get(f"{path}?lang={lang}&format=json").json["response"]["score"]
    page = parse(client.get(f"{path}?lang={lang}&format=html").get_data(as_text=True))
    lines = [li.text() for li in page.find_all(lambda e: "score-line" in e.classes())]
    assert score["multiplier"] == 1
    assert [line for line in lines if re.search(r"(mal|times|par) 1\b", line)] == []
    for team in score["teams"]:
        assert any(line.rstrip(".").endswith(str(team["total"])) for line in lines)
    body = {"contract": {"type": "trump", "trump": "roses"}, "multiplier": 2, "lang": lang,
            "tricks": [{"cards": t["cards"]} for t in score["tricks"]]}
    doubled = client.post("/api/v1/jass/score", json=body).json["teams"]
    assert all(re.search(r"\b2\b", team["explanation"]) for team in doubled)
