"""POST /api/v1/schnapsen/closing as a client sees it: the documented example answered
exactly, the figures' sentence in the asker's language, and a refused position naming its
field."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from api.games.registry import GAME_APIS
from api.games.schnapsen.game_api import CLOSING_EXAMPLE, GAME_API

URL = "/api/v1/schnapsen/closing"


def test_the_documented_example(client: FlaskClient) -> None:
    data = client.post(URL, json=CLOSING_EXAMPLE).json
    assert (data["deals"], data["unseen"], data["wins"], data["wins_double_dummy"]) == (
        252, 10, 156, 162)
    assert data["best_leads"] == ["HA"]
    assert {lead["card"]: lead["wins"] for lead in data["leads"]} == {
        "HA": 156, "HK": 86, "AA": 152, "A10": 152, "BU": 146}
    # N-15: he has a trick and 14 points at the closing: a win is worth 2, a loss costs 2.
    assert (data["stakes"]["win"], data["stakes"]["lose"], data["stakes"]["rule"]["id"]) == (
        2, 2, "N-15")
    assert data["expected_game_points_exact"] == "10/21"  # (156 · 2 − 96 · 2) / 252
    assert data["points_at_closing"] == {"me": 15, "opponent": 14, "me_pending": 0,
                                         "opponent_pending": 0}
    assert data["sentence"].startswith(
        "Closing wins against 156 of the 252 hands your opponent can hold (61.9%) if you "
        "lead the Ace of Hearts")
    assert "If you could see his cards, closing would win against 162 of those hands." in (
        data["sentence"])


def test_german_and_french_words(client: FlaskClient) -> None:
    de = client.post(URL, json={**CLOSING_EXAMPLE, "lang": "de"}).json
    assert de["sentence"].startswith(
        "Zudrehen gewinnt gegen 156 der 252 möglichen Blätter deines Gegners (61,9\u00a0%), "
        "wenn du Herz-Ass ausspielst")
    assert "Im Schnitt +0,48 Punkte." in de["sentence"]
    fr = client.post(URL, json={**CLOSING_EXAMPLE, "lang": "fr"}).json
    assert fr["sentence"].startswith(
        "Fermer gagne contre 156 des 252 mains possibles de l'adversaire (61,9\u00a0%)")
    assert "n'est pas comparé" in fr["explanation"]


def test_forty_and_out(client: FlaskClient) -> None:
    """N-10: with 42 points and a trick, the 40er claims 66 at once whatever he holds."""
    body = {**CLOSING_EXAMPLE, "hand": ["HK", "HO", "BK", "BO", "LU"],
            "tricks": [["LA", "L10"], ["AA", "A10"]], "me": {"card_points": 42, "tricks": 2},
            "opponent": {"card_points": 0, "tricks": 0}, "lang": "de"}
    data = client.post(URL, json=body).json
    assert data["wins"] == data["deals"] == 252
    assert [lead["card"] for lead in data["leads"] if lead["claims_at_once"]] == ["HK", "HO"]
    assert "(„40 und aus“)" in data["sentence"]


@pytest.mark.parametrize(("changes", "pointer", "code", "words"), [
    ({"me": {"card_points": 16, "tricks": 1}}, "/me", "talon.closing-tally",
     "die gespielten Stiche ergeben hier Stiche: 1, Punkte: 15"),
    ({"talon_cards": 4}, "/tricks", "talon.closing-tricks",
     "bei 4 Karten im Talon sind 3 Stiche gespielt, nicht 2"),
    ({"talon_cards": 2}, "/talon_cards", "talon.closing-talon",
     "zugedreht wird bei 4, 6, 8 und 10 Karten im Talon (N-D2)"),
    ({"exchange": {"by": "opponent", "card": "HA"}, "trump_card": "HU"}, "/hand",
     "talon.closing-known-exchange", "dein Gegner hat Herz-Ass beim Austauschen genommen"),
])
def test_a_position_that_cannot_be_closed_is_refused_in_german(
        client: FlaskClient, changes: dict[str, Any], pointer: str, code: str,
        words: str) -> None:
    response = client.post(URL, json={**CLOSING_EXAMPLE, **changes, "lang": "de"})
    assert response.status_code == 422
    error = response.json["errors"][0]
    assert (error["pointer"], error["code"]) == (pointer, code)
    assert error["detail"].startswith(words)


def test_claim_instead_in_french(client: FlaskClient) -> None:
    """R17: a hand is won by claiming 66; with 66 counted the question is not closing."""
    body = {**CLOSING_EXAMPLE, "hand": ["HO", "H10", "BK", "BO", "LU"], "trump_card": "HA",
            "tricks": [["LA", "L10"], ["HK", "AA"]], "me": {"card_points": 36, "tricks": 2},
            "opponent": {"card_points": 0, "tricks": 0},
            "marriages": [{"by": "me", "suit": "hearts"}], "lang": "fr"}
    response = client.post(URL, json=body)
    assert response.status_code == 422
    assert response.json["errors"][0]["pointer"] == "/me"
    assert response.json["detail"].startswith("tu as déjà 76 points comptés : annonce 66")


def test_a_batch_asks_the_same_question(client: FlaskClient) -> None:
    single = client.post(URL, json=CLOSING_EXAMPLE).json
    batch = client.post("/api/v1/batch", json={"questions": [
        {"game": "schnapsen", "question": "closing", "body": CLOSING_EXAMPLE}]}).json
    assert batch["answers"][0]["body"] == single


def test_a_second_search_waits_then_is_told_to_come_back(client: FlaskClient,
                                                         monkeypatch: pytest.MonkeyPatch
                                                         ) -> None:
    """One search at a time per worker: a question not answered before waits, then gets a
    503 with Retry-After while another search holds the worker's search."""
    monkeypatch.setattr("api.games.talon.closing.WAIT", 0.01)
    closing = GAME_API.closing
    body = {**CLOSING_EXAMPLE, "hand": ["HA", "HK", "AA", "A10", "BO"], "lang": "en"}
    with closing._lock:
        response = client.post(URL, json=body)
    assert response.status_code == 503
    assert response.headers["Retry-After"] == "1"
    assert response.json["detail"] == ("another closing calculation is running; try again in "
                                       "a second")
    assert client.post(URL, json=body).status_code == 200


