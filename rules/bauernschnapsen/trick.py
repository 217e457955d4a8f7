"""Who wins a Bauernschnapsen trick (B-6, B-7): the highest trump, else the highest card of
the led suit in the contract's rank order; four cards, three in a Bettler (RB11). Card
points never change (B-1, RB2)."""

from __future__ import annotations

from collections.abc import Sequence

from rules.bauernschnapsen.contract import DECK, POINTS, RANKS, SEATS, BauernContract
from rules.cards import Card
from rules.game import Role, TrickCard, TrickOutcome
from rules.position import check_trick_in_deck


def trick_size(contract: BauernContract) -> int:
    """Cards in a complete trick: one per playing seat (RB11)."""
    return SEATS - 1 if contract.type.partner_sits_out else SEATS


def strength(card: Card, contract: BauernContract) -> int:
    return contract.type.ranks.index(card.rank)


def is_trump(card: Card, contract: BauernContract) -> bool:
    return card.suit is contract.trump


def beats(card: Card, best: Card, contract: BauernContract) -> bool:
    """Whether ``card`` played later takes the trick from ``best`` (B-6, B-7)."""
    if card.suit is best.suit:
        return strength(card, contract) > strength(best, contract)
    return is_trump(card, contract)


def winner_of(trick: Sequence[Card], contract: BauernContract) -> int:
    """The index of the card now winning the trick (complete or not)."""
    best = 0
    for index in range(1, len(trick)):
        if beats(trick[index], trick[best], contract):
            best = index
    return best


def judge_trick(trick: Sequence[Card], contract: BauernContract, *,
                well_formed: bool = False) -> TrickOutcome:
    size = trick_size(contract)
    if not well_formed:
        check_trick_in_deck(DECK, trick, players=size)
    led = trick[0].suit
    winner = winner_of(trick, contract)

    def order(index: int) -> tuple[int, int]:
        card = trick[index]
        if index == winner:
            return (0, 0)
        if is_trump(card, contract):
            return (1, -strength(card, contract))
        if card.suit is led:
            return (2, -strength(card, contract))
        return (3, index)

    ranks = {index: place + 1 for place, index in enumerate(sorted(range(len(trick)),
                                                                  key=order))}
    cards = tuple(TrickCard(card, Role.TRUMP if is_trump(card, contract) else Role.LED_SUIT
                            if card.suit is led else Role.OFF_SUIT, ranks[index],
                            POINTS[card.rank], "B-1") for index, card in enumerate(trick))
    won_by = trick[winner]
    if contract.type.trumps:
        rule, case = "B-6", "trump" if is_trump(won_by, contract) and led is not \
            contract.trump else "led_suit"
    else:
        rule, case = "B-7", "led_suit" if contract.type.ranks == RANKS else "led_suit_ten_high"
    return TrickOutcome(cards, led.value, winner, rule, case, len(trick) == size)
