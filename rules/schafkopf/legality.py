"""Which cards of a Schafkopf hand may be played, each with its deciding rule.

K-6 for every contract: answer a led trump with any trump, a led plain suit with any card of
that suit (an Ober or Unter that is trump is not of its printed suit); otherwise any card; no
compulsion to trump, no Stichzwang. A contract without trumps (Bettel, K-20) leaves only the
duty to follow suit. In a Rufspiel the holder of the called Sau also has the duties of K-9,
which depend on earlier tricks (R10, R11).

A verdict depends on the card, the led card, the hand's first card of the led suit and the hand's
situation (rulings.py), so each is made once per contract and looked up after (``Rulings``);
only the Bettel's Stichzwang (K-H10) looks at the whole trick.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, NamedTuple, final

from rules.cards import Card
from rules.deck import Deck
from rules.errors import Counted, DuplicateCardError, PositionError
from rules.position import check_hand_and_trick_in_deck, plainly_well_formed
from rules.schafkopf.contract import KINDS, SchafkopfContract
from rules.schafkopf.ranking import TRUMP, TrickSuit, trump_order
from rules.schafkopf.rulings import FREE, HELD, LAST, PLAIN, RUN_AWAY, RUN_AWAY_LENGTH, rule
from rules.schafkopf.trick import PLAYERS, in_tricks
from rules.verdict import Facts, OwnFacts, PositionFacts, Rulings, Verdict, ruled


class CalledAceState(NamedTuple):
    """What the earlier tricks say about the called suit (R10, R11)."""

    searched: bool  # the called suit was led in an earlier trick: the Sau is free
    assumed: bool  # no history given: "not led yet" is an assumption (R11)


# The three states there are, made once: a hand's judgement names one of them.
UNSEARCHED: Final = CalledAceState(searched=False, assumed=False)
ASSUMED_UNSEARCHED: Final = CalledAceState(searched=False, assumed=True)
SEARCHED: Final = CalledAceState(searched=True, assumed=False)

@final
class Judgement:
    """A hand's verdicts: a plain class, which the compiled core makes in one call where a
    named tuple runs Python code."""

    __slots__ = ("called_ace", "trick_number", "verdicts")

    def __init__(self, verdicts: tuple[Verdict, ...], called_ace: CalledAceState | None,
                 trick_number: int) -> None:
        self.verdicts = verdicts
        self.called_ace = called_ace  # Rufspiel only
        self.trick_number = trick_number  # 1 … 8, from the hand size (R11)

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Judgement) and self.verdicts == other.verdicts
                and self.called_ace == other.called_ace
                and self.trick_number == other.trick_number)

    def __hash__(self) -> int:
        return hash((self.verdicts, self.called_ace, self.trick_number))

    def __repr__(self) -> str:
        return (f"Judgement(verdicts={self.verdicts!r}, called_ace={self.called_ace!r}, "
                f"trick_number={self.trick_number!r})")


@final
class ContractTables:
    """What one contract's verdicts need, worked out once: its pack (and the pack's card bits),
    hand size and Stichzwang, each card's lane by ordinal (a small number per trick suit), the
    called Sau's ordinal and lane (-1 without one), and the rulings of each situation
    (``PLAIN`` … ``FREE``)."""

    __slots__ = ("ace", "ace_lane", "ace_ordinal", "bits", "copies", "deck", "hand_size",
                 "lanes", "situations", "stichzwang", "suits", "trump_count")

    def __init__(self, contract: SchafkopfContract) -> None:
        table = in_tricks(contract)
        self.deck: Deck = contract.deck
        self.bits: tuple[int, ...] = self.deck.bits
        self.copies: int = self.deck.copies
        self.hand_size: int = contract.hand_size
        self.stichzwang: bool = contract.stichzwang
        self.ace: Card | None = contract.called_ace
        self.trump_count: int = len(trump_order(contract))
        situations = (PLAIN,) if self.ace is None else (PLAIN, HELD, RUN_AWAY, LAST, FREE)
        self.situations: list[Rulings] = [Rulings(table, rule(contract, situation))
                                          for situation in situations]
        self.lanes: list[int] = self.situations[PLAIN].lanes
        self.suits: list[TrickSuit | None] = [None] * len(self.lanes)
        for at, (suit, _) in table.items():
            self.suits[at] = suit
        self.ace_ordinal: int = -1 if self.ace is None else self.ace.ordinal
        self.ace_lane: int = -1 if self.ace is None else self.lanes[self.ace.ordinal]


# Each contract's tables at its place among every kind (``SchafkopfContract.kind``): one
# list read, where a key of its type, suit and pack would be built and hashed every time.
_TABLES: Final[list[ContractTables | None]] = [None] * len(KINDS)


def tables_of(contract: SchafkopfContract) -> ContractTables:
    tables = _TABLES[contract.kind]
    if tables is None:
        tables = _TABLES[contract.kind] = ContractTables(contract)
    return tables


def check_position(hand: Sequence[Card], trick: Sequence[Card],
                   history: Sequence[Sequence[Card]] | None,
                   contract: SchafkopfContract, tables: ContractTables) -> None:
    # ``check_hand_and_trick_in_deck``'s quick path, with the pack's bits kept in the tables.
    if not (0 < len(hand) <= tables.hand_size and len(trick) < PLAYERS
            and plainly_well_formed(tables.bits, tables.copies, hand, trick)):
        check_hand_and_trick_in_deck(tables.deck, hand, trick, max_hand=tables.hand_size,
                                     players=PLAYERS)
    if history is None:
        return
    expected = tables.hand_size - len(hand)
    if len(history) != expected:
        raise PositionError("schafkopf.history-count", field="history", count=len(hand),
                            trick=Counted(expected), expected=expected, given=len(history))
    if not _history_fits(hand, trick, history, tables):
        _check_history(hand, trick, history, contract, tables)


def _history_fits(hand: Sequence[Card], trick: Sequence[Card],
                  history: Sequence[Sequence[Card]], tables: ContractTables) -> bool:
    """Every earlier trick complete, of the pack, and no card twice across them, hand and
    trick (already checked), seen with the pack's bit of each card: one mask of the cards
    seen. False where it is not so: ``_check_history`` then names the fault."""
    bits = tables.bits
    size = len(bits)
    seen = 0
    for cards in (hand, trick):
        for card in cards:
            seen |= bits[card.ordinal]
    for earlier in history:
        if len(earlier) != PLAYERS:
            return False
        for card in earlier:
            at = card.ordinal
            if at >= size or bits[at] == 0 or bits[at] & seen:
                return False
            seen |= bits[at]
    return True


def _check_history(hand: Sequence[Card], trick: Sequence[Card],
                   history: Sequence[Sequence[Card]], contract: SchafkopfContract,
                   tables: ContractTables) -> None:
    # By the cards' ordinals: an int key hashes at C speed, a Card calls ``__hash__``.
    ordinals = tables.deck.ordinals
    in_hand = {card.ordinal for card in hand}
    seen: dict[int, int | None] = {card.ordinal: None for card in (*hand, *trick)}
    for number, earlier in enumerate(history):
        if len(earlier) != PLAYERS:
            raise PositionError("schafkopf.earlier-trick-size", field="history", index=number,
                                trick=Counted(number), count=len(earlier), players=PLAYERS)
        for card in earlier:
            if card.ordinal not in ordinals:
                raise PositionError("schafkopf.not-in-pack", field="history", index=number,
                                    card=card, blatt=contract.blatt.value)
            if card.ordinal in seen:
                other = seen[card.ordinal]
                raise DuplicateCardError(
                    "schafkopf.earlier-in-hand" if other is None and card.ordinal in in_hand
                    else "schafkopf.earlier-in-trick" if other is None
                    else "schafkopf.earlier-in-earlier", field="history", index=number,
                    card=card, trick=Counted(number), other=Counted(other or 0))
            seen[card.ordinal] = number


def called_ace_state(tables: ContractTables, history: Sequence[Sequence[Card]] | None,
                     hand_size: int) -> CalledAceState | None:
    """``hand_size``: a full hand is in the first trick, where no earlier trick can have led
    the called suit: nothing is assumed, with or without a history."""
    if tables.ace is None:
        return None
    if history is None:
        return UNSEARCHED if hand_size == tables.hand_size else ASSUMED_UNSEARCHED
    # By the lead's lane: asked for every position of a round, of every earlier trick.
    lanes, called = tables.lanes, tables.ace_lane
    for earlier in history:
        if lanes[earlier[0].ordinal] == called:
            return SEARCHED
    return UNSEARCHED


def judge_hand(hand: Sequence[Card], trick: Sequence[Card], contract: SchafkopfContract,
               history: Sequence[Sequence[Card]] | None = None,
               well_formed: bool = False) -> Judgement:
    """One verdict per card of the hand, in hand order. ``well_formed``: the caller has
    already made sure that hand, trick and history can occur together (a round walk checks
    the deal once and every play), so they are not checked again."""
    tables = _TABLES[contract.kind]
    if tables is None:
        tables = tables_of(contract)
    if not well_formed:
        check_position(hand, trick, history, contract, tables)
    count = len(hand)
    number = tables.hand_size + 1 - count
    led = trick[0] if trick else None
    if tables.stichzwang:  # K-H10, the Bettel's: no called Sau
        verdicts = ruled(hand, led, tables.situations[PLAIN])
        if led is not None:
            verdicts = _stichzwang(verdicts, hand, trick, contract)
        return Judgement(verdicts, None, number)
    if tables.ace is None:
        return Judgement(ruled(hand, led, tables.situations[PLAIN]), None, number)
    state = called_ace_state(tables, history, count)
    return Judgement(ruled(hand, led, tables.situations[_situation(hand, led, tables, state)]),
                     state, number)


def _situation(hand: Sequence[Card], led: Card | None, tables: ContractTables,
               state: CalledAceState | None) -> int:
    """Which rulings a Rufspiel hand is judged by: by its cards' lanes, one pass."""
    lanes, ace, called = tables.lanes, tables.ace_ordinal, tables.ace_lane
    held = False
    length = 0  # cards of the called suit
    for card in hand:
        at = card.ordinal
        if at == ace:
            held = True
        if lanes[at] == called:
            length += 1
    if not held:
        return PLAIN
    if state is not None and state.searched:
        return FREE
    if led is None:
        return RUN_AWAY if length >= RUN_AWAY_LENGTH else HELD
    return LAST if len(hand) == 1 else HELD


