"""The dependency rules of the layout (docs/design.md, "The layers of api/"), read from the
source with ``ast``: function-level imports and ``import_module`` of a game's modules count like
any other."""

from __future__ import annotations

import ast
import sys

import pytest

from api.http.negotiation import LANGUAGES
from rules.registry import GAMES
from tests.architecture.imports import ROOT, cycles, graph, modules

GAME_IDS = tuple(GAMES)
EDGES = graph(GAME_IDS)
# The steps around every request, knowing no game, from the bottom.
REQUEST_STEPS = ("api.request", "api.errors", "api.seam", "api.http")
# Layers from the bottom, one folder each: a module imports from its own layer and those below.
LAYERS = (("rules",), *((step,) for step in REQUEST_STEPS), ("api.schemas",), ("api.words",),
          ("api.pictures",), ("api.games",), ("api.pages",), ("api.service",),
          ("api", "stichfest", "generators"))
# The folders that imported each other while they shared one layer.
KNOT = (*REQUEST_STEPS, "api.schemas")
MAX_LINES = 400


def _within(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def _layer(module: str) -> int:
    """The layer of the longest package that holds the module."""
    best, length = -1, -1
    for index, packages in enumerate(LAYERS):
        for package in packages:
            if _within(module, package) and len(package) > length:
                best, length = index, len(package)
    return best


def test_rules_import_only_the_standard_library() -> None:
    foreign = []
    for name, path in modules().items():
        if not _within(name, "rules"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                tops = [alias.name.split(".")[0] for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and not node.level and node.module:
                tops = [node.module.split(".")[0]]
            else:
                continue
            foreign += [f"{name}: {top}" for top in tops
                        if top != "rules" and top not in sys.stdlib_module_names]
    assert foreign == []


def upward(edges: dict[str, set[str]]) -> list[str]:
    """Every import of a module from a layer above its own."""
    return sorted(f"{source} -> {target}" for source, targets in edges.items()
                  for target in targets
                  if _layer(target) > _layer(source))


def test_each_layer_imports_only_itself_and_the_layers_below() -> None:
    assert upward(EDGES) == []


def test_every_api_folder_is_a_layer_of_its_own() -> None:
    folders = {f"api.{path.parent.name}" for path in (ROOT / "api").glob("*/__init__.py")}
    layered = [package for packages in LAYERS for package in packages]
    assert sorted(folders - set(layered)) == []
    assert [packages for packages in LAYERS if len(packages) > 1 and set(packages) & folders] == []


@pytest.mark.parametrize(("lower", "upper"), [
    (lower, upper) for index, lower in enumerate(KNOT) for upper in KNOT[index + 1:]])
def test_the_layer_check_sees_a_back_arrow(lower: str, upper: str) -> None:
    """The check itself: the real graph with one import added from a module of a folder to one
    of a folder above it (the knot these folders once formed) fails, naming that import only."""
    source = min(name for name in EDGES if _within(name, lower) and name != lower)
    target = min(name for name in EDGES if _within(name, upper) and name != upper)
    assert upward({**EDGES, source: EDGES[source] | {target}}) == [f"{source} -> {target}"]


def test_the_request_steps_know_no_game() -> None:
    knowing = sorted(f"{source} -> {target}" for source, targets in EDGES.items()
                     if any(_within(source, step) for step in REQUEST_STEPS)
                     for target in targets
                     if target == "rules.registry"
                     or any(_within(target, f"rules.{g}") for g in GAME_IDS))
    assert knowing == []


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_games_words_are_data_in_its_folder(game_id: str) -> None:
    """``api.words`` reads a game's words as data, one ``api/games/<game>/<lang>.toml`` per
    language of the API, never as modules of the game (the layers above forbid that)."""
    folder = ROOT / "api" / "games" / game_id
    assert sorted(path.name for path in folder.glob("??.toml")) == sorted(
        f"{lang}.toml" for lang in LANGUAGES)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_game_folder_never_imports_another_game(game_id: str) -> None:
    others = [g for g in GAME_IDS if g != game_id]
    crossing = sorted(f"{source} -> {target}" for source, targets in EDGES.items()
                      if _within(source, f"api.games.{game_id}") for target in targets
                      if any(_within(target, f"api.games.{other}") for other in others))
    assert crossing == []


def test_the_generic_game_layer_names_no_game() -> None:
    """``api/games/*.py`` is built from the registry: no import of one game's modules but
    through the registry's ids (``import_module`` over every game)."""
    naming = sorted(
        f"{source} -> {target}" for source, targets in EDGES.items()
        if _within(source, "api.games") and source.count(".") == 2
        and not any(_within(source, f"api.games.{g}") for g in GAME_IDS)
        for target in targets
        if any(_within(target, f"rules.{g}") for g in GAME_IDS))
    assert naming == []


def test_nothing_imports_the_service_layer_but_the_factory() -> None:
    importers = sorted(f"{source} -> {target}" for source, targets in EDGES.items()
                       for target in targets
                       if _within(target, "api.service") and source != "api"
                       and not _within(source, "api.service")
                       and not _within(source, "generators"))
    assert importers == []


def test_no_import_cycle() -> None:
    assert cycles(EDGES) == []


def test_the_cycle_check_sees_a_cycle() -> None:
    """The check itself: two modules that import each other are one cycle."""
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_module_over_400_lines() -> None:
    """Python modules and the pages' scripts alike (checker.js is put together from parts)."""
    long = sorted(f"{path.relative_to(ROOT)}: {lines}"
                  for folder in ("rules", "api", "generators", "tests", "bench")
                  for pattern in ("*.py", "*.js")
                  for path in (ROOT / folder).rglob(pattern)
                  if (lines := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES)
    assert long == []


def test_no_bench_imports_the_tests() -> None:
    """A benchmark runs outside the test environment (``bench/README.md``), where ``tests``
    is not a package to be had."""
    importers = sorted(f"{path.relative_to(ROOT)}: {name}"
                       for path in (ROOT / "bench").rglob("*.py")
                       for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
                       for name in ([alias.name for alias in node.names]
                                    if isinstance(node, ast.Import)
                                    else [node.module or ""]
                                    if isinstance(node, ast.ImportFrom) else [])
                       if name == "tests" or name.startswith("tests."))
    assert importers == []
