"""A game's words, one data file per language: ``api/games/<game>/<lang>.toml``, found by the
game ids of the rules registry and the languages of the API, so that a new game adds its three
files and no loader changes. Each file holds the texts of the answers (``[texts]``, the same
keys in every language), the players' words (``[sources]``, ``[glossary]``, ``[forbidden]``,
``[[required]]``, read by ``api.words.glossary``), the game's own problem messages
(``[problems]``, where it has any), its named examples' titles (``[examples]``, but in English,
where each example has its own) and, in English, its own llms.txt prose (``[llms]``). A game of a
family names it (``family = "<folder>"``): the family's file of that language comes first,
so that a sentence its games share is written once."""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from functools import cache
from importlib.resources import files
from types import MappingProxyType
from typing import Any

from api.http.negotiation import LANGUAGES
from rules.registry import GAMES

# The tables a game's words file may have, and its family's folder (a test holds every file
# to them).
TABLES = frozenset({"texts", "sources", "glossary", "forbidden", "required", "problems", "llms",
                    "examples", "family"})


@cache
def words_of(folder: str, lang: str) -> Mapping[str, Any]:
    """Everything ``api/games/<folder>/<lang>.toml`` says, as read: a game's folder, or one
    whose words several games share (package data, beside the modules, so the wheel has it);
    a family's words first, the folder's own added to them."""
    with files("api").joinpath("games", folder, f"{lang}.toml").open("rb") as file:
        own = tomllib.load(file)
    family = own.pop("family", None)
    if family is None:
        return MappingProxyType(own)
    shared = words_of(family, lang)
    tables = {table: _joined(shared.get(table), own.get(table)) for table in {*shared, *own}}
    return MappingProxyType(tables)


def _joined(shared: Any, own: Any) -> Any:
    """A table of the family's with the game's: keys added (the game's word last), or rows."""
    if shared is None or own is None:
        return own if shared is None else shared
    return [*shared, *own] if isinstance(shared, list) else {**shared, **own}


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
