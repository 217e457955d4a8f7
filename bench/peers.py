"""Our legal cards beside the compiled peers' on the same seeded positions, in one run that
alternates the sides round by round: the rules engine as Python (``STICHFEST_PURE=1``),
compiled, and the peer; per position µs (the minimum and median of the rounds) and the ratios.

* Skat against OpenSpiel's C++ (``pyspiel``, from PyPI, in a virtualenv of its own): a seeded
  deal applied as OpenSpiel's chance actions, a seeded game type, Skat and plays, each position
  the player to move; its ``legal_actions()`` against our ``judge_hand``.
* Doppelkopf against FreeBoardGames' ``selectableCards`` in node, run from its sources (a
  checkout, or the git directory the ``fetch`` of github:freeboardgames/FreeBoardGames.org
  gives), transpiled with the TypeScript of ``build/npm-tools``: seeded deals and random legal
  plays under the contracts both know (normal game, the four Farbsoli, Damen-, Buben- and
  Fleischlos solo).

The legal sets are compared too; a side that cannot run is named with its error. Nothing of a
peer is kept in the repository; its drivers are written to a scratch folder.

    .venv/bin/python bench/peers.py --openspiel /path/to/venv/bin/python \\
        --freeboardgames /path/to/FreeBoardGames.org [--positions 3000] [--rounds 9]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
TYPESCRIPT = ROOT / "build" / "npm-tools" / "node_modules" / "typescript"
# OpenSpiel's card ids: suits Karo, Herz, Pik, Kreuz; in each 7 8 9 D K 10 A B.
OS_SUITS, OS_RANKS = "DHSC", ("7", "8", "9", "Q", "K", "10", "A", "J")
OS_TYPES = {33: {"type": "suit", "trump": "diamonds"}, 34: {"type": "suit", "trump": "hearts"},
            35: {"type": "suit", "trump": "spades"}, 36: {"type": "suit", "trump": "clubs"},
            37: {"type": "grand"}, 38: {"type": "null"}}
NULL = 38
# OpenSpiel deals 3, 3, 3, the Skat's 2, then 4, 4, 4 and 3, 3, 3: each dealt place's seat
# (3 for the Skat), as its chance actions take the cards.
OS_DEAL = [s for s, n in ((0, 3), (1, 3), (2, 3), (3, 2), (0, 4), (1, 4), (2, 4), (0, 3),
                          (1, 3), (2, 3)) for _ in range(n)]

OPENSPIEL_DRIVER = """
import json, sys, time, pyspiel
positions = json.load(open(sys.argv[1]))
game = pyspiel.load_game("skat")
states = []
for p in positions:
    state = game.new_initial_state()
    for action in p["actions"]:
        state.apply_action(action)
    states.append(state)
print(json.dumps([sorted(s.legal_actions()) for s in states]), flush=True)
for line in sys.stdin:
    start = time.perf_counter()
    for s in states:
        s.legal_actions()
    print((time.perf_counter() - start) / len(states) * 1e6, flush=True)
"""

NODE_DRIVER = """
const fs = require('fs');
const {selectableCards} = require('./games/doppelkopf/util/placement.js');
const SUITS = {D: 0, H: 1, S: 2, C: 3};
const VALUES = {'9': 9, '10': 10, 'J': 11, 'Q': 12, 'K': 13, 'A': 14};
const CONTRACTS = {normal: 2, farbsolo: 4, damensolo: 6, bubensolo: 7, fleischlos: 8};
const TRUMPS = {clubs: 3, spades: 2, hearts: 1, diamonds: 0};
const card = (code) => ({suit: SUITS[code[0]], value: VALUES[code.slice(1)]});
const Gs = JSON.parse(fs.readFileSync(process.argv[2])).map((p) => ({
  players: [{id: '0', hand: p.hand.map(card)}], contract: CONTRACTS[p.contract.type],
  trumpSuit: TRUMPS[p.contract.trump || 'diamonds'], trick: {cards: p.trick.map(card)}}));
console.log(JSON.stringify(Gs.map((G) => selectableCards(G, '0'))));
require('readline').createInterface({input: process.stdin}).on('line', () => {
  const start = process.hrtime.bigint();
  for (const G of Gs) selectableCards(G, '0');
  console.log(Number(process.hrtime.bigint() - start) / 1000 / Gs.length);
});
"""
FBG_FILES = {"games/doppelkopf/util/placement": "web/src/games/doppelkopf/util/placement.ts",
             "games/doppelkopf/util/misc": "web/src/games/doppelkopf/util/misc.ts",
             "games/doppelkopf/types": "web/src/games/doppelkopf/types.ts",
             "node_modules/gamesShared/definitions/cards":
                 "web/src/gamesShared/definitions/cards.ts"}
TRANSPILE = """
const ts = require(process.argv[1]); const fs = require('fs');
const source = fs.readFileSync(0, 'utf8');
process.stdout.write(ts.transpileModule(source, {compilerOptions: {module: 1, target: 7}})
  .outputText);
