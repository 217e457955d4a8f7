"""The play after a closing, solved exactly with both hands open (RULES.md N-13, N-5 … N-8,
N-10, N-11, N-15; 66: M-14, M-5 … M-8, RM4, RM9, RM13).

Once the talon is closed nobody draws and the four stages leave the second player no free
choice: "sind die Stiche keine Frage des guten Willens mehr, sondern der Kartenverteilung"
[S002]. Cards are bits of one integer per hand (the strongest and richest cards on the high
bits, so that trying the highest bit first tries the likeliest winner first); a
transposition table keyed by both hands and both players' points is shared by every deal of
one question. The second player's legal cards are the family's legality
(``rules.schnapsen.legality``), asked once per pattern of the cards that decide it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from rules.cards import Card, Rank
from rules.schnapsen.contract import SchnapsenContract, Talon
from rules.schnapsen.legality import legal_cards
from rules.schnapsen.ranking import is_trump
from rules.schnapsen.trick import judge_trick
from rules.schnapsen.variant import Variant

ME, OPPONENT = 0, 1
PAIR = (Rank.KING, Rank.OBER)


@dataclass(frozen=True, slots=True)
class Side:
    """One player's standing after the closing: ``points`` are counted once he has a trick
    (N-10, M-11); without a trick they are his pending marriages."""

    has_trick: bool
    points: int


@dataclass(slots=True)
class ClosedPlay:
    """The cards of one variant under one trump suit, as bits, and the solved positions."""

    rules: Variant
    contract: SchnapsenContract
    cards: tuple[Card, ...] = field(init=False)
    bit: dict[Card, int] = field(init=False)
    points: tuple[int, ...] = field(init=False)
    partner: tuple[int, ...] = field(init=False)  # the marriage's other card, or -1
    marriage: tuple[int, ...] = field(init=False)  # 20 or 40 for a King or Ober
    relevant: tuple[int, ...] = field(init=False)  # the led suit and the trumps
    second_wins: tuple[tuple[bool, ...], ...] = field(init=False)
    table: dict[int, bool] = field(init=False)
    _legal: dict[int, int] = field(init=False)

    def __post_init__(self) -> None:
        rules, contract = self.rules, self.contract
        self.cards = tuple(sorted(rules.deck.cards, key=lambda c: (
            rules.points[c.rank], rules.strength[c.rank], is_trump(c, contract),
            c.suit.value)))
        self.bit = {card: i for i, card in enumerate(self.cards)}
        self.points = tuple(rules.points[c.rank] for c in self.cards)
        index = self.bit
        self.partner = tuple(
            index[Card(c.suit, PAIR[1] if c.rank is PAIR[0] else PAIR[0])]
            if c.rank in PAIR else -1 for c in self.cards)
        self.marriage = tuple(
            (rules.trump_marriage_points if is_trump(c, contract) else rules.marriage_points)
            if c.rank in PAIR else 0 for c in self.cards)
        trumps = self.mask(c for c in self.cards if is_trump(c, contract))
        self.relevant = tuple(self.mask(d for d in self.cards if d.suit is c.suit) | trumps
                              for c in self.cards)
        self.second_wins = tuple(
            tuple(a != b and judge_trick((a, b), contract, rules, well_formed=True).winner == 1
                  for b in self.cards) for a in self.cards)
        self.table = {}
        self._legal = {}

    def mask(self, cards: Iterable[Card]) -> int:
        return sum(1 << self.bit[c] for c in cards)

    def of(self, bits: int) -> tuple[Card, ...]:
        return tuple(c for i, c in enumerate(self.cards) if bits >> i & 1)

    def legal(self, hand: int, led: int) -> int:
        """The second player's legal cards (talon closed): the family's legality, asked once
        for each led card and each holding in the led suit and in trumps, which alone decide
        between the stages (N-5 … N-7)."""
        held = hand & self.relevant[led]
        key = held << 5 | led
        found = self._legal.get(key)
        if found is None:
            legal = self.mask(legal_cards(self.of(hand), (self.cards[led],), self.contract,
                                          Talon.CLOSED, rules=self.rules))
            found = legal if held else -1  # -1: stage 4, any card of the hand
            self._legal[key] = found
        return hand if found == -1 else found


Solve = Callable[[int, int, int, bool, Side, Side], bool]
TRICK = 128  # a player's state: his points, plus TRICK once he has won a trick


def solver(play: ClosedPlay) -> Solve:
    """``solve(me, opponent, lead, announce, mine, his)``: whether the closer (``me``, on
    lead) wins when he leads ``lead`` (announcing its marriage if ``announce``) and both then
    play as well as possible with open hands.

    Both claim as soon as they have 66 counted (R17); the closer who has not claimed when
    the cards run out has lost (N-15, RM9). New marriages after the first lead only where
    the variant allows them once the talon is closed (N-11; 66: RM4)."""
    strict_marriages = play.rules.marriages_when_strict
    claim = TRICK + play.rules.winning_points  # a state this high claims (R17)
    points, partner, marriage = play.points, play.partner, play.marriage
    second_wins, legal_of, table = play.second_wins, play.legal, play.table
    known_legal, relevant = play._legal, play.relevant
    low, mid, high = _byte_sums(points)
    pairs = [(1 << i | 1 << j, marriage[i]) for i, j in enumerate(partner) if j > i]

    def reachable(me: int, opponent: int, mine: int) -> int:
        """The most the closer can still count: every card left, and his marriages."""
        both = me | opponent
        most = (mine | TRICK) + low[both & 255] + mid[both >> 8 & 255] + high[both >> 16]
        if strict_marriages:
            most += sum(worth for pair, worth in pairs if me & pair == pair)
        return most

    def after_lead(me: int, opponent: int, leader: int, card: int, mine: int,
                   his: int) -> bool:
        """The second player answers ``card`` (already out of the leader's hand)."""
        closer_answers = leader == OPPONENT
        hand = me if closer_answers else opponent
        found = known_legal.get((hand & relevant[card]) << 5 | card)
        options = legal_of(hand, card) if found is None else hand if found == -1 else found
        beaten = second_wins[card]
        value = points[card]
        while options:
            reply = options.bit_length() - 1
            bit = 1 << reply
            options ^= bit
            won = value + points[reply]
            if closer_answers:
                rest_me, rest_opp = me ^ bit, opponent
                closer_won = beaten[reply]
            else:
                rest_me, rest_opp = me, opponent ^ bit
                closer_won = not beaten[reply]
            if closer_won:
                score = (mine | TRICK) + won
                if score >= claim:
                    result = True
                elif not rest_me:
                    result = False  # the cards ran out without the closer's claim
                else:
                    result = at_lead(rest_me, rest_opp, ME, score, his)
            else:
                score = (his | TRICK) + won
                if score >= claim or not rest_me:
                    result = False
                else:
                    result = at_lead(rest_me, rest_opp, OPPONENT, mine, score)
            if result is closer_answers:
                return result
        return not closer_answers

    def at_lead(me: int, opponent: int, leader: int, mine: int, his: int) -> bool:
        key = me | opponent << 24 | leader << 48 | mine << 49 | his << 57
        known = table.get(key)
        if known is not None:
            return known
        if reachable(me, opponent, mine) < claim:
            table[key] = False
            return False
        closer_leads = leader == ME
        result = not closer_leads
        cards = me if closer_leads else opponent
        while cards:
            card = cards.bit_length() - 1
            cards ^= 1 << card
            if lead_wins(me, opponent, leader, card, strict_marriages, mine,
                         his) is closer_leads:
                result = closer_leads
                break
        table[key] = result
        return result

    def lead_wins(me: int, opponent: int, leader: int, card: int, announcing: bool,
                  mine: int, his: int) -> bool:
        hand = me if leader == ME else opponent
        other = partner[card]
        if announcing and other >= 0 and hand >> other & 1:
            if leader == ME:
                mine += marriage[card]  # pending until his first trick (N-10)
                if mine >= claim:
                    return True  # "40 und aus": claimed with the announcement
            else:
                his += marriage[card]
                if his >= claim:
                    return False
        if leader == ME:
            return after_lead(me ^ 1 << card, opponent, ME, card, mine, his)
        return after_lead(me, opponent ^ 1 << card, OPPONENT, card, mine, his)

    def solve(me: int, opponent: int, lead: int, announce: bool, mine: Side, his: Side
              ) -> bool:
        return lead_wins(me, opponent, ME, lead, announce,
                         mine.points + TRICK * mine.has_trick,
                         his.points + TRICK * his.has_trick)

    return solve


def _byte_sums(points: tuple[int, ...]) -> tuple[list[int], list[int], list[int]]:
    """The points of any set of cards, summed a byte of bits at a time."""
    def table(offset: int) -> list[int]:
        return [sum(points[offset + i] for i in range(8) if b >> i & 1
                    and offset + i < len(points)) for b in range(256)]
    return table(0), table(8), table(16)
