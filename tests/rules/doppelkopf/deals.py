"""Random Doppelkopf deals and play-outs for the property and differential tests: a seeded
shuffle of the 48 cards and, trick by trick, a random legal card of the seat to play."""

from __future__ import annotations

import random

from rules.cards import Card
from rules.doppelkopf.contract import DoppelkopfContract
from rules.doppelkopf.deck import DOPPELKOPF_DECK, KREUZ_DAME
from rules.doppelkopf.legality import judge_hand
from rules.doppelkopf.trick import judge_trick

PACK = [card for card in DOPPELKOPF_DECK.cards for _ in range(2)]


def deal(rng: random.Random) -> list[list[Card]]:
    cards = PACK[:]
    rng.shuffle(cards)
    return [cards[12 * seat:12 * seat + 12] for seat in range(4)]


def split_queens(hands: list[list[Card]]) -> bool:
    """Whether the Kreuz Damen lie in two hands (a normal game)."""
    return sum(1 for hand in hands if KREUZ_DAME in hand) == 2


def play_out(contract: DoppelkopfContract, hands: list[list[Card]], leader: int,
             rng: random.Random) -> list[list[Card]]:
    """Twelve tricks, each card a random legal one of the seat's hand."""
    held = [list(hand) for hand in hands]
    tricks = []
    for number in range(1, 13):
        trick: list[Card] = []
        for place in range(4):
            seat = (leader + place) % 4
            verdicts = judge_hand(held[seat], trick, contract, well_formed=True).verdicts
            card = rng.choice([v.card for v in verdicts if v.legal])
            held[seat].remove(card)
            trick.append(card)
        tricks.append(trick)
        won = judge_trick(trick, contract.playing(trick_number=number), well_formed=True)
        leader = (leader + won.winner) % 4
    return tricks


def codes(cards: list[Card]) -> list[str]:
    return [DOPPELKOPF_DECK.code(card) for card in cards]
