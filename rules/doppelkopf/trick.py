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
from rules.game import TrickOutcome
from rules.position import check_trick_in_deck
from rules.trick_table import Entry, Lead, leads, placed, ranks, strongest_first


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


@cache
def _leads(contract: DoppelkopfContract) -> Mapping[int, Lead[Lane]]:
    """Once per plain contract, as the cards' lanes and strengths are (``in_tricks``)."""
    return leads(DOPPELKOPF_DECK.cards, in_tricks(contract), TRUMP, augen, "D-2",
                 lambda lane: "trump" if lane == TRUMP else "led_suit", PLAYERS)


# The leads of each plain contract by its type and trump: two str enums hash at C speed,
# where the contract (a dataclass) hashes field by field in Python.
_LEADS: dict[tuple[ContractType, Suit | None], Mapping[int, Lead[Lane]]] = {}


class _Ranked(NamedTuple):
    lead: Lead[Lane]
    parts: list[Entry[Lane]]  # each card's entry, in play order
    order: list[int]  # the cards' places by strength, the winner first
    rule_id: str
    case: str
    twin: int | None


def _ranked(trick: Sequence[Card], contract: DoppelkopfContract, well_formed: bool
            ) -> _Ranked:
    if not well_formed:
        check_trick_in_deck(DOPPELKOPF_DECK, trick, players=PLAYERS)
    key = (contract.type, contract.trump)
    by_card = _LEADS.get(key)
    if by_card is None:
        by_card = _LEADS[key] = _leads(contract.plain)
    lead = by_card[trick[0].ordinal]
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
        order = strongest_first(parts)
    winner = order[0]
    won = ordinals[winner]
    twin = None  # the winning card's other copy, where it could have won too
    if ordinals.count(won) > 1 and parts[winner].lane in (TRUMP, lead.led):
        twin = ordinals.index(won)
        if twin == winner:
            twin = ordinals.index(won, winner + 1)
    rule_id, case = "D-21", parts[winner].case
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
    return DoppelkopfTrick(tuple(trick), found.lead.led, found.order[0], found.rule_id,
                           found.case, ranks(found.order),
                           tuple([part.lane for part in found.parts]),
                           len(trick) == PLAYERS, found.twin)


def trick_outcome(trick: Sequence[Card], contract: DoppelkopfContract, *,
                  well_formed: bool = False) -> TrickOutcome:
    """The trick as every game's answer shape gives it, each card's role, rank and Augen
    (D-2) looked up, not built (a round walk judges twelve tricks)."""
    found = _ranked(trick, contract, well_formed)
    return TrickOutcome(placed(found.parts, found.order), found.lead.led_id, found.order[0],
                        found.rule_id, found.case, len(trick) == PLAYERS)
