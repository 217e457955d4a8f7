"""Server time per question of a batch at 10, 100 and 1,000 questions (games mixed), as the
server measures it (its Server-Timing header: from the first before-request hook to the
last after-request hook, JSON parsing and encoding included); the goal is at most 100 µs
per question at 1,000 and linear growth. Prints figures only.

    .venv/bin/python bench/batch.py
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from api import create_app
from bench.mixed import mixed_questions


def main() -> None:
    client = create_app().test_client()
    print("questions   per question (median of 7)   whole batch")
    for size in (10, 100, 1000):
        body = {"questions": mixed_questions(size)}  # all different, all games
        warm_up = client.post("/api/v1/batch", json=body)
        if warm_up.json["answered"] != size:  # type: ignore[index]
            raise RuntimeError("a question failed")
        del warm_up
        samples = []
        for _ in range(7):
            # Only the header is read: the client's parsed answers, kept alive in this same
            # process, would make the server's garbage collector walk them too.
            timing = client.post("/api/v1/batch", json=body).headers["Server-Timing"]
            samples.append(float(timing.split("dur=")[1]) / 1e3)
        median = statistics.median(samples)
        print(f"{size:>9}   {median / size * 1e6:10.1f} µs              "
              f"{median * 1e3:8.1f} ms")


if __name__ == "__main__":
    main()
