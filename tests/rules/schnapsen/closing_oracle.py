"""An independent solver of the play after a closing, for the tests: cards as cards, every
branch played to its end, no table and no pruning. It asks the family's legality and trick
rules (the rules under test elsewhere) and nothing of ``rules.schnapsen.closed_play``."""

from __future__ import annotations

from itertools import combinations

from rules.cards import Card, Rank
from rules.schnapsen.contract import SchnapsenContract, Talon
from rules.schnapsen.legality import legal_cards
from rules.schnapsen.trick import judge_trick
from rules.schnapsen.variant import Variant

PARTNER = {Rank.KING: Rank.OBER, Rank.OBER: Rank.KING}


def brute(hands: tuple[frozenset[Card], frozenset[Card]], leader: int,
          points: tuple[int, int], tricks: tuple[bool, bool], contract: SchnapsenContract,
          rules: Variant, marriages: bool, lead: Card | None = None) -> bool:
    """Whether player 0 (the closer) wins; ``points``: counted with a trick, else pending
    marriages. ``lead``: the leader's card, if already chosen."""
    outcomes = []
    for card in (hands[leader] if lead is None else (lead,)):
        mine = list(points)
        if marriages and card.rank in PARTNER and Card(card.suit, PARTNER[card.rank]) in \
                hands[leader]:
            mine[leader] += (rules.trump_marriage_points if card.suit is contract.trump
                             else rules.marriage_points)
            if tricks[leader] and mine[leader] >= rules.winning_points:
                outcomes.append(leader == 0)
                continue
        follower = 1 - leader
        replies = []
        for reply in legal_cards(tuple(hands[follower]), (card,), contract, Talon.CLOSED,
                                 rules=rules):
            won = judge_trick((card, reply), contract, rules).winner
            winner = leader if won == 0 else follower
            after = list(mine)
            after[winner] += rules.points[card.rank] + rules.points[reply.rank]
            rest = [set(hands[0]), set(hands[1])]
            rest[leader].discard(card)
            rest[follower].discard(reply)
            if after[winner] >= rules.winning_points:
                replies.append(winner == 0)
            elif not rest[0]:
                replies.append(False)
            else:
                has = [tricks[0], tricks[1]]
                has[winner] = True
                replies.append(brute((frozenset(rest[0]), frozenset(rest[1])), winner,
                                     (after[0], after[1]), (has[0], has[1]), contract, rules,
                                     rules.marriages_when_strict))
        outcomes.append(any(replies) if follower == 0 else all(replies))
    return any(outcomes) if leader == 0 else all(outcomes)


def count_wins(hand: tuple[Card, ...], unseen: tuple[Card, ...], known: tuple[Card, ...],
               points: tuple[int, int], tricks: tuple[bool, bool],
               contract: SchnapsenContract, rules: Variant) -> tuple[list[int], int, int]:
    """Per first lead the deals won, the deals some lead wins, and the deals."""
    free = [c for c in unseen if c not in known]
    wins = [0] * len(hand)
    either = deals = 0
    for drawn in combinations(free, rules.hand_size - len(known)):
        opponent = frozenset(known) | frozenset(drawn)
        deals += 1
        won = [brute((frozenset(hand), opponent), 0, points, tricks, contract, rules, True,
                     lead) for lead in hand]
        wins = [w + v for w, v in zip(wins, won, strict=True)]
        either += any(won)
    return wins, either, deals
