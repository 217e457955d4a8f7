"""Language catalogues as plain data: per game, one module per language (``api/i18n/<game>/
<lang>.py`` with a ``TEXTS`` dict, the same keys in every language), found by the game ids of
the rules registry."""

from __future__ import annotations

from collections.abc import Mapping
from importlib import import_module
from types import MappingProxyType

from api.http.negotiation import LANGUAGES
from rules.registry import GAMES

CATALOGUES: Mapping[str, Mapping[str, Mapping[str, str]]] = MappingProxyType({
    game_id: MappingProxyType({lang: import_module(f"api.games.{game_id}.texts.{lang}").TEXTS
                               for lang in LANGUAGES})
    for game_id in GAMES})