def legal_cards(hand: Sequence[Card], trick: Sequence[Card], contract: SchafkopfContract,
                history: Sequence[Sequence[Card]] | None = None) -> tuple[Card, ...]:
    return tuple(v.card for v in judge_hand(hand, trick, contract, history).verdicts
                 if v.legal)


def _stichzwang(verdicts: tuple[Verdict, ...], hand: Sequence[Card], trick: Sequence[Card],
                contract: SchafkopfContract) -> tuple[Verdict, ...]:
    """K-H10: a Bettel player who follows suit must beat the best card of the trick where one
    of his cards of the led suit can; with none that can, any card of the suit will do. With
    no trumps, only a card of the led suit can beat it."""
    table = in_tricks(contract)
    led = table[trick[0].ordinal][0]
    best = max(table[c.ordinal][1] for c in trick if table[c.ordinal][0] == led)
    higher = [c for c in hand if table[c.ordinal][0] == led and table[c.ordinal][1] > best]
    if not higher:
        return verdicts
    return tuple([Verdict(v.card, True, "K-H10", "overtakes") if v.card in higher
                  else Verdict(v.card, False, "K-H10", "must_overtake", higher[0]) if v.legal
                  else v for v in verdicts])


def hand_facts(hand: Sequence[Card], trick: Sequence[Card], contract: SchafkopfContract,
               history: Sequence[Sequence[Card]] | None, verdicts: Sequence[Verdict],
               hand_suits: Sequence[TrickSuit]) -> Facts:
    """The facts the rulings of one hand used (the called Sau's among them), found once;
    ``hand_suits``: each card's trick suit, in hand order."""
    tables = tables_of(contract)
    ace = tables.ace
    led: TrickSuit | None = tables.suits[trick[0].ordinal] if trick else None
    state = called_ace_state(tables, history, len(hand))
    ace_state: str | None = None
    called_cards = 0
    if ace is not None and state is not None:
        called_cards = len([suit for suit in hand_suits if suit is ace.suit])
        ace_state = ("not_held" if ace not in hand else "free" if state.searched
                     else "searched" if led is ace.suit else "unsearched")
    return {
        "led": led,  # a suit, or "trump" where a trump was led
        "led_card": trick[0] if trick else None,
        "trump_count": tables.trump_count,
        "can_follow": led is not None and led in hand_suits,
        "called_ace": ace, "called_ace_state": ace_state,
        "called_suit_cards": called_cards,
        # K-9 (c): may run away (lead a small card of the called suit) on this lead.
        "may_run_away": ace_state == "unsearched" and led is None
        and called_cards >= RUN_AWAY_LENGTH,
        "assumed": bool(state and state.assumed),
        "trick_number": tables.hand_size + 1 - len(hand),
        "all_legal": all([v.legal for v in verdicts]),  # ``all_legal``, once per hand
    }


