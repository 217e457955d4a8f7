"""The words around an answer on its page (headings, labels), in every language of the API,
one data file per language (``api/pages/<lang>.toml``). The answer's own sentences (rule
titles, explanations) come from the answer itself; a game's own words (Weis, Ruf-Sau,
Zudrehen, …) from its language catalogue (``page.*`` keys)."""

from __future__ import annotations

import functools
import tomllib
from collections.abc import Mapping
from importlib.resources import files
from types import MappingProxyType

from api.http.negotiation import LANGUAGES
from api.words.catalogues import CATALOGUES


def _page_texts(lang: str) -> MappingProxyType[str, str]:
    with files("api").joinpath("pages", f"{lang}.toml").open("rb") as file:
        return MappingProxyType(tomllib.load(file)["texts"])


TEXTS: Mapping[str, Mapping[str, str]] = MappingProxyType(
    {lang: _page_texts(lang) for lang in LANGUAGES})


@functools.cache
def page_words(lang: str, game: str | None = None) -> Mapping[str, str]:
    """The page's words in ``lang``, with the game's own where the page is about a game."""
    if game is None:
        return TEXTS[lang]
    own = {key.removeprefix("page."): text for key, text in CATALOGUES[game][lang].items()
           if key.startswith("page.")}
    return MappingProxyType({**TEXTS[lang], **own})
