"""What the player on lead may do besides leading a card: announce a marriage (N-10, N-11;
66: M-9, M-12), exchange the variant's trump card (Schnapsen's Unter, 66's Nine) for the
turned-up trump card (N-12, R8; M-13), close the talon (N-13, N-D2; M-14)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from rules.cards import Card, Rank, Suit
from rules.errors import DuplicateCardError, PositionError
from rules.german_deck import SUITS
from rules.schnapsen.contract import SchnapsenContract, Talon
from rules.schnapsen.variant import SCHNAPSEN_VARIANT, Variant

# The exchange card in the case names the explanations are keyed on ("no_trump_unter").
_EXCHANGE_WORD = {Rank.UNDER: "unter", Rank.NINE: "nine"}


class Action(StrEnum):
    MARRIAGE = "marriage"
    EXCHANGE_TRUMP = "exchange_trump"
    CLOSE = "close"


@dataclass(frozen=True, slots=True)
class LeaderAction:
    action: Action
    allowed: bool | None  # None: the request lacks a fact the answer depends on
    rule_id: str
    case: str
    suit: Suit | None = None
    points: int | None = None
    cards: tuple[Card, ...] = ()  # the cards the action concerns (the pair to lead from, …)
    evidence: Card | None = None  # a card named in the explanation (the missing partner, …)


def check_talon(talon: Talon, talon_cards: int | None, trump_card: Card | None,
                contract: SchnapsenContract, hand: Sequence[Card],
                rules: Variant = SCHNAPSEN_VARIANT) -> None:
    if talon_cards is not None:
        if talon is Talon.EXHAUSTED and talon_cards != 0:
            raise PositionError("talon.exhausted-empty", field="talon_cards")
        if talon is not Talon.EXHAUSTED and talon_cards not in rules.talon_sizes:
            raise PositionError("talon.sizes", field="talon_cards",
                                sizes=', '.join(map(str, rules.talon_sizes)))
    if trump_card is not None:
        if trump_card.suit is not contract.trump:
            raise PositionError("talon.turned-not-trump", field="trump_card", card=trump_card,
                                suit=contract.trump.value)
        if trump_card in hand:
            raise DuplicateCardError("talon.turned-in-hand", field="trump_card", card=trump_card)
        if talon is Talon.EXHAUSTED:
            raise PositionError("talon.turned-drawn", field="trump_card")


def check_first_trick(talon: Talon, talon_cards: int | None, won_a_trick: bool | None,
                      rules: Variant = SCHNAPSEN_VARIANT) -> None:
    """A full talon means no trick has been played yet (N-2, M-2): nobody has won one."""
    if (won_a_trick and talon is Talon.OPEN and talon_cards is not None
            and talon_cards == max(rules.talon_sizes)):
        raise PositionError("talon.trick-before-full", field="won_a_trick", count=talon_cards)


def leader_actions(hand: Sequence[Card], contract: SchnapsenContract, talon: Talon,
                   talon_cards: int | None = None, trump_card: Card | None = None,
                   won_a_trick: bool | None = None,
                   rules: Variant = SCHNAPSEN_VARIANT,
                   announced: Suit | None = None,
                   announced_in: Talon | None = None) -> tuple[LeaderAction, ...]:
    """The marriages the hand can or cannot announce, the trump exchange and the closing.
    With a marriage ``announced`` for this lead, no other can be: one is declared with the
    lead of one of its cards (N-10, M-10: "Mit einem Mal darf man immer nur ein Paar
    melden"). A marriage announced before a closing at this lead is judged in the talon it was
    announced in, ``announced_in`` (RM13)."""
    married_in = announced_in or talon
    actions = [a for suit in SUITS if (a := _marriage(hand, suit, contract, married_in,
                                                      won_a_trick, rules)) is not None]
    if announced is not None:
        actions = [a if a.suit is announced or not a.allowed else LeaderAction(
            Action.MARRIAGE, False, rules.ids.marriage_lead, "one_per_lead", a.suit,
            a.points, a.cards) for a in actions]
    actions.append(_exchange(hand, contract, talon, talon_cards, trump_card, won_a_trick,
                             rules))
    actions.append(_close(talon, talon_cards, rules))
    return tuple(actions)


def _marriage(hand: Sequence[Card], suit: Suit, contract: SchnapsenContract, talon: Talon,
              won_a_trick: bool | None, rules: Variant) -> LeaderAction | None:
    king, ober = Card(suit, Rank.KING), Card(suit, Rank.OBER)
    held = tuple(c for c in (king, ober) if c in hand)
    if not held:
        return None
    points = rules.trump_marriage_points if suit is contract.trump else rules.marriage_points
    if talon.strict and not rules.marriages_when_strict:
        # 66 (M-12, RM4): no new marriage once the talon is closed or exhausted, pair or not:
        # the stronger reason is given, not a missing partner that would suggest otherwise.
        return LeaderAction(Action.MARRIAGE, False, rules.ids.marriage_strict,
                            f"talon_{talon.value}", suit, points, held)
    if len(held) == 1:
        missing = ober if held[0] == king else king
        return LeaderAction(Action.MARRIAGE, False, rules.ids.marriage, "missing_partner", suit,
                            points, held, missing)
    # Points count once the player has won a trick (N-10); the announcement itself is allowed.
    case = {True: "counts", False: "pending", None: "pending_unless_trick"}[won_a_trick]
    rule_id = rules.ids.marriage_strict if talon.strict else rules.ids.marriage
    return LeaderAction(Action.MARRIAGE, True, rule_id, case, suit, points, (king, ober))


def _exchange(hand: Sequence[Card], contract: SchnapsenContract, talon: Talon,
              talon_cards: int | None, trump_card: Card | None, won_a_trick: bool | None,
              rules: Variant) -> LeaderAction:
    own = Card(contract.trump, rules.exchange_rank)
    cards = (own,) + ((trump_card,) if trump_card else ())
    rule_id = rules.ids.exchange

    def answer(allowed: bool | None, case: str) -> LeaderAction:
        return LeaderAction(Action.EXCHANGE_TRUMP, allowed, rule_id, case, contract.trump,
                            cards=cards)

    if own not in hand:
        # A closed or exhausted talon is the reason, whoever holds the card (the rule id
        # stays the card's rule: the verdict is the same, only its reason is the stronger).
        case = (f"talon_{talon.value}" if talon is not Talon.OPEN
                else f"no_trump_{_EXCHANGE_WORD[rules.exchange_rank]}")
        return LeaderAction(Action.EXCHANGE_TRUMP, False, rules.ids.exchange_card,
                            case, contract.trump, evidence=own)
    if talon is Talon.CLOSED:
        return answer(False, "talon_closed")
    if talon is Talon.EXHAUSTED:
        return answer(False, "talon_exhausted")
    if rules.exchange_needs_trick and won_a_trick is False:
        # 66 (M-13, RM5): decided by the trick alone, whatever the talon's size.
        return answer(False, "no_trick_won")
    if talon_cards is None:
        return answer(None, "talon_size_unknown")
    if talon_cards < rules.min_talon_for_exchange:
        return answer(False, "talon_too_small")
    if rules.exchange_needs_trick and not won_a_trick:
        # 66 (M-13, RM5): only having won a trick, so never at the non-dealer's first lead.
        return answer(None if won_a_trick is None else False,
                      "trick_unknown" if won_a_trick is None else "no_trick_won")
    return answer(True, "allowed")


def _close(talon: Talon, talon_cards: int | None, rules: Variant) -> LeaderAction:
    ids = rules.ids
    if talon is not Talon.OPEN:
        return LeaderAction(Action.CLOSE, False, ids.close, f"talon_{talon.value}")
    if talon_cards is None:
        return LeaderAction(Action.CLOSE, None, ids.close_minimum, "talon_size_unknown")
    if talon_cards < rules.min_talon_for_closing:
        return LeaderAction(Action.CLOSE, False, ids.close_minimum, "talon_too_small")
    return LeaderAction(Action.CLOSE, True, ids.close, "allowed")
