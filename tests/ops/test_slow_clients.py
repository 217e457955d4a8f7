"""Idle, half-sent and slow clients harmless on the port gunicorn itself
serves (the README's serve command, the Procfile, the container's ``-p 8000:8000``), with
nothing in front. With gthread, 256 sockets that sent ``GET /healthz HT`` held every thread
and ``/healthz`` timed out; api/http/worker.py reads each request whole in the poller first.
"""

from __future__ import annotations

import contextlib
import json
import selectors
import socket
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field

import pytest

from api.http.worker import IDLE_TIMEOUT, READ_TIMEOUT
from tests.ops.servers import PERMALINK, get, gunicorn

EACH = 256  # idle, half-sent-header and slow-body sockets, all at once
MEASURE_SECONDS = READ_TIMEOUT + 3  # long enough for every half-sent request to be cut
P99_BOUND = 1.0  # seconds, from the issue
HALF_HEADER = b"GET /healthz HT"
SLOW_HEAD = (b"POST /api/v1/jass/legal-cards HTTP/1.1\r\nHost: x\r\nContent-Type: "
             b"application/json\r\nContent-Length: 2000\r\n\r\n{")


@dataclass
class Attack:
    """``EACH`` sockets of each kind, kept up by one thread: each reconnects when the server
    closes it. A half-sent or slow socket notes how long the server let it wait and what it
    answered."""

    port: int
    stopping: threading.Event = field(default_factory=threading.Event)
    waited: dict[str, list[float]] = field(default_factory=lambda: {"half": [], "slow": []})
    answers: dict[str, list[bytes]] = field(default_factory=lambda: {"half": [], "slow": []})
    connections: int = 0

    def open(self, selector: selectors.BaseSelector, kind: str) -> None:
        conn = socket.create_connection(("127.0.0.1", self.port), timeout=5)
        conn.setblocking(False)
        if kind == "half":
            conn.send(HALF_HEADER)
        elif kind == "slow":
            conn.send(SLOW_HEAD)
        self.connections += 1
        selector.register(conn, selectors.EVENT_READ, [kind, time.monotonic(), b""])

    def run(self) -> None:
        selector = selectors.DefaultSelector()
        for kind in ("idle", "half", "slow"):
            for _ in range(EACH):
                self.open(selector, kind)
        next_byte = time.monotonic() + 1
        while not self.stopping.is_set():
            for key, _ in selector.select(0.2):
                conn, note = key.fileobj, key.data
                try:
                    chunk = conn.recv(65536)  # type: ignore[union-attr]
                except OSError:
                    chunk = b""
                if chunk:
                    note[2] += chunk
                    continue
                selector.unregister(conn)
                conn.close()  # type: ignore[union-attr]
                if note[0] != "idle":
                    self.waited[note[0]].append(time.monotonic() - note[1])
                    self.answers[note[0]].append(note[2])
                if not self.stopping.is_set():
                    self.open(selector, note[0])
            if time.monotonic() >= next_byte:  # the slow bodies: a byte a second each
                next_byte += 1
                for key in list(selector.get_map().values()):
                    if key.data[0] == "slow":
                        with contextlib.suppress(OSError):
                            key.fileobj.send(b" ")  # type: ignore[union-attr]
        for key in list(selector.get_map().values()):
            key.fileobj.close()  # type: ignore[union-attr]
        selector.close()


@pytest.fixture(scope="module")
def port(tmp_path_factory: pytest.TempPathFactory) -> Iterator[int]:
    log = tmp_path_factory.mktemp("slow") / "server.log"
    with gunicorn(log) as (server_port, _):
        yield server_port
    assert "Traceback" not in log.read_text()


