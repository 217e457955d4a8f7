"""The play after a closing, solved exactly with both hands open (RULES.md N-13, N-5 … N-8,
N-10, N-11, N-15; 66: M-14, M-5 … M-8, RM4, RM9, RM13).

Once the talon is closed nobody draws and the four stages leave the second player no free
choice: "sind die Stiche keine Frage des guten Willens mehr, sondern der Kartenverteilung"
[S002]. Cards are bits of one integer per hand (the strongest and richest cards on the high
bits, so that trying the highest bit first tries the likeliest winner first); a
transposition table keyed by the cards still held is shared by every deal of one question
(``Search``). The second player's legal cards are the family's legality
(``rules.schnapsen.legality``), asked once per pattern of the cards that decide it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Final

from rules.cards import Card, Rank
from rules.schnapsen.contract import SchnapsenContract, Talon
from rules.schnapsen.legality import legal_cards
from rules.schnapsen.ranking import is_trump
from rules.schnapsen.trick import judge_trick
from rules.schnapsen.variant import Variant

ME: Final = 0
OPPONENT: Final = 1
PAIR = (Rank.KING, Rank.OBER)
TRICK: Final = 128  # a player's state: his points, plus TRICK once he has won a trick
# A key's low bits, where a dict looks first, mixed with the points (a bijection: the high
# bits stay as they are); cards alone would crowd hundreds of keys into one slot.
LOW: Final = (1 << 20) - 1
NOTHING_KNOWN: Final = 255 << 8  # no points known to win (255 and up), none to lose (under 0)
MIX: Final = 0x2545F491  # odd, and under 2**30: the compiled product stays a machine word


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
    table: dict[int, int] = field(init=False)
    table_hand: int = field(init=False)  # the closer's hand the table was filled for
    known_legal: dict[int, int] = field(init=False)
    _search: Search | None = field(init=False)

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
        self.table_hand = 0
        self.known_legal = {}
        self._search = None

    def mask(self, cards: Iterable[Card]) -> int:
        return sum(1 << self.bit[c] for c in cards)

    def of(self, bits: int) -> tuple[Card, ...]:
        return tuple(c for i, c in enumerate(self.cards) if bits >> i & 1)

    def search(self, hand: int) -> Search:
        """The search from the closer's ``hand``, with the table of this hand's question."""
        if self._search is None or self._search.hand != hand:
            self._search = Search(self, hand)
        return self._search

    def legal(self, hand: int, led: int) -> int:
        """The second player's legal cards (talon closed): the family's legality, asked once
        for each led card and each holding in the led suit and in trumps, which alone decide
        between the stages (N-5 … N-7)."""
        held = hand & self.relevant[led]
        key = held << 5 | led
        key ^= (key >> 12) * MIX >> 12 & 4095
        found = self.known_legal.get(key)
        if found is None:
            legal = self.mask(legal_cards(self.of(hand), (self.cards[led],), self.contract,
                                          Talon.CLOSED, rules=self.rules))
            found = legal if held else -1  # -1: stage 4, any card of the hand
            self.known_legal[key] = found
        return hand if found == -1 else found


Solve = Callable[[int, int, int, bool, Side, Side], bool]


class Search:
    """The closed play from one closer's hand, for every opponent hand: whether the closer
    (on lead) wins when he leads a card and both then play as well as possible with open
    hands.

    Both claim as soon as they have 66 counted (R17); the closer who has not claimed when
    the cards run out has lost (N-15, RM9). New marriages after the first lead only where
    the variant allows them once the talon is closed (N-11; 66: RM4).

    A position is keyed by the cards still held, as one set: the closer's are those of his
    hand at the closing, the rest the opponent's. Points a player can no longer turn into a
    claim are not part of the key, so deals that differ only there share their answers."""

    def __init__(self, play: ClosedPlay, hand: int) -> None:
        if play.table_hand != hand:
            play.table.clear()
            play.table_hand = hand
        self.play = play
        self.hand = hand
        self.table = play.table
        self.points = list(play.points)
        self.partner = list(play.partner)
        self.marriage = list(play.marriage)
        self.relevant = list(play.relevant)
        self.beaten = [sum(1 << b for b, wins in enumerate(row) if wins)
                       for row in play.second_wins]
        self.pairs = [1 << i | 1 << j for i, j in enumerate(play.partner) if j > i]
        self.pair_worth = [play.marriage[i] for i, j in enumerate(play.partner) if j > i]
        self.strict = play.rules.marriages_when_strict
        self.claim = TRICK + play.rules.winning_points  # a state this high claims (R17)
        self.width = len(play.cards)

    def wins(self, opponent: int, lead: int, announce: bool, mine: int, his: int) -> bool:
        """``lead`` from the closer's hand, its marriage announced if ``announce``."""
        left = 0
        both = self.hand | opponent
        for card, value in enumerate(self.points):
            if both >> card & 1:
                left += value
        return self.lead(self.hand, opponent, ME, lead, announce, mine, his, left)

    def paired(self, hand: int) -> int:
        """The marriages still in a hand, for a claim still to come (N-11)."""
        worth = 0
        for n, pair in enumerate(self.pairs):
            if hand & pair == pair:
                worth += self.pair_worth[n]
        return worth

    def lead(self, me: int, opponent: int, leader: int, card: int, announcing: bool,
             mine: int, his: int, left: int) -> bool:
        other = self.partner[card]
        if leader == ME:
            if announcing and other >= 0 and me >> other & 1:
                mine += self.marriage[card]  # pending until his first trick (N-10)
                if mine >= self.claim:
                    return True  # "40 und aus": claimed with the announcement
            return self.answer(me ^ 1 << card, opponent, ME, card, mine, his, left)
        if announcing and other >= 0 and opponent >> other & 1:
            his += self.marriage[card]
            if his >= self.claim:
                return False
        return self.answer(me, opponent ^ 1 << card, OPPONENT, card, mine, his, left)

    def answer(self, me: int, opponent: int, leader: int, card: int, mine: int, his: int,
               left: int) -> bool:
        """The second player answers ``card`` (already out of the leader's hand)."""
        closer_answers = leader == OPPONENT
        hand = me if closer_answers else opponent
        options = self.play.legal(hand, card)
        beaten = self.beaten[card]
        value = self.points[card]
        claim = self.claim
        while options:
            reply = options.bit_length() - 1
            bit = 1 << reply
            options ^= bit
            won = value + self.points[reply]
            rest = left - won
            if closer_answers:
                rest_me, rest_opp = me ^ bit, opponent
                closer_won = beaten >> reply & 1 == 1
            else:
                rest_me, rest_opp = me, opponent ^ bit
                closer_won = beaten >> reply & 1 == 0
            if closer_won:
                score = (mine | TRICK) + won
                if score >= claim:
                    result = True
                elif not rest_me:
                    result = False  # the cards ran out without the closer's claim
                else:
                    result = self.at_lead(rest_me, rest_opp, ME, score, his, rest)
            else:
                score = (his | TRICK) + won
                if score >= claim or not rest_me:
                    result = False
                else:
                    result = self.at_lead(rest_me, rest_opp, OPPONENT, mine, score, rest)
            if result is closer_answers:
                return result
        return not closer_answers

    def at_lead(self, me: int, opponent: int, leader: int, mine: int, his: int, left: int
                ) -> bool:
        claim = self.claim
        most = (mine | TRICK) + left
        if most < claim and (not self.strict or most + self.paired(me) < claim):
            return False  # every card left would not bring the closer to 66
        most = (his | TRICK) + left
        if most < claim and (not self.strict or most + self.paired(opponent) < claim):
            his = 0  # he can no longer claim: his points change nothing
        # Keyed without the closer's points: the more he has, the better for him, so a
        # position stores the fewest points known to win and the most known to lose.
        key = (me | opponent | leader << self.width | (mine & TRICK) >> 7 << self.width + 1
               | his << self.width + 2)
        key ^= (key >> 20) * MIX >> 12 & LOW
        points = mine & ~TRICK
        known = self.table.get(key, NOTHING_KNOWN)
        if points >= known >> 8:
            return True
        if points < known & 255:
            return False
        closer_leads = leader == ME
        result = not closer_leads
        cards = me if closer_leads else opponent
        while cards:
            card = cards.bit_length() - 1
            cards ^= 1 << card
            if self.lead(me, opponent, leader, card, self.strict, mine, his,
                         left) is closer_leads:
                result = closer_leads
                break
        self.table[key] = (points << 8 | known & 255 if result
                           else (known >> 8) << 8 | points + 1)
        return result


def solver(play: ClosedPlay) -> Solve:
    """``solve(me, opponent, lead, announce, mine, his)``: whether the closer (``me``, on
    lead) wins when he leads ``lead`` (announcing its marriage if ``announce``) and both then
    play as well as possible with open hands (``Search``)."""

    def solve(me: int, opponent: int, lead: int, announce: bool, mine: Side, his: Side
              ) -> bool:
        return play.search(me).wins(opponent, lead, announce,
                                    mine.points + TRICK * mine.has_trick,
                                    his.points + TRICK * his.has_trick)

    return solve
