"""Watten as one ``Game``: the deck and contracts of a ruleset, verdicts, tricks, the score of
a round and a whole round walked play by play (W-3, W-4, W-18, RW7, RW9, RW11)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple

from rules.cards import Card
from rules.catalogue import RuleEntry
from rules.deck import Deck
from rules.errors import PositionError
from rules.game import TRUMP_LED, ContractForm, Game, TrickCard, TrickOutcome, suit_choices
from rules.game import Role as TrickRole
from rules.german_deck import FRENCH_SUIT, SUITS
from rules.round_check import CheckedPlay, CheckedTrick, RoundCheck, check_round
from rules.round_known import KnownHand
from rules.verdict import PositionFacts, Verdict
from rules.watten.catalogue import WATTEN_RULES
from rules.watten.contract import (
    SCHLAG_VALUES,
    SpecialCards,
    WattenContract,
    contract_from_parts,
    every_contract,
    parse_contract,
    schlags,
    special_cards,
)
from rules.watten.legality import Judgement, WattenPosition, judge_hand, verdict_facts
from rules.watten.ruleset import (
    DEFAULT_RULESET,
    HAND_SIZE,
    RULESETS,
    Role,
    UnsupportedPlayersError,
    WattenRuleset,
    check_target,
    ruleset_by_id,
)
from rules.watten.score import (
    TRICKS_TO_WIN,
    GameState,
    Raise,
    RoundScore,
    game_state,
    round_end,
    score_round,
)
from rules.watten.trick import WattenTrick, is_trump, judge_trick

PLAYERS = (2, 4)  # W-3; three players are not supported (RW11)
TEAMS = {4: ((0, 2), (1, 3)), 2: ((0,), (1,))}


class WattenRound(NamedTuple):
    check: RoundCheck
    teams: tuple[int, ...]  # the team that won each completed trick
    tricks_won: tuple[int, int]
    winner: int | None  # the team with three tricks (W-18); None while unfinished
    first_revoke: CheckedPlay | None  # W-14: reported, never settled
    score: RoundScore | None  # once the round is decided


class WattenGame:
    """The game under one ruleset at a table of two or four (seat 0 announces the Schlag
    and leads, the dealer is the last seat)."""

    id = "watten"
    title = "Watten"
    name_decks = ("german", "french")  # the French names of the German suits on request
    sides = ("team-0", "team-1")
    hand_size = HAND_SIZE
    rulesets = tuple(RULESETS)
    default_ruleset = DEFAULT_RULESET.id
    catalogue: Mapping[str, RuleEntry] = WATTEN_RULES

    def __init__(self, ruleset: WattenRuleset = DEFAULT_RULESET, players: int = 4) -> None:
        if players not in PLAYERS:
            raise UnsupportedPlayersError("watten.unsupported-players", field="players",
                                  players=players, supported=PLAYERS)
        self.rules = ruleset
        self.players = players
        self.partnerships: tuple[tuple[int, ...], ...] = TEAMS[players]
        self.deck: Deck = ruleset.deck
        self.contract_types = tuple(SCHLAG_VALUES[rank] for rank in schlags(ruleset))
        words = suit_choices(SUITS, FRENCH_SUIT)
        self.contract_forms = tuple(ContractForm(kind, "trump", words)
                                    for kind in self.contract_types)
        self.contracts = every_contract(ruleset)
        self.announcers = frozenset({0, players - 1})  # RW7: Schlag and Trumpf

    def under(self, ruleset: str | WattenRuleset, players: int | None = None) -> WattenGame:
        """The game under another ruleset or at another table."""
        rules = ruleset_by_id(ruleset) if isinstance(ruleset, str) else ruleset
        return game_for(rules, self.players if players is None else players)

    def ruleset(self, ruleset_id: str) -> WattenRuleset:
        return ruleset_by_id(ruleset_id)

    def parse_contract(self, text: str, tout: bool = False,
                       blind: bool = False) -> WattenContract:
        return parse_contract(text, self.rules, blind)

    def contract_from_parts(self, parts: Mapping[str, object]) -> WattenContract:
        return contract_from_parts(parts, self.rules)

    def special_cards(self, contract: WattenContract) -> SpecialCards:
        return special_cards(contract)

    def position(self, contract: WattenContract, hand: Sequence[Card],
                 trick: Sequence[Card] = (), announcer: bool = True) -> WattenPosition:
        return WattenPosition(contract, tuple(hand), tuple(trick), announcer, self.players)

    def judge(self, position: WattenPosition) -> Judgement:
        return judge_hand(position)

    def judge_in_round(self, position: WattenPosition) -> tuple[Verdict, ...]:
        return judge_hand(position, well_formed=True).verdicts

    def facts(self, position: WattenPosition, verdicts: Sequence[Verdict]) -> PositionFacts:
        return verdict_facts(position, judge_hand(position, well_formed=True))

    def watten_trick(self, trick: Sequence[Card], contract: WattenContract) -> WattenTrick:
        """The trick with every card's Watten role (kritisch … plain)."""
        return judge_trick(trick, contract, self.players)

    def judge_trick(self, trick: Sequence[Card], contract: WattenContract) -> TrickOutcome:
        return _outcome(judge_trick(trick, contract, self.players))

    def judge_checked_trick(self, trick: Sequence[Card], contract: WattenContract
                            ) -> TrickOutcome:
        return _outcome(judge_trick(trick, contract, self.players, well_formed=True))

    def points(self, card: Card, contract: WattenContract) -> int:
        return 0  # W-19

    def has_trumps(self, contract: WattenContract) -> bool:
        return True

    def team_of(self, seat: int) -> int:
        return seat % 2

    def target(self, target: int | None = None) -> int:
        """The game's target: the ruleset's default unless one is given (W-24)."""
        return self.rules.target if target is None else check_target(target)

    def state(self, scores: Sequence[int], target: int | None = None) -> GameState:
        return game_state(scores, self.target(target))

    def score(self, tricks: Sequence[int], raises: Sequence[Raise] = (),
              scores: Sequence[int] = (0, 0), target: int | None = None) -> RoundScore:
        """``tricks``: the team that won each trick (0: the Schlag announcer's side)."""
        return score_round(tricks, raises, scores, self.target(target))

    def trick_teams(self, tricks: Sequence[Sequence[Card]], contract: WattenContract
                    ) -> tuple[int, ...]:
        """The team that won each of the given tricks, seat 0 leading the first."""
        leader, teams = 0, []
        for number, trick in enumerate(tricks):
            if len(trick) != self.players:
                raise PositionError("watten.trick-size", field="trick_cards", index=number,
                                      cards=len(trick), players=self.players)
            leader = (leader + judge_trick(trick, contract, self.players).winner) % self.players
            teams.append(self.team_of(leader))
        return tuple(teams)

    def check_round(self, contract: WattenContract, hands: Sequence[KnownHand] | None,
                    plays: Sequence[Card], raises: Sequence[Raise] = (),
                    scores: Sequence[int] = (0, 0), target: int | None = None) -> WattenRound:
        """Every play judged, every trick won; the round ends at a side's third trick and
        refuses further plays (RW9). The score once the round is decided."""
        goal = self.target(target)

        def ended(tricks: Sequence[CheckedTrick]) -> bool:
            return round_end([self.team_of(t.winner) for t in tricks]) is not None

        def position_for(hand: tuple[Card, ...], trick: tuple[Card, ...],
                         earlier: tuple[tuple[Card, ...], ...]) -> WattenPosition:
            announcer = True
            if contract.blind:  # RW7: which seat plays follows from the earlier tricks
                leader = 0
                for done in earlier:
                    leader = (leader + judge_trick(done, contract, self.players,
                                                   well_formed=True).winner) % self.players
                announcer = (leader + len(trick)) % self.players in self.announcers
            return WattenPosition(contract, hand, trick, announcer, self.players)

        check = check_round(self, contract, 0, plays, hands, position_for, ends=ended)
        teams = tuple(self.team_of(trick.winner) for trick in check.tricks)
        won = (teams.count(0), teams.count(1))
        winner = next((team for team in (0, 1) if won[team] >= TRICKS_TO_WIN), None)
        decided = winner is not None or any(r.response == "go" for r in raises) or any(
            self.state(scores, goal).gespannt[r.team] for r in raises if r.team in (0, 1))
        score = score_round(teams, raises, scores, goal) if decided else None
        revokes = check.revokes
        return WattenRound(check, teams, won, winner, revokes[0] if revokes else None, score)


