"""Whole rounds checked in-process (issues 15 and 21) against the engine judging the same
positions one by one: a round walk (hands updated as cards are played, every trick judged,
the positions not checked again) should cost at most 1.5× judging its positions alone.
One seeded round of every game with a round check (``GameApi.round_examples``: Jass, Schnapsen,
Schafkopf, Sechsundsechzig, Skat, Doppelkopf), dealt from the game's deck into the shape of
the game's first round example (its contract, seats and own fields; a talon game's trump
from its turned-up card) and played to its end with a random legal card at every turn.
Prints the median and minimum of both and their ratio, timed by this process's CPU clock (a
shared machine lends its cores to others meanwhile); then the round as one
``POST /{game}/rounds/check`` at each ``detail``, against the walk's positions judged alone,
and against the same positions asked alone through the same server at the same ``detail``:
as legal-cards questions in one ``POST /batch``, and as one ``POST /{game}/legal-cards``
each (every request timed the same way: this process's CPU time around the test client's
call). Nothing is asserted.

    .venv/bin/python bench/round_check.py [--rounds 15] [--calls 300] [--games jass,skat]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from api import create_app
from api.games.answer_parts import read_cards
from api.games.game_api import AnyGameApi
from api.games.registry import GAME_APIS
from rules.cards import Card
from rules.round_check import RoundCheck

Walk = Callable[[Sequence[Card]], RoundCheck]  # the plays so far → the round checked
DETAILS = ("full", "facts", "ids")
# Fields of a round example that belong to its own plays; a new deal leaves them out.
PLAY_FIELDS = ("plays", "actions", "announcements", "claimed_66_by", "declarations",
               "stoeck_seat")


def random_plays(walk: Walk, seed: int) -> list[Card]:
    """A round played to its end with a random legal card at every turn, each chosen from the
    walk's own ``next`` (slow, but only once, before the clock starts)."""
    rng = random.Random(seed)
    plays: list[Card] = []
    while (following := walk(plays).next) is not None:
        plays.append(rng.choice([v.card for v in following.judgement.verdicts if v.legal]))
    return plays


def dealt_body(adapter: AnyGameApi, seed: int) -> dict[str, Any]:
    """A seeded deal in the shape of the game's first round example: its hands, then any
    talon, turned-up trump card and Skat, from the shuffled deck (each copy of a card)."""
    example = next(iter(adapter.round_examples.values()))
    game, deck = adapter.game, adapter.game.deck
    cards = [deck.code(c) for c in deck.cards for _ in range(deck.copies)]
    random.Random(seed).shuffle(cards)
    body = {k: v for k, v in example.items() if k not in PLAY_FIELDS}
    body["contract"] = dict(body["contract"])
    size = game.hand_size
    body["hands"] = [cards[s * size:(s + 1) * size] for s in range(game.players)]
    rest = cards[game.players * size:]
    if "trump_card" in example:  # the talon games: the trump is the turned-up card's suit
        body["trump_card"], rest = rest[-1], rest[:-1]
        body["contract"]["trump"] = deck.parse(body["trump_card"]).suit.value
    for name in ("talon", "skat"):
        if name in example:
            body[name], rest = rest, []
    return body


def walk_of(adapter: AnyGameApi, body: dict[str, Any]) -> Walk:
    contract = adapter.read_contract(body)
    hands = [read_cards(adapter.game.deck, {"hand": h})["hand"] for h in body["hands"]]
    leader = body.get("leader", 0)

    def walk(plays: Sequence[Card]) -> RoundCheck:
        return adapter.round_walk(body, contract, leader, tuple(plays), hands)

    return walk


def timed_plays(adapter: AnyGameApi, seed: int
                ) -> tuple[Callable[[], object], Callable[[], None], list[Card],
                           dict[str, Any], list[Any]]:
    """(check the whole round, judge its positions one by one, the plays, the round's body,
    its positions)."""
    body = dealt_body(adapter, seed)
    walk = walk_of(adapter, body)
    plays = random_plays(walk, seed)
    body["plays"] = [adapter.game.deck.code(c) for c in plays]
    alone = [p.position for p in walk(plays).plays]
    judge = adapter.game.judge

    def whole() -> object:
        return walk(plays)

    def one_by_one() -> None:
        for position in alone:
            judge(position)

    return whole, one_by_one, plays, body, alone


def _codes(adapter: AnyGameApi, cards: Sequence[Card]) -> list[str]:
    return [adapter.game.deck.code(c) for c in cards]


