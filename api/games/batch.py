"""``POST /api/v1/batch``: up to 1,000 questions (legal cards, a trick, a round check),
answered in order; a bad question gets its own problem entry and the others are answered."""

from __future__ import annotations

import copy
import functools
from collections.abc import Callable, Iterator, Mapping
from typing import Any

from flask import Flask, Response
from flask.views import MethodView
from marshmallow import Schema, ValidationError, fields, validate

from api.errors.messages import Coded, text
from api.errors.problems import Problem, problem_body
from api.errors.rules_errors import problem_from_rules_error
from api.games.answers import legal_cards_answer, trick_answer
from api.games.game_api import Body
from api.games.registry import GAME_APIS
from api.games.rounds import round_answer, round_request_schema
from api.http.json_body import BATCH_PATH
from api.request.json_value import JsonObject
from api.request.languages import problem_language
from api.schemas.base import RequestSchema, ResponseSchema, detail_field
from api.schemas.blueprint import Blueprint
from api.seam.json_provider import listing_response
from api.seam.parser import problem_from_messages
from api.seam.quick_load import DECLINE, Check, quick_loader
from rules.errors import RulesInputError
from rules.registry import GAMES

BATCH_LIMIT = 1000
BATCH_BODY_BYTES = 4 * 1024 * 1024
# A game's own operations (``GameApi.own_questions``) after the ones every game has.
QUESTION_KINDS = ("legal-cards", "trick", "rounds/check", *dict.fromkeys(
    kind for api in GAME_APIS.values() for kind in api.own_questions()))

Handler = tuple[Schema, Callable[[dict[str, Any]], dict[str, Any]]]
QUESTIONS: Mapping[tuple[str, str], Handler] = {
    key: handler for game_id, api in GAME_APIS.items() for key, handler in (
        ((game_id, "legal-cards"), (api.schemas["legal_body"](),
                                    functools.partial(legal_cards_answer, api))),
        ((game_id, "trick"), (api.schemas["trick_body"](),
                              functools.partial(trick_answer, api))),
        *([((game_id, "rounds/check"), (
            round_request_schema(api)(),
            functools.partial(round_answer, api)))] if api.has_rounds else []))} | {
    (game_id, kind): (schema(), answer) for game_id, api in GAME_APIS.items()
    for kind, (schema, answer) in api.own_questions().items()}

# Each question's request schema compiled once (api/seam/quick_load.py).
LOADERS: Mapping[tuple[str, str], Check] = {
    key: quick_loader(schema) for key, (schema, _) in QUESTIONS.items()}

blp = Blueprint("batch", __name__, url_prefix="/api/v1",
                description="Many questions in one request.")


class BatchQuestion(RequestSchema):
    game = fields.String(required=True, validate=validate.OneOf(tuple(GAMES)))
    question = fields.String(required=True, validate=validate.OneOf(QUESTION_KINDS))
    body = fields.Dict(required=True, metadata={"description": "The same JSON as the POST of "
                                                              "that question."})


class BatchRequest(RequestSchema):
    questions = fields.List(
        fields.Nested(BatchQuestion), required=True,
        validate=validate.Length(min=1, max=BATCH_LIMIT,
                                 error=Coded("batch.size",
                                             f"a batch holds 1 to {BATCH_LIMIT} questions",
                                             {"limit": BATCH_LIMIT})))
    detail = detail_field(
        "The size of every legal-cards and round-check answer whose question gives no "
        "detail of its own: full (default), facts or ids (see the questions' detail).")


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


def _problem_entry(index: int, problem: Problem, question: Mapping[str, Any]
                   ) -> JsonObject:
    """The question's problem in its own ``lang`` (else the batch's language)."""
    asked = question["body"].get("lang") if isinstance(question["body"], Mapping) else None
    body = problem_body(problem, problem_language(asked))
    return {"index": index, "status": body["status"], "problem": body}


def _prefixed(problem: Problem, prefix: str) -> Problem:
    errors = [{**e, "pointer": prefix + e.get("pointer", "")} if "parameter" not in e else e
              for e in problem.errors]
    return Problem(problem.slug, problem.detail, errors, problem.status, cards=problem.cards)


# The questions whose answers come in sizes (``detail``): a batch-wide default applies there.
SIZED = frozenset(key for key, (schema, _) in QUESTIONS.items() if "detail" in schema.fields)


