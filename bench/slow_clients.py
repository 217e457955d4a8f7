"""Slow and broken clients, 256 sockets of each kind at a time, against gunicorn's own port
(the Procfile, ``docker run -p 8000:8000``) and through deploy/nginx.conf in front of two
instances: the p99 of ``/healthz`` and of a legal-cards GET asked one after the other
meanwhile. The kinds: idle connections, a head sent in part, a body sent a byte a second,
and the requests that cannot be framed (tests/ops/test_unframeable.py). Each socket is sent
again a second after the server closes it.

``.venv/bin/python -m bench.slow_clients [--seconds 12] [--each 256] [--kind K] [--direct]``"""

from __future__ import annotations

import argparse
import contextlib
import selectors
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager

from bench.common import gunicorn
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

KINDS: dict[str, bytes] = {
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

    def open(self, selector: selectors.BaseSelector) -> None:
        try:
            conn = socket.create_connection(("127.0.0.1", self.port), timeout=10)
            if self.sent:
                conn.sendall(self.sent)
        except OSError:
            return
        conn.setblocking(False)
        selector.register(conn, selectors.EVENT_READ)

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


def measure(port: int, kind: str, each: int, seconds: float) -> tuple[float, float]:
    """The p99 (ms) of /healthz and of the legal-cards GET under ``each`` sockets of a kind."""
    attack = Attack(port, KINDS[kind], each, trickle=kind == "body a byte a second")
    attack.thread.start()
    time.sleep(1.0)
    times: dict[str, list[float]] = {"/healthz": [], PERMALINK: []}
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        for path, latencies in times.items():
            latencies.append(probe(port, path))
    attack.stopping.set()
    attack.thread.join()
    time.sleep(1.0)
    return (percentile(times["/healthz"], 0.99) * 1e3, percentile(times[PERMALINK], 0.99) * 1e3)


@contextmanager
def served(behind_nginx: bool) -> Iterator[int]:
    with ExitStack() as up:
        if not behind_nginx:
            yield up.enter_context(gunicorn(APP))[0]
            return
        upstreams = [up.enter_context(gunicorn(APP))[0] for _ in range(2)]
        yield up.enter_context(nginx(upstreams, cached=False))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=12)
    parser.add_argument("--each", type=int, default=256)
    parser.add_argument("--kind", action="append", choices=list(KINDS), help="only these")
    parser.add_argument("--direct", action="store_true", help="without nginx only")
    args = parser.parse_args()
    kinds = args.kind or list(KINDS)
    rows: dict[str, list[str]] = {kind: [] for kind in kinds}
    for behind_nginx in (False,) if args.direct else (False, True):
        with served(behind_nginx) as port:
            for kind in kinds:
                health, legal = measure(port, kind, args.each, args.seconds)
                rows[kind].append(f"{health:8.1f} | {legal:8.1f}")
                print(f"{'nginx' if behind_nginx else 'direct'} {kind}: /healthz p99 "
                      f"{health:.1f} ms, legal-cards p99 {legal:.1f} ms", flush=True)
    print(f"\n| {args.each} sockets of each kind | direct /healthz | direct legal-cards | "
          "nginx /healthz | nginx legal-cards |\n|---|---:|---:|---:|---:|")
    for kind, cells in rows.items():
        print(f"| {kind} | " + " | ".join(" | ".join(c.split(" | ")) for c in cells) + " |")


if __name__ == "__main__":
    main()
