"""Schafkopf as one ``Game``: every contract as data, the called Sau, verdicts and tricks."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from types import MappingProxyType
from typing import NamedTuple

from rules.cards import Card
from rules.catalogue import RuleEntry
from rules.deck import Deck
from rules.game import (
    TRUMP_LED,
    ContractForm,
    PositionFor,
    Role,
    TrickCard,
    TrickOutcome,
    suit_choices,
)
from rules.german_deck import FRENCH_SUIT, SUITS
from rules.schafkopf.catalogue import SCHAFKOPF_RULES
from rules.schafkopf.contract import (
    CALLABLE_SUITS,
    SHAPES,
    ContractType,
    SchafkopfContract,
    contract_from_parts,
    parse_contract,
)
from rules.schafkopf.deck import DECKS, HAND_SIZES
from rules.schafkopf.legality import Judgement, judge_hand, verdict_facts
from rules.schafkopf.ranking import AUGEN_BY_ORDINAL, TRUMP, points, trumps
from rules.schafkopf.ruleset import (
    ASKABLE_RULESET_IDS,
    DEFAULT_ID,
    DEFAULT_RULESET,
    HOUSE_RULE_IDS,
    HOUSE_SEPARATOR,
    RULESET_IDS,
    SchafkopfRuleset,
    ruleset_by_id,
)
from rules.schafkopf.trick import PLAYERS, SchafkopfTrick, judge_trick
from rules.verdict import PositionFacts, Verdict


class SchafkopfPosition(NamedTuple):
    """A named tuple, like Jass's: a position is built for every question and every play of
    a round."""

    contract: SchafkopfContract
    hand: tuple[Card, ...]
    trick: tuple[Card, ...] = ()
    # The earlier tricks, for the called Sau's duties (R10, R11); None: not given.
    history: tuple[tuple[Card, ...], ...] | None = None


def _every_contract(ruleset: SchafkopfRuleset) -> tuple[SchafkopfContract, ...]:
    """One contract per type, suit and Tout, in the order of the contract types, dealt from
    the ruleset's pack."""
    found: list[SchafkopfContract] = []
    for kind, shape in SHAPES.items():
        if kind is ContractType.SIE and not ruleset.sie:
            continue  # K-H13: only where the ruleset has it
        suits = (CALLABLE_SUITS if shape.suit == "called" else SUITS if shape.suit == "trump"
                 else (None,))
        for tout in (False, True) if kind in ruleset.tout_types else (False,):
            found.extend(ruleset.contract(SchafkopfContract(kind, suit, tout, ruleset.blatt,
                                                            ruleset.tout_types))
                         for suit in suits)
    return tuple(found)


# Which field of the JSON form names a contract shape's suit.
_SUIT_FIELD = {"called": "called_suit", "trump": "trump", "none": None}


def _forms(ruleset: SchafkopfRuleset) -> tuple[ContractForm, ...]:
    words = suit_choices(SUITS, FRENCH_SUIT)
    return tuple(ContractForm(kind.value, _SUIT_FIELD[shape.suit],
                              words if _SUIT_FIELD[shape.suit] else (),
                              kind in ruleset.tout_types)
                 for kind, shape in SHAPES.items())


