"""RFC 9457 problem details: every error the API sends, as ``application/problem+json``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from flask import Response, json

PROBLEM_MIMETYPE = "application/problem+json"
PROBLEM_BASE = "/api/v1/problems/"


@dataclass(frozen=True, slots=True)
class ProblemType:
    slug: str
    status: int
    title: str
    description: str


PROBLEM_TYPES: Mapping[str, ProblemType] = MappingProxyType({p.slug: p for p in (
    ProblemType("validation-error", 422, "The request does not match the schema",
                "A field is missing, has the wrong type or a value outside its range."),
    ProblemType("unknown-card", 422, "Unknown card",
                "A card is neither a card code of the game's deck nor 'suit-rank'."),
    ProblemType("card-not-in-deck", 422, "Card not in this game's deck",
                "The card exists, but in another game's deck (e.g. leaves-ace or a 5 in Jass)."),
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
    ProblemType("invalid-announcement", 422, "Invalid announcement",
                "A call that is not one of the game's calls, or made for the other party."),
    ProblemType("invalid-vorbehalt", 422, "Invalid Vorbehalt",
                "A declaration that is not one of the game's Vorbehalte."),
    ProblemType("unknown-parameter", 400, "Unknown or repeated query parameter",
                "A query parameter is not defined for this operation, or is given twice."),
    ProblemType("malformed-json", 400, "Malformed JSON",
                "The request body is not valid JSON (UTF-8)."),
    ProblemType("unsupported-media-type", 415, "Unsupported media type",
                "Send the request body as application/json."),
    ProblemType("payload-too-large", 413, "Request body too large",
                "The request body exceeds the size limit."),
    ProblemType("nesting-too-deep", 400, "JSON nested too deeply",
                "Arrays and objects in the request body nest deeper than 32 levels."),
    ProblemType("invalid-unicode", 400, "Not a Unicode string",
                "A string in the request holds a lone UTF-16 surrogate (such as \\ud800 "
                "without its pair), which is no Unicode character."),
    ProblemType("over-budget", 413, "Batch over its budget",
                "A batch holds at most 50,000 JSON values in all (every string, number, "
                "list and object counts one); split it into smaller batches."),
    ProblemType("uri-too-long", 414, "Request target too long",
                "The path and query string together exceed 4,096 bytes."),
    ProblemType("headers-too-large", 431, "Request header fields too large",
                "A request header exceeds 8,192 bytes, or there are more than 100."),
    ProblemType("untrusted-host", 400, "Unknown host",
                "The Host header names a host this server does not serve."),
    ProblemType("not-found", 404, "Not found", "No resource at this URL."),
    ProblemType("method-not-allowed", 405, "Method not allowed",
                "The resource does not support this HTTP method; see the Allow header."),
    ProblemType("bad-request", 400, "Bad request", "The request could not be read."),
    ProblemType("rate-limited", 429, "Too many requests",
                "The client sent more requests than the rate limit allows; see Retry-After."),
    ProblemType("internal-error", 500, "Internal server error",
                "A bug on our side; the request was not processed."),
)})


@dataclass(slots=True)
class Problem(Exception):
    """Raised anywhere in a request to answer with a problem document."""

    slug: str
    detail: str
    errors: Sequence[Mapping[str, Any]] = field(default_factory=tuple)
    status: int | None = None
    headers: Mapping[str, str] = field(default_factory=dict)

    def to_response(self) -> Response:
        kind = PROBLEM_TYPES[self.slug]
        status = self.status or kind.status
        body: dict[str, Any] = {
            "type": PROBLEM_BASE + kind.slug,
            "title": kind.title,
            "status": status,
            "detail": self.detail,
            "errors": [dict(e) for e in self.errors],
        }
        response = Response(json.dumps(body), status=status, mimetype=PROBLEM_MIMETYPE)
        response.headers.update(self.headers)
        return response


def field_error(location: str, path: Sequence[str | int], detail: str) -> dict[str, Any]:
    """One entry of ``errors``: a JSON pointer for bodies, a parameter name for query strings."""
    if location == "query":
        entry: dict[str, Any] = {"parameter": str(path[0]) if path else "", "detail": detail}
        if len(path) > 1:
            entry["index"] = path[1]
        return entry
    pointer = "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in path)
    return {"pointer": pointer, "detail": detail}
