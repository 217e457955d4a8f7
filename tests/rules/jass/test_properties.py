"""Invariants over random legal positions (hypothesis), and the engine against an independent
oracle written straight from the rule statements of RULES.md (J-L1 … J-L10, J-V1, J-V2, R2–R4)."""

from __future__ import annotations

from collections.abc import Sequence

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.cards import Card, Rank
from rules.jass.catalogue import JASS_RULES
from rules.jass.contract import ALL_CONTRACTS, JassContract
from rules.jass.deck import JASS_DECK
from rules.jass.legality import judge_hand, legal_cards
from rules.jass.ruleset import RULESETS, JassRuleset
from rules.jass.trick import judge_trick

# The orders exactly as the rule texts write them, strongest first.
TRUMP_TEXT = ["under", "9", "ace", "king", "ober", "10", "8", "7", "6"]
PLAIN_TEXT = ["ace", "king", "ober", "under", "10", "9", "8", "7", "6"]


def oracle_legal(hand: Sequence[Card], trick: Sequence[Card], contract: JassContract,
                 ruleset_id: str) -> set[Card]:
    if not trick:
        return set(hand)  # J-L1
    led = trick[0].suit
    following = {c for c in hand if c.suit is led}
    if contract.trump is None:
        return following or set(hand)  # J-L8
    trump = contract.trump
    hand_trumps = {c for c in hand if c.suit is trump}
    if led is trump:  # J-L7, R2
        return hand_trumps if hand_trumps - {Card(trump, Rank.UNDER)} else set(hand)
    trick_trumps = [c for c in trick if c.suit is trump]
    top = min((TRUMP_TEXT.index(c.rank.value) for c in trick_trumps), default=None)

    def higher(card: Card) -> bool:
        return top is None or TRUMP_TEXT.index(card.rank.value) < top

    non_trumps = set(hand) - hand_trumps
    if ruleset_id == "jasvel":
        if following:
            return following  # J-L2: no discard, no voluntary trump
        allowed = non_trumps | {c for c in hand_trumps if higher(c)}  # R3, J-L5
        if not any(higher(c) for c in hand_trumps):
            allowed |= hand_trumps  # J-L4 (the Puur counts as higher: R4)
        return allowed
    only_trumps = not non_trumps
    if following:  # J-V1: a trump instead, but no undertrumping (J-V2)
        return following | {c for c in hand_trumps if higher(c)}
    return non_trumps | {c for c in hand_trumps if higher(c) or only_trumps}  # J-V2


def oracle_powers(trick: Sequence[Card], contract: JassContract) -> list[tuple[int, int]]:
    def power(card: Card) -> tuple[int, int]:
        if contract.trump is not None and card.suit is contract.trump:
            return 2, -TRUMP_TEXT.index(card.rank.value)
        if card.suit is not trick[0].suit:
            return 0, 0
        order = PLAIN_TEXT[::-1] if contract.mode.value == "undenufe" else PLAIN_TEXT
        return 1, -order.index(card.rank.value)

    return [power(c) for c in trick]


def oracle_winner(trick: Sequence[Card], contract: JassContract) -> int:
    powers = oracle_powers(trick, contract)
    return powers.index(max(powers))


def oracle_ranks(trick: Sequence[Card], contract: JassContract) -> list[int]:
    """1 for the winner; then the other contenders by power; then the cards that cannot win
    (another plain suit) in the order they were played."""
    powers = oracle_powers(trick, contract)
    order = sorted(range(len(trick)), key=lambda i: (-powers[i][0], -powers[i][1], i))
    return [order.index(i) + 1 for i in range(len(trick))]


# R5, as written: the card values of each contract by rank.
TRUMP_VALUES = {"under": 20, "9": 14, "ace": 11, "king": 4, "ober": 3, "10": 10}
PLAIN_VALUES = {"ace": 11, "king": 4, "ober": 3, "under": 2, "10": 10}


