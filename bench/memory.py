"""Worker memory under load: one gunicorn worker (the Procfile's settings, no recycling),
its RSS after 10,000 and after 100,000 requests of all games mixed (many different
permalinks of every game, language and deck: no answer is kept). Goal: under 10 % growth
between the two. Prints figures only.

    .venv/bin/python bench/memory.py [--first 10000] [--second 100000]
"""

from __future__ import annotations

import argparse
import itertools
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import Client, gunicorn, rss_kib, worker_pids
from bench.mixed import mixed_paths


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--first", type=int, default=10_000)
    parser.add_argument("--second", type=int, default=100_000)
    args = parser.parse_args()
    paths = itertools.cycle(mixed_paths(20_000))
    with gunicorn("api:create_app()", 1, {"MAX_REQUESTS": "0"}) as (port, master):
        (worker,) = worker_pids(master.pid)
        client = Client(port)
        start = rss_kib(worker)
        print(f"at start:                worker RSS {start / 1024:7.1f} MiB")
        sent = 0
        measured = []
        for target in (args.first, args.second):
            while sent < target:
                status = client.get(next(paths))
                if status != 200:
                    raise RuntimeError(f"status {status}")
                sent += 1
            measured.append(rss_kib(worker))
            print(f"after {sent:>7} requests: worker RSS {measured[-1] / 1024:7.1f} MiB")
    growth = (measured[1] - measured[0]) / measured[0] * 100
    print(f"growth from {args.first} to {args.second} requests: {growth:.1f} % (goal < 10 %)")


if __name__ == "__main__":
    main()
