"""Which cards of a Doppelkopf hand may be played, each with its deciding rule.

D-18: the leader leads any card. D-19: follow the led Fehlfarbe, or a trump to a trump lead;
the trumps are one suit of their own, so a Dame, Bube or Herz 10 that is trump never follows
its printed suit. D-20: a player who cannot follow plays any card; no duty to trump or to
beat. Legality never depends on earlier tricks. A card held twice gets one verdict per copy,
the same (RD14).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from rules.cards import Card, Suit
from rules.doppelkopf.contract import ContractType, DoppelkopfContract
from rules.doppelkopf.deck import DOPPELKOPF_DECK, HAND_SIZE, PLAYERS
from rules.doppelkopf.ranking import TRUMP, Lane, in_tricks, trump_order
from rules.errors import Counted, PositionError
from rules.position import check_hand_and_trick_in_deck, check_no_duplicates
from rules.verdict import (
    Facts,
    OwnFacts,
    PositionFacts,
    Rulings,
    Verdict,
    all_legal,
    printed_suit_facts,
    ruled,
    ruled_checked,
)
from rules.verdict import Judgement as Judgement


def trick_number(hand: Sequence[Card]) -> int:
    return HAND_SIZE + 1 - len(hand)


def check_position(hand: Sequence[Card], trick: Sequence[Card],
                   history: Sequence[Sequence[Card]] | None = None) -> None:
    check_hand_and_trick_in_deck(DOPPELKOPF_DECK, hand, trick, max_hand=HAND_SIZE,
                                 players=PLAYERS)
    if history is None:
        return
    expected = HAND_SIZE - len(hand)
    if len(history) != expected:
        raise PositionError("schafkopf.history-count", field="history", count=len(hand),
                            trick=expected + 1, expected=expected, given=len(history))
    every = [*hand, *trick]
    for number, earlier in enumerate(history):
        if len(earlier) != PLAYERS:
            raise PositionError("schafkopf.earlier-trick-size", field="history", index=number,
                                trick=Counted(number), count=len(earlier), players=PLAYERS)
        every.extend(earlier)
    check_no_duplicates(every, "history", DOPPELKOPF_DECK.copies)


def judge_hand(hand: Sequence[Card], trick: Sequence[Card], contract: DoppelkopfContract,
               well_formed: bool = False) -> Judgement:
    rulings = _RULINGS.get((contract.type, contract.trump))
    if rulings is None:
        rulings = _rulings(contract.plain)
    # Checked in the passes that find the verdicts; a fault is named by the detailed checks.
    verdicts = None if well_formed else ruled_checked(hand, trick, rulings, HAND_SIZE, PLAYERS,
                                                      COPIES)
    if verdicts is None:
        if not well_formed:
            check_position(hand, trick)
        verdicts = ruled(hand, trick[0] if trick else None, rulings)
    return Judgement(verdicts, trick_number(hand))


# Each game type's verdicts, by its type and trump (what the verdicts depend on): two str
# enums hash at C speed, where the contract hashes in Python.
_RULINGS: dict[tuple[ContractType, Suit | None], Rulings] = {}
COPIES: Final = DOPPELKOPF_DECK.copies  # of each card in the pack


def _rulings(plain: DoppelkopfContract) -> Rulings:
    rulings = _RULINGS[plain.type, plain.trump] = Rulings(
        in_tricks(plain), lambda card, led, first: _verdict(card, led, first, plain))
    return rulings


def _verdict(card: Card, led_card: Card | None, first: Card | None,
             contract: DoppelkopfContract) -> Verdict:
    """``first``: the hand's first card of the led lane, the one that obliges."""
    if led_card is None:
        return Verdict(card, True, "D-18", "lead")
    table = in_tricks(contract)
    mine, led = table[card.ordinal][0], table[led_card.ordinal][0]
    if first is None:
        if led == TRUMP:
            return Verdict(card, True, "D-20", "void_trump")
        if mine == TRUMP:
            return Verdict(card, True, "D-20", "void_may_trump")
        return Verdict(card, True, "D-20", "void" if trump_order(contract) else "void_no_trump")
    if mine == led:
        if led == TRUMP:
            return Verdict(card, True, "D-19", "follow_trump")
        return Verdict(card, True, "D-19", "follow_suit")
    if led == TRUMP:
        # A Fehl card of the led trump's printed suit (the Herz Ass to a led Herz 10).
        same_print = card.suit is led_card.suit
        return Verdict(card, False, "D-19", "printed_suit_is_not_trump" if same_print
                       else "must_follow_trump", first)
    if mine == TRUMP and card.suit is led:
        return Verdict(card, False, "D-19", "trump_is_not_led_suit", first)
    return Verdict(card, False, "D-19", "must_follow_suit", first)


def verdict_facts(hand: Sequence[Card], trick: Sequence[Card], contract: DoppelkopfContract,
                  verdicts: Sequence[Verdict]) -> PositionFacts:
    table = in_tricks(contract)
    lanes = [table[card.ordinal][0] for card in hand]
    led: Lane | None = table[trick[0].ordinal][0] if trick else None
    shared: Facts = {
        "led": led,  # a suit, or "trump" where a trump was led
        "led_card": trick[0] if trick else None,
        "led_suit": trick[0].suit if trick else None,  # the led card's printed suit
        "trump_count": 2 * len(trump_order(contract)),
        "can_follow": led is not None and led in lanes,
        "void": led is not None and led not in lanes,
        "trick_number": trick_number(hand),
        "all_legal": all_legal(verdicts),
        **printed_suit_facts(hand, lanes, trick[0] if trick else None, led, TRUMP),
    }
    return PositionFacts(shared, _CardFacts(verdicts, lanes))



class _CardFacts(OwnFacts):
    """Each verdict's own facts: the card that obliges, and whether the card is a trump."""

    __slots__ = ("lanes",)

    def __init__(self, verdicts: Sequence[Verdict], lanes: Sequence[Lane]) -> None:
        super().__init__(verdicts)
        self.lanes = lanes

    def one(self, place: int) -> Facts:
        return {"obliging_card": self.verdicts[place].evidence,
                "card_is_trump": self.lanes[place] == TRUMP}
