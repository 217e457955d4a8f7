"""RFC 9457 problem details: every error the API sends, as ``application/problem+json``, in
the asker's language, with a stable ``code`` for the problem and for each of its errors
(``api.errors.messages``): a detail travels as a ``Text`` (code and values) and is worded
when the answer is made."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from flask import Response, current_app, has_app_context, has_request_context, json

from api.errors.messages import CardNames, Catalogue, Text, code_of
from api.request.flask_classes import current_request
from api.request.languages import problem_language

PROBLEM_MIMETYPE = "application/problem+json"
PROBLEM_BASE = "/api/v1/problems/"
CATALOGUE_KEY = "stichfest_problem_texts"
TYPES_KEY = "stichfest_problem_types"
# (game, deck, lang) → the cards' names a problem uses; game and deck None: the request's.
CARD_NAMES_KEY = "stichfest_problem_card_names"
CardNamer = Callable[[str | None, str | None, str], CardNames | None]


@dataclass(frozen=True, slots=True)
class ProblemType:
    slug: str
    status: int
    title: str
    description: str


# The types every game may answer with; a game's own (``api/games/<game>/problems.py``) come
# with its adapter, and ``create_app`` installs them all (``problem_types``).
PROBLEM_TYPES: Mapping[str, ProblemType] = MappingProxyType({p.slug: p for p in (
    ProblemType("validation-error", 422, "The request does not match the schema",
                "A field is missing, has the wrong type or a value outside its range."),
    ProblemType("unknown-card", 422, "Unknown card",
                "A card is neither a card code of the game's deck nor 'suit-rank'."),
    ProblemType("card-not-in-deck", 422, "Card not in this game's deck",
                "The card exists, but in another game's deck (a German-deck card in a French-deck "
                "game, a rank the game's pack leaves out)."),
    ProblemType("duplicate-card", 422, "The same card twice",
                "A card appears more often than the deck holds it (once in most games): in the "
                "hand, in the trick, or in the hand and the trick together."),
    ProblemType("impossible-position", 422, "Impossible position",
                "The hand and trick cannot occur: too many cards, an empty hand, a trick that "
                "is already complete."),
    ProblemType("unknown-contract", 422, "Unknown contract",
                "The contract is not one of the game's contracts."),
    ProblemType("unknown-ruleset", 422, "Unknown ruleset",
                "The ruleset is not one of the game's rulesets."),
    ProblemType("invalid-contract", 400, "Contradictory announcements",
                "The contract's parts contradict each other or what they imply (an "
                "announcement its game type excludes, a flag the contract's type does not "
                "take); the detail names the rule."),
    ProblemType("unknown-parameter", 400, "Unknown or repeated query parameter",
                "A query parameter is not defined for this operation, or is given twice."),
    ProblemType("malformed-json", 400, "Malformed JSON",
                "The request body is not valid JSON (UTF-8)."),
    ProblemType("unsupported-media-type", 415, "Unsupported media type",
                "Send the request body as application/json."),
    ProblemType("payload-too-large", 413, "Request body too large",
                "The request body exceeds the size limit."),
    ProblemType("bad-framing", 400, "Unreadable request body",
                "The request body's framing is broken: a chunk size that is not hexadecimal "
                "digits, or a chunk without the CRLF after it. Send the body with a "
                "Content-Length, or as valid chunks."),
    ProblemType("nesting-too-deep", 400, "JSON nested too deeply",
                "Arrays and objects in the request body nest deeper than 32 levels."),
    ProblemType("invalid-unicode", 400, "Not a Unicode string",
                "A string in the request holds a lone UTF-16 surrogate (such as \\ud800 "
                "without its pair), which is no Unicode character."),
    ProblemType("over-budget", 413, "Batch over its budget",
                "A batch holds at most 50,000 JSON values in all (every string, number, "
                "list and object counts one); split it into smaller batches."),
    ProblemType("too-much-work", 413, "Batch asks too much work",
                "A batch asks at most 5,000 units of work: a round check counts its plays, "
                "any other question 1; split it into smaller batches."),
    ProblemType("answer-too-large", 413, "Answer too large",
                "The answer would exceed 8 MiB (8,388,608 bytes); split the batch into the "
                "number of batches the detail names."),
    ProblemType("uri-too-long", 414, "Request target too long",
                "The path and query string together exceed 4,096 bytes."),
    ProblemType("headers-too-large", 431, "Request header fields too large",
                "A request header exceeds 8,192 bytes, or there are more than 100."),
    ProblemType("untrusted-host", 400, "Unknown host",
                "The Host header names a host this server does not serve."),
    ProblemType("unauthorized", 401, "Token required",
                "The resource is for operators: send Authorization: Bearer with the "
                "instance's token."),
    ProblemType("not-found", 404, "Not found", "No resource at this URL."),
    ProblemType("method-not-allowed", 405, "Method not allowed",
                "The resource does not support this HTTP method; see the Allow header."),
    ProblemType("bad-request", 400, "Bad request", "The request could not be read."),
    ProblemType("request-timeout", 408, "Request timeout",
                "The request did not arrive whole (its header fields and body) within 10 "
                "seconds of its first byte; the connection is closed."),
    ProblemType("server-busy", 503, "Server busy",
                "The instance is reading too many requests at once; try again after "
                "Retry-After seconds."),
    ProblemType("rate-limited", 429, "Too many requests",
                "The client sent more requests than the rate limit allows; see Retry-After."),
    ProblemType("internal-error", 500, "Internal server error",
                "A bug on our side; the request was not processed."),
)})


@dataclass(slots=True)
class Problem(Exception):
    """Raised anywhere in a request to answer with a problem document."""

    slug: str
    detail: Text | str
    errors: Sequence[Mapping[str, Any]] = field(default_factory=tuple)
    status: int | None = None
    headers: Mapping[str, str] = field(default_factory=dict)
    # The game and deck whose names its cards take (None: the request's own).
    cards: tuple[str, str | None] | None = None

    def to_response(self) -> Response:
        lang = problem_language()
        body = problem_body(self, lang)
        response = Response(json.dumps(body), status=body["status"],
                            mimetype=PROBLEM_MIMETYPE)
        response.headers.update(self.headers)
        if has_request_context():  # the common headers say it (``api.http.headers``)
            current_request().content_language = lang
        return response


def problem_body(problem: Problem, lang: str) -> dict[str, Any]:
    """The problem document in ``lang``: its title, detail and each error's detail worded in
    ``lang``, each with its code."""
    kind = problem_types()[problem.slug]
    status = problem.status or kind.status
    catalogue = _catalogue()
    names = _card_names(problem, lang)
    errors = []
    for entry in problem.errors:
        said = entry.get("detail", "")
        errors.append({**entry, "detail": catalogue.word(said, lang, names),
                       "code": code_of(said, kind.slug)})
    code = code_of(problem.detail, kind.slug)
    if code == kind.slug and errors:
        code = errors[0]["code"]
    return {
        "type": PROBLEM_BASE + kind.slug,
        "title": problem_title(kind, lang),
        "status": status,
        "detail": catalogue.word(problem.detail, lang, names),
        "code": code,
        "errors": errors,
    }


def _card_names(problem: Problem, lang: str) -> CardNames | None:
    if not has_app_context():
        return None
    namer: CardNamer | None = current_app.extensions.get(CARD_NAMES_KEY)
    if namer is None:
        return None
    game, deck = problem.cards if problem.cards is not None else (None, None)
    return namer(game, deck, lang)


def problem_title(kind: ProblemType, lang: str) -> str:
    title = _catalogue().template(TITLE_CODE + kind.slug, lang)
    return title if title is not None and lang != "en" else kind.title


TITLE_CODE = "title."
_NO_TEXTS = Catalogue(())


def problem_types() -> Mapping[str, ProblemType]:
    """Every problem type of the app, the games' own included (``api.service.problem_texts``
    installs them); outside an app the shared ones."""
    if not has_app_context():
        return PROBLEM_TYPES
    found: Mapping[str, ProblemType] = current_app.extensions.get(TYPES_KEY, PROBLEM_TYPES)
    return found


def _catalogue() -> Catalogue:
    """The app's catalogue (``api.service.problem_texts``, installed by ``create_app``)."""
    if not has_app_context():
        return _NO_TEXTS
    found: Catalogue = current_app.extensions.get(CATALOGUE_KEY, _NO_TEXTS)
    return found


def field_error(location: str, path: Sequence[str | int], detail: Text | str
                ) -> dict[str, Any]:
    """One entry of ``errors``: a JSON pointer for bodies, a parameter name for query strings."""
    if location == "query":
        entry: dict[str, Any] = {"parameter": str(path[0]) if path else "", "detail": detail}
        if len(path) > 1 and isinstance(path[1], int):  # a position, never a member's name
            entry["index"] = path[1]
        return entry
    pointer = "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in path)
    return {"pointer": pointer, "detail": detail}
