"""Permalinks of all three games, many different ones, from legal random positions."""

from __future__ import annotations

import random

from rules.jass.contract import ALL_CONTRACTS as JASS_CONTRACTS
from rules.jass.deck import JASS_DECK
from rules.schafkopf.deck import SCHAFKOPF_DECK
from rules.schnapsen.deck import SCHNAPSEN_DECK

SCHAFKOPF_CONTRACTS = ("rufspiel:acorns", "rufspiel:bells", "solo:hearts", "wenz",
                       "farbwenz:leaves", "geier", "ramsch")
SCHNAPSEN_TRUMPS = ("acorns", "leaves", "hearts", "bells")


def mixed_paths(count: int, seed: int = 7) -> list[str]:
    """``count`` GET permalinks: Jass, Schnapsen and Schafkopf legal cards and tricks."""
    rng = random.Random(seed)  # the benchmark's own fixed data; the engine has no randomness
    paths = []
    for i in range(count):
        kind = i % 4
        if kind == 0:
            cards = rng.sample(JASS_DECK.cards, 11)
            contract = rng.choice(JASS_CONTRACTS).slug
            hand = ",".join(JASS_DECK.code(c) for c in cards[:9])
            trick = ",".join(JASS_DECK.code(c) for c in cards[9:])
            paths.append(f"/api/v1/jass/legal-cards?contract={contract}&hand={hand}"
                         f"&trick={trick}")
        elif kind == 1:
            cards = rng.sample(SCHNAPSEN_DECK.cards, 6)
            hand = ",".join(SCHNAPSEN_DECK.code(c) for c in cards[:5])
            paths.append(f"/api/v1/schnapsen/legal-cards?contract={rng.choice(SCHNAPSEN_TRUMPS)}"
                         f"&hand={hand}&trick={SCHNAPSEN_DECK.code(cards[5])}&talon=closed")
        elif kind == 2:
            cards = rng.sample(SCHAFKOPF_DECK.cards, 9)
            hand = ",".join(SCHAFKOPF_DECK.code(c) for c in cards[:8])
            paths.append(f"/api/v1/schafkopf/legal-cards?contract="
                         f"{rng.choice(SCHAFKOPF_CONTRACTS)}&hand={hand}"
                         f"&trick={SCHAFKOPF_DECK.code(cards[8])}")
        else:
            cards = rng.sample(JASS_DECK.cards, 4)
            trick = ",".join(JASS_DECK.code(c) for c in cards)
            paths.append(f"/api/v1/jass/trick?contract={rng.choice(JASS_CONTRACTS).slug}"
                         f"&trick={trick}")
    return paths


def mixed_questions(count: int, seed: int = 11) -> list[dict[str, object]]:
    """``count`` different batch questions of all three games (legal cards and tricks)."""
    rng = random.Random(seed)
    questions: list[dict[str, object]] = []
    for i in range(count):
        kind = i % 4
        if kind == 0:
            cards = [JASS_DECK.code(c) for c in rng.sample(JASS_DECK.cards, 11)]
            contract = rng.choice(JASS_CONTRACTS)
            questions.append({"game": "jass", "question": "legal-cards", "body": {
                "contract": {"type": contract.mode.value, **(
                    {"trump": contract.trump.value} if contract.trump else {})},
                "hand": cards[:9], "trick": cards[9:]}})
        elif kind == 1:
            cards = [SCHNAPSEN_DECK.code(c) for c in rng.sample(SCHNAPSEN_DECK.cards, 6)]
            questions.append({"game": "schnapsen", "question": "legal-cards", "body": {
                "contract": {"trump": rng.choice(SCHNAPSEN_TRUMPS)}, "hand": cards[:5],
                "trick": cards[5:], "talon": "closed"}})
        elif kind == 2:
            cards = [SCHAFKOPF_DECK.code(c) for c in rng.sample(SCHAFKOPF_DECK.cards, 9)]
            kind_text, _, suit = rng.choice(SCHAFKOPF_CONTRACTS).partition(":")
            contract: dict[str, str] = {"type": kind_text}
            if suit:
                contract["called_suit" if kind_text == "rufspiel" else "trump"] = suit
            questions.append({"game": "schafkopf", "question": "legal-cards", "body": {
                "contract": contract, "hand": cards[:8], "trick": cards[8:]}})
        else:
            cards = [JASS_DECK.code(c) for c in rng.sample(JASS_DECK.cards, 4)]
            questions.append({"game": "jass", "question": "trick", "body": {
                "contract": {"type": "obenabe"}, "trick": cards}})
    return questions
