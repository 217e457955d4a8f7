"""Requests the worker cannot frame, on gunicorn's own port with nothing in front: each is
answered at once from the bytes buffered, with a 4xx problem in the asker's language, and no
thread waits for the rest. Before, the worker handed such a request to a thread half-read and
the thread waited 10 s for bytes that never came: 64 such sockets pushed other clients' p99 to
8.5 s."""

from __future__ import annotations

import json
import selectors
import socket
import threading
import time
from collections.abc import Iterator

import pytest

from api.errors.texts.titles import TEXTS as TITLES
from api.http.admission import MAX_HEADER_BYTES, MAX_HEADER_FIELDS
from api.http.framing import MAX_HEAD
from tests.ops.servers import PERMALINK, get, gunicorn

EACH = 16  # sockets of each kind at once, each sent again a second after it is answered
AGAIN = 1.0
P99_BOUND = 1.0  # seconds, for /healthz and a legal-cards GET: as tests/ops/test_gunicorn.py
ANSWERED_WITHIN = 3.0  # seconds from the last byte sent (the read timeout is 10 s)
HEAD = (b"POST /api/v1/batch HTTP/1.1\r\nHost: x\r\nAccept-Language: de\r\n"
        b"Content-Type: application/json\r\n")
CHUNKED = HEAD + b"Transfer-Encoding: chunked\r\n\r\n"
# What each kind sends before it waits, the status and problem it must get (RFC 9112 7.1).
KINDS = {
    "a chunk larger than the read-ahead": (CHUNKED + b"FFFFFF\r\n" + b"{" * 65536,
                                           413, "payload-too-large"),
    "a chunk-size line over 4 KiB": (CHUNKED + b"1;" + b"x" * 5000, 400, "bad-framing"),
    "Transfer-Encoding: gzip, chunked": (HEAD + b"Transfer-Encoding: gzip, chunked\r\n\r\n"
                                         b"5\r\nhello\r\n", 400, "bad-framing"),
    "an unfinished trailer over 8 KiB": (CHUNKED + b"2\r\n{}\r\n0\r\nX-Trailer: "
                                         + b"t" * 9000, 431, "headers-too-large"),
    "an unfinished head over 1 MiB": (HEAD + b"X-Filler: " + b"f" * 1000 + b"\r\n"
                                      + b"X-More: " + b"m" * (1024 * 1024), 431,
                                      "headers-too-large"),
}


