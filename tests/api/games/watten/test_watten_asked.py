"""Watten asked as a person asks it: a trick at a table of two or four (W-3, ``players``,
four unless said), whole at as many cards, so far at fewer, never more; the seat that led a
trick named from 1 in the explanations, the sides named as /state names them in problems,
and the Schlag and Trumpf in a problem's list named in the asker's language beside the
tokens the field takes."""

from __future__ import annotations

import re
from typing import Any

import pytest
from flask.testing import FlaskClient

from api.games.watten.game_api import ROUND_EXAMPLE
from api.service.problem_texts import catalogue

API = "/api/v1/watten"
LANGS = ("de", "en", "fr")
UNDER_HEARTS = {"schlag": "under", "trump": "hearts"}
WINS = {"de": "macht den Stich", "en": "wins", "fr": "remporte le pli"}
SO_FAR = {"de": "bisher", "en": "so far", "fr": "jusqu'ici"}


def _trick(client: FlaskClient, cards: list[str], lang: str, how: str,
           players: int | None = None) -> Any:
    table = {} if players is None else {"players": players}
    if how == "get":
        extra = "".join(f"&{name}={value}" for name, value in table.items())
        return client.get(f"{API}/trick?contract=under:hearts&trick={','.join(cards)}"
                          f"&lang={lang}{extra}")
    return client.post(f"{API}/trick", json={"contract": UNDER_HEARTS, "trick": cards,
                                             "lang": lang, **table})


def _names(problem: Any, how: str) -> Any:
    """The field the problem's first error names, as a GET parameter or a JSON pointer."""
    error = problem["errors"][0]
    return error["parameter"] if how == "get" else error["pointer"]


@pytest.mark.parametrize("how", ["get", "post"])
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("cards", "players", "winner", "rule"), [
    # W-17: "Der Schlag sticht den Trumpf": the Blinde (Laub-Unter) beats the led Herz-Sau.
    (["HA", "LU"], 2, 1, "W-17"),
    # W-6: "von zwei Blinden in einem Stich gewinnt die zuerst gespielte".
    (["LU", "AU"], 2, 0, "W-6"),
    (["LU", "HA", "AU", "L10"], None, 0, "W-6"),
    (["LU", "HA", "AU", "L10"], 4, 0, "W-6"),
])
def test_a_trick_of_as_many_cards_as_players_is_whole_and_won(
        client: FlaskClient, how: str, lang: str, cards: list[str], players: int | None,
        winner: int, rule: str) -> None:
    """W-3: two players play two cards to a trick, four four (four when not said)."""
    answer = _trick(client, cards, lang, how, players)
    assert answer.status_code == 200, answer.json
    found = answer.json
    assert (found["complete"], found["winner"], found["winning_card"], found["rule"]["id"]) == (
        True, winner, cards[winner], rule)
    assert found["players"] == len(cards)
    said = found["rule"]["explanation"]
    assert WINS[lang] in said, said
    assert SO_FAR[lang] not in said, said
    assert [WINS[lang] in c["explanation"] for c in found["cards"]] == [
        place == winner for place in range(len(cards))]


@pytest.mark.parametrize("how", ["get", "post"])
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("cards", "players", "ahead"), [
    # W-3: a table of four unless said; two cards of four are a trick so far.
    (["HA", "LU"], None, 1),
    (["LU", "HA", "AU"], None, 0),
    (["LU"], 4, 0),
    (["HA"], 2, 0),
])
def test_fewer_cards_than_players_are_a_trick_so_far(
        client: FlaskClient, how: str, lang: str, cards: list[str], players: int | None,
        ahead: int) -> None:
    answer = _trick(client, cards, lang, how, players)
    assert answer.status_code == 200, answer.json
    found = answer.json
    assert (found["complete"], found["winner"], found["players"]) == (
        False, ahead, players or 4)
    said = [found["rule"]["explanation"], *(c["explanation"] for c in found["cards"])]
    assert SO_FAR[lang] in said[0], said
    assert not any(WINS[lang] in s for s in said), said


