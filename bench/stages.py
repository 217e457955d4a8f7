"""Where one legal-cards request spends its time, in-process: many different questions of all
six games (bench/mixed.py) sent straight to the WSGI app (no HTTP, no test client), next to
a bare Flask view (bench/bare_app.py) sent the very same requests the same way.

The whole request and the bare view are timed by the process's CPU clock (a shared machine
lends its cores to others between the requests); the stages inside the request
come from one profiled run (cProfile), each stage's share of the profiled request applied to the
clocked one. Prometheus runs in its multiprocess mode and the access log is off, as in the
HTTP benchmarks; the preloaded heap is frozen and the collector sized as
stichfest/gunicorn_conf.py does before it forks a worker (``api.http.heap.settle``). Prints
figures only.

    .venv/bin/python bench/stages.py [--questions 3000] [--method GET|POST|both]
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import sys
import tempfile
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
# Chosen when prometheus_client is imported: the mode gunicorn runs it in.
os.environ.setdefault("PROMETHEUS_MULTIPROC_DIR", tempfile.mkdtemp(prefix="stichfest-bench-"))

from werkzeug.test import EnvironBuilder

from api import create_app
from api.http.heap import settle
from bench.bare_app import app as bare_app
from bench.mixed import Question, varied_questions

# Stage → (file suffix, function name) of the profiled functions whose cumulative time it is.
STAGES: dict[str, tuple[tuple[str, str], ...]] = {
    "request context (push, pop, routing)": (("flask/ctx.py", "push"), ("flask/ctx.py", "pop"),
                                             ("flask/app.py", "request_context")),
    "before-request hooks": (("flask/app.py", "preprocess_request"),),
    "parsing (query or body)": (("webargs/core.py", "parse"), ("api/seam/parser.py", "parse")),
    "answer: engine (judge)": (("game.py", "judge"),),
    "answer: sentences": (("api/words/speaker.py", "verdict_sentences"),),
    "answer: situation words": (("_explain.py", "situation_words"),),
    "answer: trick state": (("api/games/answers.py", "trick_state"),),
    "answer (all of it)": (("api/games/answers.py", "legal_cards_answer"),),
    "JSON encoding": (("api/seam/json_provider.py", "response"),),
    "after-request hooks": (("flask/app.py", "process_response"),),
    "WSGI response (headers, body)": (("werkzeug/wrappers/response.py", "__call__"),),
}


def environs(questions: list[Question], method: str) -> list[tuple[dict[str, Any], bytes]]:
    made = []
    for q in questions:
        if method == "GET":
            path, query = q.path.split("?", 1)
            builder = EnvironBuilder(path=path, query_string=query, method="GET")
            body = b""
        else:
            body = q.body_json.encode()
            builder = EnvironBuilder(path=q.url, method="POST", data=body,
                                     content_type="application/json")
        made.append((builder.get_environ(), body))
    return made


def start_response(status: str, headers: Any, exc_info: Any = None) -> None:
    if not status.startswith("200"):
        sys.exit(f"refusing to measure: a question answered {status}")


def send_all(app: Callable[..., Iterable[bytes]],
             requests: list[tuple[dict[str, Any], bytes]]) -> float:
    """CPU seconds per request (of this process: the machine may be shared)."""
    started = time.process_time()
    for environ, body in requests:
        environ = {**environ, "wsgi.input": io.BytesIO(body)}
        answer = app(environ, start_response)
        for _ in answer:
            pass
        getattr(answer, "close", lambda: None)()
    return (time.process_time() - started) / len(requests)


def stage_seconds(app: Callable[..., Iterable[bytes]],
                  requests: list[tuple[dict[str, Any], bytes]]) -> tuple[dict[str, float], float]:
    profile = cProfile.Profile()
    profile.enable()
    send_all(app, requests)
    profile.disable()
    stats = pstats.Stats(profile).stats  # type: ignore[attr-defined]
    found = dict.fromkeys(STAGES, 0.0)
    whole = 0.0
    for (filename, _, function), (_, _, _, cumulative, _) in stats.items():
        if filename.endswith("flask/app.py") and function == "wsgi_app":
            whole += cumulative
        for stage, names in STAGES.items():
            if any(filename.endswith(suffix) and function == name for suffix, name in names):
                found[stage] += cumulative
    return found, whole


def measure(method: str, questions: list[Question], rounds: int) -> None:
    app = create_app({"ACCESS_LOG": False})
    requests = environs(questions, method)
    bare = requests  # the floor answers every path: it is asked the very same requests
    settle()  # as stichfest/gunicorn_conf.py does before forking a worker (api.http.heap)
    send_all(app, requests)  # warm up
    send_all(bare_app, bare)
    api = min(send_all(app, requests) for _ in range(rounds))
    floor = min(send_all(bare_app, bare) for _ in range(rounds))
    stages, whole = stage_seconds(app, requests)
    print(f"{method} legal-cards, {len(requests)} different questions: request "
          f"{api * 1e6:.1f} µs, bare Flask view {floor * 1e6:.1f} µs "
          f"(in-process, best of {rounds})")
    for stage, seconds in stages.items():
        share = seconds / whole
        print(f"  {stage:<40} {share * api * 1e6:7.1f} µs  {share:6.1%}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--questions", type=int, default=3000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--method", choices=("GET", "POST", "both"), default="both")
    args = parser.parse_args()
    questions = varied_questions(args.questions)
    for method in ("GET", "POST") if args.method == "both" else (args.method,):
        measure(method, questions, args.rounds)


if __name__ == "__main__":
    main()
