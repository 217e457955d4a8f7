"""Who wins a Königrufen trick (T-5, T-12, T-13): the highest Tarock, else the highest card
of the led suit; in the Farbenspiele Tarocks do not trump."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from rules.cards import Card
from rules.koenigrufen.contract import Family
from rules.koenigrufen.pack import STRENGTH, TRULL, is_tarock


class KoenigrufenTrick(NamedTuple):
    cards: tuple[Card, ...]
    winner: int  # index into the trick
    rule_id: str  # T-12, T-13, or T-5 where Trull cards meet
    case: str  # tarock, led_suit, tarock_led, tarock_powerless, trull
    ranks: tuple[int, ...]  # 1 = the winning card; cards that cannot win follow in play order
    contends: tuple[bool, ...]  # whether each card could win the trick
    complete: bool

    @property
    def winning_card(self) -> Card:
        return self.cards[self.winner]


def contenders(trick: Sequence[Card], family: Family) -> tuple[bool, ...]:
    """The cards that can win: the Tarocks where one lies (not in the Farbenspiele, T-13),
    else the cards of the led suit."""
    led = trick[0]
    if family is not Family.FARBEN and any(is_tarock(card) for card in trick):
        return tuple(is_tarock(card) for card in trick)
    return tuple(card.suit is led.suit for card in trick)


def heading(trick: Sequence[Card], family: Family) -> int:
    """The index of the card heading the trick so far."""
    can = contenders(trick, family)
    return max((at for at in range(len(trick)) if can[at]),
               key=lambda at: STRENGTH[trick[at].ordinal])


def judge_trick(trick: Sequence[Card], family: Family, players: int = 4) -> KoenigrufenTrick:
    """The trick's winner and why; the cards are checked by the caller."""
    can = contenders(trick, family)
    order = sorted(range(len(trick)), key=lambda at: (
        not can[at], -STRENGTH[trick[at].ordinal] if can[at] else at))
    winner = order[0]
    ranks = [0] * len(trick)
    for place, at in enumerate(order, 1):
        ranks[at] = place
    led, won = trick[0], trick[winner]
    if family is Family.FARBEN:
        rule = "T-13"
        case = ("tarock_led" if is_tarock(led) else "tarock_powerless"
                if any(is_tarock(card) for card in trick) else "led_suit")
    elif is_tarock(won) and sum(card in TRULL for card in trick) >= 2:
        rule, case = "T-5", "trull"
    else:
        rule, case = "T-12", "tarock" if is_tarock(won) else "led_suit"
    return KoenigrufenTrick(tuple(trick), winner, rule, case, tuple(ranks), can,
                            len(trick) == players)
