"""How much work a request asks: the unit that the batch's work budget and the rate limit
count, so that a cheap request and a costly one are not counted alike.

Every question counts 1 (a legal-cards, trick or score question, a page, a picture), except
a round check, which counts its plays (at least 1): checking a play costs about what
answering one question does, and a round's answer grows with its plays (measured: 1,000 Jass
round checks of 36 plays took 0.75 s of a worker and answered 28.6 MB, 1,000 legal-cards
questions about a fifth of that). A batch counts the sum of its questions. Read from the
JSON body before any schema, so a malformed question still counts 1.
"""

from __future__ import annotations

from typing import Any

BATCH_PATH = "/api/v1/batch"
ROUND_CHECK = "rounds/check"
# The costliest batch accepted: about 0.2 s of a worker on a quiet core and a 4 MB answer
# (139 whole Jass rounds), or 1,000 single questions.
BATCH_WORK_BUDGET = 5_000


def question_work(kind: object, body: object) -> int:
    if kind == ROUND_CHECK and isinstance(body, dict):
        plays = body.get("plays")
        if isinstance(plays, list):
            return max(1, len(plays))
    return 1


def request_work(path: str, body: Any) -> int:
    """The work of one request, from its path and its JSON body (``None`` without one)."""
    if path == BATCH_PATH:
        questions = body.get("questions") if isinstance(body, dict) else None
        if not isinstance(questions, list):
            return 1
        return max(1, sum(question_work(q.get("question"), q.get("body"))
                          if isinstance(q, dict) else 1 for q in questions))
    if path.endswith("/" + ROUND_CHECK):
        return question_work(ROUND_CHECK, body)
    return 1
