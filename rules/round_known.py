"""A round checked from what a visitor knows: the plays so far, and the hands of some seats
or of none (``rules.round_check`` walks it). A seat whose hand is not known is taken to hold,
at each play, the cards it is seen to play from then on; the cards no one is seen to hold are
the pool.

A verdict on such a seat's play is certain when the card is judged alike with the cards seen,
with the cards seen and the whole pool, and with the cards seen and any one card of the pool:
most duties grow with the cards held (follow suit, trump, head the trick), but some bind only
a middle hand (Schafkopf's called Sau binds its holder with fewer than four of its suit), and
one card more is what such a duty turns on. A play that fails to follow while the seat plays a
card of the led suit later is a revoke proven by that later card.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any

from rules.cards import Card
from rules.deck import Deck
from rules.errors import Counted, DuplicateCardError, ForeignCardError, PositionError
from rules.game import AnyGame, TrickJudge
from rules.position import counted

# A seat's hand as the question gives it: its cards, or None where it is not known.
KnownHand = Sequence[Card] | None


def is_partial(hands: Sequence[KnownHand] | None, plays: Sequence[Card], whole: int) -> bool:
    """Whether some seat's hand is neither given nor read from a whole round's plays."""
    if hands is None:
        return len(plays) < whole
    return any(hand is None for hand in hands)


def seats_of_plays(playing: tuple[int, ...], leader: int, plays: Sequence[Card],
                   judge_trick: TrickJudge, contract_of: Callable[[int], Any]
                   ) -> tuple[int, ...]:
    """The seat of every play, each trick led by the last one's winner."""
    seats = len(playing)
    found: list[int] = []
    for first in range(0, len(plays), seats):
        trick = plays[first:first + seats]
        at = playing.index(leader)
        found.extend(playing[(at + place) % seats] for place in range(len(trick)))
        if len(trick) == seats:
            winner = judge_trick(trick, contract_of(first // seats + 1)).winner
            leader = playing[(at + winner) % seats]
    return tuple(found)


def known_deal(game: AnyGame, hands: Sequence[KnownHand] | None, plays: Sequence[Card],
               seats: Sequence[int], set_aside: Sequence[Card]) -> tuple[tuple[Card, ...], ...]:
    """Each seat's hand at the deal as far as it is known: a given hand as given, else the
    cards the seat is seen to play. Checked: a given hand's size, every card of the deck, and
    none more often than the deck holds it."""
    given: Sequence[KnownHand] = [None] * game.players if hands is None else hands
    if len(given) != game.players:
        raise PositionError("round.hands-count", field="hands", players=game.players,
                            count=len(given))
    deck = game.deck
    seen: dict[int, list[tuple[str, int]]] = {}

    def count(card: Card, field: str, index: int) -> None:
        if card not in deck:
            raise ForeignCardError("position.not-in-deck", field=field, index=index,
                                   card=card, deck=deck.display_name)
        at = seen.setdefault(card.ordinal, [])
        at.append((field, index))
        if len(at) > deck.copies:
            raise _too_many(card, at, deck.copies, field, index)

    for card in set_aside:
        count(card, "set_aside", 0)
    dealt: list[list[Card]] = []
    for seat, hand in enumerate(given):
        if hand is not None and len(hand) != game.hand_size:
            raise PositionError("round.hand-size", field="hands", index=seat, seat=Counted(seat),
                                size=game.hand_size, count=len(hand))
        for card in hand or ():
            count(card, "hands", seat)
        dealt.append(list(hand or ()))
    for index, (seat, card) in enumerate(zip(seats, plays, strict=True)):
        if given[seat] is None:
            count(card, "plays", index)
            dealt[seat].append(card)
    return tuple(tuple(hand) for hand in dealt)


def _too_many(card: Card, at: Sequence[tuple[str, int]], copies: int, field: str,
              index: int) -> DuplicateCardError:
    """A card seen more often than the deck holds it: played, or dealt and played."""
    plays = [place for where, place in at if where == "plays"]
    if len(plays) == len(at):
        if copies == 1:
            return DuplicateCardError("round.played-twice", field=field, index=index, card=card,
                                      first=Counted(plays[0]), second=Counted(plays[1]))
        return DuplicateCardError("round.played-copies", field=field, index=index, card=card,
                                  count=len(plays), places=counted(plays), copies=copies)
    return DuplicateCardError("round.dealt-too-often", field=field, index=index, card=card,
                              copies=copies)


def pool(deck: Deck, dealt: Sequence[Sequence[Card]], set_aside: Sequence[Card]
         ) -> tuple[Card, ...]:
    """The cards of the deck no seat is seen to hold (each as often as it is left)."""
    left = {card.ordinal: deck.copies for card in deck.cards}
    for card in (*set_aside, *(card for hand in dealt for card in hand)):
        left[card.ordinal] -= 1
    return tuple(card for card in deck.cards for _ in range(left[card.ordinal]))


def widened(hand: Sequence[Card], wide: Sequence[Card]) -> Iterator[tuple[Card, ...]]:
    """The hands an unseen seat may hold around its cards seen: all of the pool, and each one
    card of it (a copy once)."""
    yield (*hand, *wide)
    for card in dict.fromkeys(wide):
        yield (*hand, card)