class SchafkopfGame:
    """The game under one ruleset: the deck and the hand size are the ruleset's pack's, so
    that the round check deals, counts and checks the Kurzes Blatt as the long one."""

    id = "schafkopf"
    title = "Schafkopf"
    name_decks = ("german", "french")
    # The contract decides: the declarer with the called Sau's holder, or one alone.
    partnerships: tuple[tuple[int, ...], ...] = ()
    players = PLAYERS
    # A Durchmarsch in Ramsch is won by one player.
    sides = ("declarers", "opponents", *(f"player-{seat}" for seat in range(PLAYERS)))
    rulesets = RULESET_IDS
    # What a request may name: the rulesets, and each with house rules (``standard+sie``).
    askable_rulesets = ASKABLE_RULESET_IDS
    house_rules = HOUSE_RULE_IDS  # each house rule's catalogue entry
    house_separator = HOUSE_SEPARATOR
    default_ruleset = DEFAULT_ID
    catalogue: Mapping[str, RuleEntry] = SCHAFKOPF_RULES
    contract_types = tuple(kind.value for kind in ContractType)

    def __init__(self, ruleset: SchafkopfRuleset = DEFAULT_RULESET) -> None:
        self.rules = ruleset
        self.deck: Deck = DECKS[ruleset.blatt]
        self.hand_size = HAND_SIZES[ruleset.blatt]
        self.contract_forms = _forms(ruleset)
        self.contracts = _every_contract(ruleset)

    def ruleset(self, ruleset_id: str) -> SchafkopfRuleset:
        # An id as the API lists it (nearly every request) is looked up; any other is read.
        found = _BY_ID.get(ruleset_id)
        return found if found is not None else ruleset_by_id(ruleset_id)

    def under(self, ruleset: SchafkopfRuleset) -> SchafkopfGame:
        """The game dealt and reckoned under another ruleset."""
        found = _GAMES.get(ruleset.id)
        if found is not None and found.rules is ruleset:
            return found
        if found is None and ruleset.id in ASKABLE_RULESET_IDS and \
                ruleset is ruleset_by_id(ruleset.id):
            # With house rules: a bounded few (ASKABLE_RULESET_IDS), each made once.
            found = _GAMES[ruleset.id] = SchafkopfGame(ruleset)
            return found
        return found if found is not None and ruleset.id in RULESET_IDS \
            else SchafkopfGame(ruleset)

    def parse_contract(self, text: str, tout: bool = False) -> SchafkopfContract:
        return self.rules.contract(parse_contract(text, tout, self.rules.blatt,
                                                  self.rules.tout_types))

    def contract_from_parts(self, parts: Mapping[str, object]) -> SchafkopfContract:
        called, trump = parts.get("called_suit"), parts.get("trump")
        return self.rules.contract(contract_from_parts(
            str(parts.get("type", "")), None if called is None else str(called),
            None if trump is None else str(trump), bool(parts.get("tout", False)),
            self.rules.blatt, self.rules.tout_types))

    def round_positions(self, contract: SchafkopfContract) -> PositionFor:
        """The positions of a round's walk under one contract, the earlier tricks as
        history."""
        return partial(SchafkopfPosition, contract)

    def judge(self, position: SchafkopfPosition) -> Judgement:
        return judge_hand(position.hand, position.trick, position.contract, position.history)

    def judge_in_round(self, position: SchafkopfPosition) -> tuple[Verdict, ...]:
        p = position
        return judge_hand(p.hand, p.trick, p.contract, p.history, well_formed=True).verdicts

    def facts(self, position: SchafkopfPosition,
              verdicts: Sequence[Verdict]) -> PositionFacts:
        p = position
        return verdict_facts(p.hand, p.trick, p.contract, p.history, verdicts)

    def judge_trick(self, trick: Sequence[Card], contract: SchafkopfContract) -> TrickOutcome:
        return _outcome(judge_trick(trick, contract))

    def judge_checked_trick(self, trick: Sequence[Card], contract: SchafkopfContract
                            ) -> TrickOutcome:
        return _outcome(judge_trick(trick, contract, well_formed=True))

    def points(self, card: Card, contract: SchafkopfContract) -> int:
        return points(card)

    def has_trumps(self, contract: SchafkopfContract) -> bool:
        return bool(trumps(contract))


def _outcome(result: SchafkopfTrick) -> TrickOutcome:
    """The engine's trick as every game's answer shape gives it."""
    led_suit = result.led
    augen = AUGEN_BY_ORDINAL  # ``points``, looked up in place for every card of the trick
    cards = tuple(TrickCard(c, Role.TRUMP if suit == TRUMP else Role.LED_SUIT
                            if suit == led_suit else Role.OFF_SUIT,
                            rank, augen[c.ordinal], "K-1")
                  for c, suit, rank in zip(result.cards, result.trick_suits, result.ranks,
                                           strict=True))
    led = TRUMP_LED if result.led == TRUMP else str(result.led)
    return TrickOutcome(cards, led, result.winner, "K-7", result.case, result.complete)


SCHAFKOPF = SchafkopfGame()
# One game object per ruleset; the default's is SCHAFKOPF itself.
_GAMES = {ruleset_id: SCHAFKOPF if ruleset_by_id(ruleset_id) is DEFAULT_RULESET
          else SchafkopfGame(ruleset_by_id(ruleset_id)) for ruleset_id in RULESET_IDS}
# The rulesets by the ids the API lists (``SchafkopfGame.ruleset``'s lookup).
_BY_ID = MappingProxyType({ruleset_id: ruleset_by_id(ruleset_id)
                           for ruleset_id in (DEFAULT_ID, *RULESET_IDS)})
