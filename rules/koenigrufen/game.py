"""Königrufen as one ``Game``: the Tarock pack, the thirteen contracts of the tariff, the
verdicts, the tricks, the count in thirds, the score of a game and a round walked play by
play (T-4, T-28, RT1, RT12)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple

from rules.cards import Card, Rank
from rules.catalogue import RuleEntry
from rules.deck import Deck
from rules.game import ContractForm, Game, TrickCard, TrickOutcome
from rules.game import Role as TrickRole
from rules.koenigrufen.catalogue import KOENIGRUFEN_RULES
from rules.koenigrufen.contract import (
    BIRDS,
    TYPES,
    Family,
    KoenigrufenContract,
    contract_from_parts,
    every_contract,
    parse_contract,
)
from rules.koenigrufen.count import thirds_of, threshold_thirds
from rules.koenigrufen.legality import (
    HAND_SIZE,
    Judgement,
    KoenigrufenPosition,
    judge_hand,
    verdict_facts,
)
from rules.koenigrufen.pack import DECK, SUITS, is_tarock, zaehlwert
from rules.koenigrufen.score import GameScore, Premium, score_game
from rules.koenigrufen.trick import KoenigrufenTrick, judge_trick
from rules.position import check_trick_in_deck
from rules.round_check import RoundCheck, check_round
from rules.round_known import KnownHand
from rules.verdict import PositionFacts, Verdict

PLAYERS = 4  # T-4; the five-player table is not answered (RT14)
TARIFF_RULESET = "tarockcup"  # RT1


class Parties(NamedTuple):
    """Who plays with whom in a round (T-31): the declarer, the partner holding the called
    King (None: alone), and the trick after which the partner is known."""

    declarer: int
    partner: int | None
    known_after: int | None  # the trick in which the called King fell; None: not yet


class KoenigrufenGame:
    """Königrufen at a table of four, seats in playing order from Vorhand (RT12)."""

    id = "koenigrufen"
    title = "Königrufen"
    name_decks = ("tarock",)
    sides = ("declarer", "opponents")
    players = PLAYERS
    partnerships: tuple[tuple[int, ...], ...] = ()  # the called King decides (T-31)
    hand_size = HAND_SIZE
    rulesets = (TARIFF_RULESET,)
    default_ruleset = TARIFF_RULESET
    catalogue: Mapping[str, RuleEntry] = KOENIGRUFEN_RULES
    deck: Deck = DECK

    def __init__(self) -> None:
        suits = tuple(suit.value for suit in SUITS)
        self.contract_types = tuple(kind.id for kind in TYPES)
        self.contract_forms = tuple(
            ContractForm(kind.id, "called_king" if kind.calls_king else None,
                         suits if kind.calls_king else (),
                         spellings=(kind.id.replace("_", "-"),) if "_" in kind.id else (),
                         aliases=tuple(f"{kind.id}:{suit}:{bird}" for suit in suits
                                       for bird in BIRDS) if kind.bird else ())
            for kind in TYPES)
        self.contracts = every_contract()

    def parse_contract(self, text: str, tout: bool = False) -> KoenigrufenContract:
        return parse_contract(text)

    def contract_from_parts(self, parts: Mapping[str, object]) -> KoenigrufenContract:
        return contract_from_parts(parts)

    def position(self, contract: KoenigrufenContract, hand: Sequence[Card],
                 trick: Sequence[Card] = ()) -> KoenigrufenPosition:
        return KoenigrufenPosition(contract, tuple(hand), tuple(trick))

    def judge(self, position: KoenigrufenPosition) -> Judgement:
        return judge_hand(position)

    def judge_in_round(self, position: KoenigrufenPosition) -> tuple[Verdict, ...]:
        return judge_hand(position, well_formed=True).verdicts

    def facts(self, position: KoenigrufenPosition, verdicts: Sequence[Verdict]
              ) -> PositionFacts:
        return verdict_facts(position, judge_hand(position, well_formed=True))

    def koenigrufen_trick(self, trick: Sequence[Card], contract: KoenigrufenContract
                          ) -> KoenigrufenTrick:
        check_trick_in_deck(DECK, trick, players=PLAYERS)
        return judge_trick(trick, contract.family)

    def judge_trick(self, trick: Sequence[Card], contract: KoenigrufenContract
                    ) -> TrickOutcome:
        return _outcome(self.koenigrufen_trick(trick, contract), contract)

    def judge_checked_trick(self, trick: Sequence[Card], contract: KoenigrufenContract
                            ) -> TrickOutcome:
        return _outcome(judge_trick(trick, contract.family), contract)

    def points(self, card: Card, contract: KoenigrufenContract) -> int:
        return zaehlwert(card)  # T-6

    def has_trumps(self, contract: KoenigrufenContract) -> bool:
        return contract.family is not Family.FARBEN  # T-13

    def first_leader(self, contract: KoenigrufenContract, declarer: int) -> int:
        """T-28: Vorhand (seat 0) in the positive games, the declarer in the negative ones."""
        return declarer if contract.family is Family.NEGATIVE else 0

    def parties(self, contract: KoenigrufenContract, declarer: int,
                hands: Sequence[Sequence[Card]], check: RoundCheck) -> Parties:
        """T-31: the holder of the called King is the partner; in the talon: alone."""
        if contract.called_king is None:
            return Parties(declarer, None, None)
        king = Card(contract.called_king, Rank.KING)
        holder = next((seat for seat, hand in enumerate(hands) if king in hand), None)
        partner = None if holder == declarer else holder
        fell = next((trick.number for trick in check.tricks if king in trick.cards), None)
        return Parties(declarer, partner, fell)

    def round_score(self, contract: KoenigrufenContract, check: RoundCheck,
                    parties: Parties, discards: Sequence[Card] = (),
                    threshold: str = "35/2") -> GameScore | None:
        """A finished round without a revoke: counted by thirds (positive games, the
        discards to the declarer, T-11) or by tricks (T-33); a party with all 12 tricks
        made a silent Valat (T-35). Trischaken has no score in v1 (RT14)."""
        if contract.type.id == "trischaken" or check.revokes or not check.finished:
            return None
        side = {parties.declarer} | ({parties.partner} if parties.partner is not None
                                     else set())
        won_tricks = [trick for trick in check.tricks if trick.winner in side]
        if contract.family is Family.NEGATIVE:
            won = len(won_tricks) == contract.type.tricks
        else:
            pile = [card for trick in won_tricks for card in trick.cards]
            won = thirds_of([*pile, *discards]) >= threshold_thirds(threshold)
        premiums: list[Premium] = []
        if contract.family is not Family.NEGATIVE and len(won_tricks) in (0, len(check.tricks)):
            party = "declarer" if won_tricks else "opponents"
            premiums.append(Premium("valat", party, False, True))
        return score_game(contract, won=won, alone=parties.partner is None, premiums=premiums)


def _outcome(trick: KoenigrufenTrick, contract: KoenigrufenContract) -> TrickOutcome:
    """The trick as every game's answer gives it: Tarocks as trumps, except in the
    Farbenspiele (T-13), where they are a fifth suit."""
    led = trick.cards[0]
    trumps = contract.family is not Family.FARBEN
    cards = tuple(TrickCard(card, TrickRole.TRUMP if trumps and is_tarock(card)
                            else TrickRole.LED_SUIT if card.suit is led.suit
                            else TrickRole.OFF_SUIT, rank, zaehlwert(card), "T-6")
                  for card, rank in zip(trick.cards, trick.ranks, strict=True))
    return TrickOutcome(cards, led.suit.value, trick.winner, trick.rule_id, trick.case,
                        trick.complete)


def walk(game: KoenigrufenGame, contract: KoenigrufenContract, declarer: int,
         plays: Sequence[Card], hands: Sequence[KnownHand] | None) -> RoundCheck:
    """A round walked play by play from the first leader (T-28)."""

    def position_for(hand: tuple[Card, ...], trick: tuple[Card, ...],
                     earlier: tuple[tuple[Card, ...], ...]) -> KoenigrufenPosition:
        return KoenigrufenPosition(contract, hand, trick)

    return check_round(game, contract, game.first_leader(contract, declarer), plays, hands,
                       position_for)


KOENIGRUFEN = KoenigrufenGame()
# Checked by mypy: the game is a ``Game`` and can be registered.
AS_GAME: Game[KoenigrufenContract, KoenigrufenPosition, Judgement] = KOENIGRUFEN
