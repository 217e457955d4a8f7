"""A whole Jass round checked in-process (issue 15) against the engine judging its 36
positions one by one: the round walk (``rules.round_check``, hands updated as cards are
played, every trick judged) should cost at most 1.5× the 36 judgements. Prints the median
and minimum of both and their ratio, timed by this process's CPU clock (a shared machine
lends its cores to others meanwhile); nothing is asserted.

    .venv/bin/python bench/round_check.py [--rounds 15] [--calls 300]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules.jass.game import JASS, JassPosition
from rules.jass.ruleset import DEFAULT_RULESET
from rules.round_check import check_round
from tests.rules.test_round_check import deal, jass_positions, play_out


def dealt_round() -> tuple[Callable[[], object], Callable[[], object]]:
    """One seeded Jass round: (check it whole, judge its 36 positions one by one)."""
    rng = random.Random(15)
    contract = JASS.parse_contract("trump:roses")
    hands = deal(JASS, rng)
    positions = jass_positions(contract)
    plays, _ = play_out(JASS, contract, hands, 0, rng, positions)
    checked = check_round(JASS, contract, 0, plays, hands, positions)
    alone = [JassPosition(contract, p.position.hand, p.position.trick, DEFAULT_RULESET)
             for p in checked.plays]

    def walk() -> Any:
        return check_round(JASS, contract, 0, plays, hands, positions)

    def one_by_one() -> None:
        for position in alone:
            JASS.judge(position)

    return walk, one_by_one


def measure(call: Callable[[], object], rounds: int, calls: int) -> list[float]:
    samples = []
    for _ in range(rounds):
        start = time.process_time()
        for _ in range(calls):
            call()
        samples.append((time.process_time() - start) / calls * 1e6)
    return samples


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--calls", type=int, default=300)
    args = parser.parse_args()
    walk, one_by_one = dealt_round()
    results = {
        "36 positions judged one by one": measure(one_by_one, args.rounds, args.calls),
        "the round checked (36 plays, 9 tricks)": measure(walk, args.rounds, args.calls)}
    for label, samples in results.items():
        print(f"{label:<42} median {statistics.median(samples):8.1f} µs   "
              f"min {min(samples):8.1f} µs")
    judged, checked = (statistics.median(s) for s in results.values())
    print(f"{'ratio (goal ≤ 1.5)':<42} {checked / judged:.2f}")


if __name__ == "__main__":
    main()
