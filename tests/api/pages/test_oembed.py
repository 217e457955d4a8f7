"""oEmbed 1.0 (https://oembed.com): a consumer given a permalink, a named example or the
checker's frame URL gets the frame snippet at that position, titled in the URL's language;
a URL it does not embed is 404, a format but json 422 (the spec's 501 would answer a
client's choice with a server error), both as problem+json; the pages name the endpoint in
their discovery link."""

from __future__ import annotations

import re
from html import unescape
from typing import Any
from urllib.parse import parse_qsl, quote, urlsplit

import pytest
from flask.testing import FlaskClient

from api.pages.embed import snippets
from tests.api.pages.page_tree import parse

BASE = "http://localhost:8000"  # the app's public URL in the tests (its default)
LEGAL = "/api/v1/jass/legal-cards?contract=trump:acorns&hand=R6,RK,AU,A8,B10&trick=R9,A7"
TRICK = "/api/v1/schafkopf/trick?contract=rufspiel:acorns&trick=AA,A7"
SPEC_KEYS = {"version", "type", "title", "provider_name", "provider_url", "html", "width",
             "height"}


def ask(client: FlaskClient, url: str, **params: str) -> Any:
    query = "&".join(f"{k}={v}" for k, v in params.items())
    return client.get(f"/api/v1/oembed?url={quote(url, safe='')}&{query}")


def frame_src(html: str) -> tuple[str, dict[str, str]]:
    found = re.search(r'<iframe [^>]*src="([^"]+)"', html)
    assert found is not None, html
    src = urlsplit(unescape(found.group(1)))
    return f"{src.scheme}://{src.netloc}{src.path}", dict(parse_qsl(src.query))


@pytest.mark.parametrize("lang", ["de", "en", "fr"])
def test_a_permalink_embeds_the_frame_at_its_position(client: FlaskClient, lang: str) -> None:
    answer = ask(client, f"{BASE}{LEGAL}&lang={lang}", format="json")
    assert answer.status_code == 200
    assert answer.mimetype == "application/json"
    body = answer.json
    assert set(body) >= SPEC_KEYS
    assert (body["version"], body["type"]) == ("1.0", "rich")
    page = parse(client.get(f"{LEGAL}&lang={lang}&format=html").get_data(as_text=True))
    assert body["title"] == page.first("h1").text()  # the page's title, in its language
    where, query = frame_src(body["html"])
    assert where == f"{BASE}/api/v1/embed"
    assert query == {"lang": lang, "game": "jass", "contract": "trump:acorns",
                     "hand": "R6,RK,AU,A8,B10", "trick": "R9,A7"}
    # The README's frame snippet, only its src and size differ.
    readme = snippets(BASE, lang, "jass")[0]
    assert re.sub(r'src="[^"]+"|width="[^"]+"|height="[^"]+"', "", body["html"]) == \
        re.sub(r'src="[^"]+"|width="[^"]+"|height="[^"]+"', "", readme)
    assert f'width="{body["width"]}" height="{body["height"]}"' in body["html"]


def test_the_frame_it_names_answers_the_position(client: FlaskClient) -> None:
    where, query = frame_src(ask(client, f"{BASE}{TRICK}&lang=fr").json["html"])
    frame = client.get(where.removeprefix(BASE), query_string=query)
    assert frame.status_code == 200
    assert 'trick="AA,A7"' in frame.get_data(as_text=True)


def test_an_example_is_titled_as_its_page(client: FlaskClient) -> None:
    url = f"{BASE}/api/v1/examples/jass-farbzwang?lang=en"
    body = ask(client, url).json
    entry = client.get("/api/v1/examples/jass-farbzwang").json
    assert body["title"] == entry["titles"]["en"]
    _, query = frame_src(body["html"])
    asked = dict(parse_qsl(entry["permalink"].partition("?")[2]))
    assert {k: query[k] for k in ("hand", "trick", "contract")} == {
        k: asked[k] for k in ("hand", "trick", "contract")}


@pytest.mark.parametrize(("maxwidth", "maxheight", "width", "height"),
                         [("300", "400", 300, 400), ("2000", "5000", 640, 760)])
def test_the_size_keeps_within_the_consumers_bounds(client: FlaskClient, maxwidth: str,
                                                    maxheight: str, width: int,
                                                    height: int) -> None:
    body = ask(client, BASE + LEGAL, maxwidth=maxwidth, maxheight=maxheight).json
    assert (body["width"], body["height"]) == (width, height)
    assert f'width="{width}" height="{height}"' in body["html"]


@pytest.mark.parametrize("url", [
    "https://elsewhere.example/api/v1/jass/legal-cards?hand=R6",  # another site
    f"{BASE}/api/v1/jass/legal-cards?hand=XX",  # not a position of the game
    f"{BASE}/api/v1/examples/no-such-example",
    f"{BASE}/api/v1/examples/jass-round-revoke",  # a round: no position to give the frame
    f"{BASE}/api/v1/jass/weis?hand=RA,RK",
    f"{BASE}/api/v1/examples",
])
def test_a_url_it_does_not_embed_is_404(client: FlaskClient, url: str) -> None:
    answer = ask(client, url)
    assert answer.status_code == 404
    assert answer.mimetype == "application/problem+json"
    assert answer.json["errors"][0]["parameter"] == "url"


@pytest.mark.parametrize(("lang", "word"), [("de", "nur json"), ("fr", "json seulement")])
def test_xml_is_422_as_a_problem_in_the_askers_language(client: FlaskClient, lang: str,
                                                        word: str) -> None:
    answer = client.get(f"/api/v1/oembed?url={quote(BASE + LEGAL)}&format=xml",
                        headers={"Accept-Language": lang})
    assert answer.status_code == 422
    assert answer.mimetype == "application/problem+json"
    assert answer.json["code"] == "oembed.format"
    assert answer.json["errors"] == [{"parameter": "format", "detail": word,
                                      "code": "oembed.format-short"}]


@pytest.mark.parametrize("query", ["", "url=", "url=x&maxwidth=10", "url=x&maxheight=big",
                                   "url=x&colour=red"])
def test_bad_parameters_are_named(client: FlaskClient, query: str) -> None:
    answer = client.get(f"/api/v1/oembed?{query}")
    assert 400 <= answer.status_code < 500
    assert answer.mimetype == "application/problem+json"
    assert answer.json["errors"][0]["parameter"] in ("url", "maxwidth", "maxheight", "colour")


@pytest.mark.parametrize("path", [f"{LEGAL}&lang=fr", f"{TRICK}&lang=de",
                                  "/api/v1/examples/jass-farbzwang?lang=en"])
def test_a_page_names_its_oembed_in_a_discovery_link(client: FlaskClient, path: str) -> None:
    page = client.get(f"{path}&format=html").get_data(as_text=True)
    links = re.findall(r'<link rel="alternate" type="application/json\+oembed" href="([^"]+)"',
                       page)
    assert len(links) == 1
    found = urlsplit(unescape(links[0]))
    answer = client.get(found.path, query_string=found.query)
    assert answer.status_code == 200
    canonical = re.search(r'<link rel="canonical" href="([^"]+)"', page)
    assert canonical is not None
    assert dict(parse_qsl(found.query))["url"] == unescape(canonical.group(1))


def test_a_page_it_cannot_embed_has_no_discovery_link(client: FlaskClient) -> None:
    for path in ("/api/v1/examples/jass-round-revoke?lang=de", "/api/v1/examples?lang=de"):
        page = client.get(f"{path}&format=html").get_data(as_text=True)
        assert "json+oembed" not in page
