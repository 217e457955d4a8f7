"""Slow and broken clients, 256 sockets of each kind at a time, against gunicorn's own port
(the Procfile, ``docker run -p 8000:8000``) and through deploy/nginx.conf in front of two
instances: the p99 of ``/healthz`` and of a legal-cards GET asked one after the other
meanwhile. The kinds: idle connections, a head sent in part, a body sent a byte a second,
and the requests that cannot be framed (tests/ops/test_unframeable.py). Each socket is sent
again a second after the server closes it.

Each server is first probed quiet, with no attacker, so every row can be read against the
quiet p99 of the same run (the machine may be shared). ``cpu µs/answer``: the workers' CPU
time during a row, less what its probes cost at the quiet rate, per attacker answered.

``.venv/bin/python -m bench.slow_clients [--seconds 12] [--each 256] [--kind K] [--direct]``"""

from __future__ import annotations

import argparse
import contextlib
import os
import selectors
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path

from bench.common import gunicorn, worker_pids
from bench.edge_cache import PERMALINK, nginx
from bench.fairness import APP, percentile

HEAD = (b"POST /api/v1/batch HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n")
CHUNKED = HEAD + b"Transfer-Encoding: chunked\r\n\r\n"
# The requests that cannot be framed, as tests/ops/test_unframeable.py sends them.
UNFRAMEABLE = {
    "a chunk larger than the read-ahead": CHUNKED + b"FFFFFF\r\n" + b"{" * 65536,
    "a chunk-size line over 4 KiB": CHUNKED + b"1;" + b"x" * 5000,
    "Transfer-Encoding: gzip, chunked": HEAD + b"Transfer-Encoding: gzip, chunked\r\n\r\n"
                                        b"5\r\nhello\r\n",
    "an unfinished trailer over 8 KiB": CHUNKED + b"2\r\n{}\r\n0\r\nX-Trailer: " + b"t" * 9000,
    "an unfinished head over 1 MiB": HEAD + b"X-Filler: " + b"f" * 1000 + b"\r\n"
                                     + b"X-More: " + b"m" * (1024 * 1024),
}

QUIET = "quiet (no attacker)"
KINDS: dict[str, bytes] = {
    QUIET: b"",
    "idle": b"",
    "head sent in part": b"GET /healthz HT",
    "body a byte a second": (b"POST /api/v1/jass/legal-cards HTTP/1.1\r\nHost: x\r\n"
                             b"Content-Type: application/json\r\nContent-Length: 2000\r\n\r\n{"),
    **UNFRAMEABLE,
}


class Attack:
    def __init__(self, port: int, sent: bytes, each: int, trickle: bool) -> None:
        self.port, self.sent, self.each, self.trickle = port, sent, each, trickle
        self.stopping = threading.Event()
        self.thread = threading.Thread(target=self.run)
        self.answered = 0  # sockets the server closed after sending something

    def open(self, selector: selectors.BaseSelector) -> None:
        try:
            conn = socket.create_connection(("127.0.0.1", self.port), timeout=10)
            if self.sent:
                conn.sendall(self.sent)
        except OSError:
            return
        conn.setblocking(False)
        selector.register(conn, selectors.EVENT_READ, False)

    def run(self) -> None:
        selector = selectors.DefaultSelector()
        for _ in range(self.each):
            self.open(selector)
        again: list[float] = []
        next_byte = time.monotonic() + 1
        while not self.stopping.is_set():
            now = time.monotonic()
            for when in [w for w in again if w <= now]:
                again.remove(when)
                self.open(selector)
            for key, _ in selector.select(0.1):
                try:
                    chunk = key.fileobj.recv(65536)  # type: ignore[union-attr]
                except OSError:
                    chunk = b""
                if chunk and not key.data:
                    selector.modify(key.fileobj, selectors.EVENT_READ, True)
                    self.answered += 1
                if not chunk:
                    selector.unregister(key.fileobj)
                    key.fileobj.close()  # type: ignore[union-attr]
                    again.append(time.monotonic() + 1)
            if self.trickle and now >= next_byte:
                next_byte += 1
                for key in list(selector.get_map().values()):
                    with contextlib.suppress(OSError):
                        key.fileobj.send(b" ")  # type: ignore[union-attr]
        for key in list(selector.get_map().values()):
            key.fileobj.close()  # type: ignore[union-attr]
        selector.close()


