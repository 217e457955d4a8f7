"""The reckoning of a finished Schafkopf game: winner, Augen, Schneider, Schwarz, Laufende,
Tout, and the price from a tariff (K-4, K-5, K-16 … K-19, R12, R14, R15); Ramsch (R13).

What decides the winner is the contract shape's goal: 61 Augen (K-4), or no trick at all for
the Bettel (K-20), which knows neither Schneider nor Schwarz, and, having no trumps, no
Laufende; a Tout asks for every trick (K-19)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from rules.cards import Card, Rank
from rules.errors import Counted, DuplicateCardError, PositionError
from rules.schafkopf.contract import SIE_CARDS, ContractType, Goal, SchafkopfContract
from rules.schafkopf.ranking import DECK_AUGEN, is_trump, points, trump_order
from rules.schafkopf.ruleset import (
    STANDARD,
    STANDARD_TARIFF,
    Durchmarsch,
    Jungfrau,
    SchafkopfRuleset,
    Tariff,
    TieBreak,
)

TRICKS = 8  # the long pack; a contract's own: ``contract.hand_size``
WIN_AUGEN = 61  # K-4: 60 : 60 goes to the opponents
SCHNEIDER_AUGEN = 91  # K-5: the opponents win Schneider with 90, i.e. declarers at 30 or less
SCHNEIDER_FREE = 31
GOAL_RULE = {Goal.AUGEN: "K-4", Goal.NO_TRICK: "K-20",
             Goal.EVERY_TRICK: "K-H13"}  # the rule of the goal and base price


DEFAULT_TARIFF = STANDARD_TARIFF
KONTRA_ITEMS = ("stoss", "retour")  # K-S1; a third Kontra and later: "kontra" (K-S3)


@dataclass(frozen=True, slots=True)
class Line:
    """One line of the price breakdown."""

    item: str  # "base", "laufende", "schneider", "schwarz", "tout", "doubling", "stoss",
    # "retour", "kontra", "jungfrau", "ouvert", "sie"
    rule_id: str
    amount: int = 0  # added to the price
    factor: int = 1  # multiplies the price so far
    count: int = 0  # how many (Laufende; the number of a Kontra or a Jungfrau)
    seat: int | None = None  # who doubled (Klopfen/Legen, a Kontra) or is Jungfrau


@dataclass(frozen=True, slots=True)
class GameResult:
    declarers_win: bool
    rule_id: str  # what decided the winner: K-4 (Augen), K-19 (Tout), K-20 (Bettel) or
    # K-H11 (Bettel ouvert)
    augen: tuple[int, int]  # declarers, opponents
    tricks: tuple[int, int]
    schneider: bool
    schwarz: bool
    laufende: int  # unbroken top trumps of one party
    laufende_party: str  # "declarers" or "opponents"
    laufende_paid: int  # counted for the price (threshold R15, cap R14)
    lines: tuple[Line, ...]
    price: int  # what each losing player pays each winning player


def _check_tricks(tricks: Sequence[Sequence[Card]], field: str, contract: SchafkopfContract,
                  seen: dict[Card, tuple[str, Counted]]) -> None:
    for number, trick in enumerate(tricks):
        if len(trick) != 4:
            raise PositionError("schafkopf.trick-size", field=field, index=number, count=len(trick))
        for card in trick:
            if card not in contract.deck:
                raise PositionError("schafkopf.not-in-schafkopf-pack", field=field, index=number,
                                    card=card, blatt=contract.blatt.value)
            if card in seen:
                first, first_trick = seen[card]
                raise DuplicateCardError("schafkopf.taken-twice", field=field, index=number,
                                         card=card, first=first, first_trick=first_trick,
                                         second=field, second_trick=Counted(number))
            seen[card] = field, Counted(number)


def check_tricks(groups: Sequence[tuple[str, Sequence[Sequence[Card]]]],
                 contract: SchafkopfContract) -> None:
    """Eight tricks in all (six from the Kurzes Blatt), every card of the pack exactly once."""
    seen: dict[Card, tuple[str, Counted]] = {}
    for field, tricks in groups:
        _check_tricks(tricks, field, contract, seen)
    total = sum(len(t) for _, t in groups)
    if total != contract.hand_size:
        raise PositionError("schafkopf.game-tricks", field=groups[0][0], tricks=contract.hand_size,
                            count=total)


def check_sie_hand(contract: SchafkopfContract, cards: Sequence[Card], field: str,
                   index: int | None = None) -> None:
    """K-H13: a Sie's declarer holds the four Ober and the four Unter."""
    if contract.type is not ContractType.SIE:
        return
    missing = sorted(SIE_CARDS - set(cards), key=lambda c: c.ordinal)
    if missing:
        raise PositionError("schafkopf.sie-hand", field=field, index=index, card=missing[0])


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


