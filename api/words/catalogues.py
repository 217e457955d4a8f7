"""A game's words, one data file per language: ``api/games/<game>/<lang>.toml``, found by the
game ids of the rules registry and the languages of the API, so that a new game adds its three
files and no loader changes. Each file holds the texts of the answers (``[texts]``, the same
keys in every language), the players' words (``[sources]``, ``[glossary]``, ``[forbidden]``,
``[[required]]``, read by ``api.words.glossary``), the game's own problem messages
(``[problems]``, where it has any), its named examples' titles (``[examples]``, but in English,
where each example has its own) and, in English, its own llms.txt prose (``[llms]``)."""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from functools import cache
from importlib.resources import files
from types import MappingProxyType
from typing import Any

from api.http.negotiation import LANGUAGES
from rules.registry import GAMES

# The tables a game's words file may have (a test holds every file to them).
TABLES = frozenset({"texts", "sources", "glossary", "forbidden", "required", "problems", "llms",
                    "examples"})


@cache
def words_of(folder: str, lang: str) -> Mapping[str, Any]:
    """Everything ``api/games/<folder>/<lang>.toml`` says, as read: a game's folder, or one
    whose words several games share (package data, beside the modules, so the wheel has it)."""
    with files("api").joinpath("games", folder, f"{lang}.toml").open("rb") as file:
        return MappingProxyType(tomllib.load(file))


def _strings(folder: str, lang: str, table: str) -> dict[str, str]:
    found = words_of(folder, lang).get(table, {})
    wrong = sorted(key for key, text in found.items() if not isinstance(text, str))
    if wrong:
        raise TypeError(f"api/games/{folder}/{lang}.toml [{table}]: not text: {wrong}")
    return dict(found)


def texts_of(game_id: str, lang: str) -> dict[str, str]:
    """A game's texts in one language: key → sentence, ``{name}`` filled in when worded."""
    return _strings(game_id, lang, "texts")


def problems_of(folder: str, lang: str) -> dict[str, str]:
    """A folder's own problem messages in one language: code → template (none if it has
    none); ``folder`` is a game's id or a folder whose messages several games share."""
    return _strings(folder, lang, "problems")


def llms_of(game_id: str) -> str:
    """What llms.txt says of a game beyond what every game has (English; a game need not)."""
    return str(words_of(game_id, "en").get("llms", {}).get("text", "")).strip()


CATALOGUES: Mapping[str, Mapping[str, Mapping[str, str]]] = MappingProxyType({
    game_id: MappingProxyType({lang: texts_of(game_id, lang) for lang in LANGUAGES})
    for game_id in GAMES})
