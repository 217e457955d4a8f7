"""Random closing positions as play leaves them: the tricks so far dealt at random, each
player's tally read from them (the winner of each trick led the next; you, on lead now, won
the last), and a marriage announced wherever a trick was led from a pair whose other card
its leader could still hold (N-10, M-9). Shared by the tests and ``bench/closing_brute.py``."""

from __future__ import annotations

import random

from rules.cards import Card, Rank
from rules.errors import RulesInputError
from rules.schnapsen.closing import Announced, ClosingPosition, Tally, Who, check_position
from rules.schnapsen.closing import tricks_for as played_for
from rules.schnapsen.contract import ALL_CONTRACTS
from rules.schnapsen.trick import judge_trick
from rules.schnapsen.variant import Variant

PARTNER = {Rank.KING: Rank.OBER, Rank.OBER: Rank.KING}


def draw(rng: random.Random, rules: Variant, talon: int, rich: bool = False
         ) -> ClosingPosition | None:
    """One position at ``talon`` cards, or None where the draw cannot be closed (a player
    already has 66). ``rich``: the tricks so far take the aces, tens and pairs first, so
    that both players stand near 66 and every deal is decided within a trick or two."""
    contract = rng.choice(ALL_CONTRACTS)
    trump_card = rng.choice([c for c in rules.deck.cards if c.suit is contract.trump])
    cards = [c for c in rules.deck.cards if c != trump_card]
    rng.shuffle(cards)
    if rich:
        cards.sort(key=lambda c: rng.random() - (rules.points[c.rank] >= 10
                                                 or c.rank in PARTNER))
    played = played_for(talon, rules)
    dealt = cards[:2 * played]
    rng.shuffle(dealt)
    rest = cards[2 * played:]
    rng.shuffle(rest)
    tricks = tuple((dealt[2 * n], dealt[2 * n + 1]) for n in range(played))
    hand = tuple(rest[:rules.hand_size])
    tally = {Who.ME: [0, 0], Who.OPPONENT: [0, 0]}
    leaders: list[Who] = []
    winner = Who.ME
    for trick in reversed(tricks):
        second = judge_trick(trick, contract, rules).winner == 1
        tally[winner][0] += rules.points[trick[0].rank] + rules.points[trick[1].rank]
        tally[winner][1] += 1
        leader = (Who.OPPONENT if winner is Who.ME else Who.ME) if second else winner
        leaders.insert(0, leader)
        winner = leader
    marriages = _marriages(tricks, leaders, hand, trump_card)
    position = ClosingPosition(contract, hand, talon, trump_card, tricks, None, marriages,
                               Tally(*tally[Who.ME]), Tally(*tally[Who.OPPONENT]))
    try:
        check_position(position, rules)
    except RulesInputError:
        return None
    return position


def _marriages(tricks: tuple[tuple[Card, Card], ...], leaders: list[Who],
               hand: tuple[Card, ...], trump_card: Card) -> tuple[Announced, ...]:
    """A marriage for each trick led from a pair whose other card was not played before
    and is its leader's: played by him later, or still held (yours: in your hand; his:
    neither in your hand nor the face-up card)."""
    announced: list[Announced] = []
    for n, ((led, _), who) in enumerate(zip(tricks, leaders, strict=True)):
        if led.rank not in PARTNER:
            continue
        other = Card(led.suit, PARTNER[led.rank])
        before = {c for trick in tricks[:n] for c in trick}
        later = [t[0] if leaders[m] is who else t[1]
                 for m, t in enumerate(tricks) if m > n and other in t]
        if other in before or any(a.suit is led.suit for a in announced):
            continue
        held = other in hand if who is Who.ME else other not in hand and other != trump_card
        if later == [other] or (not later and held):
            announced.append(Announced(who, led.suit))
    return tuple(announced)
