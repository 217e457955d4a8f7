"""Language catalogues as plain data: per game, one module per language (``api/i18n/<game>/
<lang>.py`` with a ``TEXTS`` dict, the same keys in every language), found by the game ids of
the rules registry; a game's texts may continue in ``<part>_<lang>.py`` for each part its
``texts`` package names in ``MORE``."""

from __future__ import annotations

from collections.abc import Mapping
from importlib import import_module
from types import MappingProxyType

from api.http.negotiation import LANGUAGES
from rules.registry import GAMES


def texts_of(game_id: str, lang: str) -> dict[str, str]:
    """A game's texts in one language, with the parts that continue them."""
    found = dict(import_module(f"api.games.{game_id}.texts.{lang}").TEXTS)
    for part in getattr(import_module(f"api.games.{game_id}.texts"), "MORE", ()):
        found.update(import_module(f"api.games.{game_id}.texts.{part}_{lang}").TEXTS)
    return found


CATALOGUES: Mapping[str, Mapping[str, Mapping[str, str]]] = MappingProxyType({
    game_id: MappingProxyType({lang: texts_of(game_id, lang) for lang in LANGUAGES})
    for game_id in GAMES})
