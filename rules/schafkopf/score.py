"""The reckoning of a finished Schafkopf game: winner, Augen, Schneider, Schwarz, Laufende,
Tout, and the price from a tariff (K-4, K-5, K-16 … K-19, R12, R14, R15); Ramsch (R13).

What decides the winner is the contract shape's goal: 61 Augen (K-4), or no trick at all for
the Bettel (K-20), which knows neither Schneider nor Schwarz, and, having no trumps, no
Laufende; a Tout asks for every trick (K-19)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.cards import Card
from rules.errors import DuplicateCardError, PositionError
from rules.schafkopf.contract import ContractType, Goal, SchafkopfContract
from rules.schafkopf.deck import SCHAFKOPF_DECK
from rules.schafkopf.ranking import DECK_AUGEN, is_trump, points, trump_order

TRICKS = 8
WIN_AUGEN = 61  # K-4: 60 : 60 goes to the opponents
SCHNEIDER_AUGEN = 91  # K-5: the opponents win Schneider with 90, i.e. declarers at 30 or less
SCHNEIDER_FREE = 31
FARBWENZ_MAX_LAUFENDE = 8  # R14
LAUFENDE_FROM = {ContractType.WENZ: 2, ContractType.GEIER: 2}  # R15; all others from 3
GOAL_RULE = {Goal.AUGEN: "K-4", Goal.NO_TRICK: "K-20"}  # the rule of the goal and base price


@dataclass(frozen=True, slots=True)
class Tariff:
    base: dict[str, int]  # per contract type
    laufende: int  # per Laufender
    schneider: int
    schwarz: int


DEFAULT_TARIFF = Tariff(
    base={"rufspiel": 10, "solo": 50, "wenz": 50, "farbwenz": 50, "geier": 50,
          "farbgeier": 50, "ramsch": 10, "bettel": 50},  # Bettel: priced as a Solo (K-20)
    laufende=10, schneider=10, schwarz=10)


@dataclass(frozen=True, slots=True)
class Line:
    """One line of the price breakdown."""

    item: str  # "base", "laufende", "schneider", "schwarz", "tout", "stoss", "retour"
    rule_id: str
    amount: int = 0  # added to the price
    factor: int = 1  # multiplies the price so far
    count: int = 0  # how many (Laufende)


@dataclass(frozen=True, slots=True)
class GameResult:
    declarers_win: bool
    rule_id: str  # what decided the winner: K-4 (Augen), K-19 (Tout) or K-20 (Bettel)
    augen: tuple[int, int]  # declarers, opponents
    tricks: tuple[int, int]
    schneider: bool
    schwarz: bool
    laufende: int  # unbroken top trumps of one party
    laufende_party: str  # "declarers" or "opponents"
    laufende_paid: int  # counted for the price (threshold R15, cap R14)
    lines: tuple[Line, ...]
    price: int  # what each losing player pays each winning player


def _check_tricks(tricks: Sequence[Sequence[Card]], field: str, first_index: int,
                  seen: dict[Card, str]) -> None:
    for number, trick in enumerate(tricks):
        if len(trick) != 4:
            raise PositionError(f"a trick holds 4 cards, not {len(trick)}", field=field,
                                index=number)
        for card in trick:
            if card not in SCHAFKOPF_DECK:
                raise PositionError(f"{card} is not a Schafkopf card", field=field,
                                    index=number)
            if card in seen:
                raise DuplicateCardError(f"{card} is taken twice ({seen[card]} and {field} "
                                         f"trick {number})", field=field, index=number)
            seen[card] = f"{field} trick {number}"


def check_tricks(groups: Sequence[tuple[str, Sequence[Sequence[Card]]]]) -> None:
    """Eight tricks in all, every card of the deck exactly once."""
    seen: dict[Card, str] = {}
    for field, tricks in groups:
        _check_tricks(tricks, field, 0, seen)
    total = sum(len(t) for _, t in groups)
    if total != TRICKS:
        raise PositionError(f"a game has {TRICKS} tricks; these are {total}",
                            field=groups[0][0])


def laufende(contract: SchafkopfContract, declarer_cards: set[Card]) -> tuple[int, str]:
    """K-16: the unbroken run of top trumps of the party holding the highest trump; none in a
    contract without trumps (Bettel)."""
    order = trump_order(contract)
    if not order:
        return 0, "declarers"
    party = order[0] in declarer_cards
    run = 0
    for card in order:
        if (card in declarer_cards) != party:
            break
        run += 1
    return run, "declarers" if party else "opponents"


def score_game(contract: SchafkopfContract, declarer_cards: Sequence[Card],
               declarer_tricks: Sequence[Sequence[Card]],
               opponent_tricks: Sequence[Sequence[Card]], tariff: Tariff = DEFAULT_TARIFF,
               stoss: bool = False, retour: bool = False) -> GameResult:
    if contract.type is ContractType.RAMSCH:
        raise PositionError("a Ramsch is reckoned per player: use the Ramsch reckoning",
                            field="contract")
    party_size = 8 if contract.shape.solo else 16
    if len(declarer_cards) != party_size or len(set(declarer_cards)) != party_size:
        raise PositionError(f"the declarer party of a {contract.type.value} held "
                            f"{party_size} different cards at the start", field="declarer_cards")
    if contract.called_ace is not None and contract.called_ace not in declarer_cards:
        raise PositionError("the called Sau belongs to the declarer party (the partner holds "
                            "it)", field="declarer_cards")
    if retour and not stoss:
        raise PositionError("a Retour answers a Stoß", field="retour")
    check_tricks((("declarer_tricks", declarer_tricks), ("opponent_tricks", opponent_tricks)))
    augen = sum(points(c) for t in declarer_tricks for c in t)
    tricks = (len(declarer_tricks), len(opponent_tricks))
    goal = contract.shape.goal
    if contract.tout:
        win, rule_id = not opponent_tricks, "K-19"
    elif goal is Goal.NO_TRICK:
        win, rule_id = not declarer_tricks, GOAL_RULE[goal]
    else:
        win, rule_id = augen >= WIN_AUGEN, GOAL_RULE[goal]
    by_augen = goal is Goal.AUGEN and not contract.tout  # Schneider and Schwarz count
    schneider = by_augen and ((augen >= SCHNEIDER_AUGEN) if win else (augen < SCHNEIDER_FREE))
    schwarz = by_augen and ((tricks[1] == 0) if win else (tricks[0] == 0))
    run, party = laufende(contract, set(declarer_cards))
    paid = run if run >= LAUFENDE_FROM.get(contract.type, 3) else 0
    if contract.type is ContractType.FARBWENZ:
        paid = min(paid, FARBWENZ_MAX_LAUFENDE)
    lines = [Line("base", GOAL_RULE[goal], tariff.base[contract.type.value])]
    if paid:
        lines.append(Line("laufende", "K-17", paid * tariff.laufende, count=paid))
    if contract.tout:
        lines.append(Line("tout", "K-19", factor=2))  # Schneider and Schwarz not added
    if schneider:
        lines.append(Line("schneider", "K-5", tariff.schneider))
    if schwarz:
        lines.append(Line("schwarz", "R12", tariff.schwarz))
    if stoss:
        lines.append(Line("stoss", "K-S1", factor=2))
    if retour:
        lines.append(Line("retour", "K-S1", factor=2))
    price = 0
    for line in lines:
        price = (price + line.amount) * line.factor
    return GameResult(win, rule_id, (augen, DECK_AUGEN - augen), tricks, schneider, schwarz,
                      run, party, paid, tuple(lines), price)


@dataclass(frozen=True, slots=True)
class RamschResult:
    augen: tuple[int, ...]
    tricks: tuple[int, ...]
    trumps: tuple[int, ...]  # trumps taken in tricks
    losers: tuple[int, ...]
    durchmarsch: int | None  # the player who took every trick and wins alone
    case: str  # "most_augen", "more_tricks", "more_trumps", "tie", "durchmarsch"
    price: int


def score_ramsch(player_tricks: Sequence[Sequence[Sequence[Card]]],
                 tariff: Tariff = DEFAULT_TARIFF) -> RamschResult:
    """R13: the most Augen loses; then more tricks; then more trumps taken. K-D2: players
    still equal after that lose together. A Durchmarsch wins alone."""
    if len(player_tricks) != 4:
        raise PositionError("a Ramsch has four players", field="players")
    check_tricks([(f"players/{i}/tricks", t) for i, t in enumerate(player_tricks)])
    ramsch = SchafkopfContract(ContractType.RAMSCH)
    augen = tuple(sum(points(c) for t in p for c in t) for p in player_tricks)
    tricks = tuple(len(p) for p in player_tricks)
    trumps = tuple(sum(is_trump(c, ramsch) for t in p for c in t) for p in player_tricks)
    base = tariff.base["ramsch"]
    if TRICKS in tricks:
        winner = tricks.index(TRICKS)
        return RamschResult(augen, tricks, trumps, tuple(i for i in range(4) if i != winner),
                            winner, "durchmarsch", base)
    candidates = list(range(4))
    case = "most_augen"
    for key, name in ((augen, "most_augen"), (tricks, "more_tricks"),
                      (trumps, "more_trumps")):
        top = max(key[i] for i in candidates)
        narrowed = [i for i in candidates if key[i] == top]
        if len(candidates) > 1:
            case = name
        candidates = narrowed
        if len(candidates) == 1:
            break
    else:
        case = "tie"
    return RamschResult(augen, tricks, trumps, tuple(candidates), None, case, base)


def payments(result: GameResult, contract: SchafkopfContract) -> tuple[int, int]:
    """What each declarer and each opponent gains (negative: pays). In a solo the one
    declarer settles with all three opponents; in a Rufspiel each player with one."""
    sign = 1 if result.declarers_win else -1
    opponents_per_declarer = 3 if contract.shape.solo else 1
    return sign * result.price * opponents_per_declarer, -sign * result.price


def ramsch_payments(result: RamschResult) -> tuple[int, ...]:
    """Per player: each loser pays the price to each winner (R13)."""
    losers = set(result.losers)
    winners = len(result.augen) - len(losers)
    return tuple(result.price * (-winners if i in losers else len(losers))
                 for i in range(len(result.augen)))
