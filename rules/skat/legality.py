"""Which cards of a Skat hand may be played, each with its deciding rule (S-12 … S-15, S-10).

The duty to follow depends on the led card alone: a led trump (any Jack in suit and grand
games) is answered with any trump, a led plain suit with any of its cards that are not its
Jack; a player who cannot follow plays any card, with no duty to trump or to head the trick.
S-14 decides wherever a Jack's place is what matters: a Jack led, the led suit's Jack in the
hand, a card printed in a led Jack's suit. In Null (S-10) the Jacks are cards of their suits.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from rules.cards import Card, Rank, Suit
from rules.position import check_hand_and_trick_in_deck
from rules.skat.contract import ContractType, SkatContract
from rules.skat.deck import SKAT_DECK
from rules.skat.ranking import TRUMP, Lane, in_tricks
from rules.verdict import (
    Facts,
    OwnFacts,
    PositionFacts,
    Rulings,
    Verdict,
    printed_suit_facts,
    ruled,
    ruled_checked,
)
from rules.verdict import Judgement as Judgement

HAND_SIZE = 10
PLAYERS = 3


def judge_hand(hand: Sequence[Card], trick: Sequence[Card], contract: SkatContract,
               well_formed: bool = False) -> Judgement:
    """One verdict per card of the hand, in hand order; ``well_formed``: already checked."""
    rulings = _RULINGS.get((contract.type, contract.trump))
    if rulings is None:
        rulings = _rulings(contract.plain)
    # Checked in the passes that find the verdicts; a fault is named by the detailed checks.
    verdicts = None if well_formed else ruled_checked(hand, trick, rulings, HAND_SIZE, PLAYERS,
                                                      COPIES)
    if verdicts is None:
        if not well_formed:
            check_hand_and_trick_in_deck(SKAT_DECK, hand, trick, max_hand=HAND_SIZE,
                                         players=PLAYERS)
        verdicts = ruled(hand, trick[0] if trick else None, rulings)
    return Judgement(verdicts, HAND_SIZE + 1 - len(hand))


# Each game type's verdicts, by its type and trump (what the verdicts depend on): two str
# enums hash at C speed, where the contract hashes in Python.
_RULINGS: dict[tuple[ContractType, Suit | None], Rulings] = {}
COPIES: Final = SKAT_DECK.copies  # of each card in the pack


def _rulings(plain: SkatContract) -> Rulings:
    rulings = _RULINGS[plain.type, plain.trump] = Rulings(
        in_tricks(plain), lambda card, led, first: _verdict(card, led, first, plain))
    return rulings


def _verdict(card: Card, led_card: Card | None, first: Card | None,
             contract: SkatContract) -> Verdict:
    """``first``: the hand's first card of the led lane, the one that obliges."""
    if led_card is None:
        return Verdict(card, True, "S-12", "lead")
    table = in_tricks(contract)
    mine, led = table[card.ordinal][0], table[led_card.ordinal][0]
    jack = card.rank is Rank.UNDER
    led_jack = led_card.rank is Rank.UNDER
    if contract.type is ContractType.NULL:
        return _null_verdict(card, mine, led, jack, led_jack, first)
    if first is None:
        if led != TRUMP and jack and card.suit is led:
            return Verdict(card, True, "S-14", "jack_void_in_suit")  # its Jack is no Herz
        if led == TRUMP and led_jack and card.suit is led_card.suit:
            return Verdict(card, True, "S-14", "jack_led_void_trump")
        return Verdict(card, True, "S-15", "void_trump" if led == TRUMP else "void")
    if mine == led:
        if led == TRUMP:
            return Verdict(card, True, "S-14" if jack else "S-13",
                           "jack_follows_trump" if jack else "follow_trump")
        return Verdict(card, True, "S-13", "follow_suit")
    if led == TRUMP:
        if led_jack and card.suit is led_card.suit:
            return Verdict(card, False, "S-14", "printed_suit_is_not_trump", first)
        return Verdict(card, False, "S-13", "must_follow_trump", first)
    if jack and card.suit is led:
        return Verdict(card, False, "S-14", "jack_is_not_led_suit", first)
    return Verdict(card, False, "S-13", "must_follow_suit", first)


def _null_verdict(card: Card, mine: Lane, led: Lane, jack: bool, led_jack: bool,
                  first: Card | None) -> Verdict:
    if first is None:
        return Verdict(card, True, "S-15", "void")
    if mine == led:
        if jack or led_jack:
            return Verdict(card, True, "S-10", "jack_led_in_suit" if led_jack
                           else "jack_follows_suit")
        return Verdict(card, True, "S-13", "follow_suit")
    if led_jack:
        return Verdict(card, False, "S-10", "jack_led_must_follow", first)
    return Verdict(card, False, "S-13", "must_follow_suit", first)


def legal_cards(hand: Sequence[Card], trick: Sequence[Card],
                contract: SkatContract) -> tuple[Card, ...]:
    return tuple(v.card for v in judge_hand(hand, trick, contract).verdicts if v.legal)


def verdict_facts(hand: Sequence[Card], trick: Sequence[Card], contract: SkatContract,
                  verdicts: Sequence[Verdict]) -> PositionFacts:
    """The facts of the hand, found once, and each verdict's own."""
    table = in_tricks(contract.plain)
    led: Lane | None = table[trick[0].ordinal][0] if trick else None
    void = led is not None and all(table[c.ordinal][0] != led for c in hand)
    shared: Facts = {
        "led": led,  # what the lead counts as: a suit, or "trump" (any Jack outside Null)
        "led_card": trick[0] if trick else None,
        "led_suit": trick[0].suit if trick else None,  # the printed suit of the led card
        "void": void,
        "contract_type": contract.type.value,
        **printed_suit_facts(hand, [table[c.ordinal][0] for c in hand],
                             trick[0] if trick else None, led, TRUMP),
    }
    return PositionFacts(shared, _CardFacts(verdicts, contract.trumps_jacks))


class _CardFacts(OwnFacts):
    """Each verdict's own facts: the card that obliged it, and whether the card is a Jack
    that counts as a trump (S-14)."""

    __slots__ = ("jacks_trump",)

    def __init__(self, verdicts: Sequence[Verdict], jacks_trump: bool) -> None:
        super().__init__(verdicts)
        self.jacks_trump = jacks_trump

    def one(self, place: int) -> Facts:
        verdict = self.verdicts[place]
        return {"obliging_card": verdict.evidence,
                "jack_is_trump": self.jacks_trump and verdict.card.rank is Rank.UNDER}
