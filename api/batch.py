"""``POST /api/v1/batch``: up to 1,000 questions (legal cards or a trick, games mixed),
answered in order; a bad question gets its own problem entry and the others are answered."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from flask.views import MethodView
from marshmallow import Schema, ValidationError, fields, validate

from api import jass, schafkopf, schnapsen
from api.problems import PROBLEM_BASE, PROBLEM_TYPES, Problem
from api.schemas import (
    JassLegalCardsRequest,
    JassTrickRequest,
    RequestSchema,
    ResponseSchema,
    SchafkopfLegalCardsRequest,
    SchafkopfTrickRequest,
    SchnapsenLegalCardsRequest,
    SchnapsenTrickRequest,
)
from api.smorest import Blueprint
from api.validation import problem_from_messages

BATCH_LIMIT = 1000
BATCH_BODY_BYTES = 4 * 1024 * 1024

Handler = tuple[Schema, Callable[[dict[str, Any]], dict[str, Any]]]
QUESTIONS: Mapping[tuple[str, str], Handler] = {
    ("jass", "legal-cards"): (JassLegalCardsRequest(), jass.legal_cards_from_body),
    ("jass", "trick"): (JassTrickRequest(), jass.trick_from_body),
    ("schnapsen", "legal-cards"): (SchnapsenLegalCardsRequest(), schnapsen.legal_cards_from_body),
    ("schnapsen", "trick"): (SchnapsenTrickRequest(), schnapsen.trick_from_body),
    ("schafkopf", "legal-cards"): (SchafkopfLegalCardsRequest(), schafkopf.legal_cards_from_body),
    ("schafkopf", "trick"): (SchafkopfTrickRequest(), schafkopf.trick_from_body),
}

blp = Blueprint("batch", __name__, url_prefix="/api/v1",
                description="Many questions in one request.")


class BatchQuestion(RequestSchema):
    game = fields.String(required=True, validate=validate.OneOf(("jass", "schnapsen",
                                                                 "schafkopf")))
    question = fields.String(required=True, validate=validate.OneOf(("legal-cards", "trick")))
    body = fields.Dict(required=True, metadata={"description": "The same JSON as the POST of "
                                                              "that question."})


class BatchRequest(RequestSchema):
    questions = fields.List(
        fields.Nested(BatchQuestion), required=True,
        validate=validate.Length(min=1, max=BATCH_LIMIT,
                                 error=f"a batch holds 1 to {BATCH_LIMIT} questions"))


class BatchAnswer(ResponseSchema):
    index = fields.Integer(required=True)
    status = fields.Integer(required=True)
    body = fields.Dict(metadata={"description": "The answer, as the single request gives it."})
    problem = fields.Dict(metadata={"description": "The problem, as the single request gives "
                                                   "it, pointing into this batch."})


class BatchResponse(ResponseSchema):
    count = fields.Integer(required=True)
    answered = fields.Integer(required=True)
    failed = fields.Integer(required=True)
    answers = fields.List(fields.Nested(BatchAnswer), required=True)


def _problem_entry(index: int, problem: Problem) -> dict[str, Any]:
    kind = PROBLEM_TYPES[problem.slug]
    status = problem.status or kind.status
    return {"index": index, "status": status, "problem": {
        "type": PROBLEM_BASE + kind.slug, "title": kind.title, "status": status,
        "detail": problem.detail, "errors": [dict(e) for e in problem.errors]}}


def _prefixed(problem: Problem, prefix: str) -> Problem:
    errors = [{**e, "pointer": prefix + e.get("pointer", "")} if "parameter" not in e else e
              for e in problem.errors]
    return Problem(problem.slug, problem.detail, errors, problem.status)


def answer(index: int, question: Mapping[str, Any]) -> dict[str, Any]:
    schema, handler = QUESTIONS[question["game"], question["question"]]
    try:
        body = schema.load(question["body"])
    except ValidationError as error:
        return _problem_entry(index, problem_from_messages(
            error.messages, ("questions", index, "body")))
    try:
        return {"index": index, "status": 200, "body": handler(body)}
    except Problem as problem:
        return _problem_entry(index, _prefixed(problem, f"/questions/{index}/body"))


def answer_batch(questions: list[Mapping[str, Any]]) -> dict[str, Any]:
    answers = [answer(i, q) for i, q in enumerate(questions)]
    failed = sum(a["status"] != 200 for a in answers)
    return {"count": len(answers), "answered": len(answers) - failed, "failed": failed,
            "answers": answers}


EXAMPLE = {"questions": [
    {"game": "jass", "question": "legal-cards",
     "body": {"contract": {"type": "trump", "trump": "roses"}, "hand": ["B6", "R9", "A7"],
              "trick": ["B10"], "lang": "en"}},
    {"game": "schnapsen", "question": "trick",
     "body": {"contract": {"trump": "hearts"}, "trick": ["AA", "HU"]}},
    {"game": "schafkopf", "question": "legal-cards",
     "body": {"contract": {"type": "rufspiel", "called_suit": "hearts"}, "hand": ["AA"]}},
]}


ANSWERS_EXAMPLE = {"count": 2, "answered": 1, "failed": 1, "answers": [
    {"index": 0, "status": 200, "body": {"game": "schnapsen", "winner": 1,
                                         "winning_card": "HU", "points": 13}},
    {"index": 1, "status": 422, "problem": {
        "type": "/api/v1/problems/unknown-contract", "title": "Unknown contract",
        "status": 422, "detail": "a Rufspiel calls the Sau of acorns, leaves or bells; hearts "
                                 "are trump and cannot be called (K-8)",
        "errors": [{"pointer": "/questions/1/body/contract/called_suit",
                    "detail": "hearts cannot be called"}]}}]}


@blp.route("/batch")
class Batch(MethodView):
    @blp.doc(operationId="batch", summary="Up to 1,000 questions in one request",
             description="Legal cards or a trick, games mixed, answered in order. A bad "
                         "question gets its own problem entry (pointing into this batch) and "
                         "does not fail the others. More than 1,000 questions: 422; a body "
                         "over 4 MiB: 413.")
    @blp.arguments(BatchRequest(), example=EXAMPLE)
    @blp.problems(400, 413, 415)
    @blp.response(200, BatchResponse(), example=ANSWERS_EXAMPLE)
    def post(self, body: dict[str, Any]) -> dict[str, Any]:
        return answer_batch(body["questions"])
