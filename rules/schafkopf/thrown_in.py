"""The settlement of a deal everyone passed, thrown in ("zusammengeworfen") and dealt again:
what the ruleset makes the players pay each other (K-H12, K-H14) and the Stock (K-H12)."""

from __future__ import annotations

from dataclasses import dataclass

from rules.schafkopf.ruleset import SchafkopfRuleset, Tariff
from rules.schafkopf.score import StockMove

SEATS = 4


@dataclass(frozen=True, slots=True)
class ThrownIn:
    """K-H12: a deal everyone passed, thrown in and dealt again."""

    stake: int  # what each player pays into the Stock (0: no Stock kept)
    payments: tuple[int, ...]  # per seat, the Stock included
    stock: StockMove | None  # per_declarer: here what each player takes (negative: pays)
    fine: int = 0  # K-H14: what each of the payers pays, shared by the other players
    payers: tuple[int, ...] = ()  # K-H14: the seats who pay it (0: the Vorhand)
    takes: int = 0  # K-H14: what each other player takes

    @property
    def rule_id(self) -> str:
        return "K-H14" if self.payers else "K-H12"


def thrown_in(ruleset: SchafkopfRuleset, tariff: Tariff, pot: int | None) -> ThrownIn:
    """Nobody wins, and nobody pays unless the ruleset makes some seats pay the Einzelspiel's
    base price to the others (K-H14); where the ruleset keeps a Stock and one is given, each
    player pays the Rufspiel's base price into it (our reading, K-H12)."""
    payers = ruleset.thrown_in_payers
    fine = tariff.base["solo"] if payers else 0
    takers = SEATS - len(payers)
    # What the payers pay is shared evenly by the others (NetSchafkopf: 50 each way).
    takes = fine * len(payers) // takers if takers else 0
    fines = tuple(-fine if seat in payers else takes for seat in range(SEATS))
    if pot is None or not ruleset.stock_contracts:
        return ThrownIn(0, fines, None, fine, payers, takes)
    stake = tariff.base["rufspiel"]
    return ThrownIn(stake, tuple(f - stake for f in fines),
                    StockMove(pot, -stake, pot + SEATS * stake), fine, payers, takes)
