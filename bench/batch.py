"""Batch at 10, 100 and 1,000 different questions (legal cards and tricks of all six games,
bench/mixed.py), in one run:

* the server's time per question, as the server measures it (its Server-Timing header: from
  the first before-request hook to the last after-request hook, JSON parsing and encoding
  included), in-process through Flask's test client;
* the engine's time per question for judging the same questions in-process through the
  ``Game`` protocol (``game.judge(position)``, ``game.judge_trick(trick, contract)``: what
  an answer needs): positions, cards and contracts are made before the clock starts;
* their ratio at 1,000 questions for each ``detail`` (the batch-wide default), in the same
  run: goals at most 4× with ``ids``, at most 8× with ``full``;
* the median size of a legal-cards answer per game and ``detail``.

Both are also timed by this process's CPU clock (``--clock cpu``, the default; ``wall``
prints the Server-Timing figures): on a machine shared with other work the wall clock
counts the time the others held the cores. Medians of 7 runs, each run a batch of questions
not asked before in this run (``question_sets``); prints figures only. The server's runs come
in a row, then the engine's; with ``--alternate`` (at 1,000 questions) they come in turn, each
meeting the caches the other left.

    .venv/bin/python bench/batch.py [--rounds 7] [--alternate]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from api import create_app
from api.games.answer_parts import read_cards
from api.games.registry import GAME_APIS
from api.http.heap import settle
from bench.mixed import Question, varied_questions

SIZES = (10, 100, 1000)
DETAILS = ("full", "facts", "ids")


def protocol_call(question: Question) -> Callable[[], Any]:
    """The question judged through the ``Game`` protocol, everything else made before."""
    adapter = GAME_APIS[question.game]
    game, body = adapter.game, question.body
    contract = adapter.read_contract(body)
    if question.kind == "trick":
        trick = read_cards(game.deck, {"trick": body["trick"]})["trick"]
        return lambda: game.judge_trick(trick, contract)
    cards = read_cards(game.deck, {"hand": body["hand"], "trick": body.get("trick", [])})
    position = adapter.position(body, contract, cards["hand"], cards["trick"])
    return lambda: game.judge(position)


def server_seconds(client: Any, body: dict[str, Any], size: int, rounds: int,
                   clock: str = "cpu") -> float:
    """One batch asked ``rounds`` times, its median (bench/batch_stages.py's whole server)."""
    # The body is encoded once, as a client sends its bytes: encoding it is the client's
    # time, not the server's (about 3 % of a batch of ids at 1,000 questions).
    sent = json.dumps(body, separators=(",", ":")).encode()
    answered_all(client, sent, size)  # warm up
    return statistics.median([server_sample(client, sent, clock) for _ in range(rounds)])


def server_sample(client: Any, sent: bytes, clock: str) -> float:
    """One batch answered: this process's CPU time around it, or its Server-Timing."""
    # Only the header is read: the client's parsed answers, kept alive in this same
    # process, would make the server's garbage collector walk them too.
    started = time.process_time()
    timing = client.post("/api/v1/batch", data=sent,
                         content_type="application/json").headers["Server-Timing"]
    cpu = time.process_time() - started
    return cpu if clock == "cpu" else float(timing.split("dur=")[1]) / 1e3


def engine_seconds(calls: list[Callable[[], Any]], rounds: int, clock: str = "cpu") -> float:
    """The median time the engine takes to judge all ``calls`` once."""
    repeat = max(1, 1000 // len(calls))  # a small batch is judged several times per sample
    for call in calls:  # warm up
        call()
    samples = []
    for _ in range(rounds):
        now = time.process_time if clock == "cpu" else time.perf_counter
        start = now()
        for _ in range(repeat):
            for call in calls:
                call()
        samples.append((now() - start) / repeat)
    return statistics.median(samples)


def question_sets(size: int, line: int, rounds: int) -> list[list[Question]]:
    """One line's questions: a set to warm up on, then a new set for each timed round, none of
    them asked before in this run. A table the server fills as questions come (the one-card
    tricks of ``GameApi.memo.led_states``) then meets new questions, as a running server does,
    and the same batch asked again does not measure it as a cache."""
    first = 11 + 1000 * line
    return [varied_questions(size, seed=first + k, tricks=True) for k in range(rounds + 1)]


def measured(client: Any, sets: list[list[Question]], detail: str, clock: str,
             alternate: bool) -> tuple[float, float]:
    """The server's and the engine's medians, each round on its own new set: the server asked
    it once, the engine judging it as ``engine_seconds`` does (warmed up on it first). With
    ``alternate`` the samples come in turn and the engine is not warmed up on its set, so that
    each meets the caches the other left, as in a worker that answers and judges by turns."""
    sent = [json.dumps({"questions": [q.batch_item for q in qs], "detail": detail},
                       separators=(",", ":")).encode() for qs in sets]
    calls = [[protocol_call(q) for q in qs] for qs in sets]  # parsed before timing
    answered_all(client, sent[0], len(sets[0]))  # warm up
    engine_seconds(calls[0], 1, clock)
    now = time.process_time if clock == "cpu" else time.perf_counter
    servers, engines = [], []
    for body, judged in zip(sent[1:], calls[1:], strict=True):
        servers.append(server_sample(client, body, clock))
        if alternate:
            start = now()
            for call in judged:
                call()
            engines.append(now() - start)
    if not alternate:
        engines = [engine_seconds(judged, 1, clock) for judged in calls[1:]]
    for body in sent[1:]:  # every timed question was answered (a failed one costs less)
        answered_all(client, body, len(sets[0]))
    return statistics.median(servers), statistics.median(engines)


def answered_all(client: Any, sent: bytes, size: int) -> None:
    answered = client.post("/api/v1/batch", data=sent, content_type="application/json")
    if answered.status_code != 200 or answered.json["answered"] != size:
        raise RuntimeError(f"a question failed: {answered.get_data(as_text=True)[:2000]}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--clock", choices=("cpu", "wall"), default="cpu")
    parser.add_argument("--alternate", action="store_true",
                        help="at 1,000 questions, take the server's and the engine's samples "
                             "in turn instead of each in a row")
    args = parser.parse_args()
    client = create_app({"ACCESS_LOG": False}).test_client()
    settle()  # as stichfest/gunicorn_conf.py does before forking a worker (api.http.heap)
    print(f"python {sys.version.split()[0]}; medians of {args.rounds}; per question; "
          f"{'CPU time of this process' if args.clock == 'cpu' else 'wall clock'}")
    server_label = "server (CPU)          " if args.clock == "cpu" else "server (Server-Timing)"
    print(f"questions detail  {server_label}   engine alone   server/engine   whole batch")
    sizes: dict[tuple[str, str], list[int]] = {}
    with client.application.test_request_context():
        for size in SIZES:
            for detail in DETAILS if size == SIZES[-1] else ("full",):
                line = SIZES.index(size) * len(DETAILS) + DETAILS.index(detail)
                sets = question_sets(size, line, args.rounds)
                server, engine = measured(client, sets, detail, args.clock,
                                          args.alternate and size == SIZES[-1])
                print(f"{size:>9} {detail:<6}  {server / size * 1e6:12.1f} µs        "
                      f"{engine / size * 1e6:8.1f} µs       {server / engine:6.1f}×      "
                      f"{server * 1e3:8.1f} ms")
                if size == SIZES[-1]:
                    questions = varied_questions(size, seed=11, tricks=True)
                    body = {"questions": [q.batch_item for q in questions], "detail": detail}
                    answers = client.post("/api/v1/batch", json=body).get_json()["answers"]
                    for q, a in zip(questions, answers, strict=True):
                        if q.kind == "legal-cards":
                            sizes.setdefault((q.game, detail), []).append(
                                len(json.dumps(a["body"], separators=(",", ":"),
                                               ensure_ascii=False).encode()))
    print("goals at 1,000: server/engine <= 4× with ids, <= 8× with full")
    print("median legal-cards answer (bytes, as the batch gives each body):")
    games = [game for game in GAME_APIS if any((game, d) in sizes for d in DETAILS)]
    print(f"{'game':<16}" + "".join(f"{d:>8}" for d in DETAILS))
    for game in games:
        print(f"{game:<16}" + "".join(f"{statistics.median(sizes[(game, d)]):8.0f}"
                                      for d in DETAILS))


if __name__ == "__main__":
    main()
