"""The speed goals counted in CPU instructions (valgrind's callgrind, Debian package
`valgrind`): the same count on every run, however busy the machine is, where wall-clock
figures on a shared machine move by a third from one minute to the next.

Each workload runs in a process of its own under callgrind with counting off; once it is set
up and warmed up, counting is switched on (``callgrind_control``) for the measured part only:

* ``get``, ``post``: legal-cards requests sent straight to the WSGI app, each a different
  question of all six games (bench/mixed.py), next to ``bare``: the bare Flask view of the
  HTTP floor (bench/bare_app.py), sent the very same requests the same way. Per request.
  The preloaded heap is frozen and the collector sized as stichfest/gunicorn_conf.py does before a
  fork (``api.http.heap.settle``).
* ``batch``: one batch of 1,000 different questions (bench/batch.py's), next to
  ``batch-engine``: the engine judging the same questions (bench/engine_calls.py). Per
  question.
* ``hands``: the legal cards of 300 different questions of one game (``--game``), judged by
  the engine (bench/engine_calls.py). Per question.
* ``round``: a whole round checked (bench/round_check.py's; Jass, or ``--game``), next to
  ``round-judges``: its positions judged one by one. Per round.

Python under valgrind runs about 50 times slower: a few minutes for all. Instructions are not
time (a cache miss costs more than an add; hashing runs without the CPU's SHA instructions
under valgrind), but the ratios follow the in-process timings of the other benchmarks.

    .venv/bin/python bench/instructions.py [--requests 300] [--game jass] [workload ...]
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from contextlib import suppress
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

PAIRS = {"get": "bare", "post": "bare", "batch": "batch-engine", "round": "round-judges"}
WORKLOADS = ("bare", "get", "post", "batch-engine", "batch", "hands", "round-judges", "round")
HANDS = 300  # questions of the hands workload
BATCH = 1000  # questions in the batch
ROUNDS = 20  # rounds checked (and their positions judged) in one measured call


def workload(name: str, requests: int, game: str = "jass"
             ) -> tuple[Callable[[], object], int]:
    """The measured call and how many units (requests, questions, rounds) one call is."""
    os.environ.setdefault("PROMETHEUS_MULTIPROC_DIR", tempfile.mkdtemp(prefix="stichfest-"))
    from api.http.heap import settle
    if name in ("bare", "get", "post"):
        from bench.mixed import varied_questions
        from bench.stages import environs, send_all

        questions = varied_questions(requests + 300)
        sent = environs(questions, "POST" if name == "post" else "GET")
        if name == "bare":  # it answers every path: asked the very same requests
            from bench.bare_app import app
        else:
            from api import create_app
            app = create_app({"ACCESS_LOG": False})
        send_all(app, sent[:300])  # warm up on other questions
        settle()  # as stichfest/gunicorn_conf.py does before forking a worker (api.http.heap)
        return lambda: send_all(app, sent[300:]), requests
    if name in ("batch", "batch-engine"):
        from api import create_app
        from bench.engine_calls import prepare
        from bench.mixed import varied_questions
        from rules.errors import RulesInputError

        questions = varied_questions(BATCH, seed=11, tricks=True)
        if name == "batch":
            client = create_app({"ACCESS_LOG": False}).test_client()
            body = {"questions": [q.batch_item for q in questions]}
            client.post("/api/v1/batch", json=body)
            settle()  # as stichfest/gunicorn_conf.py does before forking a worker (api.http.heap)
            return lambda: client.post("/api/v1/batch", json=body).close(), len(questions)
        calls = [prepare(q.game, q.kind, q.body) for q in questions]

        def judge_all() -> None:
            for call in calls:
                with suppress(RulesInputError):  # refused, as the batch refuses it (422)
                    call()

        judge_all()
        return judge_all, len(questions)
    if name == "hands":
        from bench.engine_calls import prepare
        from bench.mixed import varied_questions

        hands = [prepare(q.game, q.kind, q.body)
                 for q in varied_questions(HANDS, seed=11, games=(game,))]

        def judge_hands() -> None:
            for call in hands:
                call()

        judge_hands()
        return judge_hands, len(hands)
    from bench.round_check import dealt_round

    whole, judged = dealt_round(game)

    def walk() -> None:
        for _ in range(ROUNDS):
            whole()

    def one_by_one() -> None:
        for _ in range(ROUNDS):
            judged()

    call = walk if name == "round" else one_by_one
    call()
    return call, ROUNDS


def child(name: str, requests: int, flag: str, game: str) -> None:
    """Runs under callgrind: set up, say so, wait for counting, run, say so, wait."""
    call, _ = workload(name, requests, game)
    Path(flag + ".ready").touch()
    while not Path(flag + ".go").exists():
        time.sleep(0.05)
    call()
    Path(flag + ".done").touch()
    while not Path(flag + ".stop").exists():
        time.sleep(0.05)


def wait_for(path: Path, process: subprocess.Popen[bytes]) -> None:
    while not path.exists():
        if process.poll() is not None:
            sys.exit(f"the workload stopped early (exit {process.returncode})")
        time.sleep(0.2)


def count(name: str, requests: int, game: str = "jass") -> float:
    """Instructions per unit of the workload."""
    units = requests if name in ("bare", "get", "post") else BATCH if "batch" in name \
        else HANDS if name == "hands" else ROUNDS
    return callgrind(lambda directory: [__file__, "--child", name, "--requests", str(requests),
                                        "--game", game], units, cwd=ROOT)


def callgrind(child: Callable[[str], list[str]], units: float, *, cwd: Path | None = None,
              env: dict[str, str] | None = None) -> float:
    """Instructions per unit of a child Python process (``child(directory)``: its script and
    arguments, given a scratch directory), counted only between its flags ``.go`` and
    ``.done``; the child writes ``.ready`` and waits for ``.stop`` (``--flag`` is added)."""
    with tempfile.TemporaryDirectory(prefix="stichfest-callgrind-") as directory:
        flag, out = f"{directory}/flag", f"{directory}/callgrind.out"
        process = subprocess.Popen(
            ["valgrind", "--tool=callgrind", "--instr-atstart=no",
             f"--callgrind-out-file={out}", sys.executable, *child(directory), "--flag", flag],
            cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for(Path(flag + ".ready"), process)
        control = ["callgrind_control", "--instr=on", str(process.pid)]
        subprocess.run(control, check=True, capture_output=True)
        Path(flag + ".go").touch()
        wait_for(Path(flag + ".done"), process)
        control[1] = "--instr=off"
        subprocess.run(control, check=True, capture_output=True)
        Path(flag + ".stop").touch()
        process.wait()
        totals = re.search(r"^totals:\s+(\d+)", Path(out).read_text(), re.M)
        if totals is None:
            sys.exit("no totals in callgrind's output")
        return int(totals.group(1)) / units


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("workloads", nargs="*", help=f"some of {', '.join(WORKLOADS)} "
                                                     "(default: all)")
    parser.add_argument("--requests", type=int, default=300)
    parser.add_argument("--game", default="jass",
                        help="the game whose round the round workloads check (default: jass)")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--flag", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child, args.requests, args.flag, args.game)
        return
    unknown = set(args.workloads) - set(WORKLOADS)
    if unknown:
        sys.exit(f"unknown workload {sorted(unknown)[0]}; choose from {', '.join(WORKLOADS)}")
    if not (shutil.which("valgrind") and shutil.which("callgrind_control")):
        sys.exit("valgrind is missing: apt-get install valgrind")
    found: dict[str, float] = {}
    for name in args.workloads or WORKLOADS:
        found[name] = count(name, args.requests, args.game)
        unit = {"bare": "request", "get": "request", "post": "request", "batch": "question",
                "batch-engine": "question", "hands": "question"}.get(name, "round")
        print(f"{name:<13} {found[name]:>14,.0f} instructions per {unit}", flush=True)
    for name, base in PAIRS.items():
        if name in found and base in found:
            print(f"{name} / {base}: {found[name] / found[base]:.2f}")


if __name__ == "__main__":
    main()
