"""The deal a round check starts from (``rules.round_check.check_deal``), in every game that
deals its whole pack: the pack dealt ``hand_size`` cards a seat (Skat: and two set apart) is
accepted; a deal that holds the pack's cards but not a seat's number of them, or a card too
often, is refused naming the hands and the seat."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.cards import Card
from rules.doppelkopf.game import DOPPELKOPF
from rules.errors import DuplicateCardError, PositionError
from rules.jass.game import JASS
from rules.registry import AnyGame
from rules.round_check import check_deal
from rules.schafkopf.game import SCHAFKOPF
from rules.skat.game import SKAT
from tests.said import english

GAMES: dict[str, tuple[AnyGame, int]] = {  # the game and the cards it sets apart
    "jass": (JASS, 0), "schafkopf": (SCHAFKOPF, 0), "doppelkopf": (DOPPELKOPF, 0),
    "skat": (SKAT, 2)}
seeds = st.integers(0, 2**32 - 1)


def dealt(game: AnyGame, apart: int, rng: random.Random
          ) -> tuple[list[list[Card]], list[Card]]:
    cards = [card for card in game.deck.cards for _ in range(game.deck.copies)]
    rng.shuffle(cards)
    size = game.hand_size
    return ([cards[s * size:(s + 1) * size] for s in range(game.players)],
            cards[len(cards) - apart:])


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=40, deadline=None)
@given(seed=seeds)
def test_the_pack_dealt_is_accepted(game_id: str, seed: int) -> None:
    game, apart = GAMES[game_id]
    hands, aside = dealt(game, apart, random.Random(seed))
    check_deal(game, hands, aside)


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=40, deadline=None)
@given(seed=seeds)
def test_a_card_dealt_to_another_seat_leaves_a_hand_short(game_id: str, seed: int) -> None:
    """Every card of the pack is there, as often as the pack holds it: only the seats'
    numbers of cards are wrong, and the first seat whose number is wrong is named."""
    game, apart = GAMES[game_id]
    rng = random.Random(seed)
    hands, aside = dealt(game, apart, rng)
    giver, taker = rng.sample(range(game.players), 2)
    hands[taker].append(hands[giver].pop(rng.randrange(game.hand_size)))
    with pytest.raises(PositionError) as raised:
        check_deal(game, hands, aside)
    assert (raised.value.field, raised.value.index) == ("hands", min(giver, taker))
    short = len(hands[min(giver, taker)])
    # The seat is counted from 1 where people read it; its index stays the error's.
    assert english(raised.value) == (f"seat {min(giver, taker) + 1} is dealt "
                                     f"{game.hand_size} cards, not {short}")


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=40, deadline=None)
@given(seed=seeds)
def test_a_card_dealt_once_too_often_is_refused(game_id: str, seed: int) -> None:
    """One card in place of another: the seats have their numbers of cards, but one card is
    in the deal (or set apart) once more than the pack holds it and another once less."""
    game, apart = GAMES[game_id]
    rng = random.Random(seed)
    hands, aside = dealt(game, apart, rng)
    every = [*(c for hand in hands for c in hand), *aside]
    seat = rng.randrange(game.players)
    place = rng.randrange(game.hand_size)
    extra = rng.choice([c for c in every if c != hands[seat][place]])
    hands[seat][place] = extra
    with pytest.raises((DuplicateCardError, PositionError)) as raised:
        check_deal(game, hands, aside)
    assert raised.value.field == "hands"
    assert str(extra) in english(raised.value)
