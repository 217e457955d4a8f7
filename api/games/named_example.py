"""A named example: a permalink (a GET URL of the API) tied to a rule and the sentence of the
rule text it shows; a question that has no GET form (a whole round) is an example with a
``body``, posted to its path. Each game lists its own (``api/games/<game>/examples.py``)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace

from api.games.contract_reader import Body
from api.http.negotiation import LANGUAGES
from api.words.catalogues import words_of


@dataclass(frozen=True, slots=True)
class Example:
    id: str
    title: str
    game: str
    rule: str
    source: str  # the sentence of the rule text this example shows
    permalink: str  # a GET URL; with a body, the path the body is posted to
    body: Body | None = None
    # The title in every language (``title`` is the English one, as in v1).
    titles: Mapping[str, str] = field(default_factory=dict)

    @property
    def kind(self) -> int:
        """Where the list puts it: questions about a position first, then whole rounds,
        then the listings (the contracts' order)."""
        if self.permalink.endswith("/rounds/check"):
            return 1
        return 2 if self.permalink.endswith("/contracts") else 0


def titled(examples: Iterable[Example]) -> tuple[Example, ...]:
    """The examples with their titles in every language: the English one is each example's
    ``title``, the others the ``[examples]`` table of its game's ``<lang>.toml``; a test fails
    when an example has none."""
    return tuple(_titled(example) for example in examples)


def _titled(example: Example) -> Example:
    tables = {lang: words_of(example.game, lang).get("examples", {})
              for lang in LANGUAGES if lang != "en"}
    if not any(example.id in table for table in tables.values()):
        return example
    return replace(example, titles={
        lang: example.title if lang == "en" else tables[lang].get(example.id, "")
        for lang in LANGUAGES})
