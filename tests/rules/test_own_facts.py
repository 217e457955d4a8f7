"""A verdict's own facts read alone (``PositionFacts.own[i]``, what a round check reads for
each play) are the ones a full hand's reading gives (legal-cards), in every game, whether
read before or after the whole hand."""

from __future__ import annotations

import random

import pytest

from rules.jass.game import JASS, JassPosition
from rules.jass.ruleset import DEFAULT_RULESET
from rules.registry import AnyGame
from rules.schafkopf.game import SCHAFKOPF, SchafkopfPosition
from rules.schnapsen.contract import Talon
from rules.schnapsen.game import SCHNAPSEN, SchnapsenPosition


def position(game: AnyGame, rng: random.Random) -> object:
    cards = list(game.deck.cards)
    rng.shuffle(cards)
    size = rng.randint(1, game.hand_size)
    hand, trick = tuple(cards[:size]), tuple(cards[size:size + rng.randrange(game.players)])
    contract = rng.choice(game.contracts)
    if game is JASS:
        return JassPosition(contract, hand, trick, DEFAULT_RULESET)
    if game is SCHAFKOPF:
        return SchafkopfPosition(contract, hand, trick)
    # Closed talon, second to play: the four stages decide and name obliging cards.
    return SchnapsenPosition(contract, tuple(cards[:5]), (cards[5],), Talon.CLOSED)


@pytest.mark.parametrize("game", [JASS, SCHAFKOPF, SCHNAPSEN], ids=lambda g: g.id)
@pytest.mark.parametrize("seed", range(30))
def test_one_verdicts_own_facts_are_the_full_hands(game: AnyGame, seed: int) -> None:
    rng = random.Random(seed)
    at = position(game, rng)
    verdicts = game.judge(at).verdicts  # type: ignore[arg-type]
    alone = game.facts(at, verdicts).own  # type: ignore[arg-type]
    each = [alone[place] for place in range(len(verdicts))]
    whole = game.facts(at, verdicts).own  # type: ignore[arg-type]
    assert list(whole) == each == [whole[place] for place in range(len(verdicts))]
    assert alone[-1] == each[-1]
    assert list(alone[1:]) == each[1:]
    assert len(alone) == len(each)
    for verdict, own in zip(verdicts, each, strict=True):
        assert own["obliging_card"] == verdict.evidence
