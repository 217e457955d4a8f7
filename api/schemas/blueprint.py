"""flask-smorest with problem+json: errors documented and sent as RFC 9457 problems."""

from __future__ import annotations

import functools
import http
from collections.abc import Callable
from typing import Any, TypeVar

import flask_smorest
from flask import Response, current_app
from werkzeug.exceptions import HTTPException

from api.errors.messages import Text, text
from api.errors.problems import Problem
from api.schemas.base import ProblemOut
from api.schemas.union import union2properties
from api.seam.parser import ProblemParser

F = TypeVar("F", bound=Callable[..., Any])

_SLUG_BY_STATUS = {400: "bad-request", 404: "not-found", 405: "method-not-allowed",
                   413: "payload-too-large", 415: "unsupported-media-type"}


class Blueprint(flask_smorest.Blueprint):
    ARGUMENTS_PARSER = ProblemParser(unknown=None)

    def response(self, status_code: int, schema: Any = None, **options: Any) -> Callable[[F], F]:
        """As flask-smorest documents it, but the answer (already shaped by the answer
        functions) is sent as JSON directly: dumping it through the schema again cost more
        than the rest of the request. Schemathesis checks every answer against the schema."""
        document = super().response(status_code, schema, **options)

        def decorate(view: F) -> F:
            @functools.wraps(view)
            def send(*args: Any, **kwargs: Any) -> Any:
                result = view(*args, **kwargs)
                if isinstance(result, Response):
                    return result
                return current_app.json.response(result)

            return document(send)

        return decorate

    def problems(self, *statuses: int) -> Callable[[F], F]:
        """Document the problem responses an operation can send besides its 422."""

        def decorate(view: F) -> F:
            for status in statuses:
                view = self.alt_response(status, response=http.HTTPStatus(status).name)(view)
            return view

        return decorate


class Api(flask_smorest.Api):
    ERROR_SCHEMA = ProblemOut

    def _init_spec(self, *args: Any, **kwargs: Any) -> None:
        super()._init_spec(*args, **kwargs)
        self.ma_plugin.converter.add_attribute_function(union2properties)

    def handle_http_exception(self, error: HTTPException) -> Response:
        return problem_for_http_exception(error).to_response()


def problem_for_http_exception(error: HTTPException) -> Problem:
    status = error.code or 500
    headers: dict[str, str] = {}
    if status == 405:
        allowed = getattr(error, "valid_methods", None) or []
        headers["Allow"] = ", ".join(sorted(allowed))
    slug = _SLUG_BY_STATUS.get(status, "internal-error" if status >= 500 else "bad-request")
    detail: Text | str = {
        404: text("request.no-resource"),
        405: text("request.method-not-allowed", allowed=headers.get("Allow", "other methods")),
        413: text("request.body-over-limit"),
        415: text("request.send-json"),
    }.get(status, text("request.not-processed") if status >= 500
          else (error.description or text("request.bad-request")))
    return Problem(slug, detail, [], status=status, headers=headers)
