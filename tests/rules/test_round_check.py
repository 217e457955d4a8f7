"""The round walker (``rules.round_check``): random complete rounds played with random legal
cards, one play replaced by an illegal card, and the walker's positions against the game's
own ``judge`` and ``judge_trick``."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.cards import Card
from rules.errors import DuplicateCardError, PositionError
from rules.game import PositionFor, legal_cards
from rules.jass.game import JASS, JassPosition
from rules.jass.round import count_round
from rules.jass.ruleset import RULESETS
from rules.registry import AnyGame
from rules.round_check import check_round
from rules.schafkopf.contract import ContractType
from rules.schafkopf.game import SCHAFKOPF, SchafkopfPosition


def jass_positions(contract: Any, ruleset: str = "jasvel") -> PositionFor:
    rules = RULESETS[ruleset]
    return lambda hand, trick, _earlier: JassPosition(contract, hand, trick, rules)


def schafkopf_positions(contract: Any) -> PositionFor:
    return lambda hand, trick, earlier: SchafkopfPosition(contract, hand, trick, earlier)


POSITIONS = {"jass": jass_positions, "schafkopf": schafkopf_positions}
GAMES = {"jass": JASS, "schafkopf": SCHAFKOPF}
# Bettel (no trumps, no Augen goal) is a contract of the Schafkopf engine too; every
# contract is walked the same way.
CONTRACTS = {game_id: GAMES[game_id].contracts for game_id in GAMES}


def deal(game: AnyGame, rng: random.Random) -> tuple[tuple[Card, ...], ...]:
    cards = [card for card in game.deck.cards for _ in range(game.deck.copies)]
    rng.shuffle(cards)
    size = game.hand_size
    return tuple(tuple(cards[i * size:(i + 1) * size]) for i in range(game.players))


def play_out(game: AnyGame, contract: Any, hands: Sequence[Sequence[Card]], leader: int,
             rng: random.Random, positions: PositionFor, illegal_at: int | None = None
             ) -> tuple[list[Card], int | None]:
    """A round played with random legal cards; at ``illegal_at`` (if that seat holds one)
    an illegal card instead. Returns the plays and where the illegal card went (or None)."""
    held = [list(h) for h in hands]
    plays: list[Card] = []
    trick: list[Card] = []
    earlier: list[tuple[Card, ...]] = []
    revoke = None
    for index in range(game.players * game.hand_size):
        seat = (leader + len(trick)) % game.players
        verdicts = game.judge(positions(tuple(held[seat]), tuple(trick),
                                        tuple(earlier))).verdicts
        illegal = [v.card for v in verdicts if not v.legal]
        if index == illegal_at and illegal:
            card, revoke = rng.choice(illegal), index
        else:
            card = rng.choice([v.card for v in verdicts if v.legal])
        held[seat].remove(card)
        plays.append(card)
        trick.append(card)
        if len(trick) == game.players:
            leader = (leader + game.judge_trick(trick, contract).winner) % game.players
            earlier.append(tuple(trick))
            trick = []
    return plays, revoke


rounds = st.tuples(st.sampled_from(sorted(GAMES)), st.integers(0, 2**32), st.integers(0, 3))


@settings(max_examples=150, deadline=None)
@given(rounds)
def test_random_legal_rounds_have_no_revokes_and_count_the_deck(case: tuple[str, int, int]
                                                                ) -> None:
    game_id, seed, leader = case
    game, rng = GAMES[game_id], random.Random(seed)
    contract = rng.choice(CONTRACTS[game_id])
    hands = deal(game, rng)
    positions = (jass_positions(contract, rng.choice(sorted(RULESETS))) if game_id == "jass"
                 else POSITIONS[game_id](contract))
    plays, _ = play_out(game, contract, hands, leader, rng, positions)
    check = check_round(game, contract, leader, plays, hands, positions)
    assert check.revokes == ()
    assert check.finished
    assert check.hands == hands
    assert [p.card for p in check.plays] == plays
    # Every play judged as the engine judges that position alone.
    for play in check.plays:
        assert play.verdicts == game.judge(play.position).verdicts
        assert play.verdict == play.verdicts[play.position.hand.index(play.card)]
    assert len(check.tricks) == game.hand_size
    # Every trick as judge_trick judges it, and the winner leads the next.
    next_leader = leader
    for trick in check.tricks:
        assert trick.leader == next_leader
        assert trick.outcome == game.judge_trick(trick.cards, contract)
        next_leader = trick.winner
    # A round without hands: the deal is read from the plays and is the same.
    assert check_round(game, contract, leader, plays, None, positions).hands == tuple(
        tuple(sorted(h, key=plays.index)) for h in hands)
    total = sum(check.running(game.players)[-1])
    if game_id == "jass":
        count = count_round([t.cards for t in check.tricks], contract, first_leader=leader)
        assert count.card_points == total == 152
        assert count.with_match in (157, 257)
        assert (count.with_match == 257) == any(t.tricks == 9 for t in count.teams)
    else:
        assert total == 120  # Augen, every contract


@settings(max_examples=150, deadline=None)
@given(rounds, st.integers(0, 35))
def test_one_illegal_card_is_exactly_that_revoke(case: tuple[str, int, int],
                                                 at: int) -> None:
    game_id, seed, leader = case
    game, rng = GAMES[game_id], random.Random(seed)
    contract = rng.choice(CONTRACTS[game_id])
    hands = deal(game, rng)
    positions = POSITIONS[game_id](contract)
    at %= game.players * game.hand_size
    plays, revoke = play_out(game, contract, hands, leader, rng, positions, illegal_at=at)
    check = check_round(game, contract, leader, plays, hands, positions)
    if revoke is None:  # that seat had no illegal card there
        assert check.revokes == ()
        return
    (only,) = check.revokes
    assert only.index == revoke
    assert only.card == plays[revoke]
    # The rule legal-cards gives for that position.
    verdicts = game.judge(only.position).verdicts
    assert only.verdict in verdicts
    assert not only.verdict.legal
    assert only.card not in legal_cards(game.judge(only.position))


@settings(max_examples=60, deadline=None)
@given(rounds, st.integers(0, 35))
def test_next_is_the_judgement_of_the_position_at_every_prefix(case: tuple[str, int, int],
                                                               cut: int) -> None:
    game_id, seed, leader = case
    game, rng = GAMES[game_id], random.Random(seed)
    contract = rng.choice(CONTRACTS[game_id])
    hands = deal(game, rng)
    positions = POSITIONS[game_id](contract)
    plays, _ = play_out(game, contract, hands, leader, rng, positions)
    cut %= len(plays)
    whole = check_round(game, contract, leader, plays, hands, positions)
    part = check_round(game, contract, leader, plays[:cut], hands, positions)
    assert part.next is not None
    # The next play of the whole round is judged for the same position.
    assert part.next.seat == whole.plays[cut].seat
    assert part.next.position == whole.plays[cut].position
    assert part.next.judgement == game.judge(whole.plays[cut].position)
    assert part.plays == whole.plays[:cut]


def test_bad_rounds_point_at_the_play() -> None:
    rng = random.Random(7)
    contract = JASS.contracts[0]
    hands = deal(JASS, rng)
    positions = jass_positions(contract)
    plays, _ = play_out(JASS, contract, hands, 0, rng, positions)

    def error(plays: Sequence[Card], hands: Any = hands) -> tuple[str, str | None, int | None]:
        with pytest.raises((PositionError, DuplicateCardError)) as raised:
            check_round(JASS, contract, 0, plays, hands, positions)
        return type(raised.value).__name__, raised.value.field, raised.value.index

    assert error([*plays[:5], plays[2]]) == ("DuplicateCardError", "plays", 5)
    foreign = next(c for c in hands[1] if c not in plays[:4])
    assert error([foreign]) == ("PositionError", "plays", 0)  # seat 0 does not hold it
    assert error([*plays, plays[0]]) == ("PositionError", "plays", 36)  # beyond the end
    # No deal, unfinished: checked from what is seen (rules.round_known), not refused.
    assert check_round(JASS, contract, 0, plays[:3], None, positions).unknown == (0, 1, 2, 3)
    short = [list(h) for h in hands]
    short[2].pop()
    assert error(plays[:1], short) == ("PositionError", "hands", 2)
    twice = [list(h) for h in hands]
    twice[3][0] = twice[0][0]
    assert error(plays[:1], twice) == ("DuplicateCardError", "hands", 3)


def test_schafkopf_called_sau_searched_in_trick_three_and_free_after() -> None:
    """K-9 (a): "Der Spieler mit der gerufenen Sau muss diese zugeben, wenn die Farbe der
    Ruf-Sau angespielt wird"; R10: once searched the Sau is free; K-9 (b): "Wurde die Ruf-Sau
    nicht gesucht, so darf er sie erst im letzten, dem 8. Stich, zugeben." """
    parse = SCHAFKOPF.deck.parse
    contract = SCHAFKOPF.parse_contract("rufspiel:acorns")
    hands = [[parse(c) for c in h.split()] for h in (
        "AO LO HU H10 HK A7 B7 L7", "HO BO AU LA L10 LK A8 B8",
        "LU BU HA AA A9 B9 L8 L9", "H9 H8 H7 A10 AK BA B10 BK")]
    positions = schafkopf_positions(contract)

    def check(text: str) -> Any:
        return check_round(SCHAFKOPF, contract, 0, [parse(c) for c in text.split()], hands,
                           positions)

    start = "AO HO BU H7 LO BO LU H8"  # two trump tricks, seat 0 leads trick 3
    kept_back = check(start + " A7 A8 A9 A10")
    (revoke,) = kept_back.revokes
    assert (revoke.index, revoke.seat, revoke.trick) == (10, 2, 3)
    assert (revoke.verdict.rule_id, revoke.verdict.legal) == ("K-9", False)
    searched = check(start + " A7 A8 AA A10")
    assert searched.revokes == ()
    assert searched.tricks[-1].winner == 2
    # Unsearched (Schellen led in trick 3), the Sau may not be discarded before trick 8.
    discarded = check(start + " B7 B8 B9 BA B10 L7 LK AA")
    assert [(p.index, p.verdict.rule_id) for p in discarded.revokes] == [(15, "K-9")]
    # The state is derived from the plays: unsearched before trick 3, searched (and the Sau
    # free, R10) from trick 4 on.
    before = check(start)
    assert before.next is not None
    assert before.next.judgement.called_ace == (False, False)
    after = check(start + " A7 A8 AA A10")
    assert after.next is not None
    assert after.next.seat == 2
    assert after.next.judgement.called_ace == (True, False)
    assert after.next.judgement.trick_number == 4
    assert SCHAFKOPF.contracts[0].type is ContractType.RUFSPIEL
