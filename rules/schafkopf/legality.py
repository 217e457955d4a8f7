"""Which cards of a Schafkopf hand may be played, each with its deciding rule.

K-6 for every contract: answer a led trump with any trump, a led plain suit with any card of
that suit (an Ober or Unter that is trump is not of its printed suit); otherwise any card; no
compulsion to trump, no Stichzwang. A contract without trumps (Bettel, K-20) leaves only the
duty to follow suit. In a Rufspiel the holder of the called Sau also has the duties of K-9,
which depend on earlier tricks (R10, R11).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import NamedTuple

from rules.cards import Card, Rank, Suit
from rules.errors import Counted, DuplicateCardError, PositionError
from rules.position import check_hand_and_trick_in_deck
from rules.schafkopf.contract import ContractType, SchafkopfContract
from rules.schafkopf.deck import HAND_SIZES, Blatt
from rules.schafkopf.ranking import TRUMP, TrickSuit, trump_order, trumps
from rules.schafkopf.trick import PLAYERS, in_tricks
from rules.verdict import Facts, OwnFacts, PositionFacts, Rulings, Verdict, ruled

HAND_SIZE = 8  # the long pack; a contract's own: ``contract.hand_size``
# K-9 (c): four cards of the called suit, the Sau among them; from the Kurzes Blatt too (our
# reading: no text within reach says otherwise), where that is the whole plain suit.
RUN_AWAY_LENGTH = 4


class CalledAceState(NamedTuple):
    """What the earlier tricks say about the called suit (R10, R11)."""

    searched: bool  # the called suit was led in an earlier trick: the Sau is free
    assumed: bool  # no history given: "not led yet" is an assumption (R11)


class Judgement(NamedTuple):
    verdicts: tuple[Verdict, ...]
    called_ace: CalledAceState | None  # Rufspiel only
    trick_number: int  # 1 … 8, from the hand size (R11)


def check_position(hand: Sequence[Card], trick: Sequence[Card],
                   history: Sequence[Sequence[Card]] | None,
                   contract: SchafkopfContract) -> None:
    check_hand_and_trick_in_deck(contract.deck, hand, trick, max_hand=contract.hand_size,
                                 players=PLAYERS)
    if history is None:
        return
    expected = contract.hand_size - len(hand)
    if len(history) != expected:
        raise PositionError("schafkopf.history-count", field="history", count=len(hand),
                            trick=Counted(expected), expected=expected, given=len(history))
    # By the cards' ordinals: an int key hashes at C speed, a Card calls ``__hash__``.
    ordinals = contract.deck.ordinals
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


def called_ace_state(contract: SchafkopfContract,
                     history: Sequence[Sequence[Card]] | None,
                     hand_size: int = 0) -> CalledAceState | None:
    """``hand_size``: a full hand is in the first trick, where no earlier trick can have led
    the called suit: nothing is assumed, with or without a history."""
    ace = contract.called_ace
    if ace is None:
        return None
    if history is None and hand_size == contract.hand_size:
        return CalledAceState(searched=False, assumed=False)
    if history is None:
        return CalledAceState(searched=False, assumed=True)
    # By the cards' ordinals in the contract's table: asked for every position of a round,
    # of every earlier trick.
    table = in_tricks(contract)
    searched = any(table[t[0].ordinal][0] is ace.suit for t in history)
    return CalledAceState(searched, assumed=False)


def judge_hand(hand: Sequence[Card], trick: Sequence[Card], contract: SchafkopfContract,
               history: Sequence[Sequence[Card]] | None = None, *,
               well_formed: bool = False) -> Judgement:
    """One verdict per card of the hand, in hand order. ``well_formed``: the caller has
    already made sure that hand, trick and history can occur together (a round walk checks
    the deal once and every play), so they are not checked again."""
    if not well_formed:
        check_position(hand, trick, history, contract)
    ace = contract.called_ace
    state = called_ace_state(contract, history, len(hand)) if ace is not None else None
    size = HAND_SIZES[contract.blatt]  # ``contract.hand_size``, read once per hand
    number = size + 1 - len(hand)
    key = (contract.type, contract.suit, contract.blatt)
    rulings = _RULINGS.get(key)
    if rulings is None:
        rulings = _RULINGS[key] = Rulings(in_tricks(contract),
                                          partial(_k6_verdict, contract=contract))
    verdicts = list(ruled(hand, trick[0] if trick else None, rulings))
    if not contract.stichzwang and (ace is None or ace not in hand):
        return Judgement(tuple(verdicts), state, number)
    # Each card's trick suit from the contract's table, by ordinal and in hand order.
    table = in_tricks(contract)
    lanes = [table[card.ordinal][0] for card in hand]
    led: TrickSuit | None = table[trick[0].ordinal][0] if trick else None
    following = [card for card, lane in zip(hand, lanes, strict=True) if lane == led]
    if contract.stichzwang and following:
        verdicts = _stichzwang(verdicts, following, trick, contract)
    if ace is not None and ace in hand and state is not None and not state.searched:
        verdicts = _called_ace_duties(verdicts, lanes, led, ace, number == size)
    elif ace is not None and ace in hand and state is not None:
        verdicts = [Verdict(v.card, v.legal, "R10", "ace_free") if v.card == ace and v.legal
                    else v for v in verdicts]
        if led is None:
            # R10: the called suit was led earlier (a run-away lead included), so the duty of
            # K-9 (c) to lead the Sau is gone: a small card of the suit may be led.
            verdicts = [Verdict(v.card, True, "R10", "called_suit_free")
                        if lane is ace.suit and v.card != ace else v
                        for v, lane in zip(verdicts, lanes, strict=True)]
    return Judgement(tuple(verdicts), state, number)


def legal_cards(hand: Sequence[Card], trick: Sequence[Card], contract: SchafkopfContract,
                history: Sequence[Sequence[Card]] | None = None) -> tuple[Card, ...]:
    return tuple(v.card for v in judge_hand(hand, trick, contract, history).verdicts
                 if v.legal)


# The K-6 verdicts of each contract's cards and how one is made, by what decides them: the
# type, suit and pack (three str enums hash at C speed, where the contract hashes in Python).
_RULINGS: dict[tuple[ContractType, Suit | None, Blatt], Rulings] = {}


def _k6_verdict(card: Card, led_card: Card | None, first: Card | None,
                contract: SchafkopfContract) -> Verdict:
    """``first``: the hand's first card of the led suit, the one that obliges."""
    if led_card is None:
        return Verdict(card, True, "K-6", "lead")
    table = in_tricks(contract)
    mine, led = table[card.ordinal][0], table[led_card.ordinal][0]
    if first is None:
        if led == TRUMP:
            return Verdict(card, True, "K-6", "void_trump")
        return Verdict(card, True, "K-6", "void" if trumps(contract) else "void_no_trump")
    if mine == led:
        if led == TRUMP:
            return Verdict(card, True, "K-6", "follow_trump")
        # An Ober or Unter that is no trump in this contract (Wenz, Farbwenz, Geier, …).
        plain_picture = card.rank in (Rank.OBER, Rank.UNDER)
        return Verdict(card, True, "K-6", "follow_suit_plain_picture" if plain_picture
                       else "follow_suit")
    if led == TRUMP:
        same_print = card.suit is led_card.suit
        return Verdict(card, False, "K-6", "printed_suit_is_not_trump" if same_print
                       else "must_follow_trump", first)
    if mine == TRUMP and isinstance(led, Suit) and card.suit is led:
        return Verdict(card, False, "K-6", "trump_is_not_led_suit", first)
    return Verdict(card, False, "K-6", "must_follow_suit", first)


