"""Engine speed in-process: per-card verdicts for a full hand of each game, and the trick.
Prints the median and minimum over rounds; nothing is asserted.

    .venv/bin/python bench/engine.py
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules.jass.contract import parse_contract as jass_contract
from rules.jass.deck import JASS_DECK
from rules.jass.legality import judge_hand as jass_judge
from rules.jass.ruleset import JASVEL
from rules.jass.trick import judge_trick as jass_trick
from rules.schafkopf.contract import parse_contract as schafkopf_contract
from rules.schafkopf.deck import SCHAFKOPF_DECK
from rules.schafkopf.legality import judge_hand as schafkopf_judge
from rules.schnapsen.contract import Talon, parse_trump
from rules.schnapsen.deck import SCHNAPSEN_DECK
from rules.schnapsen.legality import judge_hand as schnapsen_judge

JASS_HAND = JASS_DECK.parse_all(["R6", "RK", "AU", "A8", "B10", "S7", "SA", "BU", "R9"])
JASS_TRICK = JASS_DECK.parse_all(["RA", "A7"])
ACORNS = jass_contract("trump:acorns")
SN_HAND = SCHNAPSEN_DECK.parse_all(["AK", "HU", "LA", "BU", "BO"])
SN_TRICK = SCHNAPSEN_DECK.parse_all(["AA"])
HEARTS = parse_trump("hearts")
SK_HAND = SCHAFKOPF_DECK.parse_all(["AA", "A7", "HO", "LU", "B9", "L10", "HK", "B8"])
SK_TRICK = SCHAFKOPF_DECK.parse_all(["A9"])
RUFSPIEL = schafkopf_contract("rufspiel:acorns")
FARBWENZ = schafkopf_contract("farbwenz:hearts")


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
    print(f"python {sys.version.split()[0]}; goal: at most 10 µs median per hand")
    measure("jass judge_hand, 9 cards, 2 in the trick",
            lambda: jass_judge(JASS_HAND, JASS_TRICK, ACORNS, JASVEL))
    measure("jass judge_hand, 9 cards, leading", lambda: jass_judge(JASS_HAND, (), ACORNS))
    measure("jass judge_trick, 4 cards", lambda: jass_trick((*JASS_TRICK, *JASS_HAND[:2]),
                                                            ACORNS))
    measure("schnapsen judge_hand, 5 cards, talon closed",
            lambda: schnapsen_judge(SN_HAND, SN_TRICK, HEARTS, Talon.CLOSED))
    measure("schafkopf judge_hand, 8 cards, Rufspiel, called suit led",
            lambda: schafkopf_judge(SK_HAND, SK_TRICK, RUFSPIEL))
    measure("schafkopf judge_hand, 8 cards, Farbwenz",
            lambda: schafkopf_judge(SK_HAND, SK_TRICK, FARBWENZ))


if __name__ == "__main__":
    main()
