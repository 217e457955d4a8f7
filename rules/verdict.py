"""A verdict on one card of a hand: legal or not, and the catalogue rule that decided it."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import NamedTuple, final, overload

from rules.cards import Card, Suit


class Verdict(NamedTuple):
    """Immutable; a named tuple because a hand's verdicts are built on every request."""

    card: Card
    legal: bool
    rule_id: str  # a stable id from the catalogue, e.g. "J-L2"
    case: str  # which situation of that rule applied, e.g. "must_follow"; keys the explanation
    # A card of the hand that decided the verdict, named in the explanation: the higher trump
    # that forbids undertrumping, the Puur that may be kept back, a card of the led suit held.
    evidence: Card | None = None


@final
class Judgement:
    """A hand's verdicts and the number of the trick (from the hand's size), where a game's
    judgement holds nothing else: a plain class, which the compiled core makes in one call
    where a named tuple runs Python code."""

    __slots__ = ("trick_number", "verdicts")

    def __init__(self, verdicts: tuple[Verdict, ...], trick_number: int) -> None:
        self.verdicts = verdicts
        self.trick_number = trick_number

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Judgement) and self.verdicts == other.verdicts
                and self.trick_number == other.trick_number)

    def __hash__(self) -> int:
        return hash((self.verdicts, self.trick_number))

    def __repr__(self) -> str:
        return f"Judgement(verdicts={self.verdicts!r}, trick_number={self.trick_number!r})"


# The facts a ruling used, by a stable name (``led_suit``, ``highest_trump``, ``puur``, …):
# cards, suits, ids, counts and flags, never prose. A position's facts are found once for the
# hand; each verdict adds the card that decided it (``obliging_card``). Sentences are
# rendered from them and the API shows them, so an app can word its own text.
FactValue = Card | Suit | str | int | bool | tuple[Card, ...] | None
Facts = Mapping[str, FactValue]


class OwnFacts(Sequence[Facts]):
    """Each verdict's own facts, in hand order, made when read: a round check reads one
    verdict's of every hand it judges, a legal-cards answer all of them (twice: the
    sentences and the facts shown), made once in one loop. A game says how one verdict's
    are made (``one``) and, for speed, all of them (``every``)."""

    __slots__ = ("_every", "verdicts")

    def __init__(self, verdicts: Sequence[Verdict]) -> None:
        self.verdicts = verdicts
        self._every: tuple[Facts, ...] | None = None

    def one(self, place: int) -> Facts:
        raise NotImplementedError

    def every(self) -> tuple[Facts, ...]:
        return tuple([self.one(place) for place in range(len(self.verdicts))])

    def __len__(self) -> int:
        return len(self.verdicts)

    @overload
    def __getitem__(self, index: int) -> Facts: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[Facts]: ...

    def __getitem__(self, index: int | slice) -> Facts | Sequence[Facts]:
        if self._every is not None or isinstance(index, slice):
            return tuple(self)[index]
        return self.one(range(len(self.verdicts))[index])  # a negative index counted back

    def __iter__(self) -> Iterator[Facts]:
        if self._every is None:
            self._every = self.every()
        return iter(self._every)


class ObligingCards(OwnFacts):
    """Each verdict's own facts: the card of the hand that decided it."""

    __slots__ = ()

    def one(self, place: int) -> Facts:
        return {"obliging_card": self.verdicts[place].evidence}

    def every(self) -> tuple[Facts, ...]:
        return tuple([{"obliging_card": v.evidence} for v in self.verdicts])


class PositionFacts(NamedTuple):
    """The facts of a position's verdicts: those of the hand, found once, and each
    verdict's own; a verdict's facts are both (``of``)."""

    shared: Facts
    own: Sequence[Facts]  # in hand order (``OwnFacts``: each made when read)

    def of(self, index: int) -> Facts:
        return {**self.shared, **self.own[index]}


def facts_per_verdict(verdicts: Sequence[Verdict], shared: Facts) -> PositionFacts:
    """The position's facts, and each verdict's own: the card of the hand that decided it."""
    return PositionFacts(shared, ObligingCards(verdicts))


def printed_suit_facts(hand: Sequence[Card], lanes: Sequence[object], led_card: Card | None,
                       led: object, trump: object) -> Facts:
    """Where trumps are a suit of their own (Doppelkopf, Skat), the hand's cards whose printed
    suit is not what they count as, where the lead makes it matter: trumps printed in a led
    plain suit, and plain cards printed in a led trump's suit; each card once, in hand order."""
    if led_card is None:
        return {"printed_led_suit_trumps": (), "led_trump_printed_suit_cards": ()}
    printed = tuple(dict.fromkeys([card for card, lane in zip(hand, lanes, strict=True)
                                   if card.suit is led_card.suit
                                   and (lane == trump) != (led == trump)]))
    return {"printed_led_suit_trumps": () if led == trump else printed,
            "led_trump_printed_suit_cards": printed if led == trump else ()}


def all_legal(verdicts: Iterable[Verdict]) -> bool:
    return all([v.legal for v in verdicts])


