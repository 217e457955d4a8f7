"""A Schafkopf trick is judged from a table per contract (each card's trick suit and
strength, worked out once); under every contract it must agree with the ranking's own
questions asked card by card (K-7: the highest trump, else the highest card of the led suit;
ties cannot occur, cards that cannot win rank after the winner in play order)."""

from __future__ import annotations

import random

import pytest

from rules.cards import Card
from rules.game import Role
from rules.schafkopf.contract import SchafkopfContract
from rules.schafkopf.deck import SCHAFKOPF_DECK
from rules.schafkopf.game import SCHAFKOPF
from rules.schafkopf.ranking import TRUMP, strength, trick_suit


def oracle(trick: list[Card], contract: SchafkopfContract) -> tuple[int, list[int], list[Role]]:
    """Winner, ranks and roles from ``trick_suit`` and ``strength`` alone."""
    led = trick_suit(trick[0], contract)
    suits = [trick_suit(card, contract) for card in trick]
    powers = [strength(card, contract) if suit in (TRUMP, led) else 0
              for card, suit in zip(trick, suits, strict=True)]
    contenders = sorted((i for i in range(len(trick)) if powers[i]), key=lambda i: -powers[i])
    order = contenders + [i for i in range(len(trick)) if not powers[i]]
    roles = [Role.TRUMP if suit == TRUMP else Role.LED_SUIT if suit == led else Role.OFF_SUIT
             for suit in suits]
    return order[0], [order.index(i) + 1 for i in range(len(trick))], roles


@pytest.mark.parametrize("contract", SCHAFKOPF.contracts, ids=lambda c: f"{c.slug}-{c.tout}")
def test_every_contract_judges_tricks_as_its_ranking_says(contract: SchafkopfContract) -> None:
    chance = random.Random(contract.slug + str(contract.tout))
    for size in (1, 2, 3, 4) * 60:
        trick = chance.sample(SCHAFKOPF_DECK.cards, size)
        winner, ranks, roles = oracle(trick, contract)
        outcome = SCHAFKOPF.judge_trick(trick, contract)
        assert outcome.winner == winner, trick
        assert [c.rank_in_trick for c in outcome.cards] == ranks, trick
        assert [c.role for c in outcome.cards] == roles, trick
        assert outcome.case == ("trump" if roles[winner] is Role.TRUMP else "led_suit")
        led = trick_suit(trick[0], contract)
        assert outcome.led == ("trump" if led == TRUMP else led.value)
