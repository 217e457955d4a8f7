"""Properties over random deals and play-outs: two copies judged alike, 240 Augen, per-seat
results summing to zero, and ddv and dulle differing only where both Herz 10s fall as trumps
outside the last trick."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.doppelkopf.contract import ContractType, DoppelkopfContract
from rules.doppelkopf.deck import DULLE, augen
from rules.doppelkopf.game import DOPPELKOPF
from rules.doppelkopf.legality import judge_hand
from rules.doppelkopf.ranking import is_trump
from rules.doppelkopf.reckoning import reckon
from rules.doppelkopf.ruleset import RULESETS
from rules.doppelkopf.score import checks
from rules.doppelkopf.trick import judge_trick
from tests.rules.doppelkopf.deals import deal, play_out, split_queens

CONTRACTS = DOPPELKOPF.contracts
seeds = st.integers(0, 2**32 - 1)
contracts = st.sampled_from(CONTRACTS)


@settings(max_examples=200, deadline=None)
@given(seeds, contracts)
def test_two_copies_of_a_card_are_judged_alike(seed: int, contract: DoppelkopfContract) -> None:
    rng = random.Random(seed)
    hands = deal(rng)
    hand = hands[0][:rng.randint(1, 12)]
    hand += [hand[0]] if hand.count(hand[0]) == 1 and len(hand) < 12 else []
    trick = [h[0] for h in hands[1:rng.randint(1, 4)]]
    if any(hand.count(c) + trick.count(c) > 2 for c in set(hand + trick)):
        return
    verdicts = judge_hand(hand, trick, contract).verdicts
    by_card: dict = {}
    for v in verdicts:
        by_card.setdefault(v.card, set()).add((v.legal, v.rule_id, v.case, v.evidence))
    assert all(len(kinds) == 1 for kinds in by_card.values())


@settings(max_examples=100, deadline=None)
@given(seeds, contracts)
def test_augen_sum_to_240_and_seats_to_zero(seed: int, contract: DoppelkopfContract) -> None:
    rng = random.Random(seed)
    hands = deal(rng)
    if contract.type is ContractType.NORMAL and not split_queens(hands):
        return
    if contract.type is not ContractType.NORMAL and contract.shape.suit == "fixed" \
            and split_queens(hands):
        return
    tricks = play_out(contract, hands, 0, rng)
    calls = [{"seat": rng.randrange(4), "call": rng.choice(
        ["keine_90", "keine_60", "keine_30", "schwarz"]), "at": rng.randrange(48)}
        for _ in range(rng.randrange(3))]
    # the Ansage word of the seat's party, so that every call is for its own party
    result = reckon(contract, 0, tricks, calls, hands=hands,
                    soloist=1 if contract.shape.suit != "fixed" else None)
    assert result.augen["re"] + result.augen["kontra"] == 240
    assert sum(augen(c) for t in tricks for c in t) == 240
    assert sum(result.per_seat) == 0
    assert checks(result.per_seat)["sum_zero"]


@settings(max_examples=300, deadline=None)
@given(seeds, contracts, st.integers(1, 12))
def test_ddv_and_dulle_differ_only_with_both_dullen_outside_the_last_trick(
        seed: int, contract: DoppelkopfContract, number: int) -> None:
    rng = random.Random(seed)
    pack = [c for h in deal(rng) for c in h]
    trick = pack[:4]
    if rng.random() < 0.5:  # both Herz 10s in the trick, often
        others = [c for c in pack if c != DULLE]
        places = rng.sample(range(4), 2)
        trick = [DULLE if at in places else others.pop() for at in range(4)]
    ddv = judge_trick(trick, contract.playing(RULESETS["ddv"], number))
    dulle = judge_trick(trick, contract.playing(RULESETS["dulle"], number))
    both = trick.count(DULLE) == 2 and is_trump(DULLE, contract)
    if both and number != 12 and trick[ddv.winner] == DULLE:
        first, second = [at for at, c in enumerate(trick) if c == DULLE]
        assert (ddv.winner, dulle.winner) == (first, second)
    else:
        assert ddv.winner == dulle.winner
