"""Which cards the second player may play (N-4 … N-8), each with its deciding rule.

Talon open: free play. Talon closed or exhausted: the first of four stages that fits the hand
decides, and "lässt ihm keine Wahl mehr" [S002]: (1) head the trick in the led suit, (2) follow
lower, (3) trump, (4) anything. On a trump lead the same inside the trump suit (N-6).
"Die Regel zwingt also nicht die Karte, sondern die Kategorie": every card of the stage's
category is legal.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum

from rules.cards import Card, Rank, Suit
from rules.errors import PositionError
from rules.position import check_hand_and_trick_in_deck
from rules.schnapsen.contract import SchnapsenContract, Talon
from rules.schnapsen.deck import SCHNAPSEN_DECK
from rules.schnapsen.ranking import is_trump, strength
from rules.schnapsen.trick import PLAYERS
from rules.verdict import Facts, PositionFacts, Verdict, all_legal, facts_per_verdict

HAND_SIZE = 5


class Stage(IntEnum):
    """The four stages of [S002], in the order they are checked."""

    HEAD = 1  # Bedienen und stechen
    FOLLOW_LOWER = 2  # Bedienen
    TRUMP = 3  # Trumpfen
    ANY = 4  # Beliebig zugeben


def check_position(hand: Sequence[Card], trick: Sequence[Card], talon: Talon) -> None:
    check_hand_and_trick_in_deck(SCHNAPSEN_DECK, hand, trick, max_hand=HAND_SIZE,
                                 players=PLAYERS)
    if talon is Talon.OPEN and len(hand) != HAND_SIZE:
        # While the talon is open both players refill to five cards after every trick (N-2).
        raise PositionError(
            f"with the talon open a hand holds exactly {HAND_SIZE} cards; got {len(hand)} "
            "(with fewer cards the talon is closed or exhausted)", field="hand")


def stage(hand: Sequence[Card], led: Card, contract: SchnapsenContract) -> Stage:
    """The first stage that fits the hand (talon closed or exhausted)."""
    following = [c for c in hand if c.suit is led.suit]
    if any(strength(c) > strength(led) for c in following):
        return Stage.HEAD
    if following:
        return Stage.FOLLOW_LOWER
    if any(is_trump(c, contract) for c in hand):
        return Stage.TRUMP
    return Stage.ANY


def judge_hand(hand: Sequence[Card], trick: Sequence[Card], contract: SchnapsenContract,
               talon: Talon, announced: Suit | None = None) -> tuple[Verdict, ...]:
    """``announced``: the suit of a marriage the player on lead announces with this lead."""
    check_position(hand, trick, talon)
    if announced is not None:
        return _announced_marriage(hand, trick, announced)
    if not trick:
        return tuple(Verdict(card, True, "N-8", "lead") for card in hand)
    if not talon.strict:
        return tuple(Verdict(card, True, "N-4", "free") for card in hand)
    led = trick[0]
    fitting = stage(hand, led, contract)
    rule_id = "N-6" if is_trump(led, contract) else "N-5"
    return tuple(_verdict(card, led, fitting, hand, contract, rule_id) for card in hand)


def legal_cards(hand: Sequence[Card], trick: Sequence[Card], contract: SchnapsenContract,
                talon: Talon, announced: Suit | None = None) -> tuple[Card, ...]:
    return tuple(v.card for v in judge_hand(hand, trick, contract, talon, announced)
                 if v.legal)


def _announced_marriage(hand: Sequence[Card], trick: Sequence[Card],
                        suit: Suit) -> tuple[Verdict, ...]:
    """N-10: a marriage is announced by leading one of its two cards."""
    if trick:
        raise PositionError("only the player on lead announces a marriage", field="marriage")
    pair = (Card(suit, Rank.KING), Card(suit, Rank.OBER))
    missing = [card for card in pair if card not in hand]
    if missing:
        raise PositionError(f"a marriage in {suit.value} needs King and Ober in the hand; "
                            f"{missing[0]} is missing", field="marriage")
    return tuple(Verdict(card, True, "N-10", "lead_from_pair", pair[0]) if card in pair
                 else Verdict(card, False, "N-10", "not_from_pair", pair[0])
                 for card in hand)


def _in_stage(card: Card, led: Card, fitting: Stage, contract: SchnapsenContract) -> bool:
    if fitting is Stage.HEAD:
        return card.suit is led.suit and strength(card) > strength(led)
    if fitting is Stage.FOLLOW_LOWER:
        return card.suit is led.suit
    if fitting is Stage.TRUMP:
        return is_trump(card, contract)
    return True


def _verdict(card: Card, led: Card, fitting: Stage, hand: Sequence[Card],
             contract: SchnapsenContract, rule_id: str) -> Verdict:
    if _in_stage(card, led, fitting, contract):
        return Verdict(card, True, rule_id, fitting.name.lower())
    evidence = next(c for c in hand if _in_stage(c, led, fitting, contract))
    if fitting is Stage.HEAD and card.suit is led.suit:
        return Verdict(card, False, rule_id, "must_head", evidence)
    if is_trump(card, contract) and card.suit is not led.suit:
        # Farbzwang geht vor Stichzwang: holding the led suit, no trumping instead (N-7).
        return Verdict(card, False, "N-7", "no_trump_instead", evidence)
    if fitting is Stage.TRUMP:
        return Verdict(card, False, rule_id, "must_trump", evidence)
    return Verdict(card, False, rule_id, "must_follow", evidence)


MARRIAGE_POINTS = {False: 20, True: 40}  # by whether the marriage is in trumps (N-10)


def verdict_facts(hand: Sequence[Card], trick: Sequence[Card], contract: SchnapsenContract,
                  talon: Talon, announced: Suit | None,
                  verdicts: Sequence[Verdict]) -> PositionFacts:
    """The facts the rulings of one hand used: the talon, the led card, the stage that fits
    (talon closed or exhausted, second player), an announced marriage and its worth."""
    led = trick[0] if trick else None
    fitting = stage(hand, led, contract) if led is not None and talon.strict else None
    shared: Facts = {
        "talon": talon.value, "led_card": led, "led_suit": led.suit if led else None,
        "trump_suit": contract.trump,
        "trump_led": led is not None and is_trump(led, contract),
        "stage": fitting.name.lower() if fitting else None,
        "stage_number": int(fitting) if fitting else None,
        "marriage_suit": announced,
        "marriage_points": MARRIAGE_POINTS[announced is contract.trump]
        if announced is not None else None,
        "all_legal": all_legal(verdicts),
    }
    return facts_per_verdict(verdicts, shared)
