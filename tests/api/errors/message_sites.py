"""Every problem message written in the source, read with ``ast``: the first argument of an
engine error (``RulesInputError`` and its kinds), the detail of a ``Problem``, of
``field_error`` and of an ``errors`` entry, a marshmallow validator's ``error=``. f-string
parts are the message's varying parts."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import rules.errors

ROOT = Path(__file__).resolve().parents[3]
ERRORS = {"Problem", "ValidationError",
          *(kind.__name__ for kind in (rules.errors.RulesInputError,
                                       *rules.errors.RulesInputError.__subclasses__()))}
VARYING = "\x00"


@dataclass(frozen=True)
class Site:
    where: str
    shape: str  # the message with VARYING where it varies

    def pattern(self) -> re.Pattern[str]:
        return re.compile(".*?".join(re.escape(part) for part in self.shape.split(VARYING)),
                          re.DOTALL)

    def fixed(self) -> str:
        return self.shape.replace(VARYING, "")


def _shape(node: ast.expr) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) else VARYING for v in node.values)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _shape(node.left), _shape(node.right)
        return (left if left is not None else VARYING) + (right if right is not None
                                                          else VARYING)
    return None


def _messages(node: ast.Call) -> Iterator[ast.expr]:
    name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
    if name == "Problem" and len(node.args) > 1:
        yield node.args[1]
    elif name in ERRORS and name != "Problem" and node.args:
        yield node.args[0]
    elif name == "field_error" and len(node.args) > 2:
        yield node.args[2]
    elif name == "_refuse" and len(node.args) > 1:
        yield node.args[1]
    yield from (kw.value for kw in node.keywords if kw.arg == "error")


def sites() -> list[Site]:
    found = []
    for package in ("rules", "api"):
        for path in sorted((ROOT / package).rglob("*.py")):
            where = str(path.relative_to(ROOT))
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                texts: list[ast.expr] = []
                if isinstance(node, ast.Call):
                    texts += _messages(node)
                elif isinstance(node, ast.Dict):
                    keys = [k.value if isinstance(k, ast.Constant) else None for k in node.keys]
                    if "detail" in keys and ("parameter" in keys or "pointer" in keys):
                        texts.append(node.values[keys.index("detail")])
                for text in texts:
                    shape = _shape(text)
                    if shape is not None and shape.replace(VARYING, "").strip():
                        found.append(Site(f"{where}:{text.lineno}", shape))
    return found
