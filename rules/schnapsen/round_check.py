"""A hand of the Schnapsen family checked play by play: the talon in drawing order
with the turned-up trump card drawn last (N-2), drawing after every trick while the talon is open
(the winner first), and the leader's actions (marriage, trump exchange, closing) each tied to
the play before which it happened and allowed only where ``leader_actions`` allows it.

The walk gives the same ``RoundCheck`` as ``rules.round_check`` (every play judged by the
game's ``judge`` for the position at that moment, every trick by ``judge_trick``), plus the
facts ``score_hand`` needs: marriages, closing, the first Renonce (N-9).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.cards import Card, Rank, Suit
from rules.errors import Counted, DuplicateCardError, PositionError
from rules.round_check import CheckedPlay, CheckedTrick, NextPlay, RoundCheck
from rules.schnapsen.contract import SchnapsenContract, Talon
from rules.schnapsen.game import SCHNAPSEN, SchnapsenGame, SchnapsenPosition
from rules.schnapsen.leader import Action, LeaderAction
from rules.schnapsen.score import AtClosing, HandFacts, PlayerTally
from rules.schnapsen.variant import PLAYERS as SEATS
from rules.schnapsen.variant import SCHNAPSEN_VARIANT, Variant


@dataclass(frozen=True, slots=True)
class LeaderMove:
    """A leader action tied to the play before which it happened (``before``)."""

    before: int
    action: Action


@dataclass(frozen=True, slots=True)
class DoneAction:
    index: int  # in the actions given
    before: int
    seat: int
    decided: LeaderAction  # as ``leader_actions`` allowed it at that moment
    talon_cards: int  # the talon when it happened, the turned-up card counted


@dataclass(frozen=True, slots=True)
class SchnapsenRound:
    """The facts of the hand beyond plays and tricks (``RoundCheck.extra``)."""

    actions: tuple[DoneAction, ...]
    marriages: tuple[tuple[int, ...], tuple[int, ...]]  # each seat's 20s and 40s
    closed_by: int | None
    at_closing: AtClosing | None


def hand_facts(check: RoundCheck, claimed_66_by: int | None = None) -> HandFacts:
    """The hand as ``score_hand`` reads it; the first Renonce decides (N-9)."""
    extra: SchnapsenRound = check.extra
    tricks = check.tricks
    won = [[t for t in tricks if t.winner == seat] for seat in range(SEATS)]
    revokes = check.revokes
    return HandFacts(
        (PlayerTally(sum(t.outcome.points for t in won[0]), len(won[0]), extra.marriages[0]),
         PlayerTally(sum(t.outcome.points for t in won[1]), len(won[1]), extra.marriages[1])),
        extra.closed_by, extra.at_closing, claimed_66_by,
        tricks[-1].winner if tricks else None, revokes[0].seat if revokes else None)


def check_deal(hands: Sequence[Sequence[Card]], stack: Sequence[Card], trump_card: Card,
               contract: SchnapsenContract, rules: Variant = SCHNAPSEN_VARIANT) -> None:
    """Two hands (Schnapsen five, 66 six), the face-down talon (nine, eleven) and the
    turned-up trump card, drawn last: the deck, every card once."""
    hand_size, stack_size = rules.hand_size, rules.stack
    if len(hands) != SEATS:
        raise PositionError("round.hands-count", field="hands", players=SEATS, count=len(hands))
    for seat, hand in enumerate(hands):
        if len(hand) != hand_size:
            raise PositionError("round.hand-size", field="hands", index=seat, seat=Counted(seat),
                                size=hand_size, count=len(hand))
    if len(stack) != stack_size:
        raise PositionError("talon.stack-size", field="talon", size=stack_size, count=len(stack))
    if trump_card.suit is not contract.trump:
        raise PositionError("talon.turned-not-trump", field="trump_card", card=trump_card,
                            suit=contract.trump.value)
    where: dict[Card, str] = {}
    places = [(f"hands/{s}", c) for s, h in enumerate(hands) for c in h]
    places += [("talon", c) for c in stack] + [("trump_card", trump_card)]
    for place, card in places:
        if card in where:
            field, _, index = place.partition("/")
            raise DuplicateCardError("talon.dealt-twice", field=field,
                                     index=int(index) if index else None, card=card,
                                     first=where[card], second=place)
        where[card] = place


def check_hand(contract: SchnapsenContract, leader: int, hands: Sequence[Sequence[Card]],
               stack: Sequence[Card], trump_card: Card, plays: Sequence[Card],
               moves: Sequence[LeaderMove], claimed_66_by: int | None = None,
               game: SchnapsenGame = SCHNAPSEN) -> RoundCheck:
    """Every play judged, every trick judged, the talon drawn; a claim of 66 after the last
    play ends the hand there. ``game``: Schnapsen, or 66 (``rules.sechsundsechzig``)."""
    rules = game.rules
    if not 0 <= leader < SEATS:
        raise PositionError("talon.seats", field="leader")
    check_deal(hands, stack, trump_card, contract, rules)
    for i, move in enumerate(moves):
        if not 0 <= move.before <= len(plays) or (i and move.before < moves[i - 1].before):
            raise PositionError("talon.action-order", field="actions", index=i)
    held = [list(h) for h in hands]
    talon: list[Card] = list(stack)
    turned: Card | None = trump_card
    closed_by: int | None = None
    at_closing: AtClosing | None = None
    marriages: list[list[int]] = [[], []]
    done: list[DoneAction] = []
    checked: list[CheckedPlay] = []
    tricks: list[CheckedTrick] = []
    trick: list[Card] = []
    played_at: dict[Card, int] = {}
    pending = list(enumerate(moves))

    def state() -> Talon:
        if closed_by is not None:
            return Talon.CLOSED
        return Talon.OPEN if turned is not None else Talon.EXHAUSTED

    def position(seat: int, marriage: Suit | None = None,
                 marriage_talon: Talon | None = None) -> SchnapsenPosition:
        talon_state = state()
        return SchnapsenPosition(
            contract, tuple(held[seat]), tuple(trick), talon_state, marriage,
            0 if talon_state is Talon.EXHAUSTED else len(talon) + (turned is not None),
            turned if talon_state is not Talon.EXHAUSTED else None,
            any(t.winner == seat for t in tricks),
            marriage_talon if marriage_talon is not talon_state else None)

    upcoming: list[Card | None] = [*plays, None]  # None: the next play, not made yet
    for index, card in enumerate(upcoming):
        if card is None and not pending:
            break
        seat = (leader + len(trick)) % SEATS
        if not held[seat]:
            where = ("plays", index) if card is not None else ("actions", pending[0][0])
            raise PositionError("talon.played-out", field=where[0], index=where[1])
        if card in played_at:
            raise DuplicateCardError("round.played-twice", field="plays", index=index,
                                     card=card, first=Counted(played_at[card]),
                                     second=Counted(index))
        marriage: Suit | None = None
        marriage_talon: Talon | None = None  # RM13: the talon the marriage was announced in
        while pending and pending[0][1].before == index:
            number, move = pending.pop(0)
            if trick:
                raise PositionError("talon.only-leader-acts", field="actions", index=number,
                                    action=move.action.value, play=Counted(index))
            now = position(seat)
            if move.action is Action.MARRIAGE and card is None:
                raise PositionError("talon.marriage-with-lead", field="actions", index=number)
            offered = [a for a in game.judge(now).actions if a.action is move.action
                       and (card is None or move.action is not Action.MARRIAGE
                            or a.suit is card.suit)]
            closed_here = any(d.before == index and d.decided.action is Action.CLOSE
                              for d in done)
            if (move.action is Action.MARRIAGE and closed_here and offered
                    and not offered[0].allowed):
                # RM13: the actions are read in the order given, so this marriage came after
                # the closing; the answer says so, and that one made before it would stand.
                raise PositionError("talon.marriage-after-closing", field="actions",
                                    index=number, seat=Counted(seat), play=Counted(index),
                                    rule=offered[0].rule_id)
            if not offered or not offered[0].allowed:
                why = f" ({offered[0].rule_id}, {offered[0].case})" if offered else ""
                raise PositionError(f"talon.may-not-{move.action.value.replace('_', '-')}",
                                    field="actions", index=number, seat=Counted(seat),
                                    play=Counted(index), why=why)
            action = offered[0]
            done.append(DoneAction(number, index, seat, action, now.talon_cards or 0))
            if move.action is Action.MARRIAGE:
                if marriage is not None:
                    raise PositionError("talon.one-marriage", field="actions", index=number,
                                        rule=rules.ids.marriage_lead)
                if card is None or card.rank not in (Rank.KING, Rank.OBER):
                    raise PositionError("talon.marriage-card", field="actions", index=number,
                                        card=card)
                marriage, marriage_talon = card.suit, state()
                marriages[seat].append(action.points or 0)
            elif move.action is Action.EXCHANGE_TRUMP:
                own = Card(contract.trump, rules.exchange_rank)
                assert turned is not None  # R8, RM5: allowed only with the talon open
                held[seat][held[seat].index(own)] = turned
                turned = own
            else:
                closed_by = seat
                other = [t for t in tricks if t.winner != seat]
                at_closing = AtClosing(
                    sum(t.outcome.points for t in other)
                    + (sum(marriages[1 - seat]) if other else 0), len(other))
        if card is None:
            break
        hand = held[seat]
        if card not in hand:
            raise PositionError("round.not-held", field="plays", index=index, seat=Counted(seat),
                                card=card)
        now = position(seat, marriage, marriage_talon)
        verdicts = game.judge_in_round(now)  # the walk checked the deal and the talon
        verdict = next(v for v in verdicts if v.card == card)
        checked.append(CheckedPlay(index, seat, len(tricks) + 1, card, verdict, now, verdicts))
        played_at[card] = index
        hand.remove(card)
        trick.append(card)
        if len(trick) == SEATS:
            tricks.append(CheckedTrick(len(tricks) + 1, leader, tuple(trick),
                                       game.judge_trick(trick, contract)))
            leader = tricks[-1].winner
            trick = []
            if state() is Talon.OPEN:  # N-2, M-2: the winner draws first
                for drawer in (leader, 1 - leader):
                    if talon:
                        held[drawer].append(talon.pop(0))
                    else:
                        assert turned is not None
                        held[drawer].append(turned)
                        turned = None
    following = None
    seat = (leader + len(trick)) % SEATS
    if claimed_66_by is not None:
        if trick or not tricks:
            raise PositionError("talon.claim-after-trick", field="claimed_66_by")
    elif held[seat]:
        now = position(seat)
        following = NextPlay(seat, now, game.judge(now))
    extra = SchnapsenRound(tuple(done), (tuple(marriages[0]), tuple(marriages[1])),
                           closed_by, at_closing)
    return RoundCheck(tuple(tuple(h) for h in hands), tuple(checked), tuple(tricks),
                      following, extra)
