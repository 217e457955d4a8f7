"""Our Jass verdicts against jass-kit's ``RuleSchieber.get_valid_cards`` (PyPI ``jass-kit``
2.0.5, a benchmark dependency only: ``pip install -e '.[bench]'``), on the same random
positions: the time for a full hand (our verdicts for every card; jass-kit's legal set) and,
as a sanity check, whether the legal sets agree under our ``standard`` ruleset (jass-kit
implements common Swiss Schieber rules). Positions are mapped to jass-kit's encoding before
any timing: a one-hot hand of 36, the trick as card indices padded with -1 (as its
``GameState.current_trick``), the number of cards already in the trick, and a trump number.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from functools import partial
from typing import Any

from bench.engine_calls import legal_codes, prepare
from bench.mixed import varied_questions

WANTED = "2.0.5"
# jass-kit: colours 0 diamonds (Schellen, our B), 1 hearts (Rosen, R), 2 spades (Schilten, S),
# 3 clubs (Eicheln, A); within a colour A K Q J 10 9 8 7 6 at offsets 0 … 8; trump 0 … 3 a
# colour, 4 Obe-abe, 5 Une-ufe.
COLOUR = {"B": 0, "R": 1, "S": 2, "A": 3}
OFFSET = {"A": 0, "K": 1, "O": 2, "U": 3, "10": 4, "9": 5, "8": 6, "7": 7, "6": 8}
TRUMP = {"trump:bells": 0, "trump:roses": 1, "trump:shields": 2, "trump:acorns": 3,
         "obenabe": 4, "undenufe": 5}
CODE = {9 * colour + offset: suit + rank
        for suit, colour in COLOUR.items() for rank, offset in OFFSET.items()}
INDEX = {code: index for index, code in CODE.items()}


def load() -> tuple[Any, Any, str] | str:
    """(numpy, a RuleSchieber, its version), or why jass-kit cannot be used."""
    try:
        from importlib.metadata import version

        import numpy
        from jass.game.rule_schieber import RuleSchieber

        return numpy, RuleSchieber(), version("jass-kit")
    except Exception as error:  # not installed, or broken: the comparison is skipped
        return (f"jass-kit is not usable ({type(error).__name__}: {error}); install it with "
                f"`.venv/bin/pip install jass-kit=={WANTED}` (or `pip install -e '.[bench]'`) "
                "for the comparison")


def positions(count: int, seed: int) -> list[dict[str, Any]]:
    """``count`` different Jass positions (contract, hand, trick), ruleset standard."""
    found: dict[tuple[str, ...], dict[str, Any]] = {}
    batch = count
    while len(found) < count:
        for question in varied_questions(batch, seed, games=("jass",)):
            query = dict(question.query)
            key = (query["contract"], query["hand"], query.get("trick", ""))
            found.setdefault(key, {**question.body, "slug": query["contract"],
                                   "ruleset": "standard"})
        batch, seed = count, seed + 1
    return list(found.values())[:count]


def kit_call(numpy: Any, rule: Any, body: dict[str, Any]) -> Callable[[], Any]:
    hand = numpy.zeros(36, numpy.int32)
    hand[[INDEX[code] for code in body["hand"]]] = 1
    trick = numpy.full(4, -1, numpy.int32)
    played = [INDEX[code] for code in body.get("trick", ())]
    trick[:len(played)] = played
    return partial(rule.get_valid_cards, hand, trick, len(played), TRUMP[body["slug"]])


def _per_call(calls: list[Callable[[], Any]]) -> float:
    start = time.perf_counter()
    for call in calls:
        call()
    return (time.perf_counter() - start) / len(calls)


def compare(count: int = 5000, seed: int = 23, rounds: int = 15, shown: int = 5) -> None:
    loaded = load()
    if isinstance(loaded, str):
        print(loaded)
        return
    numpy, rule, version = loaded
    bodies = positions(count, seed)
    ours = [prepare("jass", "legal-cards", {k: v for k, v in b.items() if k != "slug"})
            for b in bodies]
    theirs = [kit_call(numpy, rule, body) for body in bodies]
    samples: tuple[list[float], list[float]] = ([], [])
    for _ in range(rounds):  # interleaved, so that a busy moment of the machine hits both
        samples[0].append(_per_call(ours))
        samples[1].append(_per_call(theirs))
    ours_median, theirs_median = (statistics.median(s) * 1e6 for s in samples)
    note = "" if version == WANTED else f" (wanted {WANTED})"
    print(f"\njass-kit {version}{note}: {len(bodies)} different random Jass positions "
          f"(seeded; hand 1-9 cards, 0-3 in the trick, all 6 contracts), {rounds} rounds")
    print(f"ours     judge_hand (full verdicts, standard) median {ours_median:7.2f} µs per hand")
    print(f"jass-kit RuleSchieber.get_valid_cards           median {theirs_median:7.2f} µs "
          "per hand")
    print(f"ratio ours/jass-kit = {ours_median / theirs_median:.2f}  (goal <= 0.50)")
    disagree = []
    for body, our_call, their_call in zip(bodies, ours, theirs, strict=True):
        mine = legal_codes("jass", our_call())
        kit = {CODE[int(i)] for i in numpy.flatnonzero(their_call())}
        if mine != kit:
            disagree.append((body, mine, kit))
    print(f"legal sets, ruleset standard: {len(bodies) - len(disagree)} agree, "
          f"{len(disagree)} disagree")
    for body, mine, kit in disagree[:shown]:
        print(f"  {body['slug']:<14} hand {','.join(body['hand']):<28} trick "
              f"{','.join(body.get('trick', ())):<10} ours-only {sorted(mine - kit)} "
              f"jass-kit-only {sorted(kit - mine)}")
