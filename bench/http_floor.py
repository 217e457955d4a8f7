"""HTTP throughput against the Flask floor, in one run, with the same gunicorn settings and
the same load: the Jass GET legal-cards permalink (9-card hand, 2 cards in the trick) and a
bare Flask endpoint returning a constant JSON body of the same size. Prints requests per
second, p99 latency and the ratios. Load tool: wrk (Debian package `wrk`).

    .venv/bin/python bench/http_floor.py [--seconds 10] [--connections 16] [--workers 2]
                                         [--no-cache]
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import gunicorn

PERMALINK = ("/api/v1/jass/legal-cards?contract=trump:acorns&hand=R6,RK,AU,A8,B10,S7,SA,BU,R9"
             "&trick=RA,A7")


def wrk(port: int, path: str, seconds: int, connections: int) -> tuple[float, float]:
    output = subprocess.run(
        ["wrk", "-t2", f"-c{connections}", f"-d{seconds}s", "--latency",
         f"http://127.0.0.1:{port}{path}"], capture_output=True, text=True, check=True).stdout
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1))  # type: ignore[union-attr]
    value, unit = re.search(r"99%\s+([\d.]+)(us|ms|s)", output).groups()  # type: ignore[union-attr]
    p99_ms = float(value) * {"us": 0.001, "ms": 1.0, "s": 1000.0}[unit]
    if "Non-2xx" in output:
        raise RuntimeError(f"non-2xx answers:\n{output}")
    return rps, p99_ms


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=int, default=10)
    parser.add_argument("--connections", type=int, default=16)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--no-cache", action="store_true",
                        help="switch off the response cache (STICHFEST_RESPONSE_CACHE=0): "
                             "every request asks the engine")
    args = parser.parse_args()
    if not shutil.which("wrk"):
        sys.exit("wrk is missing: apt-get install wrk")
    from api import create_app

    size = len(create_app().test_client().get(PERMALINK).data)
    results = {}
    api_env = {"STICHFEST_RESPONSE_CACHE": "0"} if args.no_cache else {}
    with gunicorn("api:create_app()", args.workers, api_env) as (port, _):
        wrk(port, PERMALINK, 2, args.connections)  # warm up
        results["api"] = wrk(port, PERMALINK, args.seconds, args.connections)
    with gunicorn("bench.bare_app:app", args.workers, {"BARE_BODY_BYTES": str(size)}) as (
            port, _):
        wrk(port, "/constant", 2, args.connections)
        results["bare"] = wrk(port, "/constant", args.seconds, args.connections)
    print(f"body {size} bytes, {args.workers} workers, {args.connections} connections, "
          f"{args.seconds} s each, wrk on 127.0.0.1, response cache "
          f"{'off' if args.no_cache else 'on'}")
    for name, (rps, p99) in results.items():
        print(f"{name:<5} {rps:10.1f} req/s   p99 {p99:8.2f} ms")
    print(f"ratio req/s  api/bare = {results['api'][0] / results['bare'][0]:.2f}  (goal >= 0.70)")
    print(f"ratio p99    api/bare = {results['api'][1] / results['bare'][1]:.2f}  (goal <= 2.00)")


if __name__ == "__main__":
    main()
