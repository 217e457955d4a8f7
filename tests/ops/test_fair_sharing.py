"""Fair sharing on the server as the Procfile starts it: single questions keep their latency
while the costliest batches run. Before, other clients' p99 went from 24 ms to 2.5 s with 16
of the costliest batches in flight: every batch took a thread and a share of its worker's
interpreter. Now a worker runs one batch at a time, on a thread of its own of lower priority;
the others wait, read whole, without a thread."""

from __future__ import annotations

import http.client
import json
import signal
import threading
import time
from pathlib import Path

from tests.ops.servers import gunicorn, stop
from tests.ops.test_work_limits import COSTLIEST

IN_FLIGHT = 16
CLIENTS = 4
# Times the quiet p99: a third of the 39 times batches cost single questions before they
# waited their turn. The 3 times is bench/fairness.py's figure (CI saw 4.6 beside
# another test).
BOUND = 13
# The quiet p99 counted at least this (s): on a shared machine a few milliseconds of it are
# the scheduler's, not the server's.
QUIET_FLOOR = 0.02
HANDS = [["R6", "RK", "AU", "A8", "B10"], ["S6", "S7", "S8", "S9"], ["R9", "RK", "AU"],
         ["A8", "B10", "S6", "S7", "S8"]]


def singles(port: int, seconds: float) -> list[float]:
    """Latencies of single legal-cards GETs of ``CLIENTS`` kept-alive clients."""
    latencies: list[float] = []

    def client(index: int) -> None:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            hand = ",".join(HANDS[index % len(HANDS)])
            index += 1
            begin = time.perf_counter()
            connection.request("GET", f"/api/v1/jass/legal-cards?contract=trump:acorns"
                               f"&hand={hand}&trick=R7")
            response = connection.getresponse()
            response.read()
            assert response.status == 200
            latencies.append(time.perf_counter() - begin)
        connection.close()

    threads = [threading.Thread(target=client, args=(i,)) for i in range(CLIENTS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return sorted(latencies)


def test_single_questions_keep_their_latency_while_the_costliest_batches_run(
        tmp_path: Path) -> None:
    bodies = [json.dumps(body).encode() for body in COSTLIEST]
    stopping = threading.Event()
    answered: list[int] = []

    def batches(index: int) -> None:
        while not stopping.is_set():
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
            try:
                connection.request("POST", "/api/v1/batch", body=bodies[index % 2],
                                   headers={"Content-Type": "application/json"})
                answered.append(connection.getresponse().status)
            except (OSError, http.client.HTTPException):
                break  # the server stopped at the end of the test
            finally:
                connection.close()

    with gunicorn(tmp_path / "server.log", {"STICHFEST_ACCESS_LOG": "0"}) as (port, server):
        singles(port, 1.0)
        quiet = singles(port, 3.0)
        senders = [threading.Thread(target=batches, args=(i,)) for i in range(IN_FLIGHT)]
        for sender in senders:
            sender.start()
        time.sleep(1.0)  # every batch sent, running or waiting
        loaded = singles(port, 4.0)
        stopping.set()
        stop(server, signal.SIGQUIT)  # at once, the batches waiting with it
        for sender in senders:
            sender.join(timeout=120)
    quiet_p99 = quiet[int(len(quiet) * 0.99)]
    loaded_p99 = loaded[int(len(loaded) * 0.99)]
    print(f"single questions: quiet p99 {quiet_p99 * 1e3:.1f} ms ({len(quiet)}), with "
          f"{IN_FLIGHT} costliest batches in flight p99 {loaded_p99 * 1e3:.1f} ms "
          f"({len(loaded)}); {len(answered)} batches answered")
    assert answered
    assert set(answered) == {200}
    assert loaded_p99 <= BOUND * max(quiet_p99, QUIET_FLOOR)
