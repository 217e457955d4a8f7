"""Seeded random Skat deals and play-outs for the property and differential tests."""

from __future__ import annotations

import random

from rules.cards import Card
from rules.skat.contract import ContractType, SkatContract
from rules.skat.deck import SUITS
from rules.skat.game import SKAT
from rules.skat.legality import legal_cards
from rules.skat.trick import judge_trick

CONTRACTS = (*(SkatContract(ContractType.SUIT, s) for s in SUITS),
             SkatContract(ContractType.GRAND), SkatContract(ContractType.NULL))


def deal(rng: random.Random) -> tuple[list[list[Card]], list[Card]]:
    cards = list(SKAT.deck.cards)
    rng.shuffle(cards)
    return [cards[0:10], cards[10:20], cards[20:30]], cards[30:32]


def play_out(rng: random.Random, contract: SkatContract, hands: list[list[Card]]
             ) -> list[tuple[int, tuple[Card, ...]]]:
    """A random legal play-out from Vorhand: (winner seat, trick) for each of the 10 tricks."""
    held = [list(h) for h in hands]
    leader, tricks = 0, []
    for _ in range(10):
        trick: list[Card] = []
        for place in range(3):
            seat = (leader + place) % 3
            card = rng.choice(legal_cards(held[seat], trick, contract))
            held[seat].remove(card)
            trick.append(card)
        winner = (leader + judge_trick(trick, contract).winner) % 3
        tricks.append((winner, tuple(trick)))
        leader = winner
    return tricks