def answer(index: int, question: Mapping[str, Any], detail: str | None = None
           ) -> JsonObject:
    key = question["game"], question["question"]
    known = QUESTIONS.get(key)
    if known is None:
        kinds = [kind for game_id, kind in QUESTIONS if game_id == question["game"]]
        return _problem_entry(index, Problem(
            "validation-error",
            text("batch.question", game=question["game"], questions=", ".join(kinds)),
            [{"pointer": f"/questions/{index}/question",
              "detail": text("batch.not-a-question")}]), question)
    schema, handler = known
    try:  # the question's own boundary: its input, the game's errors, the answer's problems
        body = LOADERS[key](question["body"])  # the compiled plan: Schema.load's result
        if body is DECLINE:  # not plainly well formed: marshmallow loads it, or says why not
            body = schema.load(question["body"])
        if detail is not None and key in SIZED and "detail" not in body:
            body["detail"] = detail  # the batch's default; a question's own detail wins
        return {"index": index, "status": 200, "body": handler(body)}
    except ValidationError as error:
        return _problem_entry(index, problem_from_messages(
            error.messages, ("questions", index, "body"), schema=schema,
            data=question["body"]), question)
    except RulesInputError as error:  # a validator that asks the game (a house rule) too
        return _problem_entry(index, problem_from_rules_error(
            error, "json", ("questions", index, "body"), _cards_of(question)), question)
    except Problem as problem:
        if problem.cards is None:
            problem = Problem(problem.slug, problem.detail, problem.errors, problem.status,
                              cards=_cards_of(question))
        return _problem_entry(index, _prefixed(problem, f"/questions/{index}/body"), question)


def _cards_of(question: Mapping[str, Any]) -> tuple[str, str | None]:
    """The game and deck whose names a question's problem gives its cards."""
    body = question["body"]
    deck = body.get("deck") if isinstance(body, Mapping) else None
    return question["game"], deck if isinstance(deck, str) else None


def answer_batch(questions: list[Mapping[str, Any]], detail: str | None = None
                 ) -> JsonObject:
    answers = [answer(i, q, detail) for i, q in enumerate(questions)]
    return {**_counts(len(answers), sum(a["status"] != 200 for a in answers)),
            "answers": answers}


def _counts(count: int, failed: int) -> dict[str, int]:
    return {"count": count, "answered": count - failed, "failed": failed}


def batch_response(questions: list[Mapping[str, Any]], detail: str | None = None
                   ) -> Response:
    """``answer_batch`` as the response sends it: each answer written as soon as it is made
    (api.seam.json_provider.listing_response), the same bytes."""
    failed = 0

    def answers() -> Iterator[dict[str, Any]]:
        nonlocal failed
        for index, question in enumerate(questions):
            answered = answer(index, question, detail)
            failed += answered["status"] != 200
            yield answered

    return listing_response(answers(), "answers", lambda: _counts(len(questions), failed))


def _example() -> JsonObject:
    """Three questions of the first three games of the registry, each from its api's own
    examples: legal cards, a trick, legal cards again (a game's examples come with its
    folder, so this list names none)."""
    questions: list[JsonObject] = []
    for (game_id, api), kind in zip(GAME_APIS.items(), ("legal-cards", "trick",
                                                           "legal-cards"), strict=False):
        body = (next(iter(api.legal_examples.values())) if kind == "legal-cards"
                else api.trick_example)
        questions.append({"game": game_id, "question": kind, "body": dict(body)})
    return {"questions": questions}


EXAMPLE: dict[str, Any] = _example()


# The documented answer is the server's own answer to the documented request.
ANSWERS_EXAMPLE = answer_batch(EXAMPLE["questions"])


SCHEMAS = "#/components/schemas/"


def with_answered_example(document: dict[str, Any], app: Flask) -> JsonObject:
    """The documented answer as the app gives it to the documented request: its problem in
    the app's words (the module's example was answered without them, at import)."""
    with app.test_request_context(BATCH_PATH, method="POST"):
        answered = answer_batch(EXAMPLE["questions"])
    media = document["paths"][BATCH_PATH]["post"]["responses"]["200"]["content"]
    media["application/json"]["example"] = answered
    return document


