"""The closing calculator's options as a client sees them: ``with_exchange`` (the figures
after exchanging the trump Unter, 66's Nine, before closing: R8, RM5) and
``include=losing_hands`` (the hands that beat the best lead, up to 252 deals), asked by POST
and by permalink alike, and refused by name where they cannot be answered."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

import pytest
from flask.testing import FlaskClient

from api.games.registry import GAME_APIS
from api.games.talon.closing_schemas import closing_query_form

SCHNAPSEN = {**GAME_APIS["schnapsen"].closing_example,  # type: ignore[attr-defined]
             "hand": ["H10", "HK", "AA", "A10", "HU"], "trump_card": "HA"}
SIXTY_SIX = {**GAME_APIS["sechsundsechzig"].closing_example,  # type: ignore[attr-defined]
             "hand": ["LA", "LK", "LO", "AK", "AO", "H9"], "trump_card": "H10"}
EXCHANGES = [("schnapsen", SCHNAPSEN, "HU", "HA"), ("sechsundsechzig", SIXTY_SIX, "H9", "H10")]


def ask(client: FlaskClient, game: str, body: dict[str, Any]) -> Any:
    posted = client.post(f"/api/v1/{game}/closing", json=body)
    query = urlencode(closing_query_form(GAME_APIS[game].game, body))
    linked = client.get(f"/api/v1/{game}/closing?{query}")
    assert (linked.status_code, linked.json) == (posted.status_code, posted.json)
    return posted


@pytest.mark.parametrize(("game", "body", "own", "turned"), EXCHANGES)
def test_with_exchange_gives_the_figures_of_the_exchanged_position(
        client: FlaskClient, game: str, body: dict[str, Any], own: str, turned: str) -> None:
    """R8 / RM5: the exchange before closing puts the face-up card in your hand and yours face
    up; the figures are those of that position asked on its own."""
    answer = ask(client, game, {**body, "with_exchange": True}).json
    after = {**body, "hand": [turned if c == own else c for c in body["hand"]],
             "trump_card": own, "exchange": {"by": "me", "card": turned}}
    alone = ask(client, game, after).json
    shown = answer["with_exchange"]
    assert (shown["card"], shown["taken"]) == (own, turned)
    for name in ("deals", "wins", "probability", "expected_game_points_exact",
                 "wins_double_dummy", "best_leads", "leads", "marriages_lost"):
        assert shown[name] == alone[name], name
    plain = client.post(f"/api/v1/{game}/closing", json=body).json
    assert {k: v for k, v in answer.items() if k != "with_exchange"} == plain


def test_the_exchange_is_said_first_in_each_language(client: FlaskClient) -> None:
    said = {lang: ask(client, "schnapsen", {**SCHNAPSEN, "with_exchange": True, "lang": lang}
                      ).json["with_exchange"]["sentence"] for lang in ("de", "en", "fr")}
    assert said["de"].startswith("Zuerst tauschst du Herz-Unter gegen Herz-Ass aus. Zudrehen "
                                 "gewinnt gegen jedes der 252 möglichen Blätter")
    assert said["en"].startswith("First you exchange the Unter of Hearts for the Ace of "
                                 "Hearts. Closing wins against every one of the 252 hands")
    assert said["fr"].startswith("D'abord, tu échanges l'Unter de Cœur contre l'As de Cœur. "
                                 "Fermer gagne")


@pytest.mark.parametrize("game", ["schnapsen", "sechsundsechzig"])
def test_the_losing_hands_are_the_deals_the_best_lead_loses(client: FlaskClient,
                                                            game: str) -> None:
    body = {"schnapsen": SCHNAPSEN, "sechsundsechzig": {
        **SIXTY_SIX, "talon_cards": 4,
        "tricks": [*SIXTY_SIX["tricks"], ["HK", "HO"]],
        "me": {"card_points": 47, "tricks": 4}}}[game]
    answer = ask(client, game, {**body, "include": ["losing_hands"]}).json
    listed = answer["losing_hands"]
    lead = next(lead for lead in answer["leads"] if lead["card"] == listed["lead"])
    assert listed["lead"] == answer["best_leads"][0]
    assert len(listed["hands"]) == answer["deals"] - lead["wins"]
    seen = set(body["hand"]) | {c for t in body["tricks"] for c in t} | {body["trump_card"]}
    size = GAME_APIS[game].game.rules.hand_size
    assert all(len(hand) == size and not seen & set(hand) for hand in listed["hands"])
    assert len({tuple(hand) for hand in listed["hands"]}) == len(listed["hands"])


@pytest.mark.parametrize(("lang", "words"), [
    ("de", "du hast Herz-Unter nicht: es gibt nichts zu tauschen (N-12)"),
    ("en", "you do not hold the Unter of Hearts: there is nothing to exchange (N-12)"),
    ("fr", "tu n'as pas la carte Unter de Cœur : il n'y a rien à échanger (N-12)"),
])
def test_an_exchange_without_the_unter_is_refused_by_name(client: FlaskClient, lang: str,
                                                          words: str) -> None:
    body = {**GAME_APIS["schnapsen"].closing_example,  # type: ignore[attr-defined]
            "with_exchange": True, "lang": lang}
    posted = client.post("/api/v1/schnapsen/closing", json=body)
    query = urlencode(closing_query_form(GAME_APIS["schnapsen"].game, body))
    linked = client.get(f"/api/v1/schnapsen/closing?{query}")
    assert posted.status_code == linked.status_code == 422
    assert posted.json["errors"] == [{"pointer": "/with_exchange", "detail": words,
                                      "code": "talon.closing-no-exchange-card"}]
    assert linked.json["errors"] == [{"parameter": "with_exchange", "detail": words,
                                      "code": "talon.closing-no-exchange-card"}]


@pytest.mark.parametrize(("lang", "words"), [
    ("de", "die verlierenden Blätter werden nur bis 252 möglichen Blättern aufgezählt; hier "
           "sind es 462"),
    ("en", "the losing hands are listed for at most 252 possible hands; this position leaves "
           "462"),
    ("fr", "les mains perdantes ne sont listées que jusqu'à 252 mains possibles ; cette "
           "position en laisse 462"),
])
def test_losing_hands_of_too_many_deals_are_refused_by_name(client: FlaskClient, lang: str,
                                                            words: str) -> None:
    """API-closing §7: include=losing_hands "for deals ≤ 252"."""
    body = {**GAME_APIS["sechsundsechzig"].closing_example,  # type: ignore[attr-defined]
            "include": ["losing_hands"], "lang": lang}
    linked = client.get("/api/v1/sechsundsechzig/closing?" + urlencode(
        closing_query_form(GAME_APIS["sechsundsechzig"].game, body)))
    assert linked.status_code == 422
    assert linked.json["errors"] == [{"parameter": "include", "detail": words,
                                      "code": "talon.closing-losing-hands"}]