def verdict_facts(hand: Sequence[Card], trick: Sequence[Card], contract: SchafkopfContract,
                  history: Sequence[Sequence[Card]] | None,
                  verdicts: Sequence[Verdict]) -> PositionFacts:
    suits = tables_of(contract).suits
    hand_suits: list[TrickSuit] = []
    for card in hand:
        suit = suits[card.ordinal]
        assert suit is not None  # a card of the pack: the position was checked
        hand_suits.append(suit)
    shared = hand_facts(hand, trick, contract, history, verdicts, hand_suits)
    # The verdicts are in hand order: each card's trick suit is already known.
    return PositionFacts(shared, _CardFacts(verdicts, hand_suits))


class _CardFacts(OwnFacts):
    """Each verdict's own facts: the card that decided it, and whether the card is a trump
    (its trick suit, already known for the hand's facts)."""

    __slots__ = ("suits",)

    def __init__(self, verdicts: Sequence[Verdict], suits: Sequence[TrickSuit]) -> None:
        super().__init__(verdicts)
        self.suits = suits  # each card's trick suit, in hand order

    def one(self, place: int) -> Facts:
        return {"obliging_card": self.verdicts[place].evidence,
                "card_is_trump": self.suits[place] == TRUMP}

    def every(self) -> tuple[Facts, ...]:
        return tuple([{"obliging_card": v.evidence, "card_is_trump": suit == TRUMP}
                      for v, suit in zip(self.verdicts, self.suits, strict=True)])
