"""The gunicorn worker of this API (``worker_class`` in stichfest/gunicorn_conf.py): gthread's
threads, with every request read whole in the worker's poller before a thread sees it.

Why not gunicorn's gevent worker, the library's way for clients slow to send: measured side
by side (bench/workers.py, docs/operations.md) it answered no more varied questions, and a
CPU-bound batch holds a gevent worker's one loop until it is done, so single questions wait
behind every batch of their worker; here the batches have a thread of their own.

gthread hands a connection to a thread as soon as its first bytes arrive, and the thread then
reads the rest with blocking reads: 256 clients that sent ``GET /healthz HT`` and waited held
every thread. Here the poller reads the request line, the header fields and the body (by
``Content-Length`` or to the last chunk, api/http/framing.py) without blocking, and a thread
is taken only for a request that is all there, so a thread never waits for a client. What
cannot be framed from what is buffered is answered at once (431, 413) or goes to a thread
with the connection's reading side shut, so the parser refuses it (400) from what came. The
limits on the waiting, each per connection:

* ``IDLE_TIMEOUT`` (5 s, gthread's own): a new connection's first byte; a kept-alive one waits
  gunicorn's ``keepalive`` (2 s, stichfest/gunicorn_conf.py). Then it is closed.
* ``READ_TIMEOUT`` (10 s, as deploy/nginx.conf's ``client_header_timeout``): the whole request,
  head and body, from its first byte. Then the client gets a 408 problem and the connection
  is closed.
* ``WRITE_TIMEOUT`` (10 s): a thread writing an answer the client does not take.
* ``MAX_BUFFERED`` (64 MiB): all requests being read, and batches waiting, of one worker
  together; a request that would pass it gets a 503 problem with ``Retry-After``.

Fair sharing: batches (the costliest requests, up to 0.2 s of a core each) run in a pool of
their own, ``BATCH_SLOTS`` at a time per worker on a thread of lower priority; the others wait
read whole, without a thread. Single questions keep the other threads and the processor.

Memory: a burst of the costliest batches fragments the heap. A worker whose resident size,
without the requests it is reading, passes ``MAX_GROWTH`` times what it had when it began
serving is recycled the way gunicorn's ``max_requests`` recycles one: it takes no new
connection, finishes what it has begun and exits, and the master forks a fresh one from the
preloaded app. One worker at a time: the others accept meanwhile. TLS is not read ahead here
(the deployment ends TLS in front): a TLS listener gets gthread as it is.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import selectors
import socket
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from typing import Any

from gunicorn import util
from gunicorn.http.errors import NoMoreData, ParseException
from gunicorn.workers.gthread import ThreadWorker

from api.errors.problems import PROBLEM_BASE, PROBLEM_MIMETYPE, PROBLEM_TYPES
from api.http import parse_problems
from api.http.framing import AS_IS, NEED_MORE, READ_TIMEOUT, REFUSED, Reading, is_batch

IDLE_TIMEOUT = 5.0
WRITE_TIMEOUT = 10.0
MAX_BUFFERED = 64 * 1024 * 1024
MAX_GROWTH = 1.5
BATCH_SLOTS = 1  # batches a worker runs at once; more wait, read whole, without a thread
BATCH_NICE = 10  # the batch thread's niceness: the system runs single questions first
# How long the batch thread may hold the interpreter while a single question waits for it
# (Python's default is 5 ms, a question's whole time).
SWITCH_INTERVAL = 0.001
LINGER = 2.0  # seconds a refused client's further bytes are read and dropped before closing
_RECV = 256 * 1024
_DISCARD = getattr(socket, "MSG_TRUNC", 0) if sys.platform == "linux" else 0
# One lock among the workers, taken by the one being recycled (POSIX record locks belong to
# a process, not to the file descriptor its children inherit): never two recycled at once.
_RECYCLING = tempfile.TemporaryFile(prefix="stichfest-recycling-")  # noqa: SIM115 (for life)


_PAGE = os.sysconf("SC_PAGE_SIZE")


def resident_bytes() -> int:
    """This process's resident size (Linux; 0 elsewhere, which never recycles)."""
    try:
        with open("/proc/self/statm", "rb") as statm:
            return int(statm.read().split()[1]) * _PAGE
    except (OSError, IndexError, ValueError):
        return 0


def _lower_priority() -> None:
    """The batch thread yields the processor to single questions (Linux: a thread's own
    niceness; elsewhere nothing)."""
    with contextlib.suppress(AttributeError, OSError):
        os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), BATCH_NICE)


