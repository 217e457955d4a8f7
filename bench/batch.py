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

QUESTIONS = [
    {"game": "jass", "question": "legal-cards",
     "body": {"contract": {"type": "trump", "trump": "acorns"},
              "hand": ["R6", "RK", "AU", "A8", "B10", "S7", "SA", "BU", "R9"],
              "trick": ["RA", "A7"]}},
    {"game": "schnapsen", "question": "legal-cards",
     "body": {"contract": {"trump": "hearts"}, "hand": ["AK", "HU", "LA", "BU", "BO"],
              "trick": ["AA"], "talon": "closed"}},
    {"game": "schafkopf", "question": "legal-cards",
     "body": {"contract": {"type": "rufspiel", "called_suit": "acorns"},
              "hand": ["AA", "A7", "HO", "LU", "B9", "L10", "HK", "B8"], "trick": ["A9"]}},
    {"game": "jass", "question": "trick",
     "body": {"contract": {"type": "obenabe"}, "trick": ["R6", "RA", "BA", "RK"]}},
]


def main() -> None:
    client = create_app().test_client()
    print("questions   per question (median of 7)   whole batch")
    for size in (10, 100, 1000):
        body = {"questions": [QUESTIONS[i % len(QUESTIONS)] for i in range(size)]}
        client.post("/api/v1/batch", json=body)  # warm up
        samples = []
        for _ in range(7):
            response = client.post("/api/v1/batch", json=body)
            timing = response.headers["Server-Timing"]
            samples.append(float(timing.split("dur=")[1]) / 1e3)
            if response.json["answered"] != size:  # type: ignore[index]
                raise RuntimeError("a question failed")
        median = statistics.median(samples)
        print(f"{size:>9}   {median / size * 1e6:10.1f} µs              "
              f"{median * 1e3:8.1f} ms")


if __name__ == "__main__":
    main()
