"""The API's games: one ``GameApi`` per game of the rules registry, found by the game's id
(``api/games/<id>/game_api.py``, its ``GAME_API``), so the list of games is written once, in
``rules.registry``."""

from __future__ import annotations

from collections.abc import Mapping
from importlib import import_module
from importlib.util import find_spec
from types import MappingProxyType

from api.games.game_api import AnyGameApi
from api.games.routes import add_game_routes
from rules.registry import GAMES


def _game_api(game_id: str) -> AnyGameApi:
    """The game's class, made once (its own operations first on its blueprint), then the
    operations of every game."""
    game_api: AnyGameApi = import_module(f"api.games.{game_id}.game_api").GAME_API
    if find_spec(f"api.games.{game_id}.routes") is not None:
        import_module(f"api.games.{game_id}.routes")
    game_api.add_own_routes()
    add_game_routes(game_api)
    return game_api


GAME_APIS: Mapping[str, AnyGameApi] = MappingProxyType(
    {game_id: _game_api(game_id) for game_id in GAMES})
