"""A framed checker with a bad hand or trick: the short page a frame shows says what is wrong
with the cards in the page's language, in the very words of the problem an API client gets
for the same link (never a message's inner form)."""

from __future__ import annotations

import html
import re

import pytest
from flask.testing import FlaskClient

BAD_CARDS = [  # (game, option, value): an unknown card, a card twice, a third copy
    ("jass", "hand", "R6,XX"),
    ("jass", "trick", "R6,R6"),
    ("skat", "hand", "XX"),
    ("doppelkopf", "hand", "H10,H10,H10"),
]
ALERT = re.compile(r'<p class="stichfest-option-error" role="alert"[^>]*>(.*?)</p>', re.S)


@pytest.mark.parametrize("lang", ["de", "en", "fr"])
@pytest.mark.parametrize(("game", "option", "value"), BAD_CARDS)
def test_bad_cards_are_said_in_the_frames_language(client: FlaskClient, lang: str, game: str,
                                                   option: str, value: str) -> None:
    url = f"/api/v1/embed?lang={lang}&game={game}&{option}={value}"
    problem = client.get(url, headers={"Accept": "application/json"}).get_json()
    page = client.get(url, headers={"Accept": "text/html"})
    assert page.status_code == problem["status"] == 422
    assert f'<html lang="{lang}">' in page.get_data(as_text=True)
    found = ALERT.search(page.get_data(as_text=True))
    assert found is not None
    message = html.unescape(found.group(1))
    [error] = problem["errors"]
    assert error["parameter"] == option
    assert message.endswith(error["detail"])
    assert f"{option}=" in message
    assert value in message
