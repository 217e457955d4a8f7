"""The engine against open_spiel's Skat (``pip install open_spiel``), on demand: not a test
module (open_spiel is no dependency of the project), run as

    python -m tests.rules.skat.open_spiel_differential [games]

with open_spiel importable (e.g. ``PYTHONPATH`` pointing at a venv that has it). It deals with
open_spiel, lets it pick the game type and the discards at random, plays random legal cards,
and at every play compares open_spiel's legal cards with the engine's, and after every trick
the winner. Prints the counts and the first disagreements."""

from __future__ import annotations

import random
import re
import sys

import pyspiel  # type: ignore[import-not-found]

from rules.cards import Card
from rules.skat.contract import parse_contract
from rules.skat.game import SKAT, SkatPosition

_SUITS = {0xA: "S", 0xB: "H", 0xC: "D", 0xD: "C"}  # Unicode playing-card blocks
_RANKS = {1: "A", 7: "7", 8: "8", 9: "9", 10: "10", 11: "J", 13: "Q", 14: "K"}
_GAMES = {"diamonds": "suit:diamonds", "hearts": "suit:hearts", "spades": "suit:spades",
          "clubs": "suit:clubs", "grand": "grand", "null": "null"}


def _card(char: str) -> Card:
    point = ord(char) - 0x1F000
    return SKAT.deck.parse(_SUITS[point >> 4] + _RANKS[point & 0xF])


def _cards(text: str) -> list[Card]:
    return [_card(c) for c in text if 0x1F0A1 <= ord(c) <= 0x1F0DE]


def _code(action_text: str) -> Card:
    return SKAT.deck.parse(action_text.replace("T", "10"))


def run(games: int, seed: int = 26) -> tuple[int, int, int, int, list[str]]:
    rng = random.Random(seed)
    game = pyspiel.load_game("skat")
    plays = tricks = wrong_plays = wrong_tricks = 0
    wrong: list[str] = []
    for _ in range(games):
        state = game.new_initial_state()
        while state.is_chance_node():
            state.apply_action(rng.choice([o for o, _ in state.chance_outcomes()]))
        kinds = [a for a in state.legal_actions() if state.action_to_string(a) in _GAMES]
        kind = rng.choice(kinds)
        contract = parse_contract(_GAMES[state.action_to_string(kind)])
        state.apply_action(kind)
        while not state.is_terminal() and "playing" not in str(state).split("\n")[0]:
            state.apply_action(rng.choice(state.legal_actions()))  # the discards
        seen_tricks = 0
        while not state.is_terminal():
            text = str(state)
            player = state.current_player()
            hand = _cards(re.search(rf"^Player {player}: (.*)$", text, re.M).group(1))
            current = re.search(r"^Current Trick: Leader: \d+, ?(.*)$", text, re.M)
            trick = _cards(current.group(1)) if current else []
            theirs = {_code(state.action_to_string(a)) for a in state.legal_actions()}
            mine = {v.card for v in SKAT.judge(SkatPosition(contract, tuple(hand),
                                                            tuple(trick))).verdicts if v.legal}
            plays += 1
            if mine != theirs:
                wrong_plays += 1
                wrong.append(f"{contract.slug} hand {hand} trick {trick}")
            state.apply_action(rng.choice(state.legal_actions()))
            text = str(state)
            last = re.search(r"^Last Trick: Leader: (\d+), (.*)$", text, re.M)
            won = re.search(r"^Last trick won by player (\d+)", text, re.M)
            if last and won and text.count("\n") and seen_tricks < 10:
                cards = _cards(last.group(2))
                key = (last.group(1), tuple(cards))
                if len(cards) == 3 and key != getattr(run, "_last", None):
                    run._last = key  # type: ignore[attr-defined]
                    seen_tricks += 1
                    tricks += 1
                    winner = (int(last.group(1)) + SKAT.judge_trick(cards, contract).winner) % 3
                    if winner != int(won.group(1)):
                        wrong_tricks += 1
                        wrong.append(f"trick {contract.slug} {cards}")
    return plays, wrong_plays, tricks, wrong_tricks, wrong


if __name__ == "__main__":
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    plays, bad_plays, tricks, bad_tricks, examples = run(count)
    print(f"{count} games: {plays} plays, {bad_plays} legal sets differ; {tricks} tricks, "
          f"{bad_tricks} winners differ")
    for line in examples[:5]:
        print(" ", line)
