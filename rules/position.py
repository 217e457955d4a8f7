"""Checks that a hand and a trick can occur together, shared by every game. A deck may hold
each card more than once (``Deck.copies``); every count is against that."""

from __future__ import annotations

from collections.abc import Sequence

from rules.cards import Card
from rules.deck import Deck
from rules.errors import Counted, DuplicateCardError, ForeignCardError, PositionError


def counted(numbers: Sequence[int]) -> tuple[Counted, ...]:
    """The places of a card's copies, as people count them (the wording adds one)."""
    return tuple(Counted(n) for n in numbers)


def within_copies(copies: int, *lists: Sequence[Card]) -> bool:
    """No card more often than ``copies`` across the lists (by ordinal: C-speed keys)."""
    counts: dict[int, int] = {}
    for cards in lists:
        for card in cards:
            count = counts.get(card.ordinal, 0) + 1
            if count > copies:
                return False
            counts[card.ordinal] = count
    return True


def check_no_duplicates(cards: Sequence[Card], field: str, copies: int = 1) -> None:
    """No card more often than the deck holds it (``copies``); the copy one too many is
    named by its index."""
    if len(set(cards)) == len(cards):  # the common case, checked at C speed
        return
    try:
        if copies > 1 and within_copies(copies, cards):
            return
    except (AttributeError, TypeError):  # not a card at all: the detailed check says so
        pass
    seen: dict[object, list[int]] = {}
    listed: Sequence[object] = cards  # compiled, a str would fail as no Card first
    for index, card in enumerate(listed):
        at = seen.setdefault(card, [])
        at.append(index)
        if len(at) <= copies:
            continue
        if copies == 1:
            raise DuplicateCardError(
                "position.twice-in-hand" if field == "hand" else "position.twice-in-trick"
                if field == "trick" else "position.twice-in-list", field=field, index=index,
                card=card, first=Counted(at[0]), second=Counted(index), list=field)
        raise DuplicateCardError(
            "position.copies-in-hand" if field == "hand" else "position.copies-in-trick"
            if field == "trick" else "position.copies-in-list", field=field, index=index,
            card=card, count=len(at), places=counted(at), copies=copies, list=field)


def check_hand_and_trick(hand: Sequence[Card], trick: Sequence[Card], *,
                         max_hand: int, players: int, copies: int = 1) -> None:
    """Hand non-empty and not over-full, trick not yet complete, no card more often than the
    deck holds it (``copies``) in the hand, the trick or both together."""
    if not hand:
        raise PositionError("position.empty-hand", field="hand")
    if len(hand) > max_hand:
        raise PositionError("position.hand-too-big", field="hand", index=max_hand, limit=max_hand,
                            count=len(hand))
    if len(trick) >= players:
        raise PositionError("position.trick-complete", field="trick", index=players - 1,
                            count=len(trick), players=players, before=players - 1)
    check_no_duplicates(hand, "hand", copies)
    check_no_duplicates(trick, "trick", copies)
    if not trick or set(hand).isdisjoint(trick):
        return
    in_trick: dict[Card, list[int]] = {}
    for place, card in enumerate(trick):
        in_trick.setdefault(card, []).append(place)
    in_hand: dict[Card, int] = {}
    for index, card in enumerate(hand):
        # The trick lies on the table: the hand's copy that makes one too many is named.
        held = in_hand[card] = in_hand.get(card, 0) + 1
        lying = in_trick.get(card, [])
        if held + len(lying) <= copies:
            continue
        if copies == 1:
            raise DuplicateCardError("position.in-hand-and-trick", field="hand", index=index,
                                     card=card, place=Counted(lying[0]))
        raise DuplicateCardError(
            "position.copies-in-hand-and-trick" + ("-places" if len(lying) > 1 else ""),
            field="hand", index=index, card=card, count=held + len(lying),
            places=counted(lying), copies=copies)


def plainly_well_formed(bits: tuple[int, ...], copies: int, hand: Sequence[Card],
                        trick: Sequence[Card]) -> bool:
    """Every card of hand and trick is of the deck and none is there more often than the deck
    holds it, seen with the deck's bit of each card (``Deck.bits``): one mask of the cards
    seen, a second of those seen twice. False where it cannot say so at once (a third copy,
    not a card at all): the detailed checks then decide."""
    size = len(bits)
    once = 0
    twice = 0
    try:
        for cards in (hand, trick):
            for card in cards:
                at = card.ordinal
                if at >= size:
                    return False
                bit = bits[at]
                if bit == 0 or bit & twice:
                    return False
                if bit & once:
                    if copies < 2:
                        return False
                    twice |= bit
                else:
                    once |= bit
    except (AttributeError, TypeError):  # not a card (compiled: a TypeError)
        return False
    return True


def check_hand_and_trick_in_deck(deck: Deck, hand: Sequence[Card], trick: Sequence[Card], *,
                                 max_hand: int, players: int) -> None:
    """``check_hand_and_trick`` and ``check_in_deck`` in one. A well-formed position (nearly
    every request) passes with one mask of its cards (``plainly_well_formed``); any other
    goes through the detailed checks, which name the first fault as always."""
    if (0 < len(hand) <= max_hand and len(trick) < players
            and plainly_well_formed(deck.bits, deck.copies, hand, trick)):
        return
    check_hand_and_trick(hand, trick, max_hand=max_hand, players=players, copies=deck.copies)
    check_in_deck(deck, hand=hand, trick=trick)


def check_trick(trick: Sequence[Card], *, players: int, copies: int = 1) -> None:
    """A complete or partial trick: one to ``players`` cards, none more often than the deck
    holds it."""
    if not trick:
        raise PositionError("position.empty-trick", field="trick")
    if len(trick) > players:
        raise PositionError("position.trick-too-big", field="trick", index=players, limit=players,
                            count=len(trick))
    check_no_duplicates(trick, "trick", copies)


def check_trick_in_deck(deck: Deck, trick: Sequence[Card], *, players: int) -> None:
    """``check_trick`` and ``check_in_deck`` in one, with the same quick path as
    ``check_hand_and_trick_in_deck``."""
    if 0 < len(trick) <= players and plainly_well_formed(deck.bits, deck.copies, trick, ()):
        return
    check_trick(trick, players=players, copies=deck.copies)
    check_in_deck(deck, trick=trick)


def check_in_deck(deck: Deck, **lists: Sequence[Card]) -> None:
    """Every card of every list belongs to the game's deck (cards built by hand may not)."""
    whole = deck.card_set
    for field, cards in lists.items():
        if whole.issuperset(cards):
            continue
        listed: Sequence[object] = cards  # compiled, a str would fail as no Card first
        for index, card in enumerate(listed):
            if card not in deck:
                raise ForeignCardError("position.not-in-deck", field=field, index=index, card=card,
                                       deck=deck.display_name)
