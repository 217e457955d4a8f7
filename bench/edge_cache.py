"""A repeated permalink through the deployment (deploy/nginx.conf in front of two gunicorn
instances, as tests/ops/test_deployment.py runs it), with nginx's cache and without it: the
same config twice, the second with ``proxy_cache off``, asked in alternating rounds by wrk.

    .venv/bin/python bench/edge_cache.py [--rounds 3 --seconds 5 --connections 16]
"""

from __future__ import annotations

import argparse
import http.client
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.common import ROOT, free_port, gunicorn
from bench.wrk_lua import Figures, wrk

PERMALINK = "/api/v1/jass/legal-cards?contract=trump:acorns&hand=R6,RK,AU,A8,B10&trick=R9,A7"

CACHE_ON = "proxy_cache stichfest;"


def config(listen: int, upstreams: list[int], cached: bool) -> str:
    text = (ROOT / "deploy" / "nginx.conf").read_text()
    for name, port in zip(("api1:8000", "api2:8000"), upstreams, strict=True):
        text = text.replace(f"server {name}", f"server 127.0.0.1:{port}")
    assert CACHE_ON in text
    assert "listen 8080;" in text
    text = text.replace("listen 8080;", f"listen 127.0.0.1:{listen};")
    return text if cached else text.replace(CACHE_ON, "proxy_cache off;")


@contextmanager
def nginx(upstreams: list[int], cached: bool) -> Iterator[int]:
    binary = shutil.which("nginx") or "/usr/sbin/nginx"
    prefix = Path(tempfile.mkdtemp(prefix="stichfest-edge-"))
    prefix.chmod(0o777)  # nginx's workers may run as another user
    port = free_port()
    (prefix / "nginx.conf").write_text(config(port, upstreams, cached))
    process = subprocess.Popen(
        [binary, "-p", f"{prefix}/", "-c", str(prefix / "nginx.conf"), "-e", "stderr",
         "-g", "daemon off;"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        start_new_session=True)
    try:
        deadline = time.monotonic() + 30
        while not _answers(port) and time.monotonic() < deadline:
            time.sleep(0.1)
        yield port
    finally:
        process.terminate()
        process.wait(30)
        shutil.rmtree(prefix, ignore_errors=True)


def _answers(port: int) -> bool:
    try:
        socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
    except OSError:
        return False
    return True


def cache_status(port: int) -> str:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        connection.request("GET", PERMALINK)
        response = connection.getresponse()
        response.read()
        return response.getheader("X-Cache-Status", "")
    finally:
        connection.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=5)
    parser.add_argument("--connections", type=int, default=16)
    args = parser.parse_args()
    if not shutil.which("wrk"):
        sys.exit("wrk is missing: apt-get install wrk")
    results: dict[str, list[Figures]] = {"cached": [], "uncached": []}
    with ExitStack() as up:
        env = {"STICHFEST_TRUSTED_PROXIES": "127.0.0.1"}
        upstreams = [up.enter_context(gunicorn("api:create_app()", 2, env))[0]
                     for _ in range(2)]
        proxies = {"cached": up.enter_context(nginx(upstreams, True)),
                   "uncached": up.enter_context(nginx(upstreams, False))}
        seen = {name: [cache_status(port) for _ in range(2)]
                for name, port in proxies.items()}
        assert seen == {"cached": ["MISS", "HIT"], "uncached": ["", ""]}, seen
        for port in proxies.values():
            wrk(port, 2, args.connections, path=PERMALINK)  # warm up
        for _ in range(args.rounds):
            for name, port in proxies.items():
                results[name].append(wrk(port, args.seconds, args.connections,
                                         path=PERMALINK))
    print(f"one permalink repeated through deploy/nginx.conf and two instances (2 workers "
          f"each), {args.connections} connections, {args.seconds:g} s per run, "
          f"{args.rounds} alternating rounds, wrk on 127.0.0.1")
    medians = {}
    for name, runs in results.items():
        medians[name] = statistics.median(r.rps for r in runs)
        print(f"  {name:9} requests/s " + " ".join(f"{r.rps:9.0f}" for r in runs)
              + f"   median {medians[name]:.0f}; p99 (ms) "
              + " ".join(f"{r.p99_ms:.1f}" for r in runs))
    ratios = [c.rps / u.rps for c, u in zip(results["cached"], results["uncached"], strict=True)]
    print(f"  cached / uncached per round: {', '.join(f'{r:.1f}x' for r in ratios)}; "
          f"medians {medians['cached'] / medians['uncached']:.1f}x")


if __name__ == "__main__":
    main()