@pytest.mark.parametrize("how", ["get", "post"])
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("cards", "players"), [(["LU", "HA", "AU"], 2),
                                                 (["LU", "HA", "AU", "L10"], 2)])
def test_more_cards_than_players_are_an_impossible_position_naming_the_trick(
        client: FlaskClient, how: str, lang: str, cards: list[str], players: int) -> None:
    answer = _trick(client, cards, lang, how, players)
    assert answer.status_code == 422, answer.json
    problem = answer.json
    assert (problem["type"], problem["code"]) == (
        "/api/v1/problems/impossible-position", "position.trick-too-big")
    assert _names(problem, how) == ("trick" if how == "get" else f"/trick/{players}")
    english = _trick(client, cards, "en", how, players).json["detail"]
    assert (problem["detail"] == english) is (lang == "en")


@pytest.mark.parametrize("how", ["get", "post"])
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("players", "code"), [
    # RW11: "Zu dritt wird nicht unterstützt, zu zweit und zu viert schon."
    (3, "watten.unsupported-players"), (5, "field.range"), (1, "field.range")])
def test_a_table_other_than_two_or_four_is_refused_naming_players(
        client: FlaskClient, how: str, lang: str, players: int, code: str) -> None:
    answer = _trick(client, ["LU"], lang, how, players)
    assert answer.status_code == 422, answer.json
    problem = answer.json
    assert problem["code"] == code
    assert _names(problem, how) == ("players" if how == "get" else "/players")
    english = _trick(client, ["LU"], "en", how, players).json["detail"]
    assert (problem["detail"] == english) is (lang == "en")


def _legal(client: FlaskClient, lang: str, how: str, **extra: Any) -> Any:
    if how == "get":
        query = "".join(f"&{name}={value}" for name, value in extra.items())
        return client.get(f"{API}/legal-cards?contract=under:hearts&hand=HU,H8,LK&trick=H9"
                          f"&lang={lang}{query}")
    return client.post(f"{API}/legal-cards", json={
        "contract": UNDER_HEARTS, "hand": ["HU", "H8", "LK"], "trick": ["H9"], "lang": lang,
        **extra})


SEAT = {"de": "Platz {seat}", "en": "seat {seat}", "fr": "place {seat}"}


@pytest.mark.parametrize("how", ["get", "post"])
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("leader", [0, 2, 3])
def test_the_leader_is_echoed_and_named_from_one_in_the_explanations(
        client: FlaskClient, how: str, lang: str, leader: int) -> None:
    answer = _legal(client, lang, how, leader=leader).json
    assert answer["leader"] == leader
    for card in answer["cards"]:
        said = card["rule"]["explanation"]
        assert SEAT[lang].format(seat=leader + 1) in said, said
        assert card["rule"]["facts"]["leader"] == leader
    plain = _legal(client, lang, how).json
    assert plain["leader"] is None
    assert not any(re.search(SEAT[lang].format(seat=r"\d"), c["rule"]["explanation"])
                   for c in plain["cards"])
    assert [c["legal"] for c in plain["cards"]] == [c["legal"] for c in answer["cards"]]


@pytest.mark.parametrize("how", ["get", "post"])
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("leader", [-1, 4, "x"])
def test_a_leader_outside_the_seats_is_refused_naming_the_field(
        client: FlaskClient, how: str, lang: str, leader: object) -> None:
    answer = _legal(client, lang, how, leader=leader)
    assert answer.status_code == 422
    error = answer.json["errors"][0]
    assert error.get("parameter" if how == "get" else "pointer") == (
        "leader" if how == "get" else "/leader")
    english = _legal(client, "en", how, leader=leader).json["detail"]
    assert (answer.json["detail"] == english) is (lang == "en")


