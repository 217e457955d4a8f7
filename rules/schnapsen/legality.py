"""Which cards the second player may play (N-4 … N-8; 66: M-4 … M-8), each with its deciding
rule (the variant names it).

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
from rules.schnapsen.ranking import is_trump, strength
from rules.schnapsen.variant import PLAYERS, SCHNAPSEN_VARIANT, Variant
from rules.verdict import Facts, PositionFacts, Verdict, all_legal, facts_per_verdict


class Stage(IntEnum):
    """The four stages of [S002], in the order they are checked."""

    HEAD = 1  # Bedienen und stechen
    FOLLOW_LOWER = 2  # Bedienen
    TRUMP = 3  # Trumpfen
    ANY = 4  # Beliebig zugeben


def check_position(hand: Sequence[Card], trick: Sequence[Card], talon: Talon,
                   rules: Variant = SCHNAPSEN_VARIANT) -> None:
    check_hand_and_trick_in_deck(rules.deck, hand, trick, max_hand=rules.hand_size,
                                 players=PLAYERS)
    if talon is Talon.OPEN and len(hand) != rules.hand_size:
        # While the talon is open both players refill their hands after every trick (N-2, M-2).
        raise PositionError("talon.open-hand-size", field="hand", size=rules.hand_size,
                            count=len(hand))


def stage(hand: Sequence[Card], led: Card, contract: SchnapsenContract,
          rules: Variant = SCHNAPSEN_VARIANT) -> Stage:
    """The first stage that fits the hand (talon closed or exhausted)."""
    following = [c for c in hand if c.suit is led.suit]
    if any(strength(c, rules) > strength(led, rules) for c in following):
        return Stage.HEAD
    if following:
        return Stage.FOLLOW_LOWER
    if any(is_trump(c, contract) for c in hand):
        return Stage.TRUMP
    return Stage.ANY


def judge_hand(hand: Sequence[Card], trick: Sequence[Card], contract: SchnapsenContract,
               talon: Talon, announced: Suit | None = None,
               rules: Variant = SCHNAPSEN_VARIANT,
               announced_in: Talon | None = None) -> tuple[Verdict, ...]:
    """``announced``: the suit of a marriage the player on lead announces with this lead;
    ``announced_in``: the talon when it was announced, if it was closed after that, before the
    same lead (RM13: each action is judged in the talon state in which it is made)."""
    check_position(hand, trick, talon, rules)
    ids = rules.ids
    if announced is not None:
        return _announced_marriage(hand, trick, announced, announced_in or talon, rules)
    if not trick:
        return tuple(Verdict(card, True, ids.lead, "lead") for card in hand)
    if not talon.strict:
        return tuple(Verdict(card, True, ids.free, "free") for card in hand)
    led = trick[0]
    fitting = stage(hand, led, contract, rules)
    rule_id = ids.trump_led if is_trump(led, contract) else ids.stages
    return tuple(_verdict(card, led, fitting, hand, contract, rule_id, rules) for card in hand)


def legal_cards(hand: Sequence[Card], trick: Sequence[Card], contract: SchnapsenContract,
                talon: Talon, announced: Suit | None = None,
                rules: Variant = SCHNAPSEN_VARIANT) -> tuple[Card, ...]:
    return tuple(v.card for v in judge_hand(hand, trick, contract, talon, announced, rules)
                 if v.legal)


def _announced_marriage(hand: Sequence[Card], trick: Sequence[Card], suit: Suit,
                        talon: Talon, rules: Variant) -> tuple[Verdict, ...]:
    """N-10, M-10: a marriage is announced by leading one of its two cards."""
    if trick:
        raise PositionError("talon.marriage-on-lead", field="marriage")
    if talon.strict and not rules.marriages_when_strict:
        raise PositionError("talon.no-marriage-closed" if talon is Talon.CLOSED
                            else "talon.no-marriage-exhausted", field="marriage",
                            rule=rules.ids.marriage_strict)
    pair = (Card(suit, Rank.KING), Card(suit, Rank.OBER))
    missing = [card for card in pair if card not in hand]
    if missing:
        raise PositionError("talon.marriage-needs-pair", field="marriage", suit=suit.value,
                            card=missing[0])
    rule_id = rules.ids.marriage_lead
    return tuple(Verdict(card, True, rule_id, "lead_from_pair", pair[0]) if card in pair
                 else Verdict(card, False, rule_id, "not_from_pair", pair[0])
                 for card in hand)


def _in_stage(card: Card, led: Card, fitting: Stage, contract: SchnapsenContract,
              rules: Variant) -> bool:
    if fitting is Stage.HEAD:
        return card.suit is led.suit and strength(card, rules) > strength(led, rules)
    if fitting is Stage.FOLLOW_LOWER:
        return card.suit is led.suit
    if fitting is Stage.TRUMP:
        return is_trump(card, contract)
    return True


def _verdict(card: Card, led: Card, fitting: Stage, hand: Sequence[Card],
             contract: SchnapsenContract, rule_id: str, rules: Variant) -> Verdict:
    if _in_stage(card, led, fitting, contract, rules):
        return Verdict(card, True, rule_id, fitting.name.lower())
    evidence = next(c for c in hand if _in_stage(c, led, fitting, contract, rules))
    if fitting is Stage.HEAD and card.suit is led.suit:
        return Verdict(card, False, rule_id, "must_head", evidence)
    if is_trump(card, contract) and card.suit is not led.suit:
        # Farbzwang geht vor Stichzwang: holding the led suit, no trumping instead (N-7).
        return Verdict(card, False, rules.ids.trump_instead, "no_trump_instead", evidence)
    if fitting is Stage.TRUMP:
        return Verdict(card, False, rule_id, "must_trump", evidence)
    return Verdict(card, False, rule_id, "must_follow", evidence)


def verdict_facts(hand: Sequence[Card], trick: Sequence[Card], contract: SchnapsenContract,
                  talon: Talon, announced: Suit | None, verdicts: Sequence[Verdict],
                  rules: Variant = SCHNAPSEN_VARIANT,
                  announced_in: Talon | None = None) -> PositionFacts:
    """The facts the rulings of one hand used: the talon, the led card, the stage that fits
    (talon closed or exhausted, second player), an announced marriage and its worth."""
    led = trick[0] if trick else None
    fitting = stage(hand, led, contract, rules) if led is not None and talon.strict else None
    shared: Facts = {
        "talon": talon.value, "led_card": led, "led_suit": led.suit if led else None,
        "trump_suit": contract.trump,
        "trump_led": led is not None and is_trump(led, contract),
        "stage": fitting.name.lower() if fitting else None,
        "stage_number": int(fitting) if fitting else None,
        "marriage_suit": announced,
        "marriage_points": None if announced is None else rules.trump_marriage_points
        if announced is contract.trump else rules.marriage_points,
        # RM13: announced with the talon open, then closed before this lead.
        "marriage_before_closing": announced is not None and announced_in is not None
        and announced_in is not talon,
        "all_legal": all_legal(verdicts),
    }
    return facts_per_verdict(verdicts, shared)
