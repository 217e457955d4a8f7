"""The API's games: one adapter per game of the rules registry, found by the game's id
(``api/games/<id>/adapter.py``), so the list of games is written once, in ``rules.registry``."""

from __future__ import annotations

from collections.abc import Mapping
from importlib import import_module
from importlib.util import find_spec
from types import MappingProxyType

from api.games.adapter import GameAdapter
from api.games.routes import add_game_routes
from rules.registry import GAMES


def _adapter(game_id: str) -> GameAdapter:
    """The game's adapter, its own operations (``routes``, where it has any) first on its
    blueprint, then every game's."""
    adapter: GameAdapter = import_module(f"api.games.{game_id}.adapter").ADAPTER
    if find_spec(f"api.games.{game_id}.routes") is not None:
        import_module(f"api.games.{game_id}.routes")
    add_game_routes(adapter)
    return adapter


ADAPTERS: Mapping[str, GameAdapter] = MappingProxyType(
    {game_id: _adapter(game_id) for game_id in GAMES})
