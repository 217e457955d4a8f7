"""Engine speed: per-card verdicts for a full hand of each game, and the trick, on fixed
positions, judged by the rules core as Python (``STICHFEST_PURE=1``) and compiled, each in a
process of its own, the two alternated round by round; per case the minimum over rounds of
each and the ratio. With ``--openspiel`` and ``--freeboardgames``, then the compiled peers
beside both on the same seeded positions (bench/peers.py). When jass-kit is installed (a
benchmark dependency: ``pip install -e '.[bench]'``), our Jass verdicts against its
``get_valid_cards`` on thousands of seeded random positions, time and agreement of the legal
sets (bench/jasskit.py). Nothing is asserted.

    .venv/bin/python bench/engine.py [--rounds 15] [--positions 5000] \
        [--openspiel /path/to/venv/bin/python --freeboardgames /path/to/FreeBoardGames.org]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import stichfest.core  # noqa: F401  (first: STICHFEST_PURE=1 runs the rules as Python)
from bench import jasskit, peers
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


def worker(calls: int) -> None:
    """One side: for each line of stdin, every case timed once, µs per call, as JSON."""
    prepared = [prepare(game, question, body) for _, game, question, body in CASES]
    print("ready", flush=True)
    for _ in sys.stdin:
        found = []
        for call in prepared:
            start = time.perf_counter()
            for _ in range(calls):
                call()
            found.append((time.perf_counter() - start) / calls * 1e6)
        print(json.dumps(found), flush=True)


def side_by_side(rounds: int, calls: int) -> None:
    command = [sys.executable, __file__, "--worker", "--calls", str(calls)]
    sides = {name: subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                    text=True, env={**os.environ, "STICHFEST_PURE": flag})
             for name, flag in (("pure", "1"), ("compiled", "0"))}
    samples: dict[str, list[list[float]]] = {name: [] for name in sides}
    for process in sides.values():
        assert process.stdout is not None
        process.stdout.readline()
    for _ in range(rounds):
        for name, process in sides.items():
            assert process.stdin is not None
            assert process.stdout is not None
            process.stdin.write("go\n")
            process.stdin.flush()
            samples[name].append(json.loads(process.stdout.readline()))
    for process in sides.values():
        assert process.stdin is not None
        process.stdin.close()
        process.wait()
    print(f"{'case':<58} {'pure':>8} {'compiled':>9}  ratio (minimum of {rounds} rounds, µs)")
    ratios = []
    for at, (label, *_) in enumerate(CASES):
        pure, compiled = (min(s[at] for s in samples[name]) for name in ("pure", "compiled"))
        ratios.append(pure / compiled)
        print(f"{label:<58} {pure:8.2f} {compiled:9.2f}  {pure / compiled:5.2f}×")
    print(f"median {statistics.median(ratios):.2f}×, lowest {min(ratios):.2f}×")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=5000,
                        help="random Jass positions for the jass-kit comparison")
    parser.add_argument("--rounds", type=int, default=15,
                        help="rounds of pure and compiled, alternated (and of each comparison)")
    parser.add_argument("--calls", type=int, default=2000, help="calls per case and round")
    parser.add_argument("--openspiel", help="a Python with open_spiel (bench/peers.py)")
    parser.add_argument("--freeboardgames", help="FreeBoardGames.org's sources (bench/peers.py)")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker(args.calls)
        return
    print(f"python {sys.version.split()[0]}")
    side_by_side(args.rounds, args.calls)
    if args.openspiel or args.freeboardgames:
        peers.main(["--rounds", str(args.rounds),
                    *(["--openspiel", args.openspiel] if args.openspiel else []),
                    *(["--freeboardgames", args.freeboardgames] if args.freeboardgames
                      else [])])
    jasskit.compare(args.positions, rounds=args.rounds)


if __name__ == "__main__":
    main()
