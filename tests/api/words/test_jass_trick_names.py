"""Jass tricks in the players' words, read on random tricks: the Jack of trumps goes by its
name, the Puur (J-7 "Puur heisst nur der Under der Trumpffarbe"), in every sentence of the
trick that names it, and a German Swiss-deck list names the Banner as the deck does."""

from __future__ import annotations

import random
import re

import pytest
from flask.testing import FlaskClient

from api.games.registry import GAME_APIS
from rules.jass.ranking import PUUR_RANK
from tests.api.words.test_sentence_classes import random_tricks

LANGS = ("de", "en", "fr")
PUUR = {"de": "(Puur)", "en": "(the Puur", "fr": "(le bour)"}
# A rank list of the Swiss deck in German: the Banner, as "Eicheln-Banner" names it.
TEN_IN_A_LIST = re.compile(r"(?:\(|, )10(?:,|\))")


@pytest.mark.parametrize("game_id", ["jass", "coiffeur"])
def test_the_trump_jack_in_a_trick_is_called_the_puur(client: FlaskClient,
                                                       game_id: str) -> None:
    problems: list[str] = []
    deck = GAME_APIS[game_id].game.deck
    decks = GAME_APIS[game_id].game.name_decks
    tricks = random_tricks(game_id, random.Random(405))
    seen = 0
    for number in range(400):
        contract, trick = next(tricks)
        trump = getattr(contract, "trump", None)
        name_deck = decks[number % len(decks)]
        for lang in LANGS:
            answer = client.get(f"/api/v1/{game_id}/trick?contract={contract.slug}"
                                f"&trick={','.join(trick)}&lang={lang}&deck={name_deck}").json
            for entry in answer["cards"]:
                card = deck.parse(entry["card"])
                if entry["role"] == "trump" and card.rank is PUUR_RANK and card.suit is trump:
                    seen += 1
                    said = [entry["explanation"]]
                    if answer["winning_card"] == entry["card"]:
                        said.append(answer["rule"]["explanation"])
                    problems += [f"{name_deck} {lang}: {s}" for s in said
                                 if PUUR[lang] not in s]
    assert seen >= 12, seen
    assert not problems, f"{len(problems)} problems, e.g.\n" + "\n".join(problems[:10])


@pytest.mark.parametrize("game_id", ["jass", "coiffeur", "differenzler"])
def test_a_swiss_deck_list_in_german_names_the_banner(client: FlaskClient,
                                                      game_id: str) -> None:
    problems: list[str] = []
    tricks = random_tricks(game_id, random.Random(406))
    for _ in range(150):
        contract, trick = next(tricks)
        answer = client.get(f"/api/v1/{game_id}/trick?contract={contract.slug}"
                            f"&trick={','.join(trick)}&lang=de&deck=swiss").json
        problems += [said for said in (answer["rule"]["explanation"],
                                       *(c["explanation"] for c in answer["cards"]))
                     if TEN_IN_A_LIST.search(said)]
    rules = client.get(f"/api/v1/{game_id}/rules?lang=de").json
    problems += [rule["text"]["de"] for rule in rules["rules"]
                 if TEN_IN_A_LIST.search(rule["text"]["de"])]
    assert not problems, f"{len(problems)} problems, e.g.\n" + "\n".join(problems[:10])
