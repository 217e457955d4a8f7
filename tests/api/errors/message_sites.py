"""Every message code written in the source, read with ``ast``: the first argument of an
engine error (``RulesInputError`` and its kinds), of ``text``, ``Text`` and ``Coded``, both
branches of a conditional code, the literal start of an f-string code, and the codes kept in
tables of their own (``_JSON_CODES``, marshmallow's); each site with the values it gives,
where it names them all."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import rules.errors

ROOT = Path(__file__).resolve().parents[3]
ERRORS = {kind.__name__ for kind in (rules.errors.RulesInputError,
                                     *rules.errors.RulesInputError.__subclasses__())}
MAKERS = {"text", "Text", "Coded"}  # as ``api.errors.messages`` names them
MESSAGES_MODULE = "api.errors.messages"
CODE = re.compile(r"[a-z0-9]+(\.[a-z0-9]+(-[a-z0-9]+)*)+")
# The tables themselves, which name every code: not sites.
TABLES = re.compile(r"api/errors/texts/.*|api/(games/(\w+/)?|pages/|service/)problems\.py")


@dataclass(frozen=True)
class Site:
    where: str
    code: str  # the code, or for an f-string code the start all its codes share
    prefix: bool
    keywords: frozenset[str] | None  # the values given by name (None: not all by name)


def _codes(node: ast.expr) -> Iterator[tuple[str, bool]]:
    """The codes an expression can be: (code, whether only its start is known)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        yield node.value, False
    elif isinstance(node, ast.IfExp):
        yield from _codes(node.body)
        yield from _codes(node.orelse)
    elif isinstance(node, ast.JoinedStr) and node.values:
        first = node.values[0]
        if isinstance(first, ast.Constant) and isinstance(first.value, str):
            yield first.value, True
    elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        for left, left_prefix in _codes(node.left):
            if left_prefix:
                yield left, True
                continue
            for right, right_prefix in _codes(node.right):
                yield left + right, right_prefix


def _name(call: ast.Call) -> str:
    return call.func.id if isinstance(call.func, ast.Name) else getattr(call.func, "attr", "")


def _sources() -> Iterator[tuple[str, ast.Module]]:
    for package in ("rules", "api"):
        for path in sorted((ROOT / package).rglob("*.py")):
            where = str(path.relative_to(ROOT))
            if TABLES.fullmatch(where) is None:
                yield where, ast.parse(path.read_text(encoding="utf-8"))


def _makers(tree: ast.Module) -> dict[str, str]:
    """The module's names for the message makers it imports: its name → the maker's."""
    return {alias.asname or alias.name: alias.name for node in ast.walk(tree)
            if isinstance(node, ast.ImportFrom) and node.module == MESSAGES_MODULE
            for alias in node.names if alias.name in MAKERS}


def sites() -> list[Site]:
    """Every call that makes a message or an engine error, with its code(s)."""
    found = []
    for where, tree in _sources():
        makers = _makers(tree)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = _name(node)
            name = makers.get(name, name if name in ERRORS else "")
            if not name:
                continue
            named = {kw.arg for kw in node.keywords if kw.arg is not None}
            spread = any(kw.arg is None for kw in node.keywords) or name == "Coded"
            keywords = None if spread else frozenset(named - {"field", "index"}) \
                if name in ERRORS else frozenset(named)
            if name == "Text":
                keywords = None  # its values are a mapping
            for code, prefix in _codes(node.args[0]):
                found.append(Site(f"{where}:{node.lineno}", code, prefix, keywords))
    return found


def named_codes() -> set[str]:
    """The codes kept in a table of the code's own (``_JSON_CODES``: a library's messages by
    code): the values of every mapping whose name ends in ``_CODES`` that are codes (a
    deck's ``RANK_CODES`` are not)."""
    found = set()
    for _, tree in _sources():
        for node in ast.walk(tree):
            targets = [node.target] if isinstance(node, ast.AnnAssign) else \
                node.targets if isinstance(node, ast.Assign) else []
            if (any(isinstance(t, ast.Name) and t.id.endswith("_CODES") for t in targets)
                    and isinstance(node.value, ast.Dict)):
                found |= {value.value for value in node.value.values
                          if isinstance(value, ast.Constant) and isinstance(value.value, str)
                          and CODE.fullmatch(value.value)}
    return found


def _is_prose(node: ast.expr) -> bool:
    """A sentence written in place: a string, an f-string, or strings added together."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, ast.JoinedStr):
        return True
    return isinstance(node, ast.BinOp) and (_is_prose(node.left) or _is_prose(node.right))


def prose() -> list[str]:
    """Every message given as a sentence rather than by its code: a ``Problem``'s detail, an
    ``errors`` entry's, a ``field_error``'s, a validator's ``error=`` that is not ``Coded``,
    and an engine error's first argument that is not a code."""
    found = []
    for where, tree in _sources():
        for node in ast.walk(tree):
            texts: list[ast.expr] = []
            if isinstance(node, ast.Call):
                name = _name(node)
                if name == "Problem" and len(node.args) > 1:
                    texts.append(node.args[1])
                elif name == "field_error" and len(node.args) > 2:
                    texts.append(node.args[2])
                elif name in ERRORS and node.args and not all(
                        CODE.fullmatch(code + ("x" if start else ""))
                        for code, start in _codes(node.args[0])):
                    texts.append(node.args[0])
                texts += [kw.value for kw in node.keywords if kw.arg == "error"]
            elif isinstance(node, ast.Dict):
                keys = [k.value if isinstance(k, ast.Constant) else None for k in node.keys]
                if "detail" in keys and ("parameter" in keys or "pointer" in keys):
                    texts.append(node.values[keys.index("detail")])
            found += [f"{where}:{text.lineno}" for text in texts if _is_prose(text)]
    return found
