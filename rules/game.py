"""The small protocol every game implements, and the answer shapes all games share.

A game is one object (see ``rules.registry.GAMES``) that owns its deck, its contracts and
rulesets as data, its hand and trick sizes, its rule catalogue, and the decisions: the verdict
on every card of a hand (``judge``) and the outcome of a trick (``judge_trick``). Adapters
such as the HTTP API are built from these objects and never name a game's contracts.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, NamedTuple, Protocol, TypeVar

from rules.cards import Card, Suit
from rules.catalogue import RuleEntry
from rules.deck import Deck
from rules.verdict import PositionFacts, Verdict


class Role(StrEnum):
    """What a card does in a trick."""

    TRUMP = "trump"  # a trump: beats every non-trump
    LED_SUIT = "led_suit"  # of the led suit: contends while no trump lies
    OFF_SUIT = "off_suit"  # another non-trump suit: can never win


TRUMP_LED = "trump"  # the ``led`` of a trick whose first card is a trump (Schafkopf)


class TrickCard(NamedTuple):
    """Immutable; a named tuple because every trick of every round builds them."""

    card: Card
    role: Role
    rank_in_trick: int  # 1 = the winning card; cards that cannot win follow in play order
    points: int
    points_rule: str  # the catalogue rule that values the card


class TrickOutcome(NamedTuple):
    """Who wins a trick (complete or partial), why, and what its cards are worth. A named
    tuple, like ``Verdict``: a round check builds nine of them, a legal-cards answer one."""

    cards: tuple[TrickCard, ...]
    led: str  # the led suit's id, or ``"trump"`` where a led trump counts as its own suit
    winner: int  # index into the trick
    rule_id: str
    case: str  # which situation of the rule applied; keys the explanation
    complete: bool

    @property
    def winning_card(self) -> Card:
        return self.cards[self.winner].card

    @property
    def points(self) -> int:
        return sum([c.points for c in self.cards])

    @property
    def highest_trump(self) -> Card | None:
        highest: TrickCard | None = None
        for card in self.cards:
            if card.role is Role.TRUMP and (highest is None
                                            or card.rank_in_trick < highest.rank_in_trick):
                highest = card
        return highest.card if highest is not None else None


@dataclass(frozen=True, slots=True)
class ContractForm:
    """How one contract type is written: ``type:suit`` in a GET permalink, and in JSON an
    object with ``type`` and, where the type takes a suit, the field that names it."""

    type: str
    suit_field: str | None  # "trump", "called_suit", or None for a type without a suit
    suits: tuple[str, ...]  # the suit words accepted there (ids and French-deck names)
    tout: bool = False  # the type may also be played Tout
    typed_slug: bool = True  # the GET form opens with the type (Schnapsen: the suit alone)
    # Whole GET forms that mean a contract of this type too (``trumpfsolo``), and other
    # spellings of ``type`` itself (``stille-hochzeit``), each accepted in every form (GET,
    # JSON, batch) as a documented alias; answers and lists spell the type one way, ``type``.
    aliases: tuple[str, ...] = ()
    spellings: tuple[str, ...] = ()
    # What the suit field's description says of the words beyond the ids.
    suit_note: str = "French-deck names are accepted."

    def slug(self, suit: str | None = None) -> str:
        word = self.type
        if suit is None:
            return word
        return f"{word}:{suit}" if self.typed_slug else suit


def suit_choices(suits: Sequence[Suit], french: Mapping[Suit, str]) -> tuple[str, ...]:
    """The suit words a contract accepts: the ids, then the French-deck names (R16)."""
    return tuple(dict.fromkeys([*(s.value for s in suits), *(french[s] for s in suits)]))


class Judged(Protocol):
    """A judgement of a hand: at least one verdict per card, in hand order."""

    @property
    def verdicts(self) -> tuple[Verdict, ...]: ...


def legal_cards(judgement: Judged) -> tuple[Card, ...]:
    """The legal cards, derived from the verdicts (never decided a second time)."""
    return tuple([v.card for v in judgement.verdicts if v.legal])


class Contract(Protocol):
    @property
    def slug(self) -> str:
        """The GET form (without Tout, which is a separate flag)."""
    @property
    def tout(self) -> bool:
        """Played Tout (Schafkopf); False in games that have no Tout."""


ContractT = TypeVar("ContractT", bound=Contract)
PositionT = TypeVar("PositionT", contravariant=True)
JudgementT = TypeVar("JudgementT", bound=Judged, covariant=True)


class Game(Protocol[ContractT, PositionT, JudgementT]):
    """What every game answers. Variants are data (rulesets, contract shapes), never
    branches on an id in the adapters."""

    @property
    def id(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def deck(self) -> Deck: ...
    @property
    def name_decks(self) -> tuple[str, ...]:
        """The decks whose names and pictures the game offers, native first."""
    @property
    def players(self) -> int: ...
    @property
    def partnerships(self) -> tuple[tuple[int, ...], ...]:
        """Seats (numbered in playing order) that play together for the whole round; empty
        where the contract decides who plays with whom."""
    @property
    def sides(self) -> tuple[str, ...]:
        """The sides that can win a game or a hand, as score answers name them
        (``team-0``, ``player-1``, ``declarers``, …)."""
    @property
    def hand_size(self) -> int: ...
    @property
    def rulesets(self) -> tuple[str, ...]: ...
    @property
    def default_ruleset(self) -> str: ...
    @property
    def catalogue(self) -> Mapping[str, RuleEntry]: ...
    @property
    def contract_types(self) -> tuple[str, ...]:
        """The contract types, as the JSON form's ``type`` names them."""
    @property
    def contract_forms(self) -> tuple[ContractForm, ...]:
        """How each contract type is written (GET and JSON), in the game's order."""
    @property
    def contracts(self) -> tuple[ContractT, ...]:
        """Every contract the game offers (one per type and suit), in the game's order."""

    def parse_contract(self, text: str, tout: bool = False) -> ContractT:
        """The GET form, e.g. ``trump:roses``, ``rufspiel:acorns``, ``hearts``; Tout is a
        separate flag where a form allows it."""

    def contract_from_parts(self, parts: Mapping[str, object]) -> ContractT:
        """The JSON form: an object with ``type`` and the game's suit fields."""

    def judge(self, position: PositionT) -> JudgementT:
        """One verdict per card of the hand."""

    def facts(self, position: PositionT, verdicts: Sequence[Verdict]) -> PositionFacts:
        """The facts each verdict's ruling used (``rules.verdict.Facts``), in hand order;
        ``verdicts`` are the position's (what they decided is a fact too: all legal?)."""

    def judge_in_round(self, position: PositionT) -> tuple[Verdict, ...]:
        """The verdicts of ``judge`` for a position cut from a round whose deal and plays
        are already checked (``rules.round_check``): no card more often than the deck holds
        it, every card of the deck.
        A game may skip checking the position again."""

    def judge_trick(self, trick: Sequence[Card], contract: ContractT) -> TrickOutcome: ...

    def points(self, card: Card, contract: ContractT) -> int: ...

    def has_trumps(self, contract: ContractT) -> bool:
        """Whether any card is trump under the contract (not in Obenabe, say)."""


