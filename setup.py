"""The build's one addition to pyproject.toml (which holds the metadata): the rules engine's
hot modules compiled with mypyc into extension modules beside their sources. Python prefers an
extension module to the source beside it; ``STICHFEST_PURE=1`` at run time (stichfest/core.py)
runs the sources instead, and a build with ``STICHFEST_PURE=1`` or without a C compiler (the
extensions are optional) ships the sources alone."""

import os

from mypyc.build import mypycify
from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

# The verdicts, trick winners and closing search of every game, and the position checks every
# question passes first: what a question spends its time in. All of rules/ makes 79 MB of C
# that gcc had not compiled after 4 minutes; these 28 modules make 7 MB, built in about 55 s
# of one core, within the CI's budget.
HOT = [
    "rules/cards.py",
    "rules/verdict.py",
    "rules/trick_table.py",
    "rules/position.py",
    *(path for game in sorted(os.listdir("rules"))
      for path in (f"rules/{game}/{part}.py" for part in ("legality", "trick", "ranking"))
      if os.path.exists(path)),
    "rules/schnapsen/closing.py",
    "rules/schnapsen/closed_play.py",
]



class BuildCore(build_ext):
    """Generates the C at build time only: setup.py also runs for the metadata, twice."""

    def finalize_options(self) -> None:
        if not GENERATED:
            GENERATED.extend(generate())
        self.distribution.ext_modules = GENERATED
        super().finalize_options()


GENERATED: list[Extension] = []  # once a build: setuptools makes this command again and again


def generate() -> list[Extension]:
    # No config file: the project's own (pyproject.toml) also configures api/, which is
    # not compiled, and its warn_unused_configs would fail the build.
    extensions = mypycify(["--config-file=", "--strict", *HOT],
                          opt_level=os.environ.get("STICHFEST_OPT_LEVEL", "3"))
    for extension in extensions:
        extension.optional = True  # no C compiler: the sources alone, as Python
    return extensions


# One stand-in extension tells setuptools that the wheel is platform-specific.
COMPILED = os.environ.get("STICHFEST_PURE", "") in ("", "0")
setup(ext_modules=[Extension("rules.cards", ["rules/cards.py"])] if COMPILED else [],
      cmdclass={"build_ext": BuildCore})
