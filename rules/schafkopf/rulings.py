"""How one card's verdict is made, the first time a Schafkopf hand needs it (legality.py then
looks it up): K-6 for every contract, and for the holder of the called Sau the duties of K-9
(a)–(c) while its suit has not been led, or R10 once it has. Each verdict depends on the card,
the led card, the hand's first card of the led suit (the one that obliges) and the hand's
situation (``PLAIN`` … ``FREE``), never on the rest of the hand."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from rules.cards import Card, Rank, Suit
from rules.schafkopf.contract import SchafkopfContract
from rules.schafkopf.ranking import TRUMP, trumps
from rules.schafkopf.trick import in_tricks
from rules.verdict import Verdict

# K-9 (c): four cards of the called suit, the Sau among them; from the Kurzes Blatt too (our
# reading: no text within reach says otherwise), where that is the whole plain suit.
RUN_AWAY_LENGTH: Final = 4


# A hand's situation, which picks the contract's rulings: no called Sau in the hand (K-6
# alone); the Sau held and its suit not led yet (K-9), with a run-away length on a lead, or
# on the last trick; the Sau held and free (R10).
PLAIN: Final = 0
HELD: Final = 1
RUN_AWAY: Final = 2
LAST: Final = 3
FREE: Final = 4


def rule(contract: SchafkopfContract, situation: int
         ) -> Callable[[Card, Card | None, Card | None], Verdict]:
    """How one verdict of a situation is made (built once per contract, off the hot path)."""
    return lambda card, led, first: card_verdict(card, led, first, contract, situation)


def card_verdict(card: Card, led_card: Card | None, first: Card | None,
                 contract: SchafkopfContract, situation: int) -> Verdict:
    """One card's verdict in a situation: K-6, and for the holder of the called Sau the
    duties of K-9 (a)–(c) while its suit has not been led, or R10 once it has."""
    verdict = _k6_verdict(card, led_card, first, contract)
    ace = contract.called_ace
    if situation == PLAIN or ace is None:
        return verdict
    table = in_tricks(contract)
    called: Suit = ace.suit
    lane = table[card.ordinal][0]
    led = table[led_card.ordinal][0] if led_card is not None else None
    if situation == FREE:
        if card == ace and verdict.legal:
            return Verdict(card, True, "R10", "ace_free")
        if led is None and lane is called and card != ace:
            # R10: the called suit was led earlier (a run-away lead included), so the duty
            # of K-9 (c) to lead the Sau is gone: a small card of the suit may be led.
            return Verdict(card, True, "R10", "called_suit_free")
        return verdict
    if led is None:  # (c) leading
        if lane is not called:
            return verdict
        if situation == RUN_AWAY:
            return verdict if card == ace else Verdict(card, True, "K-9", "run_away")
        return (Verdict(ace, True, "K-9", "lead_called_ace") if card == ace
                else Verdict(card, False, "K-9", "must_lead_ace", ace))
    if led is called:  # (a) searched now
        if card == ace:
            return Verdict(ace, True, "K-9", "searched")
        if lane is called:
            return Verdict(card, False, "K-9", "searched_other_card", ace)
        # The card that obliges the rest of the hand is the Sau, not another of its suit.
        return (Verdict(card, False, verdict.rule_id, verdict.case, ace)
                if not verdict.legal and verdict.rule_id == "K-6" else verdict)
    if card != ace:
        return verdict
    if situation == LAST:  # the last trick: the Sau may go
        return Verdict(ace, True, "K-9", "last_trick")
    # (b) unsearched: no discarding it on another suit, no playing it to a trump lead
    return Verdict(ace, False, "K-9", "unsearched") if verdict.legal else verdict


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
