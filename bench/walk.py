"""How a request walks through the project's own code: one request answered
in-process by the Flask test client, watched with ``sys.setprofile``, after a warm-up request
so that import-time and first-call work is not counted. Prints, for each request:

* calls: ``call`` events of Python code in the project's files (``api/``, ``rules/`` under
  the root the ``api`` package is imported from). Comprehensions and each resumption of a
  generator are calls too (Python 3.11 runs them as frames; how many of the calls ran in a
  comprehension or generator expression is printed alongside); C functions are not
  counted.
* files: the distinct project files those calls ran in.
* returns to a file already left: ``return`` events of a project frame whose nearest
  project frame below it on the stack (library frames such as Flask's or marshmallow's
  skipped) is in another project file. That caller's file was left for another project file
  and is now returned to: each such return is one round trip across a file boundary.

Only the HTTP paths are used (no project module is named), so the script measures any commit:

    .venv/bin/python bench/walk.py                          # this checkout
    PYTHONPATH=/tmp/before .venv/bin/python bench/walk.py   # another one (e.g. a worktree)

Nothing is asserted; the figures are printed.
"""

from __future__ import annotations

import os
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from types import FrameType
from typing import Any

if "PYTHONPATH" not in os.environ:  # else measure the checkout PYTHONPATH names
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import api

ROOT = Path(api.__file__).resolve().parent.parent
PROJECT = tuple(str(ROOT / part) + os.sep for part in ("api", "rules"))

ROUND_BODY = {
    "contract": {"type": "rufspiel", "called_suit": "acorns"}, "leader": 0, "declarer": 0,
    "hands": [["AO", "LO", "HU", "H10", "HK", "A7", "B7", "L7"],
              ["HO", "BO", "AU", "LA", "L10", "LK", "A8", "B8"],
              ["LU", "BU", "HA", "AA", "A9", "B9", "L8", "L9"],
              ["H9", "H8", "H7", "A10", "AK", "BA", "B10", "BK"]],
    "plays": ["AO", "HO", "BU", "H7", "LO", "BO", "LU", "H8", "A7", "A8", "A9", "A10"]}

LEGAL_CARDS = "/api/v1/jass/legal-cards?contract=trump:acorns&hand=R6,RK,AU,A8,B10&trick=R9,A7"


class Walk:
    """The profile hook: counts calls, files and returns to a file already left."""

    def __init__(self) -> None:
        self.calls = 0
        self.in_comprehensions = 0  # calls of ``<listcomp>``, ``<genexpr>`` and the like
        self.files: Counter[str] = Counter()
        self.returns_to_left = 0
        self._mine: dict[str, bool] = {}

    def _project(self, filename: str) -> bool:
        known = self._mine.get(filename)
        if known is None:
            known = self._mine[filename] = filename.startswith(PROJECT)
        return known

    def __call__(self, frame: FrameType, event: str, _arg: Any) -> None:
        if event == "call":
            filename = frame.f_code.co_filename
            if self._project(filename):
                self.calls += 1
                self.in_comprehensions += frame.f_code.co_name.startswith("<")
                self.files[filename] += 1
        elif event == "return":
            filename = frame.f_code.co_filename
            if not self._project(filename):
                return
            below = frame.f_back
            while below is not None and not self._project(below.f_code.co_filename):
                below = below.f_back
            if below is not None and below.f_code.co_filename != filename:
                self.returns_to_left += 1


def walk(label: str, request: Callable[[], Any]) -> None:
    request()  # the warm-up: imports, caches and first-call work are not counted
    watched = Walk()
    sys.setprofile(watched)
    try:
        response = request()
    finally:
        sys.setprofile(None)
    assert response.status_code == 200, response.get_data(as_text=True)
    print(f"{label}\n  calls {watched.calls} ({watched.in_comprehensions} in comprehensions)"
          f"   files {len(watched.files)}   "
          f"returns to a file already left {watched.returns_to_left}")
    if "--files" in sys.argv:
        for filename, calls in watched.files.most_common():
            print(f"    {calls:5d}  {os.path.relpath(filename, ROOT)}")


def main() -> None:
    client = api.create_app({"TESTING": True, "ACCESS_LOG": False}).test_client()
    print(f"root {ROOT}")
    walk(f"GET {LEGAL_CARDS}", lambda: client.get(LEGAL_CARDS))
    walk("POST /api/v1/schafkopf/rounds/check (the README's 12 plays)",
         lambda: client.post("/api/v1/schafkopf/rounds/check", json=ROUND_BODY))


if __name__ == "__main__":
    main()
