"""The gunicorn worker of this API (``worker_class`` in stichfest/gunicorn_conf.py): gthread's
threads, with every request read whole in the worker's poller before a thread sees it.

gthread hands a connection to a thread as soon as its first bytes arrive, and the thread then
reads the rest with blocking reads: 256 clients that sent ``GET /healthz HT`` and waited held
every thread, and ``/healthz`` timed out for everyone. Here the poller
reads the request line, the header fields and the body (by ``Content-Length`` or to the last
chunk) without blocking, and a thread is taken only for a request that is all there, so a
thread never waits for a client. The limits on that waiting, each per connection:

* ``IDLE_TIMEOUT`` (5 s, gthread's own): a new connection's first byte; a kept-alive one waits
  gunicorn's ``keepalive`` (2 s, stichfest/gunicorn_conf.py). Then it is closed.
* ``READ_TIMEOUT`` (10 s, as deploy/nginx.conf's ``client_header_timeout``): the whole request,
  head and body, from its first byte. Then the client gets a 408 problem and the connection
  is closed.
* ``WRITE_TIMEOUT`` (10 s): a thread writing an answer the client does not take.
* ``MAX_BUFFERED`` (64 MiB): all requests being read by one worker together; a request that
  would pass it gets a 503 problem with ``Retry-After``.

Memory: a burst of the costliest batches left a worker at three times its size (16 at once
took one from 81 to 239 MiB), though nothing of them stays alive: the heap is fragmented, a
few long-lived objects made meanwhile keep its arenas. A worker whose resident size passes
``MAX_GROWTH`` times what it had when it began serving is recycled the way gunicorn's
``max_requests`` recycles one: it takes no new connection, finishes what it has begun and
exits, and the master forks a fresh one from the preloaded app at once.

A request the poller cannot frame (a broken chunk, a ``Content-Length`` over the batch limit)
goes to a thread as far as it came, and gunicorn's parser and the app refuse it (400, 413)
from what is there; the connection is closed after it. TLS is not read ahead here (the
deployment ends TLS in front): a TLS listener gets gthread as it is.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import selectors
import socket
import time
from functools import partial
from typing import Any

from gunicorn import util
from gunicorn.http.errors import NoMoreData, ParseException
from gunicorn.workers.gthread import ThreadWorker

from api.errors.problems import PROBLEM_BASE, PROBLEM_MIMETYPE, PROBLEM_TYPES
from api.http import parse_problems

IDLE_TIMEOUT = 5.0
READ_TIMEOUT = 10.0
WRITE_TIMEOUT = 10.0
MAX_BUFFERED = 64 * 1024 * 1024
# The largest body read ahead: a batch's 4 MiB limit and a little more, so that the app sees
# a chunked body pass its limit from what is buffered (and answers 413) without a read.
MAX_BODY = 4 * 1024 * 1024 + 64 * 1024
MAX_GROWTH = 1.5
MAX_HEAD = 1024 * 1024  # above gunicorn's own limits on the request line and header fields
_RECV = 256 * 1024
_HEX = re.compile(rb"[0-9A-Fa-f]{1,16}")

NEED_MORE = -1  # the request is not all there yet
AS_IS = -2  # not framed as it should be, or too large: the parser and the app decide


class Reading:
    """One request being read: its bytes so far, where the framing scan stands, and until
    when it may take."""

    def __init__(self, data: bytes, idle_until: float) -> None:
        self.data = bytearray(data)
        self.deadline = idle_until
        self.started = False  # a byte of this request has arrived
        self.head_end = -1  # where the body starts, once the head is there
        self.length: int | None = None  # Content-Length, or None for chunked
        self.chunk_at = 0  # chunked: where the next chunk's size line starts
        self.continued = False  # 100 Continue sent
        self.expects_continue = False
        if data:
            self.arrived(time.monotonic())

    def arrived(self, now: float) -> None:
        if not self.started:
            self.started, self.deadline = True, now + READ_TIMEOUT

    def scan(self) -> int:
        """The end of the first request in the buffer, ``NEED_MORE`` or ``AS_IS``."""
        data = self.data
        if self.head_end < 0:
            end = data.find(b"\r\n\r\n")
            if end < 0:
                return AS_IS if len(data) > MAX_HEAD else NEED_MORE
            self.head_end = end + 4
            framing = _framing(bytes(data[:end]))
            if framing is None:
                return AS_IS
            self.length, self.expects_continue = framing
            self.chunk_at = self.head_end
        if self.length is not None:
            if self.length > MAX_BODY:
                return AS_IS
            end = self.head_end + self.length
            return end if len(data) >= end else NEED_MORE
        return self._scan_chunks()

    def _scan_chunks(self) -> int:
        data = self.data
        while True:
            if self.chunk_at - self.head_end > MAX_BODY:
                return AS_IS
            line_end = data.find(b"\r\n", self.chunk_at)
            if line_end < 0:
                return AS_IS if len(data) - self.chunk_at > 4096 else NEED_MORE
            size_text = bytes(data[self.chunk_at:line_end]).split(b";", 1)[0]
            if not _HEX.fullmatch(size_text):
                return AS_IS
            size = int(size_text, 16)
            if size == 0:  # the last chunk, then trailer fields up to an empty line
                start = line_end + 2
                if data[start:start + 2] == b"\r\n":
                    return start + 2
                end = data.find(b"\r\n\r\n", start)
                if end < 0:
                    return AS_IS if len(data) - start > 8192 else NEED_MORE
                return end + 4
            data_end = line_end + 2 + size
            if len(data) < data_end + 2:
                return AS_IS if data_end - self.head_end > MAX_BODY else NEED_MORE
            if data[data_end:data_end + 2] != b"\r\n":
                return AS_IS
            self.chunk_at = data_end + 2


def _framing(head: bytes) -> tuple[int | None, bool] | None:
    """(Content-Length or None for chunked, whether 100 Continue is expected), or None when
    the head frames its body in a way left to gunicorn's parser to refuse."""
    lengths, codings, expects = [], [], False
    for line in head.split(b"\r\n")[1:]:
        name, colon, value = line.partition(b":")
        if not colon:
            return None
        name, value = name.strip().lower(), value.strip()
        if name == b"content-length":
            lengths.append(value)
        elif name == b"transfer-encoding":
            codings += [c.strip().lower() for c in value.split(b",")]
        elif name == b"expect":
            expects = value.lower() == b"100-continue"
    if codings:
        return (None, expects) if codings == [b"chunked"] and not lengths else None
    if not lengths:
        return 0, False
    if len(lengths) > 1 or not lengths[0].isdigit():
        return None
    return int(lengths[0]), expects


