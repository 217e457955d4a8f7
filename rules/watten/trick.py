"""Who wins a Watten trick (W-17): the strongest card by role, the Blinde in the order played
(W-6), a plain card only in the led suit; cards carry no points (W-19)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from rules.cards import Card
from rules.position import check_trick_in_deck
from rules.watten.contract import TRUMP_ROLES, WattenContract, roles
from rules.watten.ruleset import Role


class WattenTrick(NamedTuple):
    cards: tuple[Card, ...]
    roles: tuple[Role, ...]  # each card's role under the contract, in play order
    winner: int  # index into the trick
    rule_id: str  # W-17, or W-6 where the first of several Blinde wins
    case: str  # the winning card's role, or ``led_suit`` for a plain card
    ranks: tuple[int, ...]  # 1 = the winning card; cards that cannot win follow in play order
    complete: bool

    @property
    def winning_card(self) -> Card:
        return self.cards[self.winner]

    @property
    def led_role(self) -> Role:
        return self.roles[0]


def contends(role: Role, card: Card, led: Card, led_role: Role) -> bool:
    """A plain card can win only in the led suit, and only where a plain card was led."""
    return role is not Role.PLAIN or (led_role is Role.PLAIN and card.suit is led.suit)


def judge_trick(trick: Sequence[Card], contract: WattenContract, players: int = 4, *,
                well_formed: bool = False) -> WattenTrick:
    """``players``: the cards of a complete trick. ``well_formed``: the cards are checked
    already (a round walk), so they are not checked again."""
    if not well_formed:
        check_trick_in_deck(contract.ruleset.deck, trick, players=players)
    table = roles(contract)
    parts = [table[card.ordinal] for card in trick]
    led, led_role = trick[0], parts[0][0]
    # The cards that can win, the strongest first (the Weli of the led suit, strength 0,
    # among them); of equal strength (the Blinde, W-6) the one played first.
    order = sorted([(0, -power, at) if contends(role, card, led, led_role) else (1, 0, at)
                    for at, (card, (role, power)) in enumerate(zip(trick, parts, strict=True))])
    winner = order[0][2]
    ranks = [0] * len(trick)
    for place, (_, _, at) in enumerate(order, 1):
        ranks[at] = place
    won_by = parts[winner][0]
    blinde = sum(1 for role, _ in parts if role is Role.BLIND)
    rule = "W-6" if won_by is Role.BLIND and blinde > 1 else "W-17"
    case = "led_suit" if won_by is Role.PLAIN else won_by.value
    return WattenTrick(tuple(trick), tuple(role for role, _ in parts), winner, rule, case,
                       tuple(ranks), len(trick) == players)


def is_trump(role: Role) -> bool:
    """RW4, RW5: the Kritischen, the Guate and the Rechter are trumps; a Blinde is none."""
    return role in TRUMP_ROLES
