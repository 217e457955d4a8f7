"""The compiled rules core against the same code run as Python: seeded random positions of every
game (bench/mixed.py's legal-cards and trick questions, every ruleset and contract form)
judged in this process (the compiled core, where it is built) and in a subprocess with
``STICHFEST_PURE=1``. Each answer is one canonical line: for a hand, every verdict (card,
legal, rule id, case, deciding card) and every verdict's facts; for a trick, its winner, rule,
case and each card's role, rank and points; for a question the engine refuses, its problem.
The lines (or, for large runs, a digest of each) are compared byte for byte; prints per game
the positions and the count of differences, and the first few differing questions.

    .venv/bin/python bench/differential.py [--positions 100000] [--seed 3] [--game skat]
"""

from __future__ import annotations

import argparse
import dataclasses
import enum
import hashlib
import json
import os
import random
import subprocess
import sys
import types
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import stichfest.core
from api.games.answer_parts import read_cards
from api.games.registry import GAME_APIS
from bench.mixed import Deal, Dealer, Question
from rules.cards import Card
from rules.errors import RulesInputError
from rules.registry import GAMES

ROOT = Path(__file__).resolve().parent.parent
DIGEST = 16  # bytes of a line's digest, where the lines themselves are too many to send


def canonical(value: Any) -> Any:
    """A JSON value that says everything ``value`` holds, the same for both engines; a type
    it does not know fails rather than being compared by its ``repr``."""
    kind = type(value)
    form = _FORMS.get(kind)
    if form is None:
        form = _FORMS[kind] = _form(kind)
    return form(value)


def _form(kind: type) -> Callable[[Any], Any]:
    """How a value of ``kind`` is written, found once per type."""
    if kind is type(None) or (issubclass(kind, bool | int | str) and not issubclass(
            kind, enum.Enum)):
        return lambda value: value
    if issubclass(kind, Card):
        return lambda card: f"{card.suit.value}:{card.rank.value}"
    if issubclass(kind, enum.Enum):
        return lambda member: canonical(member.value)
    if issubclass(kind, tuple) and hasattr(kind, "_fields"):
        names = kind._fields
        return lambda value: [canonical(part) for part in value] + list(names)
    if dataclasses.is_dataclass(kind):
        names = tuple(f.name for f in dataclasses.fields(kind))
        return lambda value: {name: canonical(getattr(value, name)) for name in names}
    if issubclass(kind, Mapping):
        return lambda value: [[canonical(k), canonical(v)] for k, v in value.items()]
    if issubclass(kind, frozenset | set):
        return lambda value: sorted(json.dumps(canonical(v)) for v in value)
    if issubclass(kind, Sequence):
        return lambda value: [canonical(v) for v in value]
    # A plain class of attributes (slots as Python, a compiled class's own attributes).
    fields = tuple(sorted(name for name in dir(kind) if not name.startswith("_") and isinstance(
        getattr(kind, name), types.MemberDescriptorType | types.GetSetDescriptorType)))
    if fields:
        return lambda value: {name: canonical(getattr(value, name)) for name in fields}
    raise TypeError(f"no canonical form for {kind.__name__}")


_FORMS: dict[type, Callable[[Any], Any]] = {}


def judged(question: Question) -> Any:
    """What the engine answers: the verdicts and their facts, or the trick's outcome."""
    adapter, body = GAME_APIS[question.game], question.body
    try:
        contract = adapter.read_contract(body)
        game = adapter.game_for(body) if adapter.ruled else adapter.game
        if question.kind == "trick":
            trick = read_cards(game.deck, {"trick": body["trick"]})["trick"]
            return {"trick": game.judge_trick(trick, contract)}
        cards = read_cards(game.deck, {"hand": body["hand"], "trick": body.get("trick", [])})
        position = adapter.position(body, contract, cards["hand"], cards["trick"])
        judgement = game.judge(position)
        facts = game.facts(position, judgement.verdicts)
        return {"judgement": judgement, "shared": facts.shared, "own": list(facts.own)}
    except RulesInputError as problem:
        return {"problem": problem.code, "kind": problem.kind, "field": problem.field,
                "index": problem.index, "values": problem.values}