SIDES = {"de": ("die Partei des Schlagansagers", "die Partei des Gebers"),
         "en": ("the Schlag announcer's side", "the dealer's side"),
         "fr": ("le camp de l'annonceur du Schlag", "le camp du donneur")}
NUMBERED_SIDE = re.compile(r"\b(Partei|side|camp) (\d|\{team\})")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("team", [0, 1])
def test_a_side_raising_twice_is_named_as_state_names_it(
        client: FlaskClient, lang: str, team: int) -> None:
    raises = [{"team": team, "at": 0, "response": "hold"},
              {"team": team, "at": 1, "response": "hold"}]
    for path, body in (("score", {"tricks": [0, 1, 0, 0], "raises": raises}),
                       ("rounds/check", {**ROUND_EXAMPLE, "raises": raises})):
        answer = client.post(f"{API}/{path}", json={**body, "lang": lang})
        assert answer.status_code == 422, path
        problem = answer.json
        assert problem["code"] == "watten.invalid-raise.same-team-twice"
        assert problem["errors"][0]["pointer"] == "/raises/1"
        assert problem["detail"].startswith(SIDES[lang][team]), problem["detail"]
        assert NUMBERED_SIDE.search(problem["detail"]) is None


def test_no_watten_problem_names_a_side_by_its_json_index() -> None:
    tables = catalogue().tables
    numbered = {f"{lang}: {code}": tables[lang][code] for lang in LANGS
                for code in tables[lang] if code.startswith("watten.")
                and NUMBERED_SIDE.search(tables[lang][code])}
    assert numbered == {}


SCHLAG_NAMES = {"de": ("König „king“", "Sau „ace“", "Unter „under“"),
                "en": ("King 'king'", "Ace 'ace'", "Unter 'under'"),
                "fr": ("Roi « king »", "As « ace »", "Unter « under »")}
TOKENS = ("7", "8", "9", "10", "under", "ober", "king", "ace", "weli")
QUOTED = {"de": "„{}“", "en": "'{}'", "fr": "« {} »"}


@pytest.mark.parametrize("lang", LANGS)
def test_a_schlag_list_names_each_schlag_in_the_language_beside_its_token(
        client: FlaskClient, lang: str) -> None:
    # RW2 in bayern: the 32-card pack has no Weli, so the Weli is no Schlag there.
    for answer in (
            client.get(f"{API}/legal-cards?contract=weli:hearts&ruleset=bayern&hand=HA"
                       f"&lang={lang}"),
            client.post(f"{API}/legal-cards", json={
                "contract": {"schlag": "weli", "trump": "hearts"}, "ruleset": "bayern",
                "hand": ["HA"], "lang": lang})):
        assert answer.status_code == 422
        detail = answer.json["detail"]
        assert answer.json["code"] == "watten.unknown-schlag"
        assert all(name in detail for name in SCHLAG_NAMES[lang]), detail
        listed = detail[detail.index("("):]
        # every token of the list in quotes, none bare (", king" or "king und")
        assert all(QUOTED[lang].format(token) in listed for token in TOKENS[:-1]), listed
        assert re.search(r"(^|[,(:] )(under|ober|king|ace)\b", listed) is None, listed


@pytest.mark.parametrize("lang", LANGS)
def test_a_missing_schlag_is_named_and_pointed_at(client: FlaskClient, lang: str) -> None:
    answer = client.post(f"{API}/legal-cards", json={
        "contract": {"trump": "hearts"}, "hand": ["HA"], "lang": lang})
    assert answer.status_code == 422
    assert answer.json["errors"][0]["pointer"] == "/contract/schlag"
    assert QUOTED[lang].format("schlag") in answer.json["detail"]


def test_the_card_codes_ruling_lists_each_schlag_token_in_quotes(
        client: FlaskClient) -> None:
    text = client.get(f"{API}/rules/RW12").json["text"]
    for lang in LANGS:
        assert all(QUOTED[lang].format(token) in text[lang] for token in TOKENS), text[lang]