def _stichzwang(verdicts: list[Verdict], following: Sequence[Card], trick: Sequence[Card],
                contract: SchafkopfContract) -> list[Verdict]:
    """K-H10: a Bettel player who follows suit must beat the best card of the trick where one
    of his cards of the led suit can; with none that can, any card of the suit will do. With
    no trumps, only a card of the led suit can beat it."""
    table = in_tricks(contract)
    led = table[trick[0].ordinal][0]
    best = max(table[c.ordinal][1] for c in trick if table[c.ordinal][0] == led)
    higher = [c for c in following if table[c.ordinal][1] > best]
    if not higher:
        return verdicts
    return [Verdict(v.card, True, "K-H10", "overtakes") if v.card in higher
            else Verdict(v.card, False, "K-H10", "must_overtake", higher[0]) if v.legal
            else v for v in verdicts]


def _called_ace_duties(verdicts: list[Verdict], lanes: Sequence[TrickSuit],
                       led: TrickSuit | None, ace: Card, last_trick: bool) -> list[Verdict]:
    """K-9 (a)–(c) while the called suit has not been led (the holder of the Sau)."""
    called: Suit = ace.suit
    suit_at = [i for i, lane in enumerate(lanes) if lane is called]
    ace_at = next(i for i in suit_at if verdicts[i].card == ace)
    others = [i for i in suit_at if i != ace_at]
    if led is None:  # (c) leading
        if len(suit_at) >= RUN_AWAY_LENGTH:
            for i in others:
                verdicts[i] = Verdict(verdicts[i].card, True, "K-9", "run_away")
            return verdicts
        verdicts[ace_at] = Verdict(ace, True, "K-9", "lead_called_ace")
        for i in others:
            verdicts[i] = Verdict(verdicts[i].card, False, "K-9", "must_lead_ace", ace)
        return verdicts
    if led is called:  # (a) searched now
        verdicts[ace_at] = Verdict(ace, True, "K-9", "searched")
        for i in others:
            verdicts[i] = Verdict(verdicts[i].card, False, "K-9", "searched_other_card", ace)
        # The card that obliges the rest of the hand is the Sau, not another card of its suit.
        return [Verdict(v.card, False, v.rule_id, v.case, ace)
                if not v.legal and v.rule_id == "K-6" else v for v in verdicts]
    if last_trick:  # the last trick: the Sau may go
        verdicts[ace_at] = Verdict(ace, True, "K-9", "last_trick")
    elif verdicts[ace_at].legal:
        # (b) unsearched: no discarding it on another suit, no playing it to a trump lead
        verdicts[ace_at] = Verdict(ace, False, "K-9", "unsearched")
    return verdicts


