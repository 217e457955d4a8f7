"""Soak: 60 s at 16 connections, all games mixed, against the Procfile's gunicorn. Counts
answers by status, 5xx and dropped connections; the goal is zero of both. Prints figures.

    .venv/bin/python bench/soak.py [--seconds 60] [--connections 16]
"""

from __future__ import annotations

import argparse
import collections
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import Client, gunicorn
from bench.mixed import mixed_paths


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=int, default=60)
    parser.add_argument("--connections", type=int, default=16)
    args = parser.parse_args()
    paths = mixed_paths(5000)
    statuses: collections.Counter[int] = collections.Counter()
    dropped = 0
    lock = threading.Lock()
    with gunicorn("api:create_app()") as (port, _):
        deadline = time.monotonic() + args.seconds

        def run(offset: int) -> None:
            nonlocal dropped
            client = Client(port)
            seen: collections.Counter[int] = collections.Counter()
            i = offset
            while time.monotonic() < deadline:  # bounded in time
                seen[client.get(paths[i % len(paths)])] += 1
                i += args.connections
            with lock:
                statuses.update(seen)
                dropped += client.dropped

        threads = [threading.Thread(target=run, args=(n,)) for n in range(args.connections)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    total = sum(statuses.values())
    errors = sum(n for status, n in statuses.items() if status >= 500)
    print(f"{args.seconds} s, {args.connections} connections: {total} requests "
          f"({total / args.seconds:.0f}/s), statuses {dict(sorted(statuses.items()))}")
    print(f"5xx: {errors}   dropped connections: {dropped}")


if __name__ == "__main__":
    main()
