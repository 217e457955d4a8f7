"""Whole rounds checked in-process (issues 15 and 21) against the engine judging the same
positions one by one: a round walk (hands updated as cards are played, every trick judged,
the positions not checked again) should cost at most 1.5× judging its positions alone.
One seeded round each of Jass (36 plays, ``rules.round_check``), Schafkopf (32 plays, the
same walk) and Schnapsen (20 plays, its own walk with the talon drawn). Prints the median
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
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from api import create_app
from rules.cards import Card
from rules.jass.game import JASS, JassPosition
from rules.jass.ruleset import DEFAULT_RULESET
from rules.round_check import RoundCheck, check_round
from rules.schafkopf.game import SCHAFKOPF, SchafkopfPosition
from rules.schnapsen.game import SCHNAPSEN
from rules.schnapsen.round_check import check_hand

Walk = Callable[[Sequence[Card]], RoundCheck]  # the plays so far → the round checked


def shuffled(cards: Sequence[Card], seed: int) -> list[Card]:
    deck = list(cards)
    random.Random(seed).shuffle(deck)
    return deck


def random_plays(walk: Walk, seed: int) -> list[Card]:
    """A round played to its end with a random legal card at every turn, each chosen from the
    walk's own ``next`` (slow, but only once, before the clock starts)."""
    rng = random.Random(seed)
    plays: list[Card] = []
    while (following := walk(plays).next) is not None:
        plays.append(rng.choice([v.card for v in following.judgement.verdicts if v.legal]))
    return plays


def jass_round() -> tuple[Walk, Callable[[Any], object]]:
    contract = JASS.parse_contract("trump:roses")
    cards = shuffled(JASS.deck.cards, 15)
    hands = [tuple(cards[seat * 9:(seat + 1) * 9]) for seat in range(4)]

    def at(hand: tuple[Card, ...], trick: tuple[Card, ...], _earlier: object) -> JassPosition:
        return JassPosition(contract, hand, trick, DEFAULT_RULESET)

    def walk(plays: Sequence[Card]) -> RoundCheck:
        return check_round(JASS, contract, 0, plays, hands, at)

    return walk, JASS.judge


def schafkopf_round() -> tuple[Walk, Callable[[Any], object]]:
    # A Rufspiel: the called Sau's duties need the earlier tricks (R10, R11).
    contract = SCHAFKOPF.parse_contract("rufspiel:acorns")
    cards = shuffled(SCHAFKOPF.deck.cards, 21)
    hands = [tuple(cards[seat * 8:(seat + 1) * 8]) for seat in range(4)]

    def at(hand: tuple[Card, ...], trick: tuple[Card, ...],
           earlier: tuple[tuple[Card, ...], ...]) -> SchafkopfPosition:
        return SchafkopfPosition(contract, hand, trick, earlier)

    def walk(plays: Sequence[Card]) -> RoundCheck:
        return check_round(SCHAFKOPF, contract, 0, plays, hands, at)

    return walk, SCHAFKOPF.judge


def schnapsen_round() -> tuple[Walk, Callable[[Any], object]]:
    # No leader actions: the talon is drawn to its end and the last five tricks are strict.
    cards = shuffled(SCHNAPSEN.deck.cards, 6)
    hands, talon, trump_card = [cards[0:5], cards[5:10]], cards[10:19], cards[19]
    contract = SCHNAPSEN.parse_contract(trump_card.suit.value)

    def walk(plays: Sequence[Card]) -> RoundCheck:
        return check_hand(contract, 0, hands, talon, trump_card, plays, ())

    return walk, SCHNAPSEN.judge


def timed(make: Callable[[], tuple[Walk, Callable[[Any], object]]], seed: int
          ) -> tuple[Callable[[], object], Callable[[], None], int]:
    """(check the whole round, judge its positions one by one, the number of plays)."""
    whole, one_by_one, plays = timed_plays(make, seed)
    return whole, one_by_one, len(plays)


