"""HTTP throughput against the Flask floor, in one run, with the same gunicorn settings
(stichfest/gunicorn_conf.py) for both: the API's legal-cards, GET and POST, rotating through many
different questions of all six games (bench/mixed.py; at least 10,000), and a bare Flask
view returning a constant JSON body of the answers' mean size (bench/bare_app.py). The floor
is asked the very same requests by the very same wrk scripts (GET: the same URLs with their
query strings; POST: the same bodies): wrk's Lua rotation, gunicorn's reading of the request
and the loopback cost the same on both sides, and only the application differs. For
reference it also prints the floor asked one short constant path without a script (the
figure used until 2026-11-30), which flatters the floor.
Prints requests per second, p99 latency and the ratios api/bare; nothing is asserted.
Every question is different (checked) and valid: a sample is asked in-process first, and the
benchmark refuses to run unless all answer 200; wrk's run is refused too if any answer was
not 2xx. The API keeps no answers in memory: the figure measures the server. Load tool:
wrk (Debian package `wrk`) with a generated Lua script.

    .venv/bin/python bench/http_floor.py [--seconds 10] [--connections 16] [--workers 2]
                                         [--questions 20000] [--check 1000] [--rounds 1]

The old figure, one Jass permalink repeated: ``--single``.
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import statistics
import sys
import tempfile
from contextlib import ExitStack
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.ab_app import BYPASSES
from bench.common import gunicorn
from bench.mixed import Question, varied_questions
from bench.wrk_lua import Figures, Request, write_script, wrk

MIN_QUESTIONS = 10_000
PERMALINK = ("/api/v1/jass/legal-cards?contract=trump:acorns&hand=R6,RK,AU,A8,B10,S7,SA,BU,R9"
             "&trick=RA,A7")


def check_sample(questions: list[Question], sample: int, seed: int = 3) -> int:
    """Asks ``sample`` of the questions in-process, GET and POST; refuses unless every answer
    is 200. Returns the mean size of the answers' bodies."""
    from api import create_app

    client = create_app({"ACCESS_LOG": False}).test_client()
    sizes = []
    for question in random.Random(seed).sample(questions, min(sample, len(questions))):
        for response in (client.get(question.path),
                         client.post(question.url, json=question.body)):
            if response.status_code != 200:
                sys.exit(f"refusing to benchmark: {response.request.method} {question.path} "
                         f"answered {response.status_code}: {response.get_data(as_text=True)}")
            sizes.append(len(response.data))
    return round(statistics.mean(sizes))


def report(results: dict[str, list[Figures]], floors: dict[str, str],
           goals: bool = True) -> None:
    """Each API run's ratio against its floor (``floors``: API run → bare run)."""
    rps = {name: statistics.median(f.rps for f in runs) for name, runs in results.items()}
    p99 = {name: statistics.median(f.p99_ms for f in runs) for name, runs in results.items()}
    for name, runs in results.items():
        asked = sum(f.requests for f in runs)
        errors = "; ".join(sorted({f.socket_errors for f in runs if f.socket_errors}))
        print(f"{name:<17} {rps[name]:9.1f} req/s   p99 {p99[name]:8.2f} ms   "
              f"({asked} requests){'   ' + errors if errors else ''}")
    for name, bare in floors.items():
        goal = ("(goal >= 0.70)", "(goal <= 2.00)") if goals else ("", "")
        print(f"{name:<22} / {bare:<13}: req/s {rps[name] / rps[bare]:.3f} {goal[0]}   "
              f"p99 {p99[name] / p99[bare]:.2f} {goal[1]}")


def sized(question: Question, detail: str) -> Request:
    """The question's GET or POST at another ``detail``."""
    return Request("GET", f"{question.path}&detail={detail}")