def oracle_points(card: Card, contract: JassContract) -> int:
    if contract.mode.value == "obenabe":
        return {**PLAIN_VALUES, "8": 8}.get(card.rank.value, 0)
    if contract.mode.value == "undenufe":
        return {**PLAIN_VALUES, "8": 8, "6": 11, "ace": 0}.get(card.rank.value, 0)
    values = TRUMP_VALUES if card.suit is contract.trump else PLAIN_VALUES
    return values.get(card.rank.value, 0)


@st.composite
def positions(draw: st.DrawFn) -> tuple[tuple[Card, ...], tuple[Card, ...], JassContract,
                                        JassRuleset]:
    """A hand and a trick that can occur: four hands dealt, earlier seats played legally."""
    deck = draw(st.permutations(JASS_DECK.cards))
    contract = draw(st.sampled_from(ALL_CONTRACTS))
    ruleset = draw(st.sampled_from(list(RULESETS.values())))
    hand_size = draw(st.integers(1, 9))
    seat = draw(st.integers(0, 3))
    hands = [deck[i * 9: i * 9 + hand_size] for i in range(4)]
    trick: list[Card] = []
    for player in range(seat):
        legal = legal_cards(hands[player], trick, contract, ruleset)
        trick.append(draw(st.sampled_from(legal)))
    return hands[seat], tuple(trick), contract, ruleset


@settings(max_examples=1500, deadline=None)
@given(positions())
def test_engine_agrees_with_oracle(position: tuple[tuple[Card, ...], tuple[Card, ...],
                                                   JassContract, JassRuleset]) -> None:
    hand, trick, contract, ruleset = position
    assert set(legal_cards(hand, trick, contract, ruleset)) == oracle_legal(
        hand, trick, contract, ruleset.id)


@settings(max_examples=500, deadline=None)
@given(positions())
def test_verdict_invariants(position: tuple[tuple[Card, ...], tuple[Card, ...], JassContract,
                                            JassRuleset]) -> None:
    hand, trick, contract, ruleset = position
    verdicts = judge_hand(hand, trick, contract, ruleset)
    legal = legal_cards(hand, trick, contract, ruleset)
    assert [v.card for v in verdicts] == list(hand)  # every card once, in hand order
    assert legal
    assert set(legal) <= set(hand)
    # The card an explanation names as deciding ("you must play the Schellen-Sechs", "you
    # hold a higher trump") is one of the hand, and one the player may play.
    allowed = oracle_legal(hand, trick, contract, ruleset.id)
    assert all(v.evidence in allowed for v in verdicts if v.evidence is not None)
    assert all(v.rule_id in JASS_RULES and ruleset.id in JASS_RULES[v.rule_id].rulesets
               for v in verdicts)
    if not trick:
        assert set(legal) == set(hand)  # the leader may lead anything


@settings(max_examples=500, deadline=None)
@given(positions(), st.data())
def test_trick_winner_is_a_card_of_the_trick(position: tuple[tuple[Card, ...], tuple[
        Card, ...], JassContract, JassRuleset], data: st.DataObject) -> None:
    hand, trick, contract, ruleset = position
    card = data.draw(st.sampled_from(legal_cards(hand, trick, contract, ruleset)))
    full = (*trick, card)
    result = judge_trick(full, contract)
    assert 0 <= result.winner < len(full)
    assert result.winner == oracle_winner(full, contract)
    assert [c.card for c in result.cards] == list(full)
    assert [c.rank_in_trick for c in result.cards] == oracle_ranks(full, contract)
    assert [c.points for c in result.cards] == [oracle_points(c, contract) for c in full]


@settings(max_examples=200, deadline=None)
@given(st.permutations(JASS_DECK.cards), st.sampled_from(ALL_CONTRACTS))
def test_the_nine_tricks_of_a_deck_hold_152_points(deck: list[Card],
                                                   contract: JassContract) -> None:
    # J-14: every contract's card points add up to 152, however the cards fall into tricks.
    tricks = [deck[i:i + 4] for i in range(0, len(deck), 4)]
    assert sum(judge_trick(trick, contract).points for trick in tricks) == 152
