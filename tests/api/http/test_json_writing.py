"""The app writes JSON with orjson: keys that are not strings still come out as the standard
library writes them (orjson refuses them unless asked, and is asked only then)."""

from __future__ import annotations

import json
from enum import StrEnum

from api import create_app

APP = create_app({"TESTING": True, "ACCESS_LOG": False})


class Suit(StrEnum):
    ROSES = "roses"


def test_keys_that_are_not_strings_are_written_as_strings() -> None:
    answer = {1: "a", "b": {None: 1, True: [2.5]}, Suit.ROSES: "r"}
    with APP.app_context():
        body = APP.json.response(answer).get_data()
        text = APP.json.dumps(answer)
    expected = b'{"1":"a","b":{"null":1,"true":[2.5]},"roses":"r"}'
    assert body == expected
    assert text == expected.decode()
    assert json.loads(body) == json.loads(json.dumps(answer))


def test_string_keys_are_written_compactly_in_order() -> None:
    with APP.app_context():
        body = APP.json.response({"z": 1, "a": ["é", None]}).get_data()
    assert body == '{"z":1,"a":["é",null]}'.encode()
