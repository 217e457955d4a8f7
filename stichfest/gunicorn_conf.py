"""gunicorn settings of ``stichfest serve`` (the Procfile's command, ``stichfest.serve``),
read by gunicorn as a file of settings: ``gunicorn -c <this file> 'api:create_app()'``.

Workers from ``WEB_CONCURRENCY`` (default 2), threads per worker from ``THREADS`` (default
32), bind to ``HOST:PORT`` (default 0.0.0.0:8000), a worker is recycled after
``max_requests`` (with jitter, so they do not all restart at once).

Why this worker (``api.http.worker.BufferingWorker``, gthread's threads with each request
read whole by the worker's poller first): a sync worker belongs to one connection until it is
answered, so two idle clients held both workers; plain gthread hands a connection to a thread
at its first byte and the thread waits for the rest, so 256 clients that sent half a request
held every thread, with nothing in front; gunicorn's gevent worker runs a CPU-bound batch on
its one loop, so every single question of that worker waited for it (bench/workers.py). Here
no thread waits for a client: a new connection has 5 s for its first byte, a request 10 s from
its first byte to its last (then a 408 problem), a thread 10 s to hand over an answer; what
cannot be framed is refused from what came; batches run one at a time per worker on a thread
of their own. Behind deploy/nginx.conf nginx buffers too; without it the port is just as safe.
"""

import glob
import logging
import os
import shutil
import sys
import tempfile
from typing import Any

import gunicorn.http.wsgi

bind = f"{os.environ.get('HOST', '0.0.0.0')}:{os.environ.get('PORT', '8000')}"
workers = int(os.environ.get("WEB_CONCURRENCY", "2"))
worker_class = "api.http.worker.BufferingWorker"
threads = int(os.environ.get("THREADS", "32"))
# Connections a worker holds at once, reading or kept alive (each costs a socket and its
# buffer, no thread): well above the few hundred slow clients the ops tests send.
worker_connections = int(os.environ.get("WORKER_CONNECTIONS", "4096"))
timeout = 30
graceful_timeout = 20
keepalive = 2  # seconds an idle kept-alive connection stays open
# The app is built once in the master and forked: a recycled worker is back at once.
preload_app = True
max_requests = int(os.environ.get("MAX_REQUESTS", "10000"))
max_requests_jitter = int(os.environ.get("MAX_REQUESTS_JITTER", "1000"))
# gunicorn answers its own limits with an HTML page. Its limits are set at (request line:
# gunicorn's own maximum) or above (header fields) the app's, which answers 414 and 431 as
# problem+json (api/http/admission.py): 4 KiB for the path and query, 8 KiB and 100 for the headers.
limit_request_line = 8190
limit_request_fields = 110
limit_request_field_size = 12288
# The app writes one JSON line per request (STICHFEST_ACCESS_LOG=0 switches it off);
# gunicorn's own text access log only when ACCESS_LOG names a file or "-".
accesslog = os.environ.get("ACCESS_LOG") or None
errorlog = "-"

# No control socket (gunicorn 25.1 and later open one at a single path per user): nothing
# here uses it, two instances on one machine took the same path (the first to stop removed
# the other's), and a read-only container has nowhere to put it. Older gunicorns ignore it.
control_socket_disable = True

# No server name or version in responses.
gunicorn.http.wsgi.SERVER = "stichfest"

# Prometheus metrics are counted per worker process in files of one directory, which /metrics
# adds up. It must be known before the app (and prometheus_client) is imported, which
# preload_app does right after reading this file: here. Unset, a fresh directory of this
# server's own; given, it is emptied of an earlier run's counts.
if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
    _OWN_METRICS_DIR = False
    os.makedirs(os.environ["PROMETHEUS_MULTIPROC_DIR"], exist_ok=True)
    for _stale in glob.glob(os.path.join(os.environ["PROMETHEUS_MULTIPROC_DIR"], "*.db")):
        os.remove(_stale)
else:
    _OWN_METRICS_DIR = True
    os.environ["PROMETHEUS_MULTIPROC_DIR"] = tempfile.mkdtemp(prefix="stichfest-metrics-")


def when_ready(server: Any) -> None:
    """``STICHFEST_METRICS_PORT``: the metrics of every worker on a port of their own, served
    by the master (prometheus_client's server in a thread), so that the API's port need not
    carry them; the app then answers 404 for ``/metrics``. Bound to ``HOST`` like the API."""
    port = os.environ.get("STICHFEST_METRICS_PORT")
    if port:
        from prometheus_client import CollectorRegistry, multiprocess, start_http_server

        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)  # type: ignore[no-untyped-call]
        start_http_server(int(port), addr=os.environ.get("HOST", "0.0.0.0"), registry=registry)


def pre_fork(server: Any, worker: Any) -> None:
    """The preloaded app frozen and the collector sized for batches before each fork
    (``api.http.heap``: why, and what it buys)."""
    from api.http.heap import settle

    settle()


def child_exit(server: Any, worker: Any) -> None:
    """A dead worker's gauges no longer count among the live ones."""
    from prometheus_client import multiprocess

    multiprocess.mark_process_dead(worker.pid)  # type: ignore[no-untyped-call]


def on_exit(server: Any) -> None:
    if _OWN_METRICS_DIR:
        shutil.rmtree(os.environ["PROMETHEUS_MULTIPROC_DIR"], ignore_errors=True)


def worker_exit(server: Any, worker: Any) -> None:
    """A worker recycled after ``max_requests`` leaves without tearing down the interpreter.
    Python's orderly shutdown of a worker's heap took long enough that the master, which
    replaces a worker only once it has exited, left the other workers alone for it: the
    slowest 1% of requests waited 10 to 30 ms instead of 5. gthread calls this hook only
    after its threads finished their requests (or ``graceful_timeout``). Any other exit
    (shutdown, a boot error with its own exit code) goes the usual way."""
    if worker.max_requests and worker.nr >= worker.max_requests:
        logging.shutdown()
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(0)