def take_recycling_lock() -> bool:
    """Only one worker is recycled at a time, so that another one always accepts: whether
    this process took the lock (held until it exits)."""
    try:
        fcntl.lockf(_RECYCLING.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


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
        self.lingering: dict[Any, float] = {}  # refused connections, until when they are read
        self.buffered = 0  # bytes of requests being read or waiting for a batch slot
        self.rss_limit = 0
        self.batch_pool: ThreadPoolExecutor | None = None

    def init_process(self) -> None:
        self.rss_limit = int(resident_bytes() * MAX_GROWTH)
        self.batch_pool = ThreadPoolExecutor(BATCH_SLOTS, "batch", initializer=_lower_priority)
        sys.setswitchinterval(SWITCH_INTERVAL)
        super().init_process()

    def run(self) -> None:
        super().run()
        if self.batch_pool is not None:  # past the graceful timeout: batches still waiting
            self.batch_pool.shutdown(wait=False, cancel_futures=True)

    def handle_request(self, req: Any, conn: Any) -> bool:
        keepalive = bool(super().handle_request(req, conn))
        if self.alive and self.grown() and take_recycling_lock():  # type: ignore[has-type]
            self.log.info("Recycling worker: %d MiB resident, more than %.1f times its start",
                          resident_bytes() >> 20, MAX_GROWTH)
            self.alive = False  # as after max_requests: finish what is begun, then exit
        return keepalive

    def grown(self) -> bool:
        """Whether the heap passed its limit, leaving out the requests being read (freed
        once they are answered)."""
        return resident_bytes() - self.buffered > self.rss_limit

    def handle_error(self, req: Any, client: Any, addr: Any, exc: BaseException) -> None:
        """gunicorn's answer to what it could not parse or run, as a problem, not its HTML."""
        if parse_problems.client_error(exc):
            self.log.warning("Invalid request from ip=%s: %s", (addr or ("",))[0], exc)
        else:
            self.log.exception("Error handling request")
        with contextlib.suppress(OSError):
            util.write_nonblock(client, parse_problems.answer(exc, req, self.limits()))

    def limits(self) -> dict[str, int]:
        return {"line": self.cfg.limit_request_line, "fields": self.cfg.limit_request_fields,
                "field_size": self.cfg.limit_request_field_size}

    def enqueue_req(self, conn: Any) -> None:
        """Every way into a thread passes here (a new connection, a kept-alive one that
        became readable, bytes of the next request read ahead): read first."""
        if getattr(conn, "ready", False) or self.cfg.is_ssl:
            conn.ready = False
            if getattr(conn, "batch", 0) and self.batch_pool is not None:
                future = self.batch_pool.submit(self.handle, conn)
                future.add_done_callback(
                    lambda done: self.method_queue.defer(self.finish_request, conn, done))
            else:
                super().enqueue_req(conn)
            return
        ahead = conn.parser.unreader.take_buffered() if conn.parser is not None else b""
        conn.sock.setblocking(False)
        idle = self.cfg.keepalive if conn.initialized else IDLE_TIMEOUT
        reading = self.reading[conn] = Reading(ahead, time.monotonic() + idle)
        self.buffered += len(ahead)
        end = reading.scan() if ahead else NEED_MORE
        if end != NEED_MORE:
            self._framed(conn, reading, end)
            return
        self.poller.register(conn.sock, selectors.EVENT_READ, partial(self._readable, conn))

    def _readable(self, conn: Any, _sock: Any) -> None:
        reading = self.reading[conn]
        try:
            data = conn.sock.recv(reading.wanted(_RECV))
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
        self._framed(conn, reading, end)

    def _framed(self, conn: Any, reading: Reading, end: int) -> None:
        if end == REFUSED:
            self._drop(conn, parse_problems.refusal(reading.refusal, reading.head(),
                                                    self.limits()))
        else:
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
        data = bytes(reading.data)
        if not complete:  # the parser refuses it from what is here: it never waits for more
            with contextlib.suppress(OSError):
                conn.sock.shutdown(socket.SHUT_RD)
        conn.incomplete = not complete
        if complete and is_batch(data):  # held, counted, until it is answered
            conn.batch = len(data)
            self.buffered += len(data)
        conn.sock.setblocking(True)
        conn.init()
        conn.sock.__class__ = TimedSocket
        conn.parser.unreader.unread(data)
        conn.data_ready = conn.ready = True
        self.enqueue_req(conn)

    def finish_request(self, conn: Any, fs: Any) -> None:
        self.buffered -= getattr(conn, "batch", 0)
        conn.batch = 0
        super().finish_request(conn, fs)

    def _drop(self, conn: Any, answer: bytes = b"") -> None:
        """Closes a connection; after an answer, what the client still sends is read and
        dropped for ``LINGER`` seconds first, so that closing with unread bytes does not
        reset the connection before the client has read the answer."""
        self._forget(conn)
        if not answer:
            self.nr_conns -= 1
            conn.close()
            return
        with contextlib.suppress(OSError):
            conn.sock.send(answer)
            conn.sock.shutdown(socket.SHUT_WR)
        self.lingering[conn] = time.monotonic() + LINGER
        self.poller.register(conn.sock, selectors.EVENT_READ, partial(self._drain, conn))

    def _drain(self, conn: Any, _sock: Any) -> None:
        try:  # dropped by the kernel, not copied (Linux; elsewhere the flag is 0)
            data = conn.sock.recv(_RECV, _DISCARD)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            data = b""
        if not data:
            self._close_lingering(conn)

    def _close_lingering(self, conn: Any) -> None:
        del self.lingering[conn]
        with contextlib.suppress(KeyError, ValueError, OSError):
            self.poller.unregister(conn.sock)
        self.nr_conns -= 1
        conn.close()

    def murder_pending(self) -> None:
        super().murder_pending()
        now = time.monotonic()
        for conn, reading in list(self.reading.items()):
            if reading.deadline <= now:
                self._drop(conn, TIMED_OUT if reading.started else b"")
        for conn, until in list(self.lingering.items()):
            if until <= now:
                self._close_lingering(conn)

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