def hand_facts(hand: Sequence[Card], trick: Sequence[Card], contract: SchafkopfContract,
               history: Sequence[Sequence[Card]] | None, verdicts: Sequence[Verdict],
               hand_suits: Sequence[TrickSuit]) -> Facts:
    """The facts the rulings of one hand used (the called Sau's among them), found once;
    ``hand_suits``: each card's trick suit, in hand order."""
    ace = contract.called_ace
    led: TrickSuit | None = in_tricks(contract)[trick[0].ordinal][0] if trick else None
    state = called_ace_state(contract, history, len(hand))
    ace_state: str | None = None
    called_cards = 0
    if ace is not None and state is not None:
        called_cards = len([suit for suit in hand_suits if suit is ace.suit])
        ace_state = ("not_held" if ace not in hand else "free" if state.searched
                     else "searched" if led is ace.suit else "unsearched")
    return {
        "led": led,  # a suit, or "trump" where a trump was led
        "led_card": trick[0] if trick else None,
        "trump_count": len(trump_order(contract)),
        "can_follow": led is not None and led in hand_suits,
        "called_ace": ace, "called_ace_state": ace_state,
        "called_suit_cards": called_cards,
        # K-9 (c): may run away (lead a small card of the called suit) on this lead.
        "may_run_away": ace_state == "unsearched" and led is None
        and called_cards >= RUN_AWAY_LENGTH,
        "assumed": bool(state and state.assumed),
        "trick_number": HAND_SIZES[contract.blatt] + 1 - len(hand),
        "all_legal": all([v.legal for v in verdicts]),  # ``all_legal``, once per hand
    }


def verdict_facts(hand: Sequence[Card], trick: Sequence[Card], contract: SchafkopfContract,
                  history: Sequence[Sequence[Card]] | None,
                  verdicts: Sequence[Verdict]) -> PositionFacts:
    table = in_tricks(contract)
    hand_suits = [table[card.ordinal][0] for card in hand]
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
