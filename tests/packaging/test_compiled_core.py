"""The compiled rules core (setup.py, mypyc) and the same modules as Python give the same
answers: random positions of every game judged in this process and in a subprocess with
``STICHFEST_PURE=1`` (bench/differential.py, which runs 100,000 a game on demand), every
verdict, its facts and every trick's outcome compared byte for byte. ``.ci/run`` builds the
core first, so there this process runs it; the switch itself is checked on its own."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from bench import differential
from rules.registry import GAMES
from stichfest import core

ROOT = Path(__file__).resolve().parents[2]
# The modules of rules built as extensions (the library they share lies beside rules/).
BUILT = sorted(".".join(path.relative_to(ROOT).parts).split(".cpython")[0]
               for path in (ROOT / "rules").rglob("*.so"))
PROBE = ("import json, api, rules.cards, stichfest.core as core; "
         "print(json.dumps([rules.cards.__file__, core.compiled_modules()]))")


def _probe(pure: str | None) -> tuple[str, list[str]]:
    env = {key: value for key, value in os.environ.items() if key != core.VARIABLE}
    if pure is not None:
        env[core.VARIABLE] = pure
    run = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=120, check=True)
    cards, compiled = json.loads(run.stdout.splitlines()[-1])
    return cards, compiled


def test_the_built_core_is_what_runs_and_pure_asks_for_the_sources() -> None:
    cards, compiled = _probe(None)
    # Where the core is built (as in .ci/run), the engine runs it, every built module of it.
    assert compiled == BUILT
    assert cards.endswith(".so" if BUILT else ".py")
    assert _probe("1") == (str(ROOT / "rules" / "cards.py"), [])
    assert _probe("0") == (cards, compiled)


def test_pure_and_compiled_engines_agree_on_random_positions_of_every_game() -> None:
    counted, differing = differential.differences(positions=160, seed=17)
    assert counted == dict.fromkeys(GAMES, 160)
    assert [(q.game, q.kind, q.body, ours, theirs) for q, ours, theirs in differing[:3]] == []


def test_a_compiled_module_older_than_its_source_is_not_run(tmp_path: Path) -> None:
    """A checkout edited after the build runs the sources (``choose``), never the old code."""
    suffix = core.EXTENSION_SUFFIXES[0]
    for name, edited_later in (("kept", 0.0), ("edited", core.SLACK + 5)):
        (tmp_path / f"{name}{suffix}").write_bytes(b"")
        (tmp_path / f"{name}.py").write_text("")
        built = (tmp_path / f"{name}{suffix}").stat().st_mtime
        os.utime(tmp_path / f"{name}.py", (built + edited_later, built + edited_later))
    assert core.stale_extensions(tmp_path) == [str(tmp_path / "edited.py")]
