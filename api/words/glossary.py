"""The players' words, per game and language, as plain data: the glossary tables of the
game's language files (``api/games/<game>/<lang>.toml``, read by ``api.words.catalogues``).

A game's ``Glossary`` in one language has:

* ``terms``: concept → (the term players use, the page that shows them using it, or ``None``
  where the term is the language's ordinary word). Every term appears in at least one text of
  that game's catalogue in that language.
* ``forbidden``: (pattern, why): words that are wrong in that game and language (another
  region's word, a German word in French prose, …). No catalogue text may match.
* ``required``: (key pattern, pattern, why): every text whose key matches must say the term
  (the marriage texts name the 20er or 40er, …).

``COMMON_FORBIDDEN`` holds what is wrong in every game: API field names in prose.
``RENDERED_FORBIDDEN`` holds what only shows once names are filled in (an elision or an "an"
that the naming left out); ``tests/api/words/test_glossary.py`` renders every text with every
name.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from api.http.negotiation import LANGUAGES
from api.words.catalogues import words_of
from rules.registry import GAMES

# Field names of the API that a sentence must not show its reader.
COMMON_FORBIDDEN: tuple[tuple[str, str], ...] = (
    (r"\bhistory\b", "an API field name in prose"),
    (r"\b[a-z]+_[a-z_]+\b", "an API field name (snake_case) in prose"),
)

RENDERED_FORBIDDEN: dict[str, tuple[tuple[str, str], ...]] = {
    "de": (),
    "en": ((r"\b[Aa] (?=[AEIOU][a-z])", "'an' before a vowel ('an Acorns card')"),
           (r"\b(?!the\b|called\b)[a-z]+ "
            r"(?:\d+|Ten|Ace|King|Queen|Jack|Ober|Unter|Under) of [A-Z]",
            "a card in a sentence takes its article ('you hold the 6 of Roses')"),
           (r"(?<! of )\b(?:Acorns|Bells|Roses|Shields|Leaves|Hearts|Clubs|Diamonds|Spades) "
            r"(?:was|has(?: not)? been) led\b", "a suit's name is plural ('Roses were led')"),
           (r"\b(?:Clubs|Diamonds|Spades|Queen|Jack(?! of trumps))\b.*\b(?:Ober|Unter|Under)\b"
            r"|\b(?:Ober|Unter|Under)\b.*\b(?:Clubs|Diamonds|Spades|Queen|Jack(?! of trumps))\b",
            "a German rank beside the French deck's names ('the Queen', not 'the Ober')")),
    "fr": ((r"\b(?:[Dd]e|[Ll]e|[Ll]a|[Qq]ue) (?=[AEIOUÉÈÊÀaeiouéèêà])",
            "a missing elision ('d'Écu', 'l'As')"),
           (r"\b(?:[Dd]e|[Àà]) le (?=[A-Z0-9])", "a missing contraction ('du Roi', 'au 6')"),
           # "la Dame de Cœur est permis": a feminine card with a masculine participle.
           (r"\b[Ll]a (?:Dame|Bannière) de \S+(?: \([^)]*\))? (?:[^,;:.]* et )?(?:est )?"
            r"(?:permis|interdit)\b",
            "a feminine card with a masculine participle ('la Dame … est permise')"),
           # A suit names the emblem, in the singular, as the French deck's « Cœur » does.
           (r"\b(?:Glands|Feuilles|Cœurs|Grelots|Roses|Écus|Trèfles|Piques|Carreaux)\b",
            "a suit's name in the singular (« l'Ober de Cœur », « atout Cœur »)")),
}


@dataclass(frozen=True)
class Glossary:
    """A game's words in one language (the module docstring says what each part holds)."""

    terms: Mapping[str, tuple[str, str | None]]
    forbidden: tuple[tuple[str, str], ...]
    required: tuple[tuple[str, str, str], ...]


def glossary_of(game_id: str, lang: str) -> Glossary:
    """The glossary tables of ``api/games/<game>/<lang>.toml``: a term's page is named in the
    file's ``[sources]`` table."""
    words = words_of(game_id, lang)
    sources = words.get("sources", {})
    return Glossary(
        terms=MappingProxyType({
            concept: (entry[0], sources[entry[1]] if len(entry) > 1 else None)
            for concept, entry in words.get("glossary", {}).items()}),
        forbidden=tuple(words.get("forbidden", {}).items()),
        required=tuple((rule["keys"], rule["pattern"], rule["why"])
                       for rule in words.get("required", ())))


GLOSSARIES: Mapping[str, Mapping[str, Glossary]] = MappingProxyType({
    game_id: MappingProxyType({lang: glossary_of(game_id, lang) for lang in LANGUAGES})
    for game_id in GAMES})
