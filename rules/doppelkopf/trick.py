"""Who wins a Doppelkopf trick (D-21, D-22, D-V1): the highest trump, else the highest card of
the led Fehlfarbe; of two equal cards the one played first, except the Herz 10 under a
house ruleset, where the second may beat the first (RD2)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from rules.cards import Card
from rules.doppelkopf.contract import DoppelkopfContract
from rules.doppelkopf.deck import DOPPELKOPF_DECK, DULLE, PLAYERS, augen
from rules.doppelkopf.ranking import TRUMP, Lane, in_tricks
from rules.doppelkopf.ruleset import DulleRule
from rules.position import check_trick_in_deck


class DoppelkopfTrick(NamedTuple):
    cards: tuple[Card, ...]
    led: Lane
    winner: int
    rule_id: str  # D-21, D-22 (two equal cards, the first wins) or D-V1 (house Dullen rule)
    case: str
    ranks: tuple[int, ...]  # 1 = the winning card
    lanes: tuple[Lane, ...]
    complete: bool
    twin: int | None  # the index of the winning card's other copy in the trick, if there

    @property
    def points(self) -> int:
        return sum([augen(c) for c in self.cards])


def judge_trick(trick: Sequence[Card], contract: DoppelkopfContract, *,
                well_formed: bool = False) -> DoppelkopfTrick:
    if not well_formed:
        check_trick_in_deck(DOPPELKOPF_DECK, trick, players=PLAYERS)
    table = in_tricks(contract)
    parts = [table[card.ordinal] for card in trick]
    led = parts[0][0]
    # Both Herz 10s as trumps, and a ruleset where the later one is the higher (D-V1).
    dullen = [at for at, card in enumerate(trick) if card == DULLE and parts[at][0] == TRUMP]
    later_first = len(dullen) == 2 and contract.ruleset.second_dulle_wins(
        contract.trick_number)

    def key(at: int) -> tuple[int, int]:
        lane, power = parts[at]
        if lane not in (TRUMP, led):
            return (0, at)
        if later_first and at in dullen:
            return (-power, -at)
        return (-power, at)

    order = sorted(range(len(trick)), key=key)
    winner = order[0]
    ranks = [0] * len(trick)
    for place, at in enumerate(order, 1):
        ranks[at] = place
    won = trick[winner]
    twins = [at for at, card in enumerate(trick) if card == won and at != winner]
    twin = twins[0] if twins and parts[winner][0] in (TRUMP, led) else None
    rule_id, case = "D-21", "trump" if parts[winner][0] == TRUMP else "led_suit"
    if twin is not None:
        if len(dullen) == 2 and contract.ruleset.dulle is not DulleRule.FIRST:
            rule_id = "D-V1"
            case = ("second_dulle" if later_first else "last_trick_first_dulle")
        else:
            rule_id, case = "D-22", "first_copy"
    return DoppelkopfTrick(tuple(trick), led, winner, rule_id, case, tuple(ranks),
                           tuple([lane for lane, _ in parts]), len(trick) == PLAYERS, twin)
