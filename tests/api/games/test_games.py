"""The API is built from the rules registry: /api/v1/games lists what each game offers, every
contract listed there is answered, and a new contract (the Bettel) needs no API code."""

from __future__ import annotations

from pathlib import Path

import pytest
from flask.testing import FlaskClient

import api
from api.games.games_list import GAMES_ANSWER
from rules.game import default_name_deck
from rules.registry import GAMES
from tests.samples import SAMPLES

API_DIR = Path(api.__file__).parent
def test_games_lists_the_registry(client: FlaskClient) -> None:
    games = client.get("/api/v1/games").json["games"]
    assert [g["id"] for g in games] == list(GAMES)
    for listed in games:
        game = GAMES[listed["id"]]
        assert listed["hand_size"] == game.hand_size
        assert listed["players"] == game.players
        assert [c["slug"] for c in listed["contracts"]] == [c.slug for c in game.contracts]
        assert all(set(c["names"]) == {"de", "en", "fr"} and all(c["names"].values())
                   for c in listed["contracts"])


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_listed_contract_is_answered(client: FlaskClient, game_id: str) -> None:
    listed = next(g for g in client.get("/api/v1/games").json["games"] if g["id"] == game_id)
    options = {o["name"]: o["default"] for o in listed["options"]}
    for contract in listed["contracts"]:
        query = {"contract": contract["slug"], "hand": ",".join(SAMPLES[game_id].hand),
                 "lang": "en", **options}
        if contract["tout"]:
            query["tout"] = "true"
        response = client.get(f"/api/v1/{game_id}/legal-cards", query_string=query)
        assert response.status_code == 200, (contract, response.json)
        assert response.json["contract"]["slug"] == contract["slug"]
        assert response.json["contract"]["name"] == contract["names"]["en"]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_each_contract_body_and_deck_name_is_the_one_the_api_answers(
        client: FlaskClient, game_id: str) -> None:
    """The checker posts a listed contract's ``body`` (a round check) and shows its name in
    the chosen deck: both are what the API itself answers for that contract."""
    listed = next(g for g in client.get("/api/v1/games").json["games"] if g["id"] == game_id)
    for contract in listed["contracts"]:
        for deck in listed["decks"]:
            response = client.post(f"/api/v1/{game_id}/trick", json={
                "contract": contract["body"], "trick": SAMPLES[game_id].hand[:1],
                "lang": "fr", "deck": deck})
            assert response.status_code == 200, (contract, response.json)
            assert response.json["contract"]["slug"] == contract["slug"]
            assert response.json["contract"]["name"] == contract["deck_names"][deck]["fr"]


def test_partnerships_are_the_games_own() -> None:
    answer = {g["id"]: g["partnerships"] for g in GAMES_ANSWER["games"]}
    # Every game's, as its rules object has them; and these three games' known facts.
    assert answer == {game_id: [list(seats) for seats in game.partnerships]
                      for game_id, game in GAMES.items()}
    assert (answer["jass"], answer["schnapsen"], answer["schafkopf"]) == (
        [[0, 2], [1, 3]], [[0], [1]], [])


def test_the_schnapsen_talon_is_an_option_with_names(client: FlaskClient) -> None:
    schnapsen = next(g for g in client.get("/api/v1/games").json["games"]
                     if g["id"] == "schnapsen")
    talon = schnapsen["options"][0]
    assert talon["name"] == "talon"
    assert [v["value"] for v in talon["values"]] == ["open", "closed", "exhausted"]
    assert talon["values"][1]["names"]["de"] == "Talon zugedreht"
    assert talon["default"] == "open"  # a hand begins with the talon open


def test_the_bettel_is_offered_and_answered(client: FlaskClient) -> None:
    # K-20: "Beim Bettel gibt es keinen Trumpf; jede Farbe läuft Sau, König, Ober, Unter,
    # Zehn, Neun, Acht, Sieben"
    schafkopf = next(g for g in client.get("/api/v1/games").json["games"]
                     if g["id"] == "schafkopf")
    bettel = next(c for c in schafkopf["contracts"] if c["slug"] == "bettel")
    assert (bettel["tout"], bettel["body"]) == (False, {"type": "bettel"})
    assert bettel["names"] == {"de": "Bettel", "en": "Bettel", "fr": "Bettel"}
    trick = client.get("/api/v1/schafkopf/trick?contract=bettel&trick=A9,AU,A10,LA&lang=en")
    assert trick.status_code == 200
    assert trick.json["winning_card"] == "AU"  # the Unter above the Zehn, no trump
    assert [c["role"] for c in trick.json["cards"]] == [
        "led_suit", "led_suit", "led_suit", "off_suit"]
    assert "nor trump" not in trick.json["cards"][3]["explanation"]
    legal = client.post("/api/v1/schafkopf/legal-cards", json={
        "contract": {"type": "bettel"}, "hand": ["AO", "HU", "LK"], "trick": ["A9"]})
    assert legal.json["legal"] == ["AO"]  # the Ober is no trump: it follows Eichel
    assert legal.json["contract"]["trumps"] == []


