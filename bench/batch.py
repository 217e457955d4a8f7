"""Batch at 10, 100 and 1,000 different questions (legal cards and tricks of all three games,
bench/mixed.py), in one run:

* the server's time per question, as the server measures it (its Server-Timing header: from
  the first before-request hook to the last after-request hook, JSON parsing and encoding
  included), in-process through Flask's test client;
* the engine's time per question for judging the same questions in-process: cards,
  contracts and rulesets are parsed before the clock starts, only the engine's judge calls
  are timed (bench/engine_calls.py);
* their ratio (goal: at most 4× at 1,000 questions; server at most 100 µs per question).

Both are also timed by this process's CPU clock (``--clock cpu``, the default; ``wall``
prints the Server-Timing figures): on a machine shared with other work the wall clock
counts the time the others held the cores. Medians of 7 runs; prints figures only.

    .venv/bin/python bench/batch.py [--rounds 7]
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from api import create_app
from bench.engine_calls import prepare
from bench.mixed import varied_questions

SIZES = (10, 100, 1000)


def server_seconds(client: Any, body: dict[str, Any], size: int, rounds: int,
                   clock: str = "cpu") -> float:
    warm_up = client.post("/api/v1/batch", json=body)
    if warm_up.status_code != 200 or warm_up.json["answered"] != size:
        raise RuntimeError(f"a question failed: {warm_up.get_data(as_text=True)[:2000]}")
    del warm_up
    samples = []
    for _ in range(rounds):
        # Only the header is read: the client's parsed answers, kept alive in this same
        # process, would make the server's garbage collector walk them too.
        started = time.process_time()
        timing = client.post("/api/v1/batch", json=body).headers["Server-Timing"]
        cpu = time.process_time() - started
        samples.append(cpu if clock == "cpu" else float(timing.split("dur=")[1]) / 1e3)
    return statistics.median(samples)


def engine_seconds(calls: list[Callable[[], Any]], rounds: int, clock: str = "cpu") -> float:
    """The median time the engine takes to judge all ``calls`` once."""
    repeat = max(1, 1000 // len(calls))  # a small batch is judged several times per sample
    for call in calls:  # warm up
        call()
    samples = []
    for _ in range(rounds):
        now = time.process_time if clock == "cpu" else time.perf_counter
        start = now()
        for _ in range(repeat):
            for call in calls:
                call()
        samples.append((now() - start) / repeat)
    return statistics.median(samples)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--clock", choices=("cpu", "wall"), default="cpu")
    args = parser.parse_args()
    client = create_app({"ACCESS_LOG": False}).test_client()
    gc.collect()
    gc.freeze()  # as gunicorn.conf.py does with the preloaded app before forking a worker
    print(f"python {sys.version.split()[0]}; medians of {args.rounds}; per question; "
          f"{'CPU time of this process' if args.clock == 'cpu' else 'wall clock'}")
    server_label = "server (CPU)          " if args.clock == "cpu" else "server (Server-Timing)"
    print(f"questions   {server_label}   engine alone   server/engine   whole batch")
    for size in SIZES:
        questions = varied_questions(size, seed=11, tricks=True)  # all different, all games
        body = {"questions": [q.batch_item for q in questions]}
        server = server_seconds(client, body, size, args.rounds, args.clock)
        calls = [prepare(q.game, q.kind, q.body) for q in questions]  # parsed before timing
        engine = engine_seconds(calls, args.rounds, args.clock)
        print(f"{size:>9}   {server / size * 1e6:12.1f} µs        {engine / size * 1e6:8.1f} µs"
              f"       {server / engine:6.1f}×      {server * 1e3:8.1f} ms")
    print("goal at 1,000: server/engine <= 4×; server <= 100 µs per question")


if __name__ == "__main__":
    main()
