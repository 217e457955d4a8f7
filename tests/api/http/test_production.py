"""Batch, caching, CORS, rate limiting (memory and a real Redis server), headers, gunicorn."""

from __future__ import annotations

import http.client
import runpy
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from flask.testing import FlaskClient

from api import create_app
from stichfest.serve import SETTINGS

PERMALINK = "/api/v1/jass/legal-cards?contract=trump:acorns&hand=R6,RK,AU,A8,B10&trick=R9,A7"


def jass_question(hand: list[str], trick: list[str]) -> dict[str, Any]:
    return {"game": "jass", "question": "legal-cards",
            "body": {"contract": {"type": "trump", "trump": "roses"}, "hand": hand,
                     "trick": trick}}


def test_batch_answers_in_order_and_isolates_bad_questions(client: FlaskClient) -> None:
    questions = [
        jass_question(["B6", "R9", "A7"], ["B10"]),
        {"game": "schnapsen", "question": "trick",
         "body": {"contract": {"trump": "hearts"}, "trick": ["AA", "HU"]}},
        jass_question(["B6", "XX"], []),
        {"game": "schafkopf", "question": "legal-cards",
         "body": {"contract": {"type": "farbwenz", "trump": "hearts"},
                  "hand": ["LO", "LA", "HK", "B7"], "trick": ["L9"]}},
        {"game": "schafkopf", "question": "trick", "body": {"trick": ["L9"]}},
    ]
    data = client.post("/api/v1/batch", json={"questions": questions}).json
    assert (data["count"], data["answered"], data["failed"]) == (5, 3, 2)
    assert [a["index"] for a in data["answers"]] == [0, 1, 2, 3, 4]
    assert data["answers"][0]["body"] == client.post(
        "/api/v1/jass/legal-cards", json=questions[0]["body"]).json
    assert data["answers"][1]["body"]["winning_card"] == "HU"
    assert data["answers"][2]["problem"]["type"] == "/api/v1/problems/unknown-card"
    assert data["answers"][2]["problem"]["errors"][0]["pointer"] == "/questions/2/body/hand/1"
    assert data["answers"][3]["body"]["legal"] == ["LO", "LA"]
    assert data["answers"][4]["problem"]["errors"][0]["pointer"] == (
        "/questions/4/body/contract")


def test_batch_of_a_thousand_and_over_the_limit(client: FlaskClient) -> None:
    question = jass_question(["B6", "R9", "A7"], ["B10"])
    full = client.post("/api/v1/batch", json={"questions": [question] * 1000})
    assert full.status_code == 200
    assert full.json["answered"] == 1000
    over = client.post("/api/v1/batch", json={"questions": [question] * 1001})
    assert over.status_code == 422
    assert over.json["errors"][0]["pointer"] == "/questions"
    assert "1000" in over.json["detail"]
    too_big = client.post("/api/v1/batch", data=b'{"questions": [' + b" " * (5 * 2**20) + b"]}",
                          content_type="application/json")
    assert too_big.status_code == 413


def test_get_answers_are_cacheable(client: FlaskClient) -> None:
    first = client.get(PERMALINK)
    etag = first.headers["ETag"]
    assert etag.startswith('"')  # strong
    assert "public" in first.headers["Cache-Control"]
    assert "s-maxage=86400" in first.headers["Cache-Control"]
    assert "Accept-Language" in first.headers["Vary"]
    again = client.get(PERMALINK, headers={"If-None-Match": etag})
    assert again.status_code == 304
    assert again.data == b""
    for header in ("ETag", "Cache-Control", "Vary"):
        assert again.headers[header] == first.headers[header]
    english = client.get(PERMALINK, headers={"Accept-Language": "en"})
    assert english.headers["ETag"] != etag
    assert client.get("/healthz").headers["Cache-Control"] == "no-store"


