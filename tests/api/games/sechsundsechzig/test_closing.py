"""POST /api/v1/sechsundsechzig/closing: the documented example answered exactly, with the
pair that closing leaves unannounced (RM4) and the one announced before it (RM13)."""

from __future__ import annotations

from flask.testing import FlaskClient

from api.games.sechsundsechzig.game_api import CLOSING_EXAMPLE

URL = "/api/v1/sechsundsechzig/closing"


def test_the_documented_example(client: FlaskClient) -> None:
    data = client.post(URL, json=CLOSING_EXAMPLE).json
    assert (data["deals"], data["wins"], data["wins_double_dummy"]) == (462, 262, 267)
    assert data["best_leads"] == ["AO"]
    leads = {lead["card"]: (lead["wins"], lead["marriage"]) for lead in data["leads"]}
    assert leads == {"LA": (0, None), "LK": (156, "leaves"), "LO": (141, "leaves"),
                     "AK": (257, "acorns"), "AO": (262, "acorns"), "BU": (0, None)}
    assert data["marriages_lost"] == ["leaves"]
    # RM9: he has no trick at the closing, so 3 either way.
    assert (data["stakes"]["win"], data["stakes"]["lose"], data["stakes"]["rule"]["id"]) == (
        3, 3, "M-18")
    assert data["sentence"] == (
        "Zudecken gewinnt gegen 262 der 462 möglichen Blätter deines Gegners (56,7\u00a0%), "
        "wenn du Eichel-Ober ausspielst und danach so spielst, als könntest du seine Karten sehen. "
        "Dazu meldest du 20 in Eichel, vor dem Zudecken. Gewinnst du, bekommst du 3 Punkte "
        "(er hat noch keinen Stich); verlierst du, bekommt er 3. Im Schnitt +0,40 Punkte. "
        "Mit Blick in seine Karten wären es 267. Zudecken kostet dich 20 in Laub: nach dem "
        "Zudecken wird nicht mehr gemeldet.")


def test_an_english_refusal_names_the_field(client: FlaskClient) -> None:
    response = client.post(URL, json={**CLOSING_EXAMPLE, "hand": CLOSING_EXAMPLE["hand"][:5],
                                      "lang": "en"})
    assert response.status_code == 422
    error = response.json["errors"][0]
    assert (error["pointer"], error["code"]) == ("/hand", "talon.open-hand-size")
    assert error["detail"].startswith("with the talon open a hand holds exactly 6 cards")
