"""Pages for people: every legal-cards and trick permalink, every named
example and the examples' index answer a browser (or ``format=html``) with a page of the very
answer the JSON gives, in the link's language, with social preview tags; API clients keep the
v1 JSON unchanged."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from flask.testing import FlaskClient

from api import create_app
from api.games.examples import EXAMPLES
from api.http.headers import PAGE_POLICY
from api.service.examples import EXAMPLES_FILE
from rules.registry import GAMES
from tests.api.pages.page_tree import Element, attribute_values, meta, parse, verdicts

BROWSER = {"Accept": "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,"
                     "image/webp,*/*;q=0.8"}
PERMALINKS = (
    "/api/v1/jass/legal-cards?contract=trump:acorns&hand=R6,RK,AU,A8,B10&trick=R9,A7",
    "/api/v1/jass/legal-cards?contract=trump:roses&hand=B6,RU,R6,A7&trick=B9"
    "&ruleset=standard&deck=french&lang=fr",
    "/api/v1/jass/legal-cards?contract=obenabe&hand=R7,AA,SU",
    "/api/v1/jass/trick?contract=trump:acorns&trick=R9,A7,RA,AU&lang=en",
    "/api/v1/jass/trick?contract=undenufe&trick=B8,B6",
    "/api/v1/schnapsen/legal-cards?contract=hearts&hand=HK,HO,HU,LA,B10&talon=open"
    "&talon_cards=6&trump_card=HA&lang=en",
    "/api/v1/schnapsen/legal-cards?contract=hearts&hand=AK,HU,LA,BU,BO&trick=AA&talon=closed"
    "&deck=french",
    "/api/v1/schnapsen/trick?contract=hearts&trick=AA,HU&lang=fr",
    "/api/v1/schafkopf/legal-cards?contract=rufspiel:acorns&hand=AA,A7,HO,LU,B9,L10,HK,B8"
    "&trick=A9",
    "/api/v1/schafkopf/legal-cards?contract=rufspiel:acorns&hand=AA,HO,B8&trick=L9&history="
    "LA,LK,L8,L7;BA,B10,B9,BK;HA,HK,H9,H8;B7,AK,A8,BU;LU,LO,AO,BO&lang=en",
    "/api/v1/schafkopf/trick?contract=farbwenz:hearts&trick=L9,LO,HU,LA",
    "/api/v1/jass/weis?hand=R6,R7,R8,R9,AU,BU,RU,SU,SA&lang=en",
    "/api/v1/jass/stoeck?contract=trump:roses&hand=RK,RO,A6&deck=french",
    "/api/v1/schafkopf/callable-aces?hand=A7,A9,LA,L8,HO,HU,B10,BK&lang=fr",
    "/api/v1/schafkopf/contracts",
)
EXAMPLE_PAGES = tuple(f"/api/v1/examples/{example.id}" for example in EXAMPLES)
COMMITTED = {entry["id"]: entry for entry in json.loads(EXAMPLES_FILE.read_text("utf-8"))}


def with_query(url: str, extra: str) -> str:
    return url + ("&" if "?" in url else "?") + extra


def varies(response: Any) -> list[str]:
    """The header names of ``Vary`` (``Accept`` is not ``Accept-Language``)."""
    return [name.strip() for name in response.headers.get("Vary", "").split(",")]


def page_of(client: FlaskClient, url: str, **headers: str) -> tuple[Element, Any]:
    response = client.get(url, headers={**BROWSER, **headers})
    assert response.status_code == 200, response.get_data(as_text=True)
    assert response.mimetype == "text/html"
    return parse(response.get_data(as_text=True)), response


def answer_of(client: FlaskClient, url: str, **headers: str) -> Any:
    """The JSON answer the page shows: an example's response, else the permalink's."""
    response = client.get(url, headers=headers)
    assert response.status_code == 200
    assert response.mimetype == "application/json"
    answer = response.json
    return answer["response"] if url.startswith("/api/v1/examples/") else answer


def expected_verdicts(answer: dict[str, Any]) -> list[dict[str, Any]]:
    """The verdicts of a JSON answer in the order the page shows them."""
    if "plays" in answer:  # a round: its revokes, every play, then the next seat's cards
        found = [*answer["revokes"], *answer["plays"],
                 *(answer["next"]["cards"] if answer["next"] else [])]
    elif isinstance(answer.get("options"), list):  # callable aces (not a ruleset's options)
        found = [{"card": o["ace"], "legal": o["allowed"], "rule": o["rule"]}
                 for o in answer["options"]]
    else:
        found = [c for c in answer.get("cards", []) if "legal" in c]
    return [{"card": v["card"], "legal": v["legal"], "rule": {
        key: v["rule"][key] for key in ("id", "title", "explanation", "source")}}
        for v in found]


# --- negotiation ------------------------------------------------------------------------


@pytest.mark.parametrize("url", [*PERMALINKS, *EXAMPLE_PAGES, "/api/v1/examples"])
def test_a_browser_gets_a_page_with_the_json_beside_it(client: FlaskClient, url: str) -> None:
    root, response = page_of(client, url)
    assert "Accept" in varies(response)
    assert response.headers["Content-Security-Policy"] == PAGE_POLICY
    links = [a.attrs["href"] for a in root.find_all(lambda e: "json-link" in e.classes())]
    assert links
    for link in links:
        linked = client.get(link)
        assert linked.status_code == 200
        assert linked.mimetype == "application/json"


@pytest.mark.parametrize("url", [PERMALINKS[0], PERMALINKS[3], EXAMPLE_PAGES[0],
                                 "/api/v1/examples"])
def test_format_html_gives_the_page_whatever_the_accept(client: FlaskClient, url: str) -> None:
    for accept in ("application/json", "*/*", None):
        response = client.get(with_query(url, "format=html"),
                              headers={"Accept": accept} if accept else {})
        assert response.status_code == 200
        assert response.mimetype == "text/html"
    response = client.get(with_query(url, "format=json"), headers=BROWSER)
    assert response.mimetype == "application/json"


@pytest.mark.parametrize("url", [*PERMALINKS, *EXAMPLE_PAGES[:3], "/api/v1/examples"])
def test_api_clients_keep_the_json(client: FlaskClient, url: str) -> None:
    plain = client.get(url, headers={})
    assert plain.mimetype == "application/json"
    assert "Accept" in varies(plain)
    for accept in ("*/*", "application/json", "application/json, text/html",
                   "text/html;q=0.5, application/json", "application/problem+json, */*"):
        response = client.get(url, headers={"Accept": accept})
        assert response.mimetype == "application/json", accept
        assert response.get_data() == plain.get_data()


def test_the_examples_answer_as_committed(client: FlaskClient) -> None:
    """The v1 answer of every example is unchanged by the pages."""
    for example_id, entry in COMMITTED.items():
        assert client.get(f"/api/v1/examples/{example_id}").json == entry


@pytest.mark.parametrize("url", [PERMALINKS[0], PERMALINKS[3], EXAMPLE_PAGES[0],
                                 "/api/v1/examples"])
def test_an_unknown_format_is_refused_by_name(client: FlaskClient, url: str) -> None:
    response = client.get(with_query(url, "format=pdf"), headers=BROWSER)
    assert response.status_code == 422
    assert response.mimetype == "application/problem+json"
    assert [e["parameter"] for e in response.json["errors"]] == ["format"]


@pytest.mark.parametrize("url", [
    "/api/v1/jass/legal-cards?contract=trump:acorns&hand=R6,ZZ",
    "/api/v1/jass/legal-cards?contract=trump:acorns&hand=R6&trick=R6",
    "/api/v1/schafkopf/trick?contract=rufspiel:hearts&trick=L9",
    "/api/v1/jass/trick?contract=trump:acorns&trick=R9&foo=1",
    "/api/v1/examples/no-such-example",
    "/api/v1/examples?game=poker",
])
def test_bad_input_on_a_page_request_gets_a_problem(client: FlaskClient, url: str) -> None:
    """Decided: a page request with bad input gets the same problem+json as any client."""
    for response in (client.get(url, headers=BROWSER),
                     client.get(with_query(url, "format=html"))):
        assert 400 <= response.status_code < 500
        assert response.mimetype == "application/problem+json"
        assert response.json["errors"]


# --- the page shows the answer ----------------------------------------------------------


@pytest.mark.parametrize("url", [*PERMALINKS, *EXAMPLE_PAGES])
def test_the_page_shows_the_answers_verdicts(client: FlaskClient, url: str) -> None:
    root, _ = page_of(client, url)
    answer = answer_of(client, url)
    assert verdicts(root) == expected_verdicts(answer)
    assert root.first("html").attrs["lang"] == answer.get("lang", "de")
    if "winning_card" in answer:  # a trick: its winner, the rule, each card's sentence
        outcome = root.first("section", "outcome")
        assert outcome.attrs["data-winning-card"] == answer["winning_card"]
        assert outcome.attrs["data-winner"] == str(answer["winner"])
        assert outcome.first("span", "rule-title").text() == answer["rule"]["title"]
        assert outcome.first("p", "explanation").text() == answer["rule"]["explanation"]
        shown = [(li.attrs["data-card"], li.first("p", "explanation").text())
                 for li in root.find_all(lambda e: "trick-card" in e.classes())]
        assert shown == [(c["card"], c["explanation"]) for c in answer["cards"]]


@pytest.mark.parametrize("url", [*PERMALINKS, *EXAMPLE_PAGES[::5]])
def test_the_page_shows_the_cards_as_pictures(client: FlaskClient, url: str) -> None:
    root, _ = page_of(client, url)
    answer = answer_of(client, url)
    game = answer.get("game", "schafkopf")
    pictures = attribute_values(root, "img", "src")
    if "cards" in answer and "legal" in answer:  # the hand, each card a picture of it
        for card in answer["cards"]:
            assert any(src.startswith(f"/api/v1/{game}/cards/{card['card']}.svg")
                       for src in pictures)
    for src in set(pictures):
        picture = client.get(src)
        assert picture.status_code == 200, src
        assert picture.mimetype == "image/svg+xml"


def test_a_round_example_per_game_shows_every_play(client: FlaskClient) -> None:
    """An instructive round per game, its permalink a page of the round check."""
    rounds = [e for e in EXAMPLES if e.permalink.endswith("/rounds/check")]  # not /score
    assert {e.game for e in rounds} == set(GAMES)
    for example in rounds:
        url = f"/api/v1/examples/{example.id}"
        root, _ = page_of(client, url)
        answer = answer_of(client, url)
        plays = root.find_all(lambda e: e.tag == "li" and "verdict" in e.classes()
                              and "id" in e.attrs)
        assert [li.attrs["data-index"] for li in plays] == [
            str(play["index"]) for play in answer["plays"]]
        rows = root.find_all(lambda e: e.tag == "tr" and "trick" in e.classes())
        assert [row.attrs["data-winning-card"] for row in rows] == [
            trick["winning_card"] for trick in answer["tricks"]]
        if answer["first_revoke"]:
            first = root.first("p", "first-revoke")
            assert first.attrs["data-index"] == str(answer["first_revoke"]["index"])
        else:
            root.first("p", "no-revoke")
        if answer["score"]:  # a finished round: the count's sentences and rules
            score, count = root.first("div", "score"), answer["score"]
            # Jass counts by teams, Schafkopf by a price breakdown; each line's sentence.
            lines = [line["explanation"] for key in ("teams", "breakdown")
                     for line in count.get(key) or [] if line.get("explanation")]
            assert lines
            assert [li.text() for li in score.find_all(lambda e: "score-line" in e.classes())
                    ] == lines
            rules = [count[key] for key in ("rule", "points_rule") if count.get(key)]
            assert [e.text() for e in score.find_all(lambda e: "explanation" in e.classes())
                    ] == [rule["explanation"] for rule in [*rules, *count.get("rules", [])]]
    taught = {e.id: COMMITTED[e.id]["response"] for e in rounds}
    count = taught["jass-round-count"]["score"]
    assert sum(team["trick_points"] for team in count["teams"]) == 157
    assert taught["jass-round-revoke"]["first_revoke"]["rule"]["id"] == "J-L2"
    assert taught["schafkopf-round-sau-kept-back"]["first_revoke"]["rule"]["id"] == "K-9"
    assert "close" in [a["action"] for a in taught["schnapsen-round-closed"]["actions"]]


def test_the_index_lists_the_examples_by_game_and_rule(client: FlaskClient) -> None:
    root, _ = page_of(client, "/api/v1/examples?lang=en")
    sections = root.find_all(lambda e: e.tag == "section" and "game" in e.classes())
    assert [s.first("h2").text() for s in sections] == [g.title for g in GAMES.values()]
    for section, game in zip(sections, GAMES, strict=True):
        rule = None
        for element in section.iter():
            if element.tag == "h3":
                rule = element.first("span", "rule-id").text()
            if "example-link" in element.classes():
                entry = COMMITTED[element.attrs["data-id"]]
                assert (entry["game"], entry["rule"]) == (game, rule)
    listed = attribute_values(root, "li", "data-id")
    assert sorted(listed) == sorted(COMMITTED)
    only, _ = page_of(client, "/api/v1/examples?game=schnapsen")
    assert {COMMITTED[i]["game"] for i in attribute_values(only, "li", "data-id")} == {
        "schnapsen"}


# --- language ---------------------------------------------------------------------------


def test_lang_in_the_link_wins_over_the_browsers(client: FlaskClient) -> None:
    url = with_query(PERMALINKS[0], "lang=fr")
    root, response = page_of(client, url, **{"Accept-Language": "de-CH, de;q=0.9"})
    assert root.first("html").attrs["lang"] == "fr"
    assert response.headers["Content-Language"] == "fr"
    assert verdicts(root) == expected_verdicts(answer_of(client, url))
    root, response = page_of(client, PERMALINKS[0], **{"Accept-Language": "en"})
    assert response.headers["Content-Language"] == "en"
    assert verdicts(root) == expected_verdicts(answer_of(client, PERMALINKS[0],
                                                         **{"Accept-Language": "en"}))


@pytest.mark.parametrize("example_id", ["jass-farbzwang", "jass-round-revoke",
                                        "schnapsen-round-closed", "schafkopf-callable-aces"])
def test_an_example_page_is_in_the_links_language(client: FlaskClient,
                                                  example_id: str) -> None:
    entry = COMMITTED[example_id]
    own = entry["response"]["lang"]
    root, _ = page_of(client, f"/api/v1/examples/{example_id}", **{"Accept-Language": "fr"})
    assert root.first("html").attrs["lang"] == own  # not the browser's: the example's own
    assert verdicts(root) == expected_verdicts(entry["response"])
    other = "fr" if own != "fr" else "en"
    root, response = page_of(client, f"/api/v1/examples/{example_id}?lang={other}")
    assert response.headers["Content-Language"] == other
    if entry.get("body") is not None:
        asked = client.post(entry["permalink"], json={**entry["body"], "lang": other}).json
    else:
        path, _, query = entry["permalink"].partition("?")
        query = "&".join(p for p in query.split("&") if not p.startswith("lang="))
        asked = client.get(f"{path}?{query}&lang={other}").json
    assert asked["lang"] == other
    assert verdicts(root) == expected_verdicts(asked)
    assert verdicts(root) != expected_verdicts(entry["response"])


# --- social preview, security -----------------------------------------------------------


@pytest.mark.parametrize("url", [PERMALINKS[0], PERMALINKS[3], "/api/v1/examples/"
                                 "schafkopf-round-sau-kept-back", "/api/v1/examples"])
def test_preview_tags_are_absolute_from_the_configuration(url: str) -> None:
    client = create_app({"TESTING": True, "PUBLIC_URL": "https://cards.example.org"}
                        ).test_client()
    hostile = {"Host": "evil.example", "X-Forwarded-Host": "evil2.example",
               "X-Forwarded-Proto": "gopher"}
    root, response = page_of(client, url, **hostile)
    page = response.get_data(as_text=True)
    assert "evil" not in page
    assert "gopher" not in page
    tags = meta(root)
    assert tags["og:title"]
    assert tags["og:description"]
    assert tags["twitter:card"] == "summary_large_image"
    for name in ("og:url", "og:image"):
        assert tags[name].startswith("https://cards.example.org/api/v1/"), tags[name]
    image = urlsplit(tags["og:image"])
    picture = client.get(f"{image.path}?{image.query}")
    assert picture.status_code == 200
    assert picture.mimetype == "image/png"  # the big networks show no SVG
    assert tags["og:image:type"] == "image/png"
    assert picture.data[:8] == b"\x89PNG\r\n\x1a\n"  # decoded in test_previews.py
    assert image.path.endswith(".png")  # the picture's own path, not the JSON's with format
    drawn = client.get(f"{image.path.removesuffix('.png')}.svg?{image.query}")
    svg = ET.fromstring(drawn.data)
    assert svg.findtext("{http://www.w3.org/2000/svg}title") == tags["og:title"]
    again = urlsplit(tags["og:url"])
    assert client.get(f"{again.path}?{again.query}", headers=BROWSER).status_code == 200


def test_the_preview_picture_shows_the_position(client: FlaskClient) -> None:
    picture = client.get(with_query(PERMALINKS[0], "format=svg"))
    svg = ET.fromstring(picture.data)
    # One group per card (each holds the card's own picture, with groups of its own).
    names = [g.findtext("{http://www.w3.org/2000/svg}title")
             for g in svg.findall("{http://www.w3.org/2000/svg}g")]
    answer = client.get(PERMALINKS[0]).json
    assert len(names) == len(answer["trick"]["cards"]) + len(answer["cards"])
    crossed = [g for g in svg.findall("{http://www.w3.org/2000/svg}g") if g.get("opacity")]
    assert len(crossed) == len(answer["cards"]) - len(answer["legal"])
    assert picture.headers["Content-Security-Policy"] == "default-src 'none'"


@pytest.mark.parametrize("url", [*PERMALINKS[::3], *EXAMPLE_PAGES[::7], "/api/v1/examples"])
def test_a_page_loads_nothing_from_elsewhere(client: FlaskClient, url: str) -> None:
    root, _ = page_of(client, url)
    assert not root.find_all(lambda e: e.tag in ("script", "iframe", "object", "embed"))
    assert all(src.startswith("/") and not src.startswith("//")
               for src in attribute_values(root, "img", "src"))
    assert {e.attrs["rel"] for e in root.find_all(lambda e: e.tag == "link")} <= {
        "canonical", "alternate"}
    for element in root.iter():
        assert not [name for name in element.attrs if name.startswith("on")]
        assert "style" not in element.attrs


def test_tracking_parameters_stay_off_the_page(client: FlaskClient) -> None:
    hostile = "utm_source=%3Cscript%3Ealert(1)%3C/script%3E&fbclid=%22onload%3D"
    plain = client.get(PERMALINKS[0], headers=BROWSER)
    tracked = client.get(with_query(PERMALINKS[0], hostile), headers=BROWSER)
    assert tracked.get_data() == plain.get_data()


def test_the_docs_link_round_examples_that_exist(client: FlaskClient) -> None:
    """llms.txt, made from every game's folder, links a named round of every game; the README,
    written by hand, links named rounds that exist (a new game needs no README edit: its round
    is in llms.txt and, by the test above, among the examples)."""
    readme = (Path(__file__).resolve().parents[3] / "README.md").read_text("utf-8")
    llms = client.get("/llms.txt").get_data(as_text=True)
    for text, every_game in ((readme, False), (llms, True)):
        linked = set(re.findall(r"/api/v1/examples/([a-z0-9-]+)", text))
        assert linked <= set(COMMITTED), linked - set(COMMITTED)
        games = {COMMITTED[i]["game"] for i in linked if COMMITTED[i].get("method") == "POST"}
        assert games
        assert games <= set(GAMES)
        if every_game:
            assert games == set(GAMES)


def test_leader_actions_are_named_in_the_pages_language(client: FlaskClient) -> None:
    """Schnapsen's leader actions come with the game's own word and the suit's name, never an
    API id ("marriage", "hearts") on a page for people."""
    page = client.get("/api/v1/schnapsen/legal-cards?contract=hearts&hand=HK,HO,HU,LA,B10"
                      "&talon=open&format=html&lang=fr").get_data(as_text=True)
    action = page[page.index('data-action="marriage"'):]
    assert "<strong>Mariage</strong> (Cœur)" in action[:200]
