"""Properties over random positions, tricks and rounds of every ruleset: some card is always
legal; with no duty every card is; the trick's winner is the strongest card by W-17 (worked out
here from the rule's words, not by the engine's table); a round stops at three won tricks."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.cards import Card, Rank, Suit
from rules.errors import PositionError
from rules.game import legal_cards
from rules.watten.contract import WattenContract, every_contract
from rules.watten.ruleset import RULESETS, WELI
from rules.watten.score import TRICKS_TO_WIN
from tests.rules.watten.helpers import game

RULESET_IDS = sorted(RULESETS)
PRINTED = (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.UNDER, Rank.OBER, Rank.KING,
           Rank.ACE)
MAX, BELLI, SPITZ = (Card(Suit.HEARTS, Rank.KING), Card(Suit.BELLS, Rank.SEVEN),
                     Card(Suit.ACORNS, Rank.SEVEN))


@st.composite
def positions(draw: st.DrawFn) -> tuple[str, WattenContract, list[Card], list[Card], bool]:
    ruleset = draw(st.sampled_from(RULESET_IDS))
    contract = draw(st.sampled_from(every_contract(RULESETS[ruleset])))
    contract = WattenContract(contract.schlag, contract.trump, draw(st.booleans()),
                              contract.ruleset)
    pack = list(RULESETS[ruleset].deck.cards)
    cards = draw(st.permutations(pack))
    size = draw(st.integers(1, 5))
    played = draw(st.integers(0, 3))
    return ruleset, contract, cards[:size], cards[size:size + played], draw(st.booleans())


@settings(max_examples=400, deadline=None)
@given(positions())
def test_some_card_is_always_legal(position: tuple[str, WattenContract, list[Card],
                                                   list[Card], bool]) -> None:
    ruleset, contract, hand, trick, announcer = position
    judged = game(ruleset).judge(game(ruleset).position(contract, hand, trick, announcer))
    assert legal_cards(judged)


@settings(max_examples=400, deadline=None)
@given(positions())
def test_with_no_duty_every_card_is_legal(position: tuple[str, WattenContract, list[Card],
                                                          list[Card], bool]) -> None:
    ruleset, contract, hand, trick, announcer = position
    judged = game(ruleset).judge(game(ruleset).position(contract, hand, trick, announcer))
    if not judged.duty:
        assert legal_cards(judged) == tuple(hand)
        return
    # Under the duty a card is refused only for a trump held that is not exempt.
    for verdict in judged.verdicts:
        allowed = ("W-13", "W-14", "W-14B", "W-15", "RW3") if verdict.legal else (
            "W-14", "W-14B", "RW3", "RW4")
        assert verdict.rule_id in allowed
        assert verdict.legal or verdict.evidence in hand


def strength(card: Card, at: int, trick: list[Card], contract: WattenContract
             ) -> tuple[int, int]:
    """W-17 in its own words: Kritische (bayern) or the Guate (suedtirol); the Rechter; the
    Blinde, the first played first; the trumps, Ass … 7, then the Weli in tirol; the highest
    card of the led suit; nothing else wins. Larger is stronger."""
    ruleset, schlag, trump = contract.ruleset.id, contract.schlag, contract.trump
    rechter = WELI if schlag is Rank.SIX else Card(trump, schlag)
    kritische = [MAX, BELLI, SPITZ] if ruleset == "bayern" else []
    if card in kritische:
        return 100 - kritische.index(card), 0
    guate = (Card(trump, PRINTED[(PRINTED.index(schlag) + 1) % 8])
             if ruleset == "suedtirol" and schlag is not Rank.SIX else None)
    if card == guate:
        return 90, 0
    if card == rechter:
        return 80, 0
    if card.rank is schlag:
        return 70, -at
    weli_trump = ruleset == "tirol" or trump is Suit.BELLS
    if card.suit is trump and card != WELI:
        return 40 + PRINTED.index(card.rank), 0
    if card == WELI and weli_trump:
        return 39, 0
    led = trick[0]
    led_plain = strength(led, 0, trick, contract)[0] < 39 if at else True
    if led_plain and card.suit is led.suit:
        return (PRINTED.index(card.rank) + 1 if card != WELI else 0), 0
    return -1, 0


@settings(max_examples=500, deadline=None)
@given(positions(), st.sampled_from([2, 4]))
def test_the_trick_winner_is_the_strongest_card(position: tuple[str, WattenContract,
                                                                list[Card], list[Card], bool],
                                                players: int) -> None:
    ruleset, contract, hand, _, _ = position
    pack = [card for card in RULESETS[ruleset].deck.cards if card not in hand]
    trick = [*hand, *pack][:players]
    outcome = game(ruleset, players).judge_trick(trick, contract)
    strongest = max(range(players), key=lambda at: strength(trick[at], at, trick, contract))
    assert outcome.winner == strongest
    assert outcome.rule_id == ("W-6" if sum(
        1 for at in range(players)
        if strength(trick[at], at, trick, contract)[0] == 70) > 1
        and strength(trick[strongest], strongest, trick, contract)[0] == 70 else "W-17")


@pytest.mark.parametrize("seed", range(40))
def test_a_round_stops_at_three_won_tricks(seed: int) -> None:
    rng = random.Random(seed)
    ruleset = rng.choice(RULESET_IDS)
    players = rng.choice([2, 4])
    watten = game(ruleset, players)
    contract = rng.choice(watten.contracts)
    pack = list(watten.deck.cards)
    rng.shuffle(pack)
    hands = [pack[5 * seat:5 * seat + 5] for seat in range(players)]
    plays: list[Card] = []
    walked = watten.check_round(contract, hands, plays)
    while not walked.check.finished:
        assert walked.check.next is not None
        plays.append(rng.choice(legal_cards(walked.check.next.judgement)))
        walked = watten.check_round(contract, hands, plays)
    won = [0, 0]
    for trick in walked.check.tricks:
        won[watten.team_of(trick.winner)] += 1
    assert max(won) == TRICKS_TO_WIN
    assert walked.tricks_won == (won[0], won[1])
    assert walked.winner == won.index(TRICKS_TO_WIN)
    assert len(plays) == players * len(walked.check.tricks)
    held = [card for hand in hands for card in hand if card not in plays]
    if held:
        with pytest.raises(PositionError) as raised:
            watten.check_round(contract, hands, [*plays, held[0]])
        assert raised.value.code == "round.over"
