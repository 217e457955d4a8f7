"""The Ramsch's house rules asked through the API (``standard+jungfrau-einzeln``, …): the
payments and a line per Jungfrau whose own share doubles, the tie lost by the highest trump
held, in de, en and fr."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient

SCORE = "/api/v1/schafkopf/score"
ALL_BUT_ONE = [
    {"tricks": [["AO", "LO", "HO", "BO"], ["AU", "LU", "HU", "BU"], ["HA", "H10", "HK", "H9"],
                ["AA", "A10", "AK", "A9"], ["LA", "L10", "LK", "L9"], ["BA", "B10", "BK", "B9"],
                ["A8", "L8", "H8", "B8"]]},
    {"tricks": [["A7", "L7", "H7", "B7"]]}, {"tricks": []}, {"tricks": []}]
TIE = [
    {"tricks": [["AA", "A10", "A9", "A8"], ["LA", "LO", "L8", "L7"]],
     "hand": ["HA", "H10", "AA", "A10", "A9", "A8", "L8", "L7"]},
    {"tricks": [["BA", "B10", "B9", "B8"], ["L10", "AK", "B7", "H9"]],
     "hand": ["AU", "LA", "L10", "B10", "BA", "B9", "B8", "B7"]},
    {"tricks": [["HA", "H10", "H7", "H8"], ["HK", "AO", "BU", "A7"]],
     "hand": ["AO", "LO", "HO", "BO", "HK", "H9", "H8", "H7"]},
    {"tricks": [["L9", "LU", "LK", "HU"], ["HO", "BO", "BK", "AU"]],
     "hand": ["LU", "HU", "BU", "A7", "AK", "LK", "L9", "BK"]}]
OWN_LINE = {"de": "Jungfrau (Spieler 3 hat keinen Stich): was Spieler 3 von jedem Verlierer "
                  "bekommt, verdoppelt sich (2-mal).",
            "en": "Jungfrau (player 3 took no trick): what player 3 receives from each loser "
                  "doubles (2 times).",
            "fr": "Jungfrau (le joueur 3 sans pli) : ce que reçoit le joueur 3 de chaque "
                  "perdant double (2 fois)."}
HIGHEST = {"de": "Spieler 2 hatte den höchsten Trumpf und verliert",
           "en": "player 2 held the highest trump and loses",
           "fr": "le joueur 2 avait l'atout le plus fort et perd"}


@pytest.mark.parametrize("lang", ["de", "en", "fr"])
def test_a_jungfrau_doubles_her_own_share_per_jungfrau(client: FlaskClient, lang: str) -> None:
    # K-H17 "what a player who took no trick in a Ramsch receives from each loser doubles once
    # for each player who took no trick".
    answer = client.post(SCORE, json={"contract": {"type": "ramsch"}, "players": ALL_BUT_ONE,
                                      "ruleset": "standard+jungfrau-einzeln-mehrfach",
                                      "lang": lang}).json
    assert answer is not None
    assert answer["payments"] == [-90, 10, 40, 40]
    own = [line for line in answer["breakdown"] if line["item"] == "jungfrau_own"]
    assert [(line["seat"], line["rule"], line["factor"]) for line in own] == [
        (2, "K-H17", 4), (3, "K-H17", 4)]
    assert own[0]["explanation"] == OWN_LINE[lang]


@pytest.mark.parametrize("lang", ["de", "en", "fr"])
def test_a_ramsch_tie_is_lost_by_the_highest_trump_held(client: FlaskClient,
                                                        lang: str) -> None:
    # K-H15 "of the players with equal most Augen, the one who held the highest trump loses".
    answer = client.post(SCORE, json={"contract": {"type": "ramsch"}, "players": TIE,
                                      "ruleset": "standard+hoechster-trumpf",
                                      "lang": lang}).json
    assert answer is not None
    assert answer["losers"] == [1]
    assert answer["rule"]["id"] == "K-H15"
    assert HIGHEST[lang] in answer["rule"]["explanation"]


def test_two_jungfrau_forms_at_once_are_refused(client: FlaskClient) -> None:
    answer = client.post(SCORE, json={"contract": {"type": "ramsch"}, "players": ALL_BUT_ONE,
                                      "ruleset": "standard+jungfrau+jungfrau-einzeln"})
    assert answer.status_code == 400  # as every house rule the API cannot take
    assert answer.json is not None
    assert answer.json["type"].endswith("/unsupported-house-rule")
    assert answer.json["code"] == "schafkopf.house-rule-one-of"
    assert answer.json["errors"][0]["pointer"] == "/ruleset"
