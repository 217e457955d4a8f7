"""The closing calculator (``rules.schnapsen.closing``) against the tests' brute force in C
(``bench/closing_brute_c.py``, which the tests run too: no table, no pruning) at full size: random
positions of every talon size the player on lead may close, each counted by both over every
deal and every first lead; prints the agreements per game and talon size as it goes.

Sechsundsechzig's first lead (12,376 deals of six-card hands) takes the brute force minutes
when every branch is played out; ``--stop-early`` stops at the first child that decides
(the same values, far fewer nodes). Needs a C compiler (``cc``).

    .venv/bin/python bench/closing_brute.py [--positions 500] [--seed 1] [--game sechsundsechzig]
        [--stop-early]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.closing_brute_c import CBrute
from bench.closing_brute_py import Cards
from bench.closing_draws import draw
from rules.schnapsen.closing import solve_closing
from rules.schnapsen.contract import ALL_CONTRACTS
from rules.schnapsen.variant import SCHNAPSEN_VARIANT
from rules.sechsundsechzig.game import SECHSUNDSECHZIG_VARIANT

VARIANTS = {"schnapsen": SCHNAPSEN_VARIANT, "sechsundsechzig": SECHSUNDSECHZIG_VARIANT}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", choices=sorted(VARIANTS))
    parser.add_argument("--stop-early", action="store_true")
    args = parser.parse_args()
    for game, rules in VARIANTS.items():
        if args.game not in (None, game):
            continue
        rng = random.Random(args.seed)
        brutes = {c.trump: CBrute(Cards(rules, c), args.stop_early) for c in ALL_CONTRACTS}
        sizes = [n for n in rules.talon_sizes if n >= rules.min_talon_for_closing]
        agreed: Counter[int] = Counter()
        asked: Counter[int] = Counter()
        deals = 0
        started = time.process_time()
        for n in range(args.positions):
            talon = sizes[n % len(sizes)]  # every talon size as often
            position = None
            while position is None:
                position = draw(rng, rules, talon)
            counted = brutes[position.contract.trump].count(position, rules)
            assert counted is not None
            answer = solve_closing(position, rules)
            same = (answer.deals == counted.deals
                    and tuple(lead.wins for lead in answer.leads) == counted.wins
                    and answer.wins_double_dummy == counted.wins_double_dummy)
            asked[talon] += 1
            agreed[talon] += same
            deals += answer.deals
            if not same:
                print(f"DISAGREE {game} {position}", flush=True)
            if (n + 1) % 5 == 0 or n + 1 == args.positions:
                print(f"{game}: {sum(agreed.values())} of {n + 1} positions agree ({deals:,} "
                      f"deals; by talon {dict(sorted(agreed.items()))} of "
                      f"{dict(sorted(asked.items()))}); {time.process_time() - started:.0f} "
                      f"s CPU", flush=True)


if __name__ == "__main__":
    main()
