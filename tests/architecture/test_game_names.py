"""The generic layers name no game: what the error layer (``api/errors``), the generic game
layer (``api/games/*.py``) and the other generic modules (``api/{http,seam,schemas,words,
pictures,pages}/*.py``, ``rules/*.py``) can write into an answer or the document, their string
literals, holds no game's id or title; a game's problem types, messages, words and examples
live in its folder. Docstrings and comments may still give a game as an example for a
reader."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from rules.registry import GAMES
from tests.architecture.imports import ROOT

# Two generic modules still name games, each a list by design until it moves: the facts'
# shape documents which games fill each key, and the sources' list describes each source.
NAMING_BY_DESIGN = {"api/schemas/facts.py", "rules/sources.py"}
GENERIC = tuple(path for path in (
    *sorted((ROOT / "api" / "errors").rglob("*.py")),
    *sorted((ROOT / "api" / "games").glob("*.py")),
    *(path for layer in ("http", "seam", "schemas", "words", "pictures", "pages")
      for path in sorted((ROOT / "api" / layer).glob("*.py"))),
    *sorted((ROOT / "rules").glob("*.py")))
    if str(path.relative_to(ROOT)) not in NAMING_BY_DESIGN)
# Each game's id and the words of its title ("Schieber Jass": Schieber, Jass).
NAMES = sorted({word for game in GAMES.values()
                for word in (game.id, *game.title.split()) if len(word) > 2})
NAMING = re.compile(r"\b(" + "|".join(map(re.escape, NAMES)) + r")\b", re.IGNORECASE)


def _docstrings(tree: ast.Module) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def game_names(path: Path) -> Iterator[str]:
    """Each string literal of the module (not a docstring) that names a game."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = _docstrings(tree)
    for node in ast.walk(tree):
        if (isinstance(node, ast.Constant) and isinstance(node.value, str)
                and id(node) not in docstrings and NAMING.search(node.value)):
            where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path.name
            yield f"{where}:{node.lineno}: {node.value!r}"


def test_the_modules_named_by_design_still_name_games() -> None:
    """Each exception is still needed: once a module is cleaned, it leaves the list."""
    assert all(list(game_names(ROOT / path)) for path in NAMING_BY_DESIGN)


def test_the_names_cover_every_game() -> None:
    assert {"jass", "skat", "doppelkopf", "sechsundsechzig"} <= {n.lower() for n in NAMES}


@pytest.mark.parametrize("path", GENERIC, ids=lambda p: str(p.relative_to(ROOT)))
def test_a_generic_module_names_no_game(path: Path) -> None:
    assert list(game_names(path)) == []


def test_the_check_sees_a_game_named(tmp_path: Path) -> None:
    """The check itself: a description naming Skat is seen, its docstring is not."""
    module = tmp_path / "problems.py"
    module.write_text('"""About Skat."""\nTEXT = "a bid (Skat: the Reizwerte)"\n',
                      encoding="utf-8")
    assert list(game_names(module)) == ["problems.py:2: 'a bid (Skat: the Reizwerte)'"]
