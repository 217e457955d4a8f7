"""Capacity per core: questions answered per CPU-second of the server, by kind, for sizing a
deployment (docs/operations.md, "Sizing").

The Procfile's gunicorn with one worker is asked by wrk on loopback, one kind at a time:

* ``get``: single GET permalinks of legal cards, all different (no cache helps);
* ``post``: the same questions as POST legal-cards;
* ``batch``: POST /batch of ``--batch`` different questions each (a question is one of them);
* ``round``: POST /{game}/rounds/check of a whole seeded round of every game with a round
  check, in turn (a question is one round; its plays are printed too).

On a machine shared with other work, requests per wall-clock second say how busy the machine
was; the server's CPU time does not. So the figure is requests divided by the CPU seconds the
gunicorn master and its worker spent in the run (user and system, from /proc), which is what
one core gives. wrk's own CPU is not counted: in a deployment the clients are elsewhere. The
worker is not recycled during the runs (``MAX_REQUESTS=0``), so its CPU time is all counted.

    .venv/bin/python bench/capacity.py [--seconds 10] [--rounds 3] [--kinds get,post,batch,round]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

from api import create_app
from api.games.registry import GAME_APIS
from bench.common import gunicorn, worker_pids
from bench.mixed import varied_questions
from bench.round_check import dealt_body, random_plays, round_games, walk_of
from bench.wrk_lua import Request, write_script, wrk

KINDS = ("get", "post", "batch", "round")
TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pids: list[int]) -> float:
    """User and system CPU time of the processes so far."""
    total = 0
    for pid in pids:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        total += int(fields[11]) + int(fields[12])  # utime, stime (after pid and comm)
    return total / TICKS


def round_requests(seeds: int) -> tuple[list[Request], float]:
    """Seeded whole rounds of every game with a round check, and their mean number of plays."""
    requests, plays = [], []
    for seed in range(seeds):
        for game_id in round_games():
            adapter = GAME_APIS[game_id]
            body = dealt_body(adapter, seed)
            played = random_plays(walk_of(adapter, body), seed)
            body["plays"] = [adapter.game.deck.code(c) for c in played]
            plays.append(len(played))
            requests.append(Request("POST", f"/api/v1/{game_id}/rounds/check",
                                    json.dumps(body, separators=(",", ":"))))
    return requests, statistics.mean(plays)


def workloads(kinds: list[str], questions: int, batch: int
              ) -> dict[str, tuple[list[Request], int]]:
    """Each kind's requests and the questions one request asks."""
    asked = varied_questions(questions, tricks=True)
    loads: dict[str, tuple[list[Request], int]] = {}
    if "get" in kinds:
        loads["get"] = ([Request("GET", q.path) for q in asked], 1)
    if "post" in kinds:
        loads["post"] = ([Request("POST", q.url, q.body_json) for q in asked], 1)
    if "batch" in kinds:
        groups = [asked[i:i + batch] for i in range(0, len(asked) - batch + 1, batch)]
        loads["batch"] = ([Request("POST", "/api/v1/batch", json.dumps(
            {"questions": [q.batch_item for q in group]}, separators=(",", ":")))
            for group in groups], batch)
    if "round" in kinds:
        rounds, plays = round_requests(seeds=20)
        print(f"round: {len(rounds)} rounds of {len(round_games())} games, "
              f"{plays:.1f} plays on average")
        loads["round"] = (rounds, 1)
    return {kind: (answered(kind, requests), each) for kind, (requests, each) in loads.items()}


def answered(kind: str, requests: list[Request]) -> list[Request]:
    """The requests answered 200 in-process (a random deal now and then makes a position the
    game refuses; wrk refuses a run with any other answer)."""
    client = create_app({"ACCESS_LOG": False}).test_client()
    kept = [r for r in requests if client.open(
        r.path, method=r.method, data=r.body,
        content_type="application/json" if r.body else None).status_code == 200]
    if len(kept) < len(requests):
        print(f"{kind}: {len(requests) - len(kept)} of {len(requests)} requests refused "
              "in-process, left out")
    return kept


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--rounds", type=int, default=3, help="runs of each kind, interleaved")
    parser.add_argument("--connections", type=int, default=8)
    parser.add_argument("--questions", type=int, default=5_000)
    parser.add_argument("--batch", type=int, default=100, help="questions in one batch")
    parser.add_argument("--kinds", default=",".join(KINDS))
    args = parser.parse_args()
    if not shutil.which("wrk"):
        sys.exit("wrk is missing: apt-get install wrk")
    kinds = [k for k in args.kinds.split(",") if k]
    loads = workloads(kinds, args.questions, args.batch)
    per_core: dict[str, list[float]] = {kind: [] for kind in loads}
    per_wall: dict[str, list[float]] = {kind: [] for kind in loads}
    with tempfile.TemporaryDirectory(prefix="stichfest-capacity-") as directory, \
            gunicorn("api:create_app()", workers=1, env={"MAX_REQUESTS": "0"}) as (port, master):
        scripts = {kind: write_script(requests, Path(directory), kind)
                   for kind, (requests, _) in loads.items()}
        pids = [master.pid, *worker_pids(master.pid)]
        for kind in loads:  # warm up: every request once through the worker's caches
            wrk(port, 2, args.connections, script=scripts[kind])
        for _ in range(args.rounds):
            for kind, (_, each) in loads.items():
                before = cpu_seconds(pids)
                figures = wrk(port, args.seconds, args.connections, script=scripts[kind])
                spent = cpu_seconds(pids) - before
                per_core[kind].append(figures.requests * each / spent)
                per_wall[kind].append(figures.rps * each)
    print(f"one gunicorn worker (the Procfile's settings), {args.connections} connections, "
          f"{args.seconds:g} s a run, {args.rounds} run(s) of each kind; median "
          "(lowest–highest) questions per CPU-second of the server, and per wall second; "
          f"load average at the end {os.getloadavg()[0]:.1f}")
    for kind in loads:
        core = per_core[kind]
        print(f"{kind:<6} {statistics.median(core):9,.0f} per core-second "
              f"({min(core):,.0f}–{max(core):,.0f})   "
              f"{statistics.median(per_wall[kind]):9,.0f} per wall second")


if __name__ == "__main__":
    main()
