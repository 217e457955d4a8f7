"""Every game's named examples (``api/games/<game>/examples.py``), found by the game ids of
the rules registry, in one list: by kind (``Example.kind``), then by game, then as each game
lists them. Their responses are generated into ``api/service/data/examples.json``
(``python -m generators.examples``); a test fails when one drifts."""

from __future__ import annotations

from importlib import import_module

from api.games.named_example import Example
from rules.registry import GAMES

EXAMPLES: tuple[Example, ...] = tuple(sorted(
    (example for game_id in GAMES
     for example in import_module(f"api.games.{game_id}.examples").EXAMPLES),
    key=lambda example: example.kind))
