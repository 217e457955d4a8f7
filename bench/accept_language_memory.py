"""Worker memory against distinct Accept-Language values: one gunicorn worker
(the Procfile's settings, no recycling), its RSS after a warm-up and after 10,000 requests
each with an Accept-Language never sent before, half to the OpenAPI document (the largest
answer) and half to a permalink. Goal: under 20 MiB of growth. Prints figures only.

    .venv/bin/python bench/accept_language_memory.py [--requests 10000]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import gunicorn, rss_kib, worker_pids

PERMALINK = "/api/v1/jass/legal-cards?contract=trump:acorns&hand=R6,RK,AU,A8,B10&trick=R9,A7"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--requests", type=int, default=10_000)
    args = parser.parse_args()
    import http.client

    with gunicorn("api:create_app()", 1, {"MAX_REQUESTS": "0"}) as (port, master):
        (worker,) = worker_pids(master.pid)
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)

        def send(path: str, language: str) -> None:
            connection.request("GET", path, headers={"Accept-Language": language})
            response = connection.getresponse()
            response.read()
            if response.status != 200:
                raise RuntimeError(f"status {response.status}")

        for i in range(200):  # warm-up: every code path and schema cache in place
            send(("/api/v1/openapi.json", PERMALINK)[i % 2], "de")
        start = rss_kib(worker)
        print(f"after warm-up:               worker RSS {start / 1024:7.1f} MiB")
        for i in range(args.requests):
            send(("/api/v1/openapi.json", PERMALINK)[i % 2], f"de-x-{i}, en;q=0.{i % 9 + 1}")
        end = rss_kib(worker)
        print(f"after {args.requests} distinct languages: worker RSS {end / 1024:7.1f} MiB")
    print(f"growth: {(end - start) / 1024:.1f} MiB (goal < 20 MiB)")


if __name__ == "__main__":
    main()
