"""What each bypass of a library in the seam (``api/seam``) buys: the app's own WSGI callable
asked many different permalinks in-process, with every bypass in place and with each one
switched back to the library's documented behaviour (``bench/ab_app.py``'s list), in
interleaved rounds of one run. Prints requests per second and each variant's ratio to the
whole; nothing is asserted. A bypass stays only where switching it off costs 3 % of
throughput or more; the app's own time is about a quarter of a request's CPU under gunicorn
and wrk, so a bypass under 3 % here is under 1 % there. Gone back to the library's methods:
the query string split by hand (2.4 % here), werkzeug's header copy (4.8 %) and Flask's
``ensure_sync`` (1.2 %), both also under 3 % in ``bench/http_floor.py --ab``.

    .venv/bin/python bench/seam.py [--rounds 7] [--requests 2000]
"""

from __future__ import annotations

import argparse
import io
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from api import create_app
from bench.ab_app import BYPASSES, switch_off

HANDS = ["R6,RK,AU,A8,B10", "B6,R9,A7", "R7,AA,SU", "A9,A6,RU,B8", "S6,S7,R10,BK,AO"]
TRICKS = ["", "R9", "R9,A7", "B10,BK,A6", "A10"]
CONTRACTS = ["trump:acorns", "trump:roses", "obenabe", "undenufe", "trump:bells"]


def permalinks(count: int) -> list[str]:
    """Different Jass legal-cards questions, as a browser or an app sends them."""
    rng = random.Random(3)
    return [f"/api/v1/jass/legal-cards?contract={rng.choice(CONTRACTS)}&hand="
            f"{rng.choice(HANDS)}&trick={rng.choice(TRICKS)}&lang={rng.choice(['de', 'en', 'fr'])}"
            for _ in range(count)]


def environ(path: str) -> dict[str, Any]:
    target, _, query = path.partition("?")
    return {"REQUEST_METHOD": "GET", "PATH_INFO": target, "QUERY_STRING": query,
            "SERVER_NAME": "localhost", "SERVER_PORT": "8000", "HTTP_HOST": "localhost:8000",
            "wsgi.url_scheme": "http", "wsgi.input": io.BytesIO(), "wsgi.errors": sys.stderr,
            "SERVER_PROTOCOL": "HTTP/1.1", "REMOTE_ADDR": "127.0.0.1"}


@contextmanager
def without(name: str) -> Iterator[None]:
    """One bypass switched back to the library's own method, then put back."""
    own = [(owner, attribute, vars(owner)[attribute]) for owner, attribute, _ in BYPASSES[name]]
    switch_off(name)
    try:
        yield
    finally:
        for owner, attribute, method in own:
            setattr(owner, attribute, method)


def rate(app: Callable[..., Any], paths: list[str]) -> float:
    def start(status: str, headers: list[tuple[str, str]]) -> None:
        assert status.startswith("200"), status

    environs = [environ(path) for path in paths]
    began = time.process_time()
    for env in environs:
        env["wsgi.input"] = io.BytesIO()
        for _ in app(env, start):
            pass
    return len(paths) / (time.process_time() - began)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--requests", type=int, default=2000)
    args = parser.parse_args()
    flask_app = create_app({"ACCESS_LOG": False})
    client = flask_app.test_client()
    # Only questions the API answers (a hand and a trick that share a card are refused).
    paths = [p for p in permalinks(args.requests * 2) if client.get(p).status_code == 200]
    paths = paths[:args.requests]
    app = flask_app.wsgi_app
    rate(app, paths[:200])  # warm-up
    variants = ["every bypass", *BYPASSES]
    figures: dict[str, list[float]] = {name: [] for name in variants}
    for _ in range(args.rounds):
        for name in variants:
            if name == "every bypass":
                figures[name].append(rate(app, paths))
            else:
                with without(name):
                    figures[name].append(rate(app, paths))
    whole = statistics.median(figures["every bypass"])
    print(f"{'':28} {'req/s (median)':>15} {'ratio':>7}")
    for name in variants:
        median = statistics.median(figures[name])
        label = name if name == "every bypass" else f"without: {name}"
        print(f"{label:28} {median:15.0f} {median / whole:7.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
