"""Engine speed in-process: per-card verdicts for a full hand of each game, and the trick,
on fixed positions; then, when jass-kit is installed (a benchmark dependency:
``pip install -e '.[bench]'``), our Jass verdicts against its ``get_valid_cards`` on
thousands of seeded random positions, time and agreement of the legal sets (bench/jasskit.py).
Prints the median and minimum over rounds; nothing is asserted.

    .venv/bin/python bench/engine.py [--positions 5000] [--rounds 15]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import stichfest.core  # noqa: F401  (first: STICHFEST_PURE=1 runs the rules as Python)
from bench import jasskit
from bench.engine_calls import prepare

JASS_HAND = ["R6", "RK", "AU", "A8", "B10", "S7", "SA", "BU", "R9"]
ACORNS = {"type": "trump", "trump": "acorns"}
SN_HAND = ["AK", "HU", "LA", "BU", "BO"]
SK_HAND = ["AA", "A7", "HO", "LU", "B9", "L10", "HK", "B8"]
SKAT_HAND = ["DJ", "H7", "HA", "S8", "C7", "CA", "D10", "S9", "HK", "DQ"]
DK_HAND = ["CQ", "H10", "CA", "C9", "C9", "HA", "SK", "DJ", "D10", "S10", "HK", "DA"]
# label, game, question, body: parsed once by bench/engine_calls.py, then only judged
CASES: tuple[tuple[str, str, str, dict[str, Any]], ...] = (
    ("jass judge_hand, 9 cards, 2 in the trick", "jass", "legal-cards",
     {"contract": ACORNS, "hand": JASS_HAND, "trick": ["RA", "A7"], "ruleset": "jasvel"}),
    ("jass judge_hand, 9 cards, leading", "jass", "legal-cards",
     {"contract": ACORNS, "hand": JASS_HAND, "trick": []}),
    ("jass judge_trick, 4 cards", "jass", "trick",
     {"contract": ACORNS, "trick": ["RA", "A7", "R6", "RK"]}),
    ("schnapsen judge_hand, 5 cards, talon closed", "schnapsen", "legal-cards",
     {"contract": {"trump": "hearts"}, "hand": SN_HAND, "trick": ["AA"], "talon": "closed"}),
    ("schafkopf judge_hand, 8 cards, Rufspiel, called suit led", "schafkopf", "legal-cards",
     {"contract": {"type": "rufspiel", "called_suit": "acorns"}, "hand": SK_HAND,
      "trick": ["A9"]}),
    ("schafkopf judge_hand, 8 cards, Farbwenz", "schafkopf", "legal-cards",
     {"contract": {"type": "farbwenz", "trump": "hearts"}, "hand": SK_HAND, "trick": ["A9"]}),
    ("sechsundsechzig judge_hand, 6 cards, talon closed", "sechsundsechzig", "legal-cards",
     {"contract": {"trump": "hearts"}, "hand": [*SN_HAND, "H9"], "trick": ["AA"],
      "talon": "closed"}),
    ("skat judge_hand, 10 cards, Kreuz game, a Jack led", "skat", "legal-cards",
     {"contract": {"type": "suit", "trump": "clubs"}, "hand": SKAT_HAND, "trick": ["HJ"]}),
    ("doppelkopf judge_hand, 12 cards, normal game, Kreuz led", "doppelkopf", "legal-cards",
     {"contract": {"type": "normal"}, "hand": DK_HAND, "trick": ["CK"]}),
)


def measure(label: str, call: Callable[[], object], rounds: int = 25,
            calls: int = 2000) -> None:
    samples = []
    for _ in range(rounds):
        start = time.perf_counter()
        for _ in range(calls):
            call()
        samples.append((time.perf_counter() - start) / calls * 1e6)
    print(f"{label:<58} median {statistics.median(samples):7.2f} µs   "
          f"min {min(samples):7.2f} µs")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=5000,
                        help="random Jass positions for the jass-kit comparison")
    parser.add_argument("--rounds", type=int, default=15,
                        help="rounds over all positions for the jass-kit comparison")
    args = parser.parse_args()
    print(f"python {sys.version.split()[0]}; goal: at most 10 µs median per hand")
    for label, game, question, body in CASES:
        measure(label, prepare(game, question, body))
    jasskit.compare(args.positions, rounds=args.rounds)


if __name__ == "__main__":
    main()
