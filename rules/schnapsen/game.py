"""The Schnapsen family as one ``Game`` built from its variant: the talon's state, the leader's
actions, verdicts and tricks. ``SCHNAPSEN`` is Schnapsen; 66 is built the same way
(``rules.sechsundsechzig``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from rules.cards import Card, Suit
from rules.catalogue import RuleEntry
from rules.deck import Deck
from rules.errors import UnknownContractError
from rules.game import ContractForm, Role, TrickCard, TrickOutcome, suit_choices
from rules.german_deck import FRENCH_SUIT, SUITS
from rules.schnapsen.catalogue import SCHNAPSEN_RULES
from rules.schnapsen.contract import ALL_CONTRACTS, SchnapsenContract, Talon, parse_trump
from rules.schnapsen.leader import LeaderAction, check_first_trick, check_talon, leader_actions
from rules.schnapsen.legality import judge_hand, verdict_facts
from rules.schnapsen.ranking import is_trump
from rules.schnapsen.trick import SchnapsenTrick, judge_trick
from rules.schnapsen.variant import PLAYERS, SCHNAPSEN_VARIANT, Variant
from rules.verdict import PositionFacts, Verdict

CONTRACT_TYPE = "trump"  # every hand of the family is played with one trump suit


class SchnapsenPosition(NamedTuple):
    """A named tuple, like Jass's: a position is built for every question and every play of
    a round."""

    contract: SchnapsenContract
    hand: tuple[Card, ...]
    trick: tuple[Card, ...] = ()
    talon: Talon = Talon.OPEN
    marriage: Suit | None = None  # a marriage the player on lead announces with this lead
    talon_cards: int | None = None  # None: not given; actions that depend on it say so
    trump_card: Card | None = None
    won_a_trick: bool | None = None
    # RM13: the talon when the marriage was announced, where it was closed after that, before
    # the same lead; None: the marriage was announced in the talon the position gives.
    marriage_talon: Talon | None = None


@dataclass(frozen=True, slots=True)
class SchnapsenJudgement:
    verdicts: tuple[Verdict, ...]
    actions: tuple[LeaderAction, ...]  # the leader's (empty trick) besides leading a card


class SchnapsenGame:
    name_decks = ("german", "french")
    partnerships: tuple[tuple[int, ...], ...] = ((0,), (1,))  # two players, each on their own
    players = PLAYERS
    sides = tuple(f"player-{seat}" for seat in range(PLAYERS))
    rulesets = ("default",)
    default_ruleset = "default"
    contract_types = (CONTRACT_TYPE,)
    # The GET form is the trump suit alone: ``hearts``.
    contract_forms = (ContractForm(CONTRACT_TYPE, "trump", suit_choices(SUITS, FRENCH_SUIT),
                                   typed_slug=False),)
    contracts = ALL_CONTRACTS

    def __init__(self, rules: Variant, catalogue: Mapping[str, RuleEntry]) -> None:
        self.rules = rules
        self.id = rules.game_id
        self.title = rules.title
        self.deck: Deck = rules.deck
        self.hand_size = rules.hand_size
        self.catalogue = catalogue

    def parse_contract(self, text: str, tout: bool = False) -> SchnapsenContract:
        if tout:
            raise UnknownContractError("talon.no-tout", field="tout", game=self.title)
        return parse_trump(text, self.rules)

    def contract_from_parts(self, parts: Mapping[str, object]) -> SchnapsenContract:
        return parse_trump(str(parts.get("trump", "")), self.rules)

    def judge(self, position: SchnapsenPosition) -> SchnapsenJudgement:
        p, rules = position, self.rules
        verdicts = judge_hand(p.hand, p.trick, p.contract, p.talon, p.marriage, rules,
                              p.marriage_talon)
        check_talon(p.talon, p.talon_cards, p.trump_card, p.contract, (*p.hand, *p.trick),
                    rules)
        check_first_trick(p.talon, p.talon_cards, p.won_a_trick, rules)
        actions = () if p.trick else leader_actions(
            p.hand, p.contract, p.talon, p.talon_cards, p.trump_card, p.won_a_trick, rules,
            p.marriage, p.marriage_talon)
        return SchnapsenJudgement(verdicts, actions)

    def judge_in_round(self, position: SchnapsenPosition) -> tuple[Verdict, ...]:
        # The verdicts alone: the talon and the leader's actions are the walk's to check.
        p = position
        return judge_hand(p.hand, p.trick, p.contract, p.talon, p.marriage, self.rules,
                          p.marriage_talon)

    def facts(self, position: SchnapsenPosition,
              verdicts: Sequence[Verdict]) -> PositionFacts:
        p = position
        return verdict_facts(p.hand, p.trick, p.contract, p.talon, p.marriage, verdicts,
                             self.rules, p.marriage_talon)

    def judge_trick(self, trick: Sequence[Card], contract: SchnapsenContract) -> TrickOutcome:
        return self._outcome(judge_trick(trick, contract, self.rules), contract)

    def judge_checked_trick(self, trick: Sequence[Card], contract: SchnapsenContract
                            ) -> TrickOutcome:
        return self._outcome(judge_trick(trick, contract, self.rules, well_formed=True),
                             contract)

    def _outcome(self, result: SchnapsenTrick, contract: SchnapsenContract) -> TrickOutcome:
        """The engine's trick as every game's answer shape gives it. Two cards: the winner
        ranks first, the other second."""
        rules, led_suit = self.rules, result.led_suit
        cards = tuple([TrickCard(c, Role.TRUMP if is_trump(c, contract) else Role.LED_SUIT
                                 if c.suit is led_suit else Role.OFF_SUIT,
                                 1 if i == result.winner else 2, rules.points[c.rank],
                                 rules.ids.card_points)
                       for i, c in enumerate(result.cards)])
        return TrickOutcome(cards, led_suit.value, result.winner, rules.ids.trick, result.case,
                            result.complete)

    def points(self, card: Card, contract: SchnapsenContract) -> int:
        return self.rules.points[card.rank]

    def has_trumps(self, contract: SchnapsenContract) -> bool:
        return True


SCHNAPSEN = SchnapsenGame(rules=SCHNAPSEN_VARIANT, catalogue=SCHNAPSEN_RULES)