# Any game: generic in its contract, position and judgement (the registry holds all kinds).
AnyGame = Game[Any, Any, Any]
# (hand, trick so far, earlier tricks) → the game's position for the seat to play, as a
# round's walk (``rules.round_check``) asks for it at every play.
PositionFor = Callable[[tuple[Card, ...], tuple[Card, ...], tuple[tuple[Card, ...], ...]], Any]

TrickJudge = Callable[[Sequence[Card], Any], TrickOutcome]  # (trick, contract) → outcome


def checked_trick_judge(game: Game[Any, Any, Any]) -> TrickJudge:
    """How the game judges a trick whose cards are already checked (a round walk's tricks,
    the trick of a position already judged): its ``judge_checked_trick`` where it has one,
    else ``judge_trick``, which checks them again. Optional, so that no game must add it."""
    judge: TrickJudge = getattr(game, "judge_checked_trick", game.judge_trick)
    return judge


def default_name_deck(game: Game[Any, Any, Any], lang: str) -> str:
    """The deck whose names and pictures a question in ``lang`` gets when it names none,
    decided here once for every surface (API, pages, checker): the game's
    ``name_deck_by_language`` where it has one for ``lang`` (Jass in French: the French
    deck, as played in the Romandie), else its native deck. Optional, so that no game must
    add it."""
    by_language: Mapping[str, str] = getattr(game, "name_deck_by_language", {})
    return by_language.get(lang, game.name_decks[0])


def cards_in_trick(game: Game[Any, Any, Any], contract: Any) -> int:
    """How many cards a trick of ``contract`` holds: the game's ``trick_size(contract)``
    where it has one (a contract played by fewer than the seats at the table), else one per
    player. Optional, so that no game must add it."""
    size: Callable[[Any], int] | None = getattr(game, "trick_size", None)
    return game.players if size is None else size(contract)


def seats_in_play(game: Game[Any, Any, Any], contract: Any) -> tuple[int, ...]:
    """The seats that play ``contract``, in the order of play: the game's
    ``playing_seats(contract)`` where it has one, else the first ``cards_in_trick`` seats
    (every seat, unless the contract's tricks are smaller)."""
    seats: Callable[[Any], tuple[int, ...]] | None = getattr(game, "playing_seats", None)
    if seats is not None:
        return seats(contract)
    return tuple(range(cards_in_trick(game, contract)))
