"""A batch is bounded by its work, not only its size. 1,000 Jass round
checks (349 kB, under the value budget) cost 0.75 s of a worker and a 28.6 MB answer, and 16
such at once left a worker at 610 MiB. Now a round check counts its plays against the work
budget, and a worker that a burst has grown is recycled."""

from __future__ import annotations

import json
import subprocess
import threading
import time
from pathlib import Path
from typing import Any

from api.http.json_body import MAX_ANSWER_BYTES
from api.http.work import BATCH_WORK_BUDGET
from api.service.examples import load_examples
from tests.ops.servers import PERMALINK, get, gunicorn, post

ROUND = next(e["body"] for e in load_examples() if e["id"] == "jass-round-count")
PLAYS = len(ROUND["plays"])
LEGAL = {"contract": {"type": "trump", "trump": "acorns"}, "lang": "fr",
         "hand": ["R6", "RK", "AU", "A8", "B10", "S6", "S7", "S8", "S9"], "trick": ["R9", "A7"]}


def batch(kind: str, body: dict[str, Any], count: int) -> dict[str, Any]:
    return {"questions": [{"game": "jass", "question": kind, "body": body}] * count}


# The costliest batches accepted: as many whole rounds as the budget holds, in French (the
# longest sentences), and 1,000 questions about a full hand.
COSTLIEST = (batch("rounds/check", {**ROUND, "lang": "fr"}, BATCH_WORK_BUDGET // PLAYS),
             batch("legal-cards", LEGAL, 1000))
BURST, ROUNDS = 16, 2


def resident_mib(master: int) -> float:
    """The largest resident size among the master's workers, in MiB (waiting for a worker
    while a recycled one is being replaced)."""
    sizes: list[float] = []
    for _ in range(50):
        for pid in subprocess.run(["pgrep", "-P", str(master)], capture_output=True,
                                  text=True).stdout.split():
            try:
                status = Path(f"/proc/{pid}/status").read_text()
            except OSError:
                continue  # a worker that has just exited
            sizes += [int(line.split()[1]) / 1024 for line in status.splitlines()
                      if line.startswith("VmRSS")]
        if sizes:
            return max(sizes)
        time.sleep(0.1)
    raise AssertionError(f"no worker under gunicorn's master {master} for 5 s")


def test_the_costliest_batches_are_refused_or_bounded(tmp_path: Path) -> None:
    with gunicorn(tmp_path / "server.log", {"STICHFEST_ACCESS_LOG": "0"}) as (port, _):
        status, headers, body = post(port, "/api/v1/batch", batch("rounds/check", ROUND, 1000))
        assert (status, headers["content-type"]) == (413, "application/problem+json")
        problem = json.loads(body)
        assert problem["type"] == "/api/v1/problems/too-much-work"
        assert f"split it into {-(-1000 * PLAYS // BATCH_WORK_BUDGET)} batches" in \
            problem["detail"]
        for costliest in COSTLIEST:
            status, _, body = post(port, "/api/v1/batch", costliest, timeout=60)
            assert status == 200
            assert json.loads(body)["answered"] == len(costliest["questions"])
            assert len(body) < MAX_ANSWER_BYTES


def test_memory_returns_after_a_burst_of_the_costliest_batches(tmp_path: Path) -> None:
    env = {"WEB_CONCURRENCY": "1", "STICHFEST_ACCESS_LOG": "0"}
    with gunicorn(tmp_path / "server.log", env) as (port, master):
        for costliest in COSTLIEST:  # every table the answers use is built once
            assert post(port, "/api/v1/batch", costliest, timeout=60)[0] == 200
        start = resident_mib(master.pid)
        statuses: list[int] = []
        peak = [start]

        def ask(body: dict[str, Any]) -> None:
            statuses.append(post(port, "/api/v1/batch", body, timeout=120)[0])
            peak[0] = max(peak[0], resident_mib(master.pid))

        for _ in range(ROUNDS):
            threads = [threading.Thread(target=ask, args=(COSTLIEST[i % 2],))
                       for i in range(BURST)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join(timeout=120)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:  # a recycled worker is replaced at once
            assert get(port, PERMALINK)[0] == 200
            if resident_mib(master.pid) <= start * 1.2:
                break
            time.sleep(0.2)
        after = resident_mib(master.pid)
    print(f"{ROUNDS} x {BURST} costliest batches at once: worker {start:.0f} MiB at the "
          f"start, {peak[0]:.0f} MiB at the peak, {after:.0f} MiB after")
    assert statuses == [200] * (ROUNDS * BURST)
    assert after <= start * 1.2
