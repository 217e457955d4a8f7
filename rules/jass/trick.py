"""Who wins a Jass trick and why (J-8, J-9), and what it is worth (J-10 … J-13)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rules.cards import Card, Suit
from rules.game import Role, TrickCard, TrickOutcome
from rules.jass.contract import JassContract, Mode
from rules.jass.deck import JASS_DECK
from rules.jass.ranking import ranking
from rules.position import check_trick_in_deck

PLAYERS = 4


def role(card: Card, led_suit: Suit, contract: JassContract) -> Role:
    return _role(card, led_suit, contract.trump)


def _role(card: Card, led_suit: Suit, trump: Suit | None) -> Role:
    if card.suit is trump:
        return Role.TRUMP
    return Role.LED_SUIT if card.suit is led_suit else Role.OFF_SUIT


def _power(card: Card, card_role: Role, strength: Mapping[int, int]) -> int:
    """Comparable across the whole trick: trump above the led suit; off-suit cards never win."""
    if card_role is Role.OFF_SUIT:
        return 0
    return strength[card.ordinal] + (100 if card_role is Role.TRUMP else 0)


def winner_index(trick: Sequence[Card], contract: JassContract) -> int:
    led_suit, table = trick[0].suit, ranking(contract)
    powers = [_power(card, _role(card, led_suit, table.trump), table.strength)
              for card in trick]
    return powers.index(max(powers))


def judge_trick(trick: Sequence[Card], contract: JassContract) -> TrickOutcome:
    """The winner, each card's role, rank and points. The trick may be partial."""
    check_trick_in_deck(JASS_DECK, trick, players=PLAYERS)
    led_suit, table = trick[0].suit, ranking(contract)
    trump, strength = table.trump, table.strength
    # As ``_role`` and ``_power`` (negated: the strongest first when sorted), in one pass.
    roles: list[Role] = []
    weakness: list[int] = []
    for card in trick:
        if card.suit is trump:
            roles.append(Role.TRUMP)
            weakness.append(-100 - strength[card.ordinal])
        elif card.suit is led_suit:
            roles.append(Role.LED_SUIT)
            weakness.append(-strength[card.ordinal])
        else:
            roles.append(Role.OFF_SUIT)
            weakness.append(0)
    # Contenders by power; cards that cannot win follow in the order they were played (the
    # sort is stable).
    order = sorted(range(len(trick)), key=weakness.__getitem__)
    rank_of = [0] * len(trick)
    for place, index in enumerate(order, 1):
        rank_of[index] = place
    points, points_rule = table.points, table.points_rule
    cards = tuple([TrickCard(card, card_role, rank, points[card.ordinal],
                             points_rule[card.ordinal])
                   for card, card_role, rank in zip(trick, roles, rank_of, strict=True)])
    winner = order[0]
    if contract.mode is Mode.TRUMP:
        case = "trump" if cards[winner].role is Role.TRUMP else "led_suit"
        rule_id = "J-8"
    else:
        case = contract.mode.value
        rule_id = "J-9"
    return TrickOutcome(cards, led_suit.value, winner, rule_id, case, len(trick) == PLAYERS)
