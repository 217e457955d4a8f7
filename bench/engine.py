"""Engine speed: per-card verdicts for a 9-card Jass hand, in-process. Prints figures only.

    .venv/bin/python bench/engine.py
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules.jass.contract import parse_contract
from rules.jass.deck import JASS_DECK
from rules.jass.legality import judge_hand
from rules.jass.ruleset import JASVEL
from rules.jass.trick import judge_trick

HAND = JASS_DECK.parse_all(["R6", "RK", "AU", "A8", "B10", "S7", "SA", "BU", "R9"])
TRICK = JASS_DECK.parse_all(["RA", "A7"])
CONTRACT = parse_contract("trump:acorns")


def measure(label: str, call: object, rounds: int = 20, calls: int = 2000) -> None:
    samples = []
    for _ in range(rounds):
        start = time.perf_counter()
        for _ in range(calls):
            call()  # type: ignore[operator]
        samples.append((time.perf_counter() - start) / calls * 1e6)
    print(f"{label:<48} median {statistics.median(samples):7.2f} µs   "
          f"min {min(samples):7.2f} µs")


def main() -> None:
    measure("jass judge_hand, 9 cards, 2 in the trick",
            lambda: judge_hand(HAND, TRICK, CONTRACT, JASVEL))
    measure("jass judge_hand, 9 cards, leading", lambda: judge_hand(HAND, (), CONTRACT, JASVEL))
    measure("jass judge_trick, 4 cards",
            lambda: judge_trick(JASS_DECK.parse_all(["R9", "A7", "RA", "AU"]), CONTRACT))


if __name__ == "__main__":
    main()
