"""The engine against the lead's independent oracle (tests/rules/skat/independent.py, written
from RULES-skat.md alone before the engine existed): legal cards and trick winners on 10,000
seeded random positions, trick winners of 2,000 played games and their scores. Every
disagreement is listed (up to five) with the position, so a failure says what to look at."""

from __future__ import annotations

import random
from typing import Any

from rules.cards import Card
from rules.errors import RulesInputError
from rules.skat.bids import REIZWERTE
from rules.skat.contract import ContractType, SkatContract, contract_from_parts
from rules.skat.deck import augen
from rules.skat.game import SKAT, SkatPosition
from rules.skat.score import score_game
from tests.rules.skat import independent
from tests.rules.skat.deals import CONTRACTS, deal, play_out

CODE = SKAT.deck.code
POSITIONS = 10_000
GAMES = 2_000


def as_json(contract: SkatContract) -> dict[str, Any]:
    parts: dict[str, Any] = {"type": contract.type.value}
    if contract.trump is not None:
        parts["trump"] = contract.trump.value
    for flag in contract.announced:
        if flag not in contract.implied:
            parts[flag] = True
    return parts


def codes(cards: list[Card] | tuple[Card, ...]) -> list[str]:
    return [CODE(c) for c in cards]


def test_legal_cards_and_trick_winners_on_random_positions() -> None:
    rng = random.Random(26)
    wrong: list[str] = []
    cards = list(SKAT.deck.cards)
    for _ in range(POSITIONS):
        contract = rng.choice(CONTRACTS)
        rng.shuffle(cards)
        size, before = rng.randint(1, 10), rng.randint(0, 2)
        hand, trick = cards[:size], cards[size:size + before]
        mine = [v.legal for v in SKAT.judge(SkatPosition(contract, tuple(hand),
                                                         tuple(trick))).verdicts]
        theirs = independent.legal(as_json(contract), codes(hand), codes(trick))
        if mine != theirs:
            wrong.append(f"legal {contract.slug} {codes(hand)} {codes(trick)}: {mine} {theirs}")
        whole = cards[:3]
        if SKAT.judge_trick(whole, contract).winner != independent.trick_winner(
                as_json(contract), codes(whole)):
            wrong.append(f"trick {contract.slug} {codes(whole)}")
    assert all(augen(c) == independent.augen(CODE(c)) for c in SKAT.deck.cards)
    assert not wrong, f"{len(wrong)} disagreements, e.g. " + "; ".join(wrong[:5])


def _announced(rng: random.Random, plain: SkatContract) -> SkatContract:
    parts: dict[str, object] = as_json(plain)
    if plain.type is ContractType.NULL:
        parts |= {"hand": rng.random() < 0.4, "ouvert": rng.random() < 0.3}
    else:
        roll = rng.random()
        parts["hand"] = roll < 0.5
        if roll < 0.15:
            parts["schneider"] = True
        if roll < 0.07:
            parts["schwarz"] = True
        if roll < 0.03:
            parts = {**as_json(plain), "ouvert": True}
    return contract_from_parts(parts)


def _mine(body: dict[str, Any], contract: SkatContract, hand: list[Card],
          skat: list[Card]) -> dict[str, Any] | str:
    try:
        s = score_game(contract, body["bid"], hand, skat, body["declarer_points"],
                       body["declarer_trick_count"], body["table_size"])
    except RulesInputError as error:
        return error.kind
    run = s.spitzen
    return {"won": s.won, "overbid": s.overbid, "schneider": s.schneider, "schwarz": s.schwarz,
            "spitzen_with": run.with_ if run else None,
            "spitzen_count": run.number if run else None, "base_value": s.base_value,
            "multiplier": s.multiplier, "game_value": s.game_value,
            "scored_value": s.scored_value, "declarer_score": s.declarer_score,
            "seeger_fabian_declarer": s.seeger_fabian_declarer,
            "seeger_fabian_others_each": s.seeger_fabian_others_each}


def _theirs(body: dict[str, Any]) -> dict[str, Any] | str:
    try:
        found = independent.score(body)
    except independent.Refused as refused:
        return refused.code
    return {key: found[key] for key in (
        "won", "overbid", "schneider", "schwarz", "spitzen_with", "spitzen_count",
        "base_value", "multiplier", "game_value", "scored_value", "declarer_score",
        "seeger_fabian_declarer", "seeger_fabian_others_each")}


def test_played_games_tricks_and_scores() -> None:
    rng = random.Random(2026)
    wrong: list[str] = []
    low_bids = [b for b in REIZWERTE if b <= 72]
    for _ in range(GAMES):
        hands, skat = deal(rng)
        contract = _announced(rng, rng.choice(CONTRACTS))
        tricks = play_out(rng, contract, hands)
        plays = [CODE(c) for _, trick in tricks for c in trick]
        winners = independent.play(as_json(contract), plays, 0)
        if winners != [w for w, _ in tricks]:
            wrong.append(f"play {contract.slug} {plays}")
        declarer = rng.randint(0, 2)
        mine = [t for w, t in tricks if w == declarer]
        body = {"contract": as_json(contract), "bid": rng.choice(low_bids),
                "declarer_cards": codes(hands[declarer]), "skat": codes(skat),
                "declarer_points": sum(augen(c) for t in mine for c in t)
                + sum(augen(c) for c in skat),
                "declarer_trick_count": len(mine), "table_size": rng.choice((3, 4))}
        ours, theirs = _mine(body, contract, hands[declarer], skat), _theirs(body)
        if ours != theirs:
            wrong.append(f"score {body}: {ours} != {theirs}")
    assert not wrong, f"{len(wrong)} disagreements, e.g. " + "\n".join(wrong[:5])