def _outcome(trick: WattenTrick) -> TrickOutcome:
    """The trick as every game's answer gives it: the Kritischen, the Guate, the Rechter and
    the trumps as trumps, a Blinde beside them (it beats them, RW4: it is none)."""
    led = trick.cards[0]
    cards = tuple(TrickCard(card, TrickRole.TRUMP if is_trump(role) or role is Role.BLIND
                            else TrickRole.LED_SUIT if card.suit is led.suit
                            and trick.led_role is Role.PLAIN else TrickRole.OFF_SUIT,
                            rank, 0, "W-19")
                  for card, role, rank in zip(trick.cards, trick.roles, trick.ranks,
                                              strict=True))
    led_id = TRUMP_LED if is_trump(trick.led_role) else led.suit.value
    return TrickOutcome(cards, led_id, trick.winner, trick.rule_id, trick.case, trick.complete)


_GAMES: dict[tuple[str, int], WattenGame] = {}


def game_for(ruleset: WattenRuleset | str = DEFAULT_RULESET, players: int = 4) -> WattenGame:
    """The game of a ruleset at a table of ``players`` (2 or 4), each made once."""
    rules = ruleset_by_id(ruleset) if isinstance(ruleset, str) else ruleset
    key = (rules.id, players)
    if key not in _GAMES:
        _GAMES[key] = WattenGame(rules, players)
    return _GAMES[key]


WATTEN = game_for()
# Checked by mypy: the game is a ``Game`` and can be registered.
AS_GAME: Game[WattenContract, WattenPosition, Judgement] = WATTEN