def position_body(adapter: AnyGameApi, round_body: dict[str, Any], position: Any
                  ) -> dict[str, Any]:
    """A position of the round as the legal-cards question that asks it alone: the round's
    contract, ruleset and language, the seat's hand and the trick so far, and what else of
    the position its game's legal-cards question takes (earlier tricks, the talon)."""
    asked = adapter.schemas["legal_body"]().fields
    body: dict[str, Any] = {"contract": round_body["contract"],
                            "hand": _codes(adapter, position.hand),
                            "trick": _codes(adapter, position.trick)}
    for name in ("ruleset", "lang", "deck"):
        if name in round_body:
            body[name] = round_body[name]
    for name in ("history", "talon", "marriage", "talon_cards", "trump_card", "won_a_trick"):
        value = getattr(position, name, None)
        if name not in asked or value is None:
            continue
        if name == "history":
            value = [_codes(adapter, t) for t in value]
        elif name == "trump_card":
            value = adapter.game.deck.code(value)
        elif hasattr(value, "value"):  # an enum: the talon's state, a suit
            value = value.value
        body[name] = value
    return body


def round_games() -> list[str]:
    """Every game with a round check, in the registry's order (a game's seed is its place)."""
    return [game for game, adapter in GAME_APIS.items() if adapter.has_rounds]


def dealt_round(game_id: str = "jass") -> tuple[Callable[[], object], Callable[[], None]]:
    """A game's round as this benchmark deals it by default, as ``bench/instructions.py``
    counts it: (check it whole, judge its positions one by one)."""
    whole, one_by_one, *_ = timed_plays(GAME_APIS[game_id], round_games().index(game_id))
    return whole, one_by_one


def measure(call: Callable[[], object], rounds: int, calls: int) -> list[float]:
    samples = []
    for _ in range(rounds):
        start = time.process_time()
        for _ in range(calls):
            call()
        samples.append((time.process_time() - start) / calls * 1e6)
    return samples


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--calls", type=int, default=300)
    parser.add_argument("--games", default="",
                        help="comma-separated game ids (default: every game with a round check)")
    args = parser.parse_args()
    chosen = args.games.split(",") if args.games else round_games()
    client = create_app({"ACCESS_LOG": False}).test_client()

    def post(path: str, body: dict[str, Any]) -> Callable[[], object]:
        answer = client.post(path, json=body)
        answered = (answer.get_json() or {}).get("answered")
        if answer.status_code != 200 or answered not in (None, len(body.get("questions", ()))):
            raise RuntimeError(f"{path}: {answer.get_data(as_text=True)[:500]}")
        return lambda: client.post(path, json=body)

    for seed, game_id in enumerate(chosen):
        adapter = GAME_APIS[game_id]
        title = adapter.game.title
        whole, one_by_one, played, body, alone = timed_plays(adapter, seed)
        plays = len(played)
        results = {f"{title}: {plays} positions judged one by one":
                   measure(one_by_one, args.rounds, args.calls),
                   f"{title}: the round checked ({plays} plays)":
                   measure(whole, args.rounds, args.calls)}
        for label, samples in results.items():
            print(f"{label:<46} median {statistics.median(samples):8.1f} µs   "
                  f"min {min(samples):8.1f} µs")
        judged, checked = (statistics.median(s) for s in results.values())
        print(f"{title + ': ratio (goal ≤ 1.5)':<46} {checked / judged:.2f}")
        path = f"/api/v1/{game_id}/rounds/check"
        singles = [position_body(adapter, body, p) for p in alone]
        requests = max(1, args.calls // 10)
        for detail in DETAILS:
            asked = {**body, "detail": detail}
            size = len(client.post(path, json=asked).data)
            request = statistics.median(measure(post(path, asked), args.rounds, requests))
            print(f"{title}: one request, detail={detail:<5} ({size:6} bytes)"
                  f"  median {request:8.1f} µs   ratio to its positions "
                  f"judged alone {request / judged:.2f}"
                  f"{' (goal ≤ 1.5)' if detail == 'full' else ''}")
            batch = {"questions": [{"game": game_id, "question": "legal-cards", "body": b}
                                   for b in singles], "detail": detail}
            batched = statistics.median(measure(post("/api/v1/batch", batch), args.rounds,
                                                requests))
            calls = [post(f"/api/v1/{game_id}/legal-cards", {**b, "detail": detail})
                     for b in singles]

            def each(calls: list[Callable[[], object]] = calls) -> None:
                for call in calls:
                    call()

            separate = statistics.median(measure(each, args.rounds,
                                                 max(1, requests // len(calls))))
            print(f"{title}: its {len(singles)} positions asked alone, detail={detail:<5}"
                  f"  in one batch {batched:9.1f} µs (the round's request "
                  f"{request / batched:.2f}×)   as {len(singles)} legal-cards requests "
                  f"{separate:9.1f} µs ({request / separate:.2f}×)")


if __name__ == "__main__":
    main()
