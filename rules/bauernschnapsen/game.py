"""Bauernschnapsen as one ``Game``: the Schnapsen pack at a table of four in two teams, its
contracts and rulesets as values, verdicts from the first trick, tricks of four (three in a
Bettler, RB11), and a whole hand walked play by play to its decision (B-21 … B-26, RB4)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple

from rules.bauernschnapsen.catalogue import BAUERNSCHNAPSEN_RULES
from rules.bauernschnapsen.contract import (
    ALL_CONTRACTS,
    DECK,
    HAND_SIZE,
    POINTS,
    RULESETS,
    SEATS,
    STANDARD,
    TEAMS,
    TYPES,
    BauernContract,
    Goal,
    Ruleset,
    contract_from_parts,
    parse_contract,
    ruleset_by_id,
)
from rules.bauernschnapsen.legality import (
    BauernPosition,
    Judgement,
    check_marriage,
    judge_hand,
    verdict_facts,
)
from rules.bauernschnapsen.score import (
    WINNING,
    ContractResult,
    InvalidTricksError,
    Marriage,
    NormalResult,
    TeamCount,
    Trick,
    decide,
    score_normal,
    team_of,
)
from rules.bauernschnapsen.trick import judge_trick, trick_size
from rules.cards import Card, Suit
from rules.catalogue import RuleEntry
from rules.deck import Deck
from rules.errors import Counted, PositionError, RulesInputError, UnknownContractError
from rules.game import ContractForm, Game, TrickOutcome, suit_choices
from rules.german_deck import FRENCH_SUIT, SUITS
from rules.round_check import CheckedTrick, RoundCheck, check_round
from rules.round_known import KnownHand
from rules.verdict import PositionFacts, Verdict


class BauernRound(NamedTuple):
    check: RoundCheck
    normal: NormalResult | None  # the normal game once decided
    contract: ContractResult | None  # another contract, decided or not


class BauernschnapsenGame:
    id = "bauernschnapsen"
    title = "Bauernschnapsen"
    name_decks = ("german", "french")
    players = SEATS
    partnerships: tuple[tuple[int, ...], ...] = TEAMS
    sides = ("team-0", "team-1")
    hand_size = HAND_SIZE
    rulesets = tuple(RULESETS)
    default_ruleset = STANDARD.id
    catalogue: Mapping[str, RuleEntry] = BAUERNSCHNAPSEN_RULES
    deck: Deck = DECK
    contract_types = tuple(t.id for t in TYPES)
    contract_forms = tuple(ContractForm(t.id, "trump" if t.trumps else None,
                                        suit_choices(SUITS, FRENCH_SUIT) if t.trumps else (),
                                        aliases=() if t.trumps else t.aliases)
                           for t in TYPES)
    contracts = ALL_CONTRACTS

    def ruleset(self, ruleset_id: str) -> Ruleset:
        return ruleset_by_id(ruleset_id)

    def parse_contract(self, text: str, tout: bool = False) -> BauernContract:
        if tout:
            raise UnknownContractError("bauernschnapsen.no-tout", field="tout")
        return parse_contract(text)

    def contract_from_parts(self, parts: Mapping[str, object]) -> BauernContract:
        return contract_from_parts(parts)

    def position(self, contract: BauernContract, hand: Sequence[Card],
                 trick: Sequence[Card] = (), marriage: Suit | None = None) -> BauernPosition:
        return BauernPosition(contract, tuple(hand), tuple(trick), marriage)

    def judge(self, position: BauernPosition) -> Judgement:
        return judge_hand(position)

    def judge_in_round(self, position: BauernPosition) -> tuple[Verdict, ...]:
        return judge_hand(position, well_formed=True).verdicts

    def facts(self, position: BauernPosition, verdicts: Sequence[Verdict]) -> PositionFacts:
        return verdict_facts(position, verdicts)

    def judge_trick(self, trick: Sequence[Card], contract: BauernContract) -> TrickOutcome:
        return judge_trick(trick, contract)

    def judge_checked_trick(self, trick: Sequence[Card], contract: BauernContract
                            ) -> TrickOutcome:
        return judge_trick(trick, contract, well_formed=True)

    def points(self, card: Card, contract: BauernContract) -> int:
        return POINTS[card.rank]

    def has_trumps(self, contract: BauernContract) -> bool:
        return contract.trump is not None

    def trick_size(self, contract: BauernContract) -> int:
        return trick_size(contract)

    def playing_seats(self, contract: BauernContract) -> tuple[int, ...]:
        return contract.playing_seats

    def check_round(self, contract: BauernContract, hands: Sequence[KnownHand] | None,
                    plays: Sequence[Card], marriages: Sequence[Marriage] = ()) -> BauernRound:
        """Every play judged, the hand walked to its decision (RB4, B-24 … B-26); plays
        after it are refused."""
        if hands is None and contract.type.partner_sits_out:
            raise PositionError("bauernschnapsen.bettler-hands", field="hands")
        by_trick = {m.trick: m for m in marriages}
        if len(by_trick) != len(marriages):
            raise InvalidTricksError("bauernschnapsen.invalid-marriage-twice",
                                     field="marriages")

        def ended(tricks: Sequence[CheckedTrick]) -> bool:
            if contract.type.goal is Goal.SIXTY_SIX:
                return _normal_state(contract, tricks, marriages)[0] is not None \
                    or len(tricks) == HAND_SIZE
            return decide(contract, _tricks(tricks), marriages).won is not None

        def position_for(hand: tuple[Card, ...], trick: tuple[Card, ...],
                         earlier: tuple[tuple[Card, ...], ...]) -> BauernPosition:
            marriage = by_trick.get(len(earlier) + 1) if not trick else None
            position = BauernPosition(contract, hand, trick,
                                      marriage.suit if marriage else None)
            if marriage is not None:
                # The announcer's King and Ober must be in the hand he leads from (B-10).
                try:
                    check_marriage(position)
                except RulesInputError as error:
                    error.field, error.index = "marriages", marriages.index(marriage)
                    raise
            return position

        check = check_round(self, contract, contract.leader, plays, _whole_deal(contract, hands),
                            position_for, ends=ended)
        for index, marriage in enumerate(marriages):
            # The leader of that trick: the first's from the contract, else the last winner.
            done = len(check.tricks)
            leader = (None if marriage.trick > done + 1 or (marriage.trick == done + 1
                                                           and check.next is None)
                      else contract.leader if marriage.trick == 1
                      else check.tricks[marriage.trick - 2].winner)
            if leader != marriage.seat:
                raise InvalidTricksError("bauernschnapsen.invalid-marriage-seat",
                                         field="marriages", index=index,
                                         seat=Counted(marriage.seat), trick=marriage.trick)
        if contract.type.goal is Goal.SIXTY_SIX:
            first, teams = _normal_state(contract, check.tricks, marriages)
            if first is None and len(check.tricks) < HAND_SIZE:
                return BauernRound(check, None, None)
            last = team_of(check.tricks[-1].winner)
            return BauernRound(check, score_normal(first, teams, None if first is not None
                                                   else last), None)
        return BauernRound(check, None, decide(contract, _tricks(check.tricks), marriages))


def _tricks(tricks: Sequence[CheckedTrick]) -> tuple[Trick, ...]:
    return tuple(Trick(t.winner, t.outcome.points) for t in tricks)


def _normal_state(contract: BauernContract, tricks: Sequence[CheckedTrick],
                  marriages: Sequence[Marriage]) -> tuple[int | None, tuple[TeamCount, ...]]:
    """The team first to 66 (RB4: the trick's winner if both) and each team's count."""
    counts = []
    for team in (0, 1):
        won = [t for t in tricks if team_of(t.winner) == team]
        counts.append(TeamCount(sum(t.outcome.points for t in won),
                                tuple(40 if m.suit is contract.trump else 20 for m in marriages
                                      if team_of(m.seat) == team and m.trick <= len(tricks)),
                                len(won)))
    reached = [team for team in (0, 1) if counts[team].points >= WINNING]
    if not reached:
        return None, tuple(counts)
    last = team_of(tricks[-1].winner)
    return (last if last in reached else reached[0]), tuple(counts)


def _whole_deal(contract: BauernContract, hands: Sequence[KnownHand] | None
                ) -> Sequence[KnownHand] | None:
    """In a Bettler the partner's cards are laid aside (B-13): an empty hand is the rest of
    the pack."""
    if hands is None or not contract.type.partner_sits_out or contract.partner is None:
        return hands
    if len(hands) != SEATS or hands[contract.partner] or None in hands:
        return hands
    dealt = {card for hand in hands for card in hand or ()}
    rest = tuple(card for card in DECK.cards if card not in dealt)
    if len(rest) != HAND_SIZE:
        raise PositionError("bauernschnapsen.bettler-rest", field="hands",
                            index=contract.partner, count=len(rest), size=HAND_SIZE)
    return [rest if seat == contract.partner else hand for seat, hand in enumerate(hands)]


BAUERNSCHNAPSEN = BauernschnapsenGame()
# Checked by mypy: the game is a ``Game`` and can be registered.
AS_GAME: Game[BauernContract, BauernPosition, Judgement] = BAUERNSCHNAPSEN
