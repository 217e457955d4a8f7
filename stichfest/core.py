"""Which rules engine this process runs: the compiled core (mypyc's extension modules, built
beside the sources in ``rules/`` by ``setup.py``) or the same modules as Python. Python itself
prefers an extension module to the source beside it; ``STICHFEST_PURE=1`` puts a finder first
that sees the sources only. Importing this module decides, once and before ``rules`` is
imported: ``api`` imports it first, so the server, the tests and the generators all pass here
(``rules`` stays free of I/O and of the environment)."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from importlib.abc import MetaPathFinder
from importlib.machinery import (
    SOURCE_SUFFIXES,
    ExtensionFileLoader,
    FileFinder,
    ModuleSpec,
    SourceFileLoader,
)
from types import ModuleType

VARIABLE = "STICHFEST_PURE"
PACKAGE = "rules"


def _ours(name: str) -> bool:
    return name == PACKAGE or name.startswith(PACKAGE + ".")


class SourcesOnly(MetaPathFinder):
    """Finds ``rules`` and its modules as Python sources, never as compiled extensions."""

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> ModuleSpec | None:
        if not _ours(fullname):
            return None
        for entry in sys.path if path is None else path:
            spec = FileFinder(entry or ".", (SourceFileLoader, SOURCE_SUFFIXES)).find_spec(
                fullname)
            if spec is not None:
                return spec
        return None  # the package itself, where an editable install's finder knows it


def compiled_modules() -> list[str]:
    """The modules of ``rules`` loaded in this process as compiled extensions."""
    return sorted(name for name, module in list(sys.modules.items()) if _ours(name)
                  and isinstance(getattr(module.__spec__, "loader", None), ExtensionFileLoader))


def pure_asked() -> bool:
    return os.environ.get(VARIABLE, "") not in ("", "0")


def choose() -> None:
    """Runs the sources where ``STICHFEST_PURE`` asks for them (idempotent)."""
    if not pure_asked() or any(isinstance(f, SourcesOnly) for f in sys.meta_path):
        return
    if compiled_modules():  # imported before the choice: the process would mix both
        raise RuntimeError(f"{VARIABLE} is set but rules was imported compiled first")
    sys.meta_path.insert(0, SourcesOnly())


choose()