class Attack:
    """``EACH`` sockets of every kind; each sends its bytes, keeps its connection open and
    notes the answer and how long after its last byte it came; a second later it is sent
    again."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.stopping = threading.Event()
        self.answers: dict[str, list[tuple[float, bytes]]] = {kind: [] for kind in KINDS}

    def open(self, selector: selectors.BaseSelector, kind: str) -> None:
        conn = socket.create_connection(("127.0.0.1", self.port), timeout=10)
        conn.sendall(KINDS[kind][0])
        conn.setblocking(False)
        selector.register(conn, selectors.EVENT_READ, [kind, time.monotonic(), b""])

    def run(self) -> None:
        selector = selectors.DefaultSelector()
        for kind in KINDS:
            for _ in range(EACH):
                self.open(selector, kind)
        again: list[tuple[float, str]] = []
        while not self.stopping.is_set():
            now = time.monotonic()
            for when, kind in [item for item in again if item[0] <= now]:
                again.remove((when, kind))
                self.open(selector, kind)
            for key, _ in selector.select(0.1):
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
                self.answers[note[0]].append((time.monotonic() - note[1], note[2]))
                again.append((time.monotonic() + AGAIN, note[0]))
        for key in list(selector.get_map().values()):
            key.fileobj.close()  # type: ignore[union-attr]
        selector.close()


@pytest.fixture(scope="module")
def port(tmp_path_factory: pytest.TempPathFactory) -> Iterator[int]:
    log = tmp_path_factory.mktemp("unframeable") / "server.log"
    with gunicorn(log) as (server_port, _):
        yield server_port
    assert "Traceback" not in log.read_text()


@pytest.mark.parametrize("kind", KINDS)
def test_an_unframeable_request_is_answered_at_once_from_what_came(port: int, kind: str
                                                                    ) -> None:
    sent, status, slug = KINDS[kind]
    with socket.create_connection(("127.0.0.1", port), timeout=ANSWERED_WITHIN) as conn:
        conn.sendall(sent)
        begin, received = time.monotonic(), b""
        while chunk := conn.recv(65536):  # the connection is closed after the answer
            received += chunk
        waited = time.monotonic() - begin
    head, _, body = received.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 %d " % status), received[:300]
    assert b"content-type: application/problem+json" in head.lower()
    problem = json.loads(body)
    assert problem["type"] == f"/api/v1/problems/{slug}"
    assert problem["title"] == TITLES["de"][f"title.{slug}"]  # the asker's language
    assert waited < ANSWERED_WITHIN


def head_of(size: int, ended: bool) -> bytes:
    """A GET head of exactly ``size`` bytes, its fields about a kilobyte each as a browser's
    cookies are, ended by the empty line or not."""
    start = b"GET /healthz HTTP/1.1\r\nHost: x\r\nAccept-Language: de\r\nConnection: close\r\n"
    end = b"\r\n" if ended else b""
    fields, left = [], size - len(start) - len(end)
    while left > 0:
        name = b"Cookie-%03d: " % len(fields)
        value = min(1024, left - len(name) - 2)
        if value < 1:  # too little left for a field of its own: the last one takes it
            fields[-1] = fields[-1][:-2] + b"c" * left + b"\r\n"
            break
        fields.append(name + b"c" * value + b"\r\n")
        left -= len(fields[-1])
    head = start + b"".join(fields) + end
    assert len(head) == size
    assert len(fields) < MAX_HEADER_FIELDS
    assert max(map(len, fields)) < MAX_HEADER_BYTES
    return head


def answer_to(port: int, sent: bytes) -> tuple[bytes, float]:
    """The whole answer (the server closes the connection) and how long after the last byte
    it came."""
    with socket.create_connection(("127.0.0.1", port), timeout=ANSWERED_WITHIN) as conn:
        conn.sendall(sent)
        begin, received = time.monotonic(), b""
        while chunk := conn.recv(65536):
            received += chunk
    return received, time.monotonic() - begin


@pytest.mark.parametrize("ended", [False, True], ids=["unfinished", "ended"])
def test_a_head_one_byte_over_the_limit_is_refused_from_that_byte(port: int, ended: bool
                                                                    ) -> None:
    """The client sends the limit and one byte, then waits: nothing more is needed to refuse
    it (an attacker's head costs the worker 64 KiB, not the 1 MiB it read before)."""
    received, waited = answer_to(port, head_of(MAX_HEAD + 1, ended))
    head, _, body = received.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 431 "), received[:300]
    assert b"content-type: application/problem+json" in head.lower()
    problem = json.loads(body)
    assert problem["type"] == "/api/v1/problems/headers-too-large"
    assert problem["title"] == TITLES["de"]["title.headers-too-large"]
    assert waited < ANSWERED_WITHIN


def test_a_head_of_exactly_the_limit_with_many_fields_is_answered(port: int) -> None:
    received, _ = answer_to(port, head_of(MAX_HEAD, ended=True))
    head, _, body = received.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 200 "), received[:300]
    assert json.loads(body) == {"status": "ok"}


def test_unframeable_requests_leave_the_api_answering(port: int) -> None:
    attack = Attack(port)
    thread = threading.Thread(target=attack.run, daemon=True)
    thread.start()
    time.sleep(0.5)
    latencies: list[float] = []
    failures = 0
    started = time.monotonic()
    while time.monotonic() - started < 5:
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
    counts = {kind: len(answers) for kind, answers in attack.answers.items()}
    print(f"{EACH} sockets of each of {len(KINDS)} unframeable kinds, answered {counts}: "
          f"{len(latencies)} probes, p50 {latencies[len(latencies) // 2] * 1e3:.1f} ms, "
          f"p99 {p99 * 1e3:.1f} ms, {failures} failed")
    assert failures == 0
    assert p99 < P99_BOUND
    for kind, answers in attack.answers.items():
        assert len(answers) >= EACH, kind
        for waited, answer in answers:
            assert answer.startswith(b"HTTP/1.1 %d " % KINDS[kind][1]), (kind, answer[:200])
            assert waited < ANSWERED_WITHIN, kind