def test_cors_for_any_origin_without_credentials(client: FlaskClient) -> None:
    simple = client.get(PERMALINK, headers={"Origin": "https://example.org"})
    assert simple.headers["Access-Control-Allow-Origin"] == "*"
    assert "Access-Control-Allow-Credentials" not in simple.headers
    preflight = client.options("/api/v1/jass/legal-cards", headers={
        "Origin": "https://example.org", "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "Content-Type"})
    assert preflight.status_code == 200
    assert "POST" in preflight.headers["Access-Control-Allow-Methods"]
    assert "Content-Type" in preflight.headers["Access-Control-Allow-Headers"]
    assert preflight.headers["Access-Control-Max-Age"] == "86400"


def test_headers_on_every_answer(client: FlaskClient) -> None:
    for url in (PERMALINK, "/api/v1/docs", "/llms.txt", "/api/v1/nope", "/api/v1/embed"):
        response = client.get(url)
        assert response.headers["X-Content-Type-Options"] == "nosniff"
        assert "Server" not in response.headers
        if response.mimetype == "text/html":
            assert "Content-Security-Policy" in response.headers
    docs = client.get("/api/v1/docs").headers["Content-Security-Policy"]
    assert "frame-ancestors 'none'" in docs
    assert "frame-ancestors *" in client.get("/api/v1/embed").headers["Content-Security-Policy"]


def test_no_stack_trace_on_a_bug(monkeypatch: pytest.MonkeyPatch) -> None:
    import api.games.routes

    def broken(*_args: Any) -> dict[str, Any]:
        raise RuntimeError("secret internals")

    monkeypatch.setattr(api.games.routes, "legal_cards_answer", broken)
    client = create_app({"TESTING": False}).test_client()
    response = client.post("/api/v1/jass/legal-cards", json={
        "contract": {"type": "obenabe"}, "hand": ["R6"]})
    assert response.status_code == 500
    assert response.mimetype == "application/problem+json"
    assert b"secret" not in response.data
    assert b"Traceback" not in response.data


def limited(storage: str) -> FlaskClient:
    return create_app({"RATE_LIMIT": "3/minute", "RATE_LIMIT_STORAGE": storage}).test_client()


def assert_limits(client: FlaskClient) -> None:
    answers = [client.get(PERMALINK) for _ in range(3)]
    assert [r.status_code for r in answers] == [200, 200, 200]
    assert [r.headers["RateLimit-Remaining"] for r in answers] == ["2", "1", "0"]
    assert answers[0].headers["RateLimit-Limit"] == "3"
    assert answers[0].headers["RateLimit-Policy"] == "3;w=60"
    refused = client.get(PERMALINK)
    assert refused.status_code == 429
    assert refused.mimetype == "application/problem+json"
    assert refused.json["type"] == "/api/v1/problems/rate-limited"
    assert 0 < int(refused.headers["Retry-After"]) <= 60
    assert refused.headers["RateLimit-Remaining"] == "0"
    assert client.get("/healthz").status_code == 200  # the probe is never limited


def test_rate_limit_in_memory() -> None:
    assert_limits(limited("memory://"))


def test_rate_limit_is_off_unless_switched_on(client: FlaskClient) -> None:
    assert all(client.get(PERMALINK).status_code == 200 for _ in range(20))
    assert "RateLimit-Limit" not in client.get(PERMALINK).headers


@pytest.fixture(scope="module")
def redis_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A real Redis server (Debian's redis-server), started for these tests only."""
    binary = shutil.which("redis-server")
    assert binary, "redis-server is missing: .ci/run installs it"
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    workdir: Path = tmp_path_factory.mktemp("redis")
    server = subprocess.Popen(
        [binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "",
         "--appendonly", "no", "--dir", str(workdir)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2) as conn:
                conn.sendall(b"PING\r\n")
                if conn.recv(16).startswith(b"+PONG"):
                    break
        except OSError:
            time.sleep(0.05)
    else:
        server.kill()
        pytest.fail("redis-server did not start")
    yield f"redis://127.0.0.1:{port}"
    server.terminate()
    server.wait(timeout=10)


def test_rate_limit_in_redis_is_shared_between_instances(redis_url: str) -> None:
    assert_limits(limited(redis_url))
    # A second instance (another worker or host) sees the same count.
    other = limited(redis_url)
    assert other.get(PERMALINK).status_code == 429


def test_gunicorn_config(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WEB_CONCURRENCY", "5")
    monkeypatch.setenv("PORT", "9123")
    settings = runpy.run_path(str(SETTINGS))
    assert settings["workers"] == 5
    assert settings["bind"].endswith(":9123")
    assert settings["max_requests"] > 0
    assert settings["max_requests_jitter"] > 0
    assert settings["timeout"] > 0
    procfile = (Path(__file__).resolve().parents[3] / "Procfile").read_text()
    assert procfile.split(":", 1)[1].split() == ["stichfest", "serve"]


def _children(pid: int) -> set[int]:
    return {int(child) for child in
            Path(f"/proc/{pid}/task/{pid}/children").read_text().split()}


def test_gunicorn_recycles_workers_without_losing_a_request(tmp_path: Path) -> None:
    """The Procfile's command with max_requests 3: every request is answered while workers
    are replaced, and a recycled worker exits cleanly (the master logs no exit code)."""
    root = Path(__file__).resolve().parents[3]
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    env = {"PATH": str(Path(sys.executable).parent) + ":/usr/bin:/bin", "HOST": "127.0.0.1",
           "PORT": str(port), "WEB_CONCURRENCY": "1", "MAX_REQUESTS": "3",
           "MAX_REQUESTS_JITTER": "0", "ACCESS_LOG": ""}
    errors = tmp_path / "gunicorn.log"
    with errors.open("w") as log:
        master = subprocess.Popen(
            [str(Path(sys.executable).parent / "stichfest"), "serve"], cwd=root, env=env,
            stdout=log, stderr=log)
    try:
        statuses, workers = [], set()
        deadline = time.monotonic() + 30
        while len(statuses) < 10 and time.monotonic() < deadline:
            try:
                connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
                connection.request("GET", PERMALINK)
                statuses.append(connection.getresponse().status)
                connection.close()
            except ConnectionRefusedError:  # still booting
                time.sleep(0.1)
            workers |= _children(master.pid)
        assert statuses == [200] * 10
        assert len(workers) >= 3  # 10 requests, 3 per worker
    finally:
        master.terminate()
        master.wait(timeout=30)
    log_text = errors.read_text()
    assert "Autorestarting worker" in log_text
    assert "exited with code" not in log_text
    assert "Traceback" not in log_text