def timed_plays(make: Callable[[], tuple[Walk, Callable[[Any], object]]], seed: int
                ) -> tuple[Callable[[], object], Callable[[], None], list[Card]]:
    walk, judge = make()
    plays = random_plays(walk, seed)
    alone = [p.position for p in walk(plays).plays]

    def whole() -> object:
        return walk(plays)

    def one_by_one() -> None:
        for position in alone:
            judge(position)

    return whole, one_by_one, plays


def request_body(title: str, plays: Sequence[Card]) -> tuple[str, dict[str, Any]]:
    """The seeded round of ``title`` as its ``POST /{game}/rounds/check``: path and body."""
    if title == "Jass":
        cards = shuffled(JASS.deck.cards, 15)
        return "/api/v1/jass/rounds/check", {
            "contract": {"type": "trump", "trump": "roses"}, "leader": 0,
            "hands": [[JASS.deck.code(c) for c in cards[s * 9:(s + 1) * 9]] for s in range(4)],
            "plays": [JASS.deck.code(c) for c in plays]}
    if title == "Schafkopf":
        cards = shuffled(SCHAFKOPF.deck.cards, 21)
        code = SCHAFKOPF.deck.code
        return "/api/v1/schafkopf/rounds/check", {
            "contract": {"type": "rufspiel", "called_suit": "acorns"}, "leader": 0,
            "declarer": 0, "hands": [[code(c) for c in cards[s * 8:(s + 1) * 8]]
                                     for s in range(4)], "plays": [code(c) for c in plays]}
    cards = shuffled(SCHNAPSEN.deck.cards, 6)
    code = SCHNAPSEN.deck.code
    return "/api/v1/schnapsen/rounds/check", {
        "contract": {"trump": cards[19].suit.value}, "leader": 0,
        "hands": [[code(c) for c in cards[0:5]], [code(c) for c in cards[5:10]]],
        "talon": [code(c) for c in cards[10:19]], "trump_card": code(cards[19]),
        "plays": [code(c) for c in plays]}


def dealt_round() -> tuple[Callable[[], object], Callable[[], None]]:
    """The Jass round, as ``bench/instructions.py`` counts it: (check it whole, judge its 36
    positions one by one)."""
    whole, one_by_one, _ = timed(jass_round, 0)
    return whole, one_by_one


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
    games = {"Jass": jass_round, "Schafkopf": schafkopf_round, "Schnapsen": schnapsen_round}
    client = create_app({"ACCESS_LOG": False}).test_client()
    for seed, (title, make) in enumerate(games.items()):
        whole, one_by_one, played = timed_plays(make, seed)
        plays = len(played)
        results = {f"{title}: {plays} positions judged one by one":
                   measure(one_by_one, args.rounds, args.calls),
                   f"{title}: the round checked ({plays} plays)":
                   measure(whole, args.rounds, args.calls)}
        for label, samples in results.items():
            print(f"{label:<46} median {statistics.median(samples):8.1f} µs   "
                  f"min {min(samples):8.1f} µs")
        judged, checked = (statistics.median(s) for s in results.values())
        print(f"{title + ': ratio (goal ≤ 1.5)':<46} {checked / judged:.2f}")
        path, body = request_body(title, played)
        for detail in ("full", "facts", "ids"):
            asked = {**body, "detail": detail}
            answer = client.post(path, json=asked)
            if answer.status_code != 200:
                raise RuntimeError(answer.get_data(as_text=True)[:500])
            samples = measure(lambda asked=asked, path=path: client.post(path, json=asked),
                              args.rounds,
                              max(1, args.calls // 10))
            print(f"{title}: one request, detail={detail:<5} ({len(answer.data):6} bytes)"
                  f"  median {statistics.median(samples):8.1f} µs   ratio to its positions "
                  f"judged alone {statistics.median(samples) / judged:.2f}"
                  f"{' (goal ≤ 1.5)' if detail == 'full' else ''}")


if __name__ == "__main__":
    main()
