"""The closing calculator's search (``rules.schnapsen.closing``) timed per talon size, for
Schnapsen and Sechsundsechzig: random positions the player on lead may close (the tricks so
far drawn at random, the tallies read from them), each solved with a table of its own (cold,
as the first question of a worker) and then once more with the table the first left (warm,
as a worker that was asked the same trump before). CPU clock, one core.

    .venv/bin/python bench/closing.py [--positions 3] [--seed 1] [--game schnapsen]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import stichfest.core  # noqa: F401  (first: STICHFEST_PURE=1 runs the rules as Python)
from rules.cards import Card
from rules.schnapsen.closed_play import ClosedPlay
from rules.schnapsen.closing import ClosingPosition, Tally, solve_closing, tricks_for
from rules.schnapsen.contract import ALL_CONTRACTS
from rules.schnapsen.trick import judge_trick
from rules.schnapsen.variant import SCHNAPSEN_VARIANT, Variant
from rules.sechsundsechzig.game import SECHSUNDSECHZIG_VARIANT

VARIANTS = {"schnapsen": SCHNAPSEN_VARIANT, "sechsundsechzig": SECHSUNDSECHZIG_VARIANT}


def random_position(rules: Variant, talon: int, rng: random.Random) -> ClosingPosition | None:
    contract = rng.choice(ALL_CONTRACTS)
    trump_card = rng.choice([c for c in rules.deck.cards if c.suit is contract.trump])
    cards: list[Card] = [c for c in rules.deck.cards if c != trump_card]
    rng.shuffle(cards)
    played = tricks_for(talon, rules)
    tricks = tuple((cards[2 * n], cards[2 * n + 1]) for n in range(played))
    hand = tuple(cards[2 * played:2 * played + rules.hand_size])
    tally = {0: [0, 0], 1: [0, 0]}
    winner = 0
    for trick in reversed(tricks):
        tally[winner][0] += sum(rules.points[c.rank] for c in trick)
        tally[winner][1] += 1
        if judge_trick(trick, contract, rules).winner == 1:
            winner = 1 - winner
    if max(tally[0][0], tally[1][0]) >= rules.winning_points:
        return None  # he would claim instead of closing
    return ClosingPosition(contract, hand, talon, trump_card, tricks, None, (),
                           Tally(*tally[0]), Tally(*tally[1]))


def measure(rules: Variant, talon: int, count: int, rng: random.Random) -> str:
    cold: list[float] = []
    warm: list[float] = []
    entries: list[int] = []
    deals = 0
    while len(cold) < count:
        position = random_position(rules, talon, rng)
        if position is None:
            continue
        play = ClosedPlay(rules, position.contract)
        start = time.process_time()
        answer = solve_closing(position, rules, play)
        cold.append(time.process_time() - start)
        entries.append(len(play.table))
        start = time.process_time()
        solve_closing(position, rules, play)
        warm.append(time.process_time() - start)
        deals = answer.deals
    return (f"| {rules.title} | {talon} | {deals:,} | {1000 * statistics.median(cold):,.0f} "
            f"(max {1000 * max(cold):,.0f}) | {1000 * statistics.median(warm):,.0f} | "
            f"{statistics.median(entries):,.0f} |")


# The slowest first leads found: a hand of high trumps, where the closer wins many deals and
# every win must be proved against all of the opponent's replies.
HARD = (("schnapsen", "HA H10 HK LA A10", "HO"), ("sechsundsechzig", "HA H10 HK LA A10 HO", "H9"),
        ("sechsundsechzig", "HA H10 HK LA A10 AK", "H9"))


def measure_hard(name: str, hand: str, trump_card: str) -> str:
    rules = VARIANTS[name]
    card = rules.deck.parse
    contract = next(c for c in ALL_CONTRACTS if c.trump is card(trump_card).suit)
    position = ClosingPosition(contract, tuple(card(c) for c in hand.split()),
                               rules.stack + 1, card(trump_card), (), None, (), Tally(0, 0),
                               Tally(0, 0))
    play = ClosedPlay(rules, contract)
    start = time.process_time()
    answer = solve_closing(position, rules, play)
    spent = time.process_time() - start
    return (f"| {rules.title}, {hand} (turned up {trump_card}) | {rules.stack + 1} | "
            f"{answer.deals:,} | {1000 * spent:,.0f} | wins {answer.wins:,} | "
            f"{len(play.table):,} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", choices=sorted(VARIANTS))
    args = parser.parse_args()
    rng = random.Random(args.seed)
    print("| game | talon | deals | cold ms, median | warm ms | table entries |")
    print("|---|---|---|---|---|---|")
    for name, rules in VARIANTS.items():
        if args.game not in (None, name):
            continue
        for talon in sorted(n for n in rules.talon_sizes
                             if n >= rules.min_talon_for_closing):
            print(measure(rules, talon, args.positions, rng), flush=True)
    for name, hand, trump_card in HARD:
        if args.game in (None, name):
            print(measure_hard(name, hand, trump_card), flush=True)


if __name__ == "__main__":
    main()
