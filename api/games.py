"""The API's games: one adapter per game of the rules registry, found by the game's id
(``api/<id>.py``), so the list of games is written once, in ``rules.registry``."""

from __future__ import annotations

from collections.abc import Mapping
from importlib import import_module
from types import MappingProxyType

from api.adapter import GameAdapter
from api.routes import add_game_routes
from rules.registry import GAMES


def _adapter(game_id: str) -> GameAdapter:
    adapter: GameAdapter = import_module(f"api.{game_id}").ADAPTER
    add_game_routes(adapter)
    return adapter


ADAPTERS: Mapping[str, GameAdapter] = MappingProxyType(
    {game_id: _adapter(game_id) for game_id in GAMES})
