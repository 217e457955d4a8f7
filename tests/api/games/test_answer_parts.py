"""An answer's fixed parts (the contract as shown, each rule's title and source) come from
tables built once per game, language and deck. In every language and with either deck's
names they must say what the game's speaker and catalogue say for that language and deck:
a table built for the wrong language or deck would name the contract or title the rule in
other words than the question asked for."""

from __future__ import annotations

from typing import Any

import pytest
from flask.testing import FlaskClient

from api.games.registry import GAME_APIS
from api.http.negotiation import LANGUAGES
from rules.game import cards_in_trick

CASES = [(game, lang, deck) for game, adapter in GAME_APIS.items() for lang in LANGUAGES
         for deck in adapter.game.name_decks]


def expected_rule(game: str, lang: str, deck: str, rule: dict[str, Any]) -> dict[str, str]:
    speaker = GAME_APIS[game].speaker(lang, deck)
    return {"title": speaker.rule_title(rule["id"]),
            "source": GAME_APIS[game].game.catalogue[rule["id"]].source}


@pytest.mark.parametrize(("game", "lang", "deck"), CASES)
def test_legal_cards_and_trick_speak_the_asked_language_and_deck(
        client: FlaskClient, game: str, lang: str, deck: str) -> None:
    adapter = GAME_APIS[game]
    speaker = adapter.speaker(lang, deck)
    for example in adapter.legal_examples.values():
        body = {**example, "lang": lang, "deck": deck}
        answer = client.post(f"/api/v1/{game}/legal-cards", json=body).json
        contract = adapter.read_contract(body)
        assert answer["contract"] == adapter.contract_out(contract, speaker)
        for card in answer["cards"]:
            rule = card["rule"]
            assert {"title": rule["title"], "source": rule["source"]} == \
                expected_rule(game, lang, deck, rule)
    body = {**adapter.trick_example, "lang": lang, "deck": deck}
    answer = client.post(f"/api/v1/{game}/trick", json=body).json
    assert answer["contract"] == adapter.contract_out(adapter.read_contract(body), speaker)
    rule = answer["rule"]
    assert {"title": rule["title"], "source": rule["source"]} == \
        expected_rule(game, lang, deck, rule)


def trick_of_each_contract(client: FlaskClient, game: str, lang: str,
                           deck: str) -> list[tuple[Any, dict[str, Any]]]:
    """The example trick under each of the game's contracts, asked by permalink."""
    adapter = GAME_APIS[game]
    found = []
    for contract in adapter.game.contracts:
        # A contract played by fewer seats has a smaller trick (a Bettler's three cards).
        trick = ",".join(adapter.trick_example["trick"][:cards_in_trick(adapter.game, contract)])
        tout = "&tout=true" if contract.tout else ""
        answer = client.get(f"/api/v1/{game}/trick?contract={contract.slug}{tout}"
                            f"&trick={trick}&lang={lang}&deck={deck}")
        assert answer.status_code == 200, answer.json
        found.append((contract, answer.json))
    return found


@pytest.mark.parametrize(("game", "lang", "deck"), CASES)
def test_every_contract_is_shown_in_the_asked_language_and_deck(
        client: FlaskClient, game: str, lang: str, deck: str) -> None:
    adapter = GAME_APIS[game]
    speaker = adapter.speaker(lang, deck)
    for contract, answer in trick_of_each_contract(client, game, lang, deck):
        assert answer["contract"] == adapter.contract_out(contract, speaker)
        assert answer["rule"]["title"] == speaker.rule_title(answer["rule"]["id"])


@pytest.mark.parametrize("game", GAME_APIS)
def test_the_decks_name_some_contract_differently(client: FlaskClient, game: str) -> None:
    """The checks above can tell the decks apart: their names of a contract differ."""
    decks = GAME_APIS[game].game.name_decks
    names = [[answer["contract"]["name"] for _, answer in trick_of_each_contract(
        client, game, "de", deck)] for deck in decks]
    assert any(len(set(each)) == len(decks) for each in zip(*names, strict=True))
