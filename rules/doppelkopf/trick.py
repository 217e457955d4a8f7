"""Who wins a Doppelkopf trick (D-21, D-22, D-V1): the highest trump, else the highest card of
the led Fehlfarbe; of two equal cards the one played first, except the Herz 10 under a
house ruleset, where the second may beat the first (RD2)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import NamedTuple

from rules.cards import Card, Suit
from rules.doppelkopf.contract import ContractType, DoppelkopfContract
from rules.doppelkopf.deck import DOPPELKOPF_DECK, DULLE, PLAYERS, augen
from rules.doppelkopf.ranking import TRUMP, Lane, in_tricks
from rules.doppelkopf.ruleset import DulleRule
from rules.game import TRUMP_LED, Role, TrickCard, TrickOutcome
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


class _Entry(NamedTuple):
    """One card's part of a trick under one contract and led lane, worked out once."""

    lane: Lane
    weakness: int  # sorts the strongest first: a trump or a card of the led lane contends
    placed: tuple[TrickCard, ...]  # the card's TrickCard at each rank in the trick, from 1


class _Lead(NamedTuple):
    led: Lane
    led_id: str  # as the trick's answer names the lead: a suit's id, or "trump"
    entries: Mapping[int, _Entry]  # by card ordinal


@cache
def _leads(contract: DoppelkopfContract) -> Mapping[int, _Lead]:
    """Each card's entry for every lane that can be led, keyed by the ordinal of the card led:
    once per plain contract, as the lanes and strengths are (``in_tricks``)."""
    table = in_tricks(contract)
    by_lane: dict[Lane, _Lead] = {}
    for led in {lane for lane, _ in table.values()}:
        entries = {}
        for card in DOPPELKOPF_DECK.cards:
            lane, power = table[card.ordinal]
            role = (Role.TRUMP if lane == TRUMP else Role.LED_SUIT if lane == led
                    else Role.OFF_SUIT)
            entries[card.ordinal] = _Entry(
                lane, -power if lane in (TRUMP, led) else 0,
                tuple(TrickCard(card, role, rank, augen(card), "D-2")
                      for rank in range(1, PLAYERS + 1)))
        by_lane[led] = _Lead(led, TRUMP_LED if led == TRUMP else str(led), entries)
    return {card.ordinal: by_lane[table[card.ordinal][0]] for card in DOPPELKOPF_DECK.cards}


# The leads of each plain contract by its type and trump: two str enums hash at C speed,
# where the contract (a dataclass) hashes field by field in Python.
_LEADS: dict[tuple[ContractType, Suit | None], Mapping[int, _Lead]] = {}


def _leads_of(contract: DoppelkopfContract) -> Mapping[int, _Lead]:
    key = (contract.type, contract.trump)
    leads = _LEADS.get(key)
    if leads is None:
        leads = _LEADS[key] = _leads(contract.plain)
    return leads


class _Ranked(NamedTuple):
    lead: _Lead
    parts: list[_Entry]  # each card's entry, in play order
    order: list[int]  # the cards' places by strength, the winner first
    rule_id: str
    case: str
    twin: int | None


def _ranked(trick: Sequence[Card], contract: DoppelkopfContract, well_formed: bool
            ) -> _Ranked:
    if not well_formed:
        check_trick_in_deck(DOPPELKOPF_DECK, trick, players=PLAYERS)
    lead = _leads_of(contract)[trick[0].ordinal]
    # By ordinal: copies of a card are counted and found at C speed.
    ordinals = [card.ordinal for card in trick]
    parts = [lead.entries[at] for at in ordinals]
    # Both Herz 10s as trumps, and a ruleset where the later one is the higher (D-V1).
    dullen = ordinals.count(DULLE.ordinal) == 2 and lead.entries[DULLE.ordinal].lane == TRUMP
    later_first = dullen and contract.ruleset.second_dulle_wins(contract.trick_number)
    # Contenders by strength; of equal cards (two copies) the one played first, unless the
    # later Dulle is the higher; cards that cannot win follow in play order.
    if later_first:
        order = [at for *_, at in sorted([
            (part.weakness, -at if ordinals[at] == DULLE.ordinal else at, at)
            for at, part in enumerate(parts)])]
    else:
        order = [at for _, at in sorted([(part.weakness, at)
                                         for at, part in enumerate(parts)])]
    winner = order[0]
    won = ordinals[winner]
    twin = None  # the winning card's other copy, where it could have won too
    if ordinals.count(won) > 1 and parts[winner].lane in (TRUMP, lead.led):
        twin = ordinals.index(won)
        if twin == winner:
            twin = ordinals.index(won, winner + 1)
    rule_id, case = "D-21", "trump" if parts[winner].lane == TRUMP else "led_suit"
    if twin is not None:
        if dullen and contract.ruleset.dulle is not DulleRule.FIRST:
            rule_id = "D-V1"
            case = ("second_dulle" if later_first else "last_trick_first_dulle")
        else:
            rule_id, case = "D-22", "first_copy"
    return _Ranked(lead, parts, order, rule_id, case, twin)


def judge_trick(trick: Sequence[Card], contract: DoppelkopfContract, *,
                well_formed: bool = False) -> DoppelkopfTrick:
    found = _ranked(trick, contract, well_formed)
    ranks = [0] * len(trick)
    for place, at in enumerate(found.order, 1):
        ranks[at] = place
    return DoppelkopfTrick(tuple(trick), found.lead.led, found.order[0], found.rule_id,
                           found.case, tuple(ranks),
                           tuple([part.lane for part in found.parts]),
                           len(trick) == PLAYERS, found.twin)


def trick_outcome(trick: Sequence[Card], contract: DoppelkopfContract, *,
                  well_formed: bool = False) -> TrickOutcome:
    """The trick as every game's answer shape gives it, each card's role, rank and Augen
    (D-2) looked up, not built (a round walk judges twelve tricks)."""
    found = _ranked(trick, contract, well_formed)
    parts = found.parts
    cards = [part.placed[0] for part in parts]
    for place, at in enumerate(found.order):
        cards[at] = parts[at].placed[place]
    return TrickOutcome(tuple(cards), found.lead.led_id, found.order[0], found.rule_id,
                        found.case, len(trick) == PLAYERS)
