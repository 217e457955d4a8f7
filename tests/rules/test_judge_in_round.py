"""``judge_in_round`` (the verdicts of a position cut from a checked round, the position not
checked again) gives exactly ``judge``'s verdicts, for every game: on every position of
random rounds played with random legal cards, and on an announced Schnapsen marriage. The
same for tricks whose cards are checked (``rules.game.checked_trick_judge``) against
``judge_trick``."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

import pytest

from rules.cards import Card, Rank, Suit
from rules.game import checked_trick_judge
from rules.jass.game import JASS, JassPosition
from rules.jass.ruleset import RULESETS
from rules.registry import AnyGame
from rules.round_check import RoundCheck, check_round
from rules.schafkopf.game import SCHAFKOPF, SchafkopfPosition
from rules.schnapsen.contract import Talon
from rules.schnapsen.game import SCHNAPSEN, SchnapsenGame, SchnapsenPosition
from rules.schnapsen.round_check import check_hand
from rules.sechsundsechzig.game import SECHSUNDSECHZIG

Walk = Callable[[Sequence[Card]], RoundCheck]


def jass_walk(contract: Any, cards: list[Card]) -> Walk:
    hands = [tuple(cards[seat * 9:(seat + 1) * 9]) for seat in range(4)]
    rules = RULESETS["jasvel"]
    return lambda plays: check_round(
        JASS, contract, 0, plays, hands, lambda h, t, _e: JassPosition(contract, h, t, rules))


def schafkopf_walk(contract: Any, cards: list[Card]) -> Walk:
    hands = [tuple(cards[seat * 8:(seat + 1) * 8]) for seat in range(4)]
    return lambda plays: check_round(
        SCHAFKOPF, contract, 0, plays, hands,
        lambda h, t, e: SchafkopfPosition(contract, h, t, e))


def talon_walk(game: SchnapsenGame) -> Callable[[Any, list[Card]], Walk]:
    """A hand of the Schnapsen family dealt from the shuffled deck by its variant's sizes."""
    size, stack = game.rules.hand_size, game.rules.stack

    def make(_contract: Any, cards: list[Card]) -> Walk:
        hands = [cards[0:size], cards[size:2 * size]]
        talon, turned = cards[2 * size:2 * size + stack], cards[2 * size + stack]
        contract = game.parse_contract(turned.suit.value)
        return lambda plays: check_hand(contract, 0, hands, talon, turned, plays, (),
                                        game=game)

    return make


WALKS: dict[str, tuple[AnyGame, Callable[[Any, list[Card]], Walk]]] = {
    "jass": (JASS, jass_walk), "schafkopf": (SCHAFKOPF, schafkopf_walk),
    "schnapsen": (SCHNAPSEN, talon_walk(SCHNAPSEN)),
    "sechsundsechzig": (SECHSUNDSECHZIG, talon_walk(SECHSUNDSECHZIG))}


@pytest.mark.parametrize("game_id", WALKS)
@pytest.mark.parametrize("seed", range(12))
def test_judge_in_round_is_judge_on_every_position_of_a_round(game_id: str, seed: int) -> None:
    game, make = WALKS[game_id]
    rng = random.Random(seed)
    cards = list(game.deck.cards)
    rng.shuffle(cards)
    # Rufspiele half the time: the called Sau's duties hang on the earlier tricks (R10, R11).
    calls = [c for c in game.contracts if getattr(c, "called_ace", None) is not None]
    walk = make(rng.choice(calls if calls and seed % 2 else game.contracts), cards)
    plays: list[Card] = []
    positions = []
    while (following := walk(plays).next) is not None:
        positions.append(following.position)
        plays.append(rng.choice([v.card for v in following.judgement.verdicts if v.legal]))
    assert len(positions) == len(game.deck.cards)  # every card of the deck played
    for position in positions:
        assert game.judge_in_round(position) == game.judge(position).verdicts
    judge_checked = checked_trick_judge(game)
    for position in positions:  # every partial trick, then every complete one
        if position.trick:
            assert (judge_checked(position.trick, position.contract)
                    == game.judge_trick(position.trick, position.contract))
    for trick in walk(plays).tricks:
        assert judge_checked(trick.cards, positions[0].contract) == trick.outcome
        assert trick.outcome == game.judge_trick(trick.cards, positions[0].contract)


class WithoutCheckedTricks:
    """A game that has only ``judge_trick`` (the protocol's optional member left out)."""

    def judge_trick(self, trick: Sequence[Card], contract: Any) -> Any:
        return ("checked", tuple(trick))


def test_a_game_without_a_checked_trick_judge_has_its_tricks_checked() -> None:
    game: Any = WithoutCheckedTricks()
    assert checked_trick_judge(game)((), None) == ("checked", ())
    assert checked_trick_judge(JASS) == JASS.judge_checked_trick
    assert checked_trick_judge(SCHNAPSEN) == SCHNAPSEN.judge_checked_trick


@pytest.mark.parametrize("game", [SCHNAPSEN, SECHSUNDSECHZIG], ids=lambda g: g.id)
@pytest.mark.parametrize("suit", [Suit.HEARTS, Suit.ACORNS])
def test_judge_in_round_judges_an_announced_marriage(game: SchnapsenGame, suit: Suit) -> None:
    contract = game.parse_contract("hearts")
    deck = game.deck
    others = deck.parse_all(["LA", "B10", "LU", "BK"])[:game.hand_size - 2]
    hand = (Card(suit, Rank.KING), Card(suit, Rank.OBER), *others)
    position = SchnapsenPosition(contract, hand, (), Talon.OPEN, suit, 8, deck.parse("HA"),
                                 True)
    verdicts = game.judge_in_round(position)
    assert verdicts == game.judge(position).verdicts
    # N-10 / M-10: the announcement obliges a lead from the pair
    assert [v.rule_id for v in verdicts] == [game.rules.ids.marriage_lead] * game.hand_size
