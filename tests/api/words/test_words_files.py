"""A game's words files (``api/games/<game>/<lang>.toml``) as their loaders read them: no table
the loaders do not know (a misspelt ``[problem]`` would be silently empty), every glossary term's
page named in ``[sources]`` and every page there used, titles only of the game's own examples,
the llms.txt prose only in English, and the same problem codes in every language; the pages'
words (``api/pages/<lang>.toml``) too."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from api.games.examples import EXAMPLES
from api.http.negotiation import LANGUAGES
from api.pages.page_texts import TEXTS
from api.words.catalogues import TABLES, problems_of, words_of
from rules.registry import GAMES

ROOT = Path(__file__).resolve().parents[3]
FILES = sorted((ROOT / "api" / "games").glob("*/??.toml"))
GAME_LANGS = [(game, lang) for game in GAMES for lang in LANGUAGES]
# Every folder with words, a game's or words its games share.
FOLDER_LANGS = sorted({(path.parent.name, lang) for path in FILES for lang in LANGUAGES})


def _own(folder: str, lang: str) -> dict[str, object]:
    with (ROOT / "api" / "games" / folder / f"{lang}.toml").open("rb") as file:
        return tomllib.load(file)


# The games whose words extend a family's (``family = "<folder>"``), in each language.
MEMBER_LANGS = [(game, lang) for game, lang in GAME_LANGS if "family" in _own(game, lang)]


def test_every_game_and_language_has_its_file() -> None:
    assert {(path.parent.name, path.stem) for path in FILES} >= set(GAME_LANGS)


@pytest.mark.parametrize("path", FILES, ids=lambda path: f"{path.parent.name}-{path.stem}")
def test_a_words_file_has_only_the_tables_the_loaders_read(path: Path) -> None:
    with path.open("rb") as file:
        assert set(tomllib.load(file)) <= TABLES


@pytest.mark.parametrize(("game", "lang"), GAME_LANGS)
def test_every_source_is_named_and_used(game: str, lang: str) -> None:
    words = words_of(game, lang)
    named = {entry[1] for entry in words.get("glossary", {}).values() if len(entry) > 1}
    assert named == set(words.get("sources", {}))
    assert all(len(entry) in (1, 2) and isinstance(entry[0], str)
               for entry in words.get("glossary", {}).values())


@pytest.mark.parametrize(("game", "lang"), GAME_LANGS)
def test_the_example_titles_are_of_the_games_examples(game: str, lang: str) -> None:
    """``[examples]`` titles only the game's own named examples (none left of one that went);
    English titles are the examples' own."""
    titled = set(words_of(game, lang).get("examples", {}))
    assert titled == (set() if lang == "en" else {e.id for e in EXAMPLES if e.game == game})


@pytest.mark.parametrize("game", GAMES)
def test_the_llms_prose_is_english_only(game: str) -> None:
    assert all("llms" not in words_of(game, lang) for lang in LANGUAGES if lang != "en")


@pytest.mark.parametrize(("folder", "lang"), FOLDER_LANGS)
def test_problem_messages_are_texts_by_code(folder: str, lang: str) -> None:
    """A folder's own problem messages (``[problems]``), where it has any: a template per code,
    the same codes in every language."""
    messages = problems_of(folder, lang)
    assert all(text.strip() for text in messages.values())
    assert set(messages) == set(problems_of(folder, "en"))


def test_the_schieber_games_extend_their_familys_words() -> None:
    assert {game for game, _ in MEMBER_LANGS} >= {"jass", "differenzler", "coiffeur"}


@pytest.mark.parametrize(("game", "lang"), MEMBER_LANGS)
def test_a_familys_word_is_written_once(game: str, lang: str) -> None:
    """A family's member says the family's words as the family writes them (its own file
    adds to them) and never writes one of them again (nor one of its family's family)."""
    own = _own(game, lang)
    family = words_of(str(own["family"]), lang)
    again = sorted(f"[{table}] {key}" for table, entries in own.items()
                   if isinstance(entries, dict) and isinstance(family.get(table), dict)
                   for key in entries if key in family[table])
    assert again == []
    words = words_of(game, lang)
    assert all(words[table][key] == text for table, entries in family.items()
               for key, text in entries.items())


def test_the_pages_words_have_the_same_keys_in_every_language() -> None:
    """``api/pages/<lang>.toml``: the words around every page, each key in every language."""
    assert {lang: sorted(TEXTS[lang]) for lang in LANGUAGES} == {
        lang: sorted(TEXTS["en"]) for lang in LANGUAGES}
    for path in sorted((ROOT / "api" / "pages").glob("??.toml")):
        with path.open("rb") as file:
            assert set(tomllib.load(file)) == {"texts"}, path.name