def test_idle_half_sent_and_slow_sockets_leave_the_api_answering(port: int) -> None:
    attack = Attack(port)
    thread = threading.Thread(target=attack.run, daemon=True)
    thread.start()
    time.sleep(1.0)  # every socket connected, the half and slow ones a few bytes in
    latencies: list[float] = []
    failures = 0
    started = time.monotonic()
    while time.monotonic() - started < MEASURE_SECONDS:
        for path in ("/healthz", PERMALINK):
            begin = time.perf_counter()
            try:
                failures += get(port, path, timeout=5)[0] != 200
            except OSError:
                failures += 1
            latencies.append(time.perf_counter() - begin)
    attack.stopping.set()
    thread.join(timeout=10)
    latencies.sort()
    p99 = latencies[int(len(latencies) * 0.99) - 1]
    waited = {kind: max(times, default=0.0) for kind, times in attack.waited.items()}
    print(f"{3 * EACH} idle/half-sent/slow sockets ({attack.connections} connections): "
          f"{len(latencies)} probes, p50 {latencies[len(latencies) // 2] * 1e3:.1f} ms, "
          f"p99 {p99 * 1e3:.1f} ms, max {latencies[-1] * 1e3:.1f} ms, {failures} failed; "
          f"longest wait of a half-sent {waited['half']:.1f} s, of a slow body "
          f"{waited['slow']:.1f} s")
    assert attack.connections >= 3 * EACH
    assert failures == 0
    assert p99 < P99_BOUND
    # Every half-sent and slow request was cut at the read timeout (the poller looks once a
    # second), with a 408 problem; none was left waiting, none got an answer to half a request.
    for kind in ("half", "slow"):
        assert len(attack.waited[kind]) >= EACH, kind
        assert max(attack.waited[kind]) < READ_TIMEOUT + 2.5, kind
        assert min(attack.waited[kind]) > READ_TIMEOUT - 1, kind
        for answer in attack.answers[kind]:
            head, _, body = answer.partition(b"\r\n\r\n")
            assert head.startswith(b"HTTP/1.1 408 "), answer[:200]
            assert json.loads(body)["type"] == "/api/v1/problems/request-timeout"


def test_an_idle_socket_is_closed_after_the_idle_timeout(port: int) -> None:
    with socket.create_connection(("127.0.0.1", port), timeout=IDLE_TIMEOUT + 5) as conn:
        begin = time.monotonic()
        assert conn.recv(1) == b""
        assert IDLE_TIMEOUT - 1 < time.monotonic() - begin < IDLE_TIMEOUT + 2.5


def test_a_request_sent_in_pieces_within_the_timeout_is_answered(port: int) -> None:
    """A slow client that does finish in time (a phone on a bad line) is answered, on a
    connection that is then kept alive for its next request."""
    body = b'{"contract":{"type":"obenabe"},"hand":["R6","R7"]}'
    request = (b"POST /api/v1/jass/legal-cards HTTP/1.1\r\nHost: x\r\nContent-Type: "
               b"application/json\r\nContent-Length: %d\r\n\r\n%s" % (len(body), body))
    with socket.create_connection(("127.0.0.1", port), timeout=10) as conn:
        for piece in range(0, len(request), 40):
            conn.sendall(request[piece:piece + 40])
            time.sleep(0.1)
        conn.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        received = b""
        while chunk := conn.recv(65536):
            received += chunk
    assert received.startswith(b"HTTP/1.1 200 ")
    assert received.count(b"HTTP/1.1 200 ") == 2
    assert b'"legal":["R6","R7"]' in received


def test_a_client_that_expects_100_continue_gets_it_before_its_body(port: int) -> None:
    body = b'{"contract":{"type":"obenabe"},"hand":["R6","R7"]}'
    with socket.create_connection(("127.0.0.1", port), timeout=5) as conn:
        conn.sendall(b"POST /api/v1/jass/legal-cards HTTP/1.1\r\nHost: x\r\nContent-Type: "
                     b"application/json\r\nExpect: 100-continue\r\nConnection: close\r\n"
                     b"Content-Length: %d\r\n\r\n" % len(body))
        assert conn.recv(100).startswith(b"HTTP/1.1 100 Continue\r\n\r\n")
        conn.sendall(body)
        received = b""
        while chunk := conn.recv(65536):
            received += chunk
    assert b"HTTP/1.1 200 " in received
    assert b'"legal":["R6","R7"]' in received
