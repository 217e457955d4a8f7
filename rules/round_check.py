"""A whole round checked play by play, the same way for every game that deals its deck to
the seats (Jass, Schafkopf). A deck may hold each card more than once (``Deck.copies``): the
deal is then the deck as a multiset and a seat may play a card twice if it held two. A deal
may leave cards of the pack undealt (``players × hand_size`` is less than the pack), a
contract may be played by fewer seats than sit at the table (``rules.game.seats_in_play``),
and a round may end before the hands are empty (``ends``).

The round is walked once: each seat's hand is updated as its cards are played (never
rebuilt), each play is judged by the game's own ``judge`` for the position at that moment
(the earlier tricks are derived from the plays, never asked for), each completed trick by
``judge_trick``, and the trick's winner leads the next. Seats are counted in the order of
play from 0; ``leader`` is the seat that leads the first trick.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from rules.cards import Card
from rules.errors import (
    Counted,
    DuplicateCardError,
    ForeignCardError,
    PositionError,
    RulesInputError,
)
from rules.game import (
    AnyGame,
    Judged,
    PositionFor,
    TrickOutcome,
    checked_trick_judge,
    seats_in_play,
)
from rules.position import counted
from rules.round_known import KnownHand, is_partial, known_deal, pool, seats_of_plays, widened
from rules.verdict import Verdict


class CheckedPlay(NamedTuple):
    """One play and its verdict. A named tuple, like ``Verdict``: a round makes 36 of them
    (a frozen dataclass took longer to build than the rest of the walk's step)."""

    # The field hides tuple.index, which no caller of a play needs.
    index: int  # type: ignore[assignment]  # 0-based in the plays
    seat: int
    trick: int  # 1-based trick number
    card: Card
    verdict: Verdict  # the verdict on this card for the hand the seat held
    position: Any  # the position judged: the seat's hand and the trick before this card
    # Every verdict of that hand: the facts of this card's verdict depend on them (all legal?).
    verdicts: tuple[Verdict, ...] = ()
    # False where the seat's hand is not known and its other cards could change the verdict.
    certain: bool = True


class CheckedTrick(NamedTuple):
    number: int  # 1-based
    leader: int  # seat
    cards: tuple[Card, ...]
    outcome: TrickOutcome
    # The seats that play, in order, where fewer play than sit at the table; () for all.
    seats: tuple[int, ...] = ()

    @property
    def winner(self) -> int:
        """The seat that won the trick."""
        if self.seats:
            return self.seats[(self.seats.index(self.leader) + self.outcome.winner)
                              % len(self.seats)]
        return (self.leader + self.outcome.winner) % len(self.cards)


@dataclass(frozen=True, slots=True)
class NextPlay:
    seat: int
    position: Any
    judgement: Judged


@dataclass(frozen=True, slots=True)
class RoundCheck:
    hands: tuple[tuple[Card, ...], ...]  # each seat's cards at the deal
    plays: tuple[CheckedPlay, ...]
    tricks: tuple[CheckedTrick, ...]  # the completed tricks
    next: NextPlay | None  # None once the round is finished
    # The game's own facts of the round (Schnapsen: actions, closing; Doppelkopf: the memo of
    # its reckoning, filled once per answer).
    extra: Any = None
    unknown: tuple[int, ...] = ()  # the seats whose hands are not known
    waiting: int | None = None  # the seat to play next, where its hand is not known

    @property
    def revokes(self) -> tuple[CheckedPlay, ...]:
        """Every play proven illegal."""
        return tuple(p for p in self.plays if not p.verdict.legal and p.certain)

    @property
    def finished(self) -> bool:
        return self.next is None and self.waiting is None

    def running(self, seats: int) -> tuple[tuple[int, ...], ...]:
        """Each seat's card points after each completed trick."""
        totals = [0] * seats
        after = []
        for trick in self.tricks:
            totals[trick.winner] += trick.outcome.points
            after.append(tuple(totals))
        return tuple(after)


def seats_of(game: AnyGame, contract: Any, leader: int,
             plays: Sequence[Card]) -> tuple[int, ...]:
    """The seat of every play of a complete round (for a deal read from the plays)."""
    seats = game.players
    found: list[int] = []
    for start in range(0, len(plays), seats):
        trick = plays[start:start + seats]
        found.extend((leader + place) % seats for place in range(len(trick)))
        if len(trick) == seats:
            leader = (leader + game.judge_trick(trick, contract).winner) % seats
    return tuple(found)


def deal_from_plays(game: AnyGame, contract: Any, leader: int,
                    plays: Sequence[Card], set_aside: Sequence[Card] = ()
                    ) -> tuple[tuple[Card, ...], ...]:
    """Without ``hands``, the plays must hold the whole round; each seat's hand is then
    exactly the cards it plays (each card as often as the deck holds it)."""
    whole = game.players * game.hand_size
    if len(plays) != whole:
        raise PositionError("round.plays-not-whole", field="hands", whole=whole, count=len(plays))
    copies = game.deck.copies
    seen: dict[Card, list[int]] = {}
    for index, card in enumerate(plays):
        if card in set_aside:
            raise DuplicateCardError("round.played-apart", field="plays", index=index, card=card)
        at = seen.setdefault(card, [])
        at.append(index)
        if len(at) > copies:
            raise _too_often(card, at, copies, played=True, field="plays", index=index)
    hands: list[list[Card]] = [[] for _ in range(game.players)]
    for seat, card in zip(seats_of(game, contract, leader, plays), plays, strict=True):
        hands[seat].append(card)
    return tuple(tuple(hand) for hand in hands)


def _too_often(card: Card, at: Sequence[int], copies: int, *, played: bool,
               field: str, index: int) -> DuplicateCardError:
    """A card played or dealt more often than the deck holds it, at the places ``at``."""
    if copies == 1:
        return DuplicateCardError("round.played-twice" if played else "round.dealt-twice",
                                  field=field, index=index, card=card, first=Counted(at[0]),
                                  second=Counted(at[1]))
    return DuplicateCardError("round.played-copies" if played else "round.dealt-copies",
                              field=field, index=index, card=card, count=len(at),
                              places=counted(at), copies=copies)


def check_deal(game: AnyGame, hands: Sequence[Sequence[Card]],
               set_aside: Sequence[Card] = ()) -> None:
    """The hands at the deal and the cards ``set_aside`` (Skat's two) are the deck: every card
    as often as the pack holds it (once, unless the deck has copies), ``hand_size`` cards a
    seat. Where the deal is smaller than the pack, the cards dealt are part of it."""
    copies = game.deck.copies
    if game.players * game.hand_size + len(set_aside) < len(game.deck):
        _check_part_of_pack(game, hands, set_aside)
        return
    # The common case at C speed: the right number of hands and of cards each, and together
    # (with the cards set apart) every card of the pack as often as it holds it. Anything
    # else is looked at card by card below, for the message that says what is wrong.
    if (len(hands) == game.players and (copies == 1 or not set_aside)
            and all(len(hand) == game.hand_size for hand in hands)
            and tuple(sorted([card.ordinal for hand in (*hands, set_aside) for card in hand]))
            == game.deck.pack_ordinals):
        return
    if len(hands) != game.players:
        raise PositionError("round.hands-count", field="hands", players=game.players,
                            count=len(hands))
    # By ordinal: an int key hashes at C speed, a card's in Python. With one copy, the seat
    # each card is dealt to; with more, the seats (a list each costs more: not the common case).
    where: dict[int, int] = {}
    seats_of_copies: dict[int, list[int]] = {}
    aside = {card.ordinal for card in set_aside}
    for seat, hand in enumerate(hands):
        if len(hand) != game.hand_size:
            raise PositionError("round.hand-size", field="hands", index=seat, seat=Counted(seat),
                                size=game.hand_size, count=len(hand))
        if copies > 1:
            for card in hand:
                seats = seats_of_copies.setdefault(card.ordinal, [])
                seats.append(seat)
                if len(seats) > copies:
                    raise _too_often(card, seats, copies, played=False, field="hands",
                                     index=seat)
            continue
        for card in hand:
            if card.ordinal in aside:
                raise DuplicateCardError("round.dealt-apart", field="hands", index=seat, card=card,
                                         seat=Counted(seat))
            if card.ordinal in where:
                raise _too_often(card, [where[card.ordinal], seat], copies, played=False,
                                 field="hands", index=seat)
            where[card.ordinal] = seat
    if copies == 1:
        missing = [c for c in game.deck.cards
                   if c.ordinal not in where and c.ordinal not in aside]
        if missing:
            raise PositionError("round.card-undealt", field="hands", card=missing[0])
        return
    for card in game.deck.cards:
        dealt = len(seats_of_copies.get(card.ordinal, ()))
        if dealt < copies:
            raise PositionError(
                "round.card-undealt" if not dealt else "round.card-dealt-once"
                if dealt == 1 else "round.card-dealt-fewer", field="hands", card=card,
                count=dealt, copies=copies)


def _check_part_of_pack(game: AnyGame, hands: Sequence[Sequence[Card]],
                        set_aside: Sequence[Card]) -> None:
    """A deal that leaves cards undealt: the hands' sizes, each card of the pack, and none
    more often than the pack holds it."""
    if len(hands) != game.players:
        raise PositionError("round.hands-count", field="hands", players=game.players,
                            count=len(hands))
    deck, seen = game.deck, {card.ordinal: 1 for card in set_aside}
    for seat, hand in enumerate(hands):
        if len(hand) != game.hand_size:
            raise PositionError("round.hand-size", field="hands", index=seat,
                                seat=Counted(seat), size=len(hand), count=game.hand_size)
        for card in hand:
            if card not in deck:
                raise ForeignCardError("position.not-in-deck", field="hands", index=seat,
                                       card=card, deck=deck.display_name)
            seen[card.ordinal] = count = seen.get(card.ordinal, 0) + 1
            if count > deck.copies:
                raise DuplicateCardError("round.dealt-too-often", field="hands", index=seat,
                                         card=card, copies=deck.copies)


def _not_held(plays: Sequence[Card], index: int, seat: int, copies: int
              ) -> RulesInputError:
    """Why a seat cannot play the card: every copy of it is played already, or the seat was
    never dealt it. Only a failed play asks, so a play that succeeds counts no copies: the
    deal is the deck, and a card played is taken from its hand, so a card found in the hand
    has copies left."""
    card = plays[index]
    before = [at for at in range(index) if plays[at].ordinal == card.ordinal]
    if len(before) >= copies:
        return _too_often(card, [*before, index], copies, played=True, field="plays",
                          index=index)
    return PositionError("round.not-held", field="plays", index=index, seat=Counted(seat),
                         card=card)


def check_round(game: AnyGame, contract: Any, leader: int, plays: Sequence[Card],
                hands: Sequence[KnownHand] | None, position_for: PositionFor,
                set_aside: Sequence[Card] = (),
                trick_contract: Callable[[int], Any] | None = None,
                ends: Callable[[Sequence[CheckedTrick]], bool] | None = None) -> RoundCheck:
    """Every play judged for the hand its seat held, every completed trick judged, and the
    next seat's position while the round is unfinished. ``set_aside``: cards of the deck
    dealt to no seat (Skat's two, checked by the game beforehand), with copies = 1.
    ``trick_contract``: the contract trick ``number`` (from 1) is judged under, where it is
    not ``contract`` (Doppelkopf: the trick's number decides the Dullen in the last, RD2).
    ``ends``: whether the round is over after the tricks so far, where it may end before
    the hands are empty; a play after that is refused."""
    playing = seats_in_play(game, contract)
    seats = len(playing)  # the cards of a trick
    if leader not in playing:
        if seats == game.players:
            raise PositionError("round.seats", field="leader", last=seats - 1)
        raise PositionError("round.leader-not-playing", field="leader", seat=Counted(leader))
    # Where every seat plays, the seats are numbered in the order of play: no table needed.
    order = () if playing == tuple(range(game.players)) else playing
    whole = seats * game.hand_size
    unknown: tuple[int, ...] = ()
    wide: tuple[Card, ...] = ()
    if is_partial(hands, plays, whole):
        judged = checked_trick_judge(game)
        seat_of = seats_of_plays(playing, leader, plays[:whole], judged,
                                 lambda number: contract if trick_contract is None
                                 else trick_contract(number))
        dealt = known_deal(game, hands, plays[:whole], seat_of, set_aside)
        unknown = tuple(s for s in playing if hands is None or hands[s] is None)
        wide = pool(game.deck, dealt, set_aside)
    else:
        dealt = (deal_from_plays(game, contract, leader, plays, set_aside) if hands is None
                 else tuple(tuple(hand or ()) for hand in hands))
        check_deal(game, dealt, set_aside)
    # Each seat's cards still held, in the order dealt, and their ordinals alongside: a card
    # is found, and taken out, by its number (ints compare at C speed; cards by value). A
    # list, not a map: a seat may hold two copies of a card where the deck has them.
    held = [list(hand) for hand in dealt]
    held_ordinals = [[card.ordinal for card in hand] for hand in dealt]
    played = min(len(plays), whole)
    checked: list[CheckedPlay] = []
    tricks: list[CheckedTrick] = []
    earlier: tuple[tuple[Card, ...], ...] = ()
    trick: tuple[Card, ...] = ()  # the trick so far: a tuple, as the positions take it
    # The deal is checked above and every play below: positions and tricks are not checked
    # again.
    judge, judge_trick = game.judge_in_round, checked_trick_judge(game)
    play = CheckedPlay._make  # from one tuple: half the time of the keyword-checking call
    # Trick by trick: the seat to play is the leader's place plus the cards down.
    for first in range(0, played, seats):
        number = first // seats + 1  # of the trick being played
        trick = ()
        for index in range(first, min(first + seats, played)):
            card = plays[index]
            seat = (playing[(playing.index(leader) + index - first) % seats] if order
                     else (leader + index - first) % seats)
            hand, numbers = held[seat], held_ordinals[seat]
            try:
                place = numbers.index(card.ordinal)  # the first copy held, if two are
            except ValueError:
                raise _not_held(plays, index, seat, copies=game.deck.copies) from None
            position = position_for(tuple(hand), trick, earlier)
            # The verdicts are in hand order: this card's is at its place in the hand.
            verdicts = judge(position)
            certain = seat not in unknown or all(
                judge(position_for(other, trick, earlier))[place].legal
                is verdicts[place].legal for other in widened(hand, wide))
            checked.append(play((index, seat, number, card, verdicts[place], position,
                                 verdicts, certain)))
            del hand[place], numbers[place]
            trick += (card,)
        if len(trick) == seats:
            outcome = judge_trick(trick, contract if trick_contract is None
                                  else trick_contract(number))
            tricks.append(CheckedTrick(number, leader, trick, outcome, order))
            earlier += (trick,)
            leader = tricks[-1].winner
            trick = ()
            if ends is not None and ends(tricks):
                whole = played = first + seats
                if len(plays) > whole:
                    raise PositionError("round.over", field="plays", index=whole, whole=whole)
                break
    if len(plays) > whole:
        raise PositionError("round.over", field="plays", index=whole, whole=whole)
    following, waiting = None, None
    if len(plays) < whole:
        seat = (playing[(playing.index(leader) + len(trick)) % seats] if order
                else (leader + len(trick)) % seats)
        if seat in unknown:
            waiting = seat
        else:
            position = position_for(tuple(held[seat]), trick, earlier)
            following = NextPlay(seat, position, game.judge(position))
    return RoundCheck(dealt, tuple(checked), tuple(tricks), following, unknown=unknown,
                      waiting=waiting)
