"""A trick's sentence says that a card wins the trick only once the trick is complete. In an
unfinished trick (the answer says ``complete: false``) the card ahead has not won yet: a
later card may still beat it. Before the fix the Jass and Schafkopf answers said "The 7 of
Acorns wins" of a trick of two cards. Every contract of every game, every number of cards
from the lead to the full trick, in every language; the trick's page says it as the
answer does."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest
from flask.testing import FlaskClient

from rules.game import cards_in_trick
from rules.registry import GAMES

LANGS = ("de", "en", "fr")
# How each language says that a card wins (takes) the trick.
WINS = {"de": re.compile(r"macht den Stich"), "en": re.compile(r"\bwins\b"),
        "fr": re.compile(r"remporte le pli")}


def tricks(game_id: str, seed: int = 7) -> Iterator[tuple[str, list[str]]]:
    """Each contract's GET form with a dealt trick and every shorter part of it."""
    game = GAMES[game_id]
    codes = [game.deck.code(card) for card in game.deck.cards]
    rng = random.Random(seed)
    # Tout aside; a contract played by fewer seats has a smaller trick (a Bettler's three).
    sizes = {contract.slug: cards_in_trick(game, contract) for contract in game.contracts}
    for slug, whole in sizes.items():
        for _ in range(3):
            trick = rng.sample(codes, whole)
            for size in range(1, whole + 1):
                yield slug, trick[:size]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_card_wins_the_trick_only_once_the_trick_is_complete(
        client: FlaskClient, game_id: str) -> None:
    asked = 0
    for contract, cards in tricks(game_id):
        for lang in LANGS:
            response = client.get(f"/api/v1/{game_id}/trick?contract={contract}"
                                  f"&trick={','.join(cards)}&lang={lang}")
            assert response.status_code == 200, response.get_data(as_text=True)
            answer = response.json
            said = answer["rule"]["explanation"]
            whole = cards_in_trick(GAMES[game_id], GAMES[game_id].parse_contract(contract))
            assert answer["complete"] == (len(cards) == whole)
            assert bool(WINS[lang].search(said)) == answer["complete"], (contract, cards, said)
            asked += 1
    assert asked >= 3 * len(LANGS) * GAMES[game_id].players


def test_the_trick_page_says_it_as_the_answer_does(client: FlaskClient) -> None:
    url = "/api/v1/jass/trick?contract=trump:acorns&trick=R9,A7&lang=en"
    said = client.get(url).json["rule"]["explanation"]
    page = client.get(url + "&format=html").get_data(as_text=True)
    assert said in page.replace("&#39;", "'")
    assert not WINS["en"].search(said)
