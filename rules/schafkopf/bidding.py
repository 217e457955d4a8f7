"""Which contract outranks which, and which aces a hand may call in a Rufspiel.

Order (lowest first): Rufspiel < Farbwenz < Wenz < Solo < Farbwenz-Tout < Wenz-Tout <
Solo-Tout ([S004], K-11, K-19). Equal contracts are decided by seat order, never by suit
([S004]: "Bei zwei gleichrangigen Farbwenz-Interessenten entscheidet die Sitzfolge").
Geier and Farbgeier are not in that order in the sources: K-D1 ranks them with Wenz and
Farbwenz, whose shape they share. The Bettel is not in it either: K-20 (our reading) ranks it
with the Farbwenz, above the Rufspiel as every game one plays alone, below Wenz and Solo. Ramsch
is no bid: it is played when all pass. A Sie, where the ruleset has it, outranks every Tout
(K-H13, our reading).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.cards import Card, Rank
from rules.schafkopf.contract import CALLABLE_SUITS, ContractType, Goal, SchafkopfContract
from rules.schafkopf.ranking import is_trump

# (contract type, tout) → rank; higher outranks lower.
_RANK = {
    (ContractType.RAMSCH, False): 0,
    (ContractType.RUFSPIEL, False): 1,
    (ContractType.FARBWENZ, False): 2, (ContractType.FARBGEIER, False): 2,
    (ContractType.BETTEL, False): 2,
    (ContractType.WENZ, False): 3, (ContractType.GEIER, False): 3,
    (ContractType.SOLO, False): 4,
    (ContractType.FARBWENZ, True): 5, (ContractType.FARBGEIER, True): 5,
    (ContractType.WENZ, True): 6, (ContractType.GEIER, True): 6,
    (ContractType.SOLO, True): 7,
    # K-H11 (our reading): the Bettel ouvert is the Bettel's Tout form, so it ranks with the
    # Tout of the games the Bettel ranks with (Farbwenz-Tout), as K-D1 places the Geier-Tout.
    (ContractType.BETTEL, True): 5,
    # K-H13 (our reading): a Sie takes every trick with certainty and is priced as a Tout
    # doubled, so it outranks every Tout.
    (ContractType.SIE, False): 8,
}  # fmt: skip


def contract_rank(contract: SchafkopfContract) -> int:
    return _RANK[contract.type, contract.tout]


# The catalogue rule that places a contract type outside the order of [S004] (K-11, K-19).
_RANK_RULE = {ContractType.GEIER: "K-D1", ContractType.FARBGEIER: "K-D1",
              ContractType.RAMSCH: "K-14", ContractType.BETTEL: "K-20",
              ContractType.SIE: "K-H13"}


def rank_rule(contract: SchafkopfContract) -> str:
    """The catalogue rule that places this contract."""
    if contract.tout and contract.shape.goal is Goal.NO_TRICK:
        return "K-H11"  # the Bettel ouvert
    return _RANK_RULE.get(contract.type) or ("K-19" if contract.tout else "K-11")


@dataclass(frozen=True, slots=True)
class Bid:
    seat: int  # 0 = Vorhand, then in the order of play
    contract: SchafkopfContract


def winning_bid(bids: Sequence[Bid]) -> tuple[Bid, str]:
    """The bid that plays, and why: "rank" (it outranks all others) or "seat" (a tie)."""
    best = max(contract_rank(b.contract) for b in bids)
    top = [b for b in bids if contract_rank(b.contract) == best]
    winner = min(top, key=lambda b: b.seat)
    return winner, "seat" if len(top) > 1 else "rank"


@dataclass(frozen=True, slots=True)
class CallOption:
    ace: Card
    allowed: bool
    case: str  # "callable", "holds_ace", "no_card_of_suit"


def callable_aces(hand: Sequence[Card]) -> tuple[CallOption, ...]:
    """K-8: the Sau of a suit one does not hold, with at least one non-trump card of it."""
    rufspiel = SchafkopfContract(ContractType.RUFSPIEL, CALLABLE_SUITS[0])
    options = []
    for suit in CALLABLE_SUITS:
        ace = Card(suit, Rank.ACE)
        if ace in hand:
            options.append(CallOption(ace, False, "holds_ace"))
        elif not any(c.suit is suit and not is_trump(c, rufspiel) for c in hand):
            options.append(CallOption(ace, False, "no_card_of_suit"))
        else:
            options.append(CallOption(ace, True, "callable"))
    return tuple(options)