"""


def skat_positions(count: int, seed: int) -> list[dict[str, Any]]:
    """Seeded deals, game types, Skats and plays, as OpenSpiel's actions and as our question:
    the hand of the player to move and the trick so far; random play needs legal moves, so
    each next card is one our engine calls legal (the legal sets are compared afterwards)."""
    from bench.engine_calls import legal_codes, prepare
    from rules.registry import GAMES
    game = GAMES["skat"]
    rng = random.Random(seed)
    codes = [suit + rank for suit in OS_SUITS for rank in OS_RANKS]
    found = []
    while len(found) < count:
        deal = rng.sample(range(32), 32)
        kind = rng.choice(list(OS_TYPES))
        hands: list[list[int]] = [[], [], [], []]
        for seat, card in zip(OS_DEAL, deal, strict=True):
            hands[seat].append(card)
        hands[0] += hands[3]
        skat = rng.sample(hands[0], 2)
        hands[0] = [c for c in hands[0] if c not in skat]
        actions = [*deal, kind, *skat]
        seat, trick, seats = 0, [], []
        for _ in range(rng.randrange(30)):
            body = {"contract": OS_TYPES[kind], "hand": [codes[c] for c in hands[seat]],
                    "trick": [codes[c] for c in trick]}
            legal = sorted(legal_codes("skat", prepare("skat", "legal-cards", body)()))
            card = codes.index(rng.choice(legal))
            actions.append(card)
            hands[seat].remove(card)
            trick.append(card)
            seats.append(seat)
            seat = (seat + 1) % 3
            if len(trick) == 3:
                won = game.judge_trick(game.deck.parse_all([codes[c] for c in trick]),
                                       game.contract_from_parts(OS_TYPES[kind])).winner
                seat, trick, seats = seats[won], [], []
                if kind == NULL and seat == 0:  # the declarer's trick ends a Null game
                    break
        if kind == NULL and seat == 0 and not trick and len(hands[0]) < 10:
            continue
        found.append({"actions": actions, "contract": OS_TYPES[kind],
                      "hand": [codes[c] for c in hands[seat]],
                      "trick": [codes[c] for c in trick]})
    return found


def doppelkopf_positions(count: int, seed: int) -> list[dict[str, Any]]:
    """Seeded deals of the doubled pack and random legal plays, whole tricks won by their
    winner, under the contracts FreeBoardGames knows."""
    from bench.engine_calls import legal_codes, prepare
    from rules.registry import GAMES
    game = GAMES["doppelkopf"]
    deck = game.deck
    pack = [deck.code(card) for card in deck.cards] * 2
    contracts = [{"type": "normal"}, {"type": "damensolo"}, {"type": "bubensolo"},
                 {"type": "fleischlos"},
                 *({"type": "farbsolo", "trump": s} for s in ("clubs", "spades", "hearts",
                                                              "diamonds"))]
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        cards = rng.sample(pack, 48)
        hands = [cards[i::4] for i in range(4)]
        contract = rng.choice(contracts)
        parsed = game.contract_from_parts(contract)
        seat, trick, seats = 0, [], []
        for _ in range(rng.randrange(48)):
            body = {"contract": contract, "hand": hands[seat], "trick": trick}
            card = rng.choice(sorted(legal_codes("doppelkopf",
                                                 prepare("doppelkopf", "legal-cards", body)())))
            hands[seat] = [*hands[seat]]
            hands[seat].remove(card)
            trick.append(card)
            seats.append(seat)
            seat = (seat + 1) % 4
            if len(trick) == 4:
                won = game.judge_trick(deck.parse_all(trick), parsed).winner
                seat, trick, seats = seats[won], [], []
        found.append({"contract": contract, "hand": hands[seat], "trick": trick})
    return found


def _fbg_source(where: Path, path: str) -> str:
    if (where / path).exists():
        return (where / path).read_text()
    return subprocess.run(["git", f"--git-dir={where}", "show", f"HEAD:{path}"], check=True,
                          capture_output=True, text=True).stdout


def node_side(where: Path, folder: Path, positions: Path) -> list[str]:
    """FreeBoardGames' function, transpiled into ``folder``, and its driver: the command."""
    for target, path in FBG_FILES.items():
        out = folder / f"{target}.js"
        out.parent.mkdir(parents=True, exist_ok=True)
        js = subprocess.run(["node", "-e", TRANSPILE, str(TYPESCRIPT)], check=True,
                            input=_fbg_source(where, path), capture_output=True, text=True)
        out.write_text(js.stdout)
    (folder / "driver.js").write_text(NODE_DRIVER)
    return ["node", str(folder / "driver.js"), str(positions)]