def probe(port: int, path: str) -> float:
    begin = time.perf_counter()
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=30) as conn:
            conn.sendall(f"GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
                         .encode())
            while conn.recv(65536):
                pass
    except OSError:
        return 30.0
    return time.perf_counter() - begin


def cpu_seconds(masters: list[int]) -> float:
    """The user and system time the masters' workers have taken so far."""
    total = 0
    for master in masters:
        for pid in worker_pids(master):
            with contextlib.suppress(OSError):
                fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
                total += int(fields[11]) + int(fields[12])  # utime, stime
    return total / os.sysconf("SC_CLK_TCK")


class Row:
    """One kind's figures: the probes' p99 (ms), their count, the workers' CPU and the
    attackers answered."""

    def __init__(self, port: int, masters: list[int], kind: str, each: int,
                 seconds: float) -> None:
        attack = Attack(port, KINDS[kind], each if kind != QUIET else 0,
                        trickle=kind == "body a byte a second")
        cpu = cpu_seconds(masters)
        attack.thread.start()
        time.sleep(1.0)
        times: dict[str, list[float]] = {"/healthz": [], PERMALINK: []}
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            for path, latencies in times.items():
                latencies.append(probe(port, path))
        attack.stopping.set()
        attack.thread.join()
        self.cpu = cpu_seconds(masters) - cpu
        self.answered = attack.answered
        self.probes = sum(len(latencies) for latencies in times.values())
        self.health = percentile(times["/healthz"], 0.99) * 1e3
        self.legal = percentile(times[PERMALINK], 0.99) * 1e3
        time.sleep(1.0)

    def per_answer(self, quiet: Row) -> str:
        """CPU µs per attacker answered, the probes' share (at the quiet rate) taken off."""
        if not self.answered:
            return "–"
        probes = self.probes * quiet.cpu / max(quiet.probes, 1)
        return f"{max(self.cpu - probes, 0.0) / self.answered * 1e6:,.0f}"


@contextmanager
def served(behind_nginx: bool) -> Iterator[tuple[int, list[int]]]:
    """The port to attack and the gunicorn masters behind it."""
    with ExitStack() as up:
        if not behind_nginx:
            port, process = up.enter_context(gunicorn(APP))
            yield port, [process.pid]
            return
        servers = [up.enter_context(gunicorn(APP)) for _ in range(2)]
        yield (up.enter_context(nginx([port for port, _ in servers], cached=False)),
               [process.pid for _, process in servers])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=12)
    parser.add_argument("--each", type=int, default=256)
    parser.add_argument("--kind", action="append", choices=list(KINDS), help="only these")
    parser.add_argument("--direct", action="store_true", help="without nginx only")
    args = parser.parse_args()
    kinds = [QUIET, *[kind for kind in args.kind or KINDS if kind != QUIET]]
    rows: dict[str, list[str]] = {kind: [] for kind in kinds}
    places = ("direct",) if args.direct else ("direct", "nginx")
    for place in places:
        with served(place == "nginx") as (port, masters):
            quiet = Row(port, masters, QUIET, 0, args.seconds)
            for kind in kinds:
                row = quiet if kind == QUIET else Row(port, masters, kind, args.each,
                                                      args.seconds)
                ratio = max(row.health / quiet.health, row.legal / quiet.legal)
                rows[kind].append(f"{row.health:,.1f} | {row.legal:,.1f} | {ratio:.1f}× | "
                                  f"{row.per_answer(quiet)}")
                print(f"{place} {kind}: /healthz p99 {row.health:.1f} ms, legal-cards p99 "
                      f"{row.legal:.1f} ms ({ratio:.1f}× quiet), {row.answered} attackers "
                      f"answered, workers' CPU {row.cpu:.2f} s", flush=True)
    header = " | ".join(f"{place} /healthz | {place} legal-cards | {place} × quiet | "
                        f"{place} cpu µs/answer" for place in places)
    print(f"\n| {args.each} sockets of each kind | {header} |\n|---|"
          + "---:|" * 4 * len(places))
    for kind, cells in rows.items():
        print(f"| {kind} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
