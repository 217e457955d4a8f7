"""Real servers for the operations tests, on loopback ports only: redis-server, gunicorn as the
Procfile starts it, nginx. Each is started in a session of its own and stopped by its own
process id (and group), never by name."""

from __future__ import annotations

import http.client
import json
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

from api.service.healthcheck import probe_host

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
PERMALINK = "/api/v1/jass/legal-cards?contract=trump:acorns&hand=R6,RK,AU,A8,B10&trick=R9,A7"


def free_port() -> int:
    """A free port below the kernel's ephemeral range (32768 and up): a port the kernel hands
    out may be taken as the local end of some client's connection before the server binds it
    (an instance restarted on its port, nginx's connections to its upstreams)."""
    while True:
        port = random.randrange(20000, 32000)
        with socket.socket() as probe:
            try:
                probe.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port


def wait_for_port(port: int, process: subprocess.Popen[bytes], seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"{process.args!r} exited with {process.returncode}")
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return
        except OSError:
            time.sleep(0.05)
    raise RuntimeError(f"nothing listens on port {port}")


def stop(process: subprocess.Popen[bytes], sig: int = signal.SIGTERM) -> None:
    """The process and its children (its own session), by group id."""
    if process.poll() is None:
        with suppress(ProcessLookupError):
            os.killpg(process.pid, sig)
    try:
        process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=10)


class Redis:
    """Debian's redis-server on a fixed port, so that a restart is found at the same URL."""

    def __init__(self, workdir: Path) -> None:
        binary = shutil.which("redis-server")
        assert binary, "redis-server is missing: .ci/run installs it"
        self.binary, self.workdir, self.port = binary, workdir, free_port()
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}"

    def start(self) -> None:
        self.process = subprocess.Popen(
            [self.binary, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "",
             "--appendonly", "no", "--dir", str(self.workdir)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        wait_for_port(self.port, self.process, 10)

    def stop(self) -> None:
        if self.process is not None:
            stop(self.process)

    def signal(self, sig: int) -> None:
        assert self.process is not None
        os.kill(self.process.pid, sig)


@contextmanager
def redis_server(workdir: Path) -> Iterator[Redis]:
    server = Redis(workdir)
    server.start()
    try:
        yield server
    finally:
        if server.process is not None and server.process.poll() is None:
            server.signal(signal.SIGCONT)  # a frozen server cannot stop
        server.stop()


# The servers here show their metrics to this token (they are private by default).
METRICS_TOKEN = "operator-token"
METRICS = {"Authorization": f"Bearer {METRICS_TOKEN}"}


def start_gunicorn(port: int, log: Path, env: dict[str, str] | None = None
                   ) -> subprocess.Popen[bytes]:
    """The Procfile's command on 127.0.0.1:port, its output (access log included) in ``log``."""
    environment = {"PATH": f"{BIN}:/usr/bin:/bin", "HOST": "127.0.0.1", "PORT": str(port),
                   "WEB_CONCURRENCY": "2", "STICHFEST_METRICS_TOKEN": METRICS_TOKEN,
                   **(env or {})}
    with log.open("ab") as out:
        process = subprocess.Popen(
            [str(BIN / "stichfest"), "serve"], cwd=ROOT,
            env=environment, stdout=out, stderr=out, start_new_session=True)
    wait_for_port(port, process)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:  # every worker booted: a request is answered
        try:
            host = probe_host(environment)  # a trusted host, when the server has a list
            if get(port, "/healthz", headers={"Host": host} if host else None)[0] == 200:
                break
        except OSError:
            time.sleep(0.1)
    return process


@contextmanager
def gunicorn(log: Path, env: dict[str, str] | None = None
             ) -> Iterator[tuple[int, subprocess.Popen[bytes]]]:
    port = free_port()
    process = start_gunicorn(port, log, env)
    try:
        yield port, process
    finally:
        stop(process)


def get(port: int, path: str, headers: dict[str, str] | None = None, timeout: float = 10,
        source: str = "127.0.0.1") -> tuple[int, dict[str, str], bytes]:
    """One GET on a fresh connection: status, headers (lower-case names), body."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout,
                                            source_address=(source, 0))
    try:
        connection.request("GET", path, headers=headers or {})
        response = connection.getresponse()
        body = response.read()
        return response.status, {k.lower(): v for k, v in response.getheaders()}, body
    finally:
        connection.close()


def post(port: int, path: str, body: object, timeout: float = 10, source: str = "127.0.0.1"
         ) -> tuple[int, dict[str, str], bytes]:
    """One JSON POST on a fresh connection: status, headers (lower-case names), body."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout,
                                            source_address=(source, 0))
    try:
        # In English: the problems the operations tests read (German without a language).
        connection.request("POST", path, body=json.dumps(body),
                           headers={"Content-Type": "application/json",
                                    "Accept-Language": "en"})
        response = connection.getresponse()
        answer = response.read()
        return response.status, {k.lower(): v for k, v in response.getheaders()}, answer
    finally:
        connection.close()


def raw_request(port: int, data: bytes, timeout: float = 10) -> bytes:
    """Bytes in, the whole answer out (the server closes the connection)."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as conn:
        conn.sendall(data)
        chunks = []
        while True:
            try:
                chunk = conn.recv(65536)
            except ConnectionResetError:
                break
            if not chunk:
                break
            chunks.append(chunk)
    return b"".join(chunks)
