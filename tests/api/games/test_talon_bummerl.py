"""The Bummerl of a talon game says where a Ständer's point waits (66, RM11: "a Ständer's
carry added to the next winner's points")."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

STAENDER_THEN_OPEN = {"hands": [{"winner": 0, "game_points": 2},
                                {"winner": None, "game_points": 0}]}


@pytest.mark.parametrize(("lang", "said"), [("de", "Punkte aus Ständern"),
                                            ("en", "ties at 65"), ("fr", "égalités à 65")])
def test_a_staenders_carry_is_said_until_the_next_winner_takes_it(
        client: FlaskClient, lang: str, said: str) -> None:
    answer = client.post("/api/v1/sechsundsechzig/bummerl",
                         json={**STAENDER_THEN_OPEN, "lang": lang}).json
    assert answer["remaining"] == [5, 7]
    assert said in answer["rule"]["explanation"]
    assert answer["rule"]["explanation"].rstrip(".").endswith("1")
    taken = client.post("/api/v1/sechsundsechzig/bummerl", json={
        "hands": [*STAENDER_THEN_OPEN["hands"], {"winner": 1, "game_points": 1}],
        "lang": lang}).json
    assert taken["remaining"] == [5, 5]  # the Ständer's point went to the winner
    assert said not in taken["rule"]["explanation"]
