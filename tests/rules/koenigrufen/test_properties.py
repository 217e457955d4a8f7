"""Properties over random deals: a legal card always exists, the legal set is the cards with
legal verdicts and agrees with the duties read straight from the rules (T-20 … T-26), and a
round of legal plays with the talon counts to exactly 70 points (T-9)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.cards import Card
from rules.game import legal_cards
from rules.koenigrufen.contract import Family
from rules.koenigrufen.count import thirds_of
from rules.koenigrufen.game import KOENIGRUFEN, walk
from rules.koenigrufen.legality import KoenigrufenPosition, judge_hand
from rules.koenigrufen.pack import DECK, PAGAT, STRENGTH, is_tarock

CONTRACTS = KOENIGRUFEN.contracts


def _beats(card: Card, top: Card) -> bool:
    if is_tarock(card) != is_tarock(top):
        return is_tarock(card)
    return card.suit is top.suit and STRENGTH[card.ordinal] > STRENGTH[top.ordinal]


def allowed(position: KoenigrufenPosition) -> set[Card]:
    """The legal cards as the rules say them, written apart from the engine's verdicts."""
    hand, trick, family = position.hand, position.trick, position.contract.family
    tarocks = {c for c in hand if is_tarock(c)}
    if not trick:
        if family is Family.FARBEN and len(tarocks) < len(hand):
            return set(hand) - tarocks
        if family is Family.NEGATIVE and PAGAT in tarocks and len(tarocks) > 1:
            return set(hand) - {PAGAT}
        return set(hand)
    led = trick[0]
    same = {c for c in hand if c.suit is led.suit}
    duty = same or tarocks or set(hand)
    if family is not Family.NEGATIVE or not (same or tarocks):
        return duty
    top = trick[0]
    for card in trick[1:]:
        if _beats(card, top):
            top = card
    beating = {c for c in duty if _beats(c, top)}
    found = beating or duty
    if PAGAT in found and len(tarocks) > 1:
        found = found - {PAGAT}
    return found


@st.composite
def positions(draw: st.DrawFn) -> KoenigrufenPosition:
    rng = random.Random(draw(st.integers(0, 2 ** 32)))
    dealt = rng.sample(DECK.cards, 15)
    trick = dealt[:draw(st.integers(0, 3))]
    hand = dealt[3:3 + draw(st.integers(1, 12))]
    return KoenigrufenPosition(draw(st.sampled_from(CONTRACTS)), tuple(hand), tuple(trick))


@given(positions())
@settings(max_examples=400, deadline=None)
def test_a_legal_card_always_exists_and_the_rules_agree(position: KoenigrufenPosition) -> None:
    judgement = judge_hand(position)
    legal = legal_cards(judgement)
    assert legal
    assert set(legal) == {v.card for v in judgement.verdicts if v.legal}
    assert set(legal) == allowed(position)


@given(st.integers(0, 2 ** 32), st.sampled_from(CONTRACTS), st.integers(0, 3))
@settings(max_examples=40, deadline=None)
def test_a_round_of_legal_plays_counts_to_70(seed: int, contract: object,
                                              declarer: int) -> None:
    rng = random.Random(seed)
    pack = list(DECK.cards)
    rng.shuffle(pack)
    hands = [tuple(pack[12 * seat:12 * seat + 12]) for seat in range(4)]
    talon = pack[48:]
    plays: list[Card] = []
    for _ in range(48):
        check = walk(KOENIGRUFEN, contract, declarer, plays, hands)  # type: ignore[arg-type]
        assert check.next is not None
        plays.append(rng.choice(legal_cards(check.next.judgement)))
    check = walk(KOENIGRUFEN, contract, declarer, plays, hands)  # type: ignore[arg-type]
    assert check.finished
    assert not check.revokes
    piles = [[c for t in check.tricks if t.winner == seat for c in t.cards] for seat in range(4)]
    assert sum(thirds_of(pile) for pile in piles) + thirds_of(talon) == 210
