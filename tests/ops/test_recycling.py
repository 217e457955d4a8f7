"""Large unfinished bodies on gunicorn's own port: 40 sockets each sent 4 MB of a body and
waited. Before, both workers passed the memory limit together, counting the bodies they were
reading, and both were recycled at once; each stopped accepting and waited 10 s for its
half-read requests (probes answered in 8 to 10.7 s), and the documented 503 ``server-busy``
was never seen. Now the bodies being read are not counted as the heap's growth, a worker past
64 MiB of them answers 503, and only one worker is recycled at a time."""

from __future__ import annotations

import contextlib
import json
import multiprocessing
import select
import socket
import time
from pathlib import Path

from api.http.worker import take_recycling_lock
from tests.ops.servers import gunicorn

SOCKETS, BODY = 40, 4_000_000
HEAD = (b"POST /api/v1/batch HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        b"Content-Length: %d\r\n\r\n" % (BODY + 1000))
PROBE_BOUND = 2.0  # seconds for any probe (a recycled worker's wait was 10 s)


def test_large_unfinished_bodies_get_server_busy_and_leave_the_api_answering(
        tmp_path: Path) -> None:
    log = tmp_path / "server.log"
    with gunicorn(log) as (port, _):
        sockets = []
        for _ in range(SOCKETS):
            conn = socket.create_connection(("127.0.0.1", port), timeout=10)
            with contextlib.suppress(OSError):  # refused while it sent: answer read below
                conn.sendall(HEAD + b"[" * BODY)
            sockets.append(conn)
        slowest = 0.0
        started = time.monotonic()
        while time.monotonic() - started < 4:
            begin = time.monotonic()
            with socket.create_connection(("127.0.0.1", port), timeout=15) as probe:
                probe.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
                assert probe.recv(100).startswith(b"HTTP/1.1 200 ")
            slowest = max(slowest, time.monotonic() - begin)
            time.sleep(0.05)
        busy = []
        ready = select.select(sockets, [], [], 0.5)[0]  # a 503 came at once; the rest wait
        for conn in ready:
            conn.settimeout(0.5)
            with contextlib.suppress(OSError):
                answer = conn.recv(65536)
                if answer.startswith(b"HTTP/1.1 503 "):
                    busy.append(answer)
        for conn in sockets:
            conn.close()
    print(f"{SOCKETS} sockets of {BODY} bytes unfinished: {len(busy)} answered 503, slowest "
          f"probe {slowest * 1e3:.0f} ms")
    assert slowest < PROBE_BOUND
    assert busy
    head, _, body = busy[0].partition(b"\r\n\r\n")
    assert b"Retry-After: 1" in head
    assert json.loads(body)["type"] == "/api/v1/problems/server-busy"
    assert "Traceback" not in log.read_text()


def _try_lock(taken: multiprocessing.Queue, done: multiprocessing.Event) -> None:  # type: ignore[type-arg]
    taken.put(take_recycling_lock())
    done.wait(10)  # held until this process exits


def test_only_one_worker_at_a_time_is_recycled() -> None:
    """Workers forked from one master: the first to take the recycling lock holds it until it
    exits; another asks in vain meanwhile, and takes it once the first has gone."""
    forked = multiprocessing.get_context("fork")
    taken, done = forked.Queue(), forked.Event()
    first = forked.Process(target=_try_lock, args=(taken, done))
    first.start()
    assert taken.get(timeout=10) is True
    second = forked.Process(target=_try_lock, args=(taken, done))
    second.start()
    assert taken.get(timeout=10) is False
    done.set()
    first.join(10)
    second.join(10)
    third = forked.Process(target=_try_lock, args=(taken, done))
    third.start()
    assert taken.get(timeout=10) is True
    third.join(10)
