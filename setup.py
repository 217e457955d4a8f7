"""The build's one addition to pyproject.toml (which holds the metadata): the rules engine's
hot modules compiled with mypyc into extension modules beside their sources. Python prefers an
extension module to the source beside it; ``STICHFEST_PURE=1`` at run time (stichfest/core.py)
runs the sources instead, and a build with ``STICHFEST_PURE=1`` or without a C compiler (the
extensions are optional) ships the sources alone."""

import os

from mypyc.build import mypycify
from setuptools import setup

# The verdicts, trick winners and closing search of every game: what a question spends its
# time in. All of rules/ makes 79 MB of C that gcc did not finish in minutes; these compile
# in the CI's budget.
HOT = [
    "rules/cards.py",
    "rules/verdict.py",
    "rules/trick_table.py",
    *(f"rules/{game}/{part}.py"
      for game in ("bauernschnapsen", "differenzler", "doppelkopf", "jass", "koenigrufen",
                   "schafkopf", "schnapsen", "skat", "watten")
      for part in ("legality", "trick", "ranking")
      if os.path.exists(f"rules/{game}/{part}.py")),
    "rules/schnapsen/closing.py",
    "rules/schnapsen/closed_play.py",
]

extensions = []
if os.environ.get("STICHFEST_PURE", "") in ("", "0"):
    # No config file: the project's own (pyproject.toml) also configures api/, which is not
    # compiled, and its warn_unused_configs would fail the build.
    extensions = mypycify(["--config-file=", "--strict", *HOT],
                          opt_level=os.environ.get("STICHFEST_OPT_LEVEL", "3"))
    for extension in extensions:
        extension.optional = True  # no C compiler: the sources alone, as Python

setup(ext_modules=extensions)
