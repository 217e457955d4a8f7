"""Fair sharing: other clients' single questions while the costliest batches run. Four
clients ask different legal-cards GETs of all games (``bench/mixed.py``) one after
the other on kept-alive connections; their p99 is measured quiet, then with 16 of the
costliest batches in flight at all times (as many whole Jass rounds as the work budget holds,
in French, and 1,000 questions about a full hand, in turn). The bound: at most 3 times the
quiet p99.

``.venv/bin/python -m bench.fairness [--seconds 15] [--worker gevent]``"""

from __future__ import annotations

import argparse
import http.client
import json
import threading
import time
from typing import Any

from api.http.work import BATCH_WORK_BUDGET
from api.service.examples import load_examples
from bench.common import gunicorn
from bench.mixed import varied_questions

APP = "api:create_app()"
IN_FLIGHT = 16
CLIENTS = 4
WORKERS = {"ours": (), "gevent": ("-k", "gevent")}  # gunicorn options of each worker class


def costliest() -> list[bytes]:
    """The two costliest batches accepted, as request bodies."""
    rounds = next(e["body"] for e in load_examples() if e["id"] == "jass-round-count")
    legal = {"contract": {"type": "trump", "trump": "acorns"}, "lang": "fr",
             "hand": ["R6", "RK", "AU", "A8", "B10", "S6", "S7", "S8", "S9"],
             "trick": ["R9", "A7"]}
    whole = [{"game": "jass", "question": "rounds/check", "body": {**rounds, "lang": "fr"}}]
    single = [{"game": "jass", "question": "legal-cards", "body": legal}]
    return [json.dumps({"questions": whole * (BATCH_WORK_BUDGET // len(rounds["plays"]))}
                       ).encode(),
            json.dumps({"questions": single * 1000}).encode()]


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


def ask_singles(port: int, paths: list[str], seconds: float, clients: int = CLIENTS
                ) -> list[float]:
    """Latencies (s) of single GETs by ``clients`` kept-alive clients for ``seconds``."""
    latencies: list[float] = []
    failures: list[int] = []

    def client(offset: int) -> None:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        deadline, index = time.monotonic() + seconds, offset
        while time.monotonic() < deadline:
            path = paths[index % len(paths)]
            index += clients
            begin = time.perf_counter()
            try:
                connection.request("GET", path)
                response = connection.getresponse()
                response.read()
                if response.status != 200:
                    failures.append(response.status)
            except (OSError, http.client.HTTPException):
                failures.append(0)
                connection.close()
                connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
            latencies.append(time.perf_counter() - begin)
        connection.close()

    threads = [threading.Thread(target=client, args=(i,)) for i in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if failures:
        print(f"  {len(failures)} single questions not answered 200: {failures[:5]}")
    return latencies


class Batches:
    """``count`` clients, each posting a costliest batch again as soon as it is answered."""

    def __init__(self, port: int, count: int = IN_FLIGHT) -> None:
        self.port, self.count = port, count
        self.bodies = costliest()
        self.stopping = threading.Event()
        self.answered: list[int] = []
        self.threads = [threading.Thread(target=self.run, args=(i,)) for i in range(count)]

    def run(self, index: int) -> None:
        body = self.bodies[index % len(self.bodies)]
        while not self.stopping.is_set():
            connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=300)
            try:
                connection.request("POST", "/api/v1/batch", body=body,
                                   headers={"Content-Type": "application/json"})
                response = connection.getresponse()
                response.read()
                self.answered.append(response.status)
            except (OSError, http.client.HTTPException):
                self.answered.append(0)
            finally:
                connection.close()

    def __enter__(self) -> Batches:
        for thread in self.threads:
            thread.start()
        time.sleep(1.0)  # every batch sent and running or waiting
        return self

    def __exit__(self, *exc: Any) -> None:
        self.stopping.set()
        for thread in self.threads:
            thread.join()


def measure(port: int, seconds: float) -> dict[str, float]:
    """Quiet and loaded p50/p99 (ms) of single questions, the batches answered per second."""
    paths = [q.path for q in varied_questions(2000, seed=7)]
    ask_singles(port, paths, 2.0)  # every table the answers use is built
    quiet = ask_singles(port, paths, seconds)
    with Batches(port) as batches:
        begin = time.monotonic()
        loaded = ask_singles(port, paths, seconds)
        elapsed = time.monotonic() - begin
        done = len(batches.answered)
    return {"quiet p50": percentile(quiet, 0.5) * 1e3, "quiet p99": percentile(quiet, 0.99) * 1e3,
            "loaded p50": percentile(loaded, 0.5) * 1e3,
            "loaded p99": percentile(loaded, 0.99) * 1e3,
            "batches/s": done / elapsed, "singles/s loaded": len(loaded) / elapsed}


def report(worker: str, figures: dict[str, float]) -> str:
    ratio = figures["loaded p99"] / figures["quiet p99"]
    return (f"{worker:<7} quiet p50 {figures['quiet p50']:6.1f} ms p99 "
            f"{figures['quiet p99']:6.1f} ms | {IN_FLIGHT} costliest batches in flight: p50 "
            f"{figures['loaded p50']:7.1f} ms p99 {figures['loaded p99']:7.1f} ms "
            f"({ratio:.1f}x quiet), {figures['batches/s']:.1f} batches/s, "
            f"{figures['singles/s loaded']:.0f} singles/s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=15)
    parser.add_argument("--worker", choices=sorted(WORKERS), default="ours")
    args = parser.parse_args()
    with gunicorn(APP, options=WORKERS[args.worker]) as (port, _):
        print(report(args.worker, measure(port, args.seconds)))


if __name__ == "__main__":
    main()