class Positions(Dealer):
    """bench/mixed.py's questions without their GET form, which only the server reads."""

    def _finish(self, deal: Deal, body: dict[str, Any], kind: str) -> Question:
        body["lang"] = "en"  # words are not the engine's: one language, never drawn
        return Question(self.game_id, kind, (), body)


def questions(positions: int, seed: int, games: Sequence[str]) -> Iterator[Question]:
    """``positions`` questions of each game, every fourth a trick, seeded per game."""
    for number, game_id in enumerate(games):
        dealer = Positions(game_id, random.Random(seed * 1_000 + number))
        for index in range(positions):
            yield dealer.trick() if index % 4 == 3 else dealer.legal_cards()


def lines(positions: int, seed: int, games: Sequence[str]) -> Iterator[tuple[Question, str]]:
    for question in questions(positions, seed, games):
        line = json.dumps(canonical(judged(question)), ensure_ascii=False,
                          separators=(",", ":"))
        yield question, line


def digest(line: str) -> bytes:
    return hashlib.blake2b(line.encode(), digest_size=DIGEST).digest()


def pure_side(positions: int, seed: int, games: Sequence[str], digests: bool,
              ) -> subprocess.Popen[bytes]:
    """The same positions judged by the engine as Python, in a subprocess."""
    command = [sys.executable, str(Path(__file__).resolve()), "--side",
               "--positions", str(positions), "--seed", str(seed), "--games", ",".join(games)]
    env = {**os.environ, stichfest.core.VARIABLE: "1"}
    return subprocess.Popen([*command, *(["--digests"] if digests else [])],
                            stdout=subprocess.PIPE, env=env, cwd=ROOT)


def differences(positions: int, seed: int, games: Sequence[str] = tuple(GAMES),
                digests: bool = False) -> tuple[dict[str, int], list[tuple[Question, str, str]]]:
    """Positions judged per game, and every question whose answers differ (this process's
    line, the pure one's: its digest where ``digests``)."""
    pure = pure_side(positions, seed, games, digests)
    assert pure.stdout is not None
    counted: dict[str, int] = dict.fromkeys(games, 0)
    differing: list[tuple[Question, str, str]] = []
    for question, line in lines(positions, seed, games):
        counted[question.game] += 1
        if digests:
            theirs = pure.stdout.read(DIGEST)
            if theirs != digest(line):
                differing.append((question, line, theirs.hex()))
        else:
            their_line = pure.stdout.readline().decode().rstrip("\n")
            if their_line != line:
                differing.append((question, line, their_line))
    rest = pure.stdout.read()
    if pure.wait() != 0 or rest:
        raise RuntimeError(f"the pure side failed ({pure.returncode}) or answered more")
    return counted, differing


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=100_000, help="per game")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--side", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--digests", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    games = tuple(args.games.split(","))
    if args.side:  # the pure side: one line (or digest) per position on stdout
        out = sys.stdout.buffer
        for _, line in lines(args.positions, args.seed, games):
            out.write(digest(line) if args.digests else (line + "\n").encode())
        out.flush()
        return
    compiled = stichfest.core.compiled_modules()
    print(f"this side: {len(compiled)} compiled modules of rules; the other: STICHFEST_PURE=1")
    counted, differing = differences(args.positions, args.seed, games, digests=True)
    for game_id, count in counted.items():
        found = sum(1 for question, _, _ in differing if question.game == game_id)
        print(f"{game_id:<16} {count:>9,} positions  {found:>6,} differences")
    print(f"{'all':<16} {sum(counted.values()):>9,} positions  {len(differing):>6,} differences")
    for question, line, _ in differing[:5]:
        print(question.game, question.kind, json.dumps(question.body), line[:300])


if __name__ == "__main__":
    main()
