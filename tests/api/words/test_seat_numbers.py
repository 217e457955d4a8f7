"""Seats and plays are counted from 1 where people read them: the JSON keeps the 0-based
index (``seat``, ``winner``, ``index``), the sentence names the same seat one higher
("player 3" for seat 2), in every language. Each question is asked as a user asks it."""

from __future__ import annotations

import re
from typing import Any

import pytest
from flask.testing import FlaskClient

LANGS = ("de", "en", "fr")
PLAYER = {"de": re.compile(r"\bSpieler (\d+)"), "en": re.compile(r"\b[Pp]layer (\d+)"),
          "fr": re.compile(r"\b[Jj]oueur (\d+)")}
PLAY = {"de": re.compile(r"\(Karte (\d+)\)"), "en": re.compile(r"\(play (\d+)\)"),
        "fr": re.compile(r"\(carte (\d+)\)")}


def named(lang: str, said: str) -> list[int]:
    """The player numbers a sentence names."""
    return [int(n) for n in PLAYER[lang].findall(said)]


def ask(client: FlaskClient, path: str, body: dict[str, Any], lang: str) -> Any:
    response = client.post(path, json={**body, "lang": lang})
    assert response.status_code == 200, response.json
    return response.json


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("seat", range(4))
def test_doppelkopf_names_the_soloist_counted_from_1(client: FlaskClient, lang: str,
                                                     seat: int) -> None:
    # D-7: "Player 2 plays the voluntary solo" was said of seat 2, the third player.
    declared = ["gesund"] * 4
    declared[(seat + 1) % 4] = "hochzeit"
    declared[seat] = "lustsolo"
    answer = ask(client, "/api/v1/doppelkopf/vorbehalt", {"declared": declared}, lang)
    assert answer["seat"] == seat
    assert named(lang, answer["rule"]["explanation"]) == [seat + 1]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", ["schnapsen", "sechsundsechzig"])
@pytest.mark.parametrize("closer", [0, 1])
def test_the_talon_games_name_the_winner_counted_from_1(client: FlaskClient, lang: str,
                                                        game: str, closer: int) -> None:
    players = [{"card_points": 30, "tricks": 2}, {"card_points": 30, "tricks": 2}]
    players[closer] = {"card_points": 58, "tricks": 4, "marriages": [20]}
    body = {"players": players, "closed_by": closer, "claimed_66_by": closer,
            "at_closing": {"opponent_points": 24, "opponent_tricks": 2}}
    answer = ask(client, f"/api/v1/{game}/score", body, lang)
    assert answer["winner"] == closer
    said = named(lang, answer["rule"]["explanation"])
    assert said, answer["rule"]["explanation"]
    assert set(said) == {closer + 1}, answer["rule"]["explanation"]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", ["schnapsen", "sechsundsechzig"])
def test_the_bummerl_names_both_players_counted_from_1(client: FlaskClient, lang: str,
                                                       game: str) -> None:
    running = ask(client, f"/api/v1/{game}/bummerl",
                  {"hands": [{"winner": 1, "game_points": 2}]}, lang)
    assert named(lang, running["rule"]["explanation"]) == [1, 2]
    won = ask(client, f"/api/v1/{game}/bummerl",
              {"hands": [{"winner": 1, "game_points": 3}] * 3}, lang)
    assert won["winner"] == 1
    assert named(lang, won["rule"]["explanation"]) == [2]


@pytest.mark.parametrize("lang", LANGS)
def test_schafkopf_names_the_seat_that_sits_first_counted_from_1(client: FlaskClient,
                                                                 lang: str) -> None:
    bids = [{"seat": 0, "contract": {"type": "rufspiel", "called_suit": "bells"}},
            {"seat": 1, "contract": {"type": "farbwenz", "trump": "hearts"}},
            {"seat": 3, "contract": {"type": "farbwenz", "trump": "acorns"}}]
    answer = ask(client, "/api/v1/schafkopf/compare", {"bids": bids}, lang)
    assert answer["reason"] == "seat"
    assert answer["winner"]["seat"] == 1
    assert named(lang, answer["rule"]["explanation"]) == [2]


@pytest.mark.parametrize("lang", LANGS)
def test_schafkopf_names_who_doubled_counted_from_1(client: FlaskClient, lang: str) -> None:
    body = {"contract": {"type": "solo", "trump": "hearts"},
            "declarer_cards": ["AO", "LO", "HO", "AU", "HA", "H10", "LA", "L10"],
            "declarer_tricks": [["AO", "H7", "B9", "A8"], ["LO", "HK", "B7", "BK"],
                                ["HO", "BO", "H9", "L7"], ["AU", "LU", "BU", "H8"],
                                ["HA", "A7", "B8", "L8"], ["H10", "HU", "AA", "A10"]],
            "opponent_tricks": [["LA", "LK", "L9", "A9"], ["L10", "BA", "B10", "AK"]],
            "tariff": {"base": {"solo": 50}}, "ruleset": "sauspiel",
            "doublings": [3], "kontras": [2, 0]}
    answer = ask(client, "/api/v1/schafkopf/score", body, lang)
    lines = [line for line in answer["breakdown"] if line.get("seat") is not None]
    assert [line["seat"] for line in lines] == [3, 2, 0]
    for line in lines:
        assert named(lang, line["explanation"]) == [line["seat"] + 1], line["explanation"]


@pytest.mark.parametrize("lang", LANGS)
def test_skat_names_the_revoking_play_counted_from_1(client: FlaskClient, lang: str) -> None:
    # Mittelhand holds the Kreuz 7 and plays the Pik 8 to the Kreuz Ass: the second play.
    body = {"contract": {"type": "suit", "trump": "spades"}, "declarer": 1, "bid": 20,
            "hands": [["CA", "C10", "CK", "HA", "H10", "HK", "DA", "D10", "DK", "DQ"],
                      ["CJ", "SJ", "HJ", "SA", "S10", "SK", "SQ", "S9", "S8", "C7"],
                      ["DJ", "CQ", "C9", "C8", "HQ", "H9", "H8", "H7", "D8", "D7"]],
            "skat": ["S7", "D9"], "plays": ["CA", "S8"]}
    answer = ask(client, "/api/v1/skat/rounds/check", body, lang)
    assert answer["first_revoke"]["index"] == 1
    assert [int(n) for n in PLAY[lang].findall(answer["revoke_note"]["text"])] == [2]
