"""Every page template escapes any value it is given (hostile strings, very long ones)."""

from __future__ import annotations

from typing import Any

import pytest

from api.pages.page_texts import TEXTS
from api.pages.pages import TEMPLATES, card_namer
from api.pictures.preview_picture import preview_svg
from tests.api.pages.page_tree import attribute_values, parse
from tests.api.pages.test_hardening_pages import HOSTILE, LONG, assert_clean_svg


def _hostile_context(value: str, kind: str, answer: dict[str, Any]) -> dict[str, Any]:
    """A page's context with hostile text everywhere; links the server builds from checked
    parameters stay links of this server."""
    return {"t": TEXTS["de"], "lang": "de", "heading": value, "description": value,
            "json_links": [(value, "/api/v1/x?format=json")], "og_url": value,
            "og_image": value, "oembed": value, "languages": [("en", "/api/v1/x?lang=en")],
            "kind": kind,
            "a": answer,
            "card": card_namer("jass", "de", None), "game_title": value,
            "example": {"id": value, "rule": value, "source_sentence": value, "title": value},
            "games": [(value, [(value, value, [{"id": value, "title": value,
                                         "titles": {"de": value, "en": value, "fr": value},
                                         "source_sentence": value}])], value)],
            "example_lang": "?lang=de"}


@pytest.mark.parametrize("value", [*HOSTILE, LONG])
def test_pages_escape_any_value(value: str) -> None:
    """The templates with hostile text wherever an answer has text (the routes only give
    sentences from the catalogues): no tag or attribute of the value's, the value as text,
    and no link that is not http(s)."""
    rule = {"id": value, "title": value, "explanation": value, "source": "javascript:alert(1)"}
    legal = {"contract": {"name": value}, "legal": ["R6"], "trick": {
        "cards": ["R9"], "winning_card": "R9"}, "cards": [
        {"card": "R6", "legal": True, "rule": rule}, {"card": "B8", "legal": False,
                                                       "rule": rule}],
        "assumptions": [{"rule": value, "text": value}]}
    trick = {"contract": {"name": value}, "cards": [{"card": "R9", "points": 0,
                                                     "points_rule": value,
                                                     "explanation": value}],
             "winning_card": "R9", "winner": 0, "complete": False, "points": 0, "rule": rule}
    for template, kind, answer in (("page_position.html", "legal", legal),
                                   ("page_position.html", "trick", trick),
                                   ("page_examples.html", "legal", legal)):
        page = TEMPLATES.render(template, **_hostile_context(value, kind, answer))
        root = parse(page)
        assert not root.find_all(lambda e: e.tag == "script")
        for element in root.iter():
            assert not [name for name in element.attrs if name.startswith("on")]
        assert value in root.text()
        assert all(not href.startswith("javascript:")
                   for href in attribute_values(root, "a", "href"))
    assert_clean_svg(preview_svg(value, [(value, [[(card_namer("jass", "de", None)("R6"),
                                                    "no")]])]), value)