@dataclass(frozen=True, slots=True)
class Doublings:
    """What doubles the price beyond the cards: before play (Klopfen, Legen, "aufgedoppelt":
    the seats that doubled, K-S2) and during it (the Kontras, first Stoß, then Retour, then
    Sub, Hirsch, …: each the seat that gave it where known, K-S1, K-S3)."""

    before_play: tuple[int | None, ...] = ()
    kontras: tuple[int | None, ...] = ()

    @classmethod
    def from_flags(cls, stoss: bool, retour: bool) -> Doublings:
        return cls((), (None,) * (int(stoss) + int(retour)))

    def lines(self) -> list[Line]:
        found = [Line("doubling", "K-S2", factor=2, count=n, seat=seat)
                 for n, seat in enumerate(self.before_play, 1)]
        for n, seat in enumerate(self.kontras, 1):
            item = KONTRA_ITEMS[n - 1] if n <= len(KONTRA_ITEMS) else "kontra"
            found.append(Line(item, "K-S1" if n <= len(KONTRA_ITEMS) else "K-S3", factor=2,
                              count=n if n > len(KONTRA_ITEMS) else 0, seat=seat))
        return found


NO_DOUBLINGS = Doublings()


def _check_doublings(doublings: Doublings, ruleset: SchafkopfRuleset) -> None:
    if len(doublings.kontras) > ruleset.kontras_max:
        raise PositionError("schafkopf.kontras-max", field="kontras", ruleset=ruleset.id,
                            max=ruleset.kontras_max, count=len(doublings.kontras))


def score_game(contract: SchafkopfContract, declarer_cards: Sequence[Card],
               declarer_tricks: Sequence[Sequence[Card]],
               opponent_tricks: Sequence[Sequence[Card]], tariff: Tariff = DEFAULT_TARIFF,
               stoss: bool = False, retour: bool = False, *,
               ruleset: SchafkopfRuleset = STANDARD,
               doublings: Doublings | None = None) -> GameResult:
    if contract.type is ContractType.RAMSCH:
        raise PositionError("schafkopf.ramsch-per-player", field="contract")
    hand = contract.hand_size
    party_size = hand if contract.shape.solo else 2 * hand
    if len(declarer_cards) != party_size or len(set(declarer_cards)) != party_size:
        raise PositionError("schafkopf.party-size", field="declarer_cards",
                            contract=contract.type.value, count=party_size)
    if contract.called_ace is not None and contract.called_ace not in declarer_cards:
        raise PositionError("schafkopf.called-ace-declarers", field="declarer_cards")
    check_sie_hand(contract, declarer_cards, "declarer_cards")
    if retour and not stoss:
        raise PositionError("schafkopf.retour", field="retour")
    doubled = doublings if doublings is not None else Doublings.from_flags(stoss, retour)
    _check_doublings(doubled, ruleset)
    check_tricks((("declarer_tricks", declarer_tricks), ("opponent_tricks", opponent_tricks)),
                 contract)
    augen = sum(points(c) for t in declarer_tricks for c in t)
    tricks = (len(declarer_tricks), len(opponent_tricks))
    goal = contract.shape.goal
    ouvert = contract.tout and goal is Goal.NO_TRICK  # K-H11: the Bettel ouvert
    if ouvert:
        win, rule_id = not declarer_tricks, "K-H11"
    elif contract.tout:
        win, rule_id = not opponent_tricks, "K-19"
    elif goal is Goal.EVERY_TRICK:  # K-H13: the Sie
        win, rule_id = not opponent_tricks, GOAL_RULE[goal]
    elif goal is Goal.NO_TRICK:
        win, rule_id = not declarer_tricks, GOAL_RULE[goal]
    else:
        win, rule_id = augen >= WIN_AUGEN, GOAL_RULE[goal]
    by_augen = goal is Goal.AUGEN and not contract.tout  # Schneider and Schwarz count
    schneider = by_augen and ((augen >= SCHNEIDER_AUGEN) if win else (augen < SCHNEIDER_FREE))
    schwarz = by_augen and ((tricks[1] == 0) if win else (tricks[0] == 0))
    run, party = laufende(contract, set(declarer_cards))
    paid = ruleset.laufende_paid(contract, run)
    base = tariff.base.get(contract.type.value)
    if base is None and contract.shape.priced_as is not None:
        base = tariff.base[contract.shape.priced_as]  # K-H13: the Sie at the Solo's price
    lines = [Line("base", GOAL_RULE[goal], base if base is not None
                  else tariff.base[contract.type.value])]
    if paid:
        lines.append(Line("laufende", ruleset.laufende_rule, paid * tariff.laufende,
                          count=paid))
    if ouvert:
        lines.append(Line("ouvert", "K-H11", factor=2))
    elif contract.tout:
        lines.append(Line("tout", "K-19", factor=2))  # Schneider and Schwarz not added
    elif goal is Goal.EVERY_TRICK:
        # K-H13 (our reading): priced as a Tout, and that doubled again.
        lines.append(Line("tout", "K-19", factor=2))
        lines.append(Line("sie", "K-H13", factor=2))
    if schneider:
        lines.append(Line("schneider", "K-5", tariff.schneider))
    if schwarz:
        lines.append(Line("schwarz", "R12", tariff.schwarz))
    lines.extend(doubled.lines())
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
    durchmarsch: int | None  # the player who took every trick (or all Augen) and wins alone
    case: str  # "most_augen", "more_tricks", "more_trumps", "higher_ober_held", "tie",
    # "durchmarsch"
    price: int
    lines: tuple[Line, ...] = ()
    jungfrauen: tuple[int, ...] = ()  # the players who took no trick
    rule_id: str = "R13"  # the rule that found the losers
    # Per seat: what each loser pays that player, where a Jungfrau's own share doubles
    # (K-H16, K-H17); empty: the price, alike for every winner.
    prices: tuple[int, ...] = ()


