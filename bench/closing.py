"""The closing calculator's search (``rules.schnapsen.closing``) timed per talon size, for
Schnapsen and Sechsundsechzig: random positions the player on lead may close (the tricks so
far drawn at random, the tallies read from them), each solved with a table of its own (cold,
as the first question of a worker) and then once more with the table the first left (warm,
as a worker that was asked the same trump before). CPU clock, one core.

``--instructions`` adds, beside the times of each row the speed targets name (≤ 252 deals,
the hardest first leads), the CPU instructions of its cold solves (valgrind's callgrind,
counting only the solves: the same figure however busy the machine is), per position, for
the compiled core and for the sources (``STICHFEST_PURE=1``), each in a process of its own.

    .venv/bin/python bench/closing.py [--positions 3] [--seed 1] [--game schnapsen]
        [--instructions]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

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


def spec(rules: Variant, position: ClosingPosition) -> list[object]:
    """A position as the child process reads it back (the tallies follow from the tricks)."""
    code = rules.deck.code
    return [rules.game_id, code(position.trump_card), [code(c) for c in position.hand],
            position.talon_cards, [[code(c) for c in trick] for trick in position.tricks],
            [position.me.card_points, position.me.tricks, position.opponent.card_points,
             position.opponent.tricks]]


def read_spec(item: Any) -> tuple[Variant, ClosingPosition]:
    game, trump_card, hand, talon, tricks, (mine, my_tricks, his, his_tricks) = item
    rules = VARIANTS[game]
    card = rules.deck.parse
    turned = card(trump_card)
    contract = next(c for c in ALL_CONTRACTS if c.trump is turned.suit)
    return rules, ClosingPosition(contract, tuple(card(c) for c in hand), talon, turned,
                                  tuple((card(a), card(b)) for a, b in tricks), None, (),
                                  Tally(mine, my_tricks), Tally(his, his_tricks))


def child(path: str, flag: str) -> None:
    """Runs under callgrind: reads the positions, sets up, waits for counting, solves each
    once with a table of its own, says so, waits."""
    solves = []
    for item in json.loads(Path(path).read_text()):
        rules, position = read_spec(item)
        solves.append((rules, position, ClosedPlay(rules, position.contract)))
    solve_closing(solves[0][1], solves[0][0])  # warm: imports and first calls outside the count
    Path(flag + ".ready").touch()
    while not Path(flag + ".go").exists():
        time.sleep(0.05)
    for rules, position, play in solves:
        solve_closing(position, rules, play)
    Path(flag + ".done").touch()
    while not Path(flag + ".stop").exists():
        time.sleep(0.05)


def instructions(specs: list[list[object]], pure: bool) -> float:
    """Instructions per position of the cold solves, in a process of its own."""
    from bench.instructions import callgrind

    env = {k: v for k, v in os.environ.items() if k != "STICHFEST_PURE"}
    if pure:
        env["STICHFEST_PURE"] = "1"

    def child(directory: str) -> list[str]:
        Path(f"{directory}/positions.json").write_text(json.dumps(specs))
        return [__file__, "--child", f"{directory}/positions.json"]

    return callgrind(child, len(specs), env=env)


def counted(rules: Variant, positions: list[ClosingPosition], asked: bool) -> str:
    """The row's instruction columns: compiled and pure, per position."""
    if not asked:
        return ""
    specs = [spec(rules, p) for p in positions]
    compiled, pure = instructions(specs, False), instructions(specs, True)
    return f" {compiled / 1e6:,.1f} M | {pure / 1e6:,.1f} M ({pure / compiled:.2f}×) |"


def measure(rules: Variant, talon: int, count: int, rng: random.Random,
            asked: bool = False) -> str:
    cold: list[float] = []
    warm: list[float] = []
    entries: list[int] = []
    positions: list[ClosingPosition] = []
    deals = 0
    while len(cold) < count:
        position = random_position(rules, talon, rng)
        if position is None:
            continue
        positions.append(position)
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
            f"{statistics.median(entries):,.0f} |"
            + (counted(rules, positions, asked) if deals <= TARGET_DEALS else
               " | |" if asked else ""))


TARGET_DEALS = 252  # the targets' smallest class: every position with at most this many deals


# The slowest first leads found: hands of high trumps, where the closer wins many deals and
# every win must be proved against all of the opponent's replies; and the slowest of a scan
# of random first leads (300 of Schnapsen, 200 of 66), the 66 one a hand of high cards
# without a trump, where most deals are lost and every loss must be proved.
HARD = (("schnapsen", "HA H10 HK LA A10", "HO"), ("schnapsen", "BO BK AA HA L10", "HU"),
        ("sechsundsechzig", "HA H10 HK LA A10 HO", "H9"),
        ("sechsundsechzig", "HA H10 HK LA A10 AK", "H9"),
        ("sechsundsechzig", "HO H10 HA BA B10 HK", "L9"))


def measure_hard(name: str, hand: str, trump_card: str, asked: bool = False) -> str:
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
            f"{len(play.table):,} |" + counted(rules, [position], asked))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", choices=sorted(VARIANTS))
    parser.add_argument("--instructions", action="store_true",
                        help="callgrind's instruction counts beside the targets' rows")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("--flag", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child, args.flag)
        return
    rng = random.Random(args.seed)
    asked = args.instructions
    extra = " instructions per position, compiled | pure |" if asked else ""
    print("| game | talon | deals | cold ms, median | warm ms | table entries |" + extra)
    print("|---|---|---|---|---|---|" + ("---|---|" if asked else ""))
    for name, rules in VARIANTS.items():
        if args.game not in (None, name):
            continue
        for talon in sorted(n for n in rules.talon_sizes
                             if n >= rules.min_talon_for_closing):
            print(measure(rules, talon, args.positions, rng, asked), flush=True)
    for name, hand, trump_card in HARD:
        if args.game in (None, name):
            print(measure_hard(name, hand, trump_card, asked), flush=True)


if __name__ == "__main__":
    main()