def test_no_api_code_names_a_contract_of_a_game() -> None:
    """The Bettel lives in rules/schafkopf and Schafkopf's texts only: the API's schemas,
    routes and checker take it from the registry."""
    naming = sorted(str(path.relative_to(API_DIR)) for path in API_DIR.rglob("*")
                    if path.suffix in (".py", ".js", ".html", ".svg")
                    and "bettel" in path.read_text(encoding="utf-8").lower()
                    and path.parent != API_DIR / "games" / "schafkopf" / "texts")
    assert naming == []


def test_round_inputs_are_the_round_schemas_card_and_seat_fields(client: FlaskClient) -> None:
    """The checker offers one input per listed round field: Schnapsen's talon and turned-up
    trump card, Schafkopf's declarer, Skat's declarer, Skat and bid (a required number); each
    is the field the round check's schema documents."""
    games = {g["id"]: g for g in client.get("/api/v1/games").json["games"]}
    inputs = {game_id: {i["name"]: i["kind"] for i in g["round_inputs"]}
              for game_id, g in games.items()}
    assert inputs["schnapsen"] == {"talon": "cards", "trump_card": "card", "claimed_66_by": "seat"}
    assert inputs["schafkopf"] == {"declarer": "seat"}
    assert inputs["jass"] == {"stoeck_seat": "seat"}
    assert inputs["skat"] == {"declarer": "seat", "bid": "number", "skat": "cards"}
    assert inputs["doppelkopf"] == {}  # its first leader is the form's own, as in every game
    # RT3's win threshold is a choice of two values, not a card to pick
    assert inputs["koenigrufen"] == {"declarer": "seat", "discards": "cards"}
    document = client.get("/api/v1/openapi.json").json
    for game_id, listed in games.items():
        body = document["paths"][f"/api/v1/{game_id}/rounds/check"]["post"]["requestBody"]
        ref = body["content"]["application/json"]["schema"]["$ref"]
        schema = document["components"]["schemas"][ref.rsplit("/", 1)[1]]
        for field in listed["round_inputs"]:
            # labelled in the game's words in every language, never by the field's name
            assert set(field["names"]) == {"de", "en", "fr"}
            assert field["name"] not in field["names"].values()
            documented = schema["properties"][field["name"]]
            if "$ref" in documented:  # a field shared by several schemas is a component
                documented = document["components"]["schemas"][documented["$ref"].rsplit("/", 1)[1]]
            # Required, or needed (x-needed) where the game names what is missing itself.
            assert field["required"] == (field["name"] in schema.get("required", [])
                                         or documented.get("x-needed", False))
            if field["kind"] == "cards":
                assert documented["type"] == "array"
                assert documented["items"]["type"] == "string"
            elif field["kind"] == "card":
                assert documented["type"] == "string"
                assert "enum" not in documented  # a card code, not a choice of values
            elif field["kind"] == "number":
                assert documented["type"] == "integer"
                assert field["required"] or documented["description"].endswith(
                    f"Default: {field['default']}.")  # the default as the API takes it
            else:
                assert (documented["minimum"], documented["maximum"]) == (0, listed["players"] - 1)


def test_the_defaults_are_the_game_objects_and_the_api_answers_with_them(
        client: FlaskClient) -> None:
    """One default ruleset and deck per language, decided by the game objects;
    a question without them is answered as with them, in every language."""
    for listed in client.get("/api/v1/games").json["games"]:
        game = GAMES[listed["id"]]
        assert listed["default_ruleset"] == game.default_ruleset
        assert listed["default_decks"] == {lang: default_name_deck(game, lang)
                                           for lang in ("de", "en", "fr")}
        assert set(listed["ruleset_names"]) == set(game.rulesets)
        assert all(listed["ruleset_names"][r][lang] != r for r in game.rulesets
                   for lang in ("de", "en", "fr"))  # in words, never the bare id
    assert GAMES["jass"].default_ruleset == "jasvel"  # R1, also in the checker
    assert default_name_deck(GAMES["jass"], "fr") == "french"
    assert default_name_deck(GAMES["jass"], "de") == "swiss"
    assert default_name_deck(GAMES["schafkopf"], "fr") == "german"
    asked = "/api/v1/jass/legal-cards?contract=trump:acorns&hand=R6,AU&trick=R9,A7&lang=fr"
    assert client.get(asked).json == client.get(asked + "&deck=french&ruleset=jasvel").json
