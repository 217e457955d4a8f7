"""A talon game's adapter, built for one game of the family from its rules object: the
position (talon, leader's actions), the answers, the score and Bummerl routes, and the round
check. A game's folder gives what only it has: its blueprint, examples and descriptions."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from api.games.adapter import Body, GameAdapter
from api.games.answer_parts import german_deck_answer
from api.games.talon.answers import TalonAnswers
from api.games.talon.round import round_support
from api.games.talon.routes import add_talon_routes
from api.games.talon.schemas import talon_schemas
from api.schemas.blueprint import Blueprint
from api.schemas.game import position_schemas
from rules.schnapsen.game import SchnapsenGame
from rules.schnapsen.ranking import points


@dataclass(frozen=True, slots=True)
class TalonDocs:
    """What a game's folder says of its operations: examples and descriptions."""

    legal_examples: Mapping[str, Body]  # the first is the legal-cards operation's example
    trick_example: Body
    score_example: Body
    bummerl_example: Body
    round_examples: Mapping[str, Body]
    legal_description: str
    score_description: str
    round_description: str
    example_rule: str
    example_card: str


def talon_adapter(game: SchnapsenGame, blueprint: Blueprint, docs: TalonDocs,
                  prefix: str, prefix_parts: bool = True) -> GameAdapter:
    answers = TalonAnswers(talon_schemas(game, prefix, prefix_parts))
    # The game's own operations first on its blueprint, as every game's (api.games.registry).
    add_talon_routes(blueprint, answers, docs.score_example, docs.bummerl_example,
                     docs.score_description)
    legal_example = next(iter(docs.legal_examples.values()))

    def deck_answer() -> dict[str, Any]:
        return german_deck_answer(game.id, game.deck, answers.speaker,
                                  lambda card: points(card, game.rules))

    return GameAdapter(
        game=game, blueprint=blueprint, speaker=answers.speaker,
        schemas=position_schemas(game, legal_example=dict(legal_example),
                                 trick_example=dict(docs.trick_example),
                                 body_extras=answers.body_extras(True),
                                 query_extras=answers.body_extras(False)),
        position=answers.position, contract_out=answers.contract_out, extras=answers.extras,
        legal_examples=docs.legal_examples, trick_example=docs.trick_example,
        deck_answer=deck_answer, example_rule=docs.example_rule,
        example_card=docs.example_card, legal_description=docs.legal_description,
        legal_response=answers.schemas.legal_response,
        rounds=round_support(answers, docs.round_examples, docs.round_description))