class Side:
    """A process that answers the positions once, then times one pass per line it is sent."""

    def __init__(self, name: str, command: list[str], env: dict[str, str] | None = None
                 ) -> None:
        self.name, self.samples = name, []
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        text=True, env=env, cwd=command[-1].rsplit("/", 1)[0]
                                        if command[0] == "node" else None)
        assert self.process.stdout is not None
        self.answers = json.loads(self.process.stdout.readline())

    def round(self) -> None:
        assert self.process.stdin is not None
        assert self.process.stdout is not None
        self.process.stdin.write("go\n")
        self.process.stdin.flush()
        self.samples.append(float(self.process.stdout.readline()))

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait()


def worker(game: str, positions: Path) -> None:
    """Our side: every position's legal codes, then one timed pass per line of stdin."""
    import stichfest.core  # noqa: F401  (first: STICHFEST_PURE=1 runs the rules as Python)
    from bench.engine_calls import legal_codes, prepare
    calls = [prepare(game, "legal-cards", {"contract": p["contract"], "hand": p["hand"],
                                           "trick": p["trick"]})
             for p in json.loads(positions.read_text())]
    print(json.dumps([sorted(legal_codes(game, call())) for call in calls]), flush=True)
    for _ in sys.stdin:
        start = time.perf_counter()
        for call in calls:
            call()
        print((time.perf_counter() - start) / len(calls) * 1e6, flush=True)


def compare(game: str, positions: list[dict[str, Any]], peer: list[str] | None,
            peer_name: str, rounds: int, folder: Path) -> None:
    file = folder / f"{game}.json"
    file.write_text(json.dumps(positions))
    mine = [sys.executable, str(Path(__file__).resolve()), "--worker", game, str(file)]
    sides = [Side("pure", mine, {**os.environ, "STICHFEST_PURE": "1"}),
             Side("compiled", mine, {**os.environ, "STICHFEST_PURE": "0"})]
    if peer is not None:
        try:
            sides.append(Side(peer_name, peer))
        except Exception as error:  # the peer's failure is reported, not fatal
            print(f"{game}: {peer_name} cannot run: {type(error).__name__}: {error}")
    if sides[0].answers != sides[1].answers:
        print(f"{game}: the pure and compiled legal sets differ!")
    if len(sides) == 3:
        theirs = sides[2].answers
        if peer_name == "OpenSpiel":
            codes = [s + r for s in OS_SUITS for r in OS_RANKS]
            theirs = [sorted(codes[a] for a in legal) for legal in theirs]
        else:
            theirs = [sorted({c for c, ok in zip(p["hand"], legal, strict=True) if ok})
                      for p, legal in zip(positions, theirs, strict=True)]
        differ = sum(a != b for a, b in zip(sides[1].answers, theirs, strict=True))
        print(f"{game}: {len(positions)} positions; legal sets differ from {peer_name}'s "
              f"on {differ}")
    for _ in range(rounds):
        for side in sides:
            side.round()
    for side in sides:
        side.close()
    best = {side.name: min(side.samples) for side in sides}
    for side in sides:
        print(f"  {side.name:<16} min {best[side.name]:7.3f} µs   median "
              f"{statistics.median(side.samples):7.3f} µs per position")
    print(f"  compiled: {best['pure'] / best['compiled']:.2f}× pure", end="")
    if len(sides) == 3:
        print(f"; {best['compiled'] / best[peer_name]:.1f}× {peer_name}'s time "
              f"(pure {best['pure'] / best[peer_name]:.1f}×)", end="")
    print()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--openspiel", help="a Python with open_spiel installed")
    parser.add_argument("--freeboardgames", type=Path,
                        help="a FreeBoardGames.org checkout or git directory")
    parser.add_argument("--positions", type=int, default=3000)
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--seed", type=int, default=44)
    parser.add_argument("--worker", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        worker(args.worker[0], Path(args.worker[1]))
        return
    with tempfile.TemporaryDirectory(prefix="stichfest-peers-") as scratch:
        folder = Path(scratch)
        driver = folder / "openspiel_driver.py"
        driver.write_text(OPENSPIEL_DRIVER)
        skat = skat_positions(args.positions, args.seed)
        (folder / "skat.json").write_text(json.dumps(skat))
        compare("skat", skat, [args.openspiel, str(driver), str(folder / "skat.json")]
                if args.openspiel else None, "OpenSpiel", args.rounds, folder)
        doppelkopf = doppelkopf_positions(args.positions, args.seed)
        (folder / "doppelkopf.json").write_text(json.dumps(doppelkopf))
        peer = None
        if args.freeboardgames:
            try:
                peer = node_side(args.freeboardgames, folder / "fbg",
                                 folder / "doppelkopf.json")
            except (OSError, subprocess.CalledProcessError) as error:
                print(f"doppelkopf: FreeBoardGames cannot be built: {error}")
        compare("doppelkopf", doppelkopf, peer, "FreeBoardGames", args.rounds, folder)


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    main()
