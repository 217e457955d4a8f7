"""Every sentence of random Watten legal-cards answers read against its own answer by the
checker every game's sentences pass (tests/sentence_checker.py), in every ruleset, both name
decks, blind games and every language; and a whole trick of two or four cards says its
winner alone wins."""

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


def test_a_whole_trick_of_two_or_four_cards_says_its_winner_alone_wins() -> None:
    """W-3, W-17: a trick asked alone is whole, two cards at a table of two and four at a
    table of four; the rule and the winning card say it wins, no other card does."""
    rng = random.Random(8)
    wins = {"de": "macht den Stich", "en": "wins", "fr": "remporte le pli"}
    for _ in range(300):
        game = game_for(rng.choice(API.game.rulesets))
        contract = rng.choice(game.contracts)
        trick = rng.sample(list(game.deck.cards), rng.choice((2, 4)))
        for lang in LANGUAGES:
            answer = trick_answer(API, {
                "contract": {"schlag": contract.schlag_value, "trump": contract.trump.value},
                "ruleset": game.rules.id, "trick": [game.deck.code(c) for c in trick],
                "lang": lang})
            assert answer["complete"] is True
            assert wins[lang] in answer["rule"]["explanation"]
            said = [wins[lang] in c["explanation"] for c in answer["cards"]]
            assert said == [place == answer["winner"] for place in range(len(trick))], said
