"""Which rules engine this process runs: the compiled core (mypyc's extension modules, built
beside the sources in ``rules/`` by ``setup.py``) or the same modules as Python. Python itself
prefers an extension module to the source beside it; ``STICHFEST_PURE=1`` puts a finder first
that sees the sources only. Importing this module decides, once and before ``rules`` is
imported: ``api`` imports it first, so the server, the tests and the generators all pass here
(``rules`` stays free of I/O and of the environment)."""

from __future__ import annotations

import os
import sys
import warnings
from collections.abc import Sequence
from importlib.abc import MetaPathFinder
from importlib.machinery import (
    EXTENSION_SUFFIXES,
    SOURCE_SUFFIXES,
    ExtensionFileLoader,
    FileFinder,
    ModuleSpec,
    SourceFileLoader,
)
from pathlib import Path
from types import ModuleType

VARIABLE = "STICHFEST_PURE"
PACKAGE = "rules"
FOLDER = Path(__file__).resolve().parent.parent / PACKAGE  # beside stichfest/, as installed


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


def stale_extensions(folder: Path | None = None) -> list[str]:
    """Compiled modules older than their source (edited since the build): running them
    would answer with code that is no longer there. A wheel writes both in the same moment."""
    stale = []
    for extension in (folder or FOLDER).rglob("*" + EXTENSION_SUFFIXES[0]):
        source = extension.with_name(extension.name.split(".")[0] + ".py")
        if source.exists() and source.stat().st_mtime > extension.stat().st_mtime + SLACK:
            stale.append(str(source))
    return sorted(stale)


SLACK = 10.0  # seconds: an install writes a module's two files one after the other


def choose() -> None:
    """Runs the sources where ``STICHFEST_PURE`` asks for them, or where a compiled module
    is older than its source (idempotent)."""
    if any(isinstance(f, SourcesOnly) for f in sys.meta_path):
        return
    if not pure_asked():
        stale = stale_extensions()
        if not stale:
            return
        warnings.warn(f"the compiled rules core is older than {stale[0]} (rebuild it: "
                      "pip install -e .); running the sources", stacklevel=2)
    if compiled_modules():  # imported before the choice: the process would mix both
        raise RuntimeError(f"{VARIABLE} is set but rules was imported compiled first")
    sys.meta_path.insert(0, SourcesOnly())


choose()
