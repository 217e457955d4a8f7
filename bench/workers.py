"""The worker decision, measured side by side: gunicorn's documented gevent worker against
this project's (api/http/worker.py, gthread's threads with each request read whole first),
the same settings otherwise (stichfest/gunicorn_conf.py, 2 workers), in alternating rounds.

Each round: 16 kept-alive clients in 2 processes ask different questions of all games
(``bench/mixed.py``), a GET permalink and a POST of the same question in turn, for
``--seconds``; answers per second (all 200). Then the fairness measurement of
``bench/fairness.py`` on each worker: single questions' p99 quiet and with 16 of the costliest
batches in flight.

``.venv/bin/python -m bench.workers [--rounds 3] [--seconds 10]``"""

from __future__ import annotations

import argparse
import http.client
import multiprocessing
import statistics
import threading
import time

from bench import fairness
from bench.common import gunicorn
from bench.mixed import Question, varied_questions

PROCESSES, THREADS = 2, 8


def _client_process(port: int, questions: list[Question], seconds: float,
                    counts: multiprocessing.Queue) -> None:  # type: ignore[type-arg]
    answered, failed = [0], [0]

    def client(offset: int) -> None:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        deadline, index = time.monotonic() + seconds, offset
        while time.monotonic() < deadline:
            question = questions[(index // 2) % len(questions)]
            try:
                if index % 2:
                    connection.request("POST", question.url, body=question.body_json,
                                       headers={"Content-Type": "application/json"})
                else:
                    connection.request("GET", question.path)
                response = connection.getresponse()
                response.read()
                if response.status == 200:
                    answered[0] += 1
                else:
                    failed[0] += 1
            except (OSError, http.client.HTTPException):
                failed[0] += 1
                connection.close()
                connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
            index += THREADS * PROCESSES
        connection.close()

    threads = [threading.Thread(target=client, args=(offset,))
               for offset in range(THREADS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    counts.put((answered[0], failed[0]))


def throughput(port: int, questions: list[Question], seconds: float) -> tuple[float, int]:
    """Answers per second and the requests not answered 200."""
    forked = multiprocessing.get_context("fork")
    counts: multiprocessing.Queue = forked.Queue()  # type: ignore[type-arg]
    shares = [questions[i::PROCESSES] for i in range(PROCESSES)]
    processes = [forked.Process(target=_client_process, args=(port, share, seconds, counts))
                 for share in shares]
    for process in processes:
        process.start()
    results = [counts.get(timeout=seconds + 120) for _ in processes]
    for process in processes:
        process.join()
    return sum(r[0] for r in results) / seconds, sum(r[1] for r in results)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--fairness-seconds", type=float, default=10)
    args = parser.parse_args()
    questions = varied_questions(4000, seed=13, tricks=True)
    rates: dict[str, list[float]] = {worker: [] for worker in fairness.WORKERS}
    for round_number in range(args.rounds):
        order = list(fairness.WORKERS)
        if round_number % 2:
            order.reverse()
        for worker in order:
            with gunicorn(fairness.APP, options=fairness.WORKERS[worker]) as (port, _):
                throughput(port, questions[:500], 2.0)  # warm: the tables built once
                rate, failed = throughput(port, questions, args.seconds)
            rates[worker].append(rate)
            print(f"round {round_number + 1} {worker:<7} {rate:7.0f} answers/s"
                  f"{f', {failed} not 200' if failed else ''}")
    ours, gevent = (statistics.median(rates[w]) for w in ("ours", "gevent"))
    print(f"median answers/s: ours {ours:.0f}, gevent {gevent:.0f} "
          f"(gevent {100 * (gevent - ours) / ours:+.1f} %)")
    for worker in fairness.WORKERS:
        with gunicorn(fairness.APP, options=fairness.WORKERS[worker]) as (port, _):
            print(fairness.report(worker, fairness.measure(port, args.fairness_seconds)))


if __name__ == "__main__":
    main()