_PAGE = os.sysconf("SC_PAGE_SIZE")


def resident_bytes() -> int:
    """This process's resident size (Linux; 0 elsewhere, which never recycles)."""
    try:
        with open("/proc/self/statm", "rb") as statm:
            return int(statm.read().split()[1]) * _PAGE
    except (OSError, IndexError, ValueError):
        return 0


class TimedSocket(socket.socket):
    """A connection's socket once a thread has it: "blocking" means blocking for at most
    ``WRITE_TIMEOUT`` (gthread sets its sockets blocking before every request)."""

    __slots__ = ()

    def setblocking(self, flag: bool) -> None:
        if flag:
            self.settimeout(WRITE_TIMEOUT)
        else:
            super().setblocking(False)


def problem_answer(slug: str, detail: str, headers: tuple[str, ...] = ()) -> bytes:
    """A problem document as a whole HTTP answer, for the worker's own answers."""
    kind = PROBLEM_TYPES[slug]
    body = json.dumps({"type": PROBLEM_BASE + slug, "title": kind.title, "status": kind.status,
                       "detail": detail, "errors": []}).encode()
    lines = [f"HTTP/1.1 {kind.status} {kind.title}", f"Content-Type: {PROBLEM_MIMETYPE}",
             f"Content-Length: {len(body)}", "Connection: close", *headers]
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + body


TIMED_OUT = problem_answer("request-timeout", f"the request did not arrive whole within "
                           f"{READ_TIMEOUT:g} s of its first byte; send it again at once")
BUSY = problem_answer("server-busy", "this instance is reading too many requests at once; "
                      "try again in a second", ("Retry-After: 1",))


