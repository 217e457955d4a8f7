"""A round checked from what is seen (``rules.round_known`` through ``rules.round_check``):
the plays so far without hands, or with some; a revoke proven by a later card, a verdict
left open where a card not seen could change it, and never a verdict that the whole deal
contradicts."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, NamedTuple

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from rules.cards import Card
from rules.doppelkopf.contract import ContractType
from rules.doppelkopf.game import DOPPELKOPF
from rules.doppelkopf.reckoning import find_parties, play_tricks
from rules.doppelkopf.seen_parties import seen_parties, seen_sides
from rules.errors import DuplicateCardError, PositionError, RulesInputError
from rules.jass.game import JASS
from rules.round_check import RoundCheck, check_round
from rules.round_known import known_deal
from tests.rules.test_round_check import (
    CONTRACTS,
    GAMES,
    POSITIONS,
    deal,
    jass_positions,
    play_out,
)

ROSES = JASS.parse_contract("trump:roses")
SEEN = jass_positions(ROSES)


def cards(text: str) -> list[Card]:
    return [JASS.deck.parse(code) for code in text.split()]


def seen(plays: str) -> tuple[tuple[bool | None, ...], set[str]]:
    """Each play's verdict as the round check from what is seen gives it (None where open),
    and the rules that decided them."""
    check = check_round(JASS, ROSES, 0, cards(plays), None, SEEN)
    return (tuple(p.verdict.legal if p.certain else None for p in check.plays),
            {p.verdict.rule_id for p in check.plays})


# (rule, source sentence, plays, verdict of each play from what is seen)
CASES = [
    ("J-L2", "Du darfst dann weder eine andere Farbe abwerfen noch freiwillig trumpfen.",
     # Seat 2 discards an acorn on the shields lead and plays a shield in the next trick:
     # that later shield proves it held one.
     "S6 A6 S7 S8  SA S9 SK SO", (True, False, True, True, True, True, True, True)),
    ("J-L2", "Die Regel gilt auch dann, wenn deine Karte den Stich nicht gewinnen kann.",
     # Following suit is allowed whatever else the seat holds.
     "S6 S7 S8 S9", (True, True, True, True)),
    ("J-L3", "Du darfst Herz trumpfen oder Schellen abwerfen.",
     # Seat 2 trumps and is never seen to hold a shield: a shield not seen could forbid it.
     "S6 R6 S8 S9", (True, None, True, True)),
    ("J-L1", "all obligations refer to \"die ausgespielte Farbe\"",
     # Every lead is allowed, whoever leads it.
     "S6", (True,)),
]


@pytest.mark.parametrize(("rule", "source", "plays", "verdicts"), CASES,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_plays_so_far_are_judged_by_what_each_seat_is_seen_to_play(
        rule: str, source: str, plays: str, verdicts: tuple[bool | None, ...]) -> None:
    found, rules = seen(plays)
    assert found == verdicts, source
    assert rule in rules


def test_a_revoke_proven_later_is_a_revoke_and_names_its_rule() -> None:
    check = check_round(JASS, ROSES, 0, cards("S6 A6 S7 S8  SA S9 SK SO"), None, SEEN)
    (revoke,) = check.revokes
    assert (revoke.index, revoke.seat, revoke.verdict.rule_id) == (1, 1, "J-L2")
    assert check.unknown == (0, 1, 2, 3)
    # Seat 4 wins both tricks (the 8, then the Ace) and leads next; its hand is unknown.
    assert [t.winner for t in check.tricks] == [3, 3]
    assert (check.next, check.waiting, check.finished) == (None, 3, False)


def test_a_known_hand_is_used_and_its_seat_is_told_its_allowed_cards() -> None:
    hands = deal(JASS, random.Random(7))
    known: list[list[Card] | None] = [None] * 4
    known[1] = list(hands[1])
    check = check_round(JASS, ROSES, 0, [hands[0][0]], known, SEEN)
    assert check.unknown == (0, 2, 3)
    assert check.next is not None
    assert check.next.seat == 1
    assert check.waiting is None


def test_a_card_seen_twice_is_refused_where_it_is_seen_again() -> None:
    with pytest.raises(DuplicateCardError) as error:
        check_round(JASS, ROSES, 0, cards("S6 S7 S6"), None, SEEN)
    assert (error.value.code, error.value.field, error.value.index) == (
        "round.played-twice", "plays", 2)
    hands: list[list[Card] | None] = [cards("S6 S7 S8 S9 S10 SU SO SK SA"), None, None, None]
    with pytest.raises(DuplicateCardError) as error:
        check_round(JASS, ROSES, 0, cards("A6 S6"), hands, SEEN)
    assert (error.value.field, error.value.index) == ("plays", 1)


def test_a_known_hand_of_the_wrong_size_is_refused() -> None:
    with pytest.raises(PositionError) as error:
        check_round(JASS, ROSES, 0, cards("S6"), [cards("S6"), None, None, None], SEEN)
    assert (error.value.code, error.value.field, error.value.index) == (
        "round.hand-size", "hands", 0)


class Seen(NamedTuple):
    hands: tuple[tuple[Card, ...], ...]
    unknown: tuple[int, ...]


def _walk(game_id: str, contract: Any, leader: int, plays: list[Card],
          hands: Sequence[Sequence[Card] | None]) -> RoundCheck:
    if game_id != "doppelkopf":
        return check_round(GAMES[game_id], contract, leader, plays, hands,
                           POSITIONS[game_id](contract))
    walked = DOPPELKOPF.round_positions(contract)
    return check_round(DOPPELKOPF, contract, leader, plays, hands, walked.position,
                       trick_contract=walked.in_trick)


def _parties_agree(contract: Any, part: RoundCheck | Seen, full: RoundCheck,
                   rng: random.Random) -> None:
    """RD5: the parties the seen cards (and some seats' true Re/Kontra calls) decide are
    the whole deal's."""
    played = play_tricks(contract, full.tricks[0].leader if full.tricks else 0,
                         [t.cards for t in full.tricks])
    try:
        whole = find_parties(contract, full.hands, played)
    except RulesInputError:  # one seat dealt both Kreuz Damen: no normal game
        return
    calls = [(seat, whole.of(seat)) for seat in range(4) if rng.random() < 0.3]
    seen = seen_parties(contract, part.hands, part.unknown, played, calls)
    if seen is not None:
        assert (seen.re, seen.kontra) == (whole.re, whole.kontra)
    re, kontra = seen_sides(part.hands, part.unknown, calls)
    assert re <= set(whole.re)
    assert kontra <= set(whole.kontra)


@settings(max_examples=120, deadline=None)
# Schafkopf's called Sau (K-9) binds only a hand with the Sau and fewer than four of its suit:
# a lead of the suit seen alone, and seen with the whole pool, is legal both ways.
@example(game_id="schafkopf", seed=317245, leader=1, illegal_at=0, cut=1, known=0)
@given(st.sampled_from([*sorted(GAMES), "doppelkopf"]), st.integers(0, 2**32),
       st.integers(0, 3), st.integers(0, 47), st.integers(0, 48), st.integers(0, 15))
def test_a_partial_round_never_contradicts_the_whole_deal(
        game_id: str, seed: int, leader: int, illegal_at: int, cut: int, known: int) -> None:
    """The plays so far, with the hands of the seats in ``known`` (a bit a seat): every
    certain verdict, trick and revoke is the whole deal's; Doppelkopf's parties where they
    are decided too."""
    game = DOPPELKOPF if game_id == "doppelkopf" else GAMES[game_id]
    rng = random.Random(seed)
    contract = rng.choice(DOPPELKOPF.contracts if game_id == "doppelkopf"
                          else CONTRACTS[game_id])
    hands = deal(game, rng)
    positions = (DOPPELKOPF.round_positions(contract).position if game_id == "doppelkopf"
                 else POSITIONS[game_id](contract))
    plays, _ = play_out(game, contract, hands, leader, rng, positions, illegal_at=illegal_at)
    full = _walk(game_id, contract, leader, plays[:cut], hands)
    given_hands = [list(hand) if known >> seat & 1 else None for seat, hand in enumerate(hands)]
    part = _walk(game_id, contract, leader, plays[:cut], given_hands)
    assert [p.seat for p in part.plays] == [p.seat for p in full.plays]
    assert [(t.winner, t.outcome.points) for t in part.tricks] == [
        (t.winner, t.outcome.points) for t in full.tricks]
    for mine, whole in zip(part.plays, full.plays, strict=True):
        if mine.certain:
            assert mine.verdict.legal is whole.verdict.legal, (mine.index, mine.card)
    assert {p.index for p in part.revokes} <= {p.index for p in full.revokes}
    # A seat whose hand is given is judged as with the whole deal.
    assert all(p.certain for p in part.plays if known >> p.seat & 1)
    if game_id == "doppelkopf" and contract.type is ContractType.NORMAL:
        _parties_agree(contract, part, full, rng)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 3), st.integers(0, 48), st.integers(0, 15))
def test_doppelkopf_parties_seen_are_the_whole_deals(seed: int, leader: int, cut: int,
                                                     known: int) -> None:
    """RD5: "Die Spieler, welche die Kreuz-Damen haben, bilden die Re-Partei." A normal game's
    parties told from some hands, the plays so far and some true calls are the deal's."""
    rng = random.Random(seed)
    contract = DOPPELKOPF.parse_contract("normal")
    hands = deal(DOPPELKOPF, rng)
    positions = DOPPELKOPF.round_positions(contract).position
    plays, _ = play_out(DOPPELKOPF, contract, hands, leader, rng, positions)
    full = _walk("doppelkopf", contract, leader, plays[:cut], hands)
    given_hands = [list(hand) if known >> seat & 1 else None for seat, hand in enumerate(hands)]
    # The hands as the partial walk reads them (rules.round_known), without its verdicts.
    seats = [p.seat for p in full.plays]
    seen = known_deal(DOPPELKOPF, given_hands, plays[:cut], seats, ())
    _parties_agree(contract, Seen(seen, tuple(s for s in range(4) if not known >> s & 1)),
                   full, rng)
