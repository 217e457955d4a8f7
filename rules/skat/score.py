"""The score of one Skat game (S-18 … S-30): Spitzen over hand and Skat, every level named,
Null's fixed values, overbid at the next multiple, lost games double, Seeger-Fabian; and the
refusals of RS9 and RS11."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from rules.cards import Card
from rules.errors import PositionError, RulesInputError
from rules.position import check_in_deck, check_no_duplicates
from rules.skat.bids import BASE_VALUE, GRAND_BASE, NULL_VALUES, is_reizwert
from rules.skat.contract import ContractType, SkatContract
from rules.skat.deck import SKAT_DECK, augen
from rules.skat.ranking import trump_order

TOTAL_AUGEN = 120  # S-2
TRICKS = 10
WIN_AT = 61  # S-21
SCHNEIDER_AT = 30  # S-22: a party with 30 or fewer is Schneider
SEEGER_FABIAN_GAME = 50  # S-30
SEEGER_FABIAN_OTHERS = {3: 40, 4: 30}  # RS7

# The levels in the order the answer names them (S-20) and the rule each rests on.
FACTOR_RULES = {"spitzen": "S-18", "game": "S-20", "hand": "S-11", "schneider": "S-22",
                "schneider_announced": "S-24", "schwarz": "S-23", "schwarz_announced": "S-24",
                "ouvert": "S-25"}


class InvalidBidError(RulesInputError):
    """A bid that is no valid Reizwert (S-6, RS11)."""

    kind = "invalid-bid"


class InvalidAnnouncementError(RulesInputError):
    """A game announced that cannot reach the bid where the declarer can know it (RS9)."""

    kind = "invalid-announcement"


class Spitzen(NamedTuple):
    with_: bool  # "mit": he holds the Kreuz-Bube (hand and Skat)
    number: int
    cards: tuple[Card, ...]  # the trumps held (mit) or missing (ohne)


class Factor(NamedTuple):
    id: str
    times: int  # how many levels it adds (the Spitzen: their number; every other level 1)
    rule: str


class Score(NamedTuple):
    contract: SkatContract
    won: bool
    rule_id: str  # the rule that decided won or lost
    case: str  # keys the sentence
    declarer_points: int
    skat_points: int
    declarer_tricks: int
    schneider: bool | None  # reached by either party (S-22); None in Null (RS8)
    schwarz: bool | None  # reached by either party, in tricks (S-23, RS4); None in Null
    spitzen: Spitzen | None  # None in Null
    base_value: int | None
    factors: tuple[Factor, ...]
    multiplier: int | None
    game_value: int
    bid: int
    overbid: bool
    scored_value: int
    declarer_score: int
    table_size: int
    seeger_fabian_declarer: int
    seeger_fabian_others_each: int


def spitzen(contract: SkatContract, cards: Sequence[Card]) -> Spitzen:
    """S-18: the unbroken run from the Kreuz-Bube over the declarer's twelve cards."""
    order = trump_order(contract)
    held = set(cards)
    with_ = order[0] in held
    run: list[Card] = []
    for card in order:
        if (card in held) != with_:
            break
        run.append(card)
    return Spitzen(with_, len(run), tuple(run))


def base_value(contract: SkatContract) -> int | None:
    if contract.type is ContractType.NULL:
        return None
    return GRAND_BASE if contract.trump is None else BASE_VALUE[contract.trump]


