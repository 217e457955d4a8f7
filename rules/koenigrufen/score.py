"""The score ("Schrift") of one finished Königrufen game (T-30 … T-40, RT9 … RT11): the
game or Valat, the premiums announced and silent, and what each seat writes (T-32)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import NamedTuple

from rules.errors import RulesInputError
from rules.koenigrufen.contract import Family, KoenigrufenContract

# T-34: the announced values; silent premiums count half (RT9: only when made).
PREMIUMS: Mapping[str, int] = MappingProxyType({
    "koenig_ultimo": 2, "trull": 2, "koenige": 2, "pagat": 2, "uhu": 4, "kakadu": 6,
    "quapil": 8})
VALAT = "valat"  # T-35
PARTIES = ("declarer", "opponents")


class PremiumNotPossibleError(RulesInputError):
    """T-36 … T-38: a premium the contract does not know."""

    kind = "premium-not-possible"


class ImplausibleCountError(RulesInputError):
    """Thirds outside 0 … 210, tricks outside 0 … 12."""

    kind = "implausible-count"


class UnsupportedRuleError(RulesInputError):
    """RT14: a rule not answered in v1 (Trischaken payouts)."""

    kind = "unsupported-rule"


class Premium(NamedTuple):
    id: str
    party: str  # declarer or opponents
    announced: bool
    made: bool


class ScoreItem(NamedTuple):
    id: str  # game, valat, or a premium's id
    party: str  # the party credited
    value: int  # per player
    rule: str
    case: str  # won, lost, announced, silent, failed


class GameScore(NamedTuple):
    won: bool
    alone: bool  # 1 v 3 (T-31, T-32)
    items: tuple[ScoreItem, ...]
    net: int  # per player of the declarer's party
    per_seat: tuple[int, int | None, int]  # declarer, partner (None alone), each opponent


def possible(premium: str, contract: KoenigrufenContract) -> bool:
    """T-36 … T-38: which premiums a contract knows."""
    family = contract.family
    if family is Family.NEGATIVE:
        return False
    if family is Family.FARBEN:
        return premium in ("koenige", VALAT)
    return premium != "koenig_ultimo" or contract.type.calls_king


def _other(party: str) -> str:
    return "opponents" if party == "declarer" else "declarer"


def score_game(contract: KoenigrufenContract, *, won: bool, alone: bool,
               premiums: Sequence[Premium] = ()) -> GameScore:
    """``won``: the game as counted (T-10) or by tricks (T-33)."""
    kind = contract.type
    if kind.id == "trischaken":
        raise UnsupportedRuleError("koenigrufen.trischaken-payout", field="contract")
    for index, premium in enumerate(premiums):
        if premium.id not in (*PREMIUMS, VALAT) or premium.party not in PARTIES:
            raise PremiumNotPossibleError("koenigrufen.unknown-premium", field="premiums",
                                          index=index, premium=premium.id)
        if not possible(premium.id, contract):
            raise PremiumNotPossibleError("koenigrufen.premium-not-possible", field="premiums",
                                          index=index, premium=premium.id,
                                          contract=kind.id)
    value = kind.value
    valat = next((p for p in premiums if p.id == VALAT and (p.made or p.announced)), None)
    items: list[ScoreItem] = []
    if valat is not None:  # RT10: Valat replaces the game
        factor = 8 if valat.announced else 4
        game_value = value * factor * (kind.lost_factor if not won else 1)
        party = valat.party if valat.made else _other(valat.party)
        won = party == "declarer"
        case = "announced" if valat.announced else "silent"
        items.append(ScoreItem(VALAT, party, game_value, "T-35",
                               case if valat.made else "failed"))
    else:
        game_value = value * (1 if won else kind.lost_factor)
        items.append(ScoreItem("game", "declarer" if won else "opponents", game_value,
                               "T-39" if not won and kind.lost_factor > 1 else "T-30",
                               "won" if won else "lost"))
    solo = 2 if kind.solo else 1
    for premium in premiums:
        if premium.id == VALAT:
            continue
        full = PREMIUMS[premium.id] * solo
        if premium.announced:  # RT9: a failed announcement goes to the other side
            party = premium.party if premium.made else _other(premium.party)
            items.append(ScoreItem(premium.id, party, full, "T-34",
                                   "announced" if premium.made else "failed"))
        elif premium.made and valat is None:  # RT10: silent premiums drop beside Valat
            items.append(ScoreItem(premium.id, premium.party, full // 2, "T-34", "silent"))
    net = sum(item.value if item.party == "declarer" else -item.value for item in items)
    per_seat = (3 * net, None, -net) if alone else (net, net, -net)
    return GameScore(won, alone, tuple(items), net, per_seat)


def check_thirds(thirds: int) -> int:
    if not 0 <= thirds <= 210:
        raise ImplausibleCountError("koenigrufen.implausible-thirds", field="declarer_thirds",
                                    thirds=thirds)
    return thirds


def check_tricks(tricks: int) -> int:
    if not 0 <= tricks <= 12:
        raise ImplausibleCountError("koenigrufen.implausible-tricks", field="declarer_tricks",
                                    tricks=tricks)
    return tricks