def typed(document: dict[str, Any]) -> JsonObject:
    """The batch typed in the OpenAPI document, from ``QUESTIONS``: a question is one game's
    (discriminated by ``game``) and one of its kinds (by ``question``), its ``body`` that
    question's request schema; an answer is a body (one of the answer schemas) or a problem.
    The JSON on the wire is the same; the document says more of it."""
    document = copy.deepcopy(document)
    schemas, paths = document["components"]["schemas"], document["paths"]
    kinds: dict[str, dict[str, str]] = {}
    bodies: list[dict[str, Any]] = []
    for game_id, kind in QUESTIONS:
        post = paths[f"/api/v1/{game_id}/{kind}"]["post"]  # the single question's operation
        answer_schema = post["responses"]["200"]["content"]["application/json"]["schema"]
        bodies += [answer_schema] if answer_schema not in bodies else []
        name = f"{_pascal(game_id)}{_pascal(kind)}BatchQuestion"
        schemas[name] = {
            "type": "object", "additionalProperties": False,
            "required": ["game", "question", "body"],
            "properties": {
                "game": {"type": "string", "enum": [game_id]},
                "question": {"type": "string", "enum": [kind]},
                "body": {**post["requestBody"]["content"]["application/json"]["schema"],
                         "description": "The same JSON as the POST of this question."}}}
        kinds.setdefault(game_id, {})[kind] = SCHEMAS + name
    games = {}
    for game_id, game_kinds in kinds.items():
        name = games[game_id] = f"{_pascal(game_id)}BatchQuestion"
        schemas[name] = {
            "type": "object", "required": ["game", "question", "body"],
            "properties": {"game": {"type": "string", "enum": [game_id]},
                           "question": {"$ref": SCHEMAS + "QuestionKind"}},
            "oneOf": [{"$ref": ref} for ref in game_kinds.values()],
            "discriminator": {"propertyName": "question", "mapping": game_kinds}}
    # One type of every kind for clients; each game's oneOf above lists its own kinds.
    schemas["QuestionKind"] = {"type": "string", "enum": list(dict.fromkeys(
        kind for _game, kind in QUESTIONS))}
    schemas["BatchQuestion"] = {
        "oneOf": [{"$ref": SCHEMAS + name} for name in games.values()],
        "discriminator": {"propertyName": "game",
                          "mapping": {game_id: SCHEMAS + name for game_id, name in games.items()}}}
    index = {"type": "integer", "description": "The question's position in the batch."}
    schemas["BatchAnswerBody"] = {
        "type": "object", "required": ["index", "status", "body"],
        "properties": {"index": index, "status": {"type": "integer", "enum": [200]},
                       # anyOf: the answer schemas are open, so one answer can fit several
                       "body": {"anyOf": bodies, "description": "The answer, as the single "
                                                                "request gives it."}}}
    schemas["BatchAnswerProblem"] = {
        "type": "object", "required": ["index", "status", "problem"],
        "properties": {"index": index, "status": {"type": "integer", "minimum": 400,
                                                  "maximum": 599},
                       "problem": {"$ref": SCHEMAS + "ProblemOut",
                                   "description": "The problem, as the single request gives "
                                                  "it, pointing into this batch."}}}
    schemas["BatchAnswer"] = {"oneOf": [{"$ref": SCHEMAS + "BatchAnswerBody"},
                                        {"$ref": SCHEMAS + "BatchAnswerProblem"}]}
    return document


def _pascal(words: str) -> str:
    return "".join(word.title() for word in words.replace("/", "-").split("-"))


@blp.route("/batch")
class Batch(MethodView):
    @blp.doc(operationId="batch", summary="Up to 1,000 questions in one request",
             description="Legal cards, a trick or a round check, games mixed, answered in "
                         "order. A bad question gets its own problem entry (pointing into "
                         "this batch) and does not fail the others. More than 1,000 "
                         "questions: 422; a body over 4 MiB: 413; more than 5,000 units of "
                         "work (a round check counts its plays, any other question 1): 413 "
                         "`too-much-work`; an answer over 8 MiB: 413 `answer-too-large`, "
                         "saying how to split the batch. The rate limit counts the same "
                         "work.")
    @blp.arguments(BatchRequest(), example=EXAMPLE)
    @blp.problems(400, 413, 415)
    @blp.response(200, BatchResponse(), example=ANSWERS_EXAMPLE)
    def post(self, body: Body) -> Response:
        return batch_response(body["questions"], body.get("detail"))