class BufferingWorker(ThreadWorker):
    """gthread, with each request read whole by the poller first (see the module's text)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.reading: dict[Any, Reading] = {}
        self.buffered = 0
        self.rss_limit = 0

    def init_process(self) -> None:
        self.rss_limit = int(resident_bytes() * MAX_GROWTH)
        super().init_process()

    def handle_request(self, req: Any, conn: Any) -> bool:
        keepalive = bool(super().handle_request(req, conn))
        if self.alive and resident_bytes() > self.rss_limit:  # type: ignore[has-type]
            self.log.info("Recycling worker: %d MiB resident, more than %.1f times its start",
                          resident_bytes() >> 20, MAX_GROWTH)
            self.alive = False  # as after max_requests: finish what is begun, then exit
        return keepalive

    def handle_error(self, req: Any, client: Any, addr: Any, exc: BaseException) -> None:
        """gunicorn's answer to what it could not parse or run, as a problem, not its HTML."""
        if parse_problems.client_error(exc):
            self.log.warning("Invalid request from ip=%s: %s", (addr or ("",))[0], exc)
        else:
            self.log.exception("Error handling request")
        limits = {"line": self.cfg.limit_request_line, "fields": self.cfg.limit_request_fields,
                  "field_size": self.cfg.limit_request_field_size}
        with contextlib.suppress(OSError):
            util.write_nonblock(client, parse_problems.answer(exc, req, limits))

    def enqueue_req(self, conn: Any) -> None:
        """Every way into a thread passes here (a new connection, a kept-alive one that
        became readable, bytes of the next request read ahead): read first."""
        if getattr(conn, "ready", False) or self.cfg.is_ssl:
            conn.ready = False
            super().enqueue_req(conn)
            return
        ahead = conn.parser.unreader.take_buffered() if conn.parser is not None else b""
        conn.sock.setblocking(False)
        idle = self.cfg.keepalive if conn.initialized else IDLE_TIMEOUT
        reading = self.reading[conn] = Reading(ahead, time.monotonic() + idle)
        self.buffered += len(ahead)
        end = reading.scan() if ahead else NEED_MORE
        if end != NEED_MORE:
            self._to_thread(conn, reading, complete=end != AS_IS)
            return
        self.poller.register(conn.sock, selectors.EVENT_READ, partial(self._readable, conn))

    def _readable(self, conn: Any, _sock: Any) -> None:
        reading = self.reading[conn]
        try:
            data = conn.sock.recv(_RECV)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            data = b""
        if not data:  # the client sent all it will: what came is answered, or nothing is
            if reading.data:
                self._to_thread(conn, reading, complete=False)
            else:
                self._drop(conn)
            return
        if self.buffered + len(data) > MAX_BUFFERED:
            self._drop(conn, BUSY)
            return
        reading.arrived(time.monotonic())
        reading.data += data
        self.buffered += len(data)
        end = reading.scan()
        if end == NEED_MORE:
            if reading.expects_continue and not reading.continued:
                reading.continued = True  # the client waits for it before its body
                with contextlib.suppress(OSError):
                    conn.sock.send(b"HTTP/1.1 100 Continue\r\n\r\n")
            return
        self._to_thread(conn, reading, complete=end != AS_IS)

    def _forget(self, conn: Any) -> Reading:
        reading = self.reading.pop(conn)
        self.buffered -= len(reading.data)
        # not registered (a request read ahead), or closed already
        with contextlib.suppress(KeyError, ValueError, OSError):
            self.poller.unregister(conn.sock)
        return reading

    def _to_thread(self, conn: Any, reading: Reading, complete: bool) -> None:
        self._forget(conn)
        conn.sock.setblocking(True)
        conn.init()
        conn.sock.__class__ = TimedSocket
        conn.parser.unreader.unread(bytes(reading.data))
        conn.incomplete = not complete
        conn.data_ready = conn.ready = True
        self.enqueue_req(conn)

    def _drop(self, conn: Any, answer: bytes = b"") -> None:
        self._forget(conn)
        if answer:
            with contextlib.suppress(OSError):
                conn.sock.send(answer)
        self.nr_conns -= 1
        conn.close()

    def murder_pending(self) -> None:
        super().murder_pending()
        now = time.monotonic()
        for conn, reading in list(self.reading.items()):
            if reading.deadline <= now:
                self._drop(conn, TIMED_OUT if reading.started else b"")

    def _cap_keepalive(self, deadline: float) -> None:
        """A stopping worker: connections that have sent nothing yet are closed soon; a
        request being read may still arrive whole and be answered."""
        super()._cap_keepalive(deadline)
        for reading in self.reading.values():
            if not reading.started:
                reading.deadline = min(reading.deadline, deadline)

    def _keepalive_after(self, conn: Any, keepalive: bool) -> bool:
        """A request that was not read whole, or whose body the parser found broken, ends
        its connection: nothing after it can be framed."""
        if getattr(conn, "incomplete", False):
            return False
        try:
            return bool(super()._keepalive_after(conn, keepalive))
        except (ParseException, NoMoreData, OSError):
            return False