def _durchmarsch(ruleset: SchafkopfRuleset, augen: Sequence[int], tricks: Sequence[int],
                 hand: int) -> int | None:
    taken = tricks if ruleset.durchmarsch is Durchmarsch.TRICKS else augen
    whole = hand if ruleset.durchmarsch is Durchmarsch.TRICKS else DECK_AUGEN
    return taken.index(whole) if whole in taken else None


def _held(hand: Sequence[Card] | None, contract: SchafkopfContract, seat: int,
          step: TieBreak) -> int:
    """The strength of the highest Ober (K-H4) or trump (K-H15) a seat held at the deal (0:
    none)."""
    if hand is None:
        raise PositionError("schafkopf.tie-needs-hands", field=f"players/{seat}/hand")
    order = trump_order(contract)
    held = [len(order) - order.index(c) for c in hand if c in order
            and (step is TieBreak.HIGHEST_TRUMP_HELD or c.rank is Rank.OBER)]
    return max(held, default=0)


# K-H16, K-H17: how many times a Jungfrau's own share doubles, by the number of Jungfrauen.
_OWN_DOUBLINGS: dict[Jungfrau, Callable[[int], int]] = {
    Jungfrau.DOUBLE_OWN: lambda n: 1, Jungfrau.DOUBLE_OWN_EACH: lambda n: n}
_OWN_RULE = {Jungfrau.DOUBLE_OWN: "K-H16", Jungfrau.DOUBLE_OWN_EACH: "K-H17"}


def score_ramsch(player_tricks: Sequence[Sequence[Sequence[Card]]],
                 tariff: Tariff = DEFAULT_TARIFF, *, ruleset: SchafkopfRuleset = STANDARD,
                 hands: Sequence[Sequence[Card] | None] | None = None,
                 doublings: Doublings = NO_DOUBLINGS) -> RamschResult:
    """R13: the most Augen loses; then more tricks; then more trumps taken (or the ruleset's
    order, K-H4). K-D2: players still equal after that lose together. A Durchmarsch wins
    alone; each Jungfrau may double the price (K-H5)."""
    if len(player_tricks) != 4:
        raise PositionError("schafkopf.ramsch-players", field="players")
    ramsch = ruleset.contract(SchafkopfContract(ContractType.RAMSCH))
    _check_doublings(doublings, ruleset)
    check_tricks([(f"players/{i}/tricks", t) for i, t in enumerate(player_tricks)], ramsch)
    augen = tuple(sum(points(c) for t in p for c in t) for p in player_tricks)
    tricks = tuple(len(p) for p in player_tricks)
    trumps = tuple(sum(is_trump(c, ramsch) for t in p for c in t) for p in player_tricks)
    jungfrauen = tuple(i for i in range(4) if tricks[i] == 0)
    lines = [Line("base", "R13", tariff.base["ramsch"])]
    if ruleset.jungfrau is Jungfrau.DOUBLE_EACH:
        lines.extend(Line("jungfrau", "K-H5", factor=2, count=n, seat=seat)
                     for n, seat in enumerate(jungfrauen, 1))
    lines.extend(doublings.lines())
    price = 0
    for line in lines:
        price = (price + line.amount) * line.factor
    winner = _durchmarsch(ruleset, augen, tricks, ramsch.hand_size)
    if winner is not None:
        return RamschResult(augen, tricks, trumps, tuple(i for i in range(4) if i != winner),
                            winner, "durchmarsch", price, tuple(lines), jungfrauen,
                            "R13" if ruleset.durchmarsch is Durchmarsch.TRICKS else "K-H6")
    result = _losers(ruleset, ramsch, augen, tricks, trumps, hands, price, lines, jungfrauen)
    own = _OWN_DOUBLINGS.get(ruleset.jungfrau)
    doubled = [s for s in jungfrauen if s not in result.losers]
    if own is None or not doubled:
        return result
    # Only what a Jungfrau receives doubles: a line each, the price of the others unchanged.
    times = own(len(jungfrauen))
    extra = tuple(Line("jungfrau_own", _OWN_RULE[ruleset.jungfrau], factor=2 ** times,
                       count=times, seat=s) for s in doubled)
    return replace(result, lines=result.lines + extra, prices=tuple(
        price * 2 ** times if s in doubled else price for s in range(4)))


