"""Which cards of a Bauernschnapsen hand may be played, each with its deciding rule: the
leader is free (B-8) unless he announces a marriage (B-10); a player holding the led suit
must follow and head the card now winning, also against his partner (B-9; under
``stichzwang_ansagen`` only in contracts with a trick target, RB3); a player void in it must
play a trump only where a trump of his would win (B-11, RB10). The trick so far decides
alone: no history is needed."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, NamedTuple

from rules.bauernschnapsen.contract import DECK, HAND_SIZE, BauernContract
from rules.bauernschnapsen.trick import beats, is_trump, trick_size, winner_of
from rules.cards import Card, Rank, Suit
from rules.errors import RulesInputError
from rules.position import check_hand_and_trick_in_deck
from rules.verdict import Facts, PositionFacts, Verdict, facts_per_verdict

MARRIAGE_RANKS = (Rank.KING, Rank.OBER)


# ClassVar: compiled (mypyc), a plain class-body value would be an instance default that the
# base class's __init__ never sets, and the base's kind would answer.
class MarriageNotAllowedError(RulesInputError):
    # RB6: a contract without a points goal, or not leading
    kind: ClassVar[str] = "marriage-not-allowed"


class InvalidMarriageError(RulesInputError):
    kind: ClassVar[str] = "invalid-marriage"  # the King and the Ober are not both in the hand


class BauernPosition(NamedTuple):
    contract: BauernContract
    hand: tuple[Card, ...]
    trick: tuple[Card, ...] = ()
    marriage: Suit | None = None  # announced with this lead (B-10)


class Judgement(NamedTuple):
    verdicts: tuple[Verdict, ...]
    to_beat: Card | None  # the card now winning the trick
    winning_index: int | None


def marriage_points(suit: Suit, contract: BauernContract) -> int:
    """B-10: 40 in trumps, 20 otherwise."""
    return 40 if suit is contract.trump else 20


def check_marriage(position: BauernPosition) -> None:
    suit = position.marriage
    if suit is None:
        return
    if position.trick:
        raise MarriageNotAllowedError("bauernschnapsen.marriage-not-allowed.not-leading",
                                      field="marriage")
    if not position.contract.type.marriages:
        raise MarriageNotAllowedError("bauernschnapsen.marriage-not-allowed.contract",
                                      field="marriage", contract=position.contract.type.id)
    missing = [Card(suit, rank) for rank in MARRIAGE_RANKS
               if Card(suit, rank) not in position.hand]
    if missing:
        raise InvalidMarriageError("bauernschnapsen.invalid-marriage", field="marriage",
                                   card=missing[0])


def judge_hand(position: BauernPosition, *, well_formed: bool = False) -> Judgement:
    contract, hand, trick = position.contract, position.hand, position.trick
    if not well_formed:
        check_hand_and_trick_in_deck(DECK, hand, trick, max_hand=HAND_SIZE,
                                     players=trick_size(contract))
        check_marriage(position)
    if not trick:
        suit = position.marriage
        if suit is None:
            return Judgement(tuple(Verdict(card, True, "B-8", "lead") for card in hand),
                             None, None)
        pair = [card for card in hand if card.suit is suit and card.rank in MARRIAGE_RANKS]
        return Judgement(tuple(Verdict(card, True, "B-10", "marriage") if card in pair
                               else Verdict(card, False, "B-10", "marriage_lead", pair[0])
                               for card in hand), None, None)
    winning = winner_of(trick, contract)
    best, led = trick[winning], trick[0].suit
    return Judgement(_following(hand, led, best, contract), best, winning)


def _following(hand: Sequence[Card], led: Suit, best: Card,
               contract: BauernContract) -> tuple[Verdict, ...]:
    follow = [card for card in hand if card.suit is led]
    if follow:
        heading = [card for card in follow if beats(card, best, contract)] \
            if contract.stichzwang else []
        if heading:  # B-9: head the winning card, also against the partner
            # A card of another suit breaks Farbzwang before Stichzwang: said so.
            return tuple(Verdict(card, True, "B-9", "head") if card in heading
                         else Verdict(card, False, "B-9", "must_head" if card.suit is led
                                      else "must_follow", heading[0])
                         for card in hand)
        case = "follow" if contract.stichzwang else "follow_free"
        if contract.stichzwang and best.suit is not led:
            case = "follow_trumped"  # the trick is trumped: any card of the suit
        return tuple(Verdict(card, True, "B-9", case) if card.suit is led
                     else Verdict(card, False, "B-9", "must_follow", follow[0])
                     for card in hand)
    if contract.trump is None:
        return tuple(Verdict(card, True, "B-11", "no_trump") for card in hand)
    winners = [card for card in hand if is_trump(card, contract) and beats(card, best, contract)]
    if not winners:  # RB10: no duty to play a trump that loses
        return tuple(Verdict(card, True, "B-11", "free") for card in hand)
    return tuple(Verdict(card, True, "B-11", "trump_wins") if card in winners
                 else Verdict(card, False, "B-11", "must_trump", winners[0]) for card in hand)


def verdict_facts(position: BauernPosition, verdicts: Sequence[Verdict]) -> PositionFacts:
    """The facts of the ruling (data, never prose)."""
    contract, hand, trick = position.contract, position.hand, position.trick
    best = trick[winner_of(trick, contract)] if trick else None
    led = trick[0].suit if trick else None
    heads = best is not None and contract.stichzwang and any(
        card.suit is led and beats(card, best, contract) for card in hand)
    winning_trumps = 0 if best is None else sum(
        1 for card in hand if is_trump(card, contract) and beats(card, best, contract))
    suit = position.marriage
    shared: Facts = {
        "led_card": trick[0] if trick else None, "led_suit": led, "to_beat": best,
        "can_head": heads, "stichzwang": contract.stichzwang, "trump": contract.trump,
        "winning_trumps": winning_trumps, "marriage_suit": suit,
        "marriage_points": marriage_points(suit, contract) if suit else None}
    return facts_per_verdict(verdicts, shared)
