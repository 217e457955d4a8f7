"""Every page and picture rendered with hostile values (quotes,
angle brackets, javascript: URLs, very long strings) parses, carries no markup of the
value's, and shows the value as it was given."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from urllib.parse import quote

import pytest
from flask.testing import FlaskClient

from api.games.jass.jasstafel import jasstafel_svg
from api.pages.pages import TEMPLATES
from api.pictures.card_picture import card_svg
from rules.jass.deck import JASS_DECK

SVG = "{http://www.w3.org/2000/svg}"
HOSTILE = [
    'x" onload="alert(1)//',
    "x' onload='alert(1)//",
    "<script>alert(1)</script>",
    "javascript:alert(1)",
    "]]><svg onload=alert(1)>",
    "&amp; &lt; &#34;",
    "\u202e<img src=x onerror=alert(1)>",
]
LONG = "<\"'&>" * 4000


def assert_clean_svg(document: str, shown: str) -> None:
    root = ET.fromstring(document)  # well-formed XML
    for element in root.iter():
        assert element.tag.removeprefix(SVG) not in ("script", "foreignObject", "a")
        assert not [name for name in element.attrib if name.lower().startswith("on")]
    title = root.find(f"{SVG}title")
    assert title is not None
    assert title.text is not None
    assert shown in title.text
    assert shown in root.attrib["aria-label"]


@pytest.mark.parametrize("name", HOSTILE)
def test_jasstafel_names_are_text(client: FlaskClient, name: str) -> None:
    """D7: the name went into an attribute unescaped, and an onload ran."""
    short = name[:24]  # the API takes names of up to 24 characters
    response = client.get(f"/api/v1/jass/jasstafel.svg?team1=1&team2=2&name1={quote(short)}"
                          f"&name2={quote(short[::-1])}")
    assert response.status_code == 200
    assert_clean_svg(response.get_data(as_text=True), short)
    texts = [t.text for t in ET.fromstring(response.data).iter(f"{SVG}text")]
    assert short in texts
    assert short[::-1] in texts


@pytest.mark.parametrize("name", ["a\x00b", "a\x01", "\x1f", "\x0b", "\ufffe", "\uffff"])
def test_jasstafel_refuses_a_name_no_xml_can_hold(client: FlaskClient, name: str) -> None:
    """A control character in a name made a 200 picture that was not well-formed XML (a
    browser shows an error instead): it is refused by name."""
    response = client.get(f"/api/v1/jass/jasstafel.svg?team1=1&team2=2&name2={quote(name)}")
    assert response.status_code == 422
    assert response.mimetype == "application/problem+json"
    assert [e["parameter"] for e in response.json["errors"]] == ["name2"]


@pytest.mark.parametrize("name", ["Wir\tdie\r\nBesten", "\x7f\u200b\U0001f0cf"])
def test_jasstafel_draws_a_name_xml_can_hold(client: FlaskClient, name: str) -> None:
    response = client.get(f"/api/v1/jass/jasstafel.svg?team1=1&team2=2&name1={quote(name)}")
    assert response.status_code == 200
    ET.fromstring(response.data)  # well-formed


def test_the_reported_jasstafel_url(client: FlaskClient) -> None:
    response = client.get("/api/v1/jass/jasstafel.svg?team1=1&team2=2&name1=x%22%20onload%3D"
                          "%22alert(1)//")
    root = ET.fromstring(response.data)
    assert "onload" not in root.attrib


@pytest.mark.parametrize("value", [*HOSTILE, LONG])
def test_pictures_escape_any_value(value: str) -> None:
    """Below the API's own length checks: the drawing functions themselves."""
    assert_clean_svg(jasstafel_svg(1284, 957, value, value, 2500), value)
    assert_clean_svg(card_svg(JASS_DECK.cards[0], "swiss", value), value)
    court = next(c for c in JASS_DECK.cards if c.rank.value == "ober")
    drawn = card_svg(court, "french", value, value)  # the court title printed on the card
    assert_clean_svg(drawn, value)
    titles = [t.text for t in ET.fromstring(drawn).iter(f"{SVG}text")
              if t.get("class") == "court-title"]
    assert titles == [value]


class Markup(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def parse(page: str) -> Markup:
    markup = Markup()
    markup.feed(page)
    markup.close()
    return markup


@pytest.mark.parametrize("value", [*HOSTILE, LONG])
def test_embed_pages_escape_any_value(value: str) -> None:
    """The templates with hostile values where the routes would refuse them (lang and game
    are checked against lists, the public URL at start): no tag or attribute of the value's,
    and the value as text where it is shown."""
    for page, inline in ((TEMPLATES.render("embed_frame.html", lang=value, game=value, title=value,
                                 options={"hand": value}), []),
                         (TEMPLATES.render("embed_demo.html", lang=value, game=value, title=value,
                                 public_url=value, origin=value), [None])):
        markup = parse(page)
        scripts = [attrs.get("src") for tag, attrs in markup.tags if tag == "script"]
        assert scripts == ["/api/v1/embed.js", *inline]  # and the host lines in the demo
        for _tag, attrs in markup.tags:
            assert not [name for name in attrs if name.startswith("on")]
        assert {tag for tag, _ in markup.tags} <= {"html", "head", "meta", "title", "script",
                                                     "style", "body", "stichfest-checker",
                                                     "h1", "h2", "pre", "iframe", "main"}
        assert value in "".join(markup.text) or value in [a.get("lang") for _, a in markup.tags]


def test_embed_pages_refuse_hostile_parameters(client: FlaskClient) -> None:
    for path in ("/api/v1/embed", "/api/v1/embed/demo"):
        for name in ("lang", "game"):
            response = client.get(f"{path}?{name}={quote(HOSTILE[0])}")
            assert response.status_code == 422
            assert response.json["errors"][0]["parameter"] == name
            assert HOSTILE[0] not in response.get_data(as_text=True)