def varied(args: argparse.Namespace) -> None:
    if args.questions < MIN_QUESTIONS:
        sys.exit(f"--questions must be at least {MIN_QUESTIONS}")
    questions = varied_questions(args.questions)  # all different: checked as they are made
    size = check_sample(questions, args.check)
    games = ", ".join(f"{game} {sum(q.game == game for q in questions)}"
                      for game in dict.fromkeys(q.game for q in questions))
    warm = min(2.0, args.seconds)
    servers = {"api": ""} | ({f"off {name}": name for name in BYPASSES} if args.ab else {})
    with tempfile.TemporaryDirectory(prefix="stichfest-wrk-") as directory, ExitStack() as up:
        folder = Path(directory)
        scripts = {
            "GET": write_script([Request("GET", q.path) for q in questions], folder, "get"),
            "POST": write_script([Request("POST", q.url, q.body_json) for q in questions],
                                 folder, "post"),
            "GET ids": write_script([sized(q, "ids") for q in questions], folder, "get_ids"),
            "POST ids": write_script([Request("POST", q.url, json.dumps(
                {**q.body, "detail": "ids"}, separators=(",", ":"))) for q in questions],
                folder, "post_ids"),
        }
        runs: dict[str, tuple[str, str | None]] = {}  # run → (server, script)
        for server in servers:
            for kind in ("GET", "POST", *(("GET ids", "POST ids") if server == "api" else ())):
                runs[f"{server} {kind}"] = (server, kind)
        runs |= {"bare GET": ("bare", "GET"), "bare POST": ("bare", "POST"),
                 "bare one path": ("bare", None)}
        results: dict[str, list[Figures]] = {name: [] for name in runs}
        ports = {server: up.enter_context(gunicorn(
            "bench.ab_app:create()", args.workers, {"STICHFEST_BYPASS_OFF": off}))[0]
            for server, off in servers.items()}
        ports["bare"] = up.enter_context(gunicorn("bench.bare_app:app", args.workers,
                                                  {"BARE_BODY_BYTES": str(size)}))[0]

        def run(name: str, seconds: float) -> Figures:
            server, kind = runs[name]
            if kind is not None:
                return wrk(ports[server], seconds, args.connections, script=scripts[kind])
            return wrk(ports[server], seconds, args.connections, path="/constant")

        for name in runs:
            run(name, warm)
        for _ in range(args.rounds):  # interleaved: a busy minute of the machine hits all
            for name in runs:
                results[name].append(run(name, args.seconds))
    print(f"{len(questions)} different legal-cards questions ({games}), "
          f"{min(args.check, len(questions))} checked in-process (GET and POST: all 200); "
          f"mean body {size} bytes (the bare body too)")
    print(f"{args.workers} workers, {args.connections} connections, {args.seconds} s per run, "
          f"{args.rounds} round(s) (medians), wrk on 127.0.0.1")
    report(results, {"api GET": "bare GET", "api POST": "bare POST",
                     "api GET ids": "bare GET", "api POST ids": "bare POST"})
    if args.ab:
        print("each bypass switched off (the library's own method), against the app as it is:")
        report({name: results[name] for name in results if name.startswith(("api", "off"))},
               {f"off {name} {kind}": f"api {kind}" for name in BYPASSES
                for kind in ("GET", "POST")}, goals=False)
    print("for reference, against the floor asked one constant path without a script:")
    report({name: results[name] for name in ("api GET", "api POST", "bare one path")},
           {"api GET": "bare one path", "api POST": "bare one path"})


def single(args: argparse.Namespace) -> None:
    from api import create_app

    size = len(create_app({"ACCESS_LOG": False}).test_client().get(PERMALINK).data)
    results: dict[str, list[Figures]] = {"api": [], "bare": []}
    with gunicorn("api:create_app()", args.workers, {}) as (
            port, _):
        wrk(port, 2, args.connections, path=PERMALINK)  # warm up
        results["api"].append(wrk(port, args.seconds, args.connections, path=PERMALINK))
    with gunicorn("bench.bare_app:app", args.workers, {"BARE_BODY_BYTES": str(size)}) as (
            port, _):
        wrk(port, 2, args.connections, path="/constant")
        results["bare"].append(wrk(port, args.seconds, args.connections, path="/constant"))
    print(f"one permalink repeated, body {size} bytes, {args.workers} workers, "
          f"{args.connections} connections, {args.seconds} s each, wrk on 127.0.0.1")
    report(results, {"api": "bare"})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--connections", type=int, default=16)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--questions", type=int, default=20_000)
    parser.add_argument("--check", type=int, default=1000,
                        help="questions asked in-process before the run (GET and POST)")
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--ab", action="store_true",
                        help="also each bypass of api/seam switched off (bench/ab_app.py), "
                             "interleaved with the rest")
    parser.add_argument("--single", action="store_true",
                        help="the old figure: one Jass permalink, repeated")
    args = parser.parse_args()
    if not shutil.which("wrk"):
        sys.exit("wrk is missing: apt-get install wrk")
    if args.single:
        single(args)
    else:
        varied(args)


if __name__ == "__main__":
    main()
