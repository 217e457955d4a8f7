"""Checks that a hand and a trick can occur together, shared by every game."""

from __future__ import annotations

from collections.abc import Sequence

from rules.cards import Card
from rules.deck import Deck
from rules.errors import DuplicateCardError, ForeignCardError, PositionError


def check_no_duplicates(cards: Sequence[Card], field: str) -> None:
    if len(set(cards)) == len(cards):  # the common case, checked at C speed
        return
    seen: dict[Card, int] = {}
    for index, card in enumerate(cards):
        if card in seen:
            raise DuplicateCardError(
                f"{card} appears twice in {field} (positions {seen[card]} and {index})",
                field=field, index=index)
        seen[card] = index


def check_hand_and_trick(hand: Sequence[Card], trick: Sequence[Card], *,
                         max_hand: int, players: int) -> None:
    """Hand non-empty and not over-full, trick not yet complete, no card twice anywhere."""
    if not hand:
        raise PositionError("the hand must hold at least one card", field="hand")
    if len(hand) > max_hand:
        raise PositionError(f"a hand holds at most {max_hand} cards; got {len(hand)}",
                            field="hand", index=max_hand)
    if len(trick) >= players:
        raise PositionError(
            f"the trick already holds {len(trick)} cards; with {players} players at most "
            f"{players - 1} can lie before this player's card", field="trick", index=players - 1)
    check_no_duplicates(hand, "hand")
    check_no_duplicates(trick, "trick")
    if not trick or set(hand).isdisjoint(trick):
        return
    in_trick = {card: i for i, card in enumerate(trick)}
    for index, card in enumerate(hand):
        if card in in_trick:
            raise DuplicateCardError(
                f"{card} is both in the hand and in the trick (trick position "
                f"{in_trick[card]})", field="hand", index=index)


def check_hand_and_trick_in_deck(deck: Deck, hand: Sequence[Card], trick: Sequence[Card], *,
                                 max_hand: int, players: int) -> None:
    """``check_hand_and_trick`` and ``check_in_deck`` in one. A well-formed position (nearly
    every request) passes with one set of its cards' ordinals: no card twice, all of the
    deck. Any other goes through the detailed checks, which name the first fault as always."""
    if 0 < len(hand) <= max_hand and len(trick) < players:
        try:
            ordinals = {card.ordinal for cards in (hand, trick) for card in cards}
        except AttributeError:  # not a card at all: the detailed checks say so
            ordinals = set()
        if len(ordinals) == len(hand) + len(trick) and ordinals <= deck.ordinals:
            return
    check_hand_and_trick(hand, trick, max_hand=max_hand, players=players)
    check_in_deck(deck, hand=hand, trick=trick)


def check_trick(trick: Sequence[Card], *, players: int) -> None:
    """A complete or partial trick: one to ``players`` cards, none twice."""
    if not trick:
        raise PositionError("the trick must hold at least one card", field="trick")
    if len(trick) > players:
        raise PositionError(f"a trick holds at most {players} cards; got {len(trick)}",
                            field="trick", index=players)
    check_no_duplicates(trick, "trick")


def check_trick_in_deck(deck: Deck, trick: Sequence[Card], *, players: int) -> None:
    """``check_trick`` and ``check_in_deck`` in one, with the same quick path as
    ``check_hand_and_trick_in_deck``."""
    if 0 < len(trick) <= players:
        try:
            ordinals = {card.ordinal for card in trick}
        except AttributeError:
            ordinals = set()
        if len(ordinals) == len(trick) and ordinals <= deck.ordinals:
            return
    check_trick(trick, players=players)
    check_in_deck(deck, trick=trick)


def check_in_deck(deck: Deck, **lists: Sequence[Card]) -> None:
    """Every card of every list belongs to the game's deck (cards built by hand may not)."""
    whole = deck.card_set
    for field, cards in lists.items():
        if whole.issuperset(cards):
            continue
        for index, card in enumerate(cards):
            if card not in deck:
                raise ForeignCardError(f"{card} is not a {deck.display_name} card",
                                       field=field, index=index)