def next_multiple(base: int, bid: int) -> int:
    """The smallest multiple of ``base`` at or above ``bid`` (S-27, RS10)."""
    return -(-bid // base) * base


def check_bid(bid: int) -> None:
    if not is_reizwert(bid):
        raise InvalidBidError("skat.reizwert", field="bid", bid=bid)


def check_cards(declarer_cards: Sequence[Card], skat: Sequence[Card]) -> None:
    if len(declarer_cards) != TRICKS:
        raise PositionError("skat.declarer-cards", field="declarer_cards",
                            count=len(declarer_cards))
    if len(skat) != 2:
        raise PositionError("skat.skat-size", field="skat", count=len(skat))
    check_in_deck(SKAT_DECK, declarer_cards=declarer_cards, skat=skat)
    check_no_duplicates([*declarer_cards, *skat], "declarer_cards")
    check_no_duplicates(declarer_cards, "declarer_cards")
    check_no_duplicates(skat, "skat")
    for index, card in enumerate(skat):
        if card in declarer_cards:
            raise PositionError("skat.in-skat-and-hand", field="skat", index=index, card=card)


def check_counts(points: int, tricks: int, skat: Sequence[Card] | None) -> None:
    """RS11: the Skat's Augen are in the points; no trick leaves just them, ten tricks 120."""
    if not 0 <= tricks <= TRICKS:
        raise PositionError("skat.trick-count-range", field="declarer_trick_count")
    if not 0 <= points <= TOTAL_AUGEN:
        raise PositionError("skat.points-range", field="declarer_points")
    if tricks == TRICKS and points != TOTAL_AUGEN:
        raise PositionError("skat.schwarz-points", field="declarer_points", points=points)
    if skat is None:
        return
    in_skat = sum(augen(card) for card in skat)
    if tricks == 0 and points != in_skat:
        raise PositionError("skat.no-trick-points", field="declarer_points", skat=in_skat,
                            points=points)
    if points < in_skat:
        raise PositionError("skat.points-include-skat", field="declarer_points", skat=in_skat,
                            points=points)


def score_game(contract: SkatContract, bid: int, declarer_cards: Sequence[Card] | None,
               skat: Sequence[Card] | None, declarer_points: int, declarer_tricks: int,
               table_size: int = 3) -> Score:
    """The score of a finished (or decided, RS12) game from the score pad's counts."""
    check_bid(bid)
    if contract.type is not ContractType.NULL and (declarer_cards is None or skat is None):
        missing = "declarer_cards" if declarer_cards is None else "skat"
        raise PositionError("skat.spitzen-cards", field=missing, missing=missing)
    if declarer_cards is not None and skat is not None:
        check_cards(declarer_cards, skat)
    check_counts(declarer_points, declarer_tricks, skat)
    if table_size not in SEEGER_FABIAN_OTHERS:
        raise PositionError("skat.table-size", field="table_size")
    skat_points = sum(augen(c) for c in skat) if skat is not None else 0
    opponents = TOTAL_AUGEN - declarer_points
    schneider = declarer_points <= SCHNEIDER_AT or opponents <= SCHNEIDER_AT
    schwarz = declarer_tricks in (0, TRICKS)
    if contract.type is ContractType.NULL:
        value = NULL_VALUES[contract.hand, contract.ouvert]
        if value < bid:
            raise InvalidAnnouncementError(
                "skat.null-below-bid", field="contract", hand=" Hand" if contract.hand else "",
                ouvert=" ouvert" if contract.ouvert else "", value=value, bid=bid)
        won = declarer_tricks == 0
        # RS8: Null has no Schneider or Schwarz levels, so neither is reported.
        return _scored(contract, won, "S-26", "null_won" if won else "null_lost",
                       declarer_points, skat_points, declarer_tricks, None, None, None,
                       None, (), None, value, bid, False, value, table_size)
    assert declarer_cards is not None
    assert skat is not None
    base = base_value(contract)
    assert base is not None
    run = spitzen(contract, [*declarer_cards, *skat])
    if not contract.hand and (run.number + 3) * base < bid:
        raise InvalidAnnouncementError("skat.spitzen-below-bid", field="contract",
                                       spitzen=run.number, value=(run.number + 3) * base, bid=bid)
    levels = {"spitzen": run.number, "game": 1, "hand": int(contract.hand),
              "schneider": int(schneider or contract.schneider),
              "schneider_announced": int(contract.schneider),
              "schwarz": int(schwarz or contract.schwarz),
              "schwarz_announced": int(contract.schwarz), "ouvert": int(contract.ouvert)}
    factors = tuple(Factor(name, value, FACTOR_RULES[name]) for name, value in levels.items()
                    if value)
    multiplier = sum(f.times for f in factors)
    value = base * multiplier
    overbid = value < bid
    if contract.schwarz and declarer_tricks < TRICKS:
        won, rule, case = False, "S-25" if contract.ouvert else "S-24", \
            "ouvert_lost" if contract.ouvert else "schwarz_missed"
    elif contract.schneider and opponents > SCHNEIDER_AT:
        won, rule, case = False, "S-24", "schneider_missed"
    elif declarer_points < WIN_AT:
        won, rule, case = False, "S-21", "lost"
    else:
        won, rule, case = True, "S-21", "won"
    if overbid:
        won, rule, case = False, "S-27", "overbid"
    scored = next_multiple(base, bid) if overbid else value
    return _scored(contract, won, rule, case, declarer_points, skat_points, declarer_tricks,
                   schneider, schwarz, run, base, factors, multiplier, value, bid, overbid,
                   scored, table_size)


def _scored(contract: SkatContract, won: bool, rule: str, case: str, points: int,
            skat_points: int, tricks: int, schneider: bool | None, schwarz: bool | None,
            run: Spitzen | None, base: int | None, factors: tuple[Factor, ...],
            multiplier: int | None, value: int, bid: int, overbid: bool, scored: int,
            table_size: int) -> Score:
    declarer_score = scored if won else -2 * scored  # S-28, RS6
    sf_declarer = declarer_score + (SEEGER_FABIAN_GAME if won else -SEEGER_FABIAN_GAME)
    others = 0 if won else SEEGER_FABIAN_OTHERS[table_size]
    return Score(contract, won, rule, case, points, skat_points, tricks, schneider, schwarz,
                 run, base, factors, multiplier, value, bid, overbid, scored, declarer_score,
                 table_size, sf_declarer, others)


def counts_from_tricks(declarer_tricks: Sequence[Sequence[Card]],
                       skat: Sequence[Card] | None) -> tuple[int, int]:
    """(declarer_points, declarer_trick_count) from his tricks and the Skat (RS11)."""
    points = sum(augen(c) for trick in declarer_tricks for c in trick)
    points += sum(augen(c) for c in skat) if skat is not None else 0
    return points, len(declarer_tricks)
