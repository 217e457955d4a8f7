"""Shared pieces of the benchmarks: starting gunicorn on a free loopback port, a bounded
keep-alive HTTP client, and reading a process's memory."""

from __future__ import annotations

import http.client
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYTHON_BIN = Path(sys.executable).parent
# The settings the Procfile's `stichfest serve` runs gunicorn with.
SETTINGS = ROOT / "stichfest" / "gunicorn_conf.py"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def gunicorn(app: str, workers: int = 2, env: dict[str, str] | None = None,
             options: Sequence[str] = ()) -> Iterator[tuple[int, subprocess.Popen[bytes]]]:
    """The Procfile's gunicorn command and config, on 127.0.0.1, without access log
    (``options``: further gunicorn options, such as another worker class)."""
    port = free_port()
    environment = {**os.environ, "HOST": "127.0.0.1", "PORT": str(port),
                   "WEB_CONCURRENCY": str(workers), "ACCESS_LOG": "",
                   "STICHFEST_ACCESS_LOG": "0", **(env or {})}
    process = subprocess.Popen(
        [str(PYTHON_BIN / "gunicorn"), "-c", str(SETTINGS), *options, app],
        cwd=ROOT, env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            break
        except OSError:
            time.sleep(0.1)
    else:
        process.kill()
        raise RuntimeError(f"gunicorn {app} did not start")
    time.sleep(1.0)  # let every worker boot
    try:
        yield port, process
    finally:
        process.send_signal(signal.SIGTERM)
        process.wait(timeout=30)


def worker_pids(master: int) -> list[int]:
    children = Path(f"/proc/{master}/task/{master}/children").read_text().split()
    return [int(pid) for pid in children]


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError("no VmRSS")


class Client:
    """One keep-alive connection; reconnects (and counts it) if the server closes."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.dropped = 0
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)

    def get(self, path: str) -> int:
        try:
            self.connection.request("GET", path)
            response = self.connection.getresponse()
            response.read()
            if response.getheader("Connection", "").lower() == "close":
                self.connection.close()
            return response.status
        except (http.client.HTTPException, OSError):
            self.dropped += 1
            self.connection.close()
            self.connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
            return 0
