"""The trick as every game's answer gives it (``Game.judge_trick``, looked up from tables
worked out once per contract in Skat and Doppelkopf) says what the engine's own trick says:
each card's role (a trump, of the led lane, or off it), its rank in the trick and its Augen
(S-2, D-2), the lead, the winner, the rule and its case. Random tricks of every contract,
and in Doppelkopf every ruleset and trick number, with both Herz 10s and twin copies."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.cards import Card
from rules.doppelkopf import deck as doppelkopf_deck
from rules.doppelkopf import trick as doppelkopf_trick
from rules.doppelkopf.game import DOPPELKOPF
from rules.doppelkopf.ruleset import RULESETS
from rules.game import TRUMP_LED, Role, TrickOutcome
from rules.skat import deck as skat_deck
from rules.skat import trick as skat_trick
from rules.skat.game import SKAT

seeds = st.integers(0, 2**32 - 1)


def expected(engine: Any, augen: Any, points_rule: str, rule_id: str | None) -> TrickOutcome:
    """The answer's trick read field by field from the engine's."""
    roles = [Role.TRUMP if lane == "trump" else Role.LED_SUIT if lane == engine.led
             else Role.OFF_SUIT for lane in engine.lanes]
    cards = tuple((card, role, rank, augen(card), points_rule)
                  for card, role, rank in zip(engine.cards, roles, engine.ranks, strict=True))
    led = TRUMP_LED if engine.led == "trump" else str(engine.led)
    return TrickOutcome(cards, led, engine.winner,  # type: ignore[arg-type]
                        rule_id or engine.rule_id, engine.case, engine.complete)


def random_trick(rng: random.Random) -> list[Card]:
    """From the pack with its copies: sometimes both Herz 10s, sometimes a twin of the led
    card."""
    pack = [card for card in DOPPELKOPF.deck.cards for _ in range(2)]
    dulle = doppelkopf_deck.DULLE
    size = rng.choice([1, 2, 3, 4, 4])
    if size > 1 and rng.random() < 0.3:
        trick = [*rng.sample([c for c in pack if c != dulle], size - 2), dulle, dulle]
        rng.shuffle(trick)
        return trick
    trick = rng.sample(pack, size)
    if size > 1 and trick.count(trick[0]) == 1 and rng.random() < 0.3:
        trick[rng.randrange(1, size)] = trick[0]
    return trick


@settings(max_examples=300, deadline=None)
@given(seed=seeds)
def test_a_skat_trick_answer_is_the_engines_trick(seed: int) -> None:
    rng = random.Random(seed)
    contract = rng.choice(SKAT.contracts)
    trick = rng.sample(list(SKAT.deck.cards), rng.choice([1, 2, 3, 3]))
    engine = skat_trick.judge_trick(trick, contract)
    outcome = SKAT.judge_trick(trick, contract)
    assert outcome == expected(engine, skat_deck.augen, "S-2", "S-16")
    assert outcome == SKAT.judge_checked_trick(trick, contract)


@pytest.mark.parametrize("ruleset", sorted(RULESETS))
@settings(max_examples=200, deadline=None)
@given(seed=seeds)
def test_a_doppelkopf_trick_answer_is_the_engines_trick(ruleset: str, seed: int) -> None:
    rng = random.Random(seed)
    number = rng.choice([None, 1, 6, 11, 12])
    contract = rng.choice(DOPPELKOPF.contracts).playing(RULESETS[ruleset], number)
    trick = random_trick(rng)
    engine = doppelkopf_trick.judge_trick(trick, contract)
    outcome = DOPPELKOPF.judge_trick(trick, contract)
    assert outcome == expected(engine, doppelkopf_deck.augen, "D-2", None)
    # The winning card's other copy in the trick, where it is of a lane that can win.
    won = trick[engine.winner]
    twins = [at for at, card in enumerate(trick) if card == won and at != engine.winner]
    contends = outcome.cards[engine.winner].role is not Role.OFF_SUIT
    assert engine.twin == (twins[0] if twins and contends else None)
    assert (engine.twin is None) == (engine.rule_id == "D-21")
    assert outcome == DOPPELKOPF.judge_checked_trick(trick, contract)
