"""What the player on lead may do besides leading a card: announce a marriage (N-10, N-11),
exchange the trump Unter for the turned-up trump card (N-12, R8), close the talon (N-13)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from rules.cards import Card, Rank, Suit
from rules.errors import DuplicateCardError, PositionError
from rules.german_deck import SUITS
from rules.schnapsen.contract import SchnapsenContract, Talon

MARRIAGE_POINTS = 20
TRUMP_MARRIAGE_POINTS = 40
MIN_TALON_FOR_EXCHANGE = 4  # R8: the turned-up trump card counted
# N-D2 (our reading; RULES.md is silent): closing needs more than two cards in the talon, as an
# app description states (evidence only, see the catalogue); with the last two cards there is
# nothing left to close.
MIN_TALON_FOR_CLOSING = 4
TALON_SIZES = (2, 4, 6, 8, 10)  # 20 cards − 2 × 5 in hand, two drawn after every trick


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
                contract: SchnapsenContract, hand: Sequence[Card]) -> None:
    if talon_cards is not None:
        if talon is Talon.EXHAUSTED and talon_cards != 0:
            raise PositionError("an exhausted talon holds no cards", field="talon_cards")
        if talon is not Talon.EXHAUSTED and talon_cards not in TALON_SIZES:
            raise PositionError(
                f"an open or closed talon holds {', '.join(map(str, TALON_SIZES))} cards "
                "(the turned-up trump card counted)", field="talon_cards")
    if trump_card is not None:
        if trump_card.suit is not contract.trump:
            raise PositionError(f"the turned-up card {trump_card} is not of the trump suit "
                                f"{contract.trump.value}", field="trump_card")
        if trump_card in hand:
            raise DuplicateCardError(f"{trump_card} is both the turned-up trump card and in "
                                     "the hand", field="trump_card")
        if talon is Talon.EXHAUSTED:
            raise PositionError("with the talon exhausted the turned-up trump card has been "
                                "drawn; leave out trump_card", field="trump_card")


def leader_actions(hand: Sequence[Card], contract: SchnapsenContract, talon: Talon,
                   talon_cards: int | None = None, trump_card: Card | None = None,
                   won_a_trick: bool | None = None) -> tuple[LeaderAction, ...]:
    """The marriages the hand can or cannot announce, the trump exchange and the closing."""
    actions = [a for suit in SUITS if (a := _marriage(hand, suit, contract, talon,
                                                      won_a_trick)) is not None]
    actions.append(_exchange(hand, contract, talon, talon_cards, trump_card))
    actions.append(_close(talon, talon_cards))
    return tuple(actions)


def _marriage(hand: Sequence[Card], suit: Suit, contract: SchnapsenContract, talon: Talon,
              won_a_trick: bool | None) -> LeaderAction | None:
    king, ober = Card(suit, Rank.KING), Card(suit, Rank.OBER)
    held = tuple(c for c in (king, ober) if c in hand)
    if not held:
        return None
    points = TRUMP_MARRIAGE_POINTS if suit is contract.trump else MARRIAGE_POINTS
    if len(held) == 1:
        missing = ober if held[0] == king else king
        return LeaderAction(Action.MARRIAGE, False, "N-10", "missing_partner", suit, points,
                            held, missing)
    # Points count once the player has won a trick (N-10); the announcement itself is allowed.
    case = {True: "counts", False: "pending", None: "pending_unless_trick"}[won_a_trick]
    rule_id = "N-11" if talon.strict else "N-10"
    return LeaderAction(Action.MARRIAGE, True, rule_id, case, suit, points, (king, ober))


def _exchange(hand: Sequence[Card], contract: SchnapsenContract, talon: Talon,
              talon_cards: int | None, trump_card: Card | None) -> LeaderAction:
    unter = Card(contract.trump, Rank.UNDER)
    cards = (unter,) + ((trump_card,) if trump_card else ())
    if unter not in hand:
        return LeaderAction(Action.EXCHANGE_TRUMP, False, "N-12", "no_trump_unter",
                            contract.trump, evidence=unter)
    if talon is Talon.CLOSED:
        return LeaderAction(Action.EXCHANGE_TRUMP, False, "R8", "talon_closed",
                            contract.trump, cards=cards)
    if talon is Talon.EXHAUSTED:
        return LeaderAction(Action.EXCHANGE_TRUMP, False, "R8", "talon_exhausted",
                            contract.trump, cards=cards)
    if talon_cards is None:
        return LeaderAction(Action.EXCHANGE_TRUMP, None, "R8", "talon_size_unknown",
                            contract.trump, cards=cards)
    if talon_cards < MIN_TALON_FOR_EXCHANGE:
        return LeaderAction(Action.EXCHANGE_TRUMP, False, "R8", "talon_too_small",
                            contract.trump, cards=cards)
    return LeaderAction(Action.EXCHANGE_TRUMP, True, "R8", "allowed", contract.trump,
                        cards=cards)


def _close(talon: Talon, talon_cards: int | None) -> LeaderAction:
    if talon is not Talon.OPEN:
        return LeaderAction(Action.CLOSE, False, "N-13", f"talon_{talon.value}")
    if talon_cards is None:
        return LeaderAction(Action.CLOSE, None, "N-D2", "talon_size_unknown")
    if talon_cards < MIN_TALON_FOR_CLOSING:
        return LeaderAction(Action.CLOSE, False, "N-D2", "talon_too_small")
    return LeaderAction(Action.CLOSE, True, "N-13", "allowed")
