"""Should I close? The position the player on lead knows, checked, and the answer over every
hand the opponent can hold (RULES.md N-13, N-15; 66: M-14, RM6, RM9, RM13).

The opponent's hand is every set of unseen cards that holds the cards known to be his, each
equally likely; the face-up trump card is turned down by the closing and stays in the dead
talon. Each deal is solved after the first lead with both hands open
(``rules.schnapsen.closed_play``): the best single first lead is the headline, a lead chosen
per deal the upper figure. The stakes are fixed at the closing, so a deal is a plain win or
loss.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from fractions import Fraction
from itertools import combinations
from math import comb

from rules.cards import Card, Suit
from rules.errors import DuplicateCardError, PositionError
from rules.schnapsen.closed_play import PAIR, ClosedPlay, Side, solver
from rules.schnapsen.contract import SchnapsenContract
from rules.schnapsen.ranking import is_trump
from rules.schnapsen.score import game_points
from rules.schnapsen.trick import judge_trick
from rules.schnapsen.variant import SCHNAPSEN_VARIANT, Variant


class Who(StrEnum):
    ME = "me"
    OPPONENT = "opponent"


@dataclass(frozen=True, slots=True)
class Exchange:
    by: Who
    card: Card  # the turned-up trump card taken (R8, RM5)


@dataclass(frozen=True, slots=True)
class Announced:
    by: Who
    suit: Suit


@dataclass(frozen=True, slots=True)
class Tally:
    card_points: int
    tricks: int


@dataclass(frozen=True, slots=True)
class ClosingPosition:
    contract: SchnapsenContract
    hand: tuple[Card, ...]
    talon_cards: int
    trump_card: Card
    tricks: tuple[tuple[Card, Card], ...]
    exchange: Exchange | None
    marriages: tuple[Announced, ...]
    me: Tally
    opponent: Tally


@dataclass(frozen=True, slots=True)
class Standing:
    """One player at the closing: card points, marriages counted (with a trick) or pending."""

    card_points: int
    tricks: int
    counted: int  # card points and counted marriages
    pending: int  # marriages waiting for his first trick (N-10, M-11)

    @property
    def side(self) -> Side:
        return Side(True, self.counted) if self.tricks else Side(False, self.pending)


@dataclass(frozen=True, slots=True)
class Lead:
    card: Card
    marriage: Suit | None  # announced with this lead (66: before the closing, RM13)
    wins: int
    claims_at_once: bool  # the marriage alone reaches 66: "40 und aus"


@dataclass(frozen=True, slots=True)
class ClosingAnswer:
    deals: int
    unseen: int
    known: tuple[Card, ...]
    me: Standing
    opponent: Standing
    stake_win: int
    stake_win_case: str  # N-14's case on the opponent at the closing
    stake_lose: int
    leads: tuple[Lead, ...]  # in hand order
    wins_double_dummy: int
    marriages_lost: tuple[Suit, ...]  # pairs in hand that closing leaves unannounced (RM4)
    # Each opponent hand with the leads (bits by hand index) that beat it; kept when asked.
    outcomes: tuple[tuple[tuple[Card, ...], int], ...] = ()

    @property
    def wins(self) -> int:
        return max(lead.wins for lead in self.leads)

    @property
    def best_leads(self) -> tuple[Lead, ...]:
        return tuple(lead for lead in self.leads if lead.wins == self.wins)

    def losing_hands(self, lead: int) -> tuple[tuple[Card, ...], ...]:
        """The opponent hands against which the lead of the hand's card ``lead`` loses
        (``outcomes`` kept)."""
        return tuple(hand for hand, won in self.outcomes if not won >> lead & 1)

    def expected(self, wins: int) -> Fraction:
        return Fraction(wins * self.stake_win - (self.deals - wins) * self.stake_lose,
                        self.deals)


def tricks_for(talon_cards: int, rules: Variant) -> int:
    """Tricks played while the talon is open: two cards drawn after each (N-2, M-2)."""
    return (rules.stack + 1 - talon_cards) // 2


def check_position(position: ClosingPosition, rules: Variant = SCHNAPSEN_VARIANT
                   ) -> tuple[Standing, Standing, tuple[Card, ...], tuple[Card, ...]]:
    """The standings at the closing, the cards known to be the opponent's and the unseen
    cards; a position that cannot be closed or cannot occur is refused naming the field."""
    p, ids = position, rules.ids
    if len(p.hand) != rules.hand_size:
        raise PositionError("talon.open-hand-size", field="hand", size=rules.hand_size,
                            count=len(p.hand))
    closable = tuple(n for n in rules.talon_sizes if n >= rules.min_talon_for_closing)
    if p.talon_cards not in closable:
        raise PositionError("talon.closing-talon", field="talon_cards",
                            sizes=closable, rule=ids.close_minimum)
    played = tricks_for(p.talon_cards, rules)
    if len(p.tricks) != played:
        raise PositionError("talon.closing-tricks", field="tricks", count=len(p.tricks),
                            tricks=played, talon_cards=p.talon_cards)
    _distinct(p)
    if not is_trump(p.trump_card, p.contract):
        raise PositionError("talon.turned-not-trump", field="trump_card", card=p.trump_card,
                            suit=p.contract.trump.value)
    in_tricks = {c for trick in p.tricks for c in trick}
    known = _exchange_known(p, in_tricks, rules)
    owners = _owners(p, rules)
    known |= _marriages_known(p, owners, in_tricks)
    mine = _standing(p, owners, Who.ME, rules)
    his = _standing(p, owners, Who.OPPONENT, rules)
    for who, standing in ((Who.ME, mine), (Who.OPPONENT, his)):
        if standing.tricks and standing.counted >= rules.winning_points:
            raise PositionError(f"talon.closing-has-66-{who.value}", field=who.value,
                                points=standing.counted, rule=ids.claim)
    seen = set(p.hand) | in_tricks | {p.trump_card}
    unseen = tuple(c for c in rules.deck.cards if c not in seen)
    return mine, his, tuple(c for c in rules.deck.cards if c in known), unseen


def _distinct(p: ClosingPosition) -> None:
    where: dict[Card, str] = {}
    named = [("hand", c) for c in p.hand] + [("tricks", c) for t in p.tricks for c in t] + [
        ("trump_card", p.trump_card)]
    for place, card in named:
        if card in where:
            raise DuplicateCardError("talon.closing-twice", field=place, card=card,
                                     first=where[card], second=place)
        where[card] = place


def _exchange_known(p: ClosingPosition, in_tricks: set[Card], rules: Variant) -> set[Card]:
    if p.exchange is None:
        return set()
    card = p.exchange.card
    if not is_trump(card, p.contract) or card.rank is rules.exchange_rank:
        raise PositionError("talon.closing-exchange-card", field="exchange", card=card,
                            rule=rules.ids.exchange_card)
    if p.trump_card != Card(p.contract.trump, rules.exchange_rank):
        raise PositionError("talon.closing-exchange-turned", field="trump_card",
                            card=p.trump_card, exchanged=card, rule=rules.ids.exchange_card)
    if p.exchange.by is Who.ME:
        if card not in p.hand and card not in in_tricks:
            raise PositionError("talon.closing-exchange-mine", field="exchange", card=card)
        return set()
    if card in p.hand:
        raise PositionError("talon.closing-known-exchange", field="hand", card=card)
    return set() if card in in_tricks else {card}


def _owners(p: ClosingPosition, rules: Variant) -> tuple[tuple[Who, Who], ...]:
    """Who led and who won every trick: the player on lead now won the last one (N-2), and
    the winner of each trick led the next (N-3)."""
    owners: list[tuple[Who, Who]] = []
    winner = Who.ME
    for trick in reversed(p.tricks):
        second_won = judge_trick(trick, p.contract, rules, well_formed=True).winner == 1
        leader = _other(winner) if second_won else winner
        owners.append((leader, winner))
        winner = leader
    return tuple(reversed(owners))


def _other(who: Who) -> Who:
    return Who.OPPONENT if who is Who.ME else Who.ME


def _marriages_known(p: ClosingPosition, owners: tuple[tuple[Who, Who], ...],
                     in_tricks: set[Card]) -> set[Card]:
    """An announced marriage was led from the pair (N-10); the opponent's other card, not
    yet played, is known to be in his hand."""
    known: set[Card] = set()
    suits: set[Suit] = set()
    for index, m in enumerate(p.marriages):
        if m.suit in suits:
            raise PositionError("talon.closing-marriage-twice", field="marriages", index=index,
                                card=Card(m.suit, PAIR[0]))
        suits.add(m.suit)
        pair = tuple(Card(m.suit, rank) for rank in PAIR)
        if not any(trick[0] in pair and lead_by is m.by
                   for trick, (lead_by, _) in zip(p.tricks, owners, strict=True)):
            raise PositionError(f"talon.closing-marriage-not-led-{m.by.value}",
                                field="marriages", index=index, card=pair[0])
        rest = [card for card in pair if card not in in_tricks]
        if m.by is Who.OPPONENT:
            for card in rest:
                if card == p.trump_card:
                    raise PositionError("talon.closing-known-turned", field="marriages",
                                        index=index, card=card)
                if card in p.hand:
                    raise PositionError("talon.closing-known-marriage", field="hand",
                                        card=card)
                known.add(card)
        elif any(card not in p.hand for card in rest):
            raise PositionError("talon.closing-marriage-pair", field="marriages",
                                index=index, card=pair[0])
    return known


def _standing(p: ClosingPosition, owners: tuple[tuple[Who, Who], ...], who: Who,
              rules: Variant) -> Standing:
    won = [trick for trick, (_, winner) in zip(p.tricks, owners, strict=True) if winner is who]
    card_points = sum(rules.points[c.rank] for trick in won for c in trick)
    given = p.me if who is Who.ME else p.opponent
    if (given.card_points, given.tricks) != (card_points, len(won)):
        raise PositionError("talon.closing-tally", field=who.value, points=card_points,
                            tricks=len(won), given_points=given.card_points,
                            given_tricks=given.tricks)
    marriages = sum(rules.trump_marriage_points if m.suit is p.contract.trump
                    else rules.marriage_points for m in p.marriages if m.by is who)
    return Standing(card_points, len(won), card_points + marriages if won else card_points,
                    0 if won else marriages)


def deals_of(position: ClosingPosition, rules: Variant = SCHNAPSEN_VARIANT) -> int:
    """The opponent hands a position leaves (the position checked)."""
    _, _, known, unseen = check_position(position, rules)
    return comb(len(unseen) - len(known), rules.hand_size - len(known))


def exchanged(position: ClosingPosition, rules: Variant = SCHNAPSEN_VARIANT
              ) -> ClosingPosition:
    """The position after you exchange the trump Unter (66: Nine) for the face-up trump card
    (R8, RM5) before closing; refused naming ``with_exchange`` where you may not."""
    own = Card(position.contract.trump, rules.exchange_rank)
    ids = rules.ids
    if own not in position.hand:
        raise PositionError("talon.closing-no-exchange-card", field="with_exchange", card=own,
                            rule=ids.exchange_card)
    if position.talon_cards < rules.min_talon_for_exchange:
        raise PositionError("talon.closing-no-exchange-talon", field="with_exchange",
                            talon_cards=position.talon_cards, rule=ids.exchange)
    if rules.exchange_needs_trick and not position.me.tricks:
        raise PositionError("talon.closing-no-exchange-trick", field="with_exchange",
                            rule=ids.exchange)
    hand = tuple(position.trump_card if card == own else card for card in position.hand)
    return replace(position, hand=hand, trump_card=own,
                   exchange=Exchange(Who.ME, position.trump_card))


def solve_closing(position: ClosingPosition, rules: Variant = SCHNAPSEN_VARIANT,
                  play: ClosedPlay | None = None, keep: bool = False) -> ClosingAnswer:
    """Every deal of the opponent's hand, every first lead after the closing. ``play``: a
    table to share between questions of the same variant and trump suit; ``keep``: the
    outcome of every deal kept in the answer."""
    mine, his, known, unseen = check_position(position, rules)
    play = play or ClosedPlay(rules, position.contract)
    solve = solver(play)
    hand = play.mask(position.hand)
    leads = [(play.bit[card], _marriage(card, position.hand)) for card in position.hand]
    fixed = play.mask(known)
    free = [play.bit[c] for c in unseen if c not in known]
    missing = rules.hand_size - len(known)
    wins = [0] * len(leads)
    either = 0
    deals = 0
    me_side, his_side = mine.side, his.side
    outcomes: list[tuple[tuple[Card, ...], int]] = []
    for drawn in combinations(free, missing):
        opponent = fixed | sum(1 << i for i in drawn)
        deals += 1
        won = 0
        for n, (lead, suit) in enumerate(leads):
            if solve(hand, opponent, lead, suit is not None, me_side, his_side):
                wins[n] += 1
                won |= 1 << n
        either += won > 0
        if keep:
            outcomes.append((tuple(sorted(play.of(opponent), key=rules.deck.cards.index)),
                             won))
    assert deals == comb(len(free), missing)
    stake_win, case = game_points(his.counted, his.tricks, rules)
    leads_out = tuple(
        Lead(card, suit, wins[n], suit is not None and mine.tricks > 0
             and mine.counted + _marriage_points(suit, position, rules)
             >= rules.winning_points)
        for n, (card, (_, suit)) in enumerate(zip(position.hand, leads, strict=True)))
    best = max(wins)
    used = {lead.marriage for lead in leads_out if lead.wins == best}
    pairs = tuple(dict.fromkeys(s for c in position.hand if (s := _marriage(c, position.hand))))
    lost = () if rules.marriages_when_strict else tuple(s for s in pairs if s not in used)
    return ClosingAnswer(deals, len(unseen), known, mine, his, stake_win, case,
                         3 if his.tricks == 0 else 2, leads_out, either, lost,
                         tuple(outcomes))


def _marriage(card: Card, hand: tuple[Card, ...]) -> Suit | None:
    """The marriage a lead announces: with the pair in hand the solver always announces,
    which never hurts in the race to 66 (66: announced before the closing, RM13)."""
    if card.rank not in PAIR:
        return None
    other = Card(card.suit, PAIR[1] if card.rank is PAIR[0] else PAIR[0])
    return card.suit if other in hand else None


def _marriage_points(suit: Suit, position: ClosingPosition, rules: Variant) -> int:
    return (rules.trump_marriage_points if suit is position.contract.trump
            else rules.marriage_points)
