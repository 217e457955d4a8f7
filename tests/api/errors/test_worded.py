"""What a problem says is worded in the asker's language from its code and values: a card by
its name in that language and the question's deck, a list joined in that language's words,
places, seats and plays counted from 1 (the 0-based index stays the error's ``index`` and
pointer)."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from api.errors.messages import joined
from api.errors.rules_errors import said as said_of
from api.games.jass.game_api import ROUND_EXAMPLE
from api.games.registry import GAME_APIS
from api.service.problem_texts import catalogue
from rules.cards import Card, Rank, Suit
from rules.errors import UnknownContractError
from rules.game import default_name_deck
from rules.registry import GAMES
from rules.schafkopf.contract import STANDARD_TOUT, ContractType, SchafkopfContract


def _name(game_id: str, card: Card, lang: str, deck: str | None = None) -> str:
    """The card as the game's answers name it in ``lang`` and the deck (else the language's)."""
    adapter = GAME_APIS[game_id]
    return adapter.speaker(lang, deck or default_name_deck(GAMES[game_id], lang)).card_name(card)


def _ask(client: FlaskClient, url: str, lang: str) -> dict[str, Any]:
    response = client.get(url + f"&lang={lang}")
    assert response.status_code == 422, response.json
    problem: dict[str, Any] = response.json
    assert problem["detail"] == problem["errors"][0]["detail"]
    return problem


CLUBS_QUEEN = Card(Suit.CLUBS, Rank.QUEEN)
THREE_QUEENS = "/api/v1/doppelkopf/legal-cards?contract=normal&hand=CQ,H10,CQ,CQ"


def test_a_german_answer_names_the_card_in_german_and_counts_its_places_from_1(
        client: FlaskClient) -> None:
    """It said "clubs-queen steht 3-mal in der Hand (Positionen 0, 2 and 3)"."""
    problem = _ask(client, THREE_QUEENS, "de")
    assert problem["code"] == "position.copies-in-hand"
    assert _name("doppelkopf", CLUBS_QUEEN, "de") == "Kreuz-Dame"
    assert problem["detail"] == ("Kreuz-Dame steht 3-mal in der Hand (Positionen 1, 3 und 4); "
                                 "das Blatt hat sie 2-mal")
    # The index stays the 0-based place of the copy one too many.
    assert problem["errors"][0]["index"] == 3


def test_a_french_answer_names_the_card_in_french_and_joins_with_et(
        client: FlaskClient) -> None:
    problem = _ask(client, THREE_QUEENS, "fr")
    name = _name("doppelkopf", CLUBS_QUEEN, "fr")
    assert name == "Dame de Trèfle"
    assert problem["detail"] == (f"la carte {name} figure 3 fois dans la main (positions 1, 3 "
                                 "et 4) ; le jeu n'en compte que 2")


@pytest.mark.parametrize(("lang", "said"), [
    ("fr", "la carte {card} figure deux fois dans la main (positions 1 et 3)"),
    ("de", "{card} steht zweimal in der Hand (Positionen 1 und 3)"),
    ("en", "{card} appears twice in hand (positions 1 and 3)"),
])
def test_a_card_twice_is_named_in_the_language_and_the_questions_deck(
        client: FlaskClient, lang: str, said: str) -> None:
    """It said « roses-6 figure deux fois dans la main »: Jass in French names the French
    deck's cards, unless the question asks for another deck."""
    six = Card(Suit.ROSES, Rank.SIX)
    for deck in (None, "swiss", "french"):
        asked = f"&deck={deck}" if deck else ""
        problem = _ask(client, f"/api/v1/jass/legal-cards?contract=trump:acorns&hand=R6,A6,R6"
                               f"{asked}", lang)
        name = _name("jass", six, lang, deck)
        assert problem["detail"] == said.format(card=name), deck
        assert str(six) not in problem["detail"]
        assert name != str(six)
    assert _name("jass", six, "fr") == "6 de Cœur"
    assert _name("jass", six, "de") == "Rosen-6"


def test_a_seat_is_counted_from_1_and_its_card_named(client: FlaskClient) -> None:
    """It said "Platz 3 hat shields-ace nicht in der Hand" of the second seat."""
    hands = ROUND_EXAMPLE["hands"]
    body = {**ROUND_EXAMPLE, "plays": [hands[0][0], hands[2][0]], "lang": "de"}
    response = client.post("/api/v1/jass/rounds/check", json=body)
    assert response.status_code == 422, response.json
    card = GAMES["jass"].deck.parse(hands[2][0])
    assert response.json["detail"] == f"Platz 2 hat {_name('jass', card, 'de')} nicht in der Hand"
    assert response.json["errors"][0]["pointer"] == "/plays/1"
    english = client.post("/api/v1/jass/rounds/check", json={**body, "lang": "en"}).json
    assert english["detail"] == f"seat 2 does not hold {_name('jass', card, 'en')}"


def test_a_batch_names_the_cards_of_each_questions_game(client: FlaskClient) -> None:
    """A batch has no game of its own: each question's problem names its game's cards."""
    answered = client.post("/api/v1/batch", json={"questions": [
        {"game": "doppelkopf", "question": "legal-cards",
         "body": {"contract": {"type": "normal"}, "hand": ["CQ", "H10", "CQ", "CQ"],
                  "lang": "de"}},
        {"game": "jass", "question": "legal-cards",
         "body": {"contract": {"type": "trump", "trump": "acorns"}, "hand": ["R6", "R6"],
                  "lang": "fr", "deck": "swiss"}}]}).json["answers"]
    assert answered[0]["problem"]["detail"].startswith("Kreuz-Dame steht 3-mal")
    six = _name("jass", Card(Suit.ROSES, Rank.SIX), "fr", "swiss")
    assert answered[1]["problem"]["detail"] == (f"la carte {six} figure deux fois dans la "
                                                "main (positions 1 et 2)")
    assert answered[1]["problem"]["errors"][0]["pointer"] == "/questions/1/body/hand/1"


def test_a_list_is_joined_in_the_askers_words(client: FlaskClient) -> None:
    assert [joined(lang, ["A", "B", "C"]) for lang in ("en", "de", "fr")] == [
        "A, B and C", "A, B und C", "A, B et C"]
    refused = client.get("/api/v1/schafkopf/legal-cards?contract=rufspiel:acorns&tout=true"
                         "&hand=AA&lang=de")
    assert refused.status_code == 422, refused.json
    assert refused.json["detail"].endswith("(nur solo, wenz und farbwenz)")
    # A ruleset that lets more be played Tout lists them all, in each language's words.
    with pytest.raises(UnknownContractError) as raised:
        SchafkopfContract(ContractType.RUFSPIEL, Suit.ACORNS, tout=True,
                          tout_types=STANDARD_TOUT | {ContractType.GEIER})
    allowed = raised.value.values["allowed"]
    assert isinstance(allowed, tuple)
    assert "geier" in allowed
    said = {lang: catalogue().word(said_of(raised.value), lang) for lang in ("en", "fr")}
    assert said["en"].endswith(f"(only {', '.join(allowed[:-1])} and {allowed[-1]})")
    assert said["fr"].endswith(f"(seulement {', '.join(allowed[:-1])} et {allowed[-1]})")
