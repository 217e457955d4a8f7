"""Every sentence of random Watten legal-cards answers read against its own answer by the
checker every game's sentences pass (tests/sentence_checker.py), in every ruleset, both name
decks, blind games and every language; and a card wins a trick only once it holds as many
cards as players."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from api.games.answers import legal_cards_answer, trick_answer
from api.games.registry import GAME_APIS
from api.http.negotiation import LANGUAGES
from rules.cards import Card
from rules.watten.game import game_for
from tests.sentence_checker import Position, check_answer

POSITIONS = 1500
API = GAME_APIS["watten"]


def bodies(rng: random.Random) -> Iterator[tuple[dict[str, Any], list[Card], list[Card]]]:
    while True:
        game = game_for(rng.choice(API.game.rulesets))
        cards = list(game.deck.cards)
        rng.shuffle(cards)
        contract = rng.choice(game.contracts)
        trick = [cards.pop() for _ in range(rng.randint(0, 3))]
        hand = [cards.pop() for _ in range(rng.randint(1, 5))]
        if trick and rng.random() < 0.5:  # a trump led, often: the duty's rulings
            trumps = [c for c in cards if c.suit is contract.trump]
            if trumps:
                trick[0] = trumps[0]
                hand = [c for c in hand if c != trumps[0]] or [cards[-1]]
        blind = rng.random() < 0.2
        yield ({"contract": {"schlag": contract.schlag_value, "trump": contract.trump.value,
                             "blind": blind},
                "announcer": rng.random() < 0.5, "ruleset": game.rules.id,
                "hand": [game.deck.code(c) for c in hand],
                "trick": [game.deck.code(c) for c in trick]}, hand, trick)


def test_every_sentence_of_random_watten_answers_is_true_to_its_answer() -> None:
    rng = random.Random(35)
    problems: list[str] = []
    read = 0
    for number, (body, hand, trick) in zip(range(POSITIONS), bodies(rng), strict=False):
        deck = API.game.name_decks[number % 2]
        for lang in LANGUAGES:
            answer = legal_cards_answer(API, {**body, "lang": lang, "deck": deck})
            problems += check_answer(Position("watten", lang, tuple(hand), tuple(trick), deck),
                                     answer)
            read += len(answer["cards"])
    assert read >= POSITIONS * len(LANGUAGES)
    assert not problems, f"{len(problems)} false sentences, e.g.\n" + "\n".join(problems[:20])


def test_a_card_wins_only_a_trick_of_as_many_cards_as_players() -> None:
    """W-3, W-17: at a table of two or four a trick of as many cards is whole, and the rule
    and its winning card alone say it wins; fewer cards are a trick so far, none wins it."""
    rng = random.Random(8)
    wins = {"de": "macht den Stich", "en": "wins", "fr": "remporte le pli"}
    for _ in range(300):
        game = game_for(rng.choice(API.game.rulesets))
        contract = rng.choice(game.contracts)
        players = rng.choice((2, 4))
        trick = rng.sample(list(game.deck.cards), rng.randint(1, players))
        for lang in LANGUAGES:
            answer = trick_answer(API, {
                "contract": {"schlag": contract.schlag_value, "trump": contract.trump.value},
                "ruleset": game.rules.id, "trick": [game.deck.code(c) for c in trick],
                "players": players, "lang": lang})
            whole = len(trick) == players
            assert answer["complete"] is whole
            assert (wins[lang] in answer["rule"]["explanation"]) is whole
            said = [wins[lang] in c["explanation"] for c in answer["cards"]]
            assert said == [whole and place == answer["winner"] for place in range(len(trick))]
