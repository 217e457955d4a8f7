"""Schnapsen as one ``Game``: the talon's state, the leader's actions, verdicts and tricks."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from rules.cards import Card, Suit
from rules.catalogue import RuleEntry
from rules.deck import Deck
from rules.errors import UnknownContractError
from rules.game import ContractForm, Role, TrickCard, TrickOutcome, suit_choices
from rules.german_deck import FRENCH_SUIT, SUITS
from rules.schnapsen.catalogue import SCHNAPSEN_RULES
from rules.schnapsen.contract import ALL_CONTRACTS, SchnapsenContract, Talon, parse_trump
from rules.schnapsen.deck import SCHNAPSEN_DECK
from rules.schnapsen.leader import LeaderAction, check_talon, leader_actions
from rules.schnapsen.legality import HAND_SIZE, judge_hand, verdict_facts
from rules.schnapsen.ranking import is_trump, points
from rules.schnapsen.trick import PLAYERS, judge_trick
from rules.verdict import PositionFacts, Verdict

CONTRACT_TYPE = "trump"  # every Schnapsen hand is played with one trump suit


@dataclass(frozen=True, slots=True)
class SchnapsenPosition:
    contract: SchnapsenContract
    hand: tuple[Card, ...]
    trick: tuple[Card, ...] = ()
    talon: Talon = Talon.OPEN
    marriage: Suit | None = None  # a marriage the player on lead announces with this lead
    talon_cards: int | None = None  # None: not given; actions that depend on it say so
    trump_card: Card | None = None
    won_a_trick: bool | None = None


@dataclass(frozen=True, slots=True)
class SchnapsenJudgement:
    verdicts: tuple[Verdict, ...]
    actions: tuple[LeaderAction, ...]  # the leader's (empty trick) besides leading a card


class SchnapsenGame:
    id = "schnapsen"
    title = "Schnapsen"
    deck: Deck = SCHNAPSEN_DECK
    name_decks = ("german", "french")
    partnerships: tuple[tuple[int, ...], ...] = ((0,), (1,))  # two players, each on their own
    players = PLAYERS
    sides = tuple(f"player-{seat}" for seat in range(PLAYERS))
    hand_size = HAND_SIZE
    rulesets = ("default",)
    default_ruleset = "default"
    catalogue: Mapping[str, RuleEntry] = SCHNAPSEN_RULES
    contract_types = (CONTRACT_TYPE,)
    # The GET form is the trump suit alone: ``hearts``.
    contract_forms = (ContractForm(CONTRACT_TYPE, "trump", suit_choices(SUITS, FRENCH_SUIT),
                                   typed_slug=False),)
    contracts = ALL_CONTRACTS
    talon_states = tuple(t.value for t in Talon)

    def parse_contract(self, text: str, tout: bool = False) -> SchnapsenContract:
        if tout:
            raise UnknownContractError("a Schnapsen hand is never played Tout", field="tout")
        return parse_trump(text)

    def contract_from_parts(self, parts: Mapping[str, object]) -> SchnapsenContract:
        return parse_trump(str(parts.get("trump", "")))

    def judge(self, position: SchnapsenPosition) -> SchnapsenJudgement:
        p = position
        verdicts = judge_hand(p.hand, p.trick, p.contract, p.talon, p.marriage)
        check_talon(p.talon, p.talon_cards, p.trump_card, p.contract, (*p.hand, *p.trick))
        actions = () if p.trick else leader_actions(
            p.hand, p.contract, p.talon, p.talon_cards, p.trump_card, p.won_a_trick)
        return SchnapsenJudgement(verdicts, actions)

    def judge_in_round(self, position: SchnapsenPosition) -> tuple[Verdict, ...]:
        # The verdicts alone: the talon and the leader's actions are the walk's to check.
        p = position
        return judge_hand(p.hand, p.trick, p.contract, p.talon, p.marriage)

    def facts(self, position: SchnapsenPosition,
              verdicts: Sequence[Verdict]) -> PositionFacts:
        p = position
        return verdict_facts(p.hand, p.trick, p.contract, p.talon, p.marriage, verdicts)

    def judge_trick(self, trick: Sequence[Card], contract: SchnapsenContract) -> TrickOutcome:
        result = judge_trick(trick, contract)

        def role(card: Card) -> Role:
            if is_trump(card, contract):
                return Role.TRUMP
            return Role.LED_SUIT if card.suit is result.led_suit else Role.OFF_SUIT

        # Two cards: the winner ranks first, the other second.
        cards = tuple(TrickCard(c, role(c), 1 if i == result.winner else 2, points(c), "N-1")
                      for i, c in enumerate(result.cards))
        return TrickOutcome(cards, result.led_suit.value, result.winner, "N-3", result.case,
                            result.complete)

    def points(self, card: Card, contract: SchnapsenContract) -> int:
        return points(card)

    def has_trumps(self, contract: SchnapsenContract) -> bool:
        return True


SCHNAPSEN = SchnapsenGame()