def _losers(ruleset: SchafkopfRuleset, ramsch: SchafkopfContract, augen: Sequence[int],
            tricks: Sequence[int], trumps: Sequence[int],
            hands: Sequence[Sequence[Card] | None] | None, price: int, lines: Sequence[Line],
            jungfrauen: tuple[int, ...]) -> RamschResult:
    """R13 and the ruleset's order of tie-breaks; K-D2 where all of them leave a tie."""
    keys: dict[TieBreak, Sequence[int]] = {TieBreak.MORE_TRICKS: tricks,
                                           TieBreak.MORE_TRUMPS: trumps}
    candidates = list(range(4))
    case, rule_id = "most_augen", "R13"
    for key, name, rule in ((augen, "most_augen", "R13"),
                            *((keys.get(step), step.value, ruleset.ramsch_tie_rule)
                              for step in ruleset.ramsch_tie_break)):
        if key is None:  # K-H4, K-H15: asked only when it decides, so the hands are needed
            held_step = TieBreak(name)
            key = [_held(hands[i] if hands else None, ramsch, i, held_step) if i in candidates
                   else 0 for i in range(4)]
        top = max(key[i] for i in candidates)
        narrowed = [i for i in candidates if key[i] == top]
        if len(candidates) > 1:
            case, rule_id = name, rule
        candidates = narrowed
        if len(candidates) == 1:
            break
    else:
        case, rule_id = "tie", "K-D2"
    return RamschResult(tuple(augen), tuple(tricks), tuple(trumps), tuple(candidates), None,
                        case, price, tuple(lines), jungfrauen, rule_id)


@dataclass(frozen=True, slots=True)
class StockMove:
    """K-H7: the Stock (the pot carried between games) before and after this game, and what
    each declarer takes from it (positive) or pays into it (negative)."""

    pot: int
    per_declarer: int
    pot_after: int


def stock_move(ruleset: SchafkopfRuleset, contract: SchafkopfContract, declarers_win: bool,
               pot: int) -> StockMove:
    """Won, the declarers share the pot; lost, each pays his share of it in again."""
    if contract.type not in ruleset.stock_contracts or not pot:
        return StockMove(pot, 0, pot)
    declarers = 1 if contract.shape.solo else 2
    share = pot // declarers
    if declarers_win:
        return StockMove(pot, share, pot - share * declarers)
    return StockMove(pot, -share, pot + share * declarers)


def payments(result: GameResult, contract: SchafkopfContract) -> tuple[int, int]:
    """What each declarer and each opponent gains (negative: pays). In a solo the one
    declarer settles with all three opponents; in a Rufspiel each player with one."""
    sign = 1 if result.declarers_win else -1
    opponents_per_declarer = 3 if contract.shape.solo else 1
    return sign * result.price * opponents_per_declarer, -sign * result.price


def ramsch_payments(result: RamschResult) -> tuple[int, ...]:
    """Per player: each loser pays each winner the price (R13), a Jungfrau's own where it
    doubles (K-H16, K-H17)."""
    losers = set(result.losers)
    seats = range(len(result.augen))
    prices = result.prices or (result.price,) * len(result.augen)
    owed = sum(prices[i] for i in seats if i not in losers)
    return tuple(-owed if i in losers else prices[i] * len(losers) for i in seats)
