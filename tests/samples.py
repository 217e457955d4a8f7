"""One sample position per game of the registry, for the tests that ask every game the same
thing: a legal-cards question (the game's first legal example, as its OpenAPI document shows
it) and a complete trick (its trick example), both from the game's adapter, with the game
object for what is derived (``len(game.deck)``, the hand size). A game added to
``rules.registry.GAMES`` is in these tests without editing them."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from api.games.registry import GAME_APIS
from rules.registry import GAMES, AnyGame


@dataclass(frozen=True)
class Sample:
    game: AnyGame
    legal_body: Mapping[str, Any]  # a legal-cards question, JSON form
    trick_body: Mapping[str, Any]  # a complete trick, JSON form

    @property
    def id(self) -> str:
        return self.game.id

    @property
    def hand(self) -> list[str]:
        return list(self.legal_body["hand"])

    @property
    def trick(self) -> list[str]:
        """A complete trick: one card from each player."""
        return list(self.trick_body["trick"])

    @property
    def deck_size(self) -> int:
        return len(self.game.deck)


def _sample(game_id: str) -> Sample:
    adapter = GAME_APIS[game_id]
    sample = Sample(adapter.game, next(iter(adapter.legal_examples.values())),
                    adapter.trick_example)
    # A sample that is not what it says would let every test built on it pass vacuously.
    assert len(sample.trick) == sample.game.players, f"{game_id}: the trick is not complete"
    assert sample.hand, f"{game_id}: the legal-cards question has no hand"
    return sample


SAMPLES: Mapping[str, Sample] = {game_id: _sample(game_id) for game_id in GAMES}
