"""Where a batch of 1,000 different questions (bench/mixed.py, all games, legal cards and
tricks) spends the server's time, per question, next to the engine alone (bench/batch.py's
yardstick), in-process. Each stage is the server's own function called on inputs prepared
by the stage before it, timed by this process's CPU clock (medians); a stage written "rest"
is a whole minus the stages measured inside it. Prints figures only.

The last lines add up the stages that no answer of today's shape can skip, each at the cost
measured above or less: orjson alone reading the body, orjson writing the answers, the compiled
checks, the engine's verdicts and facts (every card's ``rule.facts``). What bench/batch.py's
goal of 4× the engine leaves after them is what remains for a sentence per card, the answers'
values and the trick so far.

    .venv/bin/python bench/batch_stages.py [--questions 1000] [--rounds 7]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import orjson

from api import create_app
from api.games.answer_parts import read_cards
from api.games.answers import judged_answer, legal_cards_answer, trick_answer, trick_state
from api.games.batch import LOADERS, answer_batch
from api.games.registry import GAME_APIS
from api.http.heap import settle
from api.http.json_body import BATCH_VALUE_BUDGET, checked_json
from bench.batch import engine_seconds, server_seconds
from bench.engine_calls import prepare
from bench.mixed import varied_questions


def clocked(work: Callable[[], Any], rounds: int) -> float:
    """The median CPU seconds of ``work``."""
    work()  # warm up
    samples = []
    for _ in range(rounds):
        started = time.process_time()
        work()
        samples.append(time.process_time() - started)
    return statistics.median(samples)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--questions", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    app = create_app({"ACCESS_LOG": False})
    client = app.test_client()
    questions = varied_questions(args.questions, seed=11, tricks=True)
    items = [q.batch_item for q in questions]
    body = {"questions": items}
    raw = orjson.dumps(body)
    loaded = [LOADERS[q["game"], q["question"]](q["body"]) for q in items]
    legal = [(GAME_APIS[q["game"]], b) for q, b in zip(items, loaded, strict=True)
             if q["question"] == "legal-cards"]
    tricks = [(GAME_APIS[q["game"]], b) for q, b in zip(items, loaded, strict=True)
              if q["question"] == "trick"]
    if len(legal) + len(tricks) != len(items):
        sys.exit("a question of another kind: this benchmark splits legal cards and tricks")

    def positioned(adapter: Any, question: dict[str, Any]) -> tuple[Any, ...]:
        game = adapter.game
        contract = adapter.read_contract(question)
        cards = read_cards(game.deck, {"hand": question["hand"],
                                       "trick": question.get("trick", [])})
        return contract, cards["trick"], adapter.position(question, contract, cards["hand"],
                                                           cards["trick"])

    placed = [(a, b, *positioned(a, b)) for a, b in legal]
    judged = [(a, b, c, t, p, a.game.judge(p)) for a, b, c, t, p in placed]
    facts = [a.game.facts(p, j.verdicts) for a, b, c, t, p, j in judged]
    answers = answer_batch(items)
    if answers["answered"] != len(items):
        sys.exit("a question failed: every question of the benchmark must be answered")
    written = orjson.dumps(answers)
    calls = [prepare(q.game, q.kind, q.body) for q in questions]
    settle()  # as stichfest/gunicorn_conf.py does before forking a worker (api.http.heap)

    r = args.rounds
    stages: dict[str, float] = {}
    stages["reading the body (orjson and its checks)"] = clocked(
        lambda: checked_json(raw, check_strings=False, budget=BATCH_VALUE_BUDGET), r)
    stages["checking each question (compiled schema)"] = clocked(
        lambda: [LOADERS[q["game"], q["question"]](q["body"]) for q in items], r)
    every_legal = clocked(lambda: [legal_cards_answer(a, b) for a, b in legal], r)
    reading = clocked(lambda: [positioned(a, b) for a, b in legal], r)
    judging = clocked(lambda: [a.game.judge(p) for a, b, c, t, p in placed], r)
    answering = clocked(lambda: [judged_answer(a, b, c, p, j, t)
                                 for a, b, c, t, p, j in judged], r)
    finding = clocked(lambda: [a.game.facts(p, j.verdicts) for a, b, c, t, p, j in judged], r)
    saying = clocked(lambda: [a.wording_for(b).speaker.verdict_sentences(j.verdicts, f, c)
                              for (a, b, c, t, p, j), f in zip(judged, facts, strict=True)], r)
    trick_so_far = clocked(lambda: [trick_state(a, c, t) for a, b, c, t, p, j in judged], r)
    extras = clocked(lambda: [a.extras(p, j, a.wording_for(b))
                              for a, b, c, t, p, j in judged], r)
    stages["legal cards: contract, cards, position"] = reading
    stages["legal cards: the engine's verdicts (judge)"] = judging
    stages["legal cards: the engine's facts"] = finding
    stages["legal cards: sentences"] = saying
    stages["legal cards: the trick so far (judged)"] = trick_so_far
    stages["legal cards: the game's extras"] = extras
    stages["legal cards: rest (rule references, card entries)"] = (
        answering - finding - saying - trick_so_far - extras)
    stages["legal cards: rest (the answer function)"] = every_legal - reading - judging - answering
    stages["trick questions (whole)"] = clocked(lambda: [trick_answer(a, b) for a, b in tricks],
                                                r)
    whole_answers = clocked(lambda: answer_batch(items), r)
    inside = sum(v for k, v in stages.items() if not k.startswith("reading the body"))
    stages["the batch's loop (entries, garbage collection)"] = whole_answers - inside
    stages["writing the JSON (orjson)"] = clocked(lambda: orjson.dumps(answers), r)
    server = server_seconds(client, body, len(items), r)
    stages["the request around it (Flask, hooks, test client)"] = server - sum(stages.values())
    engine = engine_seconds(calls, r)

    per = 1e6 / len(items)
    print(f"batch of {len(items)} different questions ({len(legal)} legal cards, {len(tricks)} "
          f"tricks); per question, CPU clock, medians of {r}")
    for stage, seconds in stages.items():
        print(f"  {stage:<52} {seconds * per:6.1f} µs  {seconds / engine:5.2f}× engine")
    print(f"  {'the server, whole (bench/batch.py)':<52} {server * per:6.1f} µs  "
          f"{server / engine:5.2f}× engine")
    print(f"  {'the engine alone (bench/batch.py)':<52} {engine * per:6.1f} µs")
    read_only = clocked(lambda: orjson.loads(raw), r)
    write_only = stages["writing the JSON (orjson)"]  # of the server's own answers
    needed = {
        "orjson alone reading the body": read_only,
        "checking each question (compiled schema)":
            stages["checking each question (compiled schema)"],
        "the engine alone (bench/batch.py)": engine,
        "the engine's facts (legal cards)": finding,
        "orjson writing the answers": write_only,
    }
    print(f"what no answer of today's shape can skip ({len(written) / len(items):.0f} bytes "
          f"of JSON per question)")
    for stage, seconds in needed.items():
        print(f"  {stage:<52} {seconds * per:6.1f} µs  {seconds / engine:5.2f}× engine")
    least = sum(needed.values())
    print(f"  {'together':<52} {least * per:6.1f} µs  {least / engine:5.2f}× engine")
    print(f"  {'left under 4× for sentences, values, trick so far':<52} "
          f"{(4 * engine - least) * per:6.1f} µs  (today: sentences alone "
          f"{saying * per:.1f} µs)")

if __name__ == "__main__":
    main()