# One ruling's verdicts, by the ordinal of the card that gets each (``Card.ordinal``).
Verdicts = Mapping[int, Verdict]


def verdicts_for(cards: Iterable[Card], legal: bool, rule_id: str, case: str,
                 evidence: Card | None = None) -> Verdicts:
    """One ruling's verdicts for ``cards``. A ruling gives a card the same verdict in every
    hand, so a game builds its common rulings once for the whole deck and a hand looks its
    verdicts up: building a verdict is most of the work of judging a card. A rare ruling is
    built for the cards of one hand that get it."""
    return {card.ordinal: Verdict(card, legal, rule_id, case, evidence) for card in cards}


def verdicts_naming(cards: Sequence[Card], legal: bool, rule_id: str,
                    case: str) -> Mapping[int, Verdicts]:
    """A common ruling that names a card of the hand (the evidence), built for the deck:
    by the evidence's ordinal, then by the ordinal of the card judged."""
    return {evidence.ordinal: verdicts_for(cards, legal, rule_id, case, evidence)
            for evidence in cards}



class Rulings:
    """One contract's verdicts, each made the first time a position needs it and looked up
    after: where a verdict depends only on the card, the led card and the first card of the
    hand that follows (the one that obliges), never on the rest of the hand. By ordinal (lists,
    read at C speed): ``lanes``, each card's lane as a small number; ``places``, its place
    in a row of verdicts. A row holds one lead's verdicts: by led card and obliging card.
    ``rule(card, led card, the first card of the hand in the led lane or None)`` makes one."""

    def __init__(self, table: Mapping[int, tuple[object, int]],
                 rule: Callable[[Card, Card | None, Card | None], Verdict]) -> None:
        self.rule = rule
        names: dict[object, int] = {}
        self.lanes: list[int] = [-1] * (max(table) + 1)
        self.places: list[int] = [-1] * (max(table) + 1)
        self.bits: list[int] = [0] * (max(table) + 1)  # the card's bit: 1 << its place
        for place, (at, (lane, _)) in enumerate(table.items()):
            self.lanes[at] = names.setdefault(lane, len(names))
            self.places[at] = place
            self.bits[at] = 1 << place
        self.width = len(table)
        self.rows: dict[int, list[Verdict | None]] = {}


def ruled(hand: Sequence[Card], led: Card | None, rulings: Rulings) -> tuple[Verdict, ...]:
    """Each card's verdict, in hand order, from ``rulings``; one not made yet is made by its
    ``rule``."""
    lanes = rulings.lanes
    evidence: Card | None = None
    if led is not None:
        led_lane = lanes[led.ordinal]
        for card in hand:
            if lanes[card.ordinal] == led_lane:
                evidence = card
                break
    return _row(hand, led, evidence, rulings)


def _row(hand: Sequence[Card], led: Card | None, evidence: Card | None,
         rulings: Rulings) -> tuple[Verdict, ...]:
    """The verdicts of the hand's cards from the lead's row, each made the first time."""
    places = rulings.places
    # The lead's row: 0 for a card led, else by the led and the obliging card.
    key = 0 if led is None else (
        (led.ordinal + 1) << 12 | (0 if evidence is None else evidence.ordinal + 1))
    row = rulings.rows.get(key)
    if row is None:
        row = rulings.rows[key] = [None] * rulings.width
    verdicts: list[Verdict] = []
    for card in hand:
        at = places[card.ordinal]
        verdict = row[at]
        if verdict is None:
            verdict = row[at] = rulings.rule(card, led, evidence)
        verdicts.append(verdict)
    return tuple(verdicts)


def ruled_checked(hand: Sequence[Card], trick: Sequence[Card], rulings: Rulings, max_hand: int,
                  players: int, copies: int) -> tuple[Verdict, ...] | None:
    """``ruled`` for a position checked on the way, in the same passes over its cards: every
    card one of the contract's (its deck's), none more often than ``copies``, a hand of 1 to
    ``max_hand`` cards and a trick not yet complete. None where it cannot say so at once (not
    a card, a fault): the game's detailed checks then name the fault."""
    if not 0 < len(hand) <= max_hand or len(trick) >= players:
        return None
    lanes = rulings.lanes
    bits = rulings.bits
    size = len(bits)
    once = 0  # a bit per place: the cards seen, and those seen twice
    twice = 0
    led: Card | None = None
    led_lane = -1
    evidence: Card | None = None
    try:
        for card in trick:
            bit = bits[card.ordinal] if card.ordinal < size else 0
            if not bit or bit & twice or (bit & once and copies < 2):
                return None
            twice |= bit & once
            once |= bit
        if trick:
            led = trick[0]
            led_lane = lanes[led.ordinal]
        for card in hand:
            at = card.ordinal
            bit = bits[at] if at < size else 0
            if not bit or bit & twice or (bit & once and copies < 2):
                return None
            twice |= bit & once
            once |= bit
            if evidence is None and lanes[at] == led_lane:
                evidence = card
    except (AttributeError, TypeError):  # not a card (compiled: a TypeError)
        return None
    return _row(hand, led, evidence, rulings)
