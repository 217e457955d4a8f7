"""The Schnapsen family as a value: one frozen ``Variant`` holds everything in which Schnapsen
(RULES.md section N) and its 24-card parent Sechsundsechzig (section M) differ. Every function
of ``rules.schnapsen`` reads the value it is given; Schnapsen's value is the default so that
callers of Schnapsen alone need not name it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType

from rules.cards import Rank
from rules.deck import Deck
from rules.german_deck import SUITS, german_deck

PLAYERS = 2  # the family as catalogued is two-handed: "the other player" is 1 - seat throughout


class PlayedOut(StrEnum):
    """Who wins a hand played to its last trick without a claim or a closing."""

    LAST_TRICK = "last_trick"  # Schnapsen R9: the winner of the last trick, whatever the points
    POINTS = "points"  # 66 RM10: the points decide (the last trick's bonus included)


@dataclass(frozen=True, slots=True)
class RuleIds:
    """The catalogue rule each decision names in its verdict, action or score line."""

    card_points: str
    deal: str  # hands, talon and the turned-up trump card, drawn last
    trick: str
    free: str  # talon open: any card
    stages: str  # talon closed or exhausted: the four stages
    trump_led: str  # the stages inside the trump suit
    trump_instead: str  # holding the led suit, no trumping instead
    lead: str  # the player on lead is never constrained
    marriage: str  # announcing King and Ober (20, 40)
    marriage_lead: str  # the announcement obliges a lead from the pair
    marriage_strict: str  # a marriage once the talon is closed or exhausted
    exchange_card: str  # the exchange card is not in the hand
    exchange: str  # timing and talon size of the exchange
    close: str
    close_minimum: str  # the talon too small to close
    claim: str  # a right claim of 66
    wrong_claim: str
    game_points: str  # 1, 2, 3 by the loser's points and tricks
    closing: str  # the closer's result
    played_out: str
    bummerl: str  # a game of hands counted down from the target
    renonce: str | None  # None: the variant sets no penalty for a revoke


@dataclass(frozen=True, slots=True)
class Variant:
    game_id: str
    title: str
    ranks: tuple[Rank, ...]  # weakest first; the same order in every suit, trump included
    card_points: tuple[int, ...]  # per rank, in the order of ``ranks``
    hand_size: int  # dealt, and held while the talon is open
    stack: int  # the face-down talon at the deal, under or across the turned-up trump card
    exchange_rank: Rank  # the trump card exchanged for the turned-up trump card
    exchange_needs_trick: bool  # the exchanger must have won a trick first
    min_talon_for_exchange: int  # talon cards, the turned-up trump card counted
    min_talon_for_closing: int
    marriages_when_strict: bool  # new marriages once the talon is closed or exhausted
    marriage_points: int
    trump_marriage_points: int
    last_trick_bonus: int  # to the winner of the last trick when every card was played
    winning_points: int
    schneider_line: int  # the loser below it costs two game points
    played_out: PlayedOut
    bummerl: int  # game points counted down to 0
    staender_carry: int  # game points a 65 : 65 hand carries to the next winner; 0: no Ständer
    ids: RuleIds
    deck: Deck = field(init=False, compare=False)
    points: MappingProxyType[Rank, int] = field(init=False, compare=False)
    strength: MappingProxyType[Rank, int] = field(init=False, compare=False)

    def __post_init__(self) -> None:
        if len(self.card_points) != len(self.ranks):
            raise ValueError("one card value per rank")
        object.__setattr__(self, "deck", german_deck(self.game_id, self.title, self.ranks))
        object.__setattr__(self, "points",
                           MappingProxyType(dict(zip(self.ranks, self.card_points, strict=True))))
        object.__setattr__(self, "strength",
                           MappingProxyType({r: i + 1 for i, r in enumerate(self.ranks)}))
        if PLAYERS * self.hand_size + self.stack + 1 != len(self.deck.cards):
            raise ValueError("the hands, the stack and the turned-up card are the deck")

    @property
    def talon_sizes(self) -> tuple[int, ...]:
        """While open or when closed: two cards drawn after every trick, from the stack and
        the turned-up trump card."""
        return tuple(range(2, self.stack + 2, 2))

    @property
    def tricks(self) -> int:
        return len(self.deck.cards) // PLAYERS

    @property
    def deck_points(self) -> int:
        return len(SUITS) * sum(self.card_points)

    @property
    def min_trick_points(self) -> int:
        """A trick of the two lowest cards (two Unter in Schnapsen, two Nines in 66)."""
        return PLAYERS * min(self.card_points)


SCHNAPSEN_VARIANT = Variant(
    game_id="schnapsen", title="Schnapsen",
    ranks=(Rank.UNDER, Rank.OBER, Rank.KING, Rank.TEN, Rank.ACE), card_points=(2, 3, 4, 10, 11),
    hand_size=5, stack=9,
    exchange_rank=Rank.UNDER, exchange_needs_trick=False,
    min_talon_for_exchange=4,  # R8: "Ist nur mehr eine Karte im Kartenstapel …"
    # N-D2 (our reading; RULES.md is silent): closing needs more than two cards in the talon, as
    # an app description states (evidence only, see the catalogue).
    min_talon_for_closing=4,
    marriages_when_strict=True,  # N-11
    marriage_points=20, trump_marriage_points=40,
    last_trick_bonus=0, winning_points=66, schneider_line=33,
    played_out=PlayedOut.LAST_TRICK,  # R9
    bummerl=7, staender_carry=0,
    ids=RuleIds(
        card_points="N-1", deal="N-2", trick="N-3", free="N-4", stages="N-5",
        trump_led="N-6",
        trump_instead="N-7", lead="N-8", marriage="N-10", marriage_lead="N-10",
        marriage_strict="N-11", exchange_card="N-12", exchange="R8",
        close="N-13", close_minimum="N-D2", claim="N-10", wrong_claim="N-D1",
        game_points="N-14", closing="N-15", played_out="R9", bummerl="N-16",
        renonce="N-9"),
)