@st.composite
def closing_bodies(draw: st.DrawFn) -> tuple[str, dict[str, Any]]:
    """Bodies the schema accepts, their cards and facts drawn at random: mostly positions
    that cannot occur, some that can."""
    game = draw(st.sampled_from(["schnapsen", "sechsundsechzig"]))
    rules = GAME_APIS[game].game.rules
    codes = [rules.deck.code(c) for c in rules.deck.cards]
    cards = draw(st.permutations(codes))
    talon = draw(st.sampled_from([n for n in rules.talon_sizes if n >= 4]))
    played = (rules.stack + 1 - talon) // 2 + draw(st.sampled_from([0, 0, 0, 1, -1]))
    played = max(0, played)
    size = rules.hand_size
    who = st.sampled_from(["me", "opponent"])
    tally = st.fixed_dictionaries({"card_points": st.integers(0, 120),
                                   "tricks": st.integers(0, rules.tricks)})
    return game, {
        "contract": {"trump": draw(st.sampled_from(["acorns", "leaves", "hearts", "bells"]))},
        "hand": cards[:size], "talon_cards": talon, "trump_card": draw(st.sampled_from(codes)),
        "tricks": [cards[size + 2 * n:size + 2 * n + 2] for n in range(played)],
        "exchange": draw(st.none() | st.fixed_dictionaries(
            {"by": who, "card": st.sampled_from(codes)})),
        "marriages": draw(st.lists(st.fixed_dictionaries(
            {"by": who, "suit": st.sampled_from(["acorns", "leaves", "hearts", "bells"])}),
            max_size=2)),
        "me": draw(tally), "opponent": draw(tally),
        "lang": draw(st.sampled_from(["de", "en", "fr"]))}


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(closing_bodies())
def test_no_position_gets_a_server_error(client: FlaskClient,
                                         case: tuple[str, dict[str, Any]]) -> None:
    game, body = case
    response = client.post(f"/api/v1/{game}/closing", json=body)
    assert response.status_code in (200, 422), response.json
    if response.status_code == 422:
        assert response.json["errors"][0]["pointer"].split("/")[1] in body
