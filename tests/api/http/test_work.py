"""The rate limit and the batch count work (every question 1, a round
check its plays), and an answer over the documented size is a 413 that says how to split.
The rate limit counted a batch of 1,000 questions as one request."""

from __future__ import annotations

import re
from typing import Any

from flask.testing import FlaskClient

from api import create_app
from api.service.examples import load_examples

ROUND = next(e["body"] for e in load_examples() if e["id"] == "jass-round-count")
QUESTION = {"contract": {"type": "obenabe"}, "hand": ["R6", "R7"]}
PERMALINK = "/api/v1/jass/legal-cards?contract=obenabe&hand=R6,R7"


def questions(count: int, kind: str = "legal-cards", body: Any = QUESTION) -> dict[str, Any]:
    return {"questions": [{"game": "jass", "question": kind, "body": body}] * count}


def english(client: FlaskClient) -> FlaskClient:
    """Problems follow the asker's language (German without one); these tests read English."""
    client.environ_base["HTTP_ACCEPT_LANGUAGE"] = "en"
    return client


def limited(limit: int, **config: Any) -> FlaskClient:
    return english(create_app({"RATE_LIMIT": f"{limit}/minute", **config}).test_client())


def test_every_question_of_a_batch_counts_against_the_rate_limit() -> None:
    client = limited(100)
    first = client.post("/api/v1/batch", json=questions(60))
    assert first.status_code == 200
    assert first.headers["RateLimit-Remaining"] == "40"
    second = client.post("/api/v1/batch", json=questions(60))
    assert second.status_code == 429
    assert second.json["type"] == "/api/v1/problems/rate-limited"
    assert "asks 60 units of work" in second.json["detail"]
    # A refused batch is charged its arrival only: 39 of the 40 are left.
    after = client.get(PERMALINK)
    assert (after.status_code, after.headers["RateLimit-Remaining"]) == (200, "38")


def test_a_round_check_counts_its_plays() -> None:
    client = limited(100)
    assert len(ROUND["plays"]) == 36
    for _ in range(2):
        assert client.post("/api/v1/jass/rounds/check", json=ROUND).status_code == 200
    assert [client.get(PERMALINK).status_code for _ in range(29)] == [200] * 28 + [429]


def test_a_batch_larger_than_the_whole_limit_says_to_split_it() -> None:
    refused = limited(50).post("/api/v1/batch", json=questions(80))
    assert refused.status_code == 429
    assert "split it into requests of at most 50 units" in refused.json["detail"]


def test_a_batch_over_the_work_budget_is_refused_before_it_is_answered() -> None:
    client = english(create_app({"TESTING": True}).test_client())
    refused = client.post("/api/v1/batch", json=questions(200, "rounds/check", ROUND))
    assert refused.status_code == 413
    assert refused.json["type"] == "/api/v1/problems/too-much-work"
    assert refused.json["errors"] == [{"pointer": "/questions",
                                       "detail": "7200 units of work, more than 5000",
                                       "code": "batch.work-units"}]
    assert "split it into 2 batches or more" in refused.json["detail"]
    assert client.post("/api/v1/batch", json=questions(138, "rounds/check", ROUND)
                       ).status_code == 200


def test_an_answer_over_the_limit_is_a_413_that_says_how_to_split() -> None:
    client = english(create_app({"TESTING": True, "MAX_ANSWER_BYTES": 100_000}).test_client())
    small = client.post("/api/v1/batch", json=questions(10))
    assert small.status_code == 200
    size = len(client.post("/api/v1/batch", json=questions(200)).data)  # refused: 413
    refused = client.post("/api/v1/batch", json=questions(200))
    assert refused.status_code == 413
    assert refused.mimetype == "application/problem+json"
    assert refused.json["type"] == "/api/v1/problems/answer-too-large"
    assert refused.json["errors"] == [{"pointer": "/questions",
                                       "detail": "an answer of at most 100000 bytes",
                                       "code": "batch.answer-at-most"}]
    assert size < 100_000  # the problem, not the answer, was sent
    parts, per_part = re.search(r"split the batch into (\d+) batches or more, of at most "
                                r"(\d+) questions each", refused.json["detail"]).groups()
    assert int(parts) * int(per_part) <= 200
    assert client.post("/api/v1/batch", json=questions(int(per_part))).status_code == 200
