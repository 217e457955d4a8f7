"""The import graph of the project's own packages, read with ``ast`` (nothing is imported):
every ``import`` and ``from … import``, at module level and inside functions alike, and the
modules that ``importlib.import_module`` is given as a literal or an f-string over the game
ids of the rules registry."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("rules", "api", "stichfest", "generators")


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, Path]:
    return {module_name(path): path for package in PACKAGES
            for path in sorted((ROOT / package).rglob("*.py"))}


def _resolve(name: str, known: dict[str, Path]) -> str | None:
    """The project module a dotted name refers to (a module, or a name inside one)."""
    while name:
        if name in known:
            return name
        name = name.rpartition(".")[0]
    return None


def imported(path: Path, known: dict[str, Path], game_ids: tuple[str, ...]) -> Iterator[str]:
    """Every project module ``path`` imports."""
    this = module_name(path)
    package = this if path.name == "__init__.py" else this.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            names = [f"{base}.{alias.name}" for alias in node.names] or [base]
            names.append(base)
        elif (isinstance(node, ast.Call) and getattr(node.func, "id", getattr(
                node.func, "attr", None)) == "import_module" and node.args):
            names = list(_literal_modules(node.args[0], game_ids, known))
        for name in names:
            found = _resolve(name, known)
            if found is not None and found != this:
                yield found


def _literal_modules(arg: ast.expr, game_ids: tuple[str, ...],
                     known: dict[str, Path]) -> Iterator[str]:
    """The modules a literal names, or every project module an f-string can name: a
    placeholder called ``game_id`` stands for each game of the registry, any other for any
    one name (``f"api.games.{folder}.problems"``: the problems module of every folder)."""
    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
        yield arg.value
    elif isinstance(arg, ast.JoinedStr):
        pattern = "".join(
            re.escape(part.value) if isinstance(part, ast.Constant)
            else "(?:" + "|".join(map(re.escape, game_ids)) + ")"
            if isinstance(part, ast.FormattedValue) and getattr(part.value, "id", "") == "game_id"
            else r"\w+" for part in arg.values)
        matched = [name for name in known if re.fullmatch(pattern, name)]
        assert matched, f"import_module({ast.unparse(arg)}) names no module of the project"
        yield from matched


def graph(game_ids: tuple[str, ...]) -> dict[str, set[str]]:
    known = modules()
    return {name: set(imported(path, known, game_ids)) for name, path in known.items()}


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(edges.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found
